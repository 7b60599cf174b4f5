"""A fake Gemini API (v1beta streamGenerateContent over SSE, models list) that plays scripted
replies and, like Gemini 3, rejects a history whose function calls lost their thought signature."""

from __future__ import annotations

import base64
import copy
from typing import Any

from tests.fakes.server import FakeServer, Reply, Request, resolve_marks, sse

SIGNATURE = base64.b64encode(b"opaque-signature-").decode()


def call_part(name: str, args: dict[str, Any], signature: str | None = SIGNATURE) -> dict[str, Any]:
    part: dict[str, Any] = {"functionCall": {"name": name, "args": args}}
    if signature:
        part["thoughtSignature"] = signature
    return part


def reply_events(
    thought: str = "", text: str = "", calls: list[dict[str, Any]] | None = None
) -> list[dict[str, Any]]:
    """One streamed reply: thought chunks, text, then the function calls, then usage."""
    events = []
    for i in range(0, len(thought), 12):
        events.append(
            {
                "candidates": [
                    {"content": {"role": "model", "parts": [{"text": thought[i : i + 12], "thought": True}]}}
                ]
            }
        )
    if text:
        events.append({"candidates": [{"content": {"role": "model", "parts": [{"text": text}]}}]})
    events.append(
        {
            "candidates": [{"content": {"role": "model", "parts": calls or []}, "finishReason": "STOP"}],
            "usageMetadata": {
                "promptTokenCount": 1200,
                "candidatesTokenCount": 30,
                "thoughtsTokenCount": 12,
                "totalTokenCount": 1242,
            },
        }
    )
    return events


class FakeGemini(FakeServer):
    def __init__(self, replies: list[Any], models: list[str] | None = None):
        self.replies = list(replies)
        self.models = models or ["gemini-flash-latest", "gemini-3-pro-preview"]
        self.signatures_seen: list[str] = []
        super().__init__(self._handle)

    def _handle(self, req: Request) -> Reply:
        if req.method == "GET" and "/models" in req.path:
            return Reply(
                body={
                    "models": [
                        {"name": f"models/{m}", "displayName": m, "supportedActions": ["generateContent"]}
                        for m in self.models
                    ]
                }
            )
        if ":streamGenerateContent" not in req.path:
            return Reply(404, {"error": {"code": 404, "message": "not found", "status": "NOT_FOUND"}})
        if req.headers.get("x-goog-api-key") != "test-key":
            return Reply(
                400,
                {
                    "error": {
                        "code": 400,
                        "message": "API key not valid. Please pass a valid API key.",
                        "status": "INVALID_ARGUMENT",
                    }
                },
            )
        model = req.path.split("/models/")[1].split(":")[0]
        if model not in self.models:
            return Reply(
                404,
                {"error": {"code": 404, "message": f"models/{model} is not found", "status": "NOT_FOUND"}},
            )
        for content in req.json.get("contents", []):
            for part in content.get("parts", []):
                if "functionCall" in part or "function_call" in part:
                    signature = part.get("thoughtSignature") or part.get("thought_signature")
                    if not signature:
                        return Reply(
                            400,
                            {
                                "error": {
                                    "code": 400,
                                    "message": "Function call is missing a thought_signature in functionCall parts.",
                                    "status": "INVALID_ARGUMENT",
                                }
                            },
                        )
                    self.signatures_seen.append(signature)
        if not self.replies:
            return Reply(500, {"error": {"code": 500, "message": "script exhausted", "status": "INTERNAL"}})
        nxt = self.replies.pop(0)
        if isinstance(nxt, Reply):
            return nxt
        prompt = ""
        for content in req.json.get("contents", []):
            if content.get("role") == "user":
                prompt = "".join(p.get("text", "") for p in content.get("parts", []))
        events = copy.deepcopy(nxt)
        for event in events:
            for candidate in event.get("candidates", []):
                for part in candidate.get("content", {}).get("parts", []):
                    if "functionCall" in part:
                        part["functionCall"]["args"] = resolve_marks(part["functionCall"]["args"], prompt)
        return Reply(200, chunks=sse(events), content_type="text/event-stream")
