"""The `opticlick` command line: sub-commands and the rules every one of them follows.

Every failure a user can cause or meet is an OpticlickError (opticlick_tui/errors.py), printed here
and nowhere else as one sentence on stderr with its exit code (2 for usage and configuration, 1 for
everything else), never a traceback; a bug prints one sentence and leaves the traceback in the log;
Ctrl-C stops cleanly with 130.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path
from typing import Any

from opticlick_tui import __version__, paths
from opticlick_tui.commands.common import run_async
from opticlick_tui.config import ConfigError, Settings, load_settings
from opticlick_tui.errors import EXIT_FAIL, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, OpticlickError
from opticlick_tui.logs import setup_logging
from opticlick_tui.stop_signals import StopSignals

log = logging.getLogger(__name__)


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
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="also print the debug log on stderr (not in the TUI)"
    )
    tui = parser.add_argument_group("the TUI (opticlick with no command)")
    # Own names, so a sub-command's flags of the same spelling never overwrite these.
    tui.add_argument(
        "--headless", dest="tui_headless", action="store_true", help="run Chrome without a window"
    )
    tui.add_argument(
        "--cdp-url",
        dest="tui_cdp_url",
        metavar="URL",
        help="attach to a running Chrome (started with --remote-debugging-port=9222; over SSH forward the port)",
    )
    tui.add_argument(
        "--chrome", dest="tui_chrome", metavar="PATH", help="the Chrome/Chromium binary to launch"
    )
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
    _add_budget_flags(run)
    run.add_argument("--schema", metavar="FILE.json", help="JSON Schema the result of finish must match")
    _add_browser_flags(run)

    _add_replay_parser(sub)
    _add_ask_parser(sub)
    secret = sub.add_parser("secret", help="the secrets vault: set, list or rm NAME (typed as <secret:NAME>)")
    secret.add_argument("action", choices=["set", "list", "rm"])
    secret.add_argument("name", nargs="?", help="letters, digits and _, e.g. GITHUB_PASSWORD")
    secret.add_argument(
        "--host", action="append", default=[], help="only type it on this site (repeatable; set)"
    )

    sessions = sub.add_parser("sessions", help="list past sessions")
    sessions.add_argument("--json", action="store_true")
    show = sub.add_parser("show", help="print one session step by step")
    show.add_argument("id", help="session id, a unique prefix of one, or 'last'")
    show.add_argument("--thinking", action="store_true", help="include the model's thoughts")
    export = sub.add_parser("export", help="write a shareable report of a session")
    export.add_argument("id", help="session id, a unique prefix of one, or 'last'")
    export.add_argument("--format", default="html", help="html (default), md, json or gif")
    export.add_argument("--out", metavar="FILE", help="output file (default: opticlick-<id>.<format>)")
    sub.add_parser(
        "doctor", help="check Chrome, models, keys, terminal and paths, and say how to fix problems"
    )
    models = sub.add_parser("models", help="list usable models")
    models.add_argument("--provider", choices=["ollama", "gemini", "openai"])
    models.add_argument("--base-url", help="server to ask (Ollama or OpenAI-compatible)")
    models.add_argument("--preset", help="OpenAI-compatible preset")
    from opticlick_tui.commands import batch, mcp, schedule

    mcp.add_parser(sub)
    batch.add_parser(sub)
    schedule.add_parser(sub)
    return parser


def _add_budget_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--max-tokens-total", type=int, metavar="N", help="stop once the model used N tokens")
    parser.add_argument("--budget-usd", type=float, metavar="USD", help="stop once the model cost this much")


def _add_ask_parser(sub) -> None:
    ask = sub.add_parser("ask", help="ask a question about a page; the model reads but never acts")
    ask.add_argument("task", metavar="QUESTION", help="what you want to know about the page")
    ask.add_argument("--url", help="page to open first (default: the page the browser shows)")
    for flag in ("--provider", "--model", "--base-url", "--preset", "--script"):
        ask.add_argument(flag)
    ask.add_argument("--json", action="store_true", help="print one JSON event per line on stdout")
    _add_budget_flags(ask)
    ask.set_defaults(
        ask_mode=True, session=None, attach=[], schema=None, max_steps=None, image_mode=None, permission=None
    )
    _add_browser_flags(ask)


def _add_replay_parser(sub) -> None:
    replay = sub.add_parser("replay", help="re-run a recorded session's page actions without the model")
    replay.add_argument("session", help="session id, a unique prefix of one, or 'last'")
    replay.add_argument(
        "--heal", action="store_true", help="let the model repair a step whose target is gone"
    )
    replay.add_argument("--from", dest="from_step", type=int, default=1, metavar="N", help="start at step N")
    replay.add_argument(
        "--var", action="append", default=[], metavar="NAME=VALUE", help="type VALUE where NAME was typed"
    )
    replay.add_argument("--json", action="store_true", help="print one JSON event per line on stdout")
    for flag in ("--provider", "--model", "--base-url", "--preset", "--script"):
        replay.add_argument(flag, help="the model that heals (with --heal)")
    replay.add_argument(
        "--permission", choices=["ask", "auto", "strict"], help="default: auto (you ran these)"
    )
    _add_budget_flags(replay)
    replay.set_defaults(max_steps=None, image_mode=None)
    _add_browser_flags(replay)


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
    for flag in ("max_tokens_total", "budget_usd"):
        if getattr(args, flag, None) is not None:
            overrides.setdefault("agent", {})[flag] = getattr(args, flag)
    if args.image_mode:
        overrides.setdefault("observe", {})["image_mode"] = args.image_mode
    return overrides


def _load(args: argparse.Namespace, overrides: dict[str, Any]) -> Settings:
    path = Path(args.config).expanduser() if getattr(args, "config", None) else None
    if path is not None and not path.exists():
        raise ConfigError(f"the config file {path} does not exist; check the --config path.")
    settings = load_settings(path, overrides)
    keys = settings.keys
    # Again, now that the keys to keep out of the log are known.
    setup_logging(
        args.verbose and args.command is not None,
        [keys.gemini_api_key.get_secret_value(), keys.openai_api_key.get_secret_value()],
    )
    log.debug("opticlick %s: %s", __version__, args.command or "tui")
    return settings


def tui_overrides(args: argparse.Namespace) -> dict[str, Any]:
    browser: dict[str, Any] = {}
    if args.tui_headless:
        browser["headless"] = True
    if args.tui_cdp_url:
        browser["cdp_url"] = args.tui_cdp_url
    if args.tui_chrome:
        browser["chrome"] = args.tui_chrome
    return {"browser": browser} if browser else {}


def _tui(args: argparse.Namespace) -> int:
    """`opticlick` with no sub-command: the full-screen app."""
    settings = _load(args, tui_overrides(args))
    if not sys.stdin.isatty() or not sys.stdout.isatty():
        print(
            'The TUI needs a terminal; for scripts use `opticlick run "TASK"` (see --help).', file=sys.stderr
        )
        return EXIT_USAGE
    from opticlick_tui.tui.terminal import EarlyProbe

    # Ask the terminal now; its answer arrives while the app is imported and is read just before
    # Textual takes the terminal over.
    asking = EarlyProbe(settings.tui.image_protocol)
    try:
        from opticlick_tui.tui.app import OpticlickApp
        from opticlick_tui.tui.hangup import hangup_guard
        from opticlick_tui.tui.host import RealHost
    finally:
        terminal = asking.finish()
    app = OpticlickApp(
        RealHost(settings), protocol=terminal.protocol, keymap=settings.tui.bindings, settings=settings
    )
    app.typed_ahead = asking.typed_ahead
    quitting: list[asyncio.Task[None]] = []

    async def run_app() -> None:
        # SIGTERM, and SIGHUP when an SSH session drops, quit as the quit key does: the run in
        # progress is saved as stopped, the browser we started is closed (see stop_signals).
        stop.install()
        try:
            await app.run_async()
        finally:
            stop.remove()

    stop = StopSignals(
        lambda _signum: quitting.append(asyncio.ensure_future(app.action_quit())),
        at_once=hangup_guard(app),
    )
    try:
        asyncio.run(run_app())
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    if stop.exit_code is not None:
        stop.report()
        return stop.exit_code
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    setup_logging(args.verbose and args.command is not None)
    try:
        return _dispatch(parser, args)
    except OpticlickError as exc:
        log.info("%s: %s (exit %d)", type(exc).__name__, exc, exc.exit_code)
        print(exc.for_user(), file=sys.stderr)
        return exc.exit_code
    except Exception as exc:  # a bug: one sentence here, the traceback in the log
        log.exception("unexpected error")
        print(
            f"opticlick: unexpected error ({type(exc).__name__}: {str(exc)[:200]}); details in {paths.log_file()}",
            file=sys.stderr,
        )
        return EXIT_FAIL


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.command is None:
        return _tui(args)
    if args.command == "observe":
        overrides = _browser_overrides(args)
        if args.max_marks is not None:
            overrides.setdefault("observe", {})["max_marks"] = args.max_marks
        settings = _load(args, overrides)
        from opticlick_tui.commands.observe import observe_command

        return run_async(lambda: observe_command(args, settings))
    if args.command in ("run", "ask"):
        settings = _load(args, _run_overrides(args))
        from opticlick_tui.commands.run import run_command

        return run_async(lambda: run_command(args, settings))
    if args.command == "replay":
        overrides = _run_overrides(args)
        overrides.setdefault("agent", {}).setdefault("permission_mode", "auto")
        settings = _load(args, overrides)
        from opticlick_tui.commands.replay import replay_command

        return run_async(lambda: replay_command(args, settings))
    if args.command == "secret":
        from opticlick_tui.commands.secret import secret_command

        return secret_command(args, _load(args, {}))
    if args.command in ("sessions", "show", "export"):
        from opticlick_tui.commands import history

        settings = _load(args, {})
        handler = {
            "sessions": history.sessions_command,
            "show": history.show_command,
            "export": history.export_command,
        }[args.command]
        return handler(args, settings)
    if args.command in ("doctor", "models"):
        from opticlick_tui.commands import doctor

        llm = (
            {k: v for k, v in (("base_url", args.base_url), ("preset", args.preset)) if v}
            if args.command == "models"
            else {}
        )
        settings = _load(args, {"llm": llm} if llm else {})
        factory = doctor.doctor_command if args.command == "doctor" else doctor.models_command
        return run_async(lambda: factory(args, settings))
    if args.command == "mcp":
        from opticlick_tui.commands import mcp

        settings = _load(args, mcp.overrides(args))
        return run_async(lambda: mcp.mcp_command(args, settings))
    if args.command == "batch":
        from opticlick_tui.commands.batch import batch_command

        return batch_command(args, lambda overrides: _load(args, overrides))
    if args.command == "schedule":
        from opticlick_tui.commands.schedule import schedule_command

        return schedule_command(args, _load(args, {}))
    parser.print_help()
    return EXIT_USAGE
