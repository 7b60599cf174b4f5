"""Drawing marks onto the screenshot with Pillow (never into the page).

Each mark gets a 2 px box in one of twelve saturated colours (neighbouring ids differ) and a badge
with its number. Badges sit just above the box's top-left corner when there is room, else inside it,
are kept inside the image, and are moved until they do not overlap a badge already placed, so every
number stays readable. The badge border is black on light backgrounds and white on dark ones.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import Protocol

from PIL import Image, ImageDraw, ImageFont

# Saturated colours that stay distinct from each other and readable under white or black text.
PALETTE: list[tuple[int, int, int]] = [
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


class Markable(Protocol):
    id: int
    box: tuple[float, float, float, float]


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
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, fill=255, font=font)
    return mask


def _luminance(rgb: tuple[int, int, int]) -> float:
    r, g, b = rgb
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def _clamp(
    box: tuple[float, float, float, float], width: int, height: int
) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    x0 = min(max(0.0, x0), width - bw)
    y0 = min(max(0.0, y0), height - bh)
    return (x0, y0, x0 + bw, y0 + bh)


class BadgeGrid:
    """Badges placed so far, bucketed into 64 px cells so an overlap check looks only nearby."""

    CELL = 64

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[tuple[float, float, float, float]]] = {}

    def _keys(self, box: tuple[float, float, float, float]) -> Iterator[tuple[int, int]]:
        c = self.CELL
        for cx in range(int(box[0] // c), int(box[2] // c) + 1):
            for cy in range(int(box[1] // c), int(box[3] // c) + 1):
                yield (cx, cy)

    def overlap(self, box: tuple[float, float, float, float]) -> float:
        seen: set[tuple[float, float, float, float]] = set()
        total = 0.0
        for key in self._keys(box):
            for other in self._cells.get(key, ()):
                if other not in seen:
                    seen.add(other)
                    total += _overlap(box, other)
        return total

    def add(self, box: tuple[float, float, float, float]) -> None:
        for key in self._keys(box):
            self._cells.setdefault(key, []).append(box)


def place_badge(
    box: tuple[float, float, float, float],
    size: tuple[float, float],
    placed: BadgeGrid,
    width: int,
    height: int,
) -> tuple[float, float, float, float]:
    """Choose where a badge of `size` goes for a mark `box`: first free spot among the corners, then
    the least-crowded one nudged down and right in small steps."""
    bw, bh = size
    x0, y0, x1, y1 = box
    spots = [
        (x0, y0 - bh),
        (x0, y0),
        (x1 - bw, y0 - bh),
        (x1 - bw, y0),
        (x0, y1),
        (x0 - bw, y0),
        (x1, y0),
        (x1 - bw, y1 - bh),
    ]
    best: tuple[float, float, float, float] | None = None
    best_cost = float("inf")
    for sx, sy in spots:
        cand = _clamp((sx, sy, sx + bw, sy + bh), width, height)
        cost = placed.overlap(cand)
        if cost == 0:
            return cand
        if cost < best_cost:
            best, best_cost = cand, cost
    assert best is not None
    # Nudge the least-bad spot until it is free (bounded: a wall of badges may stay crowded).
    for step in range(1, 8):
        for dx, dy in (
            (0, bh * step * 0.6),
            (bw * step * 0.6, 0),
            (bw * step * 0.6, bh * step * 0.6),
            (0, -bh * step * 0.6),
        ):
            cand = _clamp((best[0] + dx, best[1] + dy, best[2] + dx, best[3] + dy), width, height)
            if not placed.overlap(cand):
                return cand
    return best


def annotate(image: Image.Image, marks: Sequence[Markable], scale: float = 1.0) -> Image.Image:
    """A copy of `image` with every mark's box and numbered badge drawn on it. `scale` converts
    CSS pixels (mark boxes) to image pixels (device pixel ratio)."""
    out = image.convert("RGB") if image.mode != "RGB" else image.copy()
    draw = ImageDraw.Draw(out)
    width, height = out.size
    font_size = max(11, round(14 * scale))
    line = max(2, round(2 * scale))
    pad_x, pad_y = max(2, round(3 * scale)), max(2, round(2 * scale))
    small = out.resize((max(1, width // 8), max(1, height // 8)), Image.Resampling.NEAREST)
    placed = BadgeGrid()
    for mark in marks:
        colour = PALETTE[mark.id % len(PALETTE)]
        x0, y0, x1, y1 = (v * scale for v in mark.box)
        x0, y0 = max(0.0, x0), max(0.0, y0)
        x1, y1 = min(float(width), x1), min(float(height), y1)
        if x1 - x0 < 1 or y1 - y0 < 1:
            continue
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), outline=colour, width=line)
        mask = _text_mask(str(mark.id), font_size)
        bw, bh = mask.width + 2 * pad_x, mask.height + 2 * pad_y
        badge = place_badge((x0, y0, x1, y1), (bw, bh), placed, width, height)
        placed.add(badge)
        bx0, by0, bx1, by1 = (round(v) for v in badge)
        sample = small.getpixel((min(small.width - 1, bx0 // 8), min(small.height - 1, by0 // 8)))
        background = sample[:3] if isinstance(sample, tuple) else (sample, sample, sample)
        border = (0, 0, 0) if _luminance(background) > 140 else (255, 255, 255)
        draw.rectangle((bx0, by0, bx1 - 1, by1 - 1), fill=colour, outline=border, width=1)
        ink = (0, 0, 0) if _luminance(colour) > 150 else (255, 255, 255)
        out.paste(ink, (bx0 + pad_x, by0 + pad_y, bx0 + pad_x + mask.width, by0 + pad_y + mask.height), mask)
    return out
