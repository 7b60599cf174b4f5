from __future__ import annotations

from opticlick_tui.tui.terminal import probe


def test_probe_respects_the_users_choice_and_sets_truecolor(monkeypatch):
    monkeypatch.delenv("TEXTUAL_COLOR_SYSTEM", raising=False)
    monkeypatch.setenv("COLORTERM", "")
    monkeypatch.setenv("TERM", "xterm-kitty")
    info = probe("kitty")
    assert info.protocol == "kitty" and info.truecolor
    import os

    assert os.environ["TEXTUAL_COLOR_SYSTEM"] == "truecolor"


def test_probe_without_a_terminal_falls_back(monkeypatch):
    monkeypatch.delenv("TEXTUAL_COLOR_SYSTEM", raising=False)
    monkeypatch.setenv("TERM", "dumb")
    monkeypatch.setenv("COLORTERM", "")
    monkeypatch.delenv("TERM_PROGRAM", raising=False)
    info = probe("auto")
    assert info.protocol in ("none", "halfblock") and not info.truecolor
