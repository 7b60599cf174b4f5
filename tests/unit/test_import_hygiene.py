"""Layer rules, checked: only tui/ imports Textual (everything else is importable without it), only
browser/ uses Playwright (CDP), only llm/ imports the model SDKs."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import opticlick_tui

ROOT = Path(opticlick_tui.__file__).parent
# Every module outside tui/, found by walking the package, so a new module is checked too.
CORE = sorted(
    m.name
    for m in pkgutil.walk_packages([str(ROOT)], prefix="opticlick_tui.")
    if not m.name.startswith("opticlick_tui.tui") and m.name != "opticlick_tui.__main__"
)


@pytest.mark.slow
def test_core_imports_without_textual():
    assert len(CORE) > 30 and "opticlick_tui.agent.loop" in CORE
    code = "import sys\n" + "\n".join(f"import {m}" for m in CORE)
    code += "\nprint(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'textual_image')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", f"Textual was imported by a module outside tui/: {out.stdout[:300]}"


def test_only_browser_speaks_cdp_and_only_llm_calls_models():
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        text = path.read_text()
        if "playwright" in text and not rel.startswith("browser/"):
            pytest.fail(f"{rel} uses Playwright; only browser/ may")
        for sdk in ("from google import genai", "import ollama", "import openai"):
            if sdk in text and not rel.startswith("llm/"):
                pytest.fail(f"{rel} imports {sdk.split()[-1]}; only llm/ may")
