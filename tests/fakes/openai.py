"""A fake OpenAI-compatible server: /v1/models and /v1/chat/completions streaming SSE, with tool
calls split across chunks and reasoning deltas."""

from __future__ import annotations

import json
from typing import Any

from tests.fakes.server import FakeServer, Reply, Request, sse


def _chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
    return {
        "id": "c1",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "m",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }


def completion_events(
    reasoning: str = "",
    content: str = "",
    calls: list[tuple[str, dict[str, Any]]] | None = None,
    reasoning_key: str = "reasoning_content",
) -> list[Any]:
    events: list[Any] = [_chunk({"role": "assistant", "content": ""})]
    for i in range(0, len(reasoning), 8):
        events.append(_chunk({reasoning_key: reasoning[i : i + 8]}))
    for i in range(0, len(content), 8):
        events.append(_chunk({"content": content[i : i + 8]}))
    for index, (name, args) in enumerate(calls or []):
        text = json.dumps(args)
        cut = len(text) // 2
        # The way real servers stream: id and name first, the arguments in pieces.
        events.append(
            _chunk(
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "id": f"call_{index}",
                            "type": "function",
                            "function": {"name": name, "arguments": ""},
                        }
                    ]
                }
            )
        )
        events.append(_chunk({"tool_calls": [{"index": index, "function": {"arguments": text[:cut]}}]}))
        events.append(_chunk({"tool_calls": [{"index": index, "function": {"arguments": text[cut:]}}]}))
    events.append(_chunk({}, "tool_calls" if calls else "stop"))
    events.append(
        {
            "id": "c1",
            "object": "chat.completion.chunk",
            "created": 1,
            "model": "m",
            "choices": [],
            "usage": {"prompt_tokens": 1500, "completion_tokens": 25, "total_tokens": 1525},
        }
    )
    events.append("[DONE]")
    return events


class FakeOpenAI(FakeServer):
    def __init__(
        self,
        replies: list[Any],
        models: list[str] | None = None,
        reject_required: bool = False,
        key: str = "sk-test",
    ):
        self.replies = list(replies)
        self.models = models or ["gpt-test", "vision-test"]
        self.reject_required = reject_required
        self.key = key
        super().__init__(self._handle)

    def _handle(self, req: Request) -> Reply:
        if req.headers.get("authorization") != f"Bearer {self.key}":
            return Reply(
                401,
                {
                    "error": {
                        "message": "Incorrect API key provided",
                        "type": "invalid_request_error",
                        "code": "invalid_api_key",
                    }
                },
            )
        if req.path.endswith("/models"):
            return Reply(
                body={
                    "object": "list",
                    "data": [
                        {"id": m, "object": "model", "created": 1, "owned_by": "me"} for m in self.models
                    ],
                }
            )
        if not req.path.endswith("/chat/completions"):
            return Reply(404, {"error": {"message": "not found"}})
        if req.json.get("model") not in self.models:
            return Reply(
                404,
                {
                    "error": {
                        "message": f"The model `{req.json.get('model')}` does not exist",
                        "type": "invalid_request_error",
                        "code": "model_not_found",
                    }
                },
            )
        if self.reject_required and req.json.get("tool_choice") == "required":
            return Reply(
                400,
                {
                    "error": {
                        "message": "tool_choice 'required' is not supported by this server",
                        "type": "invalid_request_error",
                    }
                },
            )
        if not self.replies:
            return Reply(500, {"error": {"message": "script exhausted"}})
        nxt = self.replies.pop(0)
        if isinstance(nxt, Reply):
            return nxt
        return Reply(200, chunks=sse(nxt), content_type="text/event-stream")
