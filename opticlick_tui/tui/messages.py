"""Textual messages that carry agent events into the app (the agent itself knows nothing of Textual)."""

from __future__ import annotations

from textual.message import Message

from opticlick_tui.agent import events as ev


class AgentEvent(Message):
    def __init__(self, event: ev.Event) -> None:
        super().__init__()
        self.event = event
