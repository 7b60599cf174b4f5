"""A screenshot as real pixels (Sixel or the Kitty graphics protocol), encoded off the UI thread.

Encoding a 1280x800 screenshot takes tens of milliseconds (Sixel's palette and bands, Kitty's PNG);
done while rendering, it froze the UI once per step. Here `encode()` runs in a worker thread and
returns finished terminal data; the widget only injects it into its lines. The last picture stays up
until the next one is ready, so a swap never shows a blank.
"""

from __future__ import annotations

import base64
import io
import itertools
import math
import random
from dataclasses import dataclass, field
from typing import Any

from rich.control import Control
from rich.segment import ControlType, Segment
from rich.style import Style
from textual.dom import NoScreen
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from opticlick_tui.tui.widgets.halfblock import as_rgb

_NULL_STYLE = Style()
_ZERO_WIDTH = ((ControlType.CURSOR_FORWARD, 0),)  # tells Textual the segment takes no cells
_KITTY_IDS = itertools.count(random.randint(1, 2**24))
_PLACEHOLDER = chr(0x10EEEE)


@dataclass
class Encoded:
    """Terminal data for one picture at one widget size."""

    protocol: str
    size: Size  # the widget's content size it was made for
    cols: int
    rows: int
    payload: str  # the Sixel image, or the Kitty transmission + placement
    lines: list[str] = field(default_factory=list)  # Kitty: the placeholder text per row
    kitty_id: int = 0


def cell_pixels() -> tuple[int, int]:
    """The terminal's cell size in pixels as the start-up probe found it (never asks the terminal
    here: once Textual reads the input, an answer would be lost and the ask would wait)."""
    from textual_image import _terminal

    result = getattr(_terminal.probe_terminal, "_result", None)
    if result is None:
        return 10, 20
    return result.cell_size.width, result.cell_size.height


def fit_cells(
    image_size: tuple[int, int], cells: Size, cell_px: tuple[int, int]
) -> tuple[int, int, int, int]:
    """(cols, rows, pixel width, pixel height) of the image scaled into `cells`, aspect kept."""
    width, height = image_size
    cw, ch = cell_px
    if width <= 0 or height <= 0 or cells.width <= 0 or cells.height <= 0:
        return 0, 0, 0, 0
    scale = min(cells.width * cw / width, cells.height * ch / height)
    px_w, px_h = max(1, int(width * scale)), max(1, int(height * scale))
    cols, rows = min(cells.width, math.ceil(px_w / cw)), min(cells.height, math.ceil(px_h / ch))
    return cols, rows, px_w, px_h


def encode(image: Any, protocol: str, size: Size) -> Encoded | None:
    """The picture's terminal data for a widget of `size` cells. Thread-safe; no terminal I/O."""
    from PIL import Image as PILImage

    cols, rows, px_w, px_h = fit_cells(image.size, size, cell_pixels())
    if not cols:
        return None
    scaled = as_rgb(image).resize((px_w, px_h), PILImage.Resampling.BOX)  # area average: sharp text
    if protocol == "sixel":
        from opticlick_tui.tui.widgets.sixel import image_to_sixel

        return Encoded("sixel", size, cols, rows, image_to_sixel(scaled))
    return _kitty(scaled, size, cols, rows)


def _kitty(scaled: Any, size: Size, cols: int, rows: int) -> Encoded:
    from textual_image._terminal import prepare_terminal_sequence
    from textual_image.renderable.tgp import _NUMBER_TO_DIACRITIC

    buffer = io.BytesIO()
    scaled.save(buffer, format="PNG", compress_level=1)  # the fastest PNG: it only crosses a pipe
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    image_id = next(_KITTY_IDS) & 0xFFFFFF or 1  # 24 bits: the id travels in the placeholder's colour
    chunks = [data[i : i + 4096] for i in range(0, len(data), 4096)] or [""]
    parts = []
    for n, chunk in enumerate(chunks):
        keys = (
            f"i={image_id},f=100,q=2,m={0 if n == len(chunks) - 1 else 1}"
            if n == 0
            else (f"m={0 if n == len(chunks) - 1 else 1}")
        )
        parts.append(prepare_terminal_sequence(f"\x1b_G{keys};{chunk}\x1b\\"))
    parts.append(prepare_terminal_sequence(f"\x1b_Ga=p,i={image_id},c={cols},r={rows},U=1,q=2\x1b\\"))
    lines = [
        "".join(
            f"{_PLACEHOLDER}{chr(_NUMBER_TO_DIACRITIC[r])}{chr(_NUMBER_TO_DIACRITIC[c])}" for c in range(cols)
        )
        for r in range(rows)
    ]
    return Encoded("kitty", size, cols, rows, "".join(parts), lines, image_id)


class GraphicPicture(Widget):
    """Shows an `Encoded` picture; `swap()` puts a new one up (on the UI thread, instantly)."""

    DEFAULT_CSS = "GraphicPicture { width: 1fr; height: 1fr; }"

    def __init__(self, protocol: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.protocol = protocol
        self.encoded: Encoded | None = None
        self._unsent_kitty = ""  # a Kitty transmission not yet written out
        self._old_kitty_id = 0
        self.frames_drawn = 0  # how many renders carried the current picture (for tests and the bench)

    def swap(self, encoded: Encoded | None) -> None:
        if encoded is not None and encoded.protocol == "kitty":
            from textual_image._terminal import prepare_terminal_sequence

            drop = (
                prepare_terminal_sequence(f"\x1b_Ga=d,d=I,i={self._old_kitty_id},q=2\x1b\\")
                if self._old_kitty_id
                else ""
            )
            self._unsent_kitty = drop + encoded.payload
            self._old_kitty_id = encoded.kitty_id
        self.encoded = encoded
        self.frames_drawn = 0
        self.refresh()

    def render_lines(self, crop: Region) -> list[Strip]:
        try:
            if not self.screen.is_active:
                return []  # under a dialog: Textual would tint the cells; the picture is left alone
        except NoScreen:
            return []
        encoded = self.encoded
        blank = Segment(" " * crop.width, Style(bgcolor=self.background_colors[1].rich_color))
        if encoded is None:
            return [Strip([blank], crop.width) for _ in range(crop.height)]
        self.frames_drawn += 1
        if encoded.protocol == "kitty":
            return self._kitty_lines(encoded, crop, blank)
        lines = [Strip([blank], crop.width) for _ in range(crop.height)]
        if crop.x or crop.y or crop.width < encoded.cols or crop.height < encoded.rows:
            return lines  # partly covered: leave the cells blank rather than draw over what covers it
        region = self.screen.find_widget(self).visible_region
        sixel = [
            Segment(Control.move_to(region.x, region.y).segment.text, _NULL_STYLE),
            Segment(encoded.payload, _NULL_STYLE, _ZERO_WIDTH),
            Segment(Control.move_to(region.right, region.bottom - 1).segment.text, _NULL_STYLE),
        ]
        lines[-1] = Strip([blank, *sixel], crop.width)
        return lines

    def _kitty_lines(self, encoded: Encoded, crop: Region, blank: Segment) -> list[Strip]:
        image_id = encoded.kitty_id
        style = Style(color=f"rgb({(image_id >> 16) & 255},{(image_id >> 8) & 255},{image_id & 255})")
        lines = []
        for y in range(crop.y, crop.bottom):
            if y < encoded.rows:
                text = encoded.lines[y][crop.x * 3 : min(crop.right, encoded.cols) * 3]
                cells = len(text) // 3
                segments = [Segment(text, style)] if cells else []
                if crop.width > cells:
                    segments.append(Segment(" " * (crop.width - cells)))
                lines.append(Strip(segments, crop.width))
            else:
                lines.append(Strip([blank], crop.width))
        if self._unsent_kitty and lines:
            # The image travels once, ahead of the first line that shows it, through Textual's own
            # output (a write of our own could land in the middle of one of Textual's).
            lines[0] = Strip([Segment(self._unsent_kitty, _NULL_STYLE, _ZERO_WIDTH), *lines[0]], crop.width)
            self._unsent_kitty = ""
        return lines
