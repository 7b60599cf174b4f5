"""Replays a file of turns instead of calling a model (demos, tests, reproducing a run).

The file is JSON (a list of turns, or {"turns": [...]}) or JSONL (one turn per line). A turn:
    {"thinking": "...", "text": "...", "tool_calls": [{"name": "click", "args": {"id": 3}}], "delay_ms": 0}
An argument "@Label" (or "@Label#2" for the second such mark) is replaced by the number of the mark
with that label in the current step's mark list, so scripts survive id changes between pages.
When the turns run out, the provider finishes the task with success false.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.types import (
    BadResponseError,
    Capabilities,
    Done,
    Message,
    StreamEvent,
    TextDelta,
    TextPart,
    ThinkingDelta,
    ToolCall,
    ToolCallEvent,
    ToolSpec,
)

_MARK = re.compile(r'^\[(\d+)\]\*? \S+(?: \S+)? "(.*?)"', re.M)


class ScriptError(Exception):
    pass


def load_script(path: Path) -> list[dict[str, Any]]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScriptError(f"Cannot read the script {path}: {exc.strerror or exc}.") from None
    try:
        if path.suffix == ".jsonl":
            turns = [json.loads(line) for line in text.splitlines() if line.strip()]
        else:
            data = json.loads(text)
            turns = data["turns"] if isinstance(data, dict) else data
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        raise ScriptError(f"The script {path} is not a JSON list of turns: {exc}.") from None
    if not isinstance(turns, list) or not all(isinstance(t, dict) for t in turns):
        raise ScriptError(f"The script {path} must hold a list of turn objects.")
    return turns


class ScriptedProvider(Provider):
    name = "scripted"

    def __init__(self, turns: list[dict[str, Any]], model: str = "script"):
        super().__init__(model)
        self.turns = list(turns)
        self.position = 0
        self.capabilities = Capabilities(vision=True, tools=True, thinking=True)
        self.requests: list[list[Message]] = []
        self.deadlines = None  # a script's delays are part of what it replays

    @classmethod
    def from_file(cls, path: Path) -> ScriptedProvider:
        return cls(load_script(path), model=path.name)

    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        self.requests.append(messages)
        if self.position >= len(self.turns):
            yield ToolCallEvent(
                ToolCall(
                    "script-end", "finish", {"summary": "The script ran out of turns.", "success": False}
                )
            )
            yield Done()
            return
        turn = self.turns[self.position]
        self.position += 1
        if turn.get("error"):
            raise BadResponseError(f"scripted: {turn['error']}")
        delay = turn.get("delay_ms", 0) / 1000
        marks = _marks(messages)
        for chunk in _chunks(turn.get("thinking", "")):
            yield ThinkingDelta(chunk)
            if delay:
                await asyncio.sleep(delay)
        for chunk in _chunks(turn.get("text", "")):
            yield TextDelta(chunk)
        for n, call in enumerate(turn.get("tool_calls", [])):
            args = {k: _resolve(v, marks) for k, v in (call.get("args") or {}).items()}
            yield ToolCallEvent(ToolCall(call.get("id") or f"call-{self.position}-{n}", call["name"], args))
        yield Done()


def _chunks(text: str, size: int = 24) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)]


def _marks(messages: list[Message]) -> list[tuple[int, str]]:
    for message in reversed(messages):
        if message.role == "user":
            text = "".join(p.text for p in message.parts if isinstance(p, TextPart))
            return [(int(n), label) for n, label in _MARK.findall(text)]
    return []


def _resolve(value: Any, marks: list[tuple[int, str]]) -> Any:
    if isinstance(value, str) and value.startswith("@") and len(value) > 1:
        label, _, nth = value[1:].partition("#")
        found = [n for n, text in marks if text == label]
        index = int(nth) - 1 if nth.isdigit() else 0
        if len(found) > index:
            return found[index]
        return -1  # no such mark: the agent answers with an out-of-range error, as for a model
    if isinstance(value, list):
        return [_resolve(v, marks) for v in value]
    return value
