"""What the agent tells the world, as typed events. The TUI, the `run` printer and tests all
consume the same stream; `to_dict()` is the `--json` line format."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

AgentState = Literal[
    "idle", "observing", "thinking", "acting", "asking", "paused", "done", "failed", "stopped", "interrupted"
]


@dataclass
class Event:
    at: float = field(default_factory=time.time, kw_only=True)

    @property
    def kind(self) -> str:
        name = type(self).__name__
        return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")

    def to_dict(self) -> dict[str, Any]:
        return {"event": self.kind, **asdict(self)}


@dataclass
class SessionStarted(Event):
    session_id: str
    task: str
    provider: str
    model: str
    resumed: bool = False
    max_steps: int = 500


@dataclass
class StateChanged(Event):
    state: AgentState


@dataclass
class StepStarted(Event):
    step: int
    max_steps: int


@dataclass
class ObservationReady(Event):
    step: int
    url: str
    title: str
    marks: int
    screenshot: str  # path of the clean screenshot
    annotated: str  # path of the annotated screenshot
    mark_lines: list[str] = field(default_factory=list)
    timings_ms: dict[str, float] = field(default_factory=dict)
    # [id, x0, y0, x1, y1] per mark, as fractions of the screenshot: where a text-only preview
    # writes the mark numbers.
    mark_boxes: list[list[float]] = field(default_factory=list)
    # How the page settled before this observation (browser/settle.py): outcome, waited_ms, why.
    settle: dict[str, Any] = field(default_factory=dict)


@dataclass
class ThinkingDelta(Event):
    step: int
    text: str


@dataclass
class TextDelta(Event):
    step: int
    text: str


@dataclass
class ToolCallStarted(Event):
    step: int
    call_id: str
    name: str
    args: dict[str, Any]


@dataclass
class ToolResultReady(Event):
    step: int
    call_id: str
    name: str
    ok: bool
    text: str
    duration_ms: float


@dataclass
class TodoChanged(Event):
    items: list[dict[str, Any]]


@dataclass
class NotesChanged(Event):
    notes: dict[str, str]


@dataclass
class MemoryChanged(Event):
    entries: list[dict[str, Any]]


@dataclass
class AskingUser(Event):
    question: str


@dataclass
class UserMessage(Event):
    text: str
    kind_of: str = "follow_up"  # follow_up | answer


@dataclass
class Paused(Event):
    reason: str = "take over"


@dataclass
class Resumed(Event):
    pass


@dataclass
class Warning(Event):  # noqa: A001 - an event name, not the builtin
    message: str


@dataclass
class UsageUpdated(Event):
    input_tokens: int
    output_tokens: int
    total_input: int
    total_output: int
    cost_usd: float = 0.0  # this reply
    total_cost_usd: float = 0.0
    estimated: bool = False


@dataclass
class ErrorOccurred(Event):
    message: str
    fatal: bool = False


@dataclass
class Finished(Event):
    summary: str
    success: bool
    status: str  # finished | failed | stopped | interrupted
    steps: int


def mark_boxes(marks: list, viewport: tuple[float, float]) -> list[list[float]]:
    """Mark boxes (top-viewport CSS px) as fractions of the viewport, for ObservationReady."""
    width, height = max(viewport[0], 1.0), max(viewport[1], 1.0)
    return [[m.id, m.box[0] / width, m.box[1] / height, m.box[2] / width, m.box[3] / height] for m in marks]
