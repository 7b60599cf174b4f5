"""`opticlick run`: the agent without the TUI."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError, no_display
from opticlick_tui.config import Settings


async def run_command(args: argparse.Namespace, settings: Settings) -> int:
    from opticlick_tui.agent.control import AgentControl
    from opticlick_tui.agent.loop import AgentRunner, AgentSetupError
    from opticlick_tui.browser.errors import BrowserError, ChromeNotFoundError
    from opticlick_tui.browser.session import BrowserSession
    from opticlick_tui.llm.factory import build_provider
    from opticlick_tui.llm.types import LLMError
    from opticlick_tui.run_printer import RunPrinter
    from opticlick_tui.store.memory import MemoryStore
    from opticlick_tui.store.sessions import SessionNotFoundError, SessionStore

    if not args.task and not args.session:
        raise UsageError('give a task: opticlick run "find the cheapest ..." (or --session ID to resume).')
    data_dir = settings.resolved_data_dir()
    store = SessionStore(data_dir)
    session_id = None
    if args.session:
        try:
            session_id = store.find(args.session)
        except SessionNotFoundError as exc:
            raise UsageError(str(exc)) from None
    interactive = sys.stdin.isatty()

    async def read_command(prompt: str) -> str:
        if not interactive:
            raise EOFError
        return await asyncio.to_thread(input, prompt)

    try:
        provider = await build_provider(settings, read_command if interactive else None)
    except LLMError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USAGE
    if not settings.browser.cdp_url and not settings.browser.headless and no_display():
        settings.browser.headless = True
        print("No display found ($DISPLAY is empty): running Chrome headless.", file=sys.stderr)
    control = AgentControl()
    control.interactive = interactive

    async def confirm(question: str) -> bool:
        answer = await asyncio.to_thread(input, f"{question} [y/N] ")
        return answer.strip().lower() in ("y", "yes")

    control.confirm = confirm if interactive else None
    if interactive:

        async def answer_questions(event) -> None:
            from opticlick_tui.agent.events import AskingUser

            if isinstance(event, AskingUser):
                control.answer(await asyncio.to_thread(input, "your answer> "))

    browser = None
    printer = RunPrinter(as_json=args.json, show_marks=provider.name == "manual")
    try:
        browser = await BrowserSession.start(
            settings.browser, data_dir / "profile", log_dir=data_dir / "logs"
        )
        for notice in browser.notices:
            print(notice, file=sys.stderr)
        runner = AgentRunner(browser, provider, store, MemoryStore(data_dir), settings, control)
        runner.subscribe(printer)
        if interactive:
            runner.subscribe(answer_questions)
        start_url = args.url
        try:
            outcome = await runner.run(
                args.task,
                session_id=session_id,
                start_url=start_url,
                attachments=[Path(a).expanduser() for a in args.attach],
            )
        except AgentSetupError as exc:
            print(str(exc), file=sys.stderr)
            return EXIT_USAGE
        if not args.json:
            print(outcome.summary)
            print(f"Session {outcome.session_id}: {outcome.status}, {outcome.steps} steps.", file=sys.stderr)
        return EXIT_OK if outcome.status == "finished" and outcome.success else EXIT_FAIL
    except ChromeNotFoundError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USAGE
    except BrowserError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_FAIL
    finally:
        await provider.aclose()
        if browser is not None:
            await browser.close()
