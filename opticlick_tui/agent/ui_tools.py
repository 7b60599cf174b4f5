"""The UI tools: each acts on the page through browser Actions and returns its ActionResult.
Several may run per turn, in order, stopping at the first that changes the page (the executor
decides, and asks the safety policy first)."""

from __future__ import annotations

from typing import Annotated, Literal

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
    modifiers: list[str] = list(args.modifiers)
    return await ctx.agent.actions.click(mark.ref(), args.button, modifiers, args.count)


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
    count: int = Field(1, ge=1, le=100, description="How many times to press it (e.g. 5 x ArrowDown).")


@UI.tool("press_key", PressKeyArgs, "Press a key or key combination (count times).")
async def press_key(ctx: ToolContext, args: PressKeyArgs) -> ActionResult:
    return await ctx.agent.actions.press_key(args.keys, args.count)


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
    agent = ctx.agent
    by_user = args.url.strip() in agent.user_urls or agent.provider.name == "manual"
    return await agent.actions.navigate(args.url, by_user=by_user)


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


@UI.tool("drag_and_drop", DragArgs, "Drag one mark onto another; the result says what moved or changed.")
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


# --- where no mark is: points and paths in screenshot pixels ------------------------------------------
def _screenshot_scale(ctx: ToolContext) -> float:
    """Screenshot pixels per CSS pixel of what the model was shown (above 1 on HiDPI screens)."""
    obs = ctx.agent.observation
    if obs is None or not obs.viewport[0] or not obs.image_size[0]:
        return 1.0
    return obs.image_size[0] / obs.viewport[0]


class PointArgs(Args):
    x: float = Field(description="Screenshot pixels from the left edge of the screenshot.")
    y: float = Field(description="Screenshot pixels from the top edge of the screenshot.")


class ClickAtArgs(PointArgs):
    button: Literal["left", "right", "middle"] = Field("left", description="Mouse button.")
    count: int = Field(1, ge=1, le=3, description="2 for a double click, 3 for a triple click.")


@UI.tool(
    "click_at",
    ClickAtArgs,
    "Click a point with no mark (a chart, canvas, map), in screenshot pixels. Prefer marks.",
)
async def click_at(ctx: ToolContext, args: ClickAtArgs) -> ActionResult:
    return await ctx.agent.actions.click_at(args.x, args.y, _screenshot_scale(ctx), args.button, args.count)


@UI.tool("hover_at", PointArgs, "Move the pointer to a point in screenshot pixels (no mark there).")
async def hover_at(ctx: ToolContext, args: PointArgs) -> ActionResult:
    return await ctx.agent.actions.hover_at(args.x, args.y, _screenshot_scale(ctx))


class DragPathArgs(Args):
    points: list[Annotated[list[float], Field(min_length=2, max_length=2)]] = Field(
        min_length=2,
        max_length=50,
        description="[x, y] screenshot pixels: pressed at the first, moved through each, released at the last.",
    )


@UI.tool(
    "drag_path",
    DragPathArgs,
    "Press, move through points, release (draw, resize by a grip, drag where no mark is); screenshot pixels.",
)
async def drag_path(ctx: ToolContext, args: DragPathArgs) -> ActionResult:
    points = [(float(x), float(y)) for x, y in args.points]
    return await ctx.agent.actions.drag_path(points, _screenshot_scale(ctx))


class SelectTextArgs(Args):
    id: int = Field(description="Mark whose text holds the words.")
    text: str = Field(description="The exact words to select, as shown on the page.")


@UI.tool(
    "select_text",
    SelectTextArgs,
    "Select words of a mark's text, or of a text field's value, with a real pointer drag.",
)
async def select_text(ctx: ToolContext, args: SelectTextArgs) -> ActionResult:
    return await ctx.agent.actions.select_text(ctx.agent.mark(args.id).ref(), args.text)


# --- the escape hatch ----------------------------------------------------------------------------------
class EvaluateArgs(Args):
    script: str = Field(
        description="JavaScript: an expression (its value is the result) or a function body with return."
    )
    world: Literal["isolated", "page"] = Field(
        "isolated",
        description="isolated (default): shares the DOM, not the page's variables; page: the page's own globals.",
    )


@UI.tool(
    "evaluate",
    EvaluateArgs,
    "Run JavaScript in the page to read state (or reach what real input cannot); JSON result, capped.",
)
async def evaluate(ctx: ToolContext, args: EvaluateArgs) -> ActionResult:
    # The script itself is kept with the call in the step's record; the result is untrusted page data.
    return await ctx.agent.actions.evaluate(args.script, args.world)
