"""Starting a replay: the plan, a replay provider bound to an agent runner, and a new session that
links to its source (`replay_of`), so a replay is reviewable and exportable like any run."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.agent.loop import AgentRunner, Outcome
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.config import Settings
from opticlick_tui.llm.base import Provider
from opticlick_tui.replay.plan import apply_vars, load_plan
from opticlick_tui.replay.provider import ReplayProvider
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore


@dataclass
class ReplayRequest:
    source_id: str
    from_step: int = 1
    variables: dict[str, str] | None = None
    healer: Provider | None = None
    ask_secret: Callable[[str], Awaitable[str]] | None = None


def prepare_replay(
    request: ReplayRequest,
    browser: BrowserSession,
    store: SessionStore,
    settings: Settings,
    control: AgentControl | None = None,
) -> tuple[AgentRunner, ReplayProvider, str, str]:
    """(runner, provider, task, start URL); raises PlanError with one sentence."""
    actions = load_plan(store, request.source_id, request.from_step)
    apply_vars(actions, request.variables or {})
    provider = ReplayProvider(request.source_id, actions, request.healer, request.ask_secret)
    replay_settings = settings.model_copy(deep=True)
    # Room for every recorded action, a repair or two per action, and the closing step.
    replay_settings.agent.max_steps = max(settings.agent.max_steps, len(actions) * 3 + 2)
    runner = AgentRunner(
        browser, provider, store, MemoryStore(store.data_dir), replay_settings, control or AgentControl()
    )
    provider.runner = runner
    runner.draw_marks = request.healer is not None  # the boxes are for a model's eyes
    # Without a model nothing else writes the session during a step: each step is written while
    # the next one runs.
    runner.defer_step_saves = request.healer is None
    source = store.meta(request.source_id)
    task = f"Replay of {request.source_id}: {source.get('task', '')}".strip()

    def link(event: ev.Event) -> None:
        if isinstance(event, ev.SessionStarted):
            store.update_meta(
                event.session_id,
                {
                    "replay_of": request.source_id,
                    "replay_from": request.from_step,
                    "heal": bool(request.healer),
                },
            )

    runner.subscribe(link)
    return runner, provider, task, actions[0].url


async def run_replay(runner: AgentRunner, provider: ReplayProvider, task: str, start_url: str) -> Outcome:
    outcome = await runner.run(task, start_url=start_url or None)
    if provider.healed:
        runner.store.update_meta(outcome.session_id, {"healed_steps": provider.healed})
    return outcome
