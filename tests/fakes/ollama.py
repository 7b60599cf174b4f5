"""A fake Ollama server: /api/tags, /api/show (capabilities), /api/chat streaming NDJSON."""

from __future__ import annotations

from typing import Any

from tests.fakes.server import FakeServer, Reply, Request, ndjson

MODELS = {
    "qwen2.5vl:7b": ["completion", "vision", "tools"],
    "qwen3:8b": ["completion", "tools", "thinking"],
    "llava:7b": ["completion", "vision"],
}


def chat_events(
    thinking: str = "",
    content: str = "",
    calls: list[dict[str, Any]] | None = None,
    model: str = "qwen2.5vl:7b",
) -> list[dict[str, Any]]:
    base = {"model": model, "created_at": "2026-11-22T00:00:00Z"}
    events = []
    for i in range(0, len(thinking), 10):
        events.append(
            {
                **base,
                "message": {"role": "assistant", "content": "", "thinking": thinking[i : i + 10]},
                "done": False,
            }
        )
    for i in range(0, len(content), 10):
        events.append(
            {**base, "message": {"role": "assistant", "content": content[i : i + 10]}, "done": False}
        )
    if calls:
        events.append(
            {
                **base,
                "message": {
                    "role": "assistant",
                    "content": "",
                    "tool_calls": [{"function": c} for c in calls],
                },
                "done": False,
            }
        )
    events.append(
        {
            **base,
            "message": {"role": "assistant", "content": ""},
            "done": True,
            "done_reason": "stop",
            "prompt_eval_count": 900,
            "eval_count": 40,
        }
    )
    return events


class FakeOllama(FakeServer):
    def __init__(self, replies: list[Any], models: dict[str, list[str]] | None = None):
        self.replies = list(replies)
        self.models = models or MODELS
        super().__init__(self._handle)

    def _handle(self, req: Request) -> Reply:
        if req.path == "/api/tags":
            return Reply(
                body={
                    "models": [
                        {
                            "name": m,
                            "model": m,
                            "modified_at": "2026-11-01T00:00:00Z",
                            "size": 1,
                            "digest": "x",
                            "details": {},
                        }
                        for m in self.models
                    ]
                }
            )
        if req.path == "/api/show":
            name = req.json.get("model") or req.json.get("name")
            if name not in self.models:
                return Reply(404, {"error": f"model '{name}' not found"})
            return Reply(
                body={
                    "capabilities": self.models[name],
                    "details": {"family": "x"},
                    "model_info": {},
                    "modified_at": "2026-11-01T00:00:00Z",
                }
            )
        if req.path == "/api/chat":
            name = req.json.get("model")
            if name not in self.models:
                return Reply(404, {"error": f"model '{name}' not found, try pulling it first"})
            if req.json.get("tools") and "tools" not in self.models[name]:
                return Reply(400, {"error": f"registry.ollama.ai/library/{name} does not support tools"})
            if not self.replies:
                return Reply(500, {"error": "script exhausted"})
            nxt = self.replies.pop(0)
            if isinstance(nxt, Reply):
                return nxt
            return Reply(200, chunks=ndjson(nxt), content_type="application/x-ndjson")
        return Reply(404, {"error": "not found"})
