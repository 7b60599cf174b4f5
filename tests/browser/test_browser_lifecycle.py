"""Launching, attaching, finding Chrome, profiles in use, crashes, and the observe command."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from opticlick_tui.browser.chrome_path import find_chrome
from opticlick_tui.browser.errors import BrowserClosedError, ChromeNotFoundError, TabClosedError
from opticlick_tui.browser.launch import launch_chrome, live_group_members
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.config import BrowserSettings
from tests.fault.test_interrupts import _processes_mentioning

ROOT = Path(__file__).resolve().parents[2]


def cli(
    *args: str, env: dict[str, str] | None = None, timeout: float = 90
) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "opticlick_tui", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=full_env,
        cwd=ROOT,
    )


@pytest.mark.slow
def test_chrome_not_found_is_one_sentence_and_exit_2(tmp_path):
    empty = tmp_path / "bin"
    empty.mkdir()
    result = cli(
        "observe",
        "http://127.0.0.1:9/",
        "--headless",
        env={
            "PATH": str(empty),
            "HOME": str(tmp_path),
            "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
            "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
        },
    )
    assert result.returncode == 2
    assert "No Chrome or Chromium was found" in result.stderr and "apt install chromium" in result.stderr
    assert "Traceback" not in result.stderr


def test_explicit_bad_chrome_path():
    with pytest.raises(ChromeNotFoundError, match="not found or is not executable"):
        find_chrome("/nonexistent/chrome")


@pytest.mark.slow
def test_config_typo_exit_2(tmp_path):
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "config.toml").write_text("[browser]\nheadles = true\n")
    result = cli("observe", "http://x.test/", env={"OPTICLICK_CONFIG_DIR": str(cfg)})
    assert result.returncode == 2
    assert "unknown key `headles` in config.toml line 2" in result.stderr


@pytest.mark.slow
def test_observe_command_json_and_png(page_server, tmp_path):
    out = tmp_path / "shot.png"
    result = cli(
        "observe",
        page_server("controls.html"),
        "--headless",
        "--json",
        "--out",
        str(out),
        env={"OPTICLICK_DATA_DIR": str(tmp_path / "data"), "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg")},
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["schema_version"] == 1 and data["title"] == "Controls"
    assert data["screenshot"] == str(out) and out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    labels = [m["label"] for m in data["marks"]]
    assert "Save" in labels and "Your name" in labels
    first = data["marks"][0]
    assert set(first) >= {"id", "tag", "role", "label", "box", "point", "frame", "new"}
    assert {"discovery", "draw", "total"} <= set(data["timings_ms"])
    text = cli(
        "observe",
        page_server("controls.html"),
        "--headless",
        "--clean",
        "--out",
        str(tmp_path / "c.jpg"),
        env={"OPTICLICK_DATA_DIR": str(tmp_path / "data"), "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg")},
    )
    assert text.returncode == 0 and '"Save"' in text.stdout and "Title: Controls" in text.stdout
    assert (tmp_path / "c.jpg").read_bytes()[:3] == b"\xff\xd8\xff"


@pytest.mark.slow
async def test_attach_observes_the_current_page_untouched_and_leaves_chrome_running(page_server, tmp_path):
    chrome = await launch_chrome(find_chrome(), tmp_path / "user-profile", headless=True)
    try:
        # The user's own browsing: a page whose state a reload would lose.
        first = await BrowserSession.start(
            BrowserSettings(cdp_url=chrome.endpoint, block_user_input=False), tmp_path / "unused"
        )
        await first.agent_tab.page.goto(page_server("stable.html"))
        await first.agent_tab.page.evaluate("insertOne(); window.marker = 42")
        await first.close()
        result = await asyncio.to_thread(
            cli,
            "observe",
            "--cdp-url",
            chrome.endpoint,
            "--json",
            "--out",
            str(tmp_path / "a.png"),
            env={"OPTICLICK_DATA_DIR": str(tmp_path / "data"), "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg")},
        )
        assert result.returncode == 0, result.stderr
        data = json.loads(result.stdout)
        assert "Inserted" in [m["label"] for m in data["marks"]], "observed as it is, not reloaded"
        assert chrome.alive(), "an attached Chrome keeps running"
        again = await BrowserSession.start(BrowserSettings(cdp_url=chrome.endpoint), tmp_path / "unused")
        assert await again.agent_tab.page.evaluate("window.marker") == 42
        await again.close()
    finally:
        await chrome.stop()


async def test_attach_to_nothing_is_a_clear_error(tmp_path):
    from opticlick_tui.browser.errors import AttachError

    with pytest.raises(AttachError, match="Could not attach to Chrome at http://127.0.0.1:9"):
        await BrowserSession.start(BrowserSettings(cdp_url="http://127.0.0.1:9"), tmp_path / "p")


@pytest.mark.slow
async def test_profile_in_use_falls_back_to_a_temporary_profile(tmp_path):
    profile = tmp_path / "profile"
    first = await BrowserSession.start(BrowserSettings(headless=True), profile)
    try:
        second = await BrowserSession.start(BrowserSettings(headless=True), profile)
        try:
            assert second.chrome is not None and second.chrome.temporary_profile
            assert any("in use by another Chrome" in n for n in second.notices)
            assert second.agent_tab.alive
        finally:
            await second.close()
    finally:
        await first.close()


@pytest.mark.parametrize("how", ["stopped", "browser process killed first"])
async def test_no_process_of_a_stopped_chrome_outlives_stop(tmp_path, how):
    # The browser process can be gone while its helpers (zygote, renderers) still run for a moment,
    # for good when they hang: stop() returns only when none of them is left.
    chrome = await launch_chrome(find_chrome(), tmp_path / "profile", headless=True)
    group = chrome.process.pid
    assert len(live_group_members(group)) > 1, "Chrome runs helpers in its process group"
    # Chrome's single-instance socket lives in a folder of its own in the temporary directory.
    socket_dir = Path(os.readlink(tmp_path / "profile" / "SingletonSocket")).parent
    assert socket_dir.is_dir() and not socket_dir.is_relative_to(tmp_path)
    if how != "stopped":
        os.kill(group, signal.SIGKILL)
        await asyncio.to_thread(chrome.process.wait)
    await chrome.stop()
    assert live_group_members(group) == []
    assert _processes_mentioning(str(tmp_path / "profile")) == []
    assert not socket_dir.exists(), "the socket's folder was left in the temporary directory"


@pytest.mark.slow
async def test_crashed_chrome_is_reported_not_hung(tmp_path, page_server):
    from opticlick_tui.som.observe import Observer

    session = await BrowserSession.start(BrowserSettings(headless=True), tmp_path / "p")
    try:
        await session.agent_tab.page.goto(page_server("controls.html"))
        gone = asyncio.get_running_loop().create_future()
        session.browser.on("disconnected", lambda _b: gone.done() or gone.set_result(None))
        os.killpg(session.chrome.process.pid, signal.SIGKILL)
        await asyncio.wait_for(gone, 30)
        with pytest.raises((BrowserClosedError, TabClosedError)):
            await asyncio.wait_for(Observer(session).observe(), 10)
    finally:
        await session.close()


@pytest.mark.slow
def test_headed_smoke_under_xvfb(page_server, tmp_path):
    """One real headed Chrome on a virtual display: launch, observe, click."""
    xvfb = shutil.which("Xvfb")
    assert xvfb, "Xvfb is needed for the headed smoke test (apt install xvfb)"
    display = f":{90 + os.getpid() % 100}"
    server = subprocess.Popen(
        [xvfb, display, "-screen", "0", "1400x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        script = f"""
import asyncio, sys
from pathlib import Path
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.actions import Actions
from opticlick_tui.som.observe import Observer
from opticlick_tui.config import BrowserSettings
async def main():
    s = await BrowserSession.start(BrowserSettings(headless=False), Path({str(tmp_path / "p")!r}))
    try:
        tab = s.agent_tab
        await tab.page.goto({page_server("actions.html")!r})
        await tab.settle(200, 3000)
        obs = await Observer(s).observe()
        button = next(m for m in obs.marks if m.label == "Trusted button")
        r = await Actions(s).click(button.ref())
        log = await tab.page.evaluate("window.log")
        print("OK" if r.ok and log and log[-1]["trusted"] else "FAIL", obs.viewport)
    finally:
        await s.close()
asyncio.run(main())
"""
        result = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            timeout=90,
            env={**os.environ, "DISPLAY": display},
            cwd=ROOT,
        )
        assert result.stdout.startswith("OK"), result.stdout + result.stderr
    finally:
        server.terminate()
        server.wait(10)


async def test_headless_viewport_is_the_configured_size_in_every_tab(browser, observer, open_page):
    await open_page("controls.html")
    assert (await observer.observe()).viewport == (1280.0, 800.0)
    extra = await browser.open_tab("about:blank")
    try:
        assert (await extra.layout())["height"] == 800.0
    finally:
        await browser.close_tab(extra.id)
