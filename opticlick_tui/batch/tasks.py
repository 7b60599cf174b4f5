"""A batch file: one JSON object per line, `task` plus any `opticlick run` option.

Lines are checked before anything starts; a bad line is reported with its number and left out of
the run (its result line says why), so one typo does not cost the other tasks.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# key in a line -> (section, setting) in Settings; None for keys the batch handles itself.
RUN_OPTIONS: dict[str, tuple[str, str] | None] = {
    "task": None,
    "id": None,
    "url": None,
    "provider": ("llm", "provider"),
    "model": ("llm", "model"),
    "base_url": ("llm", "base_url"),
    "preset": ("llm", "preset"),
    "script": ("llm", "script"),
    "max_steps": ("agent", "max_steps"),
    "permission": ("agent", "permission_mode"),
    "image_mode": ("observe", "image_mode"),
    "schema": None,  # a JSON Schema file for the result of finish (as `run --schema`)
}


@dataclass
class BatchTask:
    line: int
    task: str
    label: str
    url: str | None = None
    overrides: dict[str, dict[str, Any]] = field(default_factory=dict)
    error: str | None = None
    schema: dict[str, Any] | None = None


def parse_line(number: int, text: str, base_dir: Path) -> BatchTask:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return BatchTask(number, "", str(number), error=f"line {number} is not JSON ({exc.msg}).")
    if not isinstance(data, dict):
        return BatchTask(number, "", str(number), error=f"line {number} must be a JSON object with a task.")
    label = str(data.get("id") or number)
    task = data.get("task")
    if not isinstance(task, str) or not task.strip():
        return BatchTask(number, "", label, error=f'line {number} has no "task" (a non-empty string).')
    unknown = sorted(set(data) - set(RUN_OPTIONS))
    if unknown:
        known = ", ".join(k for k in RUN_OPTIONS if k != "task")
        return BatchTask(
            number, task, label, error=f"line {number}: unknown key {unknown[0]!r} (known: {known})."
        )
    overrides: dict[str, dict[str, Any]] = {}
    for key, value in data.items():
        target = RUN_OPTIONS[key]
        if target is None or value is None:
            continue
        if key == "script":
            value = str((base_dir / str(value)).expanduser())
        section, name = target
        overrides.setdefault(section, {})[name] = value
    if "script" in data and "provider" not in data:
        overrides["llm"]["provider"] = "scripted"
    url = data.get("url")
    schema = None
    if data.get("schema") is not None:
        from opticlick_tui.agent.result_schema import SchemaFileError, load_schema

        try:
            schema = load_schema((base_dir / str(data["schema"])).expanduser())
        except SchemaFileError as exc:
            return BatchTask(number, task, label, error=f"line {number}: {exc}")
    return BatchTask(number, task.strip(), label, str(url) if url else None, overrides, schema=schema)


def read_tasks(path: Path) -> list[BatchTask]:
    """Every non-empty line of the file as a task (or a task carrying its error)."""
    text = path.read_text(encoding="utf-8")
    return [
        parse_line(number, line, path.parent)
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("//")
    ]


def merge(base: dict[str, dict[str, Any]], line: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The batch's own flags are defaults; a line's options win."""
    merged = {section: dict(values) for section, values in base.items()}
    for section, values in line.items():
        merged.setdefault(section, {}).update(values)
    return merged
