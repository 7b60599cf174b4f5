"""Cross-process locks on the data dir (fcntl.flock; released by the kernel if a process dies).

Two kinds: a short lock around a read-modify-write of a shared file (the session index, memory),
and a long, non-blocking lock a running session holds on its own folder, so a second process that
tries to run or resume the same session gets a clear refusal instead of interleaved writes.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows: locking degrades to none
    fcntl = None  # type: ignore[assignment]


class LockBusyError(Exception):
    pass


@contextlib.contextmanager
def file_lock(path: Path, timeout: float = 10.0) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        if fcntl is not None:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise LockBusyError(
                            f"{path.parent} stayed locked by another opticlick for {timeout:g} s."
                        ) from None
                    time.sleep(0.01)
        yield
    finally:
        os.close(fd)  # closing drops the flock


class HeldLock:
    """A lock held until release() (or process exit). Non-blocking: busy -> LockBusyError."""

    def __init__(self, path: Path, what: str):
        path.parent.mkdir(parents=True, exist_ok=True)
        self._fd: int | None = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        if fcntl is not None:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(self._fd)
                self._fd = None
                raise LockBusyError(
                    f"{what} is in use by another opticlick process; close that one first."
                ) from None
        os.ftruncate(self._fd, 0)
        os.write(self._fd, str(os.getpid()).encode())

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def is_locked(path: Path) -> bool:
    """True when some live process holds the lock at `path`."""
    if fcntl is None or not path.exists():
        return False
    fd = os.open(path, os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
