"""Crash-safe files: every write goes to a temporary file in the same folder, is fsynced, and is
renamed over the target, so a reader (or the next start after kill -9) sees the old file or the new
one, never half of one. A file that does not parse is moved aside ("quarantined") with a message
instead of stopping the program."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from tinydb import Storage

from opticlick_tui import clock
from opticlick_tui.store.private import private_dir


def write_atomic(path: Path, data: bytes) -> None:
    _replace(path, data, durable=True)
    # The rename itself must reach the disk too, or a power cut can undo it.
    with contextlib.suppress(OSError):
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def write_visible(path: Path, data: bytes) -> None:
    """Like write_atomic (readers see the old file or the new one), without waiting for the disk:
    for files a caller makes durable with sync_files before anything refers to them."""
    _replace(path, data, durable=False)


def _replace(path: Path, data: bytes, durable: bool) -> None:
    """Write to a temporary file beside `path` and rename it over `path`; fsync first if durable."""
    if not path.parent.is_dir():
        private_dir(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def sync_files(paths: list[Path]) -> None:
    """fsync files written with write_visible, then their folders (so the renames last too)."""
    for path in paths:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    for folder in {p.parent for p in paths}:
        with contextlib.suppress(OSError):
            dir_fd = os.open(folder, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


def write_json_atomic(path: Path, value: Any) -> None:
    write_atomic(path, json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def quarantine(path: Path) -> Path:
    target = path.with_name(f"{path.name}.corrupt-{clock.local_stamp('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{clock.local_stamp('%Y%m%d-%H%M%S')}-{n}")
        n += 1
    os.replace(path, target)
    return target


# Messages about quarantined files; the CLI and the TUI show them to the user.
quarantine_log: list[str] = []


def report_quarantine(path: Path, moved_to: Path, reason: str) -> None:
    message = (
        f"{path} was unreadable ({reason}); it was moved to {moved_to.name} and an empty one is used instead."
    )
    quarantine_log.append(message)


def read_json(path: Path, default: Any) -> Any:
    """Parse a JSON file; a missing file gives `default`, a corrupt one is quarantined."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return default
    try:
        return json.loads(raw.decode("utf-8")) if raw.strip() else default
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        moved = quarantine(path)
        report_quarantine(path, moved, str(exc).split(":")[0])
        return default


class AtomicJSONStorage(Storage):
    """TinyDB storage: atomic writes, quarantine on a corrupt file."""

    def __init__(self, path: str | os.PathLike[str], **_kwargs: Any):
        self.path = Path(path)

    def read(self) -> dict[str, Any] | None:
        data = read_json(self.path, None)
        if data is not None and not isinstance(data, dict):
            moved = quarantine(self.path)
            report_quarantine(self.path, moved, "not a JSON object")
            return None
        return data

    def write(self, data: dict[str, Any]) -> None:
        write_json_atomic(self.path, data)

    def close(self) -> None:
        pass
