"""Everything opticlick writes is the user's alone: folders 0700, files 0600.

Screenshots, typed text, downloads and exports can hold private data, so the process umask is
tightened at start (Chrome's downloads and logs inherit it) and the store also sets modes itself,
so a caller that never went through the CLI (a test, the TUI) gets the same result.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600


def tighten_umask() -> None:
    """New files and folders of this process (and of the Chrome it starts) are private."""
    os.umask(0o077)


def private_dir(path: Path) -> Path:
    """mkdir -p with 0700 on every folder this call creates, and on `path` itself."""
    missing = []
    probe = path
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    path.mkdir(parents=True, exist_ok=True)
    for folder in [path, *missing]:
        with contextlib.suppress(OSError):
            os.chmod(folder, DIR_MODE)
    return path


def private_file(path: Path) -> Path:
    with contextlib.suppress(OSError):
        os.chmod(path, FILE_MODE)
    return path


def write_private(path: Path, data: bytes) -> Path:
    """Write a file that is created 0600 (an export, a copied attachment)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
    return private_file(path)
