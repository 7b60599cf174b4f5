"""The wall clock that every part of opticlick reads (session ids, timestamps, dates on screens).

One `now()` instead of `time.time()` scattered around, so tests can pin time: a snapshot or a
session id must not depend on the day the suite runs. Durations use `time.monotonic()` and do
not come through here."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], float]

_source: Clock = time.time


def now() -> float:
    """Seconds since the epoch, from the installed clock (the system clock unless a test set one)."""
    return _source()


def set_clock(source: Clock | None) -> Clock:
    """Install `source` as the wall clock (None restores the system clock); returns the previous one."""
    global _source
    previous = _source
    _source = source or time.time
    return previous


def local_stamp(fmt: str, ts: float | None = None) -> str:
    """`ts` (default: now) formatted in local time."""
    return time.strftime(fmt, time.localtime(now() if ts is None else ts))
