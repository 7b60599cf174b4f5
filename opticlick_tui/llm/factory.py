"""Building the provider the settings ask for ("auto" is resolved by llm/discovery.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from urllib.parse import urlparse

from opticlick_tui.config import Settings
from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.deadlines import Deadlines
from opticlick_tui.llm.discovery import auto_choice, openai_key
from opticlick_tui.llm.presets import resolve_preset
from opticlick_tui.llm.types import ProviderConfigError

__all__ = ["ProviderConfigError", "build_provider"]


async def build_provider(
    settings: Settings,
    read_command: Callable[[str], Awaitable[str]] | None = None,
) -> Provider:
    provider = await _build(settings, read_command)
    if provider.deadlines is not None:
        provider.deadlines = request_deadlines(
            settings, getattr(provider, "base_url", "") or getattr(provider, "host", "")
        )
    return provider


def request_deadlines(settings: Settings, server_url: str) -> Deadlines:
    """A model on this machine may take minutes to load before its first byte; a remote API that
    is silent for `first_byte_timeout_s` is not going to answer."""
    host = urlparse(server_url).hostname or ""
    local = host in ("localhost", "127.0.0.1", "::1") or host.endswith(".local")
    total = settings.llm.request_timeout_s
    return Deadlines(total if local else min(settings.llm.first_byte_timeout_s, total), total)


async def _build(
    settings: Settings,
    read_command: Callable[[str], Awaitable[str]] | None = None,
) -> Provider:
    name: str = settings.llm.provider
    if name == "auto":
        name, _reason = await auto_choice(settings)
    model = settings.llm.model
    if name == "scripted":
        from opticlick_tui.llm.scripted import ScriptedProvider, ScriptError

        if not settings.llm.script:
            raise ProviderConfigError(
                "The scripted provider needs a script file: --script FILE (or llm.script in config.toml)."
            )
        try:
            return ScriptedProvider.from_file(Path(settings.llm.script).expanduser())
        except ScriptError as exc:
            raise ProviderConfigError(str(exc)) from None
    if name == "manual":
        from opticlick_tui.llm.manual import ManualProvider

        if read_command is None:
            raise ProviderConfigError("The manual provider needs a terminal to read your commands from.")
        return ManualProvider(read_command)
    if name == "gemini":
        from opticlick_tui.llm.gemini import GeminiProvider

        key = settings.keys.gemini_api_key.get_secret_value()
        if not key:
            raise ProviderConfigError(
                "gemini: no API key; set GEMINI_API_KEY (or keys.gemini_api_key in config.toml)."
            )
        return GeminiProvider(
            key,
            model or GeminiProvider.DEFAULT_MODEL,
            base_url=settings.llm.base_url or None,
            thinking_level=settings.llm.thinking_level,
            temperature=settings.llm.temperature,
            timeout_s=settings.llm.request_timeout_s,
        )
    if name == "ollama":
        from opticlick_tui.llm.ollama import OllamaProvider

        host = settings.llm.base_url or settings.llm.ollama_host
        return OllamaProvider(
            host,
            model,
            temperature=settings.llm.temperature,
            think=settings.llm.thinking_level != "off",
            timeout_s=settings.llm.request_timeout_s,
        )
    if name == "openai":
        from opticlick_tui.llm.openai_compat import OpenAICompatProvider

        base_url, _key_env = resolve_preset(settings.llm.preset, settings.llm.base_url)
        return OpenAICompatProvider(
            base_url,
            openai_key(settings),
            model,
            temperature=settings.llm.temperature,
            reasoning_effort=settings.llm.thinking_level,
            timeout_s=settings.llm.request_timeout_s,
            preset=settings.llm.preset or "custom",
        )
    raise ProviderConfigError(f"Unknown provider {name!r}; use gemini, ollama, openai, manual or scripted.")
