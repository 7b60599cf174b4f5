"""The side-effect tools: plan, scratchpad, memory, session files, reading the page, waiting.
Each returns (ok, text for the model)."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.actions import PageReadError, fetch_with_cookies, read_outer_html, read_page_text
from opticlick_tui.browser.errors import BrowserError
from opticlick_tui.store.files import FileRefused
from opticlick_tui.store.memory import MemoryRefused

if TYPE_CHECKING:
    from opticlick_tui.agent.loop import AgentRunner

FETCH_DOM_CAP = 8000


class EffectError(Exception):
    pass


async def run_side_effect(agent: AgentRunner, name: str, args: dict[str, Any]) -> str:
    """Execute one side-effect tool; raises EffectError with a message for the model."""
    state = agent.state
    if name == "todo_create":
        state.todo = [{"text": t.strip(), "status": "pending"} for t in args["items"] if t.strip()]
        agent.todo_changed()
        return f"Plan written ({len(state.todo)} items)."
    if name == "todo_update":
        index = args["item"] - 1
        if not 0 <= index < len(state.todo):
            raise EffectError(f"There is no plan item {args['item']}; the plan has {len(state.todo)} items.")
        state.todo[index]["status"] = args["status"]
        if args.get("note"):
            state.todo[index]["note"] = args["note"]
        agent.todo_changed()
        return f"Plan item {args['item']} is now {args['status']}."
    if name == "todo_add":
        after = args.get("after")
        item = {"text": args["text"].strip(), "status": "pending"}
        if after is None or after >= len(state.todo):
            state.todo.append(item)
            where = len(state.todo)
        else:
            state.todo.insert(after, item)
            where = after + 1
        agent.todo_changed()
        return f"Added plan item {where}."
    if name == "note_write":
        state.notes[args["key"]] = args["text"]
        agent.notes_changed()
        return f"Noted {args['key']}."
    if name == "note_delete":
        if state.notes.pop(args["key"], None) is None:
            raise EffectError(f"There is no note {args['key']!r}.")
        agent.notes_changed()
        return f"Deleted note {args['key']}."
    if name == "memory_upsert":
        try:
            entry = agent.memory.upsert(args["key"], args["value"], args.get("category", "general"))
        except MemoryRefused as exc:
            raise EffectError(str(exc)) from None
        agent.memory_changed()
        return f"Remembered {entry['key']}: {'; '.join(entry['values'])}."
    if name == "memory_delete":
        if not agent.memory.delete(args["key"]):
            raise EffectError(f"There is no memory entry {args['key']!r}.")
        agent.memory_changed()
        return f"Forgot {args['key']}."
    if name == "vfs_write":
        try:
            path = agent.files.write_text(args["name"], args["content"])
        except FileRefused as exc:
            raise EffectError(str(exc)) from None
        return f"Wrote {path.name} ({len(args['content'])} characters)."
    if name == "vfs_delete":
        try:
            removed = agent.files.delete(args["name"])
        except FileRefused as exc:
            raise EffectError(str(exc)) from None
        if not removed:
            raise EffectError(f"There is no file {args['name']!r}. Files: {agent.files.describe()}")
        return f"Deleted {args['name']}."
    if name == "vfs_save_screenshot":
        obs = agent.observation
        if obs is None:
            raise EffectError("There is no screenshot yet.")
        file_name = args.get("name") or f"screenshot-{agent.step}.png"
        data = await asyncio.to_thread(
            obs.image_bytes,
            bool(args.get("annotated")),
            "jpeg" if file_name.lower().endswith((".jpg", ".jpeg")) else "png",
        )
        try:
            agent.files.write_bytes(file_name, data)
        except FileRefused as exc:
            raise EffectError(str(exc)) from None
        return f"Saved the screenshot as {file_name}."
    if name == "vfs_download":
        return await _download(agent, args["url"], args.get("name"))
    if name == "fetch_dom":
        mark = agent.mark(args["id"])
        try:
            reply = await read_outer_html(agent.browser, mark.ref(), FETCH_DOM_CAP)
        except PageReadError as exc:
            raise EffectError(str(exc)) from None
        note = (
            f"\n[cut: the element's HTML is {reply['total']} characters; first {FETCH_DOM_CAP} shown]"
            if reply.get("cut")
            else ""
        )
        return f'<page_content untrusted="true">\n{reply["html"]}\n</page_content>{note}'
    if name == "get_page_text":
        reply = await read_page_text(agent.browser, int(args.get("max_chars", 20000)))
        note = f"\n[cut: {reply['total']} characters in all]" if reply.get("cut") else ""
        return f'<page_content untrusted="true">\n{reply["text"]}\n</page_content>{note}'
    if name == "wait":
        await asyncio.sleep(args["ms"] / 1000)
        return f"Waited {args['ms']} ms."
    raise EffectError(f"{name} is not a side-effect tool.")


async def _download(agent: AgentRunner, url: str, name: str | None) -> str:
    try:
        body, suggested = await fetch_with_cookies(agent.browser, url)
    except PageReadError as exc:
        raise EffectError(str(exc)) from None
    try:
        file_name = agent.files.unique_name(name or suggested)
        agent.files.write_bytes(file_name, body)
    except FileRefused as exc:
        raise EffectError(str(exc)) from None
    return f"Downloaded {file_name} ({len(body)} bytes)."


def describe_args(args: dict[str, Any], secret_fields: bool = False) -> dict[str, Any]:
    """Arguments as shown to people: long text shortened, typed secrets masked."""
    out: dict[str, Any] = {}
    for key, value in args.items():
        if secret_fields and key == "text":
            out[key] = "••••"
        elif isinstance(value, str) and len(value) > 300:
            out[key] = value[:297] + "..."
        else:
            out[key] = value
    return out


__all__ = ["EffectError", "run_side_effect", "describe_args", "BrowserError"]
