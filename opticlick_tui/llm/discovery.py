"""Which models can be used here, in one place: installed Ollama models with their capabilities,
Gemini models when a key is set, the OpenAI-compatible presets, and what "auto" picks.

Used by the settings screen, the command palette, `doctor`, `models` and the provider factory.
Each SDK is imported only when its models are asked for, so listing presets stays cheap.
"""

from __future__ import annotations

import asyncio
import os
from dataclasses import dataclass
from urllib.parse import urlsplit

from opticlick_tui.config import Settings
from opticlick_tui.llm.base import ModelInfo
from opticlick_tui.llm.presets import GEMINI_DEFAULT_MODEL, KEYLESS_PRESETS, PRESETS, resolve_preset
from opticlick_tui.llm.types import ConnectError, LLMError

NO_MODEL_REASON = (
    "no model is configured (set GEMINI_API_KEY, run Ollama with a vision model, or pick one in settings)"
)


@dataclass(frozen=True)
class ModelOption:
    """One entry of a model picker: `value` is "provider:model" ("openai:preset:model" for presets)."""

    label: str
    value: str


async def nothing_listens(url: str, timeout: float) -> str | None:
    """Why nothing answers at the URL's host and port (a refused or silent port), or None when
    something accepts a connection there. A plain TCP connect: no SDK, no HTTP client."""
    parts = urlsplit(url if "://" in url else f"http://{url}")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        return "a bad port in the URL"
    try:
        _reader, writer = await asyncio.wait_for(asyncio.open_connection(parts.hostname, port), timeout)
    except (OSError, TimeoutError) as exc:
        return type(exc).__name__
    writer.close()
    return None


async def ollama_models(host: str, timeout: float = 3.0) -> list[ModelInfo]:
    """Installed Ollama models with capabilities; raises ConnectError when Ollama is not running."""
    # Most machines run no Ollama: a refused port says so in a millisecond, where importing the
    # SDK (and httpx, pydantic) to find out costs ~0.5 s of CPU, on the TUI's start among others.
    if why := await nothing_listens(host, timeout):
        raise ConnectError(
            f"Ollama is not running at {host} ({why}); start it with `ollama serve` or set OLLAMA_HOST."
        )
    from opticlick_tui.llm.ollama import OllamaProvider

    return await OllamaProvider.detect(host, timeout=timeout)


async def gemini_models(key: str, base_url: str | None = None) -> list[ModelInfo]:
    from opticlick_tui.llm.gemini import GeminiProvider

    provider = GeminiProvider(key, base_url=base_url)
    try:
        return await provider.list_models()
    finally:
        await provider.aclose()


def openai_key(settings: Settings) -> str:
    """The key for the OpenAI-compatible server: keys.openai_api_key, else the preset's variable."""
    _base_url, key_env = resolve_preset(settings.llm.preset, settings.llm.base_url)
    return settings.keys.openai_api_key.get_secret_value() or (os.environ.get(key_env, "") if key_env else "")


def openai_needs_key(settings: Settings) -> bool:
    """False for local servers (a keyless preset or an explicit base URL)."""
    return settings.llm.preset not in KEYLESS_PRESETS and not settings.llm.base_url


async def openai_models(settings: Settings) -> list[ModelInfo]:
    from opticlick_tui.llm.openai_compat import OpenAICompatProvider

    base_url, _key_env = resolve_preset(settings.llm.preset, settings.llm.base_url)
    provider = OpenAICompatProvider(
        base_url, openai_key(settings), "", preset=settings.llm.preset or "custom"
    )
    try:
        return await provider.list_models()
    finally:
        await provider.aclose()


async def auto_choice(settings: Settings) -> tuple[str, str]:
    """(provider, reason): Ollama with a vision model if one is running, else Gemini with a key,
    else an OpenAI-compatible server with a key, else manual driving."""
    try:
        models = await ollama_models(settings.llm.ollama_host, timeout=3.0)
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
    return "manual", NO_MODEL_REASON


async def model_names(settings: Settings) -> list[str]:
    """Model names worth offering without asking any paid API: installed Ollama models, and the
    default Gemini model when a key is set."""
    names: list[str] = []
    try:
        names += [m.name for m in await ollama_models(settings.llm.ollama_host, timeout=2.0)]
    except LLMError:
        pass
    if settings.keys.gemini_api_key.get_secret_value():
        names.append(GEMINI_DEFAULT_MODEL)
    return names


async def model_options(settings: Settings, gemini_key: str) -> tuple[list[ModelOption], list[str]]:
    """Everything a model picker offers, and notes on what could not be listed (one per source).
    `gemini_key` is the key as typed (it may not be saved yet)."""
    options: list[ModelOption] = []
    notes: list[str] = []
    try:
        for m in await ollama_models(settings.llm.ollama_host, timeout=3.0):
            options.append(ModelOption(f"ollama · {m.name} [{m.badges()}]", f"ollama:{m.name}"))
    except LLMError as exc:
        notes.append(str(exc))
    if gemini_key:
        base_url = settings.llm.base_url or None if settings.llm.provider == "gemini" else None
        try:
            for m in await gemini_models(gemini_key, base_url):
                options.append(ModelOption(f"gemini · {m.name}", f"gemini:{m.name}"))
        except LLMError as exc:
            notes.append(str(exc))
    else:
        options.append(
            ModelOption(f"gemini · {GEMINI_DEFAULT_MODEL} (needs a key)", f"gemini:{GEMINI_DEFAULT_MODEL}")
        )
    for preset, (_url, _env, default) in PRESETS.items():
        if default:
            options.append(ModelOption(f"openai · {preset} · {default}", f"openai:{preset}:{default}"))
    return options, notes
