"""`opticlick batch TASKS.jsonl`: many tasks, N at a time, on local Chromes or a remote pool.

Results are JSON lines on stdout (in the order tasks finish), progress goes to stderr. Exit 0 only
when every task succeeded; 130 after Ctrl-C (running tasks stop at their next step, sessions saved);
143 / 129 after SIGTERM / SIGHUP, which stop the same way.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_INTERRUPTED, EXIT_OK, UsageError
from opticlick_tui.config import Settings
from opticlick_tui.stop_signals import STOP_SIGNALS, StopSignals, exit_code_for

LoadSettings = Callable[[dict[str, Any]], Settings]


def add_parser(sub: argparse._SubParsersAction) -> None:
    batch = sub.add_parser("batch", help="run many tasks from a JSON-lines file, N at a time")
    batch.add_argument(
        "tasks", metavar="TASKS.jsonl", help='one JSON object per line: {"task": ..., "url": ...}'
    )
    batch.add_argument("--parallel", type=int, default=1, metavar="N", help="tasks at a time (default 1)")
    batch.add_argument(
        "--cdp-url",
        action="append",
        default=[],
        metavar="URL",
        help="a Chrome endpoint of a browser pool (repeatable); without it, local Chromes are launched",
    )
    batch.add_argument("--headless", action="store_true", help="launch local Chromes without windows")
    batch.add_argument("--chrome", metavar="PATH", help="the Chrome/Chromium binary to launch")
    batch.add_argument("--provider", choices=["auto", "gemini", "ollama", "openai", "scripted"])
    batch.add_argument("--model")
    batch.add_argument("--base-url")
    batch.add_argument("--preset")
    batch.add_argument("--script", metavar="FILE", help="turns for the scripted provider (every line)")
    batch.add_argument("--max-steps", type=int, metavar="N")
    batch.add_argument("--permission", choices=["ask", "auto", "strict"])
    batch.add_argument("--image-mode", choices=["annotated", "clean", "text"])


def base_overrides(args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    from opticlick_tui.batch.tasks import RUN_OPTIONS

    out: dict[str, dict[str, Any]] = {}
    for key, target in RUN_OPTIONS.items():
        value = getattr(args, key, None)
        if target is None or value is None:
            continue
        if key == "script":
            value = str(Path(value).expanduser().resolve())
        out.setdefault(target[0], {})[target[1]] = value
    if args.script and not args.provider:
        out["llm"]["provider"] = "scripted"
    browser = {"headless": True} if args.headless else {}
    if args.chrome:
        browser["chrome"] = args.chrome
    if browser:
        out["browser"] = browser
    return out


def batch_command(args: argparse.Namespace, load: LoadSettings) -> int:
    from opticlick_tui.batch.tasks import read_tasks

    path = Path(args.tasks).expanduser()
    if args.parallel < 1:
        raise UsageError("--parallel needs a number of 1 or more.")
    try:
        tasks = read_tasks(path)
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}.") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path} is not a UTF-8 text file of JSON lines.") from None
    if not tasks:
        raise UsageError(f'{path} has no tasks; write one JSON object per line: {{"task": "..."}}.')
    base = base_overrides(args)
    load(base)  # a configuration error stops the batch before anything starts (exit 2)
    return asyncio.run(_run(args, tasks, base, load))


async def _run(args: argparse.Namespace, tasks, base, load: LoadSettings) -> int:
    from opticlick_tui.batch.attempt import EndpointPool
    from opticlick_tui.batch.progress import BatchProgress
    from opticlick_tui.batch.runner import BatchRunner
    from opticlick_tui.batch.tasks import merge

    runner = BatchRunner(
        EndpointPool.of(args.cdp_url), args.parallel, lambda t: load(merge(base, t.overrides))
    )
    results: list[dict[str, Any]] = []
    main = asyncio.current_task()
    loop = asyncio.get_running_loop()

    received: list[int] = []

    def interrupt(signum: int) -> None:
        received.append(signum)
        if runner.stopping:  # a second Ctrl-C: stop waiting for the steps in progress
            if main is not None:
                main.cancel()
            return
        runner.stop()
        print("Stopping: running tasks end after their current step (Ctrl-C again to quit now).",
              file=sys.stderr, flush=True)  # fmt: skip

    # SIGTERM and SIGHUP (a service stopping us, an SSH session that drops) stop as Ctrl-C does.
    for sig in (signal.SIGINT, *STOP_SIGNALS):
        loop.add_signal_handler(sig, interrupt, sig)
    try:
        with BatchProgress(len(tasks)) as progress:

            def on_result(result: dict[str, Any]) -> None:
                results.append(result)
                progress.result(result)
                print(json.dumps(result, ensure_ascii=False), flush=True)

            await runner.run(tasks, on_result, progress.event)
    except asyncio.CancelledError:
        return _interrupted(received)
    finally:
        for sig in (signal.SIGINT, *STOP_SIGNALS):
            with contextlib.suppress(Exception):
                loop.remove_signal_handler(sig)
    if runner.stopping:
        return _interrupted(received)
    return EXIT_OK if all(r.get("success") for r in results) else EXIT_FAIL


def _interrupted(received: list[int]) -> int:
    """130 after Ctrl-C; after SIGTERM/SIGHUP one sentence saying so, and 128 + the signal."""
    first = received[0] if received else signal.SIGINT
    if first not in STOP_SIGNALS:
        return EXIT_INTERRUPTED
    stop = StopSignals(lambda _signum: None)
    stop.received = first
    stop.report()
    return exit_code_for(first)
