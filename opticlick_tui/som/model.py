"""What one observation is: marks, page facts, images, timings. The JSON form (`to_json`) is what
`opticlick observe --json` prints; keep it stable (see README, "observe JSON")."""

from __future__ import annotations

import io
import json
from typing import Any

from PIL import Image
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from opticlick_tui.browser.actions import ElementRef

OBSERVATION_SCHEMA = 1
# Input types whose field takes typed text (a label standing for one reads as a textbox).
TYPED_INPUT_TYPES = {"text", "email", "password", "search", "tel", "url"}


def _listed(items: list[str], count: int | None) -> str:
    """A few of a longer list, and how many more there are: "a | b | c +9"."""
    more = f" +{count - len(items)}" if count and count > len(items) else ""
    return " | ".join(items) + more


class Mark(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: int
    tag: str
    role: str = ""
    type: str | None = None
    label: str = ""
    # Where a label that is not the element's own name came from: "icon" (an icon's class name),
    # "nearby" (text beside a field), "cursor" (a resize handle's edge, from its cursor) or "place"
    # (its place among alike nameless siblings, "2 of 5") or "shape" (a drawn shape's colour and
    # kind, "blue triangle").
    label_source: str | None = None
    value: str | None = None
    value_length: int | None = None  # set when `value` was cut: the full value's length
    value_range: tuple[float, float] | None = None  # a slider's or stepper's ends, for a bare number
    checked: bool | str | None = None
    selected: bool | None = None
    expanded: bool | None = None
    pressed: bool | str | None = None  # aria-pressed: true, false or "mixed"
    current: str | None = None  # aria-current: "page", "step", "true" ...
    sorted: str | None = None  # aria-sort of a column header: "ascending", "descending", "other"
    disabled: bool | None = None  # only a disabled element that can still be scrolled keeps a mark
    focused: bool | None = None
    draggable: bool | None = None  # a target the page also lets be dragged (draggable="true")
    required: bool | None = None
    readonly: bool | None = None  # a text field that takes no typing (readonly, aria-readonly)
    invalid: str | None = None  # refused by the page or the browser: its message ("" when none is shown)
    editable: bool | None = None
    multiple: bool | None = None
    options: list[str] | None = None
    option_count: int | None = None
    # Controls a :hover rule brings out of hiding near it (a row's Edit and Trash): hover it first.
    hover_shows: list[str] | None = None
    hover_show_count: int | None = None  # set when there are more than hover_shows lists
    href_host: str | None = None
    href_path: str | None = None  # only for a link with no name: where it goes is all it says
    context: str | None = None  # the text around a mark its name does not tell apart (som/discover.js)
    placeholder: str | None = None  # an empty field's hint, when its name comes from elsewhere
    external: bool | None = None
    new_tab: bool | None = None
    for_control: str | None = None
    via: str | None = None  # "listener" or "cursor" when that was the only sign of interactivity
    shadow: bool | None = None
    scrollable: bool | None = None
    new: bool = False
    frame: int = 0  # index into Observation.frames; 0 is the top document
    box: tuple[float, float, float, float]  # visible part, top-viewport CSS px: x0, y0, x1, y1
    point: tuple[float, float]  # hit-test-verified click point, top-viewport CSS px
    frame_id: str = Field(exclude=True, default="")
    key: int = Field(exclude=True, default=0)

    def ref(self) -> ElementRef:
        return ElementRef(frame_id=self.frame_id, key=self.key, mark_id=self.id, description=self.describe())

    def kind(self) -> str:
        if self.for_control:
            # (A control that says what it is by its role: a switch, or a button that is a radio.)
            said = (
                self.role
                if self.role in ("switch", "radio", "checkbox", "searchbox", "combobox", "spinbutton")
                else ""
            )
            # (And one standing for a text field, one a popup covers or one faded out under its
            # floating label: "textbox[email] (label)", not "email (label)"; a search field's
            # "searchbox (label)".)
            if self.role == "textbox" or (not said and self.stands_for_text()):
                said = (
                    "textbox[multiline]"
                    if self.for_control == "textarea"
                    else "searchbox"
                    if self.type == "search"
                    else "textbox"
                    if self.type in (None, "", "text")
                    else f"textbox[{self.type}]"
                )
            return f"{said or self.type or self.for_control} (label)"
        if self.tag == "textarea" and self.role in ("textbox", ""):
            return "textbox[multiline]"
        if self.tag == "input" and self.type and self.role in ("textbox", ""):
            return f"textbox[{self.type}]" if self.type not in ("text",) else "textbox"
        return self.role or self.tag

    def stands_for_text(self) -> bool:
        """Is this a label standing for a field that takes typed text? (Not one that opens a
        list, a combobox's input: it says whether it is open.)"""
        if self.expanded is not None:
            return False
        return self.for_control == "textarea" or (
            self.for_control == "input" and (self.type or "text") in TYPED_INPUT_TYPES
        )

    def describe(self) -> str:
        label = (
            f' "{self.label}"'
            if self.label
            else f" <{self.tag}>"
            if self.role in ("clickable", "focusable")
            else ""
        )
        return f"[{self.id}] {self.kind()}{label}"

    def line(self) -> str:
        """One line of the mark list the model reads: id, kind, label, state, link host."""
        parts = [f"[{self.id}]{'*' if self.new else ''} {self.kind()}"]
        if self.label:
            said_by = {"icon": " (icon)", "shape": " (shape)"}.get(self.label_source or "", "")
            parts.append(f'"{self.label}"{said_by}')
        elif self.role in (
            "clickable",
            "focusable",
            "scroll area",
            "hover target",
            "drop zone",
            "draggable",
            "",
        ):
            parts.append(f"<{self.tag}>")
        if self.context:
            # Two "×" of two tags differ only by what they sit in.
            parts.append(f"in {json.dumps(self.context, ensure_ascii=False)}")
        if self.value and not (self.editable and self.value == self.label):
            # Exact, quoted and escaped, so the model can retype it; a cut value says so.
            parts.append("value=" + json.dumps(self.value, ensure_ascii=False))
            if self.value_range is not None:
                low, high = (f"{end:g}" for end in self.value_range)
                parts.append(f"(of {low} to {high})")
            if self.value_length and self.value_length > len(self.value):
                parts.append(
                    f"(cut: first {len(self.value)} of {self.value_length} characters; get_page_text reads all)"
                )
        elif (
            (self.role in ("combobox", "button") and self.placeholder and self.tag != "input")
            or (
                self.tag in ("input", "textarea")
                and self.type not in ("checkbox", "radio", "submit", "button", "reset", "image", "file")
            )
            or (self.editable and not self.value and self.tag not in ("input", "textarea"))
        ):
            # (An editable area with nothing in it, a chat composer, is as empty as a field.)
            # (A select drawn as a box that shows its placeholder, with nothing chosen, is empty too;
            # so is a field drawn as a button showing its hint, a date picker's "Pick date".)
            parts.append(
                f"(empty; placeholder {json.dumps(self.placeholder, ensure_ascii=False)})"
                if self.placeholder
                else "(empty)"
            )
        if self.checked is not None:
            parts.append(
                "checked" if self.checked is True else "mixed" if self.checked == "mixed" else "unchecked"
            )
        # (A box that says it is ticked says all there is: the chosen look around a checked radio
        # adds no second state.)
        if self.selected and self.checked is not True:
            parts.append("selected")
        if self.pressed is not None:
            parts.append(
                "pressed"
                if self.pressed is True
                else "half-pressed"
                if self.pressed == "mixed"
                else "not pressed"
            )
        if self.current:
            parts.append("current" if self.current == "true" else f"current {self.current}")
        if self.sorted:
            parts.append(f"sorted {self.sorted}")
        if self.disabled:
            parts.append("disabled")
        if self.focused:
            parts.append("focused")
        if self.scrollable and self.role != "scroll area":
            # (A list or log by its role that scrolls: more of it is out of sight.)
            parts.append("scrollable")
        if self.draggable:
            parts.append("draggable")
        if self.expanded is not None:
            parts.append("expanded" if self.expanded else "collapsed")
        # (A native select's options, on the select or on the face a page draws for a hidden one.)
        if self.options:
            parts.append("options: " + _listed(self.options, self.option_count))
        if self.multiple:
            parts.append("multi-select")
        if self.hover_shows:
            parts.append("hover shows: " + _listed(self.hover_shows, self.hover_show_count))
        if self.readonly:
            parts.append("read-only")
        if self.required:
            parts.append("required")
        if self.invalid is not None:
            parts.append(
                f"invalid: {json.dumps(self.invalid, ensure_ascii=False)}" if self.invalid else "invalid"
            )
        if self.href_path is not None and not self.label:
            # A link with no name at all (an icon drawn by CSS) says where it goes, path included.
            host = self.href_host if self.href_host and self.external is not False else ""
            parts.append(f"→ {host}{self.href_path}")
        elif self.href_host and self.external is not False:
            # A link to another host (or a mailto:/tel: link) says where it goes; same-host links do not.
            parts.append(f"→ {self.href_host}")
        if self.new_tab:
            parts.append("(opens new tab)")
        if self.frame:
            parts.append(f"(frame {self.frame})")
        return " ".join(parts)


class FrameSummary(BaseModel):
    index: int
    url: str
    offset: tuple[float, float]
    marks: int = 0
    walked: int = 0
    cut: bool = False
    reused: bool = False  # nothing changed in the frame since the last look: its walk was reused
    undrawn: bool = False  # Chrome has not laid the frame's document out: it shows blank


class ScrollPosition(BaseModel):
    x: float = 0
    y: float = 0
    width: float = 0
    height: float = 0
    view_width: float = 0
    view_height: float = 0

    @property
    def screens_above(self) -> float:
        return round(self.y / self.view_height, 1) if self.view_height else 0.0

    @property
    def screens_below(self) -> float:
        if not self.view_height:
            return 0.0
        return round(max(0.0, self.height - self.y - self.view_height) / self.view_height, 1)

    def describe(self) -> str:
        above, below = self.screens_above, self.screens_below
        if above == 0 and below == 0:
            return "the whole page is in view"
        return f"{above:g} screens above, {below:g} screens below"


class TabSummary(BaseModel):
    id: int
    url: str
    title: str
    is_agent: bool


class Observation(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    schema_version: int = OBSERVATION_SCHEMA
    url: str
    title: str
    tab_id: int
    tabs: list[TabSummary] = Field(default_factory=list)
    viewport: tuple[float, float]
    scroll: ScrollPosition
    marks: list[Mark]
    modal: str | None = None
    covered: list[str] = Field(default_factory=list)  # "2 controls covered by <div> \"Sign up\""
    screen_text: str | None = None  # short visible text outside the marks, capped at 600 characters
    dialogs: list[str] = Field(default_factory=list)
    frames: list[FrameSummary] = Field(default_factory=list)
    cut: bool = False
    note: str | None = None
    timings_ms: dict[str, float] = Field(default_factory=dict)
    image_size: tuple[int, int] = (0, 0)

    _clean: Image.Image | None = PrivateAttr(default=None)
    _annotated: Image.Image | None = PrivateAttr(default=None)
    _clean_bytes: bytes | None = PrivateAttr(default=None)
    _clean_format: str = PrivateAttr(default="png")
    _encoded: dict[tuple[str, str], bytes] = PrivateAttr(default_factory=dict)

    def mark(self, mark_id: int) -> Mark | None:
        for m in self.marks:
            if m.id == mark_id:
                return m
        return None

    @property
    def mark_ids(self) -> list[int]:
        return [m.id for m in self.marks]

    def id_ranges(self) -> str:
        """The mark ids as runs, so gaps show: "1-2, 4-9" (ids are stable, so they can have gaps)."""
        ids = sorted(set(self.mark_ids))
        runs: list[str] = []
        start: int | None = None
        prev: int | None = None
        for i in [*ids, None]:
            if start is not None and (i is None or prev is None or i != prev + 1):
                runs.append(f"{start}" if start == prev else f"{start}-{prev}")
                start = None
            if i is not None and start is None:
                start = i
            prev = i
        return ", ".join(runs)

    # --- images -------------------------------------------------------------------------------------
    def attach_images(
        self, clean_bytes: bytes, clean_format: str, clean: Image.Image, annotated: Image.Image | None
    ) -> None:
        self._clean_bytes = clean_bytes
        self._clean_format = clean_format
        self._clean = clean
        self._annotated = annotated

    def image(self, annotated: bool = True) -> Image.Image | None:
        return self._annotated if annotated and self._annotated is not None else self._clean

    def image_bytes(self, annotated: bool = True, fmt: str = "png") -> bytes:
        """Encoded screenshot (cached); the clean one is Chrome's own bytes when the format matches."""
        # Nothing drawn (a replay without a model): the "annotated" picture is the clean one.
        annotated = annotated and self._annotated is not None
        if not annotated and self._clean_bytes is not None and fmt == self._clean_format:
            return self._clean_bytes
        key = ("annotated" if annotated else "clean", fmt)
        if key not in self._encoded:
            img = self.image(annotated)
            if img is None:
                return b""
            buf = io.BytesIO()
            if fmt == "jpeg":
                img.convert("RGB").save(buf, "JPEG", quality=88)
            else:
                img.save(buf, "PNG", compress_level=1)
            self._encoded[key] = buf.getvalue()
        return self._encoded[key]

    # --- text ---------------------------------------------------------------------------------------
    def header_lines(self) -> list[str]:
        lines = [f"URL: {self.url}", f"Title: {self.title}"]
        if len(self.tabs) > 1:
            tabs = "; ".join(
                f"{'*' if t.is_agent else ''}{t.id}: {t.title[:40] or t.url[:60]}" for t in self.tabs
            )
            lines.append(f"Tabs (* = yours): {tabs}")
        lines.append(f"Viewport: {self.viewport[0]:g}x{self.viewport[1]:g}; scroll: {self.scroll.describe()}")
        if self.modal:
            lines.append(f'A modal dialog is open: "{self.modal}"; only what is on top of it is marked.')
        for c in self.covered:
            lines.append(f"Not marked: {c}.")
        for d in self.dialogs:
            lines.append(f"JavaScript dialog handled: {d}")
        if self.frames and len(self.frames) > 1:
            lines.append("Frames: " + "; ".join(f"{f.index}: {f.url[:80]}" for f in self.frames[1:]))
        for f in self.frames:
            if f.undrawn:
                where = "The page" if f.index == 0 else f"Frame {f.index}"
                lines.append(
                    f"{where} shows blank: the browser has not drawn it yet. Wait a moment; if it stays "
                    "blank, reload the page."
                )
        if self.note:
            lines.append(f"Note: {self.note}")
        return lines

    def mark_lines(self) -> list[str]:
        return [m.line() for m in self.marks]

    def text(self) -> str:
        marks = self.mark_lines() or ["(no interactive elements are visible)"]
        lines = [*self.header_lines(), f"Marks ({len(self.marks)}, * = new since last step):", *marks]
        if self.screen_text:
            lines.append(f"On screen (text outside the marks): {self.screen_text}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return self.model_dump(mode="json")
