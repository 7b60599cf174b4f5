"""The terminal probe keeps numpy and the image renderables out of the start (they are only for
drawing), and the Sixel encoder has its numpy path when Sixel is drawn."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # a fresh interpreter

SCRIPT = """
import sys
from opticlick_tui.tui.terminal import enable_fast_sixel, probe
probe("auto")
assert "numpy" not in sys.modules, "the probe imported numpy"
assert "textual_image.renderable" not in sys.modules, "the probe imported the renderables"
from textual_image.renderable.sixel import Image as Sixel
from textual_image import _sixel
assert enable_fast_sixel() and _sixel._HAS_NUMPY
from PIL import Image
from rich.console import Console
import io
console = Console(file=io.StringIO(), width=20, height=5, force_terminal=True)
console.print(Sixel(Image.new("RGB", (64, 40), (200, 30, 60)), 20, 5))
out = console.file.getvalue()
assert "\\x1bP" in out, "a Sixel image was encoded"
print("ok")
"""


def test_probe_defers_numpy_and_sixel_gets_the_fast_path():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr
