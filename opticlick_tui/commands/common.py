"""Helpers every sub-command shares."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from opticlick_tui.errors import EXIT_FAIL, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, UsageError

__all__ = ["EXIT_FAIL", "EXIT_INTERRUPTED", "EXIT_OK", "EXIT_USAGE", "UsageError", "run_async"]


def run_async(coro_factory: Callable[[], Coroutine[Any, Any, int]]) -> int:
    interrupted = False

    def quiet_after_interrupt(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        # Tasks torn down by Ctrl-C may end with errors nobody waits for; the user asked to stop,
        # so those are not reported (never a traceback on an interrupt).
        if not interrupted:
            loop.default_exception_handler(context)

    with asyncio.Runner() as runner:
        runner.get_loop().set_exception_handler(quiet_after_interrupt)
        try:
            return runner.run(coro_factory())
        except KeyboardInterrupt:
            interrupted = True
            print("Interrupted.", file=sys.stderr)
            return EXIT_INTERRUPTED
