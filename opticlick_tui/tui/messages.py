"""Textual messages that carry agent events into the app (the agent itself knows nothing of Textual)."""

from __future__ import annotations

from textual.message import Message

from opticlick_tui.agent import events as ev


class AgentEvent(Message):
    def __init__(self, event: ev.Event) -> None:
        super().__init__()
        self.event = event


class ScreenshotReady(Message):
    """A new preview frame; a newer one replaces an older one still waiting in the queue."""

    def __init__(self, clean: str, annotated: str, step: int) -> None:
        super().__init__()
        self.clean = clean
        self.annotated = annotated
        self.step = step

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, ScreenshotReady)
