"""A screenshot drawn with Unicode half-blocks (two pixels per cell: ▀ in the upper colour on the
lower one), with the mark numbers written over it as terminal text.

At half-block resolution a mark's drawn number is a coloured smudge; text labels are the only way
to read the numbers in a plain terminal (tmux, SSH, no graphics protocol)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

if TYPE_CHECKING:
    from PIL import Image

UPPER_HALF = "▀"
LABEL_STYLE = Style(color="white", bgcolor="rgb(200,30,60)", bold=True)


def as_rgb(image: Any) -> Any:
    """The image in RGB; itself when it already is (Pillow's convert would copy it, a millisecond or
    two per screenshot, done once per step in each of decode, scale and quantise)."""
    return image if image.mode == "RGB" else image.convert("RGB")


def fit(image_size: tuple[int, int], cells: Size) -> tuple[int, int]:
    """Columns and rows an image takes inside `cells`, keeping its aspect (a cell is 1x2 pixels)."""
    width, height = image_size
    if width <= 0 or height <= 0 or cells.width <= 0 or cells.height <= 0:
        return 0, 0
    cols = min(cells.width, math.floor(cells.height * 2 * width / height))
    rows = min(cells.height, math.ceil(cols * height / width / 2))
    return max(cols, 1), max(rows, 1)


def place_labels(boxes: list[list[float]], cols: int, rows: int) -> dict[int, list[tuple[int, str]]]:
    """Row -> [(column, text)] for each mark's number at its box's top-left cell. A label that would
    touch an earlier one tries the rows just below and above and a few cells to the right (dense
    forms put several marks in one cell row); if none is free it is left out (the mark list in the
    stream still has it)."""
    taken: dict[int, list[tuple[int, int]]] = {}
    placed: dict[int, list[tuple[int, str]]] = {}
    for mark_id, x0, y0, _x1, _y1 in boxes:
        text = str(int(mark_id))
        col = min(max(int(x0 * cols), 0), max(cols - len(text), 0))
        row = min(max(int(y0 * rows), 0), rows - 1)
        for r, c in _spots(row, col, len(text), rows, cols):
            spans = taken.setdefault(r, [])
            if all(c + len(text) < a or c > b for a, b in spans):  # a blank cell between labels
                spans.append((c, c + len(text)))
                placed.setdefault(r, []).append((c, text))
                break
    return placed


def _spots(row: int, col: int, width: int, rows: int, cols: int):
    # Down first (stacked fields keep their order), then a step to the right.
    for dc in (0, width + 1, 2 * (width + 1)):
        for dr in (0, 1, 2, -1):
            r, c = row + dr, col + dc
            if 0 <= r < rows and c + width <= cols:
                yield r, c


def halfblock_strips(
    image: Image.Image, cols: int, rows: int, boxes: list[list[float]] | None
) -> list[Strip]:
    from PIL import Image

    small = as_rgb(image).resize((cols, rows * 2), Image.Resampling.BOX, reducing_gap=2.0)
    pixels = small.tobytes()
    styles: dict[bytes, Style] = {}

    def style_for(key: bytes) -> Style:
        style = styles.get(key)
        if style is None:
            style = styles[key] = Style(
                color=Color.from_rgb(key[0], key[1], key[2]), bgcolor=Color.from_rgb(key[3], key[4], key[5])
            )
        return style

    labels = place_labels(boxes, cols, rows) if boxes else {}
    strips = []
    stride = cols * 3
    for row in range(rows):
        top = pixels[2 * row * stride : (2 * row + 1) * stride]
        bottom = pixels[(2 * row + 1) * stride : (2 * row + 2) * stride]
        label_chars = {col + i: ch for col, text in labels.get(row, []) for i, ch in enumerate(text)}
        # Runs of cells with the same two colours become one segment (fewer to compose and write).
        runs: list[list] = []  # [colour key, length] or [None, label character]
        for col in range(cols):
            char = label_chars.get(col)
            if char is not None:
                runs.append([None, char])
                continue
            key = top[col * 3 : col * 3 + 3] + bottom[col * 3 : col * 3 + 3]
            if runs and runs[-1][0] == key:
                runs[-1][1] += 1
            else:
                runs.append([key, 1])
        segments = [
            Segment(value, LABEL_STYLE) if key is None else Segment(UPPER_HALF * value, style_for(key))
            for key, value in runs
        ]
        strips.append(Strip(segments, cols))
    return strips


class HalfBlockImage(Widget):
    """Shows a PIL image as half-blocks, with mark numbers as text when boxes are given."""

    DEFAULT_CSS = "HalfBlockImage { width: 1fr; height: 1fr; }"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.picture: Image.Image | None = None
        self.boxes: list[list[float]] = []
        self._strips: list[Strip] = []
        self._built_for: Size | None = None
        self.frames_drawn = 0  # renders of the current picture (for tests and the bench)

    @staticmethod
    def prepare(image: Image.Image, size: Size, boxes: list[list[float]] | None) -> tuple[Size, list[Strip]]:
        """The strips for a widget of `size` (thread-safe: the preview builds them off the UI thread)."""
        cols, rows = fit(image.size, size)
        return size, (halfblock_strips(image, cols, rows, boxes) if cols else [])

    def set_picture(
        self,
        image: Image.Image | None,
        boxes: list[list[float]] | None = None,
        prepared: tuple[Size, list[Strip]] | None = None,
    ) -> None:
        self.picture = image
        self.boxes = list(boxes or [])
        self._built_for, self._strips = prepared if prepared is not None else (None, [])
        self.frames_drawn = 0
        self.refresh()

    def build(self, size: Size) -> list[Strip]:
        if self.picture is None:
            return []
        return self.prepare(self.picture, size, self.boxes)[1]

    def render_line(self, y: int) -> Strip:
        if self._built_for != self.size:
            # Only when the size changed since the preview prepared the strips (a resize; the
            # preview prepares the right ones in the background too).
            self._strips = self.build(self.size)
            self._built_for = self.size
        if y == 0:
            self.frames_drawn += 1
        if y < len(self._strips):
            return self._strips[y].extend_cell_length(self.size.width)
        return Strip.blank(self.size.width)

    def text_lines(self) -> list[str]:
        """What the terminal shows, as text (the labels are the readable part)."""
        self.render_line(0)
        return [strip.text for strip in self._strips]
