"""The store loses nothing to a corrupt index or session document, and keeps its files private."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

from opticlick_tui.cli import main as cli_main
from opticlick_tui.store.files import SessionFiles
from opticlick_tui.store.sessions import SessionStore


def _sessions(store: SessionStore, n: int) -> list[str]:
    ids = []
    for i in range(n):
        sid = store.create(f"task number {i}", {"provider": "scripted", "model": "m"})
        store.write_step(sid, 1, {"step": 1, "url": f"http://127.0.0.1/{i}"})
        store.update_meta(sid, {"steps": 1, "status": "finished"})
        ids.append(sid)
    return ids


def test_a_corrupt_index_is_rebuilt_from_the_session_folders(tmp_path):
    store = SessionStore(tmp_path)
    ids = _sessions(store, 20)
    (tmp_path / "index.json").write_text("{half a file")
    rows = store.list()
    assert sorted(r["id"] for r in rows) == sorted(ids)
    assert {r["title"] for r in rows} == {f"task number {i}" for i in range(20)}
    # written back: a second reader sees the rebuilt index without rebuilding
    assert len(json.loads((tmp_path / "index.json").read_text())["sessions"]) == 20


def test_a_session_missing_from_the_index_is_added_back(tmp_path):
    store = SessionStore(tmp_path)
    ids = _sessions(store, 3)
    index = json.loads((tmp_path / "index.json").read_text())
    index["sessions"] = {k: v for k, v in index["sessions"].items() if v["id"] != ids[1]}
    (tmp_path / "index.json").write_text(json.dumps(index))
    assert sorted(r["id"] for r in store.list()) == sorted(ids)
    assert store.find(ids[1]) == ids[1]


def test_a_corrupt_session_document_is_rebuilt_and_exports(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("OPTICLICK_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))
    store = SessionStore(tmp_path)
    (sid,) = _sessions(store, 1)
    store.paths(sid).document.write_text("{garbage")
    meta = store.meta(sid)  # quarantines the document, then rebuilds it
    assert meta["task"] == "task number 0" and meta["steps"] == 1 and meta["url"] == "http://127.0.0.1/0"
    assert store.meta(sid)["task"] == "task number 0"  # again, from the rebuilt file
    env_out = tmp_path / "out.json"
    code = cli_main(["export", sid, "--format", "json", "--out", str(env_out)])
    assert code == 0, capsys.readouterr().err
    assert json.loads(env_out.read_text())["steps"][0]["url"] == "http://127.0.0.1/0"


def test_a_session_with_nothing_left_is_one_sentence(tmp_path):
    data = tmp_path / "data"
    store = SessionStore(data)
    (sid,) = _sessions(store, 1)
    paths = store.paths(sid)
    paths.document.write_text("{garbage")
    paths.step_file(1).unlink()
    index = json.loads((data / "index.json").read_text())
    index["sessions"] = {}
    (data / "index.json").write_text(json.dumps(index))
    env = {**os.environ, "OPTICLICK_DATA_DIR": str(data), "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg")}
    for argv in (["export", sid, "--format", "md"], ["show", sid]):
        done = subprocess.run(
            [sys.executable, "-m", "opticlick_tui", *argv],
            capture_output=True,
            text=True,
            env=env,
            cwd=tmp_path,
        )
        assert done.returncode in (1, 2), done
        assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) >= 1
        assert sid in done.stderr or "No session" in done.stderr


def _modes(root: Path) -> list[tuple[str, int]]:
    return [(str(p.relative_to(root)), stat.S_IMODE(p.stat().st_mode)) for p in [root, *root.rglob("*")]]


def test_data_is_private_even_under_a_loose_umask(tmp_path, monkeypatch):
    monkeypatch.setenv("OPTICLICK_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))
    old = os.umask(0o022)
    try:
        data = tmp_path / "data"
        store = SessionStore(data)
        (sid,) = _sessions(store, 1)
        store.save_image(sid, "00001.png", b"\x89PNG")
        attachment = tmp_path / "note.txt"
        attachment.write_text("hello")
        files = SessionFiles(store.paths(sid).files)
        files.add(attachment)
        files.write_text("out.txt", "x")
        out = tmp_path / "export.html"
        assert cli_main(["export", sid, "--out", str(out)]) == 0
    finally:
        os.umask(old)
    loose = [(name, oct(mode)) for name, mode in _modes(data) if mode & 0o077]
    assert loose == []
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
