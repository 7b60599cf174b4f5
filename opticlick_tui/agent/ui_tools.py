"""The UI tools: each acts on the page through browser Actions and returns its ActionResult.
At most one runs per turn (the executor enforces it, and asks the safety policy first)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from opticlick_tui.agent.context import ToolContext
from opticlick_tui.agent.errors import ToolError
from opticlick_tui.agent.tooling import Args, NoArgs, ToolGroup
from opticlick_tui.browser.actions import ActionResult
from opticlick_tui.store.files import FileRefused

UI = ToolGroup("ui")


class ClickArgs(Args):
    id: int = Field(description="Mark number of the element to click.")
    button: Literal["left", "right", "middle"] = Field("left", description="Mouse button.")
    modifiers: list[Literal["Control", "Shift", "Alt", "Meta"]] = Field(
        default_factory=list,
        description='Keys held during the click, e.g. ["Control"] to add to a multi-selection or open in a new tab.',
    )
    count: int = Field(1, ge=1, le=3, description="2 for a double click, 3 for a triple click.")


@UI.tool("click", ClickArgs, "Click an element by its mark number.")
async def click(ctx: ToolContext, args: ClickArgs) -> ActionResult:
    mark = ctx.agent.mark(args.id)
    return await ctx.agent.actions.click(mark.ref(), args.button, args.modifiers, args.count)


class TypeArgs(Args):
    text: str = Field(description="Text to type, one key at a time.")
    id: int | None = Field(
        None,
        description="Mark to type into (clicked first if not focused); omit to type into the focused element.",
    )
    clear: bool = Field(False, description="Select and delete the field's current text first.")
    submit: bool = Field(False, description="Press Enter after typing.")


@UI.tool("type", TypeArgs, "Type text with real key presses into a mark (or the focused element).")
async def type_text(ctx: ToolContext, args: TypeArgs) -> ActionResult:
    ref = ctx.agent.mark(args.id).ref() if args.id is not None else None
    return await ctx.agent.actions.type(args.text, ref, args.clear, args.submit)


class PressKeyArgs(Args):
    keys: str = Field(
        description="A key or combo: Enter, Escape, Tab, ArrowDown, PageDown, Control+A, Shift+Tab."
    )


@UI.tool("press_key", PressKeyArgs, "Press a key or key combination.")
async def press_key(ctx: ToolContext, args: PressKeyArgs) -> ActionResult:
    return await ctx.agent.actions.press_key(args.keys)


class ScrollArgs(Args):
    direction: Literal["up", "down", "left", "right"] = Field("down")
    id: int | None = Field(
        None, description="Mark inside the scroll area to scroll; omit to scroll the page."
    )
    amount: float | None = Field(None, gt=0, le=20, description="How far, in screens (default 0.8).")


@UI.tool("scroll", ScrollArgs, "Scroll the page or a scroll area. The result says what moved.")
async def scroll(ctx: ToolContext, args: ScrollArgs) -> ActionResult:
    ref = ctx.agent.mark(args.id).ref() if args.id is not None else None
    return await ctx.agent.actions.scroll(args.direction, ref, args.amount)


class NavigateArgs(Args):
    url: str = Field(
        description="Full URL to open in your tab (build URLs with search parameters yourself when you can)."
    )


@UI.tool("navigate", NavigateArgs, "Open a URL in your tab.")
async def navigate(ctx: ToolContext, args: NavigateArgs) -> ActionResult:
    return await ctx.agent.actions.navigate(args.url)


@UI.tool("go_back", NoArgs, "Go back to the previous page in your tab.")
async def go_back(ctx: ToolContext, args: NoArgs) -> ActionResult:
    return await ctx.agent.actions.go_back()


class HoverArgs(Args):
    id: int = Field(description="Mark to move the pointer over (opens hover menus and tooltips).")


@UI.tool("hover", HoverArgs, "Move the pointer over a mark (for hover menus).")
async def hover(ctx: ToolContext, args: HoverArgs) -> ActionResult:
    return await ctx.agent.actions.hover(ctx.agent.mark(args.id).ref())


class DragArgs(Args):
    from_id: int = Field(description="Mark to drag.")
    to_id: int = Field(description="Mark to drop it on.")


@UI.tool("drag_and_drop", DragArgs, "Drag one mark onto another.")
async def drag_and_drop(ctx: ToolContext, args: DragArgs) -> ActionResult:
    source, target = ctx.agent.mark(args.from_id), ctx.agent.mark(args.to_id)
    return await ctx.agent.actions.drag_and_drop(source.ref(), target.ref())


class SelectOptionArgs(Args):
    id: int = Field(description="Mark of a native <select>.")
    option: str | list[str] = Field(
        description="Visible text (or value) of the option; a list for a multi-select."
    )


@UI.tool("select_option", SelectOptionArgs, "Choose option(s) of a native <select> by visible text.")
async def select_option(ctx: ToolContext, args: SelectOptionArgs) -> ActionResult:
    return await ctx.agent.actions.select_option(ctx.agent.mark(args.id).ref(), args.option)


class UploadArgs(Args):
    id: int = Field(description="Mark of the file input or the button that opens it.")
    file: str | list[str] = Field(
        description="Name of a session file (see Files) to upload; a list for several."
    )


@UI.tool("upload_file", UploadArgs, "Attach session file(s) to a file input (never opens a dialog).")
async def upload_file(ctx: ToolContext, args: UploadArgs) -> ActionResult:
    files = ctx.agent.files
    mark = ctx.agent.mark(args.id)
    names = args.file if isinstance(args.file, list) else [args.file]
    try:
        paths = [files.path(n) for n in names]
    except FileRefused as exc:
        raise ToolError(str(exc)) from None
    missing = [n for n, path in zip(names, paths, strict=True) if not path.is_file()]
    if missing:
        raise ToolError(f"No session file {', '.join(missing)}. Files: {files.describe()}")
    return await ctx.agent.actions.upload_file(mark.ref(), paths)


class OpenTabArgs(Args):
    url: str | None = Field(None, description="URL to open in the new tab.")


@UI.tool("open_tab", OpenTabArgs, "Open a new tab (it becomes your tab).")
async def open_tab(ctx: ToolContext, args: OpenTabArgs) -> ActionResult:
    return await ctx.agent.actions.open_tab(args.url)


class TabArgs(Args):
    tab: int = Field(description="Tab number from the Tabs line.")


@UI.tool("switch_tab", TabArgs, "Make another open tab your tab.")
async def switch_tab(ctx: ToolContext, args: TabArgs) -> ActionResult:
    return await ctx.agent.actions.switch_tab(args.tab)


@UI.tool("close_tab", TabArgs, "Close a tab.")
async def close_tab(ctx: ToolContext, args: TabArgs) -> ActionResult:
    return await ctx.agent.actions.close_tab(args.tab)
