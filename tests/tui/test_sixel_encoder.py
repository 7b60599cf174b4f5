"""The preview's Sixel encoder: decoding its output gives back the picture (each pixel in its
palette colour), and it is quick enough for one screenshot per step."""

from __future__ import annotations

import re
import time

from PIL import Image, ImageDraw

from opticlick_tui.tui.widgets.sixel import image_to_sixel


def decode(data: str) -> tuple[int, int, dict[tuple[int, int], tuple[int, int, int]]]:
    """A minimal Sixel decoder: raster size and the colour (in percent) of every pixel drawn."""
    assert data.startswith("\x1bP") and data.endswith("\x1b\\")
    body = data[data.index("q") + 1 : -2]
    m = re.match(r'"1;1;(\d+);(\d+)', body)
    assert m, body[:40]
    width, height = int(m.group(1)), int(m.group(2))
    body = body[m.end() :]
    registers: dict[int, tuple[int, int, int]] = {}
    pixels: dict[tuple[int, int], tuple[int, int, int]] = {}
    x = band = 0
    colour = 0
    for token in re.finditer(r"#(\d+)(?:;2;(\d+);(\d+);(\d+))?|!(\d+)(.)|([?-~])|\$|-", body):
        text = token.group(0)
        if text.startswith("#"):
            colour = int(token.group(1))
            if token.group(2) is not None:
                registers[colour] = (int(token.group(2)), int(token.group(3)), int(token.group(4)))
        elif text == "$":
            x = 0
        elif text == "-":
            x, band = 0, band + 1
        else:
            count, char = (int(token.group(5)), token.group(6)) if text.startswith("!") else (1, text)
            value = ord(char) - 63
            for _ in range(count):
                for bit in range(6):
                    if value & (1 << bit):
                        pixels[(x, band * 6 + bit)] = registers[colour]
                x += 1
    return width, height, pixels


def test_decoding_the_sixels_gives_back_every_pixel():
    image = Image.new("RGB", (101, 47), (250, 250, 250))
    draw = ImageDraw.Draw(image)
    draw.rectangle((5, 5, 60, 20), fill=(230, 25, 75))
    draw.rectangle((30, 15, 100, 46), outline=(20, 90, 200), width=3)
    draw.text((8, 25), "Row 1", fill=(10, 10, 10))
    width, height, pixels = decode(image_to_sixel(image))
    quantised = image.quantize(method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE).convert("RGB")
    assert (width, height) == (101, 47)
    assert len(pixels) == 101 * 47, "every pixel is drawn exactly once, including the last, partial band"
    for (x, y), colour in pixels.items():
        want = [v * 100 // 255 for v in quantised.getpixel((x, y))]
        assert list(colour) == want, ((x, y), colour, want)
        # And the palette colour is close to the original (the fast octree moves colours a little).
        assert all(abs(a - b * 100 // 255) <= 6 for a, b in zip(colour, image.getpixel((x, y)), strict=True))


def test_a_screenshot_encodes_quickly():
    image = Image.new("RGB", (960, 600), (250, 250, 250))
    draw = ImageDraw.Draw(image)
    for y in range(0, 600, 30):
        draw.rectangle((20, y + 5, 600, y + 25), outline=(230, 25, 75), width=2)
        draw.text((30, y + 10), f"Row {y // 30} some page text to make it busy", fill=(20, 20, 20))
    image_to_sixel(image)  # imports
    best = min(_timed(image) for _ in range(3))
    # ~20 ms on a quiet machine; the general encoder took ~130 ms. Generous for a busy one.
    assert best < 0.25, f"{best * 1000:.0f} ms"


def _timed(image) -> float:
    t0 = time.perf_counter()
    image_to_sixel(image)
    return time.perf_counter() - t0
