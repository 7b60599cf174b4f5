"""Loop detection: warnings for the model, and a stop when warnings keep coming.

- The same call with the same outcome 3 times in the last 6, or an A-B-A-B pattern, is a loop. The
  outcome includes a fingerprint of the page after the call, so scrolling down a long page (the same
  call, a different page every time) is progress, not a loop; nothing is ever refused.
- Clicks are bucketed to 5 px: 5 clicks on one spot that changed nothing, in the last 12 such
  clicks, warn; 8 stop. A click after which the page changed is progress, however often it repeats.
- A UI action after which nothing changed (URL, marks and screenshot identical) warns.
- Two healthy calls in a row clear the warning streak; the 8th warning in a streak stops the run.
"""

from __future__ import annotations

import json
from collections import Counter, deque
from dataclasses import dataclass, field

WARN_LIMIT = 8
SAME_SPOT_WARN = 5
SAME_SPOT_STOP = 8


@dataclass
class GuardVerdict:
    warnings: list[str] = field(default_factory=list)
    stop: str | None = None


class LoopGuard:
    def __init__(self) -> None:
        self._recent: deque[str] = deque(maxlen=6)
        self._clicks: deque[tuple[int, int]] = deque(maxlen=12)
        self.warnings_in_a_row = 0
        self._healthy_streak = 0
        self._pending_click: tuple[int, int] | None = None  # judged by the next observation
        self._pending_repeats: list[str] = []  # likewise

    def _key(self, name: str, args: dict, ok: bool, page: str) -> str:
        return f"{name}:{json.dumps(args, sort_keys=True)}:{ok}:{page}"

    def record(
        self, name: str, args: dict, ok: bool, page_after: str, click_point: tuple[float, float] | None = None
    ) -> GuardVerdict:
        verdict = GuardVerdict()
        key = self._key(name, args, ok, page_after)
        self._recent.append(key)
        items = list(self._recent)
        if items.count(key) >= 3:
            verdict.warnings.append(
                f"You have made the same call ({name} {json.dumps(args)}) with the same result {items.count(key)} times; "
                "it is not working. Try something different."
            )
        elif len(items) >= 4 and items[-1] == items[-3] and items[-2] == items[-4] and items[-1] != items[-2]:
            verdict.warnings.append(
                "You are going back and forth between the same two actions; step back and change approach."
            )
        self._pending_click = (
            (round(click_point[0] / 5), round(click_point[1] / 5)) if click_point is not None else None
        )
        if ok:
            # A repeat that worked is a loop only if the page did not change; the next observation
            # decides (nothing_changed / progress).
            self._pending_repeats, verdict.warnings = verdict.warnings, []
        return self._tally(verdict)

    def progress(self) -> None:
        """The page changed after the last action: a repeated call or click was not a wasted one."""
        self._pending_click = None
        self._pending_repeats = []

    def nothing_changed(self, action: str) -> GuardVerdict:
        verdict = GuardVerdict(
            [f"Your last action ({action}) changed nothing on the page: same URL, same marks, same picture."]
        )
        verdict.warnings.extend(self._pending_repeats)
        self._pending_repeats = []
        bucket, self._pending_click = self._pending_click, None
        if bucket is not None:
            self._clicks.append(bucket)
            same = Counter(self._clicks)[bucket]
            if same >= SAME_SPOT_STOP:
                verdict.stop = f"The agent clicked the same spot {same} times without progress."
            elif same >= SAME_SPOT_WARN:
                verdict.warnings.append(
                    f"You clicked the same spot {same} times in your last {len(self._clicks)} clicks, "
                    "and nothing changed."
                )
        return self._tally(verdict)

    def _tally(self, verdict: GuardVerdict) -> GuardVerdict:
        if verdict.warnings:
            self.warnings_in_a_row += len(verdict.warnings)
            self._healthy_streak = 0
            if self.warnings_in_a_row >= WARN_LIMIT and verdict.stop is None:
                verdict.stop = (
                    f"The agent kept looping ({self.warnings_in_a_row} loop warnings without progress)."
                )
        else:
            self._healthy_streak += 1
            if self._healthy_streak >= 2:
                self.warnings_in_a_row = 0
        return verdict
