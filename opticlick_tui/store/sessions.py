"""Sessions on disk.

    <data>/index.json                      TinyDB: one row per session (title, times, steps, model, outcome)
    <data>/sessions/<id>/session.json      TinyDB: meta, todo, notes, files (small documents)
    <data>/sessions/<id>/steps/00001.json  one JSON document per step, written once
    <data>/sessions/<id>/shots/00001.png   the step's clean screenshot (and 00001-marks.jpg, annotated, as the model saw it)
    <data>/sessions/<id>/files/            the session's files (attachments, downloads, outputs)

Steps are separate files so persisting step 500 costs what step 1 costs; every write is atomic;
the index and the session document are updated under a cross-process lock, and a running session
holds a lock on its folder so a second process cannot write into it.
"""

from __future__ import annotations

import builtins
import json
import re
import secrets
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from tinydb import Query, TinyDB
from tinydb.table import Document

from opticlick_tui import clock
from opticlick_tui.store.atomic import (
    AtomicJSONStorage,
    read_json,
    sync_files,
    write_atomic,
    write_json_atomic,
    write_visible,
)
from opticlick_tui.store.locks import HeldLock, file_lock, is_locked
from opticlick_tui.store.private import private_dir

SCHEMA_VERSION = 1
_ID = re.compile(r"^[0-9]{8}-[0-9]{6}-[0-9a-f]{4}$")


class SessionNotFoundError(Exception):
    pass


def new_session_id() -> str:
    return clock.local_stamp("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(2)


@dataclass
class SessionPaths:
    root: Path

    @property
    def document(self) -> Path:
        return self.root / "session.json"

    @property
    def steps(self) -> Path:
        return self.root / "steps"

    @property
    def shots(self) -> Path:
        return self.root / "shots"

    @property
    def files(self) -> Path:
        return self.root / "files"

    @property
    def lock(self) -> Path:
        return self.root / ".lock"

    def step_file(self, n: int) -> Path:
        return self.steps / f"{n:05d}.json"


class SessionStore:
    def __init__(self, data_dir: Path):
        self.data_dir = data_dir
        self.sessions_dir = data_dir / "sessions"
        private_dir(self.sessions_dir)
        private_dir(data_dir)
        self._index_path = data_dir / "index.json"
        self._index_lock = data_dir / ".index.lock"

    # --- index ------------------------------------------------------------------------------------
    def _index(self) -> TinyDB:
        return TinyDB(self._index_path, storage=AtomicJSONStorage)

    def list(self) -> list[dict[str, Any]]:
        """All sessions, newest first. A session marked running whose process is gone is reported
        as interrupted (it was killed or crashed)."""
        with file_lock(self._index_lock):
            rows = [dict(r) for r in self._index().table("sessions").all()]
            rows += self._rebuild_missing_rows({r.get("id") for r in rows})
        for row in rows:
            if row.get("status") == "running" and not is_locked(self.paths(row["id"]).lock):
                row["status"] = "interrupted"
        return sorted(rows, key=lambda r: r.get("started", 0), reverse=True)

    def _rebuild_missing_rows(self, known: set[Any]) -> builtins.list[dict[str, Any]]:
        """Index rows for session folders the index does not list (it was corrupt, deleted, or a
        write was lost), rebuilt from each session's own document and written back. Called with
        the index lock held."""
        missing = [
            p.name
            for p in self.sessions_dir.iterdir()
            if p.is_dir() and _ID.match(p.name) and p.name not in known
        ]
        if not missing:
            return []
        rebuilt = []
        for session_id in sorted(missing):
            meta = self._recover_meta(session_id)
            if meta is not None:
                rebuilt.append({"id": session_id, **_index_row(meta)})
        if rebuilt:
            table = self._index().table("sessions")
            table.insert_multiple(rebuilt)
        return rebuilt

    def _recover_meta(
        self, session_id: str, index_row: dict[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """A session's metadata from its document, or rebuilt from what survives (the index row,
        the step files) when the document is gone or unreadable; None when nothing is left."""
        paths = self.paths(session_id)
        if paths.document.exists():
            rows = self._doc(session_id).table("meta").all()
            if rows:
                return dict(rows[0])
        steps = self.step_numbers(session_id)
        if not paths.root.is_dir() or (not steps and index_row is None):
            return None  # nothing to rebuild from (or a session being created right now)
        first = read_json(paths.step_file(steps[0]), None) if steps else None
        last = read_json(paths.step_file(steps[-1]), None) if steps else None
        started = paths.root.stat().st_mtime
        try:  # the id starts with the creation time
            started = datetime.strptime(session_id[:15], "%Y%m%d-%H%M%S").timestamp()
        except ValueError:
            pass
        task = (index_row or {}).get("task") or (first or {}).get("task") or ""
        meta: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "id": session_id,
            "task": task,
            "title": (index_row or {}).get("title") or (_title(task) if task else "(recovered session)"),
            "started": started,
            "updated": started,
            "status": "interrupted",
            "steps": steps[-1] if steps else 0,
            "recovered": True,
        }
        for key in ("provider", "model", "outcome", "success", "ended"):
            if index_row and index_row.get(key) is not None:
                meta[key] = index_row[key]
        if last and last.get("url"):
            meta["url"] = last["url"]
        with file_lock(paths.root / ".doc.lock"):
            table = self._doc(session_id).table("meta")
            current = table.all()
            if current:  # written meanwhile by its own process: that one is right
                return dict(current[0])
            table.upsert(Document(meta, doc_id=1))
        return meta

    def _update_index(self, session_id: str, fields: dict[str, Any]) -> None:
        with file_lock(self._index_lock):
            table = self._index().table("sessions")
            q = Query()
            if table.contains(q.id == session_id):
                table.update(fields, q.id == session_id)
            else:
                table.insert({"id": session_id, **fields})

    def _index_row(self, session_id: str) -> dict[str, Any] | None:
        with file_lock(self._index_lock):
            row = self._index().table("sessions").get(Query().id == session_id)
        return dict(row) if row else None

    def find(self, prefix: str) -> str:
        """A session id from an id or a unique prefix of one ("last" = the newest)."""
        rows = self.list()
        if prefix == "last" and rows:
            return rows[0]["id"]
        exact = [r["id"] for r in rows if r["id"] == prefix]
        if exact:
            return exact[0]
        matches = [r["id"] for r in rows if r["id"].startswith(prefix)]
        if len(matches) == 1:
            return matches[0]
        if not matches:
            raise SessionNotFoundError(f"No session {prefix!r}; `opticlick sessions` lists them.")
        raise SessionNotFoundError(f"{prefix!r} matches {len(matches)} sessions; give more of the id.")

    # --- one session --------------------------------------------------------------------------------
    def paths(self, session_id: str) -> SessionPaths:
        if not _ID.match(session_id):
            raise SessionNotFoundError(f"{session_id!r} is not a session id.")
        return SessionPaths(self.sessions_dir / session_id)

    def exists(self, session_id: str) -> bool:
        try:
            return self.paths(session_id).document.exists()
        except SessionNotFoundError:
            return False

    def create(self, task: str, meta: dict[str, Any]) -> str:
        session_id = new_session_id()
        while self.paths(session_id).root.exists():
            session_id = new_session_id()
        paths = self.paths(session_id)
        private_dir(paths.root)
        now = clock.now()
        document = {
            "schema_version": SCHEMA_VERSION,
            "id": session_id,
            "task": task,
            "title": _title(task),
            "started": now,
            "updated": now,
            "status": "running",
            "steps": 0,
            **meta,
        }
        self.write_meta(session_id, document)
        for folder in (paths.steps, paths.shots, paths.files):
            private_dir(folder)
        self._update_index(session_id, _index_row(document))
        return session_id

    def lock(self, session_id: str) -> HeldLock:
        return HeldLock(self.paths(session_id).lock, f"Session {session_id}")

    def _doc(self, session_id: str) -> TinyDB:
        return TinyDB(self.paths(session_id).document, storage=AtomicJSONStorage)

    def write_meta(self, session_id: str, meta: dict[str, Any]) -> None:
        self._put(session_id, "meta", meta)

    def _put(self, session_id: str, table_name: str, document: dict[str, Any]) -> None:
        # One write, not truncate-then-insert: a kill between two writes would leave the table empty.
        with file_lock(self.paths(session_id).root / ".doc.lock"):
            self._doc(session_id).table(table_name).upsert(Document(document, doc_id=1))

    def meta(self, session_id: str) -> dict[str, Any]:
        paths = self.paths(session_id)
        if not paths.document.exists() and not paths.root.is_dir():
            raise SessionNotFoundError(f"No session {session_id!r}; `opticlick sessions` lists them.")
        rows = self._doc(session_id).table("meta").all() if paths.document.exists() else []
        meta = dict(rows[0]) if rows else self._recover_meta(session_id, self._index_row(session_id))
        if meta is None:
            raise SessionNotFoundError(
                f"Session {session_id} has no readable data left (its files are missing or corrupt)."
            )
        if meta.get("status") == "running" and not is_locked(paths.lock):
            meta["status"] = "interrupted"
        return meta

    def update_meta(self, session_id: str, fields: dict[str, Any], index: bool = True) -> dict[str, Any]:
        meta = self.meta(session_id)
        meta.update(fields)
        meta["updated"] = clock.now()
        self.write_meta(session_id, meta)
        if index:
            self._update_index(session_id, _index_row(meta))
        return meta

    def put_document(self, session_id: str, name: str, value: Any) -> None:
        """Small named documents of a session (todo, notes, files, history digest)."""
        self._put(session_id, name, {"value": value})

    def get_document(self, session_id: str, name: str, default: Any = None) -> Any:
        rows = self._doc(session_id).table(name).all()
        return rows[0]["value"] if rows else default

    # --- steps ----------------------------------------------------------------------------------------
    def write_step(self, session_id: str, step: int, record: dict[str, Any]) -> None:
        write_json_atomic(self.paths(session_id).step_file(step), record)

    def step(self, session_id: str, step: int) -> dict[str, Any] | None:
        return read_json(self.paths(session_id).step_file(step), None)

    def step_numbers(self, session_id: str) -> builtins.list[int]:
        folder = self.paths(session_id).steps
        if not folder.exists():
            return []
        return sorted(int(p.stem) for p in folder.glob("*.json") if p.stem.isdigit())

    def steps(self, session_id: str) -> Iterator[dict[str, Any]]:
        for n in self.step_numbers(session_id):
            record = self.step(session_id, n)
            if record is not None:
                yield record

    def save_image(self, session_id: str, name: str, data: bytes, durable: bool = True) -> Path:
        """durable=False: readable at once, on disk only after sync_images (the agent loop syncs a
        step's images in the background, before the step record that names them is written)."""
        path = self.paths(session_id).shots / name
        if durable:
            write_atomic(path, data)
        else:
            write_visible(path, data)
        return path

    def sync_images(self, paths: builtins.list[Path]) -> None:
        sync_files(paths)

    def image_path(self, session_id: str, name: str) -> Path:
        return self.paths(session_id).shots / name

    # --- removal ---------------------------------------------------------------------------------------
    def delete(self, session_id: str) -> None:
        paths = self.paths(session_id)
        if is_locked(paths.lock):
            raise SessionNotFoundError(
                f"Session {session_id} is running in another opticlick; stop it first."
            )
        with file_lock(self._index_lock):
            self._index().table("sessions").remove(Query().id == session_id)
            shutil.rmtree(paths.root, ignore_errors=True)

    def export_json(self, session_id: str) -> dict[str, Any]:
        return {"session": self.meta(session_id), "steps": list(self.steps(session_id))}


def session_duration(row: dict[str, Any], long: bool = False) -> str:
    """How long a session ran ("1m05s", or "1 min 5 s" with long=True); "" when unknown."""
    start, end = row.get("started"), row.get("ended") or row.get("updated")
    if not start or not end:
        return ""
    seconds = int(end - start)
    if long:
        return f"{seconds // 60} min {seconds % 60} s" if seconds >= 60 else f"{seconds} s"
    return f"{seconds // 60}m{seconds % 60:02d}s" if seconds >= 60 else f"{seconds}s"


def _title(task: str) -> str:
    first = task.strip().splitlines()[0] if task.strip() else "(no task)"
    return first if len(first) <= 80 else first[:79] + "…"


def _index_row(meta: dict[str, Any]) -> dict[str, Any]:
    keys = (
        "title",
        "task",
        "started",
        "updated",
        "ended",
        "steps",
        "provider",
        "model",
        "status",
        "outcome",
        "success",
        "url",
    )
    row = {k: meta.get(k) for k in keys if k in meta}
    row["task"] = (row.get("task") or "")[:300]
    return json.loads(json.dumps(row))
