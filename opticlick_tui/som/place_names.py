"""Places counted as the list reads: a nameless mark among alike ones is named by its place in
its run ("2 of 5", som/discover.js, in the page's order); once the marks are in reading order, a
run marked whole is counted again in that order, so the list's first piece of a board, or pin of a
map, is its "1 of n" wherever the page put it."""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence

from opticlick_tui.som.model import Mark

PLACE_NAME = re.compile(r"^(\d+) of (\d+)$")


def count_places_as_read(marks: Sequence[Mark], run_of: Callable[[Mark], Hashable | None]) -> None:
    """Count the places of each run of `marks` (in reading order; `run_of` names a mark's run)
    again in that order. Only a run marked whole (as many marks as its "of n"): one partly out of
    view keeps the page's count."""
    runs: dict[Hashable, list[Mark]] = {}
    for mark in marks:
        run = run_of(mark)
        if run is not None and mark.label_source == "place" and PLACE_NAME.match(mark.label):
            runs.setdefault(run, []).append(mark)
    for run_marks in runs.values():
        sizes = {match.group(2) for m in run_marks if (match := PLACE_NAME.match(m.label))}
        if sizes != {str(len(run_marks))}:
            continue
        for place, mark in enumerate(run_marks, start=1):
            mark.label = f"{place} of {len(run_marks)}"
