"""Only tui/ may import Textual: the browser, Set-of-Mark, agent, llm and store layers must be
usable (and importable) without it."""

from __future__ import annotations

import subprocess
import sys

import pytest

CORE = [
    "opticlick_tui.browser.session",
    "opticlick_tui.browser.actions",
    "opticlick_tui.som.observe",
    "opticlick_tui.cli",
    "opticlick_tui.config",
]


@pytest.mark.parametrize("module", CORE)
def test_core_imports_without_textual(module):
    code = f"import sys, {module}; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False", f"{module} pulled in Textual"
