"""kill -9 of a running `opticlick run` at random moments: nothing but the step in flight is lost,
every file still parses, the session lists as interrupted, exports, and resumes to the end."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from tests.agent.test_cli_run import env_for, write_script


@pytest.mark.slow
def test_kill_9_at_random_moments_loses_nothing_and_resumes(tmp_path, page_server):
    rng = random.Random(9)
    busy = [{"tool_calls": [{"name": "note_write", "args": {"key": f"n{i}", "text": f"value {i}"}}, {"name": "scroll", "args": {"direction": "down" if i % 2 else "up"}}]} for i in range(40)]  # fmt: skip
    script = write_script(tmp_path / "busy.jsonl", busy)
    env = env_for(tmp_path)
    data = tmp_path / "data"
    for trial in range(3):
        proc = subprocess.Popen(
            [sys.executable, "-m", "opticlick_tui", "run", f"trial {trial}", "--url", page_server("scroll.html"), "--script", str(script), "--headless", "--permission", "auto"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, env=env, cwd=tmp_path, start_new_session=True,
        )  # fmt: skip
        deadline = time.monotonic() + 90
        while (
            not list((data / "sessions").glob("*/steps/00002.json"))
            or len(list((data / "sessions").glob("*/steps/00002.json"))) <= trial
        ):
            assert time.monotonic() < deadline and proc.poll() is None, "the run never saved two steps"
            time.sleep(0.05)
        time.sleep(rng.uniform(0.0, 1.5))  # a random moment: mid-step, mid-write, mid-request
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(30)
    for path in data.rglob("*.json"):
        json.loads(path.read_text())  # every file parses: no half-written file anywhere
    listing = subprocess.run([sys.executable, "-m", "opticlick_tui", "sessions", "--json"], capture_output=True, text=True, env=env, timeout=60)  # fmt: skip
    rows = json.loads(listing.stdout)
    assert len(rows) == 3 and {r["status"] for r in rows} == {"interrupted"}, rows
    for row in rows:
        steps = sorted((data / "sessions" / row["id"] / "steps").glob("*.json"))
        numbers = [int(p.stem) for p in steps]
        assert numbers == list(range(1, len(numbers) + 1)), "no gap: only the step in flight is missing"
    finish = write_script(tmp_path / "finish.jsonl", [{"tool_calls": [{"name": "finish", "args": {"summary": "resumed", "success": True}}]}])  # fmt: skip
    resumed = subprocess.run(
        [sys.executable, "-m", "opticlick_tui", "run", "--session", rows[0]["id"], "--script", str(finish), "--headless", "--permission", "auto"],
        capture_output=True, text=True, env=env, cwd=tmp_path, stdin=subprocess.DEVNULL, timeout=120,
    )  # fmt: skip
    assert resumed.returncode == 0 and "resumed" in resumed.stdout, resumed.stderr
    exported = subprocess.run([sys.executable, "-m", "opticlick_tui", "export", rows[1]["id"], "--format", "md", "--out", str(tmp_path / "k.md")], capture_output=True, text=True, env=env, timeout=60)  # fmt: skip
    assert exported.returncode == 0 and "value 0" in (tmp_path / "k.md").read_text()
