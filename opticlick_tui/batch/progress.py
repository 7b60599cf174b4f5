"""The batch's progress on stderr: an overall bar and one line per running task (rich)."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from opticlick_tui.agent import events as ev
from opticlick_tui.batch.tasks import BatchTask


class BatchProgress:
    def __init__(self, total: int, console: Console | None = None):
        self.console = console or Console(stderr=True)
        self.progress = Progress(
            TextColumn("{task.description}"),
            BarColumn(bar_width=24),
            MofNCompleteColumn(),
            TextColumn("{task.fields[status]}"),
            TimeElapsedColumn(),
            console=self.console,
            transient=False,
        )
        self.overall = self.progress.add_task("batch", total=total, status="")
        self.rows: dict[int, Any] = {}
        self.passed = 0

    def __enter__(self) -> BatchProgress:
        self.progress.start()
        return self

    def __exit__(self, *exc) -> None:
        self.progress.stop()

    def event(self, task: BatchTask, event: ev.Event) -> None:
        row = self.rows.get(task.line)
        if row is None:
            title = task.task if len(task.task) <= 40 else task.task[:39] + "…"
            row = self.rows[task.line] = self.progress.add_task(
                f"[{task.label}] {title}", total=None, status=""
            )
        if isinstance(event, ev.SessionStarted):
            self.progress.update(row, status=f"session {event.session_id}")
        elif isinstance(event, ev.StepStarted):
            self.progress.update(
                row, total=event.max_steps, completed=event.step - 1, status=f"step {event.step}"
            )
        elif isinstance(event, ev.ObservationReady):
            self.progress.update(row, status=f"step {event.step} {event.url[:50]}")
        elif isinstance(event, ev.Warning):
            self.progress.console.print(f"[yellow][{task.label}] {event.message}[/]")

    def result(self, result: dict[str, Any]) -> None:
        row = self.rows.pop(result["line"], None)
        if row is not None:
            self.progress.remove_task(row)
        self.passed += bool(result.get("success"))
        mark = "[green]✓[/]" if result.get("success") else "[red]✗[/]"
        summary = str(result.get("summary") or "")[:100]
        self.progress.console.print(f"{mark} [{result['id']}] {result.get('outcome')}: {summary}")
        self.progress.update(self.overall, advance=1, status=f"{self.passed} succeeded")
