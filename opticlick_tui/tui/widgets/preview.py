"""The browser preview: the current screenshot, drawn with the best protocol the terminal has
(Kitty, Sixel, else Unicode half-blocks with the mark numbers as text); "none" shows a one-line
placeholder instead.

A new screenshot is decoded, scaled and encoded in a worker thread; the UI thread only swaps the
finished rendering in (with its caption), so a swap never blocks typing or the stream. The old
picture stays up until then, and a newer screenshot makes an older one's work pointless.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.containers import Container
from textual.geometry import Size
from textual.widgets import Static

from opticlick_tui.tui.widgets.halfblock import HalfBlockImage, as_rgb

if TYPE_CHECKING:
    from PIL import Image as PILImage


class Preview(Container):
    """Shows one image file; `show()` swaps it once its rendering is ready."""

    DEFAULT_CSS = """
    Preview { height: 1fr; }
    Preview > .caption { height: 1; width: 1fr; color: $text-muted; }
    Preview > .placeholder { color: $text-muted; padding: 1 2; }
    """

    def __init__(self, protocol: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.protocol = protocol
        self.path: Path | None = None  # the picture on screen (set when it is swapped in)
        self._image: Any = None  # our HalfBlockImage or GraphicPicture; None: no picture shown
        self._wanted: tuple[Path, str, list[list[float]] | None] | None = None
        self._generation = 0
        self.asked_at = 0.0  # when the picture on screen was asked for (perf_counter)
        self.swapped_at = 0.0  # when it was swapped in

    def compose(self) -> ComposeResult:
        yield Static("no page yet", classes="caption", id="preview-caption", markup=False)
        if self.protocol in ("halfblock", "unicode"):
            # Half-blocks cannot show a drawn number: the numbers are written as text instead.
            self._image = HalfBlockImage(id="preview-image")
            yield self._image
        elif self.protocol in ("kitty", "sixel"):
            from opticlick_tui.tui.widgets.graphics import GraphicPicture

            self._image = GraphicPicture(self.protocol, id="preview-image")
            yield self._image
        else:
            yield Static(
                "(preview off: this terminal shows no images; press F4 to open the screenshot)",
                classes="placeholder",
                markup=False,
            )

    def show(self, path: Path, caption: str, boxes: list[list[float]] | None = None) -> None:
        """Put this screenshot up (with mark numbers at `boxes` on half-blocks) as soon as it is ready."""
        self._wanted = (path, caption, boxes)
        self._generation += 1
        if self._image is None:
            self.path = path
            self.query_one("#preview-caption", Static).update(caption)
            return
        self._prepare(self._generation, time.perf_counter())

    def on_resize(self) -> None:
        if self._wanted is not None and self._image is not None and self.path is not None:
            self._generation += 1
            self._prepare(self._generation, time.perf_counter())

    def _prepare(self, generation: int, asked_at: float) -> None:
        assert self._wanted is not None
        path, caption, boxes = self._wanted
        widget = self._image
        size = (
            widget.content_size
            if widget.content_size.area
            else Size(max(self.content_size.width, 1), max(self.content_size.height - 1, 1))
        )

        def work() -> None:
            if generation != self._generation:
                return  # a newer screenshot came while this one waited for the thread
            image = load_preview_image(path)
            rendering = None if image is None else self._rendering_for(image, size, boxes)
            if generation != self._generation:
                return
            try:
                self.app.call_from_thread(
                    self._swap_in, generation, asked_at, path, caption, image, boxes, rendering
                )
            except RuntimeError:
                pass  # the app is closing

        self.run_worker(work, thread=True, group="preview", exit_on_error=False)

    def _rendering_for(self, image: PILImage.Image, size: Size, boxes) -> Any:
        if isinstance(self._image, HalfBlockImage):
            return HalfBlockImage.prepare(image, size, boxes)
        from opticlick_tui.tui.widgets.graphics import encode

        return encode(image, self.protocol, size)

    def _swap_in(self, generation: int, asked_at: float, path, caption, image, boxes, rendering) -> None:
        if generation != self._generation:
            return
        # One line of fixed size whatever the text: no layout pass of the whole screen per screenshot.
        self.query_one("#preview-caption", Static).update(caption, layout=False)
        if image is None:
            return  # unreadable file: keep the last picture
        self.path = path
        self.asked_at, self.swapped_at = asked_at, time.perf_counter()
        if isinstance(self._image, HalfBlockImage):
            self._image.set_picture(image, boxes, prepared=rendering)
        else:
            self._image.swap(rendering)


def load_preview_image(path: Path, max_width: int = 1280) -> PILImage.Image | None:
    """Decode (and shrink) a screenshot off the UI thread; None when the file is unreadable."""
    from PIL import Image as PILImage

    try:
        image: PILImage.Image = PILImage.open(path)
        image.draft("RGB", (max_width, max_width))
        image.load()  # decode here, where a broken file is caught, not later in the encoder
        image = as_rgb(image)
        if image.width > max_width:
            image.thumbnail((max_width, max_width * 2))
        return image
    except OSError:
        return None
