"""F4 opens the screenshot in the desktop's viewer; no viewer outlives the app."""

from __future__ import annotations

import os
import stat

from tests.tui.conftest import wait_for
from tests.tui.test_main_screen import activity_text, submit


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is dead for our purpose (its parent has not reaped it yet).
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0] != "Z"


async def test_viewers_opened_with_f4_close_with_the_app(fake_app, tmp_path, monkeypatch):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    pids = tmp_path / "pids"
    opener = bin_dir / "xdg-open"
    # A stand-in for xdg-open that starts a long-lived "viewer" child, as real openers do.
    opener.write_text(f"#!/bin/sh\nsleep 600 &\necho $$ $! > {pids}\nwait\n")
    opener.chmod(opener.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    monkeypatch.setenv("DISPLAY", ":99")
    app, host = fake_app(steps=1)
    async with app.run_test(size=(120, 35)) as pilot:
        await submit(pilot, app, "Task")
        await wait_for(pilot, lambda: host.outcome == "finished")
        await pilot.press("f4")
        await wait_for(pilot, lambda: "Opened " in activity_text(app))
        await wait_for(pilot, lambda: pids.exists() and len(pids.read_text().split()) == 2)
        started = [int(p) for p in pids.read_text().split()]
        assert all(alive(p) for p in started)
        await pilot.press("ctrl+q")
    for pid in started:
        assert not alive(pid), f"viewer process {pid} outlived the app"
