"""The prompt: the task, then follow-ups; answers when the agent asks; `/` commands. Up/Down walk
through what was typed before."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding
from textual.widgets import Input


class PromptInput(Input):
    BINDINGS = [
        Binding("up", "history_back", "Previous", show=False),
        Binding("down", "history_forward", "Next", show=False),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(placeholder="What should the agent do?  (/help for commands)", **kwargs)
        self.history: list[str] = []
        self._cursor: int | None = None

    def remember(self, text: str) -> None:
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
        self._cursor = None

    def action_history_back(self) -> None:
        if not self.history:
            return
        self._cursor = len(self.history) - 1 if self._cursor is None else max(0, self._cursor - 1)
        self.value = self.history[self._cursor]
        self.cursor_position = len(self.value)

    def action_history_forward(self) -> None:
        if self._cursor is None:
            return
        self._cursor += 1
        if self._cursor >= len(self.history):
            self._cursor = None
            self.value = ""
        else:
            self.value = self.history[self._cursor]
        self.cursor_position = len(self.value)

    def set_mode(self, mode: str) -> None:
        self.placeholder = {
            "task": "What should the agent do?  (/help for commands)",
            "running": "Send a follow-up to the agent, or a /command",
            "answer": "Your answer to the agent's question",
            "done": "A follow-up continues this session; /new starts another",
        }[mode]
