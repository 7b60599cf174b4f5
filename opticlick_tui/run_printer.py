"""Live progress of `opticlick run` without the TUI: rich text on stderr, or one JSON object per
event on stdout with --json."""

from __future__ import annotations

import json
import sys
from typing import Any

from rich.console import Console
from rich.text import Text

from opticlick_tui.agent import events as ev
from opticlick_tui.words import plural


class RunPrinter:
    def __init__(self, as_json: bool = False, show_marks: bool = False):
        self.as_json = as_json
        self.show_marks = show_marks
        self.err = Console(stderr=True, highlight=False, soft_wrap=True)
        self._thinking_open = False

    def _close_thinking(self) -> None:
        if self._thinking_open:
            self.err.print()
            self._thinking_open = False

    def __call__(self, event: ev.Event) -> None:
        if self.as_json:
            sys.stdout.write(json.dumps(_jsonable(event.to_dict()), ensure_ascii=False) + "\n")
            sys.stdout.flush()
            return
        if isinstance(event, ev.ThinkingDelta):
            if not self._thinking_open:
                self.err.print(Text("  thinking: ", style="dim italic"), end="")
                self._thinking_open = True
            self.err.print(Text(event.text, style="dim"), end="")
            return
        self._close_thinking()
        if isinstance(event, ev.SessionStarted):
            verb = "Resuming" if event.resumed else "Session"
            self.err.print(
                Text(f"{verb} {event.session_id} · {event.provider}/{event.model or 'default'}", style="bold")
            )
        elif isinstance(event, ev.StepStarted):
            self.err.print(Text(f"── step {event.step}/{event.max_steps}", style="bold cyan"))
        elif isinstance(event, ev.ObservationReady):
            self.err.print(
                Text(
                    f"  {event.title or '(no title)'} · {event.url} · {plural(event.marks, 'mark')}"
                    + (f" · {event.settle['summary']}" if event.settle.get("summary") else ""),
                    style="cyan",
                )
            )
            if self.show_marks:
                for line in event.mark_lines:
                    self.err.print(Text("    " + line))
        elif isinstance(event, ev.TextDelta):
            self.err.print(Text(event.text), end="")
        elif isinstance(event, ev.ToolCallStarted):
            args = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in event.args.items())
            self.err.print(Text(f"  → {event.name}({args})", style="yellow"))
        elif isinstance(event, ev.ToolResultReady):
            first, *rest = event.text.splitlines() or [""]
            style = "green" if event.ok else "bold red"
            self.err.print(
                Text(f"    {'✓' if event.ok else '✗'} {first}", style=style),
                Text(f" ({event.duration_ms:.0f} ms)", style="dim"),
            )
            for line in rest[:4]:
                self.err.print(Text(f"      {line}", style="dim"))
        elif isinstance(event, ev.Warning):
            self.err.print(Text(f"  ! {event.message}", style="bold magenta"))
        elif isinstance(event, ev.ErrorOccurred):
            self.err.print(Text(f"  ✗ {event.message}", style="bold red"))
        elif isinstance(event, ev.AskingUser):
            self.err.print(Text(f"  ? {event.question}", style="bold"))
        elif isinstance(event, ev.TodoChanged):
            done = sum(1 for i in event.items if i.get("status") == "done")
            self.err.print(Text(f"  plan: {done}/{len(event.items)} done", style="dim"))
        elif isinstance(event, ev.Finished):
            style = "bold green" if event.success else "bold red"
            self.err.print(Text(f"── {event.status} after {plural(event.steps, 'step')}", style=style))


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, bytes):
        return None
    return value
