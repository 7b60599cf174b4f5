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
    return parser


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
        parser.print_help()
        return EXIT_USAGE
    except ConfigError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except UsageError as exc:
        print(f"opticlick: {exc}", file=sys.stderr)
        return EXIT_USAGE
