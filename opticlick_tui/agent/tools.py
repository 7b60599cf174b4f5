"""Every tool the model can call, declared once: name, argument model, description, kind.

The JSON schemas sent to each provider (Gemini function declarations, OpenAI/Ollama tools, the
JSON-output schema for models without tool calling) are all generated from these declarations.
Kinds: "ui" acts on the page (at most one per turn, after the others), "side" is bookkeeping or
reading, "control" ends or pauses the turn (finish, ask_user).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from opticlick_tui.llm.types import ToolSpec

Kind = Literal["ui", "side", "control"]


class Args(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ClickArgs(Args):
    id: int = Field(description="Mark number of the element to click.")
    button: Literal["left", "right", "middle"] = Field("left", description="Mouse button.")
    modifiers: list[Literal["Control", "Shift", "Alt", "Meta"]] = Field(
        default_factory=list,
        description='Keys held during the click, e.g. ["Control"] to add to a multi-selection or open in a new tab.',
    )
    count: int = Field(1, ge=1, le=3, description="2 for a double click, 3 for a triple click.")


class TypeArgs(Args):
    text: str = Field(description="Text to type, one key at a time.")
    id: int | None = Field(
        None,
        description="Mark to type into (clicked first if not focused); omit to type into the focused element.",
    )
    clear: bool = Field(False, description="Select and delete the field's current text first.")
    submit: bool = Field(False, description="Press Enter after typing.")


class PressKeyArgs(Args):
    keys: str = Field(
        description="A key or combo: Enter, Escape, Tab, ArrowDown, PageDown, Control+A, Shift+Tab."
    )


class ScrollArgs(Args):
    direction: Literal["up", "down", "left", "right"] = Field("down")
    id: int | None = Field(
        None, description="Mark inside the scroll area to scroll; omit to scroll the page."
    )
    amount: float | None = Field(None, gt=0, le=20, description="How far, in screens (default 0.8).")


class NavigateArgs(Args):
    url: str = Field(
        description="Full URL to open in your tab (build URLs with search parameters yourself when you can)."
    )


class NoArgs(Args):
    pass


class HoverArgs(Args):
    id: int = Field(description="Mark to move the pointer over (opens hover menus and tooltips).")


class DragArgs(Args):
    from_id: int = Field(description="Mark to drag.")
    to_id: int = Field(description="Mark to drop it on.")


class SelectOptionArgs(Args):
    id: int = Field(description="Mark of a native <select>.")
    option: str | list[str] = Field(
        description="Visible text (or value) of the option; a list for a multi-select."
    )


class UploadArgs(Args):
    id: int = Field(description="Mark of the file input or the button that opens it.")
    file: str | list[str] = Field(
        description="Name of a session file (see Files) to upload; a list for several."
    )


class OpenTabArgs(Args):
    url: str | None = Field(None, description="URL to open in the new tab.")


class TabArgs(Args):
    tab: int = Field(description="Tab number from the Tabs line.")


class TodoCreateArgs(Args):
    items: list[str] = Field(
        min_length=1, description="The plan, one short step per item (replaces any plan)."
    )


class TodoUpdateArgs(Args):
    item: int = Field(ge=1, description="Plan item number (1-based).")
    status: Literal["pending", "in_progress", "done", "skipped"]
    note: str | None = Field(None, description="What was found or why it was skipped.")


class TodoAddArgs(Args):
    text: str
    after: int | None = Field(None, ge=0, description="Insert after this item number (default: at the end).")


class NoteWriteArgs(Args):
    key: str = Field(description="Short name for the note, e.g. 'cheapest_price'.")
    text: str = Field(description="What to remember for this task (values found, ids, URLs).")


class KeyArgs(Args):
    key: str


class MemoryUpsertArgs(Args):
    key: str = Field(
        description="site/key, e.g. 'amazon.com/shipping_address'. Never passwords or other secrets."
    )
    value: str | list[str]
    category: str = Field("general", description="e.g. preference, address, account, fact.")


class VfsWriteArgs(Args):
    name: str = Field(description="Plain file name, e.g. 'results.csv'.")
    content: str


class NameArgs(Args):
    name: str


class SaveScreenshotArgs(Args):
    name: str | None = Field(None, description="File name (default: screenshot-<step>.png).")
    annotated: bool = Field(False, description="With the numbered boxes drawn on it.")


class DownloadArgs(Args):
    url: str = Field(description="URL to fetch with the browser's cookies.")
    name: str | None = Field(None, description="File name to save as.")


class FetchDomArgs(Args):
    id: int = Field(description="Mark whose HTML to read.")


class PageTextArgs(Args):
    max_chars: int = Field(20000, ge=500, le=100_000)


class WaitArgs(Args):
    ms: int = Field(ge=100, le=10_000, description="Milliseconds to wait (100-10000).")


class AskUserArgs(Args):
    question: str = Field(
        description="One clear question (credentials, CAPTCHAs, ambiguous or risky choices only)."
    )


class FinishArgs(Args):
    summary: str = Field(description="What was done and found: results, assumptions, ids, URLs, files.")
    success: bool = Field(True, description="False if the task could not be done.")


@dataclass(frozen=True)
class Tool:
    name: str
    args: type[Args]
    kind: Kind
    description: str

    def spec(self) -> ToolSpec:
        return ToolSpec(self.name, self.description, portable_schema(self.args))

    def validate(self, raw: dict[str, Any]) -> Args:
        return self.args.model_validate(raw)


TOOLS: list[Tool] = [
    # --- UI actions (one per turn) ---
    Tool("click", ClickArgs, "ui", "Click an element by its mark number."),
    Tool("type", TypeArgs, "ui", "Type text with real key presses into a mark (or the focused element)."),
    Tool("press_key", PressKeyArgs, "ui", "Press a key or key combination."),
    Tool("scroll", ScrollArgs, "ui", "Scroll the page or a scroll area. The result says what moved."),
    Tool("navigate", NavigateArgs, "ui", "Open a URL in your tab."),
    Tool("go_back", NoArgs, "ui", "Go back to the previous page in your tab."),
    Tool("hover", HoverArgs, "ui", "Move the pointer over a mark (for hover menus)."),
    Tool("drag_and_drop", DragArgs, "ui", "Drag one mark onto another."),
    Tool("select_option", SelectOptionArgs, "ui", "Choose option(s) of a native <select> by visible text."),
    Tool("upload_file", UploadArgs, "ui", "Attach session file(s) to a file input (never opens a dialog)."),
    Tool("open_tab", OpenTabArgs, "ui", "Open a new tab (it becomes your tab)."),
    Tool("switch_tab", TabArgs, "ui", "Make another open tab your tab."),
    Tool("close_tab", TabArgs, "ui", "Close a tab."),
    # --- bookkeeping and reading ---
    Tool("todo_create", TodoCreateArgs, "side", "Write the plan for this task (do this on the first turn)."),
    Tool("todo_update", TodoUpdateArgs, "side", "Mark a plan item pending, in_progress, done or skipped."),
    Tool("todo_add", TodoAddArgs, "side", "Add a step to the plan."),
    Tool("note_write", NoteWriteArgs, "side", "Keep a value found during this task in the scratchpad."),
    Tool("note_delete", KeyArgs, "side", "Remove a scratchpad note."),
    Tool(
        "memory_upsert",
        MemoryUpsertArgs,
        "side",
        "Remember a fact for future sessions (merged; never secrets).",
    ),
    Tool("memory_delete", KeyArgs, "side", "Forget a long-term memory entry."),
    Tool("vfs_write", VfsWriteArgs, "side", "Write a text file into the session's files."),
    Tool("vfs_delete", NameArgs, "side", "Delete a session file."),
    Tool("vfs_save_screenshot", SaveScreenshotArgs, "side", "Save the current screenshot as a session file."),
    Tool(
        "vfs_download",
        DownloadArgs,
        "side",
        "Download a URL into the session's files through the browser (cookies apply).",
    ),
    Tool("fetch_dom", FetchDomArgs, "side", "Read the HTML of one marked element (capped at 8 KB)."),
    Tool("get_page_text", PageTextArgs, "side", "Read the visible text of the whole page (capped)."),
    Tool("wait", WaitArgs, "side", "Wait for the page (animations, loading)."),
    # --- control ---
    Tool("ask_user", AskUserArgs, "control", "Ask the user and wait for the answer."),
    Tool(
        "finish",
        FinishArgs,
        "control",
        "End the task once success is visible on screen (or it cannot be done).",
    ),
]
BY_NAME: dict[str, Tool] = {t.name: t for t in TOOLS}


def tool_specs(names: list[str] | None = None) -> list[ToolSpec]:
    return [t.spec() for t in TOOLS if names is None or t.name in names]


def portable_schema(model: type[BaseModel]) -> dict[str, Any]:
    """A JSON schema every provider accepts: no $ref/$defs, no titles, optional fields as their
    plain type (left out of `required`), `X | null` unions flattened."""
    raw = model.model_json_schema()
    defs = raw.pop("$defs", {})

    def clean(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return clean(copy.deepcopy(defs[node["$ref"].split("/")[-1]]))
            node = {
                k: v
                for k, v in node.items()
                if k not in ("title", "default")
                or not isinstance(v, str | int | float | bool | type(None) | list)
            }
            node.pop("title", None)
            if "anyOf" in node:
                options = [o for o in node["anyOf"] if o.get("type") != "null"]
                if len(options) == 1:
                    merged = {**{k: v for k, v in node.items() if k != "anyOf"}, **options[0]}
                    return clean(merged)
                node["anyOf"] = [clean(o) for o in options]
            return {k: clean(v) for k, v in node.items()}
        if isinstance(node, list):
            return [clean(v) for v in node]
        return node

    schema = clean(raw)
    schema.setdefault("properties", {})
    schema["type"] = "object"
    if not schema.get("required"):
        schema.pop("required", None)
    schema.pop("additionalProperties", None)
    return schema


def validation_message(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:4]:
        where = ".".join(str(p) for p in err["loc"]) or "arguments"
        parts.append(f"{where}: {err['msg']}")
    return "; ".join(parts)
