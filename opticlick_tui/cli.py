"""The `opticlick` command line: sub-commands and the rules every one of them follows.

Every failure a user can cause or meet ends in one sentence on stderr and an exit code (2 for usage
and configuration, 1 for everything else), never a traceback; Ctrl-C stops cleanly with 130.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from opticlick_tui import __version__
from opticlick_tui.config import ConfigError, Settings, load_settings

EXIT_OK, EXIT_FAIL, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


class UsageError(Exception):
    pass


def _browser_overrides(args: argparse.Namespace) -> dict[str, Any]:
    browser: dict[str, Any] = {}
    if getattr(args, "headless", False):
        browser["headless"] = True
    if getattr(args, "cdp_url", None):
        browser["cdp_url"] = args.cdp_url
    if getattr(args, "chrome", None):
        browser["chrome"] = args.chrome
    return {"browser": browser} if browser else {}


def _add_browser_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--headless", action="store_true", help="run Chrome without a window")
    parser.add_argument(
        "--cdp-url", metavar="URL", help="attach to a running Chrome (http://host:9222 or ws://...)"
    )
    parser.add_argument("--chrome", metavar="PATH", help="the Chrome/Chromium binary to launch")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="opticlick",
        description="A terminal web agent: a multimodal model drives a real Chrome through numbered marks.",
    )
    parser.add_argument("--version", action="version", version=f"opticlick {__version__}")
    parser.add_argument("--config", metavar="FILE", help="use this config.toml instead of the default one")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    observe = sub.add_parser(
        "observe", help="one Set-of-Mark observation of a page (what the model would see)"
    )
    observe.add_argument(
        "url", nargs="?", help="page to open; omit with --cdp-url to observe the current page as it is"
    )
    observe.add_argument(
        "--out", metavar="FILE.png", help="where to write the screenshot (default: opticlick-observe.png)"
    )
    observe.add_argument(
        "--json", action="store_true", help="print JSON (marks, url, title, timings) instead of text"
    )
    observe.add_argument(
        "--clean", action="store_true", help="write the clean screenshot instead of the annotated one"
    )
    observe.add_argument(
        "--max-marks", type=int, metavar="N", help="at most N marks (default from config: 300)"
    )
    _add_browser_flags(observe)
    run = sub.add_parser("run", help="run the agent on a task without the TUI")
    run.add_argument("task", nargs="?", help="what the agent should do (with --session: a follow-up message)")
    run.add_argument("--url", help="page to start on")
    run.add_argument("--provider", choices=["auto", "gemini", "ollama", "openai", "manual", "scripted"])
    run.add_argument("--model", help="model name (default: the provider's)")
    run.add_argument("--base-url", help="OpenAI-compatible or Ollama server URL")
    run.add_argument("--preset", help="OpenAI-compatible preset (openai, openrouter, groq, lmstudio, ...)")
    run.add_argument("--script", metavar="FILE", help="turns for the scripted provider (JSON/JSONL)")
    run.add_argument("--max-steps", type=int, metavar="N")
    run.add_argument(
        "--permission", choices=["ask", "auto", "strict"], help="when to ask before acting (default: ask)"
    )
    run.add_argument("--image-mode", choices=["annotated", "clean", "text"])
    run.add_argument("--json", action="store_true", help="print one JSON event per line on stdout")
    run.add_argument("--session", metavar="ID", help="resume this session (id, unique prefix, or 'last')")
    run.add_argument(
        "--attach", metavar="FILE", action="append", default=[], help="a file for the session (repeatable)"
    )
    _add_browser_flags(run)
    return parser


def _run_overrides(args: argparse.Namespace) -> dict[str, Any]:
    overrides = _browser_overrides(args)
    llm: dict[str, Any] = {}
    for flag, key in (
        ("provider", "provider"),
        ("model", "model"),
        ("base_url", "base_url"),
        ("preset", "preset"),
        ("script", "script"),
    ):
        value = getattr(args, flag, None)
        if value:
            llm[key] = value
    if args.script and not args.provider:
        llm["provider"] = "scripted"
    if llm:
        overrides["llm"] = llm
    if args.max_steps is not None:
        overrides.setdefault("agent", {})["max_steps"] = args.max_steps
    if args.permission:
        overrides.setdefault("agent", {})["permission_mode"] = args.permission
    if args.image_mode:
        overrides.setdefault("observe", {})["image_mode"] = args.image_mode
    return overrides


async def _run(args: argparse.Namespace, settings: Settings) -> int:
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
    if not settings.browser.cdp_url and not settings.browser.headless and _no_display():
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


def _load(args: argparse.Namespace, overrides: dict[str, Any]) -> Settings:
    path = Path(args.config).expanduser() if getattr(args, "config", None) else None
    if path is not None and not path.exists():
        raise ConfigError(f"the config file {path} does not exist; check the --config path.")
    return load_settings(path, overrides)


def _no_display() -> bool:
    return platform.system() == "Linux" and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def _run_async(coro_factory: Callable[[], Coroutine[Any, Any, int]]) -> int:
    try:
        return asyncio.run(coro_factory())
    except KeyboardInterrupt:
        print("Interrupted.", file=sys.stderr)
        return EXIT_INTERRUPTED


async def _observe(args: argparse.Namespace, settings: Settings) -> int:
    # Imported here so that `opticlick --help` and config errors stay fast.
    from opticlick_tui.browser.actions import ActionFailed, Actions
    from opticlick_tui.browser.errors import BrowserError, ChromeNotFoundError
    from opticlick_tui.browser.session import BrowserSession
    from opticlick_tui.som.observe import Observer

    if args.url is None and not settings.browser.cdp_url:
        raise UsageError("give a URL to observe, or --cdp-url to observe the page an existing Chrome shows.")
    if not settings.browser.cdp_url and not settings.browser.headless and _no_display():
        settings.browser.headless = True
        print("No display found ($DISPLAY is empty): running Chrome headless.", file=sys.stderr)
    data_dir = settings.resolved_data_dir()
    session = None
    try:
        session = await BrowserSession.start(
            settings.browser, data_dir / "profile", downloads_dir=None, log_dir=data_dir / "logs"
        )
        for notice in session.notices:
            print(notice, file=sys.stderr)
        if args.url:
            actions = Actions(session, allow_local_urls=settings.browser.allow_local_urls)
            try:
                url = actions.normalize_url(args.url)
            except ActionFailed as exc:
                raise UsageError(str(exc)) from None
            result = await actions.navigate(url)
            if not result.ok:
                print(result.error, file=sys.stderr)
                return EXIT_FAIL
        tab = session.agent_tab
        settle = await tab.settle(settings.browser.settle_quiet_ms, settings.browser.settle_cap_ms)
        observer = Observer(session, settings.observe)
        obs = await observer.observe(tab)
        out = Path(args.out or "opticlick-observe.png").expanduser()
        try:
            out.write_bytes(
                obs.image_bytes(
                    annotated=not args.clean, fmt="jpeg" if out.suffix.lower() in (".jpg", ".jpeg") else "png"
                )
            )
        except OSError as exc:
            print(
                f"Could not write {out}: {exc.strerror or exc}; choose another --out path.", file=sys.stderr
            )
            return EXIT_FAIL
        if args.json:
            data = obs.to_json()
            data["screenshot"] = str(out)
            data["annotated"] = not args.clean
            data["settle"] = settle
            print(json.dumps(data, ensure_ascii=False, indent=1))
        else:
            print(obs.text())
            print(
                f"\nScreenshot: {out} ({'clean' if args.clean else 'annotated'}); observed in {obs.timings_ms['total']:.0f} ms"
            )
        return EXIT_OK
    except ChromeNotFoundError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USAGE
    except BrowserError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_FAIL
    finally:
        if session is not None:
            await session.close()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command is None:
            parser.print_help()
            return EXIT_OK
        if args.command == "observe":
            overrides = _browser_overrides(args)
            if args.max_marks is not None:
                overrides.setdefault("observe", {})["max_marks"] = args.max_marks
            settings = _load(args, overrides)
            return _run_async(lambda: _observe(args, settings))
        if args.command == "run":
            settings = _load(args, _run_overrides(args))
            return _run_async(lambda: _run(args, settings))
        parser.print_help()
        return EXIT_USAGE
    except ConfigError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except UsageError as exc:
        print(f"opticlick: {exc}", file=sys.stderr)
        return EXIT_USAGE
