"""Modal dialogs: the agent's question, a yes/no confirmation, a step number, a text edit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from opticlick_tui.tui.widgets.prompt import PasteInput


def modal_css(name: str) -> str:
    # DEFAULT_CSS is scoped to its class, so each modal names itself in its selectors.
    return f"""
    {name} {{ align: center middle; }}
    {name} > Vertical {{ width: 80%; max-width: 100; height: auto; border: thick $accent; background: $surface; padding: 1 2; }}
    {name} .question {{ text-style: bold; margin-bottom: 1; }}
    {name} Horizontal {{ height: auto; margin-top: 1; }}
    {name} Button {{ margin-right: 2; }}
    """


class AskUserModal(ModalScreen[str | None]):
    """The agent is waiting for an answer: impossible to miss, answered here or in the prompt."""

    DEFAULT_CSS = modal_css("AskUserModal")
    BINDINGS = [Binding("escape", "dismiss_modal", "Answer later")]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("The agent asks:", classes="question")
            yield Static(self.question, markup=False, id="question")
            yield PasteInput(placeholder="Your answer (Enter to send)", id="answer")

    def on_mount(self) -> None:
        self.query_one("#answer", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.dismiss(event.value.strip())

    def action_dismiss_modal(self) -> None:
        self.dismiss(None)

    def withdraw(self) -> str:
        """The question no longer stands (the run stopped): close, and hand back what was typed."""
        draft = self.query_one("#answer", Input).value.strip()
        self.dismiss(None)
        return draft


class ConfirmModal(ModalScreen[bool]):
    DEFAULT_CSS = modal_css("ConfirmModal")
    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question = question
        self.yes, self.no = yes, no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question, classes="question", markup=False)
            with Horizontal():
                yield Button(f"{self.yes} (y)", variant="error", id="yes")
                yield Button(f"{self.no} (n)", variant="primary", id="no")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, value: bool) -> None:
        self.dismiss(value)


class TextInputModal(ModalScreen[str | None]):
    DEFAULT_CSS = modal_css("TextInputModal")
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, value: str = "", placeholder: str = "") -> None:
        super().__init__()
        self.title_text, self.value, self.placeholder = title, value, placeholder

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.title_text, classes="question", markup=False)
            yield Input(self.value, placeholder=self.placeholder, id="value")

    def on_mount(self) -> None:
        self.query_one("#value", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)
