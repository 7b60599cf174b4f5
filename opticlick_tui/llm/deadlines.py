"""Time limits for one model request and for its retries, the same for every provider.

A server that accepts the connection and never answers must cost seconds, not minutes: the first
event of a reply has its own deadline (`first_byte_s`), the whole reply another (`total_s`), and a
reply that stops before the model said it was done (no finish reason) counts as a broken
connection, so it is retried rather than taken as an answer with no tool call. The retry budget
bounds what all attempts of one step may cost together.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass

from opticlick_tui.llm.types import ConnectError, Done, LLMError, ServerError, StreamEvent


class ModelTimeoutError(ServerError):
    """The model did not start (or did not finish) its reply in time; retried."""


class StreamCutError(ConnectError):
    """The reply ended before the model finished it; retried like a dropped connection."""


@dataclass
class Deadlines:
    first_byte_s: float = 30.0
    total_s: float = 120.0


async def bounded(
    events: AsyncIterator[StreamEvent], deadlines: Deadlines, who: str
) -> AsyncIterator[StreamEvent]:
    """`events` with the deadlines applied and a cut-off reply turned into StreamCutError."""
    start = time.monotonic()
    iterator = events.__aiter__()
    first = True
    finished = False
    try:
        while True:
            remaining = deadlines.total_s - (time.monotonic() - start)
            limit = min(deadlines.first_byte_s, remaining) if first else remaining
            try:
                if limit <= 0:
                    raise TimeoutError
                event = await asyncio.wait_for(iterator.__anext__(), limit)
            except StopAsyncIteration:
                break
            except TimeoutError:
                if first and deadlines.first_byte_s <= remaining:
                    raise ModelTimeoutError(
                        f"{who}: no answer within {deadlines.first_byte_s:g} s (the server accepted the request but sent nothing)."
                    ) from None
                raise ModelTimeoutError(
                    f"{who}: the reply took longer than {deadlines.total_s:g} s and was abandoned."
                ) from None
            first = False
            if isinstance(event, Done):
                if event.finish_reason in ("", "none", "cut"):
                    raise StreamCutError(f"{who}: the reply was cut off before it was complete.")
                finished = True
            yield event
    finally:
        with contextlib.suppress(BaseException):
            await iterator.aclose()  # type: ignore[attr-defined]
    if not finished:
        raise StreamCutError(f"{who}: the reply ended before it was complete.")


@dataclass
class RetryBudget:
    """How long all attempts of one request may take together, and how many there may be."""

    total_s: float = 120.0
    max_attempts: int = 4

    def __post_init__(self) -> None:
        self._start = time.monotonic()

    def elapsed(self) -> float:
        return time.monotonic() - self._start

    def remaining(self) -> float:
        return max(0.0, self.total_s - self.elapsed())

    def delay_before_retry(self, exc: LLMError, attempt: int, delay: float) -> float | None:
        """The wait before attempt `attempt + 1`, or None when the error is final or the budget
        (attempts or time) would be exceeded."""
        if not exc.retryable or attempt >= self.max_attempts - 1:
            return None
        if self.elapsed() + delay >= self.total_s - 1.0:
            return None
        return delay

    def deadlines(self, base: Deadlines) -> Deadlines:
        """This attempt's deadlines: the request's own, cut to what the budget has left."""
        left = self.remaining()
        return Deadlines(min(base.first_byte_s, left), min(base.total_s, left))
