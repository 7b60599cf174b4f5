"""What the TUI drives: an agent host. It starts runs, passes the user's controls through, and hands
every agent event to the app. The TUI never touches the agent's internals; tests swap in a host
that plays scripted events."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from pathlib import Path

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.config import Settings
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore

EventSink = Callable[[ev.Event], None]
Confirm = Callable[[str], Awaitable[bool]]


class AgentHost:
    """The interface the app uses (and the real implementation's common parts)."""

    def __init__(self, store: SessionStore, memory: MemoryStore):
        self.store = store
        self.memory = memory
        self.on_event: EventSink = lambda _e: None
        self.confirm: Confirm | None = None
        self.control = AgentControl()
        self.running = False
        self.provider_label = "?"
        self.session_id: str | None = None

    async def start(
        self,
        task: str | None,
        session_id: str | None = None,
        attachments: list[Path] | None = None,
        provider: str | None = None,
    ) -> None:
        raise NotImplementedError

    def queue_manual(self, line: str) -> None:
        raise NotImplementedError

    async def manual(self, line: str) -> str | None:
        """Run a typed command (`/click 12`); returns a message when it cannot run now."""
        raise NotImplementedError

    async def first_run_notice(self) -> str:
        return ""

    async def model_names(self) -> list[str]:
        """Models the command palette offers (detected where that is cheap)."""
        return []

    @property
    def has_model(self) -> bool:
        """Whether a task typed in plain words has a model to go to."""
        return True

    @property
    def driving_by_hand(self) -> bool:
        return self.running and self.provider_label.startswith("manual")

    def stop(self) -> None:
        self.control.stop()

    def pause(self) -> None:
        self.control.pause()

    def resume(self) -> None:
        self.control.resume()

    def answer(self, text: str) -> None:
        self.control.answer(text)

    def send(self, text: str) -> None:
        self.control.send(text)

    async def shutdown(self) -> None:
        pass


class RealHost(AgentHost):
    """The real agent on a real Chrome, started on first use and kept between runs."""

    def __init__(self, settings: Settings):
        data = settings.resolved_data_dir()
        super().__init__(SessionStore(data), MemoryStore(data))
        self.settings = settings
        self.browser = None
        self._manual_lines: asyncio.Queue[str] = asyncio.Queue()
        self._provider_name: str | None = None

    async def _read_manual(self, prompt: str) -> str:
        if prompt.strip() != "command>":
            self.on_event(ev.Warning(prompt.replace("command>", "").strip()))
        return await self._manual_lines.get()

    async def _ensure_browser(self):
        from opticlick_tui.browser.session import BrowserSession
        from opticlick_tui.commands.common import no_display

        if self.browser is not None and not self.browser._disconnected:
            return self.browser
        settings = self.settings.browser
        if not settings.cdp_url and not settings.headless and no_display():
            settings = settings.model_copy(update={"headless": True})
            self.on_event(ev.Warning("No display found ($DISPLAY is empty): Chrome runs headless."))
        data = self.settings.resolved_data_dir()
        self.browser = await BrowserSession.start(settings, data / "profile", log_dir=data / "logs")
        for notice in self.browser.notices:
            self.on_event(ev.Warning(notice))
        return self.browser

    @property
    def has_model(self) -> bool:
        provider = self.settings.llm.provider
        if provider == "auto":
            return self._provider_name not in (None, "manual")
        return provider != "manual"

    async def model_names(self) -> list[str]:
        from opticlick_tui.llm.ollama import OllamaProvider
        from opticlick_tui.llm.types import LLMError

        names: list[str] = []
        try:
            names += [m.name for m in await OllamaProvider.detect(self.settings.llm.ollama_host, timeout=2.0)]
        except LLMError:
            pass
        if self.settings.keys.gemini_api_key.get_secret_value():
            from opticlick_tui.llm.gemini import GeminiProvider

            names.append(GeminiProvider.DEFAULT_MODEL)
        return names

    async def first_run_notice(self) -> str:
        from opticlick_tui.llm.factory import auto_provider_name

        if self.settings.llm.provider != "auto":
            self.provider_label = f"{self.settings.llm.provider}/{self.settings.llm.model or 'default'}"
            return ""
        name, reason = await auto_provider_name(self.settings)
        self._provider_name = name
        self.provider_label = name
        if name == "manual":
            return (
                f"No model is set up ({reason.split('(')[-1].rstrip(')')}). Manual driving is on: type /goto URL, "
                "/click N, /type N text, /key Enter, /scroll down; F8 opens settings to choose a model."
            )
        return f"Using {name}: {reason}."

    async def start(
        self,
        task: str | None,
        session_id: str | None = None,
        attachments: list[Path] | None = None,
        provider: str | None = None,
    ) -> None:
        from opticlick_tui.agent.errors import AgentSetupError
        from opticlick_tui.agent.loop import AgentRunner
        from opticlick_tui.browser.errors import BrowserError
        from opticlick_tui.llm.factory import build_provider
        from opticlick_tui.llm.types import LLMError

        self.control = AgentControl()
        self.control.confirm = self.confirm
        settings = self.settings
        chosen = provider or (self._provider_name if settings.llm.provider == "auto" else None)
        if chosen:
            settings = settings.model_copy(deep=True)
            settings.llm.provider = chosen  # type: ignore[assignment]
        if settings.llm.provider == "manual":
            # The person typing the commands is the one acting: nobody else to ask.
            settings = settings.model_copy(deep=True)
            settings.agent.permission_mode = "auto"
        self.running = True
        provider = None
        try:
            built = await build_provider(settings, self._read_manual)
            provider = built
            self.provider_label = built.label
            browser = await self._ensure_browser()
            runner = AgentRunner(browser, built, self.store, self.memory, settings, self.control)
            runner.subscribe(self.on_event)
            outcome = await runner.run(task, session_id=session_id, attachments=attachments)
            self.session_id = outcome.session_id
        except (AgentSetupError, LLMError, BrowserError) as exc:
            self.on_event(ev.ErrorOccurred(str(exc), fatal=True))
            self.on_event(ev.Finished(str(exc), False, "failed", 0))
        finally:
            self.running = False
            if provider is not None:
                await provider.aclose()

    async def manual(self, line: str) -> str | None:
        from opticlick_tui.llm.manual import ManualCommandError, parse_command

        try:
            parse_command(line)
        except ManualCommandError as exc:
            return str(exc)
        if self.running and self.provider_label.startswith("manual"):
            await self._manual_lines.put(line.lstrip("/"))
            return None
        if self.running:
            return "The model is driving: take over (ctrl+t) and act in the browser window, or stop it first."
        return "start"  # the app starts a manual session and then sends the line

    def queue_manual(self, line: str) -> None:
        self._manual_lines.put_nowait(line.lstrip("/"))

    async def shutdown(self) -> None:
        self.control.stop()
        if self.browser is not None:
            with contextlib.suppress(Exception):
                await self.browser.close()
            self.browser = None
