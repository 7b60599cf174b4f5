"""Gemini through google-genai: native function calling (forced), thinking with thoughts streamed,
and thought signatures kept and returned unchanged with their function calls (Gemini 3 answers 400
to a history whose function calls lost them)."""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator
from typing import Any

import httpx
from google import genai
from google.genai import errors as genai_errors
from google.genai import types as g

from opticlick_tui.llm.base import ModelInfo, Provider
from opticlick_tui.llm.errors import status_error
from opticlick_tui.llm.presets import GEMINI_DEFAULT_MODEL
from opticlick_tui.llm.types import (
    BadResponseError,
    Capabilities,
    ConnectError,
    Done,
    ImagePart,
    LLMError,
    Message,
    ServerError,
    StreamEvent,
    TextDelta,
    TextPart,
    ThinkingDelta,
    ToolCall,
    ToolCallEvent,
    ToolResult,
    ToolSpec,
    Usage,
)

LOCAL_ID_PREFIX = "gm-"
_LEVELS: dict[str, Any] = {"low": "LOW", "medium": "MEDIUM", "high": "HIGH"}


class GeminiProvider(Provider):
    name = "gemini"
    # An alias Google keeps pointed at the current Flash model.
    DEFAULT_MODEL = GEMINI_DEFAULT_MODEL

    def __init__(
        self,
        api_key: str,
        model: str = DEFAULT_MODEL,
        base_url: str | None = None,
        thinking_level: str = "high",
        temperature: float = 0.1,
        timeout_s: float = 120.0,
    ):
        super().__init__(model)
        options: dict[str, Any] = {"timeout": int(timeout_s * 1000)}
        if base_url:
            options["base_url"] = base_url
        self._client = genai.Client(api_key=api_key, http_options=g.HttpOptions(**options))
        self.thinking_level = thinking_level
        self.temperature = temperature
        self.capabilities = Capabilities(vision=True, tools=True, thinking=thinking_level != "off")
        self._ids = itertools.count(1)

    # --- request --------------------------------------------------------------------------------------
    def _contents(self, messages: list[Message]) -> tuple[str, list[g.Content]]:
        system = ""
        contents: list[g.Content] = []
        for message in messages:
            if message.role == "system":
                system += message.text_content()
                continue
            role = "model" if message.role == "assistant" else "user"
            parts: list[g.Part] = []
            for part in message.parts:
                if isinstance(part, TextPart):
                    parts.append(g.Part(text=part.text))
                elif isinstance(part, ImagePart):
                    parts.append(g.Part(inline_data=g.Blob(mime_type=part.mime, data=part.data)))
                elif isinstance(part, ToolCall):
                    call = g.FunctionCall(
                        name=part.name,
                        args=part.args,
                        id=None if part.id.startswith(LOCAL_ID_PREFIX) else part.id,
                    )
                    parts.append(g.Part(function_call=call, thought_signature=part.signature))
                elif isinstance(part, ToolResult):
                    key = "error" if part.is_error else "result"
                    response = g.FunctionResponse(
                        name=part.name,
                        response={key: part.content},
                        id=None if part.call_id.startswith(LOCAL_ID_PREFIX) else part.call_id,
                    )
                    parts.append(g.Part(function_response=response))
            if not parts:
                continue
            if contents and contents[-1].role == role:
                contents[-1].parts = [*(contents[-1].parts or []), *parts]
            else:
                contents.append(g.Content(role=role, parts=parts))
        return system, contents

    def _config(self, system: str, tools: list[ToolSpec]) -> g.GenerateContentConfig:
        config: dict[str, Any] = {"system_instruction": system or None, "temperature": self.temperature}
        if tools:
            config["tools"] = [
                g.Tool(
                    function_declarations=[
                        g.FunctionDeclaration(
                            name=t.name, description=t.description, parameters_json_schema=t.parameters
                        )
                        for t in tools
                    ]
                )
            ]
            config["tool_config"] = g.ToolConfig(
                function_calling_config=g.FunctionCallingConfig(mode=g.FunctionCallingConfigMode.ANY)
            )
            config["automatic_function_calling"] = g.AutomaticFunctionCallingConfig(disable=True)
        if self.thinking_level != "off":
            config["thinking_config"] = g.ThinkingConfig(
                include_thoughts=True, thinking_level=_LEVELS.get(self.thinking_level, "HIGH")
            )
        return g.GenerateContentConfig(**config)

    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        system, contents = self._contents(messages)
        config = self._config(system, tools)
        finish = "cut"  # until a chunk says why the reply ended
        try:
            response = await self._client.aio.models.generate_content_stream(
                model=self.model, contents=contents, config=config
            )
            async for chunk in response:
                for candidate in chunk.candidates or []:
                    if candidate.finish_reason:
                        finish = str(
                            candidate.finish_reason.value
                            if hasattr(candidate.finish_reason, "value")
                            else candidate.finish_reason
                        ).lower()
                    for part in (candidate.content.parts if candidate.content else None) or []:
                        if part.function_call is not None:
                            fc = part.function_call
                            call_id = fc.id or f"{LOCAL_ID_PREFIX}{next(self._ids)}"
                            yield ToolCallEvent(
                                ToolCall(
                                    call_id,
                                    fc.name or "",
                                    dict(fc.args or {}),
                                    signature=part.thought_signature,
                                )
                            )
                        elif part.text:
                            yield ThinkingDelta(part.text) if part.thought else TextDelta(part.text)
                meta = chunk.usage_metadata
                if (
                    meta is not None
                    and meta.prompt_token_count is not None
                    and chunk.candidates
                    and chunk.candidates[0].finish_reason
                ):
                    yield Usage(
                        meta.prompt_token_count or 0,
                        meta.candidates_token_count or 0,
                        meta.thoughts_token_count or 0,
                    )
        except genai_errors.APIError as exc:
            raise self._error(exc) from None
        except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
            raise ConnectError(
                f"gemini: cannot reach the API ({type(exc).__name__}); check the network or base URL."
            ) from None
        except (httpx.ReadTimeout, httpx.RemoteProtocolError, httpx.ReadError) as exc:
            raise ServerError(
                f"gemini: the connection broke during the reply ({type(exc).__name__})."
            ) from None
        except (ValueError, KeyError, TypeError) as exc:
            raise BadResponseError(
                f"gemini: the reply could not be read ({type(exc).__name__}: {str(exc)[:120]})."
            ) from None
        yield Done(finish)

    def _error(self, exc: genai_errors.APIError) -> LLMError:
        return status_error(
            "gemini",
            getattr(exc, "code", 0) or 0,
            getattr(exc, "message", "") or str(exc),
            refused_key="gemini: the API key was refused; check GEMINI_API_KEY (or keys.gemini_api_key).",
            no_model=f"gemini: there is no model {self.model!r}; `opticlick models --provider gemini` lists them.",
            model=self.model,
        )

    async def prepare(self) -> None:
        """Nothing to probe: a wrong model name or key shows up on the first request, as one sentence."""

    async def list_models(self) -> list[ModelInfo]:
        out = []
        try:
            pager = await self._client.aio.models.list()
            async for model in pager:
                actions = getattr(model, "supported_actions", None) or []
                if actions and "generateContent" not in actions:
                    continue
                name = (model.name or "").removeprefix("models/")
                thinking = bool(getattr(model, "thinking", False))
                out.append(
                    ModelInfo(
                        name,
                        "gemini",
                        Capabilities(vision=True, tools=True, thinking=thinking),
                        getattr(model, "display_name", "") or "",
                    )
                )
        except genai_errors.APIError as exc:
            raise self._error(exc) from None
        except httpx.HTTPError as exc:
            raise ConnectError(f"gemini: cannot reach the API ({type(exc).__name__}).") from None
        return out

    async def aclose(self) -> None:
        try:
            await self._client.aio.aclose()
        except Exception:  # noqa: BLE001 - closing must never fail a run
            pass
