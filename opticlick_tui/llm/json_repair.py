"""A tolerant reader for models that answer in JSON instead of tool calls (small local models).

It repairs the usual small-model mistakes: code fences, prose around the object, single quotes,
trailing commas, Python literals (True/None), unquoted keys, a missing closing brace, an action
given as {"click": {"id": 3}} or {"name": ..., "arguments": ...}, or a single action instead of a list.
"""

from __future__ import annotations

import json
import re
from typing import Any

from opticlick_tui.llm.types import ToolCall


def _extract_object(text: str) -> str:
    text = re.sub(r"^```(?:json)?\s*|\s*```$", "", text.strip(), flags=re.M)
    start = text.find("{")
    if start < 0:
        return text
    depth = 0
    in_string: str | None = None
    escaped = False
    for i in range(start, len(text)):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == in_string:
                in_string = None
            continue
        if ch in "\"'":
            in_string = ch
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return text[start : i + 1]
    return text[start:] + "}" * max(depth, 0)


def _repairs(candidate: str) -> list[str]:
    fixed = candidate
    fixed = re.sub(r",\s*([}\]])", r"\1", fixed)  # trailing commas
    fixed = re.sub(r"\bTrue\b", "true", fixed)
    fixed = re.sub(r"\bFalse\b", "false", fixed)
    fixed = re.sub(r"\bNone\b", "null", fixed)
    quoted = re.sub(r"(?<=[{,\s])([A-Za-z_][A-Za-z0-9_]*)\s*:", r'"\1":', fixed)  # unquoted keys
    single = re.sub(r"'([^'\\]*(?:\\.[^'\\]*)*)'", lambda m: json.dumps(m.group(1)), quoted)
    return [candidate, fixed, quoted, single]


def parse_loose_json(text: str) -> Any:
    candidate = _extract_object(text)
    for attempt in _repairs(candidate):
        try:
            return json.loads(attempt)
        except json.JSONDecodeError:
            continue
    raise ValueError("no JSON object found")


def _normalise_action(raw: Any) -> tuple[str, dict[str, Any]] | None:
    if not isinstance(raw, dict):
        return None
    name = raw.get("tool") or raw.get("name") or raw.get("action") or raw.get("function")
    args = raw.get("args", raw.get("arguments", raw.get("parameters", raw.get("input"))))
    if isinstance(name, dict):  # {"function": {"name": ..., "arguments": ...}}
        args = name.get("arguments", args)
        name = name.get("name")
    if name is None and len(raw) == 1:  # {"click": {"id": 3}}
        name, args = next(iter(raw.items()))
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except json.JSONDecodeError:
            args = {}
    if not isinstance(name, str):
        return None
    if not isinstance(args, dict):
        # {"tool": "click", "id": 3}: the arguments sit beside the name.
        args = {k: v for k, v in raw.items() if k not in ("tool", "name", "action", "function", "thought")}
    return name, args


def calls_from_json_text(text: str, step: int) -> tuple[str, list[ToolCall]]:
    """(thought, tool calls) from a JSON-mode answer; ([] when nothing usable is there)."""
    try:
        data = parse_loose_json(text)
    except ValueError:
        return "", []
    if isinstance(data, list):
        data = {"actions": data}
    if not isinstance(data, dict):
        return "", []
    thought = str(data.get("thought") or data.get("thinking") or data.get("reasoning") or "")
    actions = data.get("actions", data.get("action", data.get("tool_calls")))
    if actions is None and ("tool" in data or "name" in data):
        actions = [data]
    if isinstance(actions, dict):
        actions = [actions]
    calls = []
    for n, raw in enumerate(actions or []):
        parsed = _normalise_action(raw)
        if parsed:
            calls.append(ToolCall(f"json-{step}-{n}", parsed[0], parsed[1]))
    return thought, calls


def json_output_schema(tool_names: list[str]) -> dict[str, Any]:
    """For models without tool calling: one JSON object with a thought and a list of actions."""
    return {
        "type": "object",
        "properties": {
            "thought": {"type": "string"},
            "actions": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "tool": {"type": "string", "enum": tool_names},
                        "args": {"type": "object"},
                    },
                    "required": ["tool", "args"],
                },
            },
        },
        "required": ["actions"],
    }
