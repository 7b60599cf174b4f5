"""The conversation as turns, and how it is compacted into the messages of a request.

Pinned: the system prompt and the task (and, in each step message, the plan, notes, memory and
files). The most recent turns go verbatim (tool calls with their results, paired by call id, thought
signatures intact); older turns become one digest line each. Every tool result is capped. Only the
current screenshot is ever sent. So a 500-step session sends about what a 20-step one does.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from typing import Any

from opticlick_tui.llm.types import ImagePart, Message, TextPart, ToolCall, ToolResult

RESULT_CAP = 8000
# What the model's own output may put back into a request (the full text stays in the step file):
# its text per turn, and each string argument of a call (a 2 MB vfs_write is on disk already).
MODEL_TEXT_CAP = 4000
ARG_CAP = 2000
KEEP_RECENT = 8
DIGEST_LINES = 60
HISTORY_CHAR_BUDGET = 60_000


@dataclass
class Turn:
    step: int
    text: str = ""
    thinking: str = ""
    calls: list[ToolCall] = field(default_factory=list)
    results: list[ToolResult] = field(default_factory=list)
    page: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "text": self.text,
            "thinking": self.thinking,
            "page": self.page,
            "calls": [
                {
                    "id": c.id,
                    "name": c.name,
                    "args": c.args,
                    "signature": base64.b64encode(c.signature).decode() if c.signature else None,
                }
                for c in self.calls
            ],
            "results": [
                {"call_id": r.call_id, "name": r.name, "content": r.content, "is_error": r.is_error}
                for r in self.results
            ],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Turn:
        return cls(
            step=data.get("step", 0),
            text=data.get("text", ""),
            thinking=data.get("thinking", ""),
            page=data.get("page", ""),
            calls=[
                ToolCall(
                    c["id"],
                    c["name"],
                    c.get("args") or {},
                    base64.b64decode(c["signature"]) if c.get("signature") else None,
                )
                for c in data.get("calls", [])
            ],
            results=[
                ToolResult(r["call_id"], r["name"], r["content"], r.get("is_error", False))
                for r in data.get("results", [])
            ],
        )

    def digest(self) -> str:
        pieces = []
        results = {r.call_id: r for r in self.results}
        for call in self.calls:
            args = json.dumps(call.args, ensure_ascii=False, separators=(",", ":"))
            if len(args) > 80:
                args = args[:77] + "..."
            result = results.get(call.id)
            outcome = ""
            if result:
                first = result.content.strip().splitlines()[0] if result.content.strip() else ""
                outcome = (" ✗ " if result.is_error else " → ") + first[:100]
            pieces.append(f"{call.name}({args}){outcome}")
        head = f"step {self.step}" + (f" [{self.page[:60]}]" if self.page else "")
        said = f' said "{self.text.strip()[:80]}"' if self.text.strip() and not self.calls else ""
        return f"{head}:{said} " + " | ".join(pieces)


def cap(text: str, limit: int = RESULT_CAP) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"\n[... cut: {len(text) - limit} more characters not shown]"


def build_messages(
    system: str,
    task_text: str,
    turns: list[Turn],
    current_text: str,
    image: ImagePart | None,
    keep_recent: int = KEEP_RECENT,
) -> list[Message]:
    """The request: system, pinned task (+ digest of old turns), recent turns verbatim, current step."""
    messages = [Message.text("system", system)]
    recent = turns[-keep_recent:] if keep_recent else []
    older = turns[: len(turns) - len(recent)]
    # Shrink the verbatim window while it is over budget (huge results, long texts).
    while len(recent) > 2 and sum(_turn_size(t) for t in recent) > HISTORY_CHAR_BUDGET:
        older.append(recent.pop(0))
    first = task_text
    if older:
        lines = [t.digest() for t in older]
        omitted = max(0, len(lines) - DIGEST_LINES)
        lines = lines[-DIGEST_LINES:]
        head = f"Earlier steps (digest{', ' + str(omitted) + ' older steps not shown' if omitted else ''}):"
        first += "\n\n" + head + "\n" + "\n".join(lines)
    messages.append(Message.text("user", first))
    for turn in recent:
        parts: list[Any] = []
        if turn.text:
            parts.append(TextPart(cap(turn.text, MODEL_TEXT_CAP)))
        parts.extend(_capped_call(c) for c in turn.calls)
        if not parts:
            parts.append(TextPart("(no action)"))
        messages.append(Message("assistant", parts))
        if turn.results:
            messages.append(
                Message(
                    "tool", [ToolResult(r.call_id, r.name, cap(r.content), r.is_error) for r in turn.results]
                )
            )
    current: list[Any] = [TextPart(current_text)]
    if image is not None:
        current.append(image)
    messages.append(Message("user", current))
    return messages


def _capped_call(call: ToolCall) -> ToolCall:
    """The call as re-sent: huge string arguments cut (the call itself, its id and signature kept)."""
    raw = call.raw_args
    if len(json.dumps(call.args, ensure_ascii=False)) <= ARG_CAP and (raw is None or len(raw) <= ARG_CAP):
        return call
    args = {k: _capped_value(v) for k, v in call.args.items()}
    return ToolCall(call.id, call.name, args, call.signature, raw_args=cap(raw, ARG_CAP) if raw else raw)


def _capped_value(value: Any) -> Any:
    if isinstance(value, str):
        return cap(value, ARG_CAP)
    if isinstance(value, list):
        kept = [cap(v, ARG_CAP // 4) if isinstance(v, str) else v for v in value[:20]]
        return kept + ([f"[... {len(value) - 20} more items not shown]"] if len(value) > 20 else [])
    return value


def _turn_size(turn: Turn) -> int:
    return (
        min(len(turn.text), MODEL_TEXT_CAP)
        + sum(min(len(json.dumps(c.args)), 4 * ARG_CAP) for c in turn.calls)
        + sum(min(len(r.content), RESULT_CAP) for r in turn.results)
    )


def request_size(messages: list[Message]) -> dict[str, int]:
    """Characters of text and pixels of images a request carries (for the size benchmark)."""
    chars = 0
    images = 0
    for m in messages:
        for p in m.parts:
            if isinstance(p, TextPart):
                chars += len(p.text)
            elif isinstance(p, ToolCall):
                chars += len(p.name) + len(json.dumps(p.args))
            elif isinstance(p, ToolResult):
                chars += len(p.content)
            elif isinstance(p, ImagePart):
                images += 1
    return {"chars": chars, "est_tokens": chars // 4, "images": images}
