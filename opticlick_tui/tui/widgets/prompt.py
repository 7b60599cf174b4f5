"""The prompt: the task, then follow-ups; answers when the agent asks; `/` commands. Up/Down walk
through what was typed before."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class PasteInput(Input):
    """A one-line input that keeps all of a multi-line paste (Textual's Input keeps only the first
    line): the lines are joined with spaces and a `Joined` message says how many there were."""

    class Joined(Message):
        def __init__(self, lines: int) -> None:
            super().__init__()
            self.lines = lines

    async def _on_key(self, event: events.Key) -> None:
        # Keys that arrive in one read (a fast typist, or any typist over SSH, where the network
        # batches keystrokes) must act in the order typed. Textual runs a widget's key bindings
        # after the key has bubbled, by which time the printable keys behind it are already in:
        # ctrl+u then "abc" lost the "abc", backspace deleted the wrong character. So this
        # input's own bindings run here, in order.
        for key in event.aliases:
            for binding in self._bindings.key_to_bindings.get(key, []):
                if binding.priority:
                    continue
                event.stop()
                event.prevent_default()
                await self.run_action(binding.action)
                return
        await super()._on_key(event)

    def _on_paste(self, event: events.Paste) -> None:
        lines = [line.strip() for line in event.text.splitlines() if line.strip()]
        if len(lines) <= 1:
            return  # Input's own handler (called after this one) inserts a single line
        event.prevent_default()  # Input's handler would insert the first line again
        event.stop()
        text = " ".join(lines)
        if self.selection.is_empty:
            self.insert_text_at_cursor(text)
        else:
            self.replace(text, *self.selection)
        self.post_message(self.Joined(len(lines)))


class PromptInput(PasteInput):
    BINDINGS = [
        Binding("up", "history_back", "Previous", show=False),
        Binding("down", "history_forward", "Next", show=False),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(placeholder="What should the agent do?  (/help for commands)", **kwargs)
        self.history: list[str] = []
        self._cursor: int | None = None

    async def action_submit(self) -> None:
        await super().action_submit()
        self.value = ""  # at once (the Submitted message carries the text): keys typed right after Enter start the next line

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
