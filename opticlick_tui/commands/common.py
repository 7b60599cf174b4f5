"""Helpers every sub-command shares."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from opticlick_tui.errors import EXIT_FAIL, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, UsageError
from opticlick_tui.stop_signals import StopSignals

__all__ = ["EXIT_FAIL", "EXIT_INTERRUPTED", "EXIT_OK", "EXIT_USAGE", "UsageError", "run_async"]


def run_async(coro_factory: Callable[[], Coroutine[Any, Any, int]]) -> int:
    """Run a command's coroutine. Ctrl-C cancels it (exit 130); SIGTERM and SIGHUP do the same
    (exit 143 / 129, see stop_signals), so its cleanup (the session saved as stopped, the browser
    closed, a temporary profile removed) runs in every case."""
    stop: StopSignals | None = None

    def quiet_after_interrupt(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        # Tasks torn down by Ctrl-C may end with errors nobody waits for; the user asked to stop,
        # so those are not reported (never a traceback on an interrupt).
        if not interrupted and (stop is None or stop.received is None):
            loop.default_exception_handler(context)

    async def main() -> int:
        nonlocal stop
        task = asyncio.current_task()
        assert task is not None

        def cancel(_signum: int) -> None:
            task.cancel()

        stop = StopSignals(cancel).install()
        try:
            return await coro_factory()
        finally:
            stop.remove()

    interrupted = False
    with asyncio.Runner() as runner:
        runner.get_loop().set_exception_handler(quiet_after_interrupt)
        try:
            code = runner.run(main())
        except KeyboardInterrupt:
            interrupted = True
            print("Interrupted.", file=sys.stderr)
            return EXIT_INTERRUPTED
        except asyncio.CancelledError:
            if stop is None or stop.received is None:
                raise
            code = EXIT_INTERRUPTED
        if stop is not None and stop.exit_code is not None:
            stop.report()
            return stop.exit_code
        return code
