"""Building the provider the settings ask for, and picking one when they say "auto"."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from opticlick_tui.config import Settings
from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.types import LLMError


class ProviderConfigError(LLMError):
    pass


async def auto_provider_name(settings: Settings) -> tuple[str, str]:
    """(provider, reason): Ollama with a vision model if one is running, else Gemini with a key,
    else an OpenAI-compatible server with a key, else manual driving."""
    from opticlick_tui.llm.ollama import OllamaProvider

    try:
        models = await OllamaProvider.detect(settings.llm.ollama_host, timeout=3.0)
    except LLMError:
        models = []
    vision = [m for m in models if m.capabilities.vision and m.capabilities.tools] or [
        m for m in models if m.capabilities.vision
    ]
    if vision:
        return "ollama", f"Ollama is running with {vision[0].name}"
    if settings.keys.gemini_api_key.get_secret_value():
        return "gemini", "a Gemini API key is set"
    if settings.keys.openai_api_key.get_secret_value():
        return "openai", "an OpenAI API key is set"
    return (
        "manual",
        "no model is configured (set GEMINI_API_KEY, run Ollama with a vision model, or pick one in settings)",
    )


async def build_provider(
    settings: Settings,
    read_command: Callable[[str], Awaitable[str]] | None = None,
) -> Provider:
    name = settings.llm.provider
    if name == "auto":
        name, _reason = await auto_provider_name(settings)
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
        from opticlick_tui.llm.openai_compat import OpenAICompatProvider, resolve_preset

        base_url, key_env = resolve_preset(settings.llm.preset, settings.llm.base_url)
        key = settings.keys.openai_api_key.get_secret_value() or _env_key(key_env)
        return OpenAICompatProvider(
            base_url,
            key,
            model,
            temperature=settings.llm.temperature,
            reasoning_effort=settings.llm.thinking_level,
            timeout_s=settings.llm.request_timeout_s,
            preset=settings.llm.preset or "custom",
        )
    raise ProviderConfigError(f"Unknown provider {name!r}; use gemini, ollama, openai, manual or scripted.")


def _env_key(name: str | None) -> str:
    import os

    return os.environ.get(name, "") if name else ""
