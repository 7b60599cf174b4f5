"""Files the user attaches to a task: bounded in size, images checked to be images, and shown to
the model at a size it can use (a 200 MB "png" must not become a 280 MB request)."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from opticlick_tui.agent.errors import AgentSetupError
from opticlick_tui.llm.types import ImagePart

IMAGE_SUFFIXES = {".png", ".jpg", ".jpeg", ".webp", ".gif"}
# Vision models downscale larger images themselves; sending more pixels only costs time and tokens.
MODEL_IMAGE_SIDE = 1568
Image.MAX_IMAGE_PIXELS = 100_000_000  # a decompression bomb is refused, not decoded


def check_attachment(path: Path, max_mb: float) -> None:
    """Raise AgentSetupError (one sentence) when `path` cannot be attached."""
    if not path.is_file():
        raise AgentSetupError(f"The file to attach does not exist: {path}.")
    size = path.stat().st_size
    if size > max_mb * 1024 * 1024:
        raise AgentSetupError(
            f"{path.name} is {size / 1024 / 1024:.0f} MB; attachments are limited to {max_mb:g} MB "
            "(agent.max_attachment_mb)."
        )
    if path.suffix.lower() in IMAGE_SUFFIXES:
        try:
            with Image.open(path) as image:
                image.verify()
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
            raise AgentSetupError(
                f"{path.name} is named like an image but is not one the model can read; attach it "
                "under its real extension."
            ) from None


def model_image(data: bytes) -> ImagePart | None:
    """The image as the model gets it: at most MODEL_IMAGE_SIDE on its long side, PNG (JPEG for
    photos without transparency when that is smaller). None when it does not decode."""
    try:
        image: Image.Image = Image.open(io.BytesIO(data))
        image.load()
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        return None
    if max(image.size) > MODEL_IMAGE_SIDE:
        image.thumbnail((MODEL_IMAGE_SIDE, MODEL_IMAGE_SIDE), Image.Resampling.LANCZOS)
    if image.mode not in ("RGB", "RGBA", "L"):
        image = image.convert("RGBA" if "transparency" in image.info else "RGB")
    png = io.BytesIO()
    image.save(png, "PNG", optimize=False)
    if image.mode == "RGBA":
        return ImagePart(png.getvalue(), "image/png")
    jpeg = io.BytesIO()
    image.convert("RGB").save(jpeg, "JPEG", quality=85)
    if jpeg.tell() < png.tell():
        return ImagePart(jpeg.getvalue(), "image/jpeg")
    return ImagePart(png.getvalue(), "image/png")
