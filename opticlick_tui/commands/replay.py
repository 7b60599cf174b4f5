"""`opticlick replay SESSION`: the recorded page actions again, without the model (unless --heal)."""

from __future__ import annotations

import argparse
import asyncio
import getpass
import sys

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError
from opticlick_tui.config import Settings


def parse_vars(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--var needs NAME=VALUE, got {pair!r}.")
        out[name.strip()] = value
    return out


async def replay_command(args: argparse.Namespace, settings: Settings) -> int:
    from opticlick_tui.agent.control import AgentControl
    from opticlick_tui.browser.errors import BrowserError, ChromeNotFoundError
    from opticlick_tui.llm.types import LLMError
    from opticlick_tui.replay.plan import PlanError
    from opticlick_tui.replay.session import ReplayRequest, prepare_replay, run_replay
    from opticlick_tui.run_printer import RunPrinter
    from opticlick_tui.runtime import Runtime
    from opticlick_tui.store.sessions import SessionNotFoundError

    if args.from_step < 1:
        raise UsageError("--from counts recorded steps from 1.")
    variables = parse_vars(args.var)
    runtime = Runtime(settings, on_notice=lambda text: print(text, file=sys.stderr))
    try:
        source_id = runtime.store.find(args.session)
    except SessionNotFoundError as exc:
        raise UsageError(str(exc)) from None
    interactive = sys.stdin.isatty()

    async def ask_secret(prompt: str) -> str:
        return await asyncio.to_thread(getpass.getpass, prompt)

    control = AgentControl()
    control.interactive = False  # a replay never waits on ask_user
    try:
        healer = None
        if args.heal:
            try:
                healer = await runtime.provider(None)
            except LLMError as exc:
                print(str(exc), file=sys.stderr)
                return EXIT_USAGE
        browser = await runtime.browser()
        request = ReplayRequest(
            source_id, args.from_step, variables, healer, ask_secret if interactive else None
        )
        try:
            runner, provider, task, start_url = prepare_replay(
                request, browser, runtime.store, settings, control
            )
        except PlanError as exc:
            print(str(exc), file=sys.stderr)
            return EXIT_FAIL
        runner.subscribe(RunPrinter(as_json=args.json))
        outcome = await run_replay(runner, provider, task, start_url)
        if not args.json:
            print(outcome.summary)
            print(
                f"Session {outcome.session_id} (replay of {source_id}): {outcome.status}, {outcome.steps} steps.",
                file=sys.stderr,
            )
        return EXIT_OK if outcome.status == "finished" and outcome.success else EXIT_FAIL
    except ChromeNotFoundError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USAGE
    except BrowserError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_FAIL
    finally:
        await runtime.close()
