"""`opticlick schedule add/list/remove`: recurring tasks through the platform's own scheduler (cron).

Each entry runs `opticlick run "TASK" --headless` with the options saved when it was added, so every
run is a normal session. `list` reads the last outcome from the newest session with the same task.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import sys
from datetime import datetime
from typing import Any

from rich.console import Console
from rich.table import Table

from opticlick_tui import clock
from opticlick_tui.commands.common import EXIT_OK, UsageError
from opticlick_tui.config import Settings
from opticlick_tui.schedule.crontab import (
    Crontab,
    Entry,
    ScheduleError,
    check_cron,
    every_to_cron,
    new_id,
    next_run,
)
from opticlick_tui.store.sessions import SessionStore

# `opticlick run` flags a schedule keeps (value flags; --headless is always added).
RUN_OPTIONS = (
    "url",
    "provider",
    "model",
    "base_url",
    "preset",
    "script",
    "max_steps",
    "permission",
    "image_mode",
    "cdp_url",
    "chrome",
)
# The environment that decides where settings and sessions live travels with the entry, so the
# scheduled run writes where `schedule list` reads.
CARRIED_ENV = ("OPTICLICK_DATA_DIR", "OPTICLICK_CONFIG_DIR")
NOTIFY_ENV = ("DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS")


def add_parser(sub: argparse._SubParsersAction) -> None:
    schedule = sub.add_parser("schedule", help="run a task on a schedule (cron)")
    actions = schedule.add_subparsers(dest="schedule_action", metavar="ACTION")
    add = actions.add_parser("add", help='add a recurring task: schedule add "TASK" --every 1h')
    add.add_argument("task", help="what the agent should do each time")
    when = add.add_mutually_exclusive_group(required=True)
    when.add_argument("--every", metavar="INTERVAL", help="30m, 2h, 1d ...")
    when.add_argument("--cron", metavar="EXPR", help='a cron expression, e.g. "0 9 * * 1"')
    add.add_argument("--url", help="page to start on")
    add.add_argument("--provider", choices=["auto", "gemini", "ollama", "openai", "manual", "scripted"])
    add.add_argument("--model")
    add.add_argument("--base-url")
    add.add_argument("--preset")
    add.add_argument("--script", metavar="FILE")
    add.add_argument("--max-steps", type=int, metavar="N")
    add.add_argument("--permission", choices=["ask", "auto", "strict"])
    add.add_argument("--image-mode", choices=["annotated", "clean", "text"])
    add.add_argument("--cdp-url", metavar="URL")
    add.add_argument("--chrome", metavar="PATH")
    add.add_argument(
        "--notify", action="store_true", help="a desktop notification after each run (needs notify-send)"
    )
    listing = actions.add_parser("list", help="scheduled tasks with their next run and last outcome")
    listing.add_argument("--json", action="store_true")
    remove = actions.add_parser("remove", help="delete one scheduled task (nothing else in the crontab)")
    remove.add_argument("id", help="the id `schedule list` shows")


def schedule_command(args: argparse.Namespace, settings: Settings) -> int:
    action = getattr(args, "schedule_action", None)
    if action is None:
        raise UsageError('say what to do: opticlick schedule add "TASK" --every 1h | list | remove ID.')
    try:
        crontab = Crontab()
        if action == "add":
            return _add(args, crontab)
        if action == "list":
            return _list(args, crontab, settings)
        entry = crontab.remove(args.id)
        print(f"Removed {entry.id}: {entry.task}")
        return EXIT_OK
    except ScheduleError as exc:
        raise UsageError(str(exc)) from None


def run_command_line(args: argparse.Namespace) -> str:
    """The shell command cron runs: this Python, this package, the saved run options."""
    words = [sys.executable, "-m", "opticlick_tui"]
    if getattr(args, "config", None):
        words += ["--config", os.path.abspath(os.path.expanduser(args.config))]
    words += ["run", args.task]
    for name in RUN_OPTIONS:
        value = getattr(args, name, None)
        if value is None:
            continue
        if name == "script":
            value = os.path.abspath(os.path.expanduser(value))
        words += [f"--{name.replace('_', '-')}", str(value)]
    if not args.cdp_url:
        words.append("--headless")
    env = [f"{k}={shlex.quote(os.environ[k])}" for k in CARRIED_ENV if os.environ.get(k)]
    line = " ".join([*env, shlex.join(words)])
    if getattr(args, "notify", False):
        line = _with_notification(line, args.task)
    # cron turns an unescaped % into a newline.
    return line.replace("%", "\\%")


def _with_notification(line: str, task: str) -> str:
    """Run the task, then tell the desktop how it went; the session bus and display travel along,
    since cron starts jobs without them."""
    sender = shutil.which("notify-send")
    if sender is None:
        raise UsageError("--notify needs notify-send (Debian/Ubuntu: sudo apt install libnotify-bin).")
    env = [f"{k}={shlex.quote(os.environ[k])}" for k in NOTIFY_ENV if os.environ.get(k)]
    title = shlex.quote(f"opticlick: {task[:60]}")
    notify = " ".join([*env, shlex.quote(sender), title, '"$r"'])
    return f"if {line}; then r=succeeded; else r=failed; fi; {notify} 2>/dev/null || true"


def _add(args: argparse.Namespace, crontab: Crontab) -> int:
    if not args.task.strip():
        raise UsageError('give the task to schedule: opticlick schedule add "TASK" --every 1h.')
    if "\n" in args.task:
        raise UsageError("a scheduled task must fit on one line.")
    cron = every_to_cron(args.every) if args.every else check_cron(args.cron)
    taken = {e.id for e in crontab.entries()}
    entry = Entry(new_id(taken), cron, args.task.strip(), run_command_line(args))
    crontab.add(entry)
    upcoming = next_run(cron, datetime.fromtimestamp(clock.now()))
    when = f"; next run {upcoming:%Y-%m-%d %H:%M}" if upcoming else ""
    print(f"Scheduled {entry.id} ({cron}){when}. Remove it with: opticlick schedule remove {entry.id}")
    return EXIT_OK


def _list(args: argparse.Namespace, crontab: Crontab, settings: Settings) -> int:
    entries = crontab.entries()
    sessions = SessionStore(settings.resolved_data_dir()).list()
    now = datetime.fromtimestamp(clock.now())
    rows: list[dict[str, Any]] = []
    for entry in entries:
        upcoming = next_run(entry.cron, now)
        last = next((s for s in sessions if s.get("task") == entry.task), None)
        rows.append(
            {
                "id": entry.id,
                "cron": entry.cron,
                "task": entry.task,
                "next_run": upcoming.isoformat(timespec="minutes") if upcoming else None,
                "last_session": last["id"] if last else None,
                "last_outcome": _outcome(last) if last else None,
                "last_started": last.get("started") if last else None,
            }
        )
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return EXIT_OK
    if not rows:
        print('Nothing scheduled. Add a task with: opticlick schedule add "TASK" --every 1h')
        return EXIT_OK
    table = Table(box=None, header_style="bold")
    for column in ("id", "when", "next run", "last run", "task"):
        table.add_column(column, overflow="fold")
    for row in rows:
        last_run = (
            f"{clock.local_stamp('%Y-%m-%d %H:%M', row['last_started'])} {row['last_outcome']}"
            if row["last_session"]
            else "never"
        )
        table.add_row(
            row["id"], row["cron"], (row["next_run"] or "?").replace("T", " "), last_run, row["task"]
        )
    Console().print(table)
    return EXIT_OK


def _outcome(row: dict) -> str:
    status = row.get("status") or "?"
    return f"{status} ✓" if row.get("success") else status
