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


class StreamingText(Static):
    """A Static that accepts appended text and repaints on a timer, not per token."""

    def __init__(self, style: str = "", **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self._buffer = ""
        self._text_style = style
        self._pending = False

    def on_mount(self) -> None:
        self.set_interval(FLUSH_S, self._flush)

    def append(self, more: str) -> None:
        self._buffer += more
        self._pending = True

    def _flush(self) -> None:
        if self._pending:
            self._pending = False
            self.update(Text(self._buffer, style=self._text_style))

    def finish(self) -> None:
        self._flush()

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

    def add_thinking(self, chunk: str) -> None:
        if self.thinking is None:
            self.thinking = StreamingText(style="dim italic", classes="thinking")
            self.mount(Collapsible(self.thinking, title="thinking", collapsed=False))
        self.thinking.append(chunk)

    def add_text(self, chunk: str) -> None:
        if self.text is None:
            self.text = StreamingText()
            self.mount(self.text)
        self.text.append(chunk)

    def add_marks(self, lines: list[str], expanded: bool) -> None:
        body = Static("\n".join(lines) or "(no marks)", markup=False, classes="marks")
        self.mount(Collapsible(body, title=f"marks ({len(lines)})", collapsed=not expanded))

    def add_line(self, text: str, css: str) -> None:
        if self.thinking is not None:
            self.thinking.finish()
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
        return self.current or self.step(0, "")

    def collapse_thinking(self, collapsed: bool) -> None:
        for item in self.query(Collapsible):
            item.collapsed = collapsed
