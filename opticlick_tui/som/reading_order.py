"""Reading order of marks: the list reads like the page.

The marks are cut into blocks the way the eye takes a page in: into bands top to bottom, at every
horizontal gap between their boxes, then each band into columns left to right at its vertical gaps,
and so on inside each block. A gap counts only where the page's own boxes agree with it: a box that
holds marks on both sides (a calendar's month, a sidebar, a form's fieldset; "holders", read by
som/discover.js) keeps its marks together. So two months side by side read one after the other, not
row by row across both, a sidebar reads before the articles beside it, and a table still reads row
by row (each row holds its cells; no column box holds a column). Marks no gap separates (boxes that
overlap) read in rows, each row left to right. A mark around other marks (a card link around its
buttons, a scroll area around its rows) reads just before the first of them, and the marks of a
layer drawn over the page (an open list box, a menu, a popover) read together, where the layer's top
left corner is: not row by row with the page's controls it covers.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence

Box = tuple[float, float, float, float]

# How far down a row reaches for the rows of overlapping boxes: a line's height, whatever the
# height of its first element (a tall panel must not pull the rest of the page into its row).
ROW_BAND_PX = 40.0
# Boxes that overlap by no more than a border's width still have a gap between them.
GAP_SLACK_PX = 1.0
# Two boxes of the page that overlap by no more than this (a header's tall logo link reaching a few
# pixels into the body below it) part their marks like a gap, when each of them holds all the marks
# on its side and nothing on the other.
SOFT_GAP_PX = 8.0
# A column holding this many marks or more is a pane a layer may be drawn across (a chat's list of
# chats), not a table's cell beside a row's menu.
PANE_MARKS = 3
# Marks whose middles are this close are on one row.
ROW_SLACK_PX = 3.0


def reading_order[T](
    items: Sequence[T],
    box_of: Callable[[T], Box],
    holders_of: Callable[[T], Sequence[Hashable]] | None = None,
    within_of: Callable[[T], T | None] | None = None,
    layer_of: Callable[[T], Hashable | None] | None = None,
    opened_by: Callable[[T], T | None] | None = None,
) -> list[T]:
    """`items` in reading order. `holders_of(item)`: the page's boxes that hold it (any hashable
    names, shared by the items each box holds); `within_of(item)`: the item whose box it is in;
    `layer_of(item)`: the layer over the page it is in (a name shared by the layer's items);
    `opened_by(item)`: the item that opened the layer it is in (its items read right after it)."""
    items = list(items)
    boxes = [box_of(item) for item in items]
    holders = [tuple(holders_of(item)) if holders_of else () for item in items]
    position = {id(item): k for k, item in enumerate(items)}
    inside: dict[int | None, list[int]] = {}
    for k, item in enumerate(items):
        around = within_of(item) if within_of is not None else None
        # (The marks' boxes nest as the page's elements do: no loops.)
        inside.setdefault(position.get(id(around)) if around is not None else None, []).append(k)
    # A mark with marks inside is read as one block with them: its box and theirs.
    spans: list[Box] = list(boxes)

    def span(k: int) -> Box:
        for j in inside.get(k, []):
            x0, y0, x1, y1 = span(j)
            a0, b0, a1, b1 = spans[k]
            spans[k] = (min(a0, x0), min(b0, y0), max(a1, x1), max(b1, y1))
        return spans[k]

    top = inside.get(None, [])
    for k in top:
        span(k)
    # A layer's marks are one block: a stand-in for them, with their boxes, read in their place.
    # (Left out of what holds what: where a page puts a popup in its document, the header it opens
    # from, says nothing of where it is drawn.)
    standins: set[int] = set()
    layers: dict[Hashable, list[int]] = {}
    for k in top:
        key = layer_of(items[k]) if layer_of is not None else None
        if key is not None:
            layers.setdefault(key, []).append(k)
    for members in layers.values():
        # (One mark with marks inside it is a block too: a list box around its options.)
        if (len(members) < 2 and not inside.get(members[0])) or len(members) == len(top):
            continue
        v = len(spans)
        spans.append(
            (
                min(spans[k][0] for k in members),
                min(spans[k][1] for k in members),
                max(spans[k][2] for k in members),
                max(spans[k][3] for k in members),
            )
        )
        holders.append(())
        inside[v] = members
        standins.add(v)
        top = [k for k in top if k not in members] + [v]

    def read(level: list[int]) -> list[int]:
        out: list[int] = []
        for k in _blocks(level, spans, holders, standins):
            if k not in standins:
                out.append(k)
            out.extend(read(inside.get(k, [])))
        return out

    ordered = [items[k] for k in read(top)]
    return _after_openers(ordered, opened_by, within_of) if opened_by is not None else ordered


def _after_openers[T](
    ordered: list[T], opened_by: Callable[[T], T | None], within_of: Callable[[T], T | None] | None = None
) -> list[T]:
    """A layer's items moved to right after the item that opened it (a menu under its button,
    wherever it is drawn), in the order they read; after the marks inside that item, when it has
    some (a field around its chips and its text box, its list opening below it)."""
    present = {id(item) for item in ordered}
    follows: dict[int, list[T]] = {}
    moved: set[int] = set()
    for item in ordered:
        opener = opened_by(item)
        if opener is not None and opener is not item and id(opener) in present and opened_by(opener) is None:
            follows.setdefault(id(opener), []).append(item)
            moved.add(id(item))
    if not follows:
        return ordered
    # The last mark of each opener's block (it, or the last of the marks inside it left in place).
    last = {key: key for key in follows}
    for item in ordered:
        if id(item) in moved or within_of is None:
            continue
        around = within_of(item)
        while around is not None:
            if id(around) in last:
                last[id(around)] = id(item)
            around = within_of(around)
    after: dict[int, list[T]] = {}
    for key, items in follows.items():
        after.setdefault(last[key], []).extend(items)
    out: list[T] = []
    for item in ordered:
        if id(item) in moved:
            continue
        out.append(item)
        out.extend(after.get(id(item), []))
    return out


def _blocks(
    idx: list[int],
    boxes: list[Box],
    holders: list[tuple[Hashable, ...]],
    aside: set[int] | frozenset[int] = frozenset(),
) -> list[int]:
    if len(idx) <= 1:
        return idx
    for axis in (1, 0):  # bands top to bottom first, then columns left to right
        groups = _cut(idx, boxes, holders, axis, aside)
        if len(groups) > 1:
            return [k for group in groups for k in _blocks(group, boxes, holders, aside)]
    return _rows(idx, boxes, aside)


def _boxed_columns(
    idx: list[int], boxes: list[Box], holders: list[tuple[Hashable, ...]], aside: set[int] | frozenset[int]
) -> bool:
    """Do `idx` part into two or more columns, each held by a box of its own (a pane)? (A column
    of one mark says nothing either way: a box holding one mark is no holder.)"""
    columns = _cut(idx, boxes, holders, 0, aside)
    boxed = 0
    for column in columns:
        # (A layer drawn in a column, a popover under its button, is no part of the page's boxes.)
        column = [k for k in column if k not in aside]
        if len(column) < 2:
            continue
        shared = set(holders[column[0]]).intersection(*(holders[k] for k in column[1:]))
        if not any(all(h not in holders[k] for k in idx if k not in column) for h in shared):
            return False
        boxed += 1
    return boxed >= 1 and len(columns) >= 2


def _cut(
    idx: list[int],
    boxes: list[Box],
    holders: list[tuple[Hashable, ...]],
    axis: int,
    aside: set[int] | frozenset[int] = frozenset(),
) -> list[list[int]]:
    """`idx` split at the gaps along `axis` (1: horizontal gaps, 0: vertical ones) that no holder
    of only some of them straddles (`aside`: items no holder says anything about, layers over the
    page). The columns are the page's own: a layer drawn across two panes (a chat's menu over the
    edge between its list and its conversation) closes no gap between them, and joins the column
    its left edge is in."""
    page = [k for k in idx if k not in aside]
    layers = [k for k in idx if k in aside]
    if axis != 0 or not page or not layers:
        return _cut_page(idx, boxes, holders, axis, aside)
    groups = _cut_page(page, boxes, holders, axis, aside)
    spans = [(min(boxes[k][0] for k in group), max(boxes[k][2] for k in group)) for group in groups]
    # (Only a layer across two columns or more that are panes, each a box of its own, put in the
    # one its left edge is in, where a menu opens from; a box beside the page's columns, a fixed
    # table of contents, stays a column of its own, and one over a table's cells reads in its band.)
    over = [
        sum(
            1
            for g, (a, b) in enumerate(spans)
            if boxes[k][0] < b and boxes[k][2] > a and len(groups[g]) >= PANE_MARKS
        )
        for k in layers
    ]
    if max(over) < 2 or not _boxed_columns(page, boxes, holders, aside):
        return _cut_page(idx, boxes, holders, axis, aside)
    for k in layers:
        at = next((g for g, (a, b) in enumerate(spans) if a <= boxes[k][0] < b), None)
        if at is None:
            return _cut_page(idx, boxes, holders, axis, aside)
        groups[at].append(k)
    return groups


def _cut_page(
    idx: list[int],
    boxes: list[Box],
    holders: list[tuple[Hashable, ...]],
    axis: int,
    aside: set[int] | frozenset[int] = frozenset(),
) -> list[list[int]]:
    """`idx` split at the gaps along `axis` (see _cut)."""
    start, end = axis, axis + 2
    ordered = sorted(idx, key=lambda k: (boxes[k][start], boxes[k][end]))
    runs = [[ordered[0]]]
    soft: set[int] = set()  # gaps (by the index of the run after them) made by a slight overlap
    reach = boxes[ordered[0]][end]
    for k in ordered[1:]:
        # (A layer laid over the page makes no slight gap: where it starts says nothing of the
        # page's boxes under it.)
        if boxes[k][start] >= reach - (GAP_SLACK_PX if k in aside else SOFT_GAP_PX):
            if boxes[k][start] < reach - GAP_SLACK_PX:
                soft.add(len(runs))
            runs.append([k])
            reach = boxes[k][end]
        else:
            runs[-1].append(k)
            reach = max(reach, boxes[k][end])
    if len(runs) == 1:
        return runs
    # A box holding all of them says nothing here (the page, the block being cut).
    count = Counter(h for k in idx for h in holders[k])
    held = sum(1 for k in idx if k not in aside)
    if soft:
        runs = _keep_soft_gaps(runs, soft, holders, aside)
        if len(runs) == 1:
            return runs
    # (A column of one mark per row, a box of its own, lined up with rows of several marks beside
    # it heads those rows: a grid's pinned first column, read row by row with the rest, not as a
    # column of its own. Not a calendar's first column of days, which its month holds with the
    # rest; nor two cards side by side, one mark per row each; nor the first of columns the page
    # boxes apart, a column browser's panes, which the rest parts into columns too.)
    if axis == 0:
        rest = [k for run in runs[1:] for k in run]
        own = {h for k in runs[0] for h in holders[k] if count[h] < held}
        if (
            _heads_rows(runs[0], rest, boxes)
            and not any(h in own for k in rest for h in holders[k])
            and not _boxed_columns(rest, boxes, holders, aside)
        ):
            return [idx]
    first: dict[Hashable, int] = {}
    last: dict[Hashable, int] = {}
    for r, run in enumerate(runs):
        for k in run:
            for h in holders[k]:
                if count[h] < held:
                    first.setdefault(h, r)
                    last[h] = r
    closed = [False] * (len(runs) - 1)
    for h, r in first.items():
        for gap in range(r, last[h]):
            closed[gap] = True
    groups = [runs[0]]
    for gap, run in enumerate(runs[1:]):
        if closed[gap]:
            groups[-1].extend(run)
        else:
            groups.append(run)
    return groups


def _keep_soft_gaps(
    runs: list[list[int]],
    soft: set[int],
    holders: list[tuple[Hashable, ...]],
    aside: set[int] | frozenset[int],
) -> list[list[int]]:
    """`runs` with each slight overlap taken as a gap only where the page says so: each mark just
    before it is held by a box that holds none after it, and each one just after it by a box that
    holds none before it (a header above a sidebar and a main column, siblings in the page's
    grid)."""
    first: dict[Hashable, int] = {}
    last: dict[Hashable, int] = {}
    for r, run in enumerate(runs):
        for k in run:
            for h in holders[k]:
                first.setdefault(h, r)
                last[h] = r

    def apart(run: list[int], gap: int, before: bool) -> bool:
        # (Every mark of the run in a box on its side of the gap only.)
        marks = [k for k in run if k not in aside]
        return bool(marks) and all(
            any((last[h] < gap) if before else (first[h] >= gap) for h in holders[k]) for k in marks
        )

    out = [runs[0]]
    for r, run in enumerate(runs[1:], start=1):
        parts = r not in soft or (apart(runs[r - 1], r, True) and apart(run, r, False))
        if parts:
            out.append(run)
        else:
            out[-1] = out[-1] + run
    return out


def _heads_rows(left: list[int], right: list[int], boxes: list[Box]) -> bool:
    middles = sorted((boxes[k][1] + boxes[k][3]) / 2 for k in left)
    if len(middles) < 2 or any(b - a < ROW_SLACK_PX * 2 for a, b in zip(middles, middles[1:], strict=False)):
        return False
    beside = [(boxes[k][1] + boxes[k][3]) / 2 for k in right]
    return len(beside) > len(middles) and all(
        any(abs(m - b) <= ROW_SLACK_PX for b in beside) for m in middles
    )


def _rows(idx: list[int], boxes: list[Box], aside: set[int] | frozenset[int] = frozenset()) -> list[int]:
    """Top to bottom in rows, each row left to right. An element joins the row of the element above
    it when its middle is within that row's first line: controls of different heights on one line
    (an icon button beside a text button) read left to right, not by a pixel or two of top edge.
    (A layer's block, `aside`, is a row of its own.)"""
    rows: list[list[int]] = []
    band = (0.0, -1.0)
    for k in sorted(idx, key=lambda k: (boxes[k][1], boxes[k][0])):
        x0, y0, x1, y1 = boxes[k]
        middle = (y0 + y1) / 2
        if rows and band[0] <= middle <= band[1] and k not in aside:
            rows[-1].append(k)
        else:
            rows.append([k])
            band = (0.0, -1.0) if k in aside else (y0, y0 + min(y1 - y0, ROW_BAND_PX))
    return [k for row in rows for k in sorted(row, key=lambda k: boxes[k][0])]
