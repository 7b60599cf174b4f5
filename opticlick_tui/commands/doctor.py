"""`opticlick doctor` (is everything in place, and how to fix what is not) and `opticlick models`."""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, EXIT_USAGE
from opticlick_tui.config import Settings
from opticlick_tui.paths import config_file


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
    from opticlick_tui.llm.factory import auto_provider_name
    from opticlick_tui.llm.ollama import OllamaProvider
    from opticlick_tui.llm.types import LLMError

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
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "none: Chrome will run headless",
    )
    _line(None, "Terminal graphics", terminal_graphics())
    try:
        models = await OllamaProvider.detect(settings.llm.ollama_host, timeout=3.0)
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
        await auto_provider_name(settings)
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
    return EXIT_FAIL if problems else EXIT_OK


async def models_command(args: argparse.Namespace, settings: Settings) -> int:
    from opticlick_tui.llm.base import ModelInfo
    from opticlick_tui.llm.types import LLMError

    wanted = [args.provider] if args.provider else ["ollama", "gemini", "openai"]
    failed = 0
    for name in wanted:
        models: list[ModelInfo] = []
        try:
            if name == "ollama":
                from opticlick_tui.llm.ollama import OllamaProvider

                models = await OllamaProvider.detect(
                    settings.llm.base_url or settings.llm.ollama_host
                    if args.provider
                    else settings.llm.ollama_host
                )
            elif name == "gemini":
                from opticlick_tui.llm.gemini import GeminiProvider

                key = settings.keys.gemini_api_key.get_secret_value()
                if not key:
                    print("gemini: no API key (set GEMINI_API_KEY)")
                    continue
                provider = GeminiProvider(
                    key, base_url=settings.llm.base_url or None if args.provider else None
                )
                models = await provider.list_models()
                await provider.aclose()
            elif name == "openai":
                from opticlick_tui.llm.openai_compat import PRESETS, OpenAICompatProvider, resolve_preset

                base_url, key_env = resolve_preset(settings.llm.preset, settings.llm.base_url)
                key = settings.keys.openai_api_key.get_secret_value() or (
                    os.environ.get(key_env, "") if key_env else ""
                )
                if (
                    not key
                    and settings.llm.preset not in ("lmstudio", "vllm", "llamacpp")
                    and not settings.llm.base_url
                ):
                    print(f"openai: no API key (set OPENAI_API_KEY); presets: {', '.join(PRESETS)}")
                    continue
                provider = OpenAICompatProvider(base_url, key, "", preset=settings.llm.preset or "custom")
                models = await provider.list_models()
                await provider.aclose()
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


def run_sync(coro) -> int:
    try:
        return asyncio.run(coro)
    except KeyboardInterrupt:
        print("Interrupted.", file=sys.stderr)
        return 130
