"""What a model costs: US dollars per million input and output tokens, for models people use with
opticlick. `[llm.prices]` in config.toml overrides or adds entries ("model-prefix" = [in, out]).
A model not listed costs 0 here (local models are free; an unknown cloud model shows tokens only)."""

from __future__ import annotations

# Longest matching prefix wins: "gemini-2.5-flash-lite" before "gemini-2.5-flash".
PRICES_PER_MILLION: dict[str, tuple[float, float]] = {
    "gemini-3-pro": (2.00, 12.00),
    "gemini-2.5-pro": (1.25, 10.00),
    "gemini-2.5-flash-lite": (0.10, 0.40),
    "gemini-2.5-flash": (0.30, 2.50),
    "gemini-flash-latest": (0.30, 2.50),
    "gemini-2.0-flash": (0.10, 0.40),
    "gpt-4.1-mini": (0.40, 1.60),
    "gpt-4.1-nano": (0.10, 0.40),
    "gpt-4.1": (2.00, 8.00),
    "gpt-4o-mini": (0.15, 0.60),
    "gpt-4o": (2.50, 10.00),
    "gpt-5-mini": (0.25, 2.00),
    "gpt-5-nano": (0.05, 0.40),
    "gpt-5": (1.25, 10.00),
    "o4-mini": (1.10, 4.40),
    "claude-sonnet-4": (3.00, 15.00),
    "claude-opus-4": (15.00, 75.00),
    "claude-3-5-haiku": (0.80, 4.00),
    "deepseek-chat": (0.27, 1.10),
    "mistral-large": (2.00, 6.00),
}


def price_of(model: str, overrides: dict[str, list[float]] | None = None) -> tuple[float, float] | None:
    """(input, output) dollars per million tokens, or None when the model is not priced."""
    name = model.rsplit("/", 1)[-1].lower()  # "google/gemini-2.5-flash" on OpenRouter
    table = {**PRICES_PER_MILLION, **{k.lower(): (v[0], v[1]) for k, v in (overrides or {}).items()}}
    for prefix in sorted(table, key=len, reverse=True):
        if name.startswith(prefix) or model.lower().startswith(prefix):
            return table[prefix]
    return None


def cost_usd(model: str, input_tokens: int, output_tokens: int, overrides=None) -> float:
    price = price_of(model, overrides)
    if price is None:
        return 0.0
    return (input_tokens * price[0] + output_tokens * price[1]) / 1_000_000


def estimate_tokens(text_chars: int, images: int = 0) -> int:
    """For providers that send no usage: about four characters a token, ~260 tokens an image."""
    return text_chars // 4 + images * 260
