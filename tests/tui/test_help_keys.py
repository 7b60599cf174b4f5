"""The F1 help is built from the bindings in effect: a key remapped in config.toml shows as remapped."""

from __future__ import annotations

from textual.widgets import Static

from opticlick_tui.tui.bindings import APP_BINDINGS, help_text, key_label
from opticlick_tui.tui.widgets.activity import ActivityStream


def test_help_names_every_bound_key_and_follows_a_remap():
    default = help_text()
    assert "ctrl+x  stop the agent" in default and "F5 history" in default
    remapped = help_text({"stop": "ctrl+k", "history": "f9,ctrl+h"})
    assert "ctrl+k  stop the agent" in remapped and "ctrl+x" not in remapped
    assert "F9/ctrl+h history" in remapped and "F5 history" not in remapped
    # Every binding the help talks about is a live binding (the template cannot name a missing id).
    ids = {b.id for b in APP_BINDINGS}
    assert {"stop", "take_over", "history", "settings", "interrupt", "quit"} <= ids
    assert key_label("f12") == "F12" and key_label("ctrl+f1") == "ctrl+f1"


async def test_f1_in_the_app_shows_the_remapped_keys(tmp_path, monkeypatch):
    from opticlick_tui.config import Settings
    from opticlick_tui.tui.app import OpticlickApp
    from tests.tui.fake_host import FakeHost

    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))
    app = OpticlickApp(
        FakeHost(tmp_path / "data", steps=1),
        protocol="halfblock",
        keymap={"stop": "ctrl+k", "help": "f12"},
        settings=Settings(data_dir=str(tmp_path / "data")),
    )
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("f12")  # help itself is remapped: the live binding opens it
        await pilot.pause()
        text = "\n".join(str(w.render()) for w in app.main.query_one(ActivityStream).query(Static))
        assert "ctrl+k  stop the agent" in text
        assert "ctrl+x  stop the agent" not in text
