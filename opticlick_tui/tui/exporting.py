"""Exports made from the TUI go to `<data dir>/exports/`, never into the current directory (which,
for a TUI started from anywhere, is an accident)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from opticlick_tui.store.sessions import SessionStore


def exports_dir(store: SessionStore) -> Path:
    return store.data_dir / "exports"


async def export_session(store: SessionStore, session_id: str, fmt: str) -> Path:
    """Write the report and return its path; ValueError when the session cannot be exported so."""
    from opticlick_tui.export.report import export

    data = await asyncio.to_thread(export, store, session_id, fmt)
    folder = exports_dir(store)
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"opticlick-{session_id}.{fmt}"
    await asyncio.to_thread(out.write_bytes, data)
    return out
