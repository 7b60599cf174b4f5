"""`opticlick run`: the agent without the TUI."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, UsageError
from opticlick_tui.config import Settings


def _notice(text: str) -> None:
    print(text, file=sys.stderr)


async def run_command(args: argparse.Namespace, settings: Settings) -> int:
    """Errors a user can cause or meet propagate as OpticlickError; cli.main prints them."""
    from opticlick_tui.agent.control import AgentControl
    from opticlick_tui.errors import OpticlickError
    from opticlick_tui.run_printer import RunPrinter
    from opticlick_tui.runtime import Runtime
    from opticlick_tui.store.sessions import SessionNotFoundError

    if not args.task and not args.session:
        raise UsageError('give a task: opticlick run "find the cheapest ..." (or --session ID to resume).')
    schema = None
    if args.schema:
        from opticlick_tui.agent.result_schema import SchemaFileError, load_schema

        try:
            schema = load_schema(Path(args.schema).expanduser())
        except SchemaFileError as exc:
            raise UsageError(str(exc)) from None
    runtime = Runtime(settings, on_notice=_notice)
    session_id = None
    if args.session:
        try:
            session_id = runtime.store.find(args.session)
        except SessionNotFoundError as exc:
            raise UsageError(str(exc)) from None
    interactive = sys.stdin.isatty()

    async def read_command(prompt: str) -> str:
        if not interactive:
            raise EOFError
        return await asyncio.to_thread(input, prompt)

    control = AgentControl()
    control.interactive = interactive

    async def confirm(question: str) -> bool:
        answer = await asyncio.to_thread(input, f"{question} [y/N] ")
        return answer.strip().lower() in ("y", "yes")

    control.confirm = confirm if interactive else None

    async def answer_questions(event) -> None:
        from opticlick_tui.agent.events import AskingUser

        if isinstance(event, AskingUser):
            control.answer(await asyncio.to_thread(input, "your answer> "))

    try:
        provider = await runtime.provider(read_command if interactive else None)
        if not interactive and settings.agent.permission_mode == "ask" and provider.name != "manual":
            from opticlick_tui.agent.safety import refused_without_terminal

            print(refused_without_terminal(), file=sys.stderr)
        await runtime.browser()
        runner = runtime.runner(provider, control)
        runner.result_schema = schema
        if getattr(args, "ask_mode", False):
            from opticlick_tui.agent.ask import make_ask

            make_ask(runner)
        runner.subscribe(RunPrinter(as_json=args.json, show_marks=provider.name == "manual"))
        if interactive:
            runner.subscribe(answer_questions)
        outcome = await runner.run(
            args.task,
            session_id=session_id,
            start_url=args.url,
            attachments=[Path(a).expanduser() for a in args.attach],
        )
    finally:
        await runtime.close()
    if not args.json:
        print(outcome.summary)
        print(f"Session {outcome.session_id}: {outcome.status}, {outcome.steps} steps.", file=sys.stderr)
    if runner.result is not None:
        import json

        print(json.dumps(runner.result, ensure_ascii=False))  # the last line on stdout
    if isinstance(outcome.error, OpticlickError):
        return outcome.error.exit_code  # a rejected key ends the run as a configuration error
    return EXIT_OK if outcome.status == "finished" and outcome.success else EXIT_FAIL
