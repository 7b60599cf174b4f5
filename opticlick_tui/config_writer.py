"""Writing settings back to config.toml without losing the user's comments or layout (tomlkit),
with 0600 permissions because the file may hold API keys."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import tomlkit

from opticlick_tui.paths import config_file
from opticlick_tui.store.atomic import write_atomic


def save_settings(changes: dict[str, dict[str, Any]], path: Path | None = None) -> Path:
    """Merge {section: {key: value}} into the file (created if missing) and return its path."""
    path = path or config_file()
    document = tomlkit.parse(path.read_text(encoding="utf-8")) if path.exists() else tomlkit.document()
    for section, values in changes.items():
        if section not in document:
            document[section] = tomlkit.table()
        table = document[section]
        for key, value in values.items():
            table[key] = value
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, tomlkit.dumps(document).encode("utf-8"))
    os.chmod(path, 0o600)
    return path
