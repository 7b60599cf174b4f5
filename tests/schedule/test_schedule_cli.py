"""`opticlick schedule` on a crontab file in a temp dir (OPTICLICK_CRONTAB_FILE), never the real one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest

from opticlick_tui.schedule.crontab import ScheduleError, check_cron, every_to_cron, next_run

FOREIGN = "MAILTO=someone\n# my backups\n15 3 * * * /usr/local/bin/backup --all  # keep\n"


def env_for(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "OPTICLICK_CRONTAB_FILE": str(tmp_path / "crontab"),
        "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
        "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
        "OPTICLICK_BROWSER__SETTLE_QUIET_MS": "150",
    }


def opticlick(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "opticlick_tui", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env_for(tmp_path),
        cwd=tmp_path,
        stdin=subprocess.DEVNULL,
    )


def listed(tmp_path: Path) -> list[dict]:
    result = opticlick(tmp_path, "schedule", "list", "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_add_list_remove_keeps_the_rest_of_the_crontab(tmp_path):
    crontab = tmp_path / "crontab"
    crontab.write_text(FOREIGN)
    first = opticlick(
        tmp_path, "schedule", "add", "check the 50% sale", "--every", "2h", "--url", "http://x.test/"
    )
    assert first.returncode == 0, first.stderr
    second = opticlick(
        tmp_path, "schedule", "add", "weekly report", "--cron", "0 9 * * 1", "--permission", "auto"
    )
    assert second.returncode == 0, second.stderr

    text = crontab.read_text()
    assert text.startswith(FOREIGN)
    lines = text[len(FOREIGN) :].splitlines()
    assert len(lines) == 4  # marker + cron line per entry
    assert (
        lines[1].startswith("0 */2 * * * ")
        and "--headless" in lines[1]
        and "--url http://x.test/" in lines[1]
    )
    assert "50\\% sale" in lines[1]  # cron would turn a bare % into a newline
    assert lines[3].startswith("0 9 * * 1 ") and "--permission auto" in lines[3]

    rows = listed(tmp_path)
    assert [(r["cron"], r["task"]) for r in rows] == [
        ("0 */2 * * *", "check the 50% sale"),
        ("0 9 * * 1", "weekly report"),
    ]
    assert all(r["next_run"] and r["last_outcome"] is None for r in rows)
    table = opticlick(tmp_path, "schedule", "list")
    assert rows[0]["id"] in table.stdout and "never" in table.stdout

    removed = opticlick(tmp_path, "schedule", "remove", rows[0]["id"])
    assert removed.returncode == 0, removed.stderr
    assert [r["id"] for r in listed(tmp_path)] == [rows[1]["id"]]
    removed = opticlick(tmp_path, "schedule", "remove", rows[1]["id"])
    assert removed.returncode == 0
    assert crontab.read_text() == FOREIGN  # byte for byte what was there before


def test_bad_input_is_one_sentence_and_exit_2(tmp_path):
    (tmp_path / "crontab").write_text(FOREIGN)
    for args in (
        ("schedule", "add", "t", "--every", "7m"),
        ("schedule", "add", "t", "--every", "soon"),
        ("schedule", "add", "t", "--cron", "0 9 * *"),
        ("schedule", "add", "t", "--cron", "0 25 * * *"),
        ("schedule", "remove", "nope"),
        ("schedule",),
    ):
        result = opticlick(tmp_path, *args)
        assert result.returncode == 2, (args, result.stderr)
        assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, (
            result.stderr
        )
    assert (tmp_path / "crontab").read_text() == FOREIGN


def test_intervals_and_next_run():
    assert every_to_cron("15m") == "*/15 * * * *"
    assert every_to_cron("1h") == "0 * * * *"
    assert every_to_cron("6h") == "0 */6 * * *"
    assert every_to_cron("1d") == "0 0 * * *"
    with pytest.raises(ScheduleError):
        every_to_cron("5h")
    assert check_cron(" 0  9 * * 1 ") == "0 9 * * 1"
    monday_nine = next_run("0 9 * * 1", datetime(2026, 1, 1, 12, 0))  # a Thursday
    assert monday_nine == datetime(2026, 1, 5, 9, 0)


@pytest.mark.slow
def test_the_scheduled_line_runs_a_normal_session(tmp_path, page_server):
    """Run the exact command cron would run; `list` then shows its outcome."""
    script = tmp_path / "turns.jsonl"
    script.write_text(
        json.dumps({"tool_calls": [{"name": "finish", "args": {"summary": "seen", "success": True}}]})
    )
    (tmp_path / "crontab").write_text("")
    added = opticlick(
        tmp_path, "schedule", "add", "look at the page", "--every", "1h",
        "--url", page_server("controls.html"), "--script", str(script), "--permission", "auto",
    )  # fmt: skip
    assert added.returncode == 0, added.stderr
    cron_line = (tmp_path / "crontab").read_text().splitlines()[-1]
    command = cron_line.split(None, 5)[5].replace("\\%", "%")
    ran = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=120, cwd=tmp_path,
                         env={k: v for k, v in env_for(tmp_path).items() if not k.startswith("OPTICLICK_DATA")})  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    [row] = listed(tmp_path)
    assert row["last_outcome"] == "finished ✓" and row["last_session"]


@pytest.mark.slow
def test_notify_tells_the_desktop_how_the_run_went(tmp_path, page_server):
    """--notify: after the run, notify-send gets the outcome (a stand-in notify-send records it)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    sender = bin_dir / "notify-send"
    sender.write_text(f'#!/bin/sh\necho "$@" >> {tmp_path / "notified.txt"}\n')
    sender.chmod(0o755)
    script = tmp_path / "turns.jsonl"
    script.write_text(
        json.dumps({"tool_calls": [{"name": "finish", "args": {"summary": "no", "success": False}}]})
    )
    (tmp_path / "crontab").write_text("")
    env = {**env_for(tmp_path), "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    added = subprocess.run(
        [sys.executable, "-m", "opticlick_tui", "schedule", "add", "a failing task", "--every", "1d", "--notify",
         "--url", page_server("controls.html"), "--script", str(script), "--permission", "auto"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
    )  # fmt: skip
    assert added.returncode == 0, added.stderr
    command = (tmp_path / "crontab").read_text().splitlines()[-1].split(None, 5)[5].replace("\\%", "%")
    ran = subprocess.run(
        ["sh", "-c", command], capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env
    )
    assert ran.returncode == 0, ran.stderr  # the entry itself succeeds; the notification carries the outcome
    assert (tmp_path / "notified.txt").read_text().strip() == "opticlick: a failing task failed"
    [row] = listed(tmp_path)
    assert row["last_outcome"] == "finished"  # finished, without success
