"""SIGTERM and SIGHUP stop a face the way Ctrl-C does.

`kill PID`, a service manager stopping us, or an SSH session that drops (SIGHUP) used to end the
process at once: the session stayed "running", and a temporary Chrome profile stayed on disk. Each
face (run, replay, batch, the TUI) installs these handlers on its event loop and, on the first such
signal, stops as for Ctrl-C: the run ends as "stopped", the browser we started is closed and its
temporary profile removed, and the process exits with 128 + the signal's number (143 for SIGTERM,
129 for SIGHUP; Ctrl-C is 130) after one sentence saying why. Later signals wait for that cleanup.

Every layer may import this module: it imports nothing of ours.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import Callable
from typing import Any

STOP_SIGNALS: dict[int, str] = {
    signal.SIGTERM: "terminated (SIGTERM)",
    signal.SIGHUP: "the terminal hung up (SIGHUP)",
}


def exit_code_for(signum: int) -> int:
    """The shell's convention for a process ended by a signal: 128 + its number."""
    return 128 + signum


class StopSignals:
    """SIGTERM/SIGHUP handlers on one event loop; `received` is the first signal, or None.
    `on_stop(signum)` is called once, on the loop, for the first signal. `at_once(signum)`, when
    given, runs inside the signal handler itself, before anything else on the loop can run (the TUI
    uses it to stop writing to a terminal that hung up)."""

    def __init__(self, on_stop: Callable[[int], None], at_once: Callable[[int], None] | None = None):
        self.on_stop = on_stop
        self.at_once = at_once
        self.received: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous: dict[int, Any] = {}

    def install(self, loop: asyncio.AbstractEventLoop | None = None) -> StopSignals:
        self._loop = loop = loop or asyncio.get_running_loop()
        for signum in STOP_SIGNALS:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):  # not the main thread
                if self.at_once is None:
                    loop.add_signal_handler(signum, self._got, signum)
                else:
                    self._previous[signum] = signal.signal(signum, self._handle_at_once)
        return self

    def _handle_at_once(self, signum: int, _frame: object) -> None:
        if self.received is None and self.at_once is not None:
            self.at_once(signum)
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._got, signum)

    def remove(self) -> None:
        if self._loop is None or self._loop.is_closed():
            return
        for signum in STOP_SIGNALS:
            with contextlib.suppress(NotImplementedError, RuntimeError, ValueError):
                if signum in self._previous:
                    signal.signal(signum, self._previous.pop(signum))
                else:
                    self._loop.remove_signal_handler(signum)

    def _got(self, signum: int) -> None:
        if self.received is not None:
            return  # already stopping: the cleanup in progress must finish
        self.received = signum
        self.on_stop(signum)

    @property
    def exit_code(self) -> int | None:
        return None if self.received is None else exit_code_for(self.received)

    def sentence(self) -> str:
        why = STOP_SIGNALS.get(self.received or 0, "stopped by a signal")
        return f"Stopped: {why}. A run in progress is saved as stopped; the browser we started is closed."

    def report(self) -> None:
        """The sentence on stderr; a terminal that hung up cannot show it, and that is no error."""
        with contextlib.suppress(OSError, ValueError):
            print(self.sentence(), file=sys.stderr, flush=True)
