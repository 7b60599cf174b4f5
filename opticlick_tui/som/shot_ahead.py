"""A screenshot taken beside the walk made while the page settled, for the look that follows.

After an action the agent waits for the page to settle; once it goes quiet the observer walks it
(Observer.prepare_on_quiet) and captures it in the same moment, so the look after the wait has both
and only draws. The picture stands for the look only while the walk does: every frame it was
taken with still holds the result it was sent (`seq`) and has not mutated, scrolled, resized,
loaded, typed or animated since (discover.js `unchanged`, the same signature a reused walk is
checked by). What changes pixels with no such sign (a video, a canvas) is shown as it was when
the page went quiet, a few tens of ms before the look: any screenshot is one moment's picture.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from typing import Any

from PIL import Image

from opticlick_tui.browser.errors import BrowserError, TabClosedError
from opticlick_tui.browser.frames import FrameHandle
from opticlick_tui.browser.tab import Tab


@dataclass
class PreparedShot:
    """A capture in flight or done (Chrome's bytes and their decoding), and the walk it sits beside:
    per frame, the handle it was read through and the result number the page sent it as."""

    capture: asyncio.Future[tuple[bytes, Image.Image]]
    frames: list[tuple[FrameHandle, int]]
    taken: float | None = None  # time.perf_counter() when the capture came in

    def __post_init__(self) -> None:
        self.capture.add_done_callback(self._arrived)

    def _arrived(self, capture: asyncio.Future[tuple[bytes, Image.Image]]) -> None:
        if not capture.cancelled() and capture.exception() is None:
            self.taken = time.perf_counter()

    def age_ms(self, at: float) -> float:
        """How long before `at` (perf_counter) the picture came in: 0 when it came in after."""
        return round(max(0.0, at - self.taken) * 1000, 1) if self.taken is not None else 0.0

    def drop(self) -> None:
        self.capture.cancel()

    def seqs(self) -> dict[str, int]:
        return {frame.frame_id: seq for frame, seq in self.frames}

    def walked_again_unchanged(self, frames: list[FrameHandle], results: list[Any]) -> bool:
        """Did a walk of `frames` reuse, frame for frame, the results this picture was taken with?"""
        seqs = self.seqs()
        return len(frames) == len(seqs) == len(results) and all(
            isinstance(result, dict)
            and frame.frame_id in seqs
            and result.get("same_as") == seqs[frame.frame_id]
            for frame, result in zip(frames, results, strict=True)
        )


def walk_opts(frame: FrameHandle, budget_ms: int, max_marks: int) -> dict[str, Any]:
    """What a walk of `frame` is asked with; its signature depends on them (discover.js)."""
    return {"clip": list(frame.clip) if frame.clip else None, "budget_ms": budget_ms, "max_marks": max_marks}


async def still_shows(tab: Tab, shot: PreparedShot, budget_ms: int, max_marks: int) -> bool:
    """Is every frame the picture was taken with unchanged since (one round trip each, at once)?
    A frame gone, navigated or unreadable says no: the look then takes its own screenshot."""

    async def unchanged(frame: FrameHandle, seq: int) -> bool:
        opts = walk_opts(frame, budget_ms, max_marks)
        try:
            return (
                await tab.frames.call(frame, f"oc.discover.unchanged({json.dumps(opts)}, {seq})", timeout=5)
                is True
            )
        except TabClosedError:
            raise
        except BrowserError:
            return False

    if shot.capture.done() and (shot.capture.cancelled() or shot.capture.exception() is not None):
        return False
    answers = await asyncio.gather(*(unchanged(frame, seq) for frame, seq in shot.frames))
    return all(answers)
