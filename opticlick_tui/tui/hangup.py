"""When the terminal hangs up (SIGHUP: an SSH session that drops), the app must still get out cleanly.

Every write to a terminal that is gone fails. Textual writes through one output thread, which dies
on the first failure; after that each write waits for ever on its full queue, and the app can
neither draw nor leave, so the run is never saved and Chrome never closed. On SIGHUP, before
anything else runs: stdin, stdout and stderr point at /dev/null (writes succeed and go nowhere),
and once the output thread has died (or whenever it dies) its queue is drained so nothing waits on it.
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import threading
from collections.abc import Callable
from typing import Any


def hangup_guard(app: Any) -> Callable[[int], None]:
    """A StopSignals `at_once` hook for the app (a no-op for signals other than SIGHUP)."""

    def at_once(signum: int) -> None:
        if signum != signal.SIGHUP:
            return
        null = os.open(os.devnull, os.O_RDWR)
        try:
            for fd in (0, 1, 2):
                with contextlib.suppress(OSError):
                    os.dup2(null, fd)
        finally:
            os.close(null)
        writer = getattr(getattr(app, "_driver", None), "_writer_thread", None)
        pending = getattr(writer, "_queue", None)
        if isinstance(writer, threading.Thread) and isinstance(pending, queue.Queue):
            # Not "is it dead now": a write begun before the dup2 can still fail a moment later and
            # kill the thread. A watcher drains the queue whenever the thread ends, at once or later.
            threading.Thread(
                target=_drain_after, args=(writer, pending), daemon=True, name="hangup-drain"
            ).start()

    return at_once


def _drain_after(writer: threading.Thread, pending: queue.Queue[Any]) -> None:
    writer.join()
    while True:
        pending.get()
