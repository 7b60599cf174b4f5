"""The side-effect tools: plan, scratchpad, memory, session files, reading the page, waiting.
Each returns the text for the model, or raises ToolError with a message for it."""

from __future__ import annotations

import asyncio
from typing import Literal

from pydantic import Field

from opticlick_tui.agent.context import ToolContext
from opticlick_tui.agent.errors import ToolError
from opticlick_tui.agent.tooling import Args, ToolGroup
from opticlick_tui.browser.actions import PageReadError, fetch_with_cookies, read_outer_html, read_page_text
from opticlick_tui.store.files import FileRefused
from opticlick_tui.store.memory import MemoryRefused

SIDE = ToolGroup("side")
FETCH_DOM_CAP = 8000


# --- the plan -------------------------------------------------------------------------------------
class TodoCreateArgs(Args):
    items: list[str] = Field(
        min_length=1, description="The plan, one short step per item (replaces any plan)."
    )


@SIDE.tool("todo_create", TodoCreateArgs, "Write the plan for this task (do this on the first turn).")
async def todo_create(ctx: ToolContext, args: TodoCreateArgs) -> str:
    state = ctx.agent.state
    state.todo = [{"text": t.strip(), "status": "pending"} for t in args.items if t.strip()]
    ctx.agent.todo_changed()
    return f"Plan written ({len(state.todo)} items)."


class TodoUpdateArgs(Args):
    item: int = Field(ge=1, description="Plan item number (1-based).")
    status: Literal["pending", "in_progress", "done", "skipped"]
    note: str | None = Field(None, description="What was found or why it was skipped.")


@SIDE.tool("todo_update", TodoUpdateArgs, "Mark a plan item pending, in_progress, done or skipped.")
async def todo_update(ctx: ToolContext, args: TodoUpdateArgs) -> str:
    todo = ctx.agent.state.todo
    index = args.item - 1
    if not 0 <= index < len(todo):
        raise ToolError(f"There is no plan item {args.item}; the plan has {len(todo)} items.")
    todo[index]["status"] = args.status
    if args.note:
        todo[index]["note"] = args.note
    ctx.agent.todo_changed()
    return f"Plan item {args.item} is now {args.status}."


class TodoAddArgs(Args):
    text: str
    after: int | None = Field(None, ge=0, description="Insert after this item number (default: at the end).")


@SIDE.tool("todo_add", TodoAddArgs, "Add a step to the plan.")
async def todo_add(ctx: ToolContext, args: TodoAddArgs) -> str:
    todo = ctx.agent.state.todo
    item = {"text": args.text.strip(), "status": "pending"}
    if args.after is None or args.after >= len(todo):
        todo.append(item)
        where = len(todo)
    else:
        todo.insert(args.after, item)
        where = args.after + 1
    ctx.agent.todo_changed()
    return f"Added plan item {where}."


# --- the scratchpad -------------------------------------------------------------------------------
class NoteWriteArgs(Args):
    key: str = Field(description="Short name for the note, e.g. 'cheapest_price'.")
    text: str = Field(description="What to remember for this task (values found, ids, URLs).")


@SIDE.tool("note_write", NoteWriteArgs, "Keep a value found during this task in the scratchpad.")
async def note_write(ctx: ToolContext, args: NoteWriteArgs) -> str:
    ctx.agent.state.notes[args.key] = args.text
    ctx.agent.notes_changed()
    return f"Noted {args.key}."


class KeyArgs(Args):
    key: str


@SIDE.tool("note_delete", KeyArgs, "Remove a scratchpad note.")
async def note_delete(ctx: ToolContext, args: KeyArgs) -> str:
    if ctx.agent.state.notes.pop(args.key, None) is None:
        raise ToolError(f"There is no note {args.key!r}.")
    ctx.agent.notes_changed()
    return f"Deleted note {args.key}."


# --- long-term memory -----------------------------------------------------------------------------
class MemoryUpsertArgs(Args):
    key: str = Field(
        description="site/key, e.g. 'amazon.com/shipping_address'. Never passwords or other secrets."
    )
    value: str | list[str]
    category: str = Field("general", description="e.g. preference, address, account, fact.")


@SIDE.tool("memory_upsert", MemoryUpsertArgs, "Remember a fact for future sessions (merged; never secrets).")
async def memory_upsert(ctx: ToolContext, args: MemoryUpsertArgs) -> str:
    try:
        entry = ctx.agent.memory.upsert(args.key, args.value, args.category)
    except MemoryRefused as exc:
        raise ToolError(str(exc)) from None
    ctx.agent.memory_changed()
    return f"Remembered {entry['key']}: {'; '.join(entry['values'])}."


@SIDE.tool("memory_delete", KeyArgs, "Forget a long-term memory entry.")
async def memory_delete(ctx: ToolContext, args: KeyArgs) -> str:
    if not ctx.agent.memory.delete(args.key):
        raise ToolError(f"There is no memory entry {args.key!r}.")
    ctx.agent.memory_changed()
    return f"Forgot {args.key}."


# --- session files --------------------------------------------------------------------------------
class VfsWriteArgs(Args):
    name: str = Field(description="Plain file name, e.g. 'results.csv'.")
    content: str


@SIDE.tool("vfs_write", VfsWriteArgs, "Write a text file into the session's files.")
async def vfs_write(ctx: ToolContext, args: VfsWriteArgs) -> str:
    try:
        path = ctx.agent.files.write_text(args.name, args.content)
    except FileRefused as exc:
        raise ToolError(str(exc)) from None
    return f"Wrote {path.name} ({len(args.content)} characters)."


class NameArgs(Args):
    name: str


@SIDE.tool("vfs_delete", NameArgs, "Delete a session file.")
async def vfs_delete(ctx: ToolContext, args: NameArgs) -> str:
    files = ctx.agent.files
    try:
        removed = files.delete(args.name)
    except FileRefused as exc:
        raise ToolError(str(exc)) from None
    if not removed:
        raise ToolError(f"There is no file {args.name!r}. Files: {files.describe()}")
    return f"Deleted {args.name}."


class SaveScreenshotArgs(Args):
    name: str | None = Field(None, description="File name (default: screenshot-<step>.png).")
    annotated: bool = Field(False, description="With the numbered boxes drawn on it.")


@SIDE.tool("vfs_save_screenshot", SaveScreenshotArgs, "Save the current screenshot as a session file.")
async def vfs_save_screenshot(ctx: ToolContext, args: SaveScreenshotArgs) -> str:
    obs = ctx.agent.observation
    if obs is None:
        raise ToolError("There is no screenshot yet.")
    file_name = args.name or f"screenshot-{ctx.agent.step}.png"
    data = await asyncio.to_thread(
        obs.image_bytes,
        args.annotated,
        "jpeg" if file_name.lower().endswith((".jpg", ".jpeg")) else "png",
    )
    try:
        ctx.agent.files.write_bytes(file_name, data)
    except FileRefused as exc:
        raise ToolError(str(exc)) from None
    return f"Saved the screenshot as {file_name}."


class DownloadArgs(Args):
    url: str = Field(description="URL to fetch with the browser's cookies.")
    name: str | None = Field(None, description="File name to save as.")


@SIDE.tool(
    "vfs_download",
    DownloadArgs,
    "Download a URL into the session's files through the browser (cookies apply).",
)
async def vfs_download(ctx: ToolContext, args: DownloadArgs) -> str:
    try:
        body, suggested = await fetch_with_cookies(ctx.agent.browser, args.url)
    except PageReadError as exc:
        raise ToolError(str(exc)) from None
    try:
        file_name = ctx.agent.files.unique_name(args.name or suggested)
        ctx.agent.files.write_bytes(file_name, body)
    except FileRefused as exc:
        raise ToolError(str(exc)) from None
    return f"Downloaded {file_name} ({len(body)} bytes)."


# --- reading the page -----------------------------------------------------------------------------
class FetchDomArgs(Args):
    id: int = Field(description="Mark whose HTML to read.")


@SIDE.tool("fetch_dom", FetchDomArgs, "Read the HTML of one marked element (capped at 8 KB).")
async def fetch_dom(ctx: ToolContext, args: FetchDomArgs) -> str:
    mark = ctx.agent.mark(args.id)
    try:
        reply = await read_outer_html(ctx.agent.browser, mark.ref(), FETCH_DOM_CAP)
    except PageReadError as exc:
        raise ToolError(str(exc)) from None
    note = (
        f"\n[cut: the element's HTML is {reply['total']} characters; first {FETCH_DOM_CAP} shown]"
        if reply.get("cut")
        else ""
    )
    return f'<page_content untrusted="true">\n{reply["html"]}\n</page_content>{note}'


class PageTextArgs(Args):
    max_chars: int = Field(20000, ge=500, le=100_000)


@SIDE.tool("get_page_text", PageTextArgs, "Read the visible text of the whole page (capped).")
async def get_page_text(ctx: ToolContext, args: PageTextArgs) -> str:
    reply = await read_page_text(ctx.agent.browser, args.max_chars)
    note = f"\n[cut: {reply['total']} characters in all]" if reply.get("cut") else ""
    return f'<page_content untrusted="true">\n{reply["text"]}\n</page_content>{note}'


class WaitArgs(Args):
    ms: int = Field(ge=100, le=10_000, description="Milliseconds to wait (100-10000).")


@SIDE.tool("wait", WaitArgs, "Wait for the page (animations, loading).")
async def wait(ctx: ToolContext, args: WaitArgs) -> str:
    await asyncio.sleep(args.ms / 1000)
    return f"Waited {args.ms} ms."
