"""OpenAI-compatible servers by name, and the default models of the providers: plain data, so
pickers and `doctor` can list them without importing any model SDK."""

from __future__ import annotations

from opticlick_tui.llm.types import ProviderConfigError

GEMINI_DEFAULT_MODEL = "gemini-flash-latest"
# Presets of local servers, which need no key.
KEYLESS_PRESETS = ("lmstudio", "vllm", "llamacpp")

# name: (base URL, environment variable holding its key, default model)
PRESETS: dict[str, tuple[str, str | None, str]] = {
    "openai": ("https://api.openai.com/v1", "OPENAI_API_KEY", "gpt-4.1-mini"),
    "openrouter": ("https://openrouter.ai/api/v1", "OPENROUTER_API_KEY", "google/gemini-2.5-flash"),
    "groq": ("https://api.groq.com/openai/v1", "GROQ_API_KEY", "meta-llama/llama-4-scout-17b-16e-instruct"),
    "deepseek": ("https://api.deepseek.com/v1", "DEEPSEEK_API_KEY", "deepseek-chat"),
    "mistral": ("https://api.mistral.ai/v1", "MISTRAL_API_KEY", "mistral-medium-latest"),
    "together": (
        "https://api.together.xyz/v1",
        "TOGETHER_API_KEY",
        "meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8",
    ),
    "fireworks": (
        "https://api.fireworks.ai/inference/v1",
        "FIREWORKS_API_KEY",
        "accounts/fireworks/models/llama4-maverick-instruct-basic",
    ),
    "cerebras": ("https://api.cerebras.ai/v1", "CEREBRAS_API_KEY", "llama-4-scout-17b-16e-instruct"),
    "xai": ("https://api.x.ai/v1", "XAI_API_KEY", "grok-4"),
    "nvidia": (
        "https://integrate.api.nvidia.com/v1",
        "NVIDIA_API_KEY",
        "meta/llama-4-maverick-17b-128e-instruct",
    ),
    "lmstudio": ("http://127.0.0.1:1234/v1", None, ""),
    "vllm": ("http://127.0.0.1:8000/v1", None, ""),
    "llamacpp": ("http://127.0.0.1:8080/v1", None, ""),
}


def resolve_preset(preset: str, base_url: str) -> tuple[str, str | None]:
    """(base URL, key variable) for a preset; an explicit base URL wins."""
    if preset and preset not in PRESETS and preset != "custom":
        raise ProviderConfigError(
            f"openai: unknown preset {preset!r}; use one of {', '.join(PRESETS)} or custom with --base-url."
        )
    if base_url:
        return base_url, PRESETS.get(preset, ("", None, ""))[1]
    if preset in PRESETS:
        return PRESETS[preset][0], PRESETS[preset][1]
    return PRESETS["openai"][0], "OPENAI_API_KEY"
