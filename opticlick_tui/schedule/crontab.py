"""The user's crontab as a list of lines, and our entries in it.

An entry is two lines: a marker comment carrying the schedule id and the task, then the cron line
that runs `opticlick run ... --headless`. Everything else in the crontab is kept byte for byte:
`remove` deletes exactly the two lines of its entry.

Where the crontab lives: `OPTICLICK_CRONTAB_FILE` names a plain file (tests, or a crontab managed
by other means); otherwise the `crontab` command reads and installs the user's table.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from cronsim import CronSim, CronSimError

CRONTAB_FILE_ENV = "OPTICLICK_CRONTAB_FILE"
MARKER = "# opticlick-schedule "


class ScheduleError(Exception):
    """One sentence for the user: what went wrong and what to do."""


@dataclass
class Entry:
    id: str
    cron: str
    task: str
    command: str

    def lines(self) -> list[str]:
        meta = json.dumps({"id": self.id, "task": self.task}, ensure_ascii=False)
        return [f"{MARKER}{meta}", f"{self.cron} {self.command}"]


def new_id(taken: set[str]) -> str:
    while True:
        candidate = secrets.token_hex(3)
        if candidate not in taken:
            return candidate


# --- cron expressions ------------------------------------------------------------------------------
def every_to_cron(every: str) -> str:
    """`30m`, `2h`, `1d` as a cron expression (the interval must divide the hour or the day evenly,
    which is what cron can express)."""
    text = every.strip().lower()
    unit = text[-1:]
    try:
        count = int(text[:-1])
    except ValueError:
        count = 0
    if count <= 0 or unit not in "mhd":
        raise ScheduleError(f"--every {every!r} is not an interval; use a number and m, h or d: 30m, 2h, 1d.")
    if unit == "m":
        if 60 % count:
            raise ScheduleError(
                f"--every {every}: minutes must divide 60 (5m, 10m, 15m, 30m); or use --cron."
            )
        return "* * * * *" if count == 1 else f"*/{count} * * * *"
    if unit == "h":
        if 24 % count:
            raise ScheduleError(
                f"--every {every}: hours must divide 24 (1h, 2h, 3h, 4h, 6h, 12h); or use --cron."
            )
        return "0 * * * *" if count == 1 else f"0 */{count} * * *"
    return "0 0 * * *" if count == 1 else f"0 0 */{count} * *"


def check_cron(expression: str) -> str:
    fields = expression.split()
    if len(fields) != 5:
        raise ScheduleError(
            f'--cron "{expression}" needs five fields: minute hour day month weekday, e.g. "0 9 * * 1".'
        )
    try:
        CronSim(" ".join(fields), datetime(2000, 1, 1))
    except CronSimError as exc:
        raise ScheduleError(f'--cron "{expression}" is not a valid cron expression ({exc}).') from None
    return " ".join(fields)


def next_run(expression: str, after: datetime) -> datetime | None:
    try:
        return next(CronSim(expression, after))
    except (CronSimError, StopIteration):
        return None


# --- reading and writing the table ---------------------------------------------------------------
class Crontab:
    def __init__(self, file: Path | None = None):
        configured = os.environ.get(CRONTAB_FILE_ENV)
        self.file = file or (Path(configured).expanduser() if configured else None)

    def read(self) -> list[str]:
        if self.file is not None:
            try:
                return self.file.read_text(encoding="utf-8").splitlines()
            except FileNotFoundError:
                return []
            except OSError as exc:
                raise ScheduleError(f"Cannot read the crontab file {self.file}: {exc.strerror}.") from None
        result = subprocess.run(
            [self._binary(), "-l"], capture_output=True, text=True, stdin=subprocess.DEVNULL
        )
        if result.returncode != 0:
            if "no crontab" in result.stderr.lower():
                return []
            raise ScheduleError(f"`crontab -l` failed: {result.stderr.strip() or result.returncode}.")
        return result.stdout.splitlines()

    def write(self, lines: list[str]) -> None:
        text = "".join(line + "\n" for line in lines)
        if self.file is not None:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.file.parent, prefix=".crontab-")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(tmp, self.file)
            return
        result = subprocess.run([self._binary(), "-"], input=text, capture_output=True, text=True)
        if result.returncode != 0:
            raise ScheduleError(
                f"Installing the crontab failed: {result.stderr.strip() or result.returncode}."
            )

    @staticmethod
    def _binary() -> str:
        found = shutil.which("crontab")
        if not found:
            raise ScheduleError(
                "No `crontab` command here: install cron (Debian/Ubuntu: sudo apt install cron) "
                f"or set {CRONTAB_FILE_ENV} to a crontab file you install yourself."
            )
        return found

    # --- our entries ---------------------------------------------------------------------------
    def entries(self) -> list[Entry]:
        lines = self.read()
        found = []
        for index, line in enumerate(lines):
            meta = _marker(line)
            if meta is None or index + 1 >= len(lines):
                continue
            fields = lines[index + 1].split(None, 5)
            if len(fields) < 6:
                continue
            found.append(Entry(meta["id"], " ".join(fields[:5]), meta.get("task", ""), fields[5]))
        return found

    def add(self, entry: Entry) -> None:
        self.write([*self.read(), *entry.lines()])

    def remove(self, schedule_id: str) -> Entry:
        lines = self.read()
        for index, line in enumerate(lines):
            meta = _marker(line)
            if meta is not None and meta["id"] == schedule_id:
                entry_lines = lines[index : index + 2]
                kept = lines[:index] + lines[index + 2 :]
                self.write(kept)
                fields = entry_lines[-1].split(None, 5) if len(entry_lines) == 2 else []
                cron = " ".join(fields[:5])
                return Entry(schedule_id, cron, meta.get("task", ""), fields[5] if len(fields) > 5 else "")
        ids = ", ".join(e.id for e in self.entries()) or "none"
        raise ScheduleError(
            f"No scheduled task {schedule_id!r} (scheduled: {ids}); see `opticlick schedule list`."
        )


def _marker(line: str) -> dict | None:
    if not line.startswith(MARKER):
        return None
    try:
        meta = json.loads(line[len(MARKER) :])
    except json.JSONDecodeError:
        return None
    return meta if isinstance(meta, dict) and isinstance(meta.get("id"), str) else None
