"""The main screen: browser preview, activity stream, plan, notes & memory, status line, prompt."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from opticlick_tui.agent import events as ev
from opticlick_tui.tui.widgets.activity import ActivityStream, StreamingText, format_args
from opticlick_tui.tui.widgets.keybar import KeyBar
from opticlick_tui.tui.widgets.panels import NotesPanel, PlanTree, StatusLine
from opticlick_tui.tui.widgets.preview import Preview
from opticlick_tui.tui.widgets.prompt import PromptInput
from opticlick_tui.words import plural

NARROW_COLUMNS = 110


def final_state(event: ev.Finished) -> str:
    """The status line's word for a finished run: done, or the session's own status."""
    if event.status == "finished":
        return "done" if event.success else "failed"
    return event.status  # stopped | interrupted | failed


class MainScreen(Screen):
    DEFAULT_CSS = """
    MainScreen { layout: vertical; }
    #status { height: 1; background: $boost; }
    #body { height: 1fr; }
    #left { width: 45%; min-width: 40; }
    #preview { height: 3fr; border: round $panel; }
    #plan { height: 1fr; border: round $panel; }
    #notes { height: auto; max-height: 12; border: round $panel; overflow-y: auto; }
    #activity { width: 1fr; border: round $panel; }
    #prompt { dock: bottom; margin: 0 0 1 0; }
    MainScreen.narrow #left { display: none; width: 1fr; }
    MainScreen.narrow.show-preview #left, MainScreen.narrow.show-plan #left { display: block; }
    MainScreen.narrow.show-preview #activity, MainScreen.narrow.show-plan #activity { display: none; }
    MainScreen.narrow.show-preview #plan, MainScreen.narrow.show-preview #notes { display: none; }
    MainScreen.narrow.show-plan #preview { display: none; }
    MainScreen.narrow.show-plan #notes { height: 1fr; max-height: 100%; }
    MainScreen.asking #prompt { border: tall $error; }
    """

    def __init__(self, protocol: str) -> None:
        super().__init__()
        self.protocol = protocol
        self.annotated = True
        self.frames: dict[str, str] = {}
        self.boxes: list[list[float]] = []
        self.last_observation: ev.ObservationReady | None = None

    def compose(self) -> ComposeResult:
        # Laid out for the terminal's size from the start (a change after mounting restyles every
        # widget and recomposes the footer: measurable in the start-up time).
        narrow = self.app.size.width < NARROW_COLUMNS
        self.set_class(narrow, "narrow")
        yield StatusLine(id="status")
        with Horizontal(id="body"):
            with Vertical(id="left"):
                yield Preview(self.protocol, id="preview")
                yield PlanTree(id="plan")
                yield NotesPanel(id="notes")
            yield ActivityStream(id="activity")
        yield PromptInput(id="prompt")
        yield KeyBar(compact=narrow, show_command_palette=not narrow)

    def on_mount(self) -> None:
        self.query_one(PromptInput).focus()
        self.apply_size(self.app.size.width)
        # Nested containers finish mounting their children after the screen's own Mount.
        self.call_after_refresh(lambda: self.query_one(PlanTree).set_items([]))

    def on_resize(self, event) -> None:
        self.apply_size(event.size.width)

    def apply_size(self, width: int) -> None:
        # Small terminals (80x24) show one pane at a time: the stream, the preview, or the plan
        # and notes (F9 cycles); the status line and the prompt stay.
        self.set_class(width < NARROW_COLUMNS, "narrow")
        narrow = width < NARROW_COLUMNS
        self.query_one(KeyBar).set_mode(compact=narrow, show_command_palette=not narrow)  # ctrl+p still works

    PANES = ("stream", "preview", "plan")

    @property
    def pane(self) -> str:
        return next((p for p in self.PANES[1:] if self.has_class(f"show-{p}")), "stream")

    def cycle_panes(self) -> str:
        """Narrow: the next pane. Wide: the side column off/on (more room for the stream)."""
        if not self.has_class("narrow"):
            left = self.query_one("#left")
            left.display = not left.display
            return "side panels " + ("shown" if left.display else "hidden")
        following = self.PANES[(self.PANES.index(self.pane) + 1) % len(self.PANES)]
        self.set_class(following == "preview", "show-preview")
        self.set_class(following == "plan", "show-plan")
        return {"stream": "activity stream", "preview": "preview", "plan": "plan, notes and memory"}[
            following
        ]

    # --- events from the agent ---------------------------------------------------------------------
    def handle(self, event: ev.Event) -> None:
        activity = self.query_one(ActivityStream)
        status = self.query_one(StatusLine)
        if isinstance(event, ev.SessionStarted):
            self.last_observation = None
            status.set(
                model=f"{event.provider}/{event.model or 'default'}",
                max_steps=event.max_steps,
                started=status.clock(),
                ended=None,
                state="observing",
            )
            activity.notice(f"{'Resumed' if event.resumed else 'Session'} {event.session_id}: {event.task}")
        elif isinstance(event, ev.StateChanged):
            # Driving by hand, the "model" that thinks is the user: the agent waits for a command.
            by_hand = status.model.startswith("manual") and event.state == "thinking"
            status.set(state="your move" if by_hand else event.state)
            self.set_class(event.state == "asking", "asking")
        elif isinstance(event, ev.StepStarted):
            status.set(step=event.step, max_steps=event.max_steps)
            activity.step(event.step, f"Step {event.step}")
        elif isinstance(event, ev.ObservationReady):
            self.last_observation = event  # a live review shows the step under way from it
            status.set(url=event.url)
            settled = f" · {event.settle['summary']}" if event.settle.get("summary") else ""
            activity.block().add_line(
                f"{event.title or '(no title)'} · {event.url} · {plural(event.marks, 'mark')}{settled}",
                "call",
            )
            # Driving by hand needs the numbers in text (half-block previews cannot show them).
            by_hand = status.model.startswith("manual") or status.state == "paused"
            activity.block().add_marks(event.mark_lines, expanded=by_hand)
            self.frames = {
                "clean": event.screenshot,
                "annotated": event.annotated,
                "caption": f"step {event.step} · {event.title}",
            }
            self.boxes = event.mark_boxes
            self.show_frame()
        elif isinstance(event, ev.ThinkingDelta):
            activity.block().add_thinking(event.text)
        elif isinstance(event, ev.TextDelta):
            activity.block().add_text(event.text)
        elif isinstance(event, ev.ToolCallStarted):
            activity.block().add_line(f"→ {event.name}({format_args(event.args)})", "call")
        elif isinstance(event, ev.ToolResultReady):
            first, *rest = event.text.splitlines() or [""]
            more = f"  (+{plural(len(rest), 'line')})" if rest else ""
            activity.block().add_line(
                f"  {'✓' if event.ok else '✗'} {first}{more}  [{event.duration_ms:.0f} ms]",
                "ok" if event.ok else "error",
            )
        elif isinstance(event, ev.TodoChanged):
            self.query_one(PlanTree).set_items(event.items)
        elif isinstance(event, ev.NotesChanged):
            self.query_one(NotesPanel).set_notes(event.notes)
        elif isinstance(event, ev.MemoryChanged):
            self.query_one(NotesPanel).set_memory(event.entries)
        elif isinstance(event, ev.Warning):
            activity.block().add_line(f"! {event.message}", "warning")
        elif isinstance(event, ev.ErrorOccurred):
            activity.notice(f"✗ {event.message}", error=True)
        elif isinstance(event, ev.UserMessage):
            who = "You answered" if event.kind_of == "answer" else "You"
            activity.block().add_line(f"{who}: {event.text}", "user")
        elif isinstance(event, ev.AskingUser):
            activity.block().add_line(f"? {event.question}", "warning")
        elif isinstance(event, ev.UsageUpdated):
            status.set(tokens=(event.total_input, event.total_output), cost=event.total_cost_usd)
        elif isinstance(event, ev.Paused):
            status.set(state="paused")
            activity.notice(
                "Paused: the browser is yours. /click N, /type N text, /key, /scroll, /goto, /back and "
                "/select act in the agent's tab; ctrl+t gives it back to the agent."
            )
        elif isinstance(event, ev.Resumed):
            activity.notice("Resumed: the agent looks at the page afresh.")
        elif isinstance(event, ev.Finished):
            for stream in self.query(StreamingText):
                stream.finish()
            # The run's own status is the one word shown everywhere (stream, status line, session).
            status.set(state=final_state(event), ended=status.clock())
            mark = "✓" if event.success else "✗"
            activity.notice(
                f"{mark} {event.status} after {plural(event.steps, 'step')}: {event.summary}",
                error=not event.success,
            )

    # --- preview -----------------------------------------------------------------------------------
    def show_frame(self) -> None:
        if not self.frames:
            return
        path = Path(self.frames["annotated" if self.annotated else "clean"])
        caption = f"{self.frames.get('caption', '')} · {'marks' if self.annotated else 'clean'}"
        # Decoded, scaled and encoded off the UI thread; a newer frame supersedes an older one.
        self.query_one(Preview).show(path, caption, self.boxes if self.annotated else None)

    def toggle_marks(self) -> None:
        self.annotated = not self.annotated
        self.show_frame()

    def current_image(self) -> str | None:
        if not self.frames:
            return None
        return self.frames["annotated" if self.annotated else "clean"]
