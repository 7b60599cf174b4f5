"""Three `opticlick run` started at the same moment on the default profile: each gets a working
browser (its own temporary profile when the default one is taken) and none ends in a traceback."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.agent.test_cli_run import env_for, write_script


@pytest.mark.slow
def test_three_simultaneous_runs_each_get_a_working_browser(tmp_path, page_server):
    script = write_script(
        tmp_path / "s.jsonl",
        [
            {"tool_calls": [{"name": "click", "args": {"id": "@Save"}}]},
            {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "ok", "success": True}}]},
        ],
    )
    env = env_for(tmp_path)
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "opticlick_tui",
                "run",
                f"task {n}",
                "--url",
                page_server("controls.html"),
                "--script",
                str(script),
                "--headless",
                "--permission",
                "auto",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env,
            cwd=tmp_path,
        )  # fmt: skip
        for n in range(3)
    ]
    results = [(p, *p.communicate(timeout=180)) for p in procs]
    for proc, _out, err in results:
        assert proc.returncode == 0, err
        assert "Traceback" not in err and "closed or crashed" not in err, err
    notices = sum("temporary profile" in err for _p, _o, err in results)
    assert notices == 2, [err for _p, _o, err in results]
    index = json.loads((tmp_path / "data" / "index.json").read_text())["sessions"]
    assert sorted(r["status"] for r in index.values()) == ["finished"] * 3


@pytest.mark.slow
async def test_chromes_launched_at_the_same_instant_never_share_a_profile(tmp_path):
    import asyncio
    import urllib.request

    from opticlick_tui.browser.chrome_path import find_chrome
    from opticlick_tui.browser.launch import launch_chrome

    binary = find_chrome(None)
    profile = tmp_path / "profile"
    # gather: the second launch checks the profile before the first Chrome has written its own lock.
    chromes = await asyncio.gather(*(launch_chrome(binary, profile, headless=True) for _ in range(3)))
    try:
        assert len({c.user_data_dir for c in chromes}) == 3
        assert sum(c.temporary_profile for c in chromes) == 2
        for chrome in chromes:
            assert chrome.alive()
            with urllib.request.urlopen(chrome.endpoint + "/json/version", timeout=10) as reply:
                assert json.loads(reply.read())["Browser"]
    finally:
        for chrome in chromes:
            await chrome.stop()
    again = await launch_chrome(binary, profile, headless=True)  # the claim was released on stop
    try:
        assert not again.temporary_profile and again.user_data_dir == profile
    finally:
        await again.stop()
