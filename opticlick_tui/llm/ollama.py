"""Local models through Ollama: models found with /api/tags and their capabilities with
/api/show; thinking streamed; tool calling where the model has it, else JSON-schema output read by
a tolerant parser; models without vision get the text-only observation."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import ollama

from opticlick_tui.llm.base import ModelInfo, Provider
from opticlick_tui.llm.errors import status_error
from opticlick_tui.llm.json_repair import json_output_schema
from opticlick_tui.llm.types import (
    BadResponseError,
    Capabilities,
    ConnectError,
    Done,
    ImagePart,
    LLMError,
    Message,
    ModelNotFoundError,
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


def _caps(show: Any) -> Capabilities:
    names = set(getattr(show, "capabilities", None) or [])
    return Capabilities(vision="vision" in names, tools="tools" in names, thinking="thinking" in names)


class OllamaProvider(Provider):
    name = "ollama"

    def __init__(
        self,
        host: str,
        model: str = "",
        temperature: float = 0.1,
        think: bool = True,
        timeout_s: float = 120.0,
    ):
        super().__init__(model)
        self.host = host.rstrip("/")
        self.temperature = temperature
        self.think = think
        self._client = ollama.AsyncClient(host=self.host, timeout=timeout_s)
        self.capabilities = Capabilities(vision=True, tools=True, thinking=False)
        self._ids = itertools.count(1)

    # --- discovery ---------------------------------------------------------------------------------------
    @staticmethod
    async def detect(host: str, timeout: float = 3.0) -> list[ModelInfo]:
        """Installed models with their capabilities; raises ConnectError when Ollama is not running."""
        client = ollama.AsyncClient(host=host, timeout=timeout)
        try:
            listing = await client.list()
            names = [m.model for m in listing.models if m.model]
            shows = await asyncio.gather(*(client.show(n) for n in names), return_exceptions=True)
        except (httpx.ConnectError, httpx.TimeoutException, ConnectionError) as exc:
            raise ConnectError(
                f"Ollama is not running at {host} ({type(exc).__name__}); start it with `ollama serve` or set OLLAMA_HOST."
            ) from None
        except ollama.ResponseError as exc:
            raise ServerError(f"ollama: {exc.error} ({exc.status_code}).") from None
        out = []
        for name, show in zip(names, shows, strict=True):
            caps = Capabilities(vision=False, tools=False) if isinstance(show, BaseException) else _caps(show)
            out.append(ModelInfo(name, "ollama", caps))
        return out

    async def list_models(self) -> list[ModelInfo]:
        return await self.detect(self.host)

    async def prepare(self) -> None:
        """Pick a model when none was named (a vision+tools one first) and learn what it can do."""
        if not self.model:
            models = await self.detect(self.host)
            ranked = sorted(models, key=lambda m: (not m.capabilities.vision, not m.capabilities.tools))
            if not ranked:
                raise ModelNotFoundError(
                    f"ollama: no models are installed at {self.host}; `ollama pull qwen2.5vl` (or another vision model) first."
                )
            self.model = ranked[0].name
        try:
            show = await self._client.show(self.model)
        except ollama.ResponseError as exc:
            if exc.status_code == 404:
                raise ModelNotFoundError(
                    f"ollama: model {self.model!r} is not installed; `ollama pull {self.model}` or pick another."
                ) from None
            raise ServerError(f"ollama: {exc.error}.") from None
        except (httpx.ConnectError, httpx.TimeoutException, ConnectionError) as exc:
            raise ConnectError(
                f"Ollama is not running at {self.host} ({type(exc).__name__}); start it with `ollama serve` or set OLLAMA_HOST."
            ) from None
        self.capabilities = _caps(show)
        if not self.capabilities.thinking:
            self.think = False

    # --- request --------------------------------------------------------------------------------------------
    def _messages(self, messages: list[Message]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for message in messages:
            text = "".join(p.text for p in message.parts if isinstance(p, TextPart))
            if message.role == "tool":
                for r in message.parts:
                    if isinstance(r, ToolResult):
                        if self.capabilities.tools:
                            out.append({"role": "tool", "content": r.content, "tool_name": r.name})
                        else:
                            out.append({"role": "user", "content": f"Result of {r.name}: {r.content}"})
                continue
            entry: dict[str, Any] = {"role": message.role, "content": text}
            images = [p.b64() for p in message.parts if isinstance(p, ImagePart)]
            if images and self.capabilities.vision:
                entry["images"] = images
            calls = [p for p in message.parts if isinstance(p, ToolCall)]
            if calls:
                if self.capabilities.tools:
                    entry["tool_calls"] = [{"function": {"name": c.name, "arguments": c.args}} for c in calls]
                else:
                    entry["content"] = json.dumps(
                        {"actions": [{"tool": c.name, "args": c.args} for c in calls]}
                    )
            out.append(entry)
        return out

    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": self._messages(messages),
            "stream": True,
            "options": {"temperature": self.temperature},
        }
        if self.think:
            kwargs["think"] = True
        if self.capabilities.tools:
            kwargs["tools"] = [
                {
                    "type": "function",
                    "function": {"name": t.name, "description": t.description, "parameters": t.parameters},
                }
                for t in tools
            ]
        else:
            kwargs["format"] = json_output_schema([t.name for t in tools])
        finished = False
        try:
            response = await self._client.chat(**kwargs)
            async for chunk in response:
                msg = chunk.message
                if msg.thinking:
                    yield ThinkingDelta(msg.thinking)
                if msg.content:
                    yield TextDelta(msg.content)
                for call in msg.tool_calls or []:
                    args = call.function.arguments
                    raw = None
                    if isinstance(args, str):
                        try:
                            args = json.loads(args)
                        except json.JSONDecodeError:
                            raw, args = args, {}
                    yield ToolCallEvent(
                        ToolCall(f"ol-{next(self._ids)}", call.function.name, dict(args or {}), raw_args=raw)
                    )
                if chunk.done:
                    finished = True
                    yield Usage(chunk.prompt_eval_count or 0, chunk.eval_count or 0)
        except ollama.ResponseError as exc:
            raise self._error(exc) from None
        except (httpx.ConnectError, httpx.ConnectTimeout, ConnectionError) as exc:
            raise ConnectError(
                f"Ollama is not running at {self.host} ({type(exc).__name__}); start it with `ollama serve` or set OLLAMA_HOST."
            ) from None
        except (httpx.ReadTimeout, httpx.RemoteProtocolError, httpx.ReadError) as exc:
            raise ServerError(
                f"ollama: the connection broke during the reply ({type(exc).__name__})."
            ) from None
        except (json.JSONDecodeError, ValueError, KeyError, TypeError) as exc:
            raise BadResponseError(f"ollama: the reply could not be read ({type(exc).__name__}).") from None
        yield Done("stop" if finished else "cut")

    def _error(self, exc: ollama.ResponseError) -> LLMError:
        code = exc.status_code
        if code == 400 and "does not support tools" in str(exc.error):
            self.capabilities.tools = False
            return BadResponseError("ollama: the model does not support tools; switching to JSON output.")
        return status_error(
            "ollama",
            code,
            str(exc.error),
            refused_key=f"ollama: {self.host} refused the request ({code}); check OLLAMA_HOST and the server's access settings.",
            no_model=f"ollama: model {self.model!r} is not installed; `ollama pull {self.model}` or pick another.",
            model=self.model,
        )

    async def aclose(self) -> None:
        try:
            await self._client._client.aclose()  # the SDK's httpx client
        except Exception:  # noqa: BLE001 - closing must never fail a run
            pass
