"""Any OpenAI-compatible chat-completions server (OpenAI, OpenRouter, Groq, DeepSeek, LM Studio,
vLLM, llama.cpp server, ...): streamed tool calls assembled from their fragments, reasoning deltas
where the server sends them (`reasoning_content` or `reasoning`), and a tool-choice fallback for
servers that refuse to be told to call a tool."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import openai

from opticlick_tui.llm.base import ModelInfo, Provider
from opticlick_tui.llm.errors import retry_after_seconds, status_error
from opticlick_tui.llm.presets import PRESETS
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
    ToolChoiceRejectedError,
    ToolResult,
    ToolSpec,
    Usage,
)


class OpenAICompatProvider(Provider):
    name = "openai"

    def __init__(
        self,
        base_url: str,
        api_key: str,
        model: str,
        temperature: float = 0.1,
        reasoning_effort: str = "off",
        timeout_s: float = 120.0,
        preset: str = "custom",
    ):
        if not model:
            model = PRESETS.get(preset, ("", None, ""))[2]
        super().__init__(model)
        self.base_url = base_url
        self.preset = preset
        self.temperature = temperature
        self.reasoning_effort = reasoning_effort
        self._client = openai.AsyncOpenAI(
            base_url=base_url, api_key=api_key or "not-needed", timeout=timeout_s, max_retries=0
        )
        self.capabilities = Capabilities(vision=True, tools=True, thinking=reasoning_effort != "off")
        # "required" makes the model call a tool; servers that refuse it get "auto" (and, if the
        # model then answers in prose, the JSON reader has a go at it).
        self.tool_choice: str | None = "required"

    def _messages(self, messages: list[Message]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for message in messages:
            if message.role == "tool":
                for r in message.parts:
                    if isinstance(r, ToolResult):
                        out.append({"role": "tool", "tool_call_id": r.call_id, "content": r.content})
                continue
            text = "".join(p.text for p in message.parts if isinstance(p, TextPart))
            images = [p for p in message.parts if isinstance(p, ImagePart)]
            if message.role == "assistant":
                entry: dict[str, Any] = {"role": "assistant", "content": text or None}
                calls = [p for p in message.parts if isinstance(p, ToolCall)]
                if calls:
                    entry["tool_calls"] = [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": json.dumps(c.args)},
                        }
                        for c in calls
                    ]
                out.append(entry)
            elif images and self.capabilities.vision:
                content: list[dict[str, Any]] = [{"type": "text", "text": text}]
                content += [
                    {"type": "image_url", "image_url": {"url": f"data:{i.mime};base64,{i.b64()}"}}
                    for i in images
                ]
                out.append({"role": message.role, "content": content})
            else:
                out.append({"role": message.role, "content": text})
        return out

    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        while True:
            try:
                async for event in self._stream_once(messages, tools):
                    yield event
                return
            except ToolChoiceRejectedError:
                # Fall back once per step of the ladder: required -> auto -> (no tool_choice).
                self.tool_choice = "auto" if self.tool_choice == "required" else None

    async def _stream_once(
        self, messages: list[Message], tools: list[ToolSpec]
    ) -> AsyncIterator[StreamEvent]:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": self._messages(messages),
            "stream": True,
            "temperature": self.temperature,
            "stream_options": {"include_usage": True},
        }
        if tools:
            kwargs["tools"] = [
                {
                    "type": "function",
                    "function": {"name": t.name, "description": t.description, "parameters": t.parameters},
                }
                for t in tools
            ]
            if self.tool_choice:
                kwargs["tool_choice"] = self.tool_choice
        pending: dict[int, dict[str, Any]] = {}
        started = False
        finish: str | None = None  # stays None when the stream is cut off before the end
        try:
            response = await self._client.chat.completions.create(**kwargs)
            async for chunk in response:
                started = True
                if chunk.usage:
                    finish = finish or "stop"
                    yield Usage(chunk.usage.prompt_tokens or 0, chunk.usage.completion_tokens or 0)
                if not chunk.choices:
                    continue
                finish = chunk.choices[0].finish_reason or finish
                delta = chunk.choices[0].delta
                extra = delta.model_extra or {}
                reasoning = extra.get("reasoning_content") or extra.get("reasoning")
                if isinstance(reasoning, str) and reasoning:
                    yield ThinkingDelta(reasoning)
                if delta.content:
                    yield TextDelta(delta.content)
                for frag in delta.tool_calls or []:
                    slot = pending.setdefault(frag.index or 0, {"id": None, "name": "", "arguments": ""})
                    if frag.id:
                        slot["id"] = frag.id
                    if frag.function is not None:
                        if frag.function.name:
                            slot["name"] += frag.function.name
                        if frag.function.arguments:
                            slot["arguments"] += frag.function.arguments
        except openai.APIStatusError as exc:
            raise self._error(exc, started) from None
        except openai.APITimeoutError:
            raise ServerError(f"openai: {self._where()} did not answer in time.") from None
        except openai.APIConnectionError as exc:
            raise ConnectError(
                f"openai: cannot reach {self._where()} ({str(exc)[:100]}); check the base URL and that the server runs."
            ) from None
        except (json.JSONDecodeError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise BadResponseError(
                f"openai: the reply from {self._where()} could not be read ({type(exc).__name__})."
            ) from None
        for index in sorted(pending):
            slot = pending[index]
            raw = slot["arguments"].strip() or "{}"
            try:
                args = json.loads(raw)
                raw_args = None if isinstance(args, dict) else raw
            except json.JSONDecodeError:
                args, raw_args = {}, raw
            yield ToolCallEvent(
                ToolCall(
                    slot["id"] or f"oa-{index}",
                    slot["name"],
                    args if isinstance(args, dict) else {},
                    raw_args=raw_args,
                )
            )
        yield Done(finish or "cut")

    def _where(self) -> str:
        return self.base_url

    def _error(self, exc: openai.APIStatusError, started: bool) -> LLMError:
        code = exc.status_code
        body = exc.body if isinstance(exc.body, dict) else {}
        message = str(
            (body.get("error") or {}).get("message")
            if isinstance(body.get("error"), dict)
            else body.get("message") or exc.message
        )[:200]
        if code == 400 and "tool_choice" in message.lower() and not started and self.tool_choice:
            return ToolChoiceRejectedError(message)
        return status_error(
            "openai",
            code,
            message,
            refused_key=f"openai: {self._where()} refused the API key ({code}); check OPENAI_API_KEY or the preset's key variable.",
            no_model=f"openai: {self._where()} has no model {self.model!r}; `opticlick models --provider openai` lists them.",
            model=self.model,
            where=self._where(),
            retry_after=retry_after_seconds(
                exc.response.headers.get("retry-after") if exc.response is not None else None
            ),
        )

    async def list_models(self) -> list[ModelInfo]:
        try:
            page = await self._client.models.list()
        except openai.APIStatusError as exc:
            raise self._error(exc, True) from None
        except openai.APIConnectionError as exc:
            raise ConnectError(f"openai: cannot reach {self._where()} ({str(exc)[:100]}).") from None
        return [ModelInfo(m.id, "openai", Capabilities()) async for m in page]

    async def aclose(self) -> None:
        try:
            await self._client.close()
        except Exception:  # noqa: BLE001 - closing must never fail a run
            pass
