"""Drawing marks onto the screenshot with Pillow (never into the page).

Each mark gets a 2 px box and a numbered badge, both in one colour. Placement (`place_badges`, which needs only the image size) keeps
every badge attached to its own box (on it or touching it) and chooses among the attached spots the
one that covers the least: other badges first, then other marks' boxes, then, for a small target
(a 12 px checkbox or icon), the target itself. A short box (a row of a radio list or menu) prefers a
spot beside it, vertically centred on it, so its number never sits on the row above. The colour is
the mark's palette colour unless it is too close to the page under the badge (a red badge on a red
banner), in which case the palette colour with the most contrast there is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np
from PIL import Image, ImageDraw, ImageFont

Box = tuple[float, float, float, float]
RGB = tuple[int, int, int]

# Saturated colours that stay distinct from each other and readable under white or black text.
PALETTE: list[RGB] = [
    (230, 25, 75),
    (0, 130, 200),
    (60, 160, 60),
    (245, 110, 20),
    (145, 30, 180),
    (0, 128, 128),
    (200, 30, 200),
    (128, 0, 0),
    (0, 0, 150),
    (150, 100, 30),
    (110, 110, 0),
    (60, 60, 60),
]
# Below this contrast ratio against the page under it a badge colour is swapped.
MIN_CONTRAST = 2.0
# A box smaller than this (CSS px, either side) is a small target: its badge goes outside it.
SMALL_TARGET = 20


class Markable(Protocol):
    id: int
    box: tuple[float, float, float, float]


@dataclass(frozen=True)
class BadgePlan:
    mark_id: int
    box: Box  # the mark's box, image pixels, clipped to the image
    badge: Box  # where its badge goes, image pixels
    colour: RGB
    border: RGB  # black on a light page, white on a dark one


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in ("DejaVuSans-Bold.ttf", "Arial Bold.ttf", "arialbd.ttf"):
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int) -> Image.Image:
    """The rendered digits of a badge as an 8-bit mask; ids repeat from step to step, so this is
    rendered once and pasted after that (FreeType rendering is most of the drawing time)."""
    font = _font(size)
    left, top, right, bottom = font.getbbox(text)
    mask = Image.new("L", (max(1, int(right - left)), max(1, int(bottom - top))), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=font)
    return mask


def _luminance(rgb: RGB) -> float:
    r, g, b = rgb
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=4096)
def _relative_luminance(rgb: RGB) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two colours (1 = same, 21 = black on white)."""
    la, lb = _relative_luminance(a), _relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def _overlap(a: Box, b: Box) -> float:
    # Hot path (hundreds of marks x a dozen spots): plain comparisons, no min/max calls.
    w = (a[2] if a[2] < b[2] else b[2]) - (a[0] if a[0] > b[0] else b[0])
    if w <= 0:
        return 0.0
    h = (a[3] if a[3] < b[3] else b[3]) - (a[1] if a[1] > b[1] else b[1])
    return w * h if h > 0 else 0.0


def _touches(badge: Box, box: Box, slack: float = 1.0) -> bool:
    return (
        badge[0] <= box[2] + slack
        and badge[2] >= box[0] - slack
        and badge[1] <= box[3] + slack
        and badge[3] >= box[1] - slack
    )


def _clamp(box: Box, width: int, height: int) -> Box:
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    x0 = min(max(0.0, x0), width - bw)
    y0 = min(max(0.0, y0), height - bh)
    return (x0, y0, x0 + bw, y0 + bh)


class BadgeGrid:
    """Boxes placed so far, bucketed into 64 px cells so an overlap check looks only nearby.
    (The hot path of placement: hundreds of marks x a dozen spots, so plain loops, no generators.)"""

    CELL = 64

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[Box]] = {}

    def overlap(self, box: Box, skip: Box | None = None) -> float:
        c = self.CELL
        bx0, by0, bx1, by1 = box
        cx0, cx1, cy0, cy1 = int(bx0 // c), int(bx1 // c), int(by0 // c), int(by1 // c)
        cells = self._cells
        total = 0.0
        single = cx0 == cx1 and cy0 == cy1
        seen: set[int] = set()
        for cx in range(cx0, cx1 + 1):
            for cy in range(cy0, cy1 + 1):
                for other in cells.get((cx, cy), ()):
                    if other is skip:
                        continue
                    if not single:
                        key = id(other)
                        if key in seen:
                            continue
                        seen.add(key)
                    ox0, oy0, ox1, oy1 = other
                    w = (bx1 if bx1 < ox1 else ox1) - (bx0 if bx0 > ox0 else ox0)
                    if w <= 0:
                        continue
                    h = (by1 if by1 < oy1 else oy1) - (by0 if by0 > oy0 else oy0)
                    if h > 0:
                        total += w * h
        return total

    def add(self, box: Box) -> None:
        c = self.CELL
        cells = self._cells
        for cx in range(int(box[0] // c), int(box[2] // c) + 1):
            for cy in range(int(box[1] // c), int(box[3] // c) + 1):
                cells.setdefault((cx, cy), []).append(box)


def _spots(box: Box, bw: float, bh: float, small: bool) -> list[tuple[float, float]]:
    """Attached badge positions (top-left corners), most natural first."""
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2 - bh / 2
    beside = [(x0 - bw, cy), (x1, cy)]
    outside = [(x0, y0 - bh), (x0, y1), (x1 - bw, y0 - bh), (x1 - bw, y1), (x0 - bw, y0 - bh), (x1, y0 - bh)]
    if small:
        return beside + outside
    inside = [(x0, y0), (x1 - bw, y0), (x0, y1 - bh), (x1 - bw, y1 - bh)]
    if y1 - y0 < bh * 1.8:
        if x1 - x0 >= 4 * bw:
            # A wide row (a field, a menu entry): above its corner when that is free, else inside
            # its right end (where a field's text and a menu entry's label are not), centred on it.
            return [(x0, y0 - bh), (x1 - bw - 2, cy), *beside, *inside, *outside[1:]]
        # A short row: beside it, centred on it, before above/below (where the neighbour rows are).
        return beside + inside + outside
    return inside + beside + outside


@dataclass(frozen=True)
class Placement:
    """Where each mark's badge goes, before the page's colours are known: it needs only the image
    size, so it is worked out while the screenshot is still on its way."""

    size: tuple[int, int]
    scale: float
    spots: list[tuple[int, Box, Box]]  # (mark id, box, badge), image pixels


def place_badges(marks: Sequence[Markable], size: tuple[int, int], scale: float = 1.0) -> Placement:
    """Where each mark's badge goes, in image pixels, for an image of `size`."""
    width, height = size
    font_size, pad_x, pad_y = _badge_metrics(scale)
    boxes: list[tuple[Markable, Box]] = []
    targets = BadgeGrid()
    for mark in marks:
        x0, y0, x1, y1 = (v * scale for v in mark.box)
        box = (max(0.0, x0), max(0.0, y0), min(float(width), x1), min(float(height), y1))
        if box[2] - box[0] < 1 or box[3] - box[1] < 1:
            continue
        boxes.append((mark, box))
        targets.add(box)
    placed = BadgeGrid()
    spots: list[tuple[int, Box, Box]] = []
    small_side = SMALL_TARGET * scale
    for mark, box in boxes:
        mask = _text_mask(str(mark.id), font_size)
        bw, bh = mask.width + 2 * pad_x, mask.height + 2 * pad_y
        small = box[2] - box[0] < small_side or box[3] - box[1] < small_side * 0.75
        best: Box | None = None
        best_cost = float("inf")
        for rank, (sx, sy) in enumerate(_spots(box, bw, bh, small)):
            cand = _clamp((sx, sy, sx + bw, sy + bh), width, height)
            if not _touches(cand, box):
                continue  # pushed off its box by the image edge
            cost = 1000 * placed.overlap(cand) + rank
            if cost >= best_cost:
                continue
            cost += 4 * targets.overlap(cand, skip=box) + (6 * _overlap(cand, box) if small else 0.0)
            if cost < best_cost:
                best, best_cost = cand, cost
            if cost <= rank:
                break  # free, and covers nothing: the most natural free spot wins
        if best is None:
            best = (box[0], box[1], box[0] + bw, box[1] + bh)
        placed.add(best)
        spots.append((mark.id, box, best))
    return Placement(size, scale, spots)


def colour_badges(placement: Placement, image: Image.Image) -> list[BadgePlan]:
    """Each placed badge's colour and border, against the page under it."""
    if not placement.spots:
        return []
    width, height = image.size
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    small_image = rgb.resize((max(1, width // 8), max(1, height // 8)), Image.Resampling.NEAREST)
    unders = _backgrounds(small_image, [badge for _, _, badge in placement.spots])
    plans: list[BadgePlan] = []
    for (mark_id, box, badge), under in zip(placement.spots, unders, strict=True):
        border = (0, 0, 0) if _luminance(under) > 140 else (255, 255, 255)
        plans.append(BadgePlan(mark_id, box, badge, _colour_for(mark_id % len(PALETTE), under), border))
    return plans


def plan_badges(marks: Sequence[Markable], image: Image.Image, scale: float = 1.0) -> list[BadgePlan]:
    """Where each mark's badge goes and in which colour, in image pixels."""
    return colour_badges(place_badges(marks, image.size, scale), image)


def _badge_metrics(scale: float) -> tuple[int, int, int]:
    return max(10, round(12 * scale)), max(2, round(2 * scale)), max(1, round(2 * scale))


def _backgrounds(small: Image.Image, badges: Sequence[Box]) -> list[RGB]:
    """The page's colour under each badge: the mean of three samples (left, middle, right on its
    middle row) of an eighth-size copy, read for all badges at once."""
    pixels = np.asarray(small, dtype=np.int32)  # (rows, columns, 3)
    spots = np.asarray(badges, dtype=np.float64).reshape(-1, 4)
    ys = np.minimum(small.height - 1, ((spots[:, 1] + spots[:, 3]) / 16).astype(np.int64))
    xs = np.stack([spots[:, 0] + 1, (spots[:, 0] + spots[:, 2]) / 2, spots[:, 2] - 1], axis=1)
    xs = np.clip((xs / 8).astype(np.int64), 0, small.width - 1)
    means = pixels[ys[:, None], xs].sum(axis=1) // 3  # (badges, 3)
    return [(int(r), int(g), int(b)) for r, g, b in means.tolist()]


@lru_cache(maxsize=8192)
def _colour_for(palette_index: int, under: RGB) -> RGB:
    """A badge's colour: its palette colour unless that is too close to the page under it."""
    own = PALETTE[palette_index]
    if contrast(own, under) >= MIN_CONTRAST:
        return own
    return max(PALETTE, key=lambda c: contrast(c, under))


def annotate(
    image: Image.Image, marks: Sequence[Markable], scale: float = 1.0, placement: Placement | None = None
) -> Image.Image:
    """A copy of `image` with every mark's box and numbered badge drawn on it. `scale` converts
    CSS pixels (mark boxes) to image pixels (device pixel ratio). A `placement` worked out before
    the image arrived is used when it was made for this image's size and scale."""
    out = image.convert("RGB") if image.mode != "RGB" else image.copy()
    if placement is None or placement.size != out.size or abs(placement.scale - scale) > 1e-6:
        placement = place_badges(marks, out.size, scale)
    plans = colour_badges(placement, out)
    draw = ImageDraw.Draw(out)
    font_size, pad_x, pad_y = _badge_metrics(scale)
    line = max(2, round(2 * scale))
    # Boxes first, then badges, so no box line crosses a number.
    for plan in plans:
        x0, y0, x1, y1 = plan.box
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=plan.colour, width=line)
    for plan in plans:
        bx0, by0, bx1, by1 = (round(v) for v in plan.badge)
        badge = _badge(plan.mark_id, plan.colour, plan.border, bx1 - bx0, by1 - by0, font_size, pad_x, pad_y)
        out.paste(badge, (bx0, by0))
    return out


@lru_cache(maxsize=2048)
def _badge(
    mark_id: int, colour: RGB, border: RGB, width: int, height: int, font_size: int, pad_x: int, pad_y: int
) -> Image.Image:
    """A badge as drawn: its colour, border and number (the same from look to look, so drawn once
    and then pasted whole)."""
    badge = Image.new("RGB", (max(1, width), max(1, height)), colour)
    ImageDraw.Draw(badge).rectangle((0, 0, width - 1, height - 1), outline=border, width=1)
    mask = _text_mask(str(mark_id), font_size)
    ink = (0, 0, 0) if _luminance(colour) > 150 else (255, 255, 255)
    badge.paste(ink, (pad_x, pad_y, pad_x + mask.width, pad_y + mask.height), mask)
    return badge
