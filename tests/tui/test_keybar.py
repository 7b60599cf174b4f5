"""The key bar: the screen's keys on one line in priority order, a key that does not fit left out
whole, the palette key on the right when there is room, a click presses the key, and a change of
bindings (another screen) repaints it without mounting anything."""

from __future__ import annotations

from opticlick_tui.tui.screens.history import HistoryScreen
from opticlick_tui.tui.widgets.keybar import KeyBar
from tests.tui.conftest import wait_for


def _line(bar: KeyBar) -> str:
    return bar.render().plain


async def test_keys_fit_whole_and_a_click_presses_one(fake_app):
    app, _host = fake_app()
    async with app.run_test(size=(120, 35)) as pilot:
        await pilot.pause()
        bar = app.main.query_one(KeyBar)
        line = _line(bar)
        assert len(line) == 120 and line.rstrip().endswith("▏ ^p palette")
        shown = bar.shown_keys()
        assert shown[:3] == ["ctrl+x", "ctrl+t", "f1"] and shown[-1] == "ctrl+p"
        # Every key on the bar is there whole: its key and its whole description.
        for key, display, description, _enabled in bar.keys():
            if key in shown:
                assert f" {display} {description} " in line, (key, line)

        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: "ctrl+p" not in bar.shown_keys())
        line = _line(bar)
        assert len(line) <= 80 and "f8 Settings" in line and "^p" not in line
        assert not line.rstrip().endswith(("Th", "Ma", "Thi")), "no key is cut in half"

        start = line.index("f5 History")
        await pilot.click(KeyBar, offset=(start + 1, 0))
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        history_bar = app.screen.query_one(KeyBar)
        await wait_for(pilot, lambda: "esc Back" in _line(history_bar))
