"""A Sixel encoder for screenshots, with numpy: quantise once in C (Pillow's fast octree), then
build each six-row band's colour rows with one bincount; only the run-length pass is per run.

About three times faster than the general encoder it replaces for the preview (which counts the
distinct bytes of the whole image in Python and scatters bits with `np.add.at` per row). Opaque images only:
screenshots have no transparency.
"""

from __future__ import annotations

import re
from typing import Any

from opticlick_tui.tui.widgets.halfblock import as_rgb

_RUN = re.compile(rb"(.)\1{3,}", re.S)  # four or more of one sixel: "!<count><sixel>" is shorter


def _repeat(match: re.Match[bytes]) -> bytes:
    run = match.group(0)
    return b"!%d%c" % (len(run), run[0])


def image_to_sixel(image: Any, colors: int = 256) -> str:
    """The Sixel data (DCS ... ST) for a PIL image, drawn at its size in pixels."""
    import numpy as np
    from PIL import Image

    paletted = as_rgb(image).quantize(
        colors=colors, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    width, height = paletted.size
    pixels = np.asarray(paletted, dtype=np.uint8)
    palette = paletted.getpalette() or []
    used = np.flatnonzero(np.bincount(pixels.ravel(), minlength=256))
    out = [b'\x1bP0;0;0q"1;1;%d;%d' % (width, height)]
    for index in used:
        r, g, b = palette[index * 3 : index * 3 + 3]
        out.append(b"#%d;2;%d;%d;%d" % (index, r * 100 // 255, g * 100 // 255, b * 100 // 255))
    columns = np.arange(width)
    weights = np.repeat(1 << np.arange(6), width).astype(np.float64)  # a pixel's bit in its sixel
    dense = np.zeros(256, dtype=np.intp)
    for top in range(0, height, 6):
        band = pixels[top : top + 6]
        active = np.flatnonzero(np.bincount(band.ravel(), minlength=256))
        dense[active] = np.arange(len(active))
        # One sixel value per (colour, column): the sum of the bits of the band's rows where the
        # pixel has that colour, counted in one bincount over the band's pixels.
        keys = (dense[band] * width + columns).ravel()
        rows = (
            np.bincount(keys, weights=weights[: keys.size], minlength=len(active) * width)
            .astype(np.uint8)
            .reshape(len(active), width)
        )
        nonzero = rows != 0
        firsts = nonzero.argmax(axis=1)
        lasts = width - nonzero[:, ::-1].argmax(axis=1)
        chars = (rows + 63).tobytes()
        parts = []
        for n, colour in enumerate(active.tolist()):
            first, last = int(firsts[n]), int(lasts[n])
            body = _RUN.sub(_repeat, chars[n * width + first : n * width + last])
            skip = (b"!%d?" % first if first > 3 else b"?" * first) if first else b""
            parts.append(b"#%d%s%s" % (colour, skip, body))
        out.append(b"$".join(parts) + b"-")
    out.append(b"\x1b\\")
    return b"".join(out).decode("ascii")
