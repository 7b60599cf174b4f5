"""Settings: provider, model (picked from what is detected), API keys, image mode, permission mode,
headed/headless, CDP URL. Saved to config.toml with tomlkit (comments kept) and 0600 permissions."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static, Switch

from opticlick_tui.config import Settings
from opticlick_tui.config_writer import save_settings

PROVIDERS = ["auto", "gemini", "ollama", "openai", "manual"]


class SettingsScreen(Screen):
    DEFAULT_CSS = """
    SettingsScreen VerticalScroll { padding: 0 2; }
    SettingsScreen Label { margin-top: 1; text-style: bold; }
    SettingsScreen .hint { color: $text-muted; }
    SettingsScreen Horizontal { height: auto; margin-top: 1; }
    SettingsScreen Button { margin-right: 2; }
    """
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back", id="settings.back"),
        Binding("ctrl+s", "save", "Save", id="settings.save"),
    ]

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        s = self.settings
        with VerticalScroll():
            yield Label("Provider")
            yield Select(
                [(p, p) for p in PROVIDERS],
                value=s.llm.provider if s.llm.provider in PROVIDERS else "auto",
                id="provider",
                allow_blank=False,
            )
            yield Label("Model")
            yield Select([], prompt="detecting models…", id="model-pick")
            yield Input(s.llm.model, placeholder="or type a model name", id="model")
            yield Static("", id="model-hint", classes="hint", markup=False)
            yield Label("OpenAI-compatible server")
            yield Input(
                s.llm.preset, placeholder="preset: openai, openrouter, groq, lmstudio, …", id="preset"
            )
            yield Input(
                s.llm.base_url, placeholder="or base URL, e.g. http://127.0.0.1:1234/v1", id="base_url"
            )
            yield Label("API keys (saved in config.toml, readable only by you)")
            yield Input(
                s.keys.gemini_api_key.get_secret_value(),
                password=True,
                placeholder="Gemini API key",
                id="gemini_key",
            )
            yield Input(
                s.keys.openai_api_key.get_secret_value(),
                password=True,
                placeholder="OpenAI-compatible API key",
                id="openai_key",
            )
            yield Label("What the model sees")
            yield Select(
                [
                    ("annotated screenshot + marks", "annotated"),
                    ("clean screenshot + marks", "clean"),
                    ("marks only (text)", "text"),
                ],
                value=s.observe.image_mode,
                id="image_mode",
                allow_blank=False,
            )
            yield Label("Ask before acting")
            yield Select(
                [
                    ("ask: new sites and irreversible actions", "ask"),
                    ("auto: never ask", "auto"),
                    ("strict: every action", "strict"),
                ],
                value=s.agent.permission_mode,
                id="permission",
                allow_blank=False,
            )
            yield Label("Headless Chrome")
            yield Switch(s.browser.headless, id="headless")
            yield Label("Attach to a running Chrome (CDP URL)")
            yield Input(s.browser.cdp_url, placeholder="http://127.0.0.1:9222", id="cdp_url")
            yield Static(
                "Start Chrome on your workstation with --remote-debugging-port=9222 --user-data-dir=DIR; "
                "over SSH forward it with ssh -R 9222:127.0.0.1:9222 SERVER. /connect URL attaches at once.",
                classes="hint",
                markup=False,
            )
            with Horizontal():
                yield Button("Save (ctrl+s)", variant="primary", id="save")
                yield Button("Cancel (esc)", id="cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.detect_models()

    @work(exclusive=True, exit_on_error=False)
    async def detect_models(self) -> None:
        from opticlick_tui.llm.discovery import model_options

        found, notes = await model_options(self.settings, self.query_one("#gemini_key", Input).value)
        options = [(o.label, o.value) for o in found]
        picker = self.query_one("#model-pick", Select)
        picker.set_options(options)
        picker.prompt = "choose a detected model"
        self.query_one("#model-hint", Static).update(" · ".join(notes))

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id != "model-pick" or event.value is Select.BLANK:
            return
        parts = str(event.value).split(":")
        self.query_one("#provider", Select).value = parts[0]
        if parts[0] == "openai":
            self.query_one("#preset", Input).value = parts[1]
            self.query_one("#model", Input).value = ":".join(parts[2:])
        else:
            self.query_one("#model", Input).value = ":".join(parts[1:])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "save":
            self.action_save()
        else:
            self.app.pop_screen()

    def action_save(self) -> None:
        value = lambda wid: self.query_one(f"#{wid}", Input).value.strip()  # noqa: E731
        changes: dict[str, dict[str, Any]] = {
            "llm": {
                "provider": str(self.query_one("#provider", Select).value),
                "model": value("model"),
                "preset": value("preset"),
                "base_url": value("base_url"),
            },
            "keys": {"gemini_api_key": value("gemini_key"), "openai_api_key": value("openai_key")},
            "observe": {"image_mode": str(self.query_one("#image_mode", Select).value)},
            "agent": {"permission_mode": str(self.query_one("#permission", Select).value)},
            "browser": {"headless": self.query_one("#headless", Switch).value, "cdp_url": value("cdp_url")},
        }
        try:
            path = save_settings(changes)
        except OSError as exc:
            self.notify(f"Could not save: {exc}", severity="error")
            return
        s = self.settings
        s.llm.provider = changes["llm"]["provider"]
        s.llm.model = changes["llm"]["model"]
        s.llm.preset = changes["llm"]["preset"]
        s.llm.base_url = changes["llm"]["base_url"]
        s.keys.gemini_api_key = changes["keys"]["gemini_api_key"]
        s.keys.openai_api_key = changes["keys"]["openai_api_key"]
        s.observe.image_mode = changes["observe"]["image_mode"]
        s.agent.permission_mode = changes["agent"]["permission_mode"]
        s.browser.headless = changes["browser"]["headless"]
        s.browser.cdp_url = changes["browser"]["cdp_url"]
        self.notify(f"Saved to {path}; the next run uses these settings.")
        self.app.pop_screen()
