"""The user is the model: typed commands become the same tool calls a model would make.

click 12 | dblclick 12 | rclick 12 | type 4 hello world | type hello (into the focused field)
key Control+A | scroll down | scroll down in 12 | goto example.com | back | hover 3 | drag 3 5
select 7 Blue | upload 3 invoice.pdf | tab 2 | newtab [url] | closetab 2 | wait 500
note key text | done <summary> | fail <summary>
"""

from __future__ import annotations

import itertools
import shlex
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.types import (
    Capabilities,
    Done,
    Message,
    StreamEvent,
    ToolCall,
    ToolCallEvent,
    ToolSpec,
)

HELP = (
    "Commands: click N, dblclick N, rclick N, type N text, type text, key Enter|Control+A, "
    "scroll up|down (the page), scroll up|down in N (inside mark N), "
    "goto URL, back, hover N, drag N M, select N option, upload N file, tab N, newtab [URL], closetab N, "
    "wait MS, note KEY TEXT, done SUMMARY, fail SUMMARY"
)


class ManualCommandError(ValueError):
    pass


def _int(word: str, what: str = "mark number") -> int:
    try:
        return int(word.lstrip("[").rstrip("]"))
    except ValueError:
        raise ManualCommandError(f"{word!r} is not a {what}.") from None


def parse_command(text: str) -> dict[str, Any]:
    """Parse one command into {"name": ..., "args": {...}}; raises ManualCommandError."""
    text = text.strip()
    if not text:
        raise ManualCommandError("Type a command. " + HELP)
    head, _, rest = text.partition(" ")
    verb = head.lower().lstrip("/")
    rest = rest.strip()
    words = rest.split()

    def need(n: int, usage: str) -> None:
        if len(words) < n:
            raise ManualCommandError(f"Usage: {usage}")

    if verb in ("click", "dblclick", "rclick", "c"):
        need(1, f"{verb} N")
        args: dict[str, Any] = {"id": _int(words[0])}
        if verb == "dblclick":
            args["count"] = 2
        if verb == "rclick":
            args["button"] = "right"
        return {"name": "click", "args": args}
    if verb in ("type", "t"):
        need(1, "type N text  or  type text")
        if words[0].lstrip("[").rstrip("]").isdigit() and len(words) > 1:
            return {"name": "type", "args": {"id": _int(words[0]), "text": rest.split(None, 1)[1]}}
        return {"name": "type", "args": {"text": rest}}
    if verb in ("key", "press", "k"):
        need(1, "key Enter  (or a combo such as Control+A)")
        return {"name": "press_key", "args": {"keys": rest}}
    if verb in ("scroll", "s"):
        # "scroll down" scrolls the page; "scroll down in 3" scrolls inside mark 3. A bare number
        # ("scroll down 3") reads like "3 screens", so it is refused with the two spellings.
        usage = "Usage: scroll up|down|left|right (the page), or scroll down in N (inside mark N)"
        direction = words[0].lower() if words else "down"
        if direction not in ("up", "down", "left", "right"):
            raise ManualCommandError(usage)
        args = {"direction": direction}
        rest_words = [w.lower() for w in words[1:]]
        if rest_words[:1] in (["in"], ["inside"], ["mark"]) and len(rest_words) == 2:
            args["id"] = _int(rest_words[1])
        elif rest_words:
            raise ManualCommandError(
                f"{' '.join(words)!r} is ambiguous: scroll {direction} scrolls the page; "
                f"scroll {direction} in N scrolls inside mark N."
            )
        return {"name": "scroll", "args": args}
    if verb in ("goto", "go", "open", "navigate", "g"):
        need(1, "goto URL")
        return {"name": "navigate", "args": {"url": words[0]}}
    if verb == "back":
        return {"name": "go_back", "args": {}}
    if verb == "hover":
        need(1, "hover N")
        return {"name": "hover", "args": {"id": _int(words[0])}}
    if verb == "drag":
        need(2, "drag N M")
        return {"name": "drag_and_drop", "args": {"from_id": _int(words[0]), "to_id": _int(words[1])}}
    if verb == "select":
        need(2, "select N option text")
        return {"name": "select_option", "args": {"id": _int(words[0]), "option": rest.split(None, 1)[1]}}
    if verb == "upload":
        need(2, "upload N file-name")
        return {"name": "upload_file", "args": {"id": _int(words[0]), "file": rest.split(None, 1)[1]}}
    if verb == "tab":
        need(1, "tab N")
        return {"name": "switch_tab", "args": {"tab": _int(words[0], "tab number")}}
    if verb == "newtab":
        return {"name": "open_tab", "args": {"url": words[0]} if words else {}}
    if verb == "closetab":
        need(1, "closetab N")
        return {"name": "close_tab", "args": {"tab": _int(words[0], "tab number")}}
    if verb == "wait":
        need(1, "wait MS")
        return {"name": "wait", "args": {"ms": _int(words[0], "number of milliseconds")}}
    if verb == "note":
        parts = shlex.split(rest) if rest else []
        if len(parts) < 2:
            raise ManualCommandError("Usage: note KEY TEXT")
        return {"name": "note_write", "args": {"key": parts[0], "text": " ".join(parts[1:])}}
    if verb in ("done", "finish"):
        return {"name": "finish", "args": {"summary": rest or "Done.", "success": True}}
    if verb == "fail":
        return {"name": "finish", "args": {"summary": rest or "Could not be done.", "success": False}}
    if verb in ("help", "?"):
        raise ManualCommandError(HELP)
    raise ManualCommandError(f"Unknown command {head!r}. {HELP}")


class ManualProvider(Provider):
    """Waits for the user's command through `read_command(prompt) -> str`."""

    name = "manual"
    estimate_usage = False  # a person, not a model: nothing to count

    def __init__(self, read_command: Callable[[str], Awaitable[str]]):
        super().__init__("")
        self.read_command = read_command
        self.capabilities = Capabilities(vision=True, tools=True, thinking=False)
        self._ids = itertools.count(1)
        self.deadlines = None  # a person takes the time they need

    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        prompt = "command> "
        while True:
            line = await self.read_command(prompt)
            try:
                parsed = parse_command(line)
                break
            except ManualCommandError as exc:
                prompt = f"{exc}\ncommand> "
        yield ToolCallEvent(ToolCall(f"manual-{next(self._ids)}", parsed["name"], parsed["args"]))
        yield Done()
