"""Session history: a table to search, open (review), resume, delete and export."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Input, Static

from opticlick_tui import clock
from opticlick_tui.store.sessions import SessionNotFoundError, SessionStore, session_duration
from opticlick_tui.tui.screens.modals import ConfirmModal
from opticlick_tui.tui.widgets.keybar import KeyBar


class HistoryScreen(Screen):
    DEFAULT_CSS = """
    HistoryScreen #filter { margin: 0 1; }
    HistoryScreen #history-help { color: $text-muted; height: 1; margin: 0 1; }
    HistoryScreen DataTable { height: 1fr; }
    """
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="history.back"),
        Binding("enter", "open", "Review", id="history.open"),
        Binding("j", "cursor(1)", "Down", show=False, id="history.down"),
        Binding("k", "cursor(-1)", "Up", show=False, id="history.up"),
        Binding("r", "resume", "Resume", id="history.resume"),
        Binding("p", "replay", "Replay", id="history.replay"),
        Binding("d", "delete", "Delete", id="history.delete"),
        Binding("x", "export('html')", "Export HTML", id="history.export_html"),
        Binding("X", "export('md')", "Export MD", id="history.export_md"),
        Binding("J", "export('json')", "Export JSON", id="history.export_json"),
        Binding("y", "copy_export", "Copy path", id="history.copy_export"),
        Binding("slash", "search", "Search", id="history.search"),
    ]

    def __init__(self, store: SessionStore) -> None:
        super().__init__()
        self.store = store
        self.rows: list[dict] = []
        self.last_export: Path | None = None

    def compose(self) -> ComposeResult:
        yield Static(
            "Sessions: j/k move · enter review · r resume · p replay · d delete · x/X/J export HTML/MD/JSON "
            "(to the data dir; y copies the path) · / search",
            id="history-help",
        )
        yield Input(placeholder="Filter by title, task, model or outcome", id="filter")
        yield DataTable(id="sessions", cursor_type="row", zebra_stripes=True)
        yield KeyBar()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        # The outcome comes right after the title, so a narrow terminal cuts the model, not it.
        table.add_columns("title", "outcome", "started", "duration", "steps", "model")
        self.reload()
        table.focus()

    def reload(self, text: str = "") -> None:
        self.rows = self.store.list()
        needle = text.lower()
        table = self.query_one(DataTable)
        table.clear()
        for row in self.rows:
            blob = " ".join(
                str(row.get(k, "")) for k in ("title", "task", "model", "provider", "status", "outcome")
            ).lower()
            if needle and needle not in blob:
                continue
            outcome = row.get("status", "?") + (" ✓" if row.get("success") else "")
            table.add_row(
                (row.get("title") or "")[:70],
                clock.local_stamp("%Y-%m-%d %H:%M", row.get("started", 0)),
                session_duration(row),
                str(row.get("steps", 0)),
                f"{row.get('provider', '')}/{row.get('model', '')}".strip("/"),
                outcome,
                key=row["id"],
            )

    def on_input_changed(self, event: Input.Changed) -> None:
        self.reload(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one(DataTable).focus()

    def action_search(self) -> None:
        self.query_one("#filter", Input).focus()

    def _selected(self) -> str | None:
        table = self.query_one(DataTable)
        if table.row_count == 0:
            return None
        return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        self.action_open()

    def action_open(self) -> None:
        sid = self._selected()
        if sid:
            self.app.open_review(sid)  # type: ignore[attr-defined]

    def _leave_for_a_run(self) -> str | None:
        """The selected session, with this screen closed, when the agent is free to run it."""
        sid = self._selected()
        if sid is None:
            return None
        if getattr(self.app, "host").running:  # noqa: B009
            self.notify("The agent is running; stop it first.", severity="warning")
            return None
        self.app.pop_screen()
        return sid

    def action_resume(self) -> None:
        if sid := self._leave_for_a_run():
            self.app.resume_session(sid)  # type: ignore[attr-defined]

    def action_replay(self) -> None:
        if sid := self._leave_for_a_run():
            self.app.replay_session(sid)  # type: ignore[attr-defined]

    def action_delete(self) -> None:
        sid = self._selected()
        if sid is None:
            return

        def done(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.store.delete(sid)
            except SessionNotFoundError as exc:
                self.notify(str(exc), severity="error")
                return
            self.notify(f"Deleted {sid}.")
            self.reload(self.query_one("#filter", Input).value)

        self.app.push_screen(
            ConfirmModal(f"Delete session {sid} and all its screenshots and files?", yes="Delete", no="Keep"),
            done,
        )

    def action_cursor(self, delta: int) -> None:
        table = self.query_one(DataTable)
        table.focus()
        table.move_cursor(row=max(0, table.cursor_row + delta))

    async def action_export(self, fmt: str) -> None:
        from opticlick_tui.tui.exporting import export_session

        sid = self._selected()
        if sid is None:
            return
        try:
            out = await export_session(self.store, sid, fmt)
        except (ValueError, OSError) as exc:
            self.notify(f"Could not export: {exc}", severity="error")
            return
        self.last_export = out
        self.notify(f"Exported to {out} (y copies the path)", timeout=8)

    def action_copy_export(self) -> None:
        if self.last_export is None:
            self.notify("Nothing exported yet: x, X or J exports the selected session.")
            return
        self.app.copy_to_clipboard(str(self.last_export))
        self.notify(f"Copied {self.last_export}")
