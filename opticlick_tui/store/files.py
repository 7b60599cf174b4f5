"""A session's files: attachments the user gave, downloads, files the agent wrote, saved
screenshots. Names are plain file names inside the session's files folder; anything that tries to
leave it (../, absolute paths) is refused."""

from __future__ import annotations

import mimetypes
import re
import shutil
from pathlib import Path
from typing import Any

from opticlick_tui.store.atomic import write_atomic
from opticlick_tui.store.private import private_dir, private_file

_BAD = re.compile(r"[\x00-\x1f/\\]")


class FileRefused(ValueError):
    pass


class SessionFiles:
    def __init__(self, folder: Path):
        self.folder = folder
        private_dir(self.folder)

    def path(self, name: str) -> Path:
        name = name.strip()
        if not name or name in (".", "..") or _BAD.search(name) or name.startswith("."):
            raise FileRefused(f"{name!r} is not a plain file name (no folders, no leading dot).")
        path = (self.folder / name).resolve()
        if path.parent != self.folder.resolve():
            raise FileRefused(f"{name!r} is outside the session's files.")
        return path

    def unique_name(self, name: str) -> str:
        stem, suffix = Path(name).stem, Path(name).suffix
        candidate, n = name, 1
        while (self.folder / candidate).exists():
            candidate = f"{stem} ({n}){suffix}"
            n += 1
        return candidate

    def write_text(self, name: str, text: str) -> Path:
        path = self.path(name)
        write_atomic(path, text.encode("utf-8"))
        return path

    def write_bytes(self, name: str, data: bytes) -> Path:
        path = self.path(name)
        write_atomic(path, data)
        return path

    def add(self, source: Path, name: str | None = None) -> Path:
        target = self.path(self.unique_name(name or source.name))
        shutil.copyfile(source, target)
        return private_file(target)

    def delete(self, name: str) -> bool:
        path = self.path(name)
        if path.exists():
            path.unlink()
            return True
        return False

    def exists(self, name: str) -> bool:
        try:
            return self.path(name).is_file()
        except FileRefused:
            return False

    def listing(self) -> list[dict[str, Any]]:
        out = []
        for p in sorted(self.folder.iterdir()) if self.folder.exists() else []:
            if p.is_file() and not p.name.startswith("."):
                out.append(
                    {
                        "name": p.name,
                        "size": p.stat().st_size,
                        "type": mimetypes.guess_type(p.name)[0] or "application/octet-stream",
                    }
                )
        return out

    def describe(self) -> str:
        items = self.listing()
        if not items:
            return "(no files)"
        return "; ".join(f"{f['name']} ({_size(f['size'])})" for f in items)


def _size(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024  # type: ignore[assignment]
    return f"{n} B"
