"""`opticlick sessions`, `show ID`, `export ID`: session history outside the TUI."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rich.console import Console
from rich.table import Table

from opticlick_tui import clock
from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, UsageError
from opticlick_tui.config import Settings
from opticlick_tui.export.report import FORMATS, export
from opticlick_tui.store.atomic import quarantine_log
from opticlick_tui.store.private import write_private
from opticlick_tui.store.sessions import SessionNotFoundError, SessionStore, session_duration


def _store(settings: Settings) -> SessionStore:
    return SessionStore(settings.resolved_data_dir())


def _warn_quarantined() -> None:
    for message in quarantine_log:
        print(message, file=sys.stderr)


def sessions_command(args: argparse.Namespace, settings: Settings) -> int:
    rows = _store(settings).list()
    _warn_quarantined()
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return EXIT_OK
    if not rows:
        print('No sessions yet. Start one with: opticlick run "your task" (or opticlick for the TUI).')
        return EXIT_OK
    table = Table(box=None, header_style="bold")
    table.add_column("id", no_wrap=True)
    for column in ("title", "started", "duration", "steps", "model", "outcome"):
        table.add_column(column, overflow="fold")
    for row in rows:
        outcome = row.get("status", "?") + (" ✓" if row.get("success") else "")
        table.add_row(
            row["id"],
            (row.get("title") or "")[:60],
            clock.local_stamp("%Y-%m-%d %H:%M", row.get("started", 0)),
            session_duration(row),
            str(row.get("steps", 0)),
            f"{row.get('provider', '')}/{row.get('model', '')}".strip("/"),
            outcome,
        )
    Console().print(table)
    return EXIT_OK


def show_command(args: argparse.Namespace, settings: Settings) -> int:
    store = _store(settings)
    try:
        session_id = store.find(args.id)
        meta = store.meta(session_id)
    except SessionNotFoundError as exc:
        raise UsageError(str(exc)) from None
    console = Console(highlight=False)
    console.print(f"[bold]{meta.get('title', session_id)}[/bold]  ({session_id})")
    console.print(f"Task: {meta.get('task', '')}", markup=False)
    console.print(
        f"Model: {meta.get('provider', '?')}/{meta.get('model', '') or 'default'} · {meta.get('steps', 0)} steps · {meta.get('status', '?')}"
    )
    if meta.get("outcome"):
        console.print(f"Outcome: {meta['outcome']}", markup=False)
    for step in store.steps(session_id):
        console.print(
            f"\n[bold cyan]Step {step['step']}[/bold cyan] {step.get('title', '')} · {step.get('url', '')}",
            markup=True,
            highlight=False,
        )
        if step.get("thinking") and args.thinking:
            console.print(step["thinking"].strip(), style="dim", markup=False)
        if step.get("text"):
            console.print(step["text"].strip(), markup=False)
        results = {r["call_id"]: r for r in step.get("results", [])}
        for call in step.get("calls", []):
            result = results.get(call["id"], {})
            args_text = ", ".join(
                f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in call.get("args", {}).items()
            )
            first = (result.get("content") or "").splitlines()[0] if result.get("content") else ""
            style = "red" if result.get("is_error") else "green"
            console.print(f"  → {call['name']}({args_text})", style="yellow", markup=False)
            console.print(f"    {'✗' if result.get('is_error') else '✓'} {first}", style=style, markup=False)
    return EXIT_OK


def export_command(args: argparse.Namespace, settings: Settings) -> int:
    store = _store(settings)
    try:
        session_id = store.find(args.id)
    except SessionNotFoundError as exc:
        raise UsageError(str(exc)) from None
    if args.format not in FORMATS:
        raise UsageError(f"unknown format {args.format!r}; use one of {', '.join(FORMATS)}.")
    try:
        data = export(store, session_id, args.format)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_FAIL
    out = Path(args.out).expanduser() if args.out else Path(f"opticlick-{session_id}.{args.format}")
    try:
        write_private(out, data)
    except OSError as exc:
        print(f"Could not write {out}: {exc.strerror or exc}; choose another --out path.", file=sys.stderr)
        return EXIT_FAIL
    print(f"Wrote {out} ({len(data) // 1024} KB).")
    return EXIT_OK
