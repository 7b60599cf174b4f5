"""What a tool handler may use: the runner's surface (`AgentContext`, which `AgentRunner` provides)
and the state of the turn being carried out (`ToolContext`). Tools depend on this interface, not on
the loop, so imports flow one way: loop -> executor -> tools -> context."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from opticlick_tui.agent import events as ev
    from opticlick_tui.agent.control import AgentControl
    from opticlick_tui.agent.guard import LoopGuard
    from opticlick_tui.agent.history import Turn
    from opticlick_tui.agent.safety import SafetyPolicy
    from opticlick_tui.agent.secret_use import SecretResolver
    from opticlick_tui.browser.actions import Actions
    from opticlick_tui.browser.session import BrowserSession
    from opticlick_tui.config import Settings
    from opticlick_tui.llm.base import Provider
    from opticlick_tui.som.model import Mark, Observation
    from opticlick_tui.store.files import SessionFiles
    from opticlick_tui.store.memory import MemoryStore


@dataclass
class AgentState:
    """What the agent keeps across steps of one session: the plan, the scratchpad, the turns."""

    todo: list[dict[str, Any]] = field(default_factory=list)
    notes: dict[str, str] = field(default_factory=dict)
    turns: list[Turn] = field(default_factory=list)


class AgentContext(Protocol):
    """The parts of a running agent that tools, the executor and the reasoning step use."""

    browser: BrowserSession
    actions: Actions
    provider: Provider
    settings: Settings
    control: AgentControl
    safety: SafetyPolicy
    guard: LoopGuard
    memory: MemoryStore
    files: SessionFiles
    state: AgentState
    observation: Observation | None
    step: int
    secret_call_ids: set[str]
    user_urls: set[str]  # URLs the user gave (--url, the task, follow-ups): file:/data: allowed
    secrets: SecretResolver  # <secret:NAME> resolution and scrubbing
    allowed_tools: set[str] | None  # Ask mode: only these may run
    result_schema: dict[str, Any] | None  # run --schema
    result: Any

    def emit(self, event: ev.Event) -> None: ...

    def mark(self, mark_id: int) -> Mark:
        """The mark with this number on the current observation; raises ToolError if there is none."""
        ...

    def todo_changed(self) -> None: ...

    def notes_changed(self) -> None: ...

    def memory_changed(self) -> None: ...

    def add_warning(self, text: str) -> None: ...

    def note_ui_action(self, description: str) -> None: ...


@dataclass
class ToolContext:
    """Handed to every tool handler: the agent, and what this turn has done so far."""

    agent: AgentContext
    ui_ran: bool = False  # a UI action succeeded earlier in this turn
    finished: tuple[str, bool] | None = None  # set by `finish`: (summary, success)
