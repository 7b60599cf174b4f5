"""Screens (issue 8 §4): exports into the data dir with the path shown and copyable, j/k in every
list, settings checked before saving, the outcome column readable at 120 columns, memory entries
added by hand."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input, Static

from opticlick_tui.tui.screens.history import HistoryScreen
from opticlick_tui.tui.screens.memory import MemoryScreen
from opticlick_tui.tui.screens.modals import TextInputModal
from opticlick_tui.tui.screens.review import ReviewScreen
from opticlick_tui.tui.screens.settings import SettingsScreen
from tests.tui.conftest import wait_for
from tests.tui.test_main_screen import activity_text, submit
from tests.tui.test_screens import record_session


async def test_history_exports_go_to_the_data_dir_and_the_path_can_be_copied(fake_app, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app, host = fake_app()
    sid = record_session(host.store, "Buy a laptop")
    copied: list[str] = []
    monkeypatch.setattr(app, "copy_to_clipboard", copied.append)
    async with app.run_test(size=(120, 35)) as pilot:
        await pilot.press("f5")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        await pilot.press("x")
        expected = host.store.data_dir / "exports" / f"opticlick-{sid}.html"
        await wait_for(pilot, lambda: expected.exists())
        assert app.screen.last_export == expected
        await pilot.press("J")
        await wait_for(pilot, lambda: expected.with_suffix(".json").exists())
        await pilot.press("y")
        await wait_for(pilot, lambda: copied == [str(expected.with_suffix(".json"))])
    assert not list(Path(tmp_path).glob("opticlick-*")), "nothing is written into the current directory"


async def test_export_command_and_review_export_go_to_the_data_dir(fake_app, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app, host = fake_app(steps=1)
    copied: list[str] = []
    monkeypatch.setattr(app, "copy_to_clipboard", copied.append)
    async with app.run_test(size=(120, 35)) as pilot:
        await submit(pilot, app, "Task")
        await wait_for(pilot, lambda: host.outcome == "finished")
        record_session(host.store, "Recorded")  # the real host records steps; the fake one does not
        app.last_session = host.store.list()[0]["id"]
        await submit(pilot, app, "/export md")
        out = host.store.data_dir / "exports" / f"opticlick-{app.last_session}.md"
        await wait_for(pilot, lambda: f"Exported to {out}" in activity_text(app))
        assert out.exists() and copied == [str(out)]
        app.open_review(app.last_session)
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewScreen))
        await pilot.press("x")
        await wait_for(pilot, lambda: out.with_suffix(".html").exists())
    assert not list(Path(tmp_path).glob("opticlick-*"))


async def test_j_and_k_move_in_history_and_memory(fake_app):
    app, host = fake_app()
    for title in ("First", "Second", "Third"):
        record_session(host.store, title)
    host.memory.upsert("shop.example/size", ["M"], "preference")
    host.memory.upsert("shop.example/colour", ["blue"], "preference")
    async with app.run_test(size=(120, 35)) as pilot:
        await pilot.press("f5")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        table = app.screen.query_one(DataTable)
        assert table.cursor_row == 0
        await pilot.press("j", "j")
        assert table.cursor_row == 2
        await pilot.press("k")
        assert table.cursor_row == 1
        assert not (host.store.data_dir / "exports").exists(), "j moves; it no longer exports"
        await pilot.press("escape", "f7")
        await wait_for(pilot, lambda: isinstance(app.screen, MemoryScreen))
        table = app.screen.query_one(DataTable)
        await pilot.press("j")
        assert table.cursor_row == 1
        await pilot.press("k")
        assert table.cursor_row == 0


async def test_history_outcome_is_readable_at_120_columns(fake_app):
    app, host = fake_app()
    sid = record_session(host.store, "A very long session title " * 4)
    host.store.update_meta(sid, {"status": "interrupted", "success": False})
    async with app.run_test(size=(120, 35)) as pilot:
        await pilot.press("f5")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        table = app.screen.query_one(DataTable)
        await wait_for(pilot, lambda: table.row_count == 1)
        widths = [c.get_render_width(table) for c in table.columns.values()]
        outcome_right = sum(widths[:2])
        assert outcome_right <= table.size.width, "the outcome column fits on screen"
        labels = [str(c.label) for c in table.columns.values()]
        outcome = labels.index("outcome")
        assert widths[outcome] >= len("interrupted")


async def test_memory_entry_added_by_hand(fake_app):
    app, host = fake_app()
    async with app.run_test(size=(120, 35)) as pilot:
        await pilot.press("f7")
        await wait_for(pilot, lambda: isinstance(app.screen, MemoryScreen))
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, TextInputModal))
        app.screen.query_one("#value", Input).value = "shop.example/size"
        await pilot.press("enter")
        await wait_for(
            pilot, lambda: isinstance(app.screen, TextInputModal) and "Values" in app.screen.title_text
        )
        app.screen.query_one("#value", Input).value = "M | L"
        await pilot.press("enter")
        await wait_for(pilot, lambda: host.memory.get("shop.example/size") is not None)
        assert host.memory.get("shop.example/size")["values"] == ["M", "L"]
        await wait_for(pilot, lambda: isinstance(app.screen, MemoryScreen))
        assert app.screen.query_one(DataTable).row_count == 1


async def test_settings_are_checked_before_saving(fake_app, tmp_path):
    config = tmp_path / "cfg" / "config.toml"
    app, host = fake_app()
    async with app.run_test(size=(120, 35)) as pilot:
        await pilot.press("f8")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        screen = app.screen
        screen.query_one("#preset", Input).value = "not-a-preset"
        screen.query_one("#base_url", Input).value = "localhost 1234"
        screen.query_one("#max_steps", Input).value = "many"
        screen.query_one("#cdp_url", Input).value = "chrome"
        await pilot.press("ctrl+s")
        await wait_for(
            pilot, lambda: "Unknown preset" in str(screen.query_one("#preset-error", Static).render())
        )
        assert "http://host:port" in str(screen.query_one("#base_url-error", Static).render())
        assert "whole number" in str(screen.query_one("#max_steps-error", Static).render())
        assert "CDP URL" in str(screen.query_one("#cdp_url-error", Static).render())
        assert isinstance(app.screen, SettingsScreen) and not config.exists(), "nothing saved"
        screen.query_one("#preset", Input).value = "groq"
        screen.query_one("#base_url", Input).value = ""
        screen.query_one("#max_steps", Input).value = "40"
        screen.query_one("#cdp_url", Input).value = "http://127.0.0.1:9222"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(app.screen, SettingsScreen))
    text = config.read_text()
    assert 'preset = "groq"' in text and "max_steps = 40" in text
    assert app.settings.agent.max_steps == 40
