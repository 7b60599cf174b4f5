"""`/schema FILE.json` in the TUI: a JSON Schema for the next task's result (as `run --schema`). It
shows in the status line until that task starts, goes with it, and the result is shown when the
run finishes. `/schema off` drops it; a file that cannot be used is one sentence, and nothing is set."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from opticlick_tui.agent import events as ev


class NextSchema:
    def __init__(self, app: Any) -> None:
        self.app = app  # the OpticlickApp: its activity stream, status line and host
        self.name = ""
        self.schema: dict[str, Any] | None = None
        self.running_with = ""  # the schema of the run in progress, whose result is shown at its end

    def command(self, rest: str) -> None:
        if not rest:
            self.app.activity.notice(
                "Usage: /schema FILE.json (a JSON Schema the next task's result must match; /schema off drops it).",
                error=True,
            )
            return
        if rest.lower() == "off":
            self._set(None, "")
            self.app.activity.notice("No schema for the next task.")
            return
        path = Path(rest).expanduser()
        # Imported here: it brings the model-call types, which the first paint does not need.
        from opticlick_tui.agent.result_schema import SchemaFileError, load_schema

        try:
            schema = load_schema(path)
        except SchemaFileError as exc:
            self.app.activity.notice(str(exc), error=True)
            return
        self._set(schema, path.name)
        self.app.activity.notice(
            f"The next task must finish with a result matching {path.name} (/schema off drops it)."
        )

    def take(self) -> dict[str, Any] | None:
        """The schema for the run starting now; the next one has none unless /schema is given again."""
        schema, self.running_with = self.schema, self.name if self.schema is not None else ""
        self._set(None, "")
        return schema

    def finished(self, event: ev.Finished) -> None:
        if not self.running_with:
            return
        name, self.running_with = self.running_with, ""
        session = getattr(self.app, "last_session", None)
        try:
            result = self.app.host.store.meta(session).get("result") if session else None
        except Exception:  # the session is unreadable: say so rather than show nothing
            result = None
        if result is None:
            self.app.activity.notice(f"The run ended without a result matching {name}.", error=True)
        else:
            self.app.activity.notice(f"Result ({name}): {json.dumps(result, ensure_ascii=False)}")

    def _set(self, schema: dict[str, Any] | None, name: str) -> None:
        self.schema, self.name = schema, name
        self.app.main.query_one("#status").set(schema=name)
