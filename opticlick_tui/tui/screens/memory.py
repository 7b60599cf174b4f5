"""Long-term memory: list, search, add, edit, delete."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Input, Static

from opticlick_tui import clock
from opticlick_tui.store.memory import MemoryRefused, MemoryStore
from opticlick_tui.tui.screens.modals import ConfirmModal, TextInputModal
from opticlick_tui.tui.widgets.keybar import KeyBar


class MemoryScreen(Screen):
    DEFAULT_CSS = """
    MemoryScreen #memory-help { height: 1; color: $text-muted; margin: 0 1; }
    MemoryScreen #memory-filter { margin: 0 1; }
    MemoryScreen DataTable { height: 1fr; }
    """
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="memory.back"),
        Binding("j", "cursor(1)", "Down", show=False, id="memory.down"),
        Binding("k", "cursor(-1)", "Up", show=False, id="memory.up"),
        Binding("a", "add", "Add", id="memory.add"),
        Binding("e", "edit", "Edit", id="memory.edit"),
        Binding("d", "delete", "Delete", id="memory.delete"),
        Binding("slash", "search", "Search", id="memory.search"),
    ]

    def __init__(self, memory: MemoryStore) -> None:
        super().__init__()
        self.memory = memory

    def compose(self) -> ComposeResult:
        yield Static(
            "Long-term memory: j/k move · a add · e edit · d delete · / search (values separated by ' | ')",
            id="memory-help",
        )
        yield Input(placeholder="Search keys and values", id="memory-filter")
        yield DataTable(id="memory-table", cursor_type="row", zebra_stripes=True)
        yield KeyBar()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("key", "category", "values", "updated")
        self.reload()
        table.focus()

    def reload(self, text: str = "") -> None:
        table = self.query_one(DataTable)
        keep = self._selected() if table.row_count else None
        table.clear()
        entries = self.memory.search(text) if text else self.memory.all()
        for entry in entries:
            table.add_row(
                entry["key"],
                entry.get("category", ""),
                " | ".join(map(str, entry.get("values", [])))[:100],
                clock.local_stamp("%Y-%m-%d", entry.get("updated", 0)),
                key=entry["key"],
            )
        if not entries:
            table.add_row("(nothing remembered yet)", "", "", "", key="__empty__")
        keys = [e["key"] for e in entries]
        if keep in keys:
            table.move_cursor(row=keys.index(keep))  # stay on the entry just edited

    def on_input_changed(self, event: Input.Changed) -> None:
        self.reload(event.value)

    def action_search(self) -> None:
        self.query_one("#memory-filter", Input).focus()

    def _selected(self) -> str | None:
        table = self.query_one(DataTable)
        if table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return None if key == "__empty__" else key

    def action_cursor(self, delta: int) -> None:
        table = self.query_one(DataTable)
        table.focus()
        table.move_cursor(row=max(0, table.cursor_row + delta))

    def action_add(self) -> None:
        """Two questions: the key (site/what), then the values; the store refuses secrets."""

        def got_values(key: str, value: str | None) -> None:
            values = [v.strip() for v in (value or "").split("|") if v.strip()]
            if not values:
                return
            try:
                self.memory.upsert(key, values, "preference")
            except MemoryRefused as exc:
                self.notify(str(exc), severity="error")
                return
            self.notify(f"Remembered {key}.")
            self.reload(self.query_one("#memory-filter", Input).value)
            keys = [k.value for k in self.query_one(DataTable).rows]
            if key in keys:
                self.query_one(DataTable).move_cursor(row=keys.index(key))

        def got_key(key: str | None) -> None:
            key = (key or "").strip()
            if not key:
                return
            self.app.push_screen(
                TextInputModal(f"Values of {key} (separate with |):", placeholder="M | L"),
                lambda value: got_values(key, value),
            )

        self.app.push_screen(
            TextInputModal("New memory entry: site/key, e.g. shop.example/size", placeholder="site/key"),
            got_key,
        )

    def action_edit(self) -> None:
        key = self._selected()
        entry = self.memory.get(key) if key else None
        if not entry or not key:
            return

        def done(value: str | None) -> None:
            if value is None:
                return
            values = [v.strip() for v in value.split("|") if v.strip()]
            try:
                if values:
                    self.memory.set_values(key, values)
                else:
                    self.memory.delete(key)
            except MemoryRefused as exc:
                self.notify(str(exc), severity="error")
            self.reload(self.query_one("#memory-filter", Input).value)

        self.app.push_screen(
            TextInputModal(f"Values of {key} (separate with |):", " | ".join(entry.get("values", []))), done
        )

    def action_delete(self) -> None:
        key = self._selected()
        if not key:
            return

        def done(yes: bool | None) -> None:
            if yes:
                self.memory.delete(key)
                self.reload(self.query_one("#memory-filter", Input).value)

        self.app.push_screen(ConfirmModal(f"Forget {key}?", yes="Forget", no="Keep"), done)
