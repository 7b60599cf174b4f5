"""Sessions, memory and files on disk: atomic, lockable, quarantining, and never storing secrets."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from opticlick_tui.store.atomic import quarantine_log
from opticlick_tui.store.files import FileRefused, SessionFiles
from opticlick_tui.store.locks import LockBusyError
from opticlick_tui.store.memory import MemoryRefused, MemoryStore
from opticlick_tui.store.sessions import SessionNotFoundError, SessionStore

ROOT = Path(__file__).resolve().parents[2]


def test_session_lifecycle(tmp_path):
    store = SessionStore(tmp_path)
    sid = store.create("Find the cheapest laptop\nwith 16 GB", {"provider": "scripted", "model": "demo"})
    meta = store.meta(sid)
    assert meta["title"] == "Find the cheapest laptop" and meta["schema_version"] == 1
    lock = store.lock(sid)
    store.write_step(sid, 1, {"step": 1, "url": "http://x"})
    store.write_step(sid, 2, {"step": 2})
    store.update_meta(sid, {"steps": 2, "status": "finished", "success": True})
    assert [s["step"] for s in store.steps(sid)] == [1, 2]
    row = store.list()[0]
    assert row["id"] == sid and row["steps"] == 2 and row["status"] == "finished"
    assert store.find(sid[:15]) == sid and store.find("last") == sid
    store.put_document(sid, "todo", [{"text": "a", "status": "done"}])
    assert store.get_document(sid, "todo") == [{"text": "a", "status": "done"}]
    lock.release()
    store.delete(sid)
    assert store.list() == []
    with pytest.raises(SessionNotFoundError):
        store.meta(sid)


def test_a_running_session_without_its_process_shows_as_interrupted(tmp_path):
    store = SessionStore(tmp_path)
    sid = store.create("task", {})
    lock = store.lock(sid)
    assert store.list()[0]["status"] == "running"
    lock.release()  # what the kernel does when the process is killed
    assert store.list()[0]["status"] == "interrupted"
    assert store.meta(sid)["status"] == "interrupted"


@pytest.mark.slow
def test_a_second_process_cannot_take_a_running_session(tmp_path):
    store = SessionStore(tmp_path)
    sid = store.create("task", {})
    held = store.lock(sid)
    code = f"from opticlick_tui.store.sessions import SessionStore; from pathlib import Path; SessionStore(Path({str(tmp_path)!r})).lock({sid!r})"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode != 0 and "in use by another opticlick process" in result.stderr
    with pytest.raises(LockBusyError):
        store.lock(sid)
    with pytest.raises(SessionNotFoundError, match="running in another"):
        store.delete(sid)
    held.release()


def test_persist_cost_does_not_grow_with_the_session(tmp_path):
    # Persisting a step rewrites the same few files of the same size whether it is the 10th step or
    # the 490th (nothing is appended to a growing document). Counted in files and bytes written,
    # not timed, so a loaded machine cannot fail it.
    store = SessionStore(tmp_path)
    sid = store.create("long", {})
    record = {"thinking": "x" * 4000, "tool_calls": [{"name": "click", "args": {"id": 3}}] * 3}

    def files() -> dict[str, tuple[int, int, int]]:
        return {
            str(p.relative_to(tmp_path)): (p.stat().st_ino, p.stat().st_mtime_ns, p.stat().st_size)
            for p in tmp_path.rglob("*")
            if p.is_file()
        }

    def persist(n: int) -> tuple[list[str], int]:
        before = files()
        store.write_step(sid, n, {**record, "step": n})
        store.update_meta(sid, {"steps": n}, index=False)
        written = {name: stat for name, stat in files().items() if before.get(name) != stat}
        shapes = sorted("steps/N" if f"{n:05d}" in name else name for name in written)
        return shapes, sum(stat[2] for stat in written.values())

    early_files, early_bytes = persist(10)
    for n in range(11, 490):
        store.write_step(sid, n, {**record, "step": n})
    late_files, late_bytes = persist(490)
    assert late_files == early_files and len(early_files) <= 3, (early_files, late_files)
    assert late_bytes <= early_bytes + 16, (early_bytes, late_bytes)


def test_corrupt_files_are_quarantined_not_fatal(tmp_path):
    store = SessionStore(tmp_path)
    sid = store.create("task", {})
    (tmp_path / "index.json").write_text("{not json")
    assert [r["id"] for r in store.list()] == [sid]  # quarantined, then rebuilt from the session
    assert any(p.name.startswith("index.json.corrupt-") for p in tmp_path.iterdir())
    assert any("index.json" in m and "moved to" in m for m in quarantine_log)
    memory = MemoryStore(tmp_path)
    (tmp_path / "memory.json").write_bytes(b"\xff\xfe garbage")
    assert memory.all() == []
    memory.upsert("example.com/name", "Ada")
    assert memory.get("example.com/name")["values"] == ["Ada"]
    store.paths(sid).step_file(1).write_text("[broken")
    assert store.step(sid, 1) is None


WRITER = """
import sys, time
from pathlib import Path
from opticlick_tui.store.sessions import SessionStore
from opticlick_tui.store.memory import MemoryStore
store = SessionStore(Path(sys.argv[1])); memory = MemoryStore(Path(sys.argv[1]))
sid = sys.argv[2]
n = 0
while True:
    n += 1
    store.update_meta(sid, {"steps": n, "blob": "y" * 20000})
    store.write_step(sid, n % 50 + 1, {"step": n, "blob": "z" * 50000})
    memory.upsert(f"site.com/k{n % 20}", f"value {n}")
    if n == 1:
        print("ready", flush=True)  # one full round is saved; from here on a kill lands mid-write
"""


@pytest.mark.slow
def test_kill_9_mid_write_never_leaves_a_corrupt_file(tmp_path):
    store = SessionStore(tmp_path)
    sid = store.create("stress", {})
    for attempt in range(12):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path), sid], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.05 + attempt * 0.023)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        for path in [
            tmp_path / "index.json",
            tmp_path / "memory.json",
            store.paths(sid).document,
            *store.paths(sid).steps.glob("*.json"),
        ]:
            if path.exists():
                json.loads(path.read_text())  # every file parses
    assert not any(".corrupt-" in p.name for p in tmp_path.rglob("*"))
    assert store.meta(sid)["steps"] >= 1


@pytest.mark.parametrize(
    "key,value",
    [
        ("bank.com/password", "hunter2"),
        ("shop.com/card", "4111 1111 1111 1111"),
        ("site.com/note", "my key is " + "sk-" + "x1y2" * 9),  # built here: no key-shaped literal in the repo
        ("google.com/key", "AIza" + "Q7" * 18),
        ("gov.us/id", "123-45-6789"),
        ("site.com/session", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop"),
        ("bank.de/account", "DE89 3704 0044 0532 0130 00"),
        ("site.com/login_token", "abc123"),
    ],
)
def test_memory_refuses_secrets(tmp_path, key, value):
    with pytest.raises(MemoryRefused, match="secrets never go into memory"):
        MemoryStore(tmp_path).upsert(key, value)
    assert MemoryStore(tmp_path).all() == []


def test_memory_merges_values_and_deletes(tmp_path):
    memory = MemoryStore(tmp_path)
    memory.upsert("amazon.com/shipping_address", "1 Main St", "address")
    memory.upsert("amazon.com/shipping_address", ["1 Main St", "2 Side Rd"])
    entry = memory.get("amazon.com/shipping_address")
    assert entry["values"] == ["1 Main St", "2 Side Rd"] and entry["site"] == "amazon.com"
    assert [e["key"] for e in memory.search("side")] == ["amazon.com/shipping_address"]
    with pytest.raises(MemoryRefused, match="site/key"):
        memory.upsert("no-slash", "x")
    assert memory.delete("amazon.com/shipping_address") and memory.all() == []


def test_session_files_refuse_paths_outside(tmp_path):
    files = SessionFiles(tmp_path / "files")
    files.write_text("notes.txt", "hello")
    assert files.listing()[0]["name"] == "notes.txt"
    for bad in ("../escape.txt", "/etc/passwd", "a/b.txt", ".hidden", ""):
        with pytest.raises(FileRefused):
            files.path(bad)
    assert files.unique_name("notes.txt") == "notes (1).txt"
    assert files.delete("notes.txt") and files.listing() == []
