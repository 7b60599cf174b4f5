"""The side panels: the plan as a tree, the scratchpad and memory, and the status line."""

from __future__ import annotations

import time
from typing import Any

from rich.text import Text
from textual.widgets import Static, Tree

GLYPHS = {"pending": "○", "in_progress": "◐", "done": "●", "skipped": "⊘"}
STATE_STYLE = {
    "idle": "dim",
    "observing": "cyan",
    "thinking": "magenta",
    "your move": "bold cyan",
    "acting": "yellow",
    "asking": "bold red",
    "paused": "bold yellow",
    "done": "bold green",
    "failed": "bold red",
    "stopped": "bold yellow",
    "interrupted": "bold red",
}


class PlanTree(Tree[dict]):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__("Plan", **kwargs)
        self.show_root = False
        self.items: list[dict] = []

    def set_items(self, items: list[dict]) -> None:
        self.items = [dict(i) for i in items]
        self.clear()
        if not items:
            self.root.add_leaf(Text("no plan yet", style="dim"))
        for n, item in enumerate(items, start=1):
            status = item.get("status", "pending")
            label = Text(
                f"{GLYPHS.get(status, '○')} {n}. {item.get('text', '')}",
                style="dim" if status in ("done", "skipped") else "",
            )
            node = (
                self.root.add(label, data=item, expand=True)
                if item.get("note")
                else self.root.add_leaf(label, data=item)
            )
            if item.get("note"):
                node.add_leaf(Text(item["note"], style="italic dim"))
        self.root.expand()


class NotesPanel(Static):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self.notes: dict[str, str] = {}
        self.memory: list[dict] = []
        self._repaint()

    def set_notes(self, notes: dict[str, str]) -> None:
        self.notes = dict(notes)
        self._repaint()

    def set_memory(self, entries: list[dict]) -> None:
        self.memory = list(entries)
        self._repaint()

    def _repaint(self) -> None:
        text = Text()
        text.append("Notes\n", style="bold")
        if not self.notes:
            text.append("  (none)\n", style="dim")
        for key, value in self.notes.items():
            text.append(f"  {key}: ", style="bold")
            text.append(f"{value}\n")
        text.append("Memory for this site\n", style="bold")
        if not self.memory:
            text.append("  (none)\n", style="dim")
        for entry in self.memory:
            text.append(f"  {entry['key']}: ", style="bold")
            text.append("; ".join(map(str, entry.get("values", []))) + "\n")
        self.update(text)


class StatusLine(Static):
    """provider/model · step n/max · elapsed · tokens · URL · state"""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self.model = "?"
        self.step = 0
        self.max_steps = 0
        self.started: float | None = None
        self.ended: float | None = None
        self.tokens = (0, 0)
        self.cost = 0.0
        self.url = ""
        self.state = "idle"
        self.schema = ""  # /schema: the file the next task's result must match
        self.clock = time.monotonic

    def on_mount(self) -> None:
        self.set_interval(1.0, self.refresh_text)
        self.refresh_text()

    def set(self, **fields: Any) -> None:
        for key, value in fields.items():
            setattr(self, key, value)
        self.refresh_text()

    def refresh_text(self) -> None:
        elapsed = ""
        if self.started is not None:
            seconds = int((self.ended or self.clock()) - self.started)
            elapsed = f"{seconds // 60}:{seconds % 60:02d}"
        text = Text(no_wrap=True, overflow="ellipsis")
        # The state comes first after the model, so a narrow terminal never cuts it off.
        text.append(f" {self.model[:24]} ", style="bold reverse")
        text.append(f" {self.state} ", style=STATE_STYLE.get(self.state, "") + " reverse")
        text.append(f" step {self.step}/{self.max_steps or '-'} ")
        if elapsed:
            text.append(f"· {elapsed} ")
        if any(self.tokens):
            text.append(f"· {self.tokens[0] // 1000}k in / {self.tokens[1]} out ")
        if self.cost:
            text.append(f"· ${self.cost:.4f} ")
        if self.schema:
            text.append(f"· next result: {self.schema[:30]} ")
        if self.url:
            text.append(f"· {self.url[:70]} ", style="underline")
        self.update(text)
