"""Layer rules, checked: only tui/ imports Textual (everything else is importable without it), only
browser/ uses Playwright (CDP), only llm/ imports the model SDKs; each part imports only the parts
below it (browser -> som -> agent -> llm/store -> runtime -> commands/tui); no import cycle."""

from __future__ import annotations

import ast
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


# --- the layer table ---------------------------------------------------------------------------------
# Every import of our own modules, wherever it is written (module level, inside a function, under
# TYPE_CHECKING): a lazy import is still a dependency.
FOUNDATION = {
    "opticlick_tui", "errors", "paths", "clock", "secrets", "config", "settings_model", "logs", "untrusted", "words",
    "stop_signals",
}  # fmt: skip
LOWER = {"browser", "som", "agent", "llm", "store"}
MAY_IMPORT: dict[str, set[str]] = {
    "browser": set(),
    "store": set(),
    "llm": set(),
    "som": {"browser"},
    "agent": {"browser", "som", "llm", "store"},
    "export": {"store", "agent"},
    "run_printer": {"agent"},
    "config_writer": {"store"},
    "runtime": LOWER,
    # The faces: each built on the runtime.
    "batch": LOWER | {"runtime", "export", "run_printer"},
    "mcp_server": LOWER | {"runtime", "export"},
    "schedule": LOWER | {"runtime", "batch"},
    "replay": LOWER,  # a replay is an agent run whose "model" is a lookup
    "commands": LOWER
    | {"runtime", "export", "run_printer", "config_writer", "batch", "mcp_server", "schedule", "replay"},
    "tui": (LOWER - {"browser"}) | {"runtime", "export", "config_writer", "replay"},
    "cli": LOWER
    | {"runtime", "export", "run_printer", "config_writer", "commands", "tui"}
    | {"batch", "mcp_server", "schedule"},
    "__main__": {"cli", "store"},
}
# Single modules a part may import although their part is closed to it: the TUI reaches Chrome only
# through the runtime, but may catch the browser's errors.
ALSO_ALLOWED = {("tui", "opticlick_tui.browser.errors")}


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        name = "opticlick_tui." + path.relative_to(ROOT).with_suffix("").as_posix().replace("/", ".")
        found[name.removesuffix(".__init__")] = path
    return found


def _type_only_nodes(tree: ast.AST) -> set[int]:
    """ids of the import nodes under `if TYPE_CHECKING:` (for type hints only, never run)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                found |= {id(n) for n in ast.walk(inner)}
    return found


def _imports(name: str, path: Path, modules: dict[str, Path], runtime_only: bool = False) -> set[str]:
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()
    tree = ast.parse(path.read_text())
    skip = _type_only_nodes(tree) if runtime_only else set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("opticlick_tui")}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            if base.startswith("opticlick_tui"):
                out |= {f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names}
    return out & set(modules)


MODULES = _modules()
GRAPH = {name: _imports(name, path, MODULES) for name, path in MODULES.items()}
# What runs: a cycle through imports made only for type hints (under TYPE_CHECKING) is no cycle.
RUN_GRAPH = {name: _imports(name, path, MODULES, runtime_only=True) for name, path in MODULES.items()}


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def test_every_part_is_in_the_layer_table():
    parts = {_part(m) for m in MODULES}
    unknown = parts - FOUNDATION - set(MAY_IMPORT)
    assert not unknown, f"new top-level parts need a row in MAY_IMPORT (or FOUNDATION): {sorted(unknown)}"


def test_each_part_imports_only_the_parts_below_it():
    wrong = []
    for module, deps in GRAPH.items():
        source = _part(module)
        for dep in deps:
            target = _part(dep)
            if target == source:
                continue
            if source in FOUNDATION:
                allowed = target in FOUNDATION
            else:
                allowed = (
                    target in FOUNDATION or target in MAY_IMPORT[source] or (source, dep) in ALSO_ALLOWED
                )
            if not allowed:
                wrong.append(f"{module} imports {dep}")
    assert not wrong, "layer rule broken:\n" + "\n".join(sorted(wrong))


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in graph[node]:
                    found.append(sorted(component))
    return found


def test_no_import_cycle():
    assert _cycles(RUN_GRAPH) == [], f"import cycles: {_cycles(RUN_GRAPH)}"


def test_the_cycle_check_finds_cycles():
    # The checker itself must see a cycle when there is one (else the test above proves nothing).
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert sorted(_cycles(graph)) == [["a", "b", "c"], ["e"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_import_graph_sees_lazy_and_relative_imports():
    # runtime.py imports the agent loop only inside a method: it is still an edge.
    assert "opticlick_tui.agent.loop" in GRAPH["opticlick_tui.runtime"]
    assert "opticlick_tui.runtime" in GRAPH["opticlick_tui.tui.host"]


def test_tui_start_up_imports_no_model_sdk_and_no_playwright():
    # The TUI, the CLI and the runtime import these lazily, when a face first needs them.
    code = (
        "import sys\n"
        "import opticlick_tui.cli, opticlick_tui.tui.app, opticlick_tui.tui.host, opticlick_tui.runtime\n"
        "import opticlick_tui.llm.discovery, opticlick_tui.tui.screens.settings\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'google', 'openai', 'ollama', 'playwright'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", f"start-up imported: {out.stdout.strip()}"


# What the TUI's first paint may not wait for: each of these costs tens of milliseconds of import
# (pydantic ~0.15 s with its model building), and the first usable prompt has 0.6 s in all.
HEAVY_FOR_START = (
    "pydantic", "pydantic_settings", "playwright", "google.genai", "openai", "ollama", "httpx", "mcp",
    "PIL", "numpy", "tomlkit", "textual_image",
    # Screens the first one does not show: imported when first opened.
    "opticlick_tui.tui.screens.history", "opticlick_tui.tui.screens.review",
    "opticlick_tui.tui.screens.settings", "opticlick_tui.tui.screens.memory",
    "opticlick_tui.tui.screens.replay_dialogs",
    # The model-call types (a dozen dataclasses, ~20 ms to build): only when a run or /schema needs them.
    "opticlick_tui.llm.types", "opticlick_tui.agent.result_schema",
)  # fmt: skip


@pytest.mark.slow
def test_the_tui_start_path_imports_nothing_heavy():
    code = (
        "import sys\nimport opticlick_tui.__main__, opticlick_tui.cli, opticlick_tui.tui.app, opticlick_tui.tui.host\n"
        "from opticlick_tui.config import load_settings\nload_settings()\n"
        f"print(sorted(m for m in {HEAVY_FOR_START!r} if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", f"the TUI's start path imports {out.stdout.strip()}"
