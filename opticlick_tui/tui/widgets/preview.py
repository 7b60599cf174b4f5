"""The browser preview: the current screenshot, drawn with the best protocol the terminal has
(Kitty, Sixel, else Unicode half-blocks with the mark numbers as text); "none" shows a one-line
placeholder instead."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PIL import Image as PILImage
from textual.app import ComposeResult
from textual.containers import Container
from textual.widgets import Static

from opticlick_tui.tui.widgets.halfblock import HalfBlockImage


def image_widget_class(protocol: str):
    """The graphics-protocol widgets (they draw the mark numbers in the picture itself)."""
    if protocol not in ("kitty", "sixel"):
        return None
    from textual_image.widget import SixelImage, TGPImage

    return {"kitty": TGPImage, "sixel": SixelImage}.get(protocol)


class Preview(Container):
    """Shows one image file; `show()` swaps it. Decoding and scaling happen before the swap."""

    DEFAULT_CSS = """
    Preview { height: 1fr; }
    Preview > .caption { height: 1; color: $text-muted; }
    Preview > .placeholder { color: $text-muted; padding: 1 2; }
    """

    def __init__(self, protocol: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.protocol = protocol
        self.path: Path | None = None
        self._image: Any = None  # a textual-image widget (untyped) or our HalfBlockImage

    def compose(self) -> ComposeResult:
        yield Static("no page yet", classes="caption", id="preview-caption", markup=False)
        cls = image_widget_class(self.protocol)
        if self.protocol in ("halfblock", "unicode"):
            # Half-blocks cannot show a drawn number: the numbers are written as text instead.
            halfblock = HalfBlockImage(id="preview-image")
            self._image = halfblock
            yield halfblock
        elif cls is None:
            yield Static(
                "(preview off: this terminal shows no images; press F4 to open the screenshot)",
                classes="placeholder",
                markup=False,
            )
        else:
            image = cls(None, id="preview-image")
            self._image = image
            yield image

    def show(
        self,
        path: Path,
        caption: str,
        image: PILImage.Image | None = None,
        boxes: list[list[float]] | None = None,
    ) -> None:
        self.path = path
        self.query_one("#preview-caption", Static).update(caption)
        if isinstance(self._image, HalfBlockImage):
            self._image.set_picture(image if image is not None else load_preview_image(path), boxes)
        elif self._image is not None:
            self._image.image = image if image is not None else str(path)


def load_preview_image(path: Path, max_width: int = 1280) -> PILImage.Image | None:
    """Decode (and shrink) a screenshot off the UI thread; None when the file is unreadable."""
    try:
        image: PILImage.Image = PILImage.open(path)
        image.draft("RGB", (max_width, max_width))
        image = image.convert("RGB")
        if image.width > max_width:
            image.thumbnail((max_width, max_width * 2))
        return image
    except OSError:
        return None
