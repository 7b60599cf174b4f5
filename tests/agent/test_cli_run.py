"""`opticlick run` and the history commands as a user runs them: real processes, real Chromium."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]


def env_for(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
        "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
        "OPTICLICK_STATE_DIR": str(tmp_path / "state"),
        "OPTICLICK_BROWSER__SETTLE_QUIET_MS": "150",
    }


def opticlick(tmp_path: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "opticlick_tui", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env_for(tmp_path),
        cwd=tmp_path,
        stdin=subprocess.DEVNULL,
    )


def write_script(path: Path, turns: list[dict]) -> Path:
    path.write_text("\n".join(json.dumps(t) for t in turns))
    return path


def test_run_json_events_and_exit_codes(tmp_path, page_server):
    script = write_script(
        tmp_path / "ok.jsonl",
        [
            {
                "thinking": "type then finish",
                "tool_calls": [
                    {"name": "type", "args": {"id": "@Your name", "text": "Grace", "clear": True}}
                ],
            },
            {"tool_calls": [{"name": "finish", "args": {"summary": "Name is Grace", "success": True}}]},
        ],
    )
    result = opticlick(
        tmp_path,
        "run",
        "Set the name",
        "--url",
        page_server("controls.html"),
        "--script",
        str(script),
        "--headless",
        "--permission",
        "auto",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    names = [e["event"] for e in events]
    assert names[0] == "session_started" and names[-1] == "finished"
    assert {
        "step_started",
        "observation_ready",
        "thinking_delta",
        "tool_call_started",
        "tool_result_ready",
    } <= set(names)
    finished = events[-1]
    assert finished["success"] is True and finished["status"] == "finished" and finished["steps"] == 2
    failing = write_script(
        tmp_path / "fail.jsonl",
        [{"tool_calls": [{"name": "finish", "args": {"summary": "Could not", "success": False}}]}],
    )
    result = opticlick(
        tmp_path,
        "run",
        "Impossible",
        "--url",
        page_server("controls.html"),
        "--script",
        str(failing),
        "--headless",
    )
    assert result.returncode == 1 and "Could not" in result.stdout
    result = opticlick(tmp_path, "run", "x", "--provider", "scripted", "--headless")
    assert result.returncode == 2 and "needs a script file" in result.stderr
    result = opticlick(tmp_path, "run", "--headless")
    assert result.returncode == 2 and "give a task" in result.stderr


def test_resume_after_the_process_was_killed(tmp_path, page_server):
    first = write_script(
        tmp_path / "first.jsonl",
        [
            {
                "tool_calls": [
                    {"name": "todo_create", "args": {"items": ["search", "finish"]}},
                    {"name": "note_write", "args": {"key": "k", "text": "kept"}},
                    {"name": "type", "args": {"id": "@Search products", "text": "laptop", "submit": True}},
                ]
            },
            {
                "tool_calls": [
                    {"name": "todo_update", "args": {"item": 1, "status": "done"}},
                    {"name": "wait", "args": {"ms": 10000}},
                ]
            },
            {"tool_calls": [{"name": "wait", "args": {"ms": 10000}}]},
        ],
    )
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "opticlick_tui",
            "run",
            "Find laptops",
            "--url",
            page_server("shop/index.html"),
            "--script",
            str(first),
            "--headless",
            "--permission",
            "auto",
            "--json",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env_for(tmp_path),
        cwd=tmp_path,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    for line in proc.stdout:
        event = json.loads(line)
        if event["event"] == "tool_call_started" and event["name"] == "wait":
            break
        assert time.monotonic() < deadline
    os.killpg(proc.pid, signal.SIGKILL)  # kill -9: the agent and its Chrome
    proc.wait()
    listing = opticlick(tmp_path, "sessions", "--json")
    row = json.loads(listing.stdout)[0]
    assert row["status"] == "interrupted"
    second = write_script(
        tmp_path / "second.jsonl",
        [{"tool_calls": [{"name": "finish", "args": {"summary": "resumed and done"}}]}],
    )
    result = opticlick(
        tmp_path,
        "run",
        "Please also check prices",
        "--session",
        "last",
        "--script",
        str(second),
        "--headless",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert (
        events[0]["event"] == "session_started"
        and events[0]["resumed"] is True
        and events[0]["session_id"] == row["id"]
    )
    assert events[-1]["steps"] == 2, "step 1 was saved before the kill; the resumed run continues at step 2"
    seen = [e["url"] for e in events if e["event"] == "observation_ready"]
    assert seen and seen[0].startswith(page_server("shop/")), "resume reopens the session's last page"
    shown = opticlick(tmp_path, "show", row["id"])
    assert "todo_create" in shown.stdout and "resumed and done" in shown.stdout
    data = json.loads(
        opticlick(
            tmp_path, "export", "last", "--format", "json", "--out", str(tmp_path / "s.json")
        ).returncode
        == 0
        and (tmp_path / "s.json").read_text()
    )
    steps = data["steps"]
    assert steps[-1]["user_messages"] == ["Please also check prices"]
    assert steps[-1]["todo"][0]["status"] == "done" and steps[-1]["notes"] == {"k": "kept"}, (
        "plan and notes restored"
    )


def test_export_html_markdown_gif(tmp_path, page_server):
    script = write_script(
        tmp_path / "s.jsonl",
        [
            {"thinking": "look <b>here</b>", "tool_calls": [{"name": "click", "args": {"id": "@Save"}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "saved"}}]},
        ],
    )
    assert (
        opticlick(
            tmp_path,
            "run",
            "Save it",
            "--url",
            page_server("controls.html"),
            "--script",
            str(script),
            "--headless",
            "--permission",
            "auto",
        ).returncode
        == 0
    )
    html_out = tmp_path / "r.html"
    assert opticlick(tmp_path, "export", "last", "--out", str(html_out)).returncode == 0
    html = html_out.read_text()
    assert (
        html.count("data:image/jpeg;base64,") == 2
        and "look &lt;b&gt;here&lt;/b&gt;" in html
        and "saved" in html
    )
    assert "http" not in html.split("<style>")[1].split("</style>")[0], (
        "self-contained: no external resources"
    )
    md = tmp_path / "r.md"
    assert opticlick(tmp_path, "export", "last", "--format", "md", "--out", str(md)).returncode == 0
    assert "## Step 1" in md.read_text() and "`click(id=1)`" in md.read_text()
    gif = tmp_path / "r.gif"
    assert opticlick(tmp_path, "export", "last", "--format", "gif", "--out", str(gif)).returncode == 0
    assert gif.read_bytes()[:6] == b"GIF89a"
    assert opticlick(tmp_path, "export", "nope").returncode == 2


def test_a_rejected_api_key_is_a_configuration_error(tmp_path, page_server):
    from tests.fakes.gemini import FakeGemini

    key = "AIza" + "R" * 35  # secret-shaped, built here; the fake accepts only "test-key"
    with FakeGemini([]) as fake:
        env = {**env_for(tmp_path), "GEMINI_API_KEY": key}
        result = subprocess.run(
            [sys.executable, "-m", "opticlick_tui", "run", "Read the page", "--provider", "gemini"]
            + ["--base-url", fake.url, "--url", page_server("controls.html"), "--headless"],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
            cwd=tmp_path,
            stdin=subprocess.DEVNULL,
        )
    assert result.returncode == 2, result.stderr
    assert "API key was refused" in result.stderr
    log = (tmp_path / "state" / "opticlick.log").read_text()
    assert "AuthError" in log or "API key was refused" in log
    assert key not in log and key not in result.stderr + result.stdout
