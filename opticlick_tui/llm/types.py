"""The neutral language every provider speaks: messages in, stream events out.

A provider turns `Message`s and `ToolSpec`s into its wire format and its streamed reply into
`StreamEvent`s. Nothing outside `llm/` knows any provider's format.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass, field
from typing import Any, Literal

from opticlick_tui.errors import EXIT_USAGE, OpticlickError

Role = Literal["system", "user", "assistant", "tool"]


@dataclass
class TextPart:
    text: str


@dataclass
class ImagePart:
    data: bytes
    mime: str = "image/png"

    def b64(self) -> str:
        return base64.b64encode(self.data).decode("ascii")


@dataclass
class ToolCall:
    id: str
    name: str
    args: dict[str, Any]
    # Gemini 3 returns an opaque signature with each function call and rejects a history that
    # comes back without it; it is kept here byte for byte and sent back unchanged.
    signature: bytes | None = None
    # When the model sent arguments that are not valid JSON, the raw text (args is then {}).
    raw_args: str | None = None


@dataclass
class ToolResult:
    call_id: str
    name: str
    content: str
    is_error: bool = False


@dataclass
class ThinkingPart:
    text: str
    signature: bytes | None = None


Part = TextPart | ImagePart | ToolCall | ToolResult | ThinkingPart


@dataclass
class Message:
    role: Role
    parts: list[Part] = field(default_factory=list)

    @classmethod
    def text(cls, role: Role, text: str) -> Message:
        return cls(role, [TextPart(text)])

    def tool_calls(self) -> list[ToolCall]:
        return [p for p in self.parts if isinstance(p, ToolCall)]

    def tool_results(self) -> list[ToolResult]:
        return [p for p in self.parts if isinstance(p, ToolResult)]

    def text_content(self) -> str:
        return "".join(p.text for p in self.parts if isinstance(p, TextPart))


@dataclass
class ToolSpec:
    name: str
    description: str
    parameters: dict[str, Any]  # JSON schema (object)


# --- stream events --------------------------------------------------------------------------------
@dataclass
class ThinkingDelta:
    text: str


@dataclass
class TextDelta:
    text: str


@dataclass
class ToolCallEvent:
    call: ToolCall


@dataclass
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    thinking_tokens: int = 0


@dataclass
class Done:
    finish_reason: str = "stop"
    # A signature attached to the thought/text of this reply (kept for the history).
    signature: bytes | None = None


StreamEvent = ThinkingDelta | TextDelta | ToolCallEvent | Usage | Done


@dataclass
class Capabilities:
    vision: bool = True
    tools: bool = True
    thinking: bool = False


# --- errors -------------------------------------------------------------------------------------------
class LLMError(OpticlickError):
    """str() is one sentence naming the provider and what to fix."""

    retryable = False


class AuthError(LLMError):
    """The API key was refused: a configuration error."""

    exit_code = EXIT_USAGE


class ModelNotFoundError(LLMError):
    pass


class RateLimitError(LLMError):
    retryable = True

    def __init__(self, message: str, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


class QuotaError(LLMError):
    pass


class ServerError(LLMError):
    retryable = True


class ConnectError(LLMError):
    retryable = True


class BadResponseError(LLMError):
    retryable = True


class ContextTooLongError(LLMError):
    pass


class ProviderConfigError(LLMError):
    """The provider cannot be built as configured (no key, unknown preset, no script file...)."""

    exit_code = EXIT_USAGE


class ToolChoiceRejectedError(LLMError):
    """The server does not accept the tool_choice we asked for (the caller falls back)."""
