"""The activity stream: per step, the model's thinking as it arrives (dim, collapsible), its text,
then each tool call with its arguments and its result with timing. Errors and loop warnings stand
out. Streaming text is buffered and painted at most every 50 ms so fast models cannot swamp the UI."""

from __future__ import annotations

import json
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Collapsible, Static

FLUSH_S = 0.05
MAX_STEPS_SHOWN = 200


class StreamingText(Vertical):
    """Text that grows token by token.

    While it streams, only the last few lines are shown in a box of fixed height, repainted at most
    every 50 ms: the screen around it does not move, so a paint costs the same at token 5,000 as at
    token 1. When the stream ends (`finish()`), the whole text is laid out, in chunks of about CHUNK
    characters so later repaints of the stream stay cheap."""

    CHUNK = 1500
    LIVE_LINES = 6
    DEFAULT_CSS = """
    StreamingText { height: auto; }
    StreamingText > Static { height: auto; }
    StreamingText.live > Static { height: 6; }
    """

    def __init__(self, style: str = "", classes: str = "", **kwargs: Any) -> None:
        super().__init__(classes=f"live {classes}".strip(), **kwargs)
        self._buffer = ""
        self._text_style = style
        self._pending = False
        self._live: Static | None = None
        self._finished = False

    def compose(self) -> ComposeResult:
        self._live = Static("", markup=False)
        yield self._live

    def on_mount(self) -> None:
        self._timer = self.set_interval(FLUSH_S, self._flush)

    def append(self, more: str) -> None:
        if self._finished:
            self._finished = False
            self.add_class("live")
        self._buffer += more
        self._pending = True

    def _flush(self) -> None:
        if not self._pending or self._live is None or self._finished:
            return
        self._pending = False
        width = max(20, self.size.width or 80)
        window = self._buffer[-(width * (self.LIVE_LINES - 1)) :]
        if len(window) < len(self._buffer):
            window = "…" + window[window.find(" ") + 1 :] if " " in window else "…" + window
        self._live.update(Text(window, style=self._text_style))

    def finish(self) -> None:
        """Show the whole text (the stream has ended)."""
        if self._finished or self._live is None:
            return
        self._finished = True
        self._pending = False
        self.remove_class("live")
        text = self._buffer
        chunks = []
        while len(text) > self.CHUNK:
            cut = text.rfind(" ", 0, self.CHUNK) + 1 or self.CHUNK
            chunks.append(text[:cut])
            text = text[cut:]
        chunks.append(text)
        self._live.update(Text(chunks[0], style=self._text_style))
        for chunk in chunks[1:]:
            self.mount(Static(Text(chunk, style=self._text_style), markup=False))

    @property
    def text(self) -> str:
        return self._buffer


class StepBlock(Vertical):
    DEFAULT_CSS = """
    StepBlock { height: auto; margin: 0 0 1 0; }
    StepBlock > .step-title { color: $accent; text-style: bold; }
    StepBlock Collapsible { padding: 0; margin: 0; border: none; }
    StepBlock .thinking { color: $text-muted; }
    StepBlock .call { color: $warning; }
    StepBlock .ok { color: $success; }
    StepBlock .error { color: $error; text-style: bold; }
    StepBlock .warning { color: $error; background: $error 15%; text-style: bold; }
    StepBlock .user { color: $secondary; }
    """

    def __init__(self, step: int, title: str) -> None:
        super().__init__(classes="step")
        self.step = step
        self._title = title
        self.thinking: StreamingText | None = None
        self.text: StreamingText | None = None

    def compose(self) -> ComposeResult:
        yield Static(self._title, classes="step-title", markup=False)

    @property
    def streaming(self) -> bool:
        """Thinking or text still arriving (it stays in one piece)."""
        return any(s is not None and not s._finished for s in (self.thinking, self.text))

    def add_thinking(self, chunk: str) -> None:
        if self.thinking is None:
            self.thinking = StreamingText(style="dim italic", classes="thinking")
            self.mount(Collapsible(self.thinking, title="thinking", collapsed=False))
        self.thinking.append(chunk)

    def add_text(self, chunk: str) -> None:
        if self.thinking is not None:
            self.thinking.finish()
        if self.text is None:
            self.text = StreamingText()
            self.mount(self.text)
        self.text.append(chunk)

    def add_marks(self, lines: list[str], expanded: bool) -> None:
        body = Static("\n".join(lines) or "(no marks)", markup=False, classes="marks")
        self.mount(Collapsible(body, title=f"marks ({len(lines)})", collapsed=not expanded))

    def add_line(self, text: str, css: str) -> None:
        for stream in (self.thinking, self.text):
            if stream is not None:
                stream.finish()
        self.mount(Static(text, classes=css, markup=False))


def format_args(args: dict[str, Any]) -> str:
    return ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in args.items())


class ActivityStream(VerticalScroll):
    DEFAULT_CSS = """
    ActivityStream { height: 1fr; padding: 0 1; }
    ActivityStream > .notice { color: $text-muted; margin-bottom: 1; }
    ActivityStream > .banner-error { color: $error; text-style: bold; margin-bottom: 1; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.current: StepBlock | None = None

    def on_mount(self) -> None:
        self.anchor()

    def notice(self, text: str, error: bool = False) -> None:
        self.mount(Static(text, classes="banner-error" if error else "notice", markup=False))

    def step(self, step: int, title: str) -> StepBlock:
        self.current = StepBlock(step, title)
        self.mount(self.current)
        blocks = list(self.query(StepBlock))
        for old in blocks[:-MAX_STEPS_SHOWN]:
            old.remove()  # the full record is in the session; the live view stays light
        return self.current

    def block(self) -> StepBlock:
        current = self.current
        if current is None:
            return self.step(0, "")
        if self.children and self.children[-1] is not current and not current.streaming:
            # A notice came after this step's block (e.g. "Paused: the browser is yours"): what the
            # step does next goes below it, so the newest line is always at the bottom.
            return self.step(current.step, f"Step {current.step} (continued)")
        return current

    def collapse_thinking(self, collapsed: bool) -> None:
        for item in self.query(Collapsible):
            item.collapsed = collapsed
