"""`opticlick doctor` (is everything in place, and how to fix what is not) and `opticlick models`."""

from __future__ import annotations

import argparse
import os
import subprocess

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, EXIT_USAGE
from opticlick_tui.config import Settings
from opticlick_tui.paths import config_file, log_file


def _line(ok: bool | None, what: str, detail: str) -> None:
    mark = {True: "✓", False: "✗", None: "·"}[ok]
    print(f" {mark} {what}: {detail}")


def terminal_graphics() -> str:
    """What the TUI's preview would use here (a cheap guess without probing the terminal)."""
    term = os.environ.get("TERM", "")
    program = os.environ.get("TERM_PROGRAM", "")
    if "kitty" in term or program in ("WezTerm", "ghostty") or os.environ.get("KITTY_WINDOW_ID"):
        return "kitty"
    if (
        program in ("iTerm.app", "mintty")
        or "foot" in term
        or "mlterm" in term
        or os.environ.get("WT_SESSION")
    ):
        return "sixel"
    return "half-block (Unicode) — a terminal with Kitty or Sixel graphics shows sharper previews"


async def doctor_command(args: argparse.Namespace, settings: Settings) -> int:
    from opticlick_tui.browser.chrome_path import find_chrome
    from opticlick_tui.browser.errors import ChromeNotFoundError
    from opticlick_tui.llm.discovery import auto_choice, ollama_models
    from opticlick_tui.llm.types import LLMError
    from opticlick_tui.runtime import has_display

    problems = 0
    print("opticlick doctor")
    try:
        chrome = find_chrome(settings.browser.chrome or None)
        try:
            version = subprocess.run(
                [str(chrome), "--version"], capture_output=True, text=True, timeout=10
            ).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            version = "version unknown"
        _line(True, "Chrome", f"{chrome} ({version})")
    except ChromeNotFoundError as exc:
        problems += 1
        _line(False, "Chrome", str(exc))
    if settings.browser.cdp_url:
        _line(None, "Attach", f"will attach to {settings.browser.cdp_url}")
    _line(
        None,
        "Display",
        (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "yes")
        if has_display()
        else "none: Chrome will run headless",
    )
    _line(None, "Terminal graphics", terminal_graphics())
    try:
        models = await ollama_models(settings.llm.ollama_host, timeout=3.0)
        listed = (
            ", ".join(f"{m.name} [{m.badges()}]" for m in models)
            or "no models installed (`ollama pull qwen2.5vl`)"
        )
        _line(True, "Ollama", f"{settings.llm.ollama_host}: {listed}")
    except LLMError as exc:
        _line(None, "Ollama", str(exc))
    gemini = bool(settings.keys.gemini_api_key.get_secret_value())
    openai_key = bool(settings.keys.openai_api_key.get_secret_value())
    _line(gemini or None, "Gemini API key", "set" if gemini else "not set (GEMINI_API_KEY)")
    _line(
        openai_key or None,
        "OpenAI API key",
        "set" if openai_key else "not set (OPENAI_API_KEY), only needed for OpenAI-compatible servers",
    )
    provider, reason = (
        await auto_choice(settings)
        if settings.llm.provider == "auto"
        else (settings.llm.provider, "configured")
    )
    _line(None, "Model", f"{provider}{'/' + settings.llm.model if settings.llm.model else ''} ({reason})")
    cfg = config_file()
    _line(None, "Config", f"{cfg}{'' if cfg.exists() else ' (not created yet; see config.example.toml)'}")
    if cfg.exists() and (cfg.stat().st_mode & 0o077) and (gemini or openai_key):
        _line(False, "Config permissions", f"{cfg} is readable by others; run chmod 600 {cfg}")
        problems += 1
    _line(None, "Data", str(settings.resolved_data_dir()))
    _line(None, "Log", f"{log_file()} (-v/--verbose also prints it on stderr)")
    return EXIT_FAIL if problems else EXIT_OK


async def models_command(args: argparse.Namespace, settings: Settings) -> int:
    from opticlick_tui.llm import discovery
    from opticlick_tui.llm.base import ModelInfo
    from opticlick_tui.llm.presets import PRESETS
    from opticlick_tui.llm.types import LLMError

    wanted = [args.provider] if args.provider else ["ollama", "gemini", "openai"]
    failed = 0
    for name in wanted:
        models: list[ModelInfo] = []
        try:
            if name == "ollama":
                host = (
                    settings.llm.base_url or settings.llm.ollama_host
                    if args.provider
                    else settings.llm.ollama_host
                )
                models = await discovery.ollama_models(host)
            elif name == "gemini":
                key = settings.keys.gemini_api_key.get_secret_value()
                if not key:
                    print("gemini: no API key (set GEMINI_API_KEY)")
                    continue
                models = await discovery.gemini_models(
                    key, settings.llm.base_url or None if args.provider else None
                )
            elif name == "openai":
                if not discovery.openai_key(settings) and discovery.openai_needs_key(settings):
                    print(f"openai: no API key (set OPENAI_API_KEY); presets: {', '.join(PRESETS)}")
                    continue
                models = await discovery.openai_models(settings)
            else:
                print(f"{name}: no model list (manual and scripted need none)")
                continue
        except LLMError as exc:
            failed += 1
            print(str(exc))
            continue
        print(f"{name}:")
        for m in models:
            badges = m.badges()
            print(f"  {m.name}" + (f"  [{badges}]" if badges and name == "ollama" else ""))
        if not models:
            print("  (none)")
    return (
        EXIT_FAIL if failed and args.provider else EXIT_OK if not failed or not args.provider else EXIT_USAGE
    )
