"""Review: step through a session from the keyboard: the screenshot of that step with its marks,
the mark list, the model's thoughts and text, the tool calls with their results, the plan then."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from opticlick_tui.agent.budget import describe_usage
from opticlick_tui.paths import assets_dir
from opticlick_tui.store.sessions import SessionStore
from opticlick_tui.tui.screens.modals import TextInputModal
from opticlick_tui.tui.widgets.keybar import KeyBar
from opticlick_tui.tui.widgets.panels import GLYPHS
from opticlick_tui.tui.widgets.preview import Preview

if TYPE_CHECKING:
    from opticlick_tui.agent.events import ObservationReady


def sample_store() -> tuple[SessionStore | None, str | None]:
    """The sample session shipped in assets/, for a first look before any run."""
    root = assets_dir() / "sample"
    sessions = root / "sessions"
    if not sessions.is_dir():
        return None, None
    ids = sorted(p.name for p in sessions.iterdir() if (p / "session.json").exists())
    return (SessionStore(root), ids[0]) if ids else (None, None)


def observed_step(event: ObservationReady) -> dict:
    """The step a live session is on, as far as it has gone: the page it observed, before the model
    (or the user driving by hand) has acted. Its record is saved only once it has acted, so without
    this the review of a live run shows the page as it was one action ago."""
    return {
        "step": event.step,
        "url": event.url,
        "title": event.title,
        "marks": event.mark_lines,
        "mark_boxes": event.mark_boxes,
        "screenshot_path": event.screenshot,
        "annotated_path": event.annotated,
        "in_progress": True,
    }


def render_step(step: dict) -> Text:
    text = Text()
    text.append(f"Step {step['step']}: {step.get('title') or '(no title)'}\n", style="bold")
    text.append(f"{step.get('url', '')}\n", style="underline")
    if step.get("in_progress"):
        text.append("In progress: the page as observed; the step is saved once it acts.\n", style="italic")
    if spent := describe_usage(step.get("usage")):
        text.append(f"{spent}\n", style="dim")
    text.append("\n")
    for message in step.get("user_messages", []):
        text.append(f"User: {message}\n", style="bold magenta")
    if step.get("thinking"):
        text.append("Thinking\n", style="bold dim")
        text.append(step["thinking"].strip() + "\n\n", style="dim italic")
    if step.get("text"):
        text.append(step["text"].strip() + "\n\n")
    results = {r["call_id"]: r for r in step.get("results", [])}
    text.append("Actions\n", style="bold")
    if step.get("in_progress") and not step.get("calls"):
        text.append("  (none chosen yet)\n", style="dim")
    for call in step.get("calls", []):
        args = ", ".join(f"{k}={v!r}" for k, v in call.get("args", {}).items())
        text.append(f"→ {call['name']}({args})\n", style="yellow")
        result = results.get(call["id"])
        if result:
            style = "red" if result.get("is_error") else "green"
            text.append(
                f"  {'✗' if result.get('is_error') else '✓'} {result.get('content', '')}\n", style=style
            )
    for warning in step.get("warnings", []):
        text.append(f"! {warning}\n", style="bold red")
    if step.get("todo"):
        text.append("\nPlan at this step\n", style="bold")
        for n, item in enumerate(step["todo"], start=1):
            text.append(f"{GLYPHS.get(item.get('status', 'pending'), '○')} {n}. {item.get('text', '')}\n")
    if step.get("notes"):
        text.append("\nNotes\n", style="bold")
        for key, value in step["notes"].items():
            text.append(f"{key}: {value}\n")
    return text


class ReviewScreen(Screen):
    DEFAULT_CSS = """
    ReviewScreen #review-title { height: 1; background: $boost; }
    ReviewScreen #review-body { height: 1fr; }
    ReviewScreen #review-left { width: 55%; }
    ReviewScreen #review-preview { height: 2fr; border: round $panel; }
    ReviewScreen #review-marks { height: 1fr; border: round $panel; }
    ReviewScreen #review-detail { width: 1fr; border: round $panel; padding: 0 1; }
    ReviewScreen.narrow #review-left { width: 40%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back", id="review.back"),
        Binding("right,l,j", "step(1)", "Next", id="review.next"),
        Binding("left,h,k", "step(-1)", "Previous", id="review.previous"),
        Binding("home", "jump_first", "First", id="review.first"),
        Binding("end", "jump_last", "Last", id="review.last"),
        Binding("g", "goto", "Go to step", id="review.goto"),
        Binding("m", "toggle_marks", "Marks", id="review.marks"),
        Binding("x", "export('html')", "Export HTML", id="review.export_html"),
        Binding("X", "export('md')", "Export MD", id="review.export_md"),
        Binding("y", "copy_export", "Copy path", id="review.copy_export"),
        Binding("enter", "jump_typed", "Jump", show=False, id="review.jump"),
        *[Binding(str(d), f"digit({d})", show=False) for d in range(10)],
    ]

    def __init__(
        self,
        store: SessionStore,
        session_id: str,
        live: bool = False,
        sample: bool = False,
        in_progress: Callable[[], ObservationReady | None] | None = None,
    ) -> None:
        super().__init__()
        self.store = store
        self.session_id = session_id
        self.live = live
        self.sample = sample
        # Live review: the step under way (observed, not yet saved), from the running session.
        self.in_progress = in_progress
        self.numbers: list[int] = []
        self.pending: dict | None = None
        self.index = 0
        self.annotated = True
        self.typed = ""

    def compose(self) -> ComposeResult:
        yield Static("", id="review-title", markup=False)
        with Horizontal(id="review-body"):
            with Vertical(id="review-left"):
                yield Preview(getattr(self.app, "protocol", "halfblock"), id="review-preview")
                with VerticalScroll(id="review-marks"):
                    yield Static("", id="marks-text", markup=False)
            with VerticalScroll(id="review-detail"):
                yield Static("", id="step-text", markup=False)
        yield KeyBar()

    def _step_numbers(self) -> tuple[list[int], dict | None]:
        """The saved step numbers, and then the live step under way when it is newer than all of them."""
        numbers = self.store.step_numbers(self.session_id)
        observed = self.in_progress() if self.live and self.in_progress else None
        if observed is not None and (not numbers or observed.step > numbers[-1]):
            same = self.pending is not None and self.pending["annotated_path"] == observed.annotated
            return [*numbers, observed.step], self.pending if same else observed_step(observed)
        return numbers, None

    def on_mount(self) -> None:
        self.numbers, self.pending = self._step_numbers()
        self.index = len(self.numbers) - 1 if self.numbers else 0
        self.set_class(self.app.size.width < 110, "narrow")
        if self.live:
            self.set_interval(1.0, self._follow)
        # Nested containers finish mounting their children after the screen's own Mount.
        self.call_after_refresh(self.show)

    def _follow(self) -> None:
        """Reviewing the running session: pick up new steps as they are observed and saved."""
        numbers, pending = self._step_numbers()
        # A step under way that has since been saved is shown again from its full record.
        if numbers != self.numbers or pending is not self.pending:
            at_end = self.index >= len(self.numbers) - 1
            self.numbers, self.pending = numbers, pending
            if at_end:
                self.index = len(numbers) - 1
                self.show()

    @property
    def current(self) -> dict | None:
        if not self.numbers:
            return None
        number = self.numbers[self.index]
        if self.pending is not None and self.pending["step"] == number:
            return self.pending
        return self.store.step(self.session_id, number)

    def show(self) -> None:
        meta = self.store.meta(self.session_id)
        title = self.query_one("#review-title", Static)
        step = self.current
        label = f" {'SAMPLE · ' if self.sample else ''}{meta.get('title', self.session_id)} · {meta.get('status', '')} "
        if step is None:
            title.update(label + "· no steps saved yet")
            return
        typed = f" · go to: {self.typed}" if self.typed else ""
        under_way = " (in progress)" if step.get("in_progress") else ""
        title.update(f"{label}· step {step['step']}{under_way} of {self.numbers[-1]}{typed}")
        self.query_one("#step-text", Static).update(render_step(step))
        marks = step.get("marks", [])
        self.query_one("#marks-text", Static).update("\n".join(marks) if marks else "(no marks)")
        name = step.get("annotated") if self.annotated else step.get("screenshot")
        observed = step.get("annotated_path") if self.annotated else step.get("screenshot_path")
        path = Path(observed) if observed else self.store.image_path(self.session_id, name) if name else None
        if path is not None:
            caption = f"step {step['step']} · {'marks' if self.annotated else 'clean'} · {path.name}"
            boxes = step.get("mark_boxes") if self.annotated else None
            self.query_one(Preview).show(path, caption, boxes)

    def _go(self, index: int) -> None:
        if not self.numbers:
            return
        self.index = max(0, min(len(self.numbers) - 1, index))
        self.typed = ""
        self.show()

    async def action_export(self, fmt: str) -> None:
        from opticlick_tui.tui.exporting import export_session

        if self.sample:
            self.notify("The sample session is not exported; run a task of your own first.")
            return
        try:
            self.last_export = await export_session(self.store, self.session_id, fmt)
        except (ValueError, OSError) as exc:
            self.notify(f"Could not export: {exc}", severity="error")
            return
        self.notify(f"Exported to {self.last_export} (y copies the path)", timeout=8)

    def action_copy_export(self) -> None:
        if getattr(self, "last_export", None) is None:
            self.notify("Nothing exported yet: x (HTML) or X (Markdown) exports this session.")
            return
        self.app.copy_to_clipboard(str(self.last_export))
        self.notify(f"Copied {self.last_export}")

    def action_step(self, delta: int) -> None:
        self._go(self.index + delta)

    def action_jump_first(self) -> None:
        self._go(0)

    def action_jump_last(self) -> None:
        self._go(len(self.numbers) - 1)

    def jump_to_step(self, number: int) -> bool:
        if number in self.numbers:
            self._go(self.numbers.index(number))
            return True
        self.notify(f"There is no step {number}.", severity="warning")
        return False

    def action_digit(self, digit: int) -> None:
        self.typed += str(digit)
        self.show()

    def action_jump_typed(self) -> None:
        if self.typed:
            number = int(self.typed)
            self.typed = ""
            if not self.jump_to_step(number):
                self.show()

    def action_goto(self) -> None:
        def done(value: str | None) -> None:
            if value and value.strip().isdigit():
                self.jump_to_step(int(value.strip()))

        self.app.push_screen(
            TextInputModal("Go to step:", placeholder=f"1-{self.numbers[-1] if self.numbers else 0}"), done
        )

    def action_toggle_marks(self) -> None:
        self.annotated = not self.annotated
        self.show()
