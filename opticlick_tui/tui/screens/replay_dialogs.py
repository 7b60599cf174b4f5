"""The replay's dialogs: the options `p` in History asks for (heal, start step, variables), and the
masked field a replay asks for a password that was never recorded."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Input, Label, Static

from opticlick_tui.replay.options import ReplayOptions, read_options
from opticlick_tui.replay.plan import PlanError
from opticlick_tui.store.sessions import SessionStore
from opticlick_tui.tui.screens.modals import modal_css


class ReplayOptionsModal(ModalScreen[ReplayOptions | None]):
    """Enter replays with what is filled in (the defaults replay the whole recording as it was)."""

    DEFAULT_CSS = (
        modal_css("ReplayOptionsModal")
        + """
    ReplayOptionsModal Label { margin-top: 1; }
    ReplayOptionsModal #error { color: $error; height: auto; margin-top: 1; }
    """
    )
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, store: SessionStore, session_id: str) -> None:
        super().__init__()
        self.store, self.session_id = store, session_id

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(f"Replay {self.session_id} without the model", classes="question", markup=False)
            yield Checkbox("Heal: a step that no longer fits the page goes to the model", id="heal")
            yield Label("Start at recorded step")
            yield Input("1", id="from")
            yield Label("Variables: NAME=VALUE; NAME=VALUE (the field labelled NAME, or {{NAME}})")
            yield Input(placeholder="Email=ada@example.org", id="vars")
            yield Static("", id="error", markup=False)
            with Horizontal():
                yield Button("Replay (Enter)", variant="primary", id="go")
                yield Button("Cancel (Esc)", id="cancel")

    def on_mount(self) -> None:
        self.query_one("#from", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "go":
            self.submit()
        else:
            self.dismiss(None)

    def submit(self) -> None:
        try:
            options = read_options(
                self.store,
                self.session_id,
                self.query_one("#heal", Checkbox).value,
                self.query_one("#from", Input).value,
                self.query_one("#vars", Input).value,
            )
        except PlanError as exc:
            self.query_one("#error", Static).update(str(exc))
            return
        self.dismiss(options)

    def action_cancel(self) -> None:
        self.dismiss(None)


class SecretModal(ModalScreen[str]):
    """A password the recording never kept: typed here, masked, handed to the replay only (never
    to the activity stream, the session or the logs). Escape gives nothing: the replay stops."""

    DEFAULT_CSS = modal_css("SecretModal")
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, prompt: str) -> None:
        super().__init__()
        self.prompt = prompt

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("The replay needs a password that was never recorded", classes="question")
            yield Static(self.prompt, markup=False, id="prompt")
            yield Input(password=True, placeholder="Enter to type it into the page; Esc stops", id="secret")

    def on_mount(self) -> None:
        self.query_one("#secret", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss("")
