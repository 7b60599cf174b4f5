"""`opticlick batch` end to end: real processes, real Chromium, the scripted provider, fixture pages."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from opticlick_tui.store.sessions import SessionStore

pytestmark = pytest.mark.slow

CLICK_THEN_FINISH = [
    {"tool_calls": [{"name": "click", "args": {"id": "@Add one"}}]},
    {"tool_calls": [{"name": "finish", "args": {"summary": "clicked once", "success": True}}]},
]


def env_for(tmp_path: Path) -> dict[str, str]:
    return {
        **os.environ,
        "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
        "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
        "OPTICLICK_BROWSER__SETTLE_QUIET_MS": "150",
    }


def write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def batch(tmp_path: Path, *args: str, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "opticlick_tui", "batch", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env_for(tmp_path),
        cwd=tmp_path,
        stdin=subprocess.DEVNULL,
    )


def results_of(stdout: str) -> dict[str, dict]:
    return {r["id"]: r for r in (json.loads(line) for line in stdout.splitlines() if line.strip())}


def first_titles(tmp_path: Path, session_ids: list[str]) -> list[str]:
    store = SessionStore(tmp_path / "data")
    return [store.step(sid, 1)["title"] for sid in session_ids]


def test_local_chromes_each_task_isolated(tmp_path, page_server):
    write_jsonl(tmp_path / "click.jsonl", CLICK_THEN_FINISH)
    url = page_server("counter.html")
    tasks = write_jsonl(
        tmp_path / "tasks.jsonl",
        [{"id": f"t{i}", "task": f"add one ({i})", "url": url, "script": "click.jsonl"} for i in range(3)],
    )
    result = batch(tmp_path, str(tasks), "--parallel", "2", "--headless", "--permission", "auto")
    assert result.returncode == 0, result.stderr
    results = results_of(result.stdout)
    assert set(results) == {"t0", "t1", "t2"}
    for r in results.values():
        assert r["success"] is True and r["outcome"] == "finished" and r["steps"] == 2
        assert r["summary"] == "clicked once" and r["endpoint"] == "local" and r["attempts"] == 1
        assert r["seconds"] > 0 and set(r["tokens"]) == {"input", "output"}
    ids = [r["session_id"] for r in results.values()]
    assert len(set(ids)) == 3
    # Own profile per task: nobody saw another task's localStorage.
    assert first_titles(tmp_path, ids) == ["Counter (visit 1)"] * 3
    rows = {r["id"]: r for r in SessionStore(tmp_path / "data").list()}
    assert all(rows[i]["status"] == "finished" and rows[i]["success"] for i in ids)


def test_a_result_schema_per_line(tmp_path, page_server):
    (tmp_path / "count.json").write_text(
        '{"type": "object", "properties": {"count": {"type": "integer"}}, "required": ["count"]}'
    )
    wrong_then_right = [
        {"tool_calls": [{"name": "finish", "args": {"summary": "s", "success": True, "result": {"n": 1}}}]},
        {
            "tool_calls": [
                {"name": "finish", "args": {"summary": "s", "success": True, "result": {"count": 1}}}
            ]
        },
    ]
    write_jsonl(tmp_path / "finish.jsonl", wrong_then_right)
    line = {"id": "r", "task": "count", "url": page_server("counter.html"), "script": "finish.jsonl"}
    tasks = write_jsonl(tmp_path / "tasks.jsonl", [{**line, "schema": "count.json"}])
    result = batch(tmp_path, str(tasks), "--headless", "--permission", "auto")
    assert result.returncode == 0, result.stderr
    row = results_of(result.stdout)["r"]
    # The first finish broke the schema and went back to the model; the second one is the result.
    assert row["result"] == {"count": 1} and row["steps"] == 2


def test_bad_lines_fail_alone(tmp_path, page_server):
    write_jsonl(tmp_path / "click.jsonl", CLICK_THEN_FINISH)
    tasks = tmp_path / "tasks.jsonl"
    good = {"id": "good", "task": "add one", "url": page_server("counter.html"), "script": "click.jsonl"}
    tasks.write_text(json.dumps(good) + '\n{"task": "x", "colour": 1}\nnot json\n{"url": "http://x.test"}\n')
    result = batch(tmp_path, str(tasks), "--headless", "--permission", "auto")
    assert result.returncode == 1  # not all succeeded
    results = results_of(result.stdout)
    assert results["good"]["success"] is True
    assert "unknown key 'colour'" in results["2"]["summary"]
    assert "not JSON" in results["3"]["summary"]
    assert 'no "task"' in results["4"]["summary"]
    assert {results[k]["outcome"] for k in ("2", "3", "4")} == {"invalid"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def page_count(endpoint: str) -> int:
    async with httpx.AsyncClient() as client:
        listed = (await client.get(f"{endpoint}/json/list")).json()
    return len([t for t in listed if t.get("type") == "page"])


async def test_pool_with_a_dead_endpoint(tmp_path, page_server):
    """Two endpoints, one dead: the task that drew it is retried once on the live one; every task
    gets its own context there (no shared storage) and leaves no tab behind."""
    from opticlick_tui.browser.chrome_path import find_chrome
    from opticlick_tui.browser.launch import launch_chrome

    remote = await launch_chrome(find_chrome(None), tmp_path / "remote-profile", headless=True)
    try:
        pages_before = await page_count(remote.endpoint)
        dead = f"http://127.0.0.1:{free_port()}"
        write_jsonl(tmp_path / "click.jsonl", CLICK_THEN_FINISH)
        url = page_server("counter.html")
        tasks = write_jsonl(
            tmp_path / "tasks.jsonl",
            [
                {"id": f"r{i}", "task": f"add one ({i})", "url": url, "script": "click.jsonl"}
                for i in range(2)
            ],
        )
        args = (
            str(tasks),
            "--parallel",
            "2",
            "--permission",
            "auto",
            "--cdp-url",
            remote.endpoint,
            "--cdp-url",
            dead,
        )
        result = await asyncio.to_thread(batch, tmp_path, *args)
        assert result.returncode == 0, result.stderr + result.stdout
        results = results_of(result.stdout)
        assert all(r["success"] and r["endpoint"] == remote.endpoint for r in results.values())
        retried = [r for r in results.values() if r["attempts"] == 2]
        assert len(retried) == 1 and dead in retried[0]["errors"][0]
        assert (
            first_titles(tmp_path, [r["session_id"] for r in results.values()]) == ["Counter (visit 1)"] * 2
        )
        assert await page_count(remote.endpoint) == pages_before  # the pool's Chrome is left as it was

        # Only the dead endpoint: the task fails (after its one retry), the batch does not crash.
        only_dead = await asyncio.to_thread(
            batch, tmp_path, str(tasks), "--cdp-url", dead, "--permission", "auto"
        )
        assert only_dead.returncode == 1
        failed = results_of(only_dead.stdout)
        assert all(r["outcome"] == "failed" and r["attempts"] == 2 for r in failed.values())
        assert "Traceback" not in only_dead.stderr
    finally:
        await remote.stop()


@pytest.mark.parametrize(
    ("sig", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)], ids=["SIGINT", "SIGTERM"]
)
async def test_ctrl_c_or_sigterm_stops_every_task_and_saves_sessions(tmp_path, page_server, sig, code):
    waits = [{"tool_calls": [{"name": "wait", "args": {"ms": 1000}}]}] * 60
    write_jsonl(
        tmp_path / "slow.jsonl", [*waits, {"tool_calls": [{"name": "finish", "args": {"summary": "x"}}]}]
    )
    url = page_server("counter.html")
    tasks = write_jsonl(
        tmp_path / "tasks.jsonl",
        [{"id": f"s{i}", "task": f"slow ({i})", "url": url, "script": "slow.jsonl"} for i in range(3)],
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "opticlick_tui", "batch", str(tasks), "--parallel", "2", "--headless", "--permission", "auto"],
        env=env_for(tmp_path), cwd=tmp_path, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    store = SessionStore(tmp_path / "data")
    try:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 120
        # Wait until both running tasks have saved a step (the condition, not a guess at a time).
        while not (len(rows := store.list()) == 2 and all(r.get("steps", 0) >= 1 for r in rows)):
            assert proc.poll() is None and loop.time() < deadline, (
                proc.stderr.read() if proc.poll() else "timeout"
            )
            await asyncio.sleep(0.2)
        proc.send_signal(sig)
        out, err = await asyncio.to_thread(proc.communicate, timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == code, err
    assert sig == signal.SIGINT or "Stopped: terminated (SIGTERM)." in err, err
    results = results_of(out)
    assert {results[k]["outcome"] for k in ("s0", "s1")} == {"stopped"}
    assert results["s2"]["outcome"] == "not_started"
    rows = store.list()
    assert len(rows) == 2 and {r["status"] for r in rows} == {"stopped"}
    assert "Traceback" not in err
