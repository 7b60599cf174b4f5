"""One mapping from an HTTP status (and the server's message) to the neutral LLMError classes,
shared by every provider. Providers pass their own advice for the two errors whose fix depends on
the provider (a refused key, a missing model) and keep only truly provider-specific checks."""

from __future__ import annotations

from opticlick_tui.llm.types import (
    AuthError,
    ContextTooLongError,
    LLMError,
    ModelNotFoundError,
    QuotaError,
    RateLimitError,
    ServerError,
)


def status_error(
    provider: str,
    code: int,
    message: str,
    *,
    refused_key: str,
    no_model: str,
    model: str = "",
    where: str = "",
    retry_after: float | None = None,
) -> LLMError:
    """The error for a refused request. `refused_key` and `no_model` are whole sentences (what to
    check or run); `where` names the server in the other messages; `code` -1 means no HTTP status."""
    message = message.split("\n")[0][:200]
    low = message.lower()
    at = f" at {where}" if where else ""
    if code in (401, 403) or (code == 400 and ("api key" in low or "api_key" in low)):
        return AuthError(refused_key)
    if code == 404:
        return ModelNotFoundError(no_model)
    if code == 429:
        if "insufficient_quota" in low or (
            "quota" in low and ("exceed" in low or "per_day" in low or "billing" in low)
        ):
            return QuotaError(
                f"{provider}: the quota is used up{at} ({message}); wait, add credit or use another key."
            )
        return RateLimitError(f"{provider}: rate limited{at} ({message}).", retry_after)
    if code >= 500 or code == -1:
        return ServerError(f"{provider}: server error {code}{at} ({message}).")
    if ("token" in low and ("exceed" in low or "too long" in low)) or (
        "context" in low and ("length" in low or "too long" in low)
    ):
        return ContextTooLongError(
            f"{provider}: the request is too long for {model or 'the model'} ({message})."
        )
    return LLMError(f"{provider}: request refused{at} ({code}: {message}).")


def retry_after_seconds(value: str | None) -> float | None:
    """A Retry-After header in seconds (the HTTP-date form is ignored: the caller backs off)."""
    if value and value.replace(".", "", 1).isdigit():
        return float(value)
    return None
