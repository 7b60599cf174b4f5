"""Settings: provider, model (picked from what is detected), API keys, image mode, permission mode,
headed/headless, CDP URL. Saved to config.toml with tomlkit (comments kept) and 0600 permissions."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static, Switch

from opticlick_tui.config import Settings
from opticlick_tui.config_writer import save_settings
from opticlick_tui.tui.widgets.keybar import KeyBar

PROVIDERS = ["auto", "gemini", "ollama", "openai", "manual"]


def settings_errors(preset: str, base_url: str, cdp_url: str, max_steps: str) -> dict[str, str]:
    """Check the typed settings before they are saved (a later run would only fail on them)."""
    from urllib.parse import urlparse

    from opticlick_tui.llm.presets import PRESETS

    errors: dict[str, str] = {}
    if preset and preset not in PRESETS:
        errors["preset"] = f"Unknown preset {preset!r}; known: {', '.join(sorted(PRESETS))}."
    if base_url:
        parsed = urlparse(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            errors["base_url"] = "The base URL must look like http://host:port/v1 (http or https)."
    if cdp_url:
        parsed = urlparse(cdp_url)
        if parsed.scheme not in ("http", "https", "ws", "wss") or not parsed.hostname:
            errors["cdp_url"] = "The CDP URL must look like http://127.0.0.1:9222 (or ws://…)."
    if not max_steps.isdigit() or not 1 <= int(max_steps) <= 100_000:
        errors["max_steps"] = "Most steps must be a whole number from 1 to 100000."
    return errors


class SettingsScreen(Screen):
    DEFAULT_CSS = """
    SettingsScreen VerticalScroll { padding: 0 2; }
    SettingsScreen Label { margin-top: 1; text-style: bold; }
    SettingsScreen .hint { color: $text-muted; }
    SettingsScreen Horizontal { height: auto; margin-top: 1; }
    SettingsScreen Button { margin-right: 2; }
    SettingsScreen .error { color: $error; text-style: bold; height: auto; }
    SettingsScreen Input.-invalid-setting { border: tall $error; }
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
            yield Static("", id="preset-error", classes="error", markup=False)
            yield Input(
                s.llm.base_url, placeholder="or base URL, e.g. http://127.0.0.1:1234/v1", id="base_url"
            )
            yield Static("", id="base_url-error", classes="error", markup=False)
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
            yield Label("Most steps per run")
            yield Input(str(s.agent.max_steps), placeholder="500", id="max_steps")
            yield Static("", id="max_steps-error", classes="error", markup=False)
            yield Label("Headless Chrome")
            yield Switch(s.browser.headless, id="headless")
            yield Label("Attach to a running Chrome (CDP URL)")
            yield Input(s.browser.cdp_url, placeholder="http://127.0.0.1:9222", id="cdp_url")
            yield Static("", id="cdp_url-error", classes="error", markup=False)
            yield Static(
                "Start Chrome on your workstation with --remote-debugging-port=9222 --user-data-dir=DIR; "
                "over SSH forward it with ssh -R 9222:127.0.0.1:9222 SERVER. /connect URL attaches at once.",
                classes="hint",
                markup=False,
            )
            with Horizontal():
                yield Button("Save (ctrl+s)", variant="primary", id="save")
                yield Button("Cancel (esc)", id="cancel")
        yield KeyBar()

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

    def validate(self) -> dict[str, str]:
        """Field id -> what is wrong with it, in one sentence (empty when all is well)."""
        value = lambda wid: self.query_one(f"#{wid}", Input).value.strip()  # noqa: E731
        return settings_errors(
            preset=value("preset"),
            base_url=value("base_url"),
            cdp_url=value("cdp_url"),
            max_steps=value("max_steps"),
        )

    def show_errors(self, errors: dict[str, str]) -> None:
        for field in ("preset", "base_url", "max_steps", "cdp_url"):
            self.query_one(f"#{field}-error", Static).update(errors.get(field, ""))
            self.query_one(f"#{field}", Input).set_class(field in errors, "-invalid-setting")

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.has_class("-invalid-setting"):  # clear an error as soon as it is fixed
            self.show_errors(self.validate())

    def action_save(self) -> None:
        value = lambda wid: self.query_one(f"#{wid}", Input).value.strip()  # noqa: E731
        errors = self.validate()
        self.show_errors(errors)
        if errors:
            first = next(iter(errors))
            self.query_one(f"#{first}", Input).focus()
            self.notify("Not saved: fix the fields marked in red.", severity="error")
            return
        changes: dict[str, dict[str, Any]] = {
            "llm": {
                "provider": str(self.query_one("#provider", Select).value),
                "model": value("model"),
                "preset": value("preset"),
                "base_url": value("base_url"),
            },
            "keys": {"gemini_api_key": value("gemini_key"), "openai_api_key": value("openai_key")},
            "observe": {"image_mode": str(self.query_one("#image_mode", Select).value)},
            "agent": {
                "permission_mode": str(self.query_one("#permission", Select).value),
                "max_steps": int(value("max_steps")),
            },
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
        s.agent.max_steps = changes["agent"]["max_steps"]
        s.browser.headless = changes["browser"]["headless"]
        s.browser.cdp_url = changes["browser"]["cdp_url"]
        self.notify(f"Saved to {path}; the next run uses these settings.")
        self.app.pop_screen()
