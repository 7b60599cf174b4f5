"""What the TUI drives: an agent host. It starts runs, passes the user's controls through, and hands
every agent event to the app. The TUI never touches the agent's internals; tests swap in a host
that plays scripted events."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.config import Settings
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore

if TYPE_CHECKING:
    from opticlick_tui.agent.loop import AgentRunner
    from opticlick_tui.replay.options import ReplayOptions

# Quitting while a run is in progress: how long it may take to end and save itself as stopped
# (a stop is immediate; this bounds a page or model call that ignores it).
STOP_WAIT_S = 10.0

EventSink = Callable[[ev.Event], None]
Confirm = Callable[[str], Awaitable[bool]]


async def off_the_ui_loop[T](job: Callable[[], Awaitable[T]]) -> T:
    """Run a one-off coroutine on its own event loop in a thread. Model discovery imports the
    provider SDKs and builds HTTP clients (TLS contexts): about a second of work that, on the UI's
    loop, would freeze the prompt the user has just been given."""
    return await asyncio.to_thread(lambda: asyncio.run(job()))  # type: ignore[arg-type]


class AgentHost:
    """The interface the app uses (and the real implementation's common parts)."""

    def __init__(self, store: SessionStore, memory: MemoryStore):
        self.store = store
        self.memory = memory
        self.on_event: EventSink = lambda _e: None
        self.confirm: Confirm | None = None
        # Asks for a password a replay needs (masked); the value goes to the replay only.
        self.ask_secret: Callable[[str], Awaitable[str]] | None = None
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

    async def connect(self, url: str) -> str:
        """Attach to the Chrome at `url` for the next runs; returns what happened, in one sentence."""
        return "Attaching to another Chrome is not possible here."

    async def replay(self, source_id: str, options: ReplayOptions | None = None) -> None:
        """Replay a recorded session without the model (events as for a run)."""
        raise NotImplementedError

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
    """The real agent on a real Chrome (from the shared Runtime), started on first use and kept
    between runs."""

    def __init__(self, settings: Settings):
        from opticlick_tui.runtime import Runtime

        self.runtime = Runtime(settings, on_notice=lambda text: self.on_event(ev.Warning(text)))
        self.runtime.confirmer = lambda: self.confirm  # a page's dialog between tasks asks here too
        super().__init__(self.runtime.store, self.runtime.memory)
        self.settings = settings
        self._manual_lines: asyncio.Queue[str] = asyncio.Queue()
        self._idle = asyncio.Event()  # no run or replay in progress
        self._idle.set()
        self._provider_name: str | None = None
        self.runner: AgentRunner | None = (
            None  # the run in progress (its tab is where taken-over /commands act)
        )

    @property
    def browser(self):
        """The live browser session, or None before the first run and after shutdown."""
        return self.runtime.session

    async def _read_manual(self, prompt: str) -> str:
        if prompt.strip() != "command>":
            self.on_event(ev.Warning(prompt.replace("command>", "").strip()))
        return await self._manual_lines.get()

    @property
    def has_model(self) -> bool:
        provider = self.settings.llm.provider
        if provider == "auto":
            return self._provider_name not in (None, "manual")
        return provider != "manual"

    async def model_names(self) -> list[str]:
        async def detect() -> list[str]:
            from opticlick_tui.llm.discovery import model_names

            return await model_names(self.settings)

        return await off_the_ui_loop(detect)

    async def first_run_notice(self) -> str:
        if self.settings.llm.provider != "auto":
            self.provider_label = f"{self.settings.llm.provider}/{self.settings.llm.model or 'default'}"
            return ""
        choice = await off_the_ui_loop(self.runtime.choose_provider)
        name, reason = choice.name, choice.reason
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
        ask: bool = False,
        schema: dict | None = None,
    ) -> None:
        from opticlick_tui.errors import OpticlickError

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
        self._idle.clear()
        built = None
        try:
            built = await self.runtime.provider(self._read_manual, settings)
            self.provider_label = built.label
            await self.runtime.browser()
            runner = self.runtime.runner(built, self.control, settings)
            runner.subscribe(self.on_event)
            self.runner = runner
            if ask:
                from opticlick_tui.agent.ask import make_ask

                make_ask(runner)
            runner.result_schema = schema  # /schema: what finish's result must be
            outcome = await runner.run(task, session_id=session_id, attachments=attachments)
            self.session_id = outcome.session_id
        except OpticlickError as exc:
            self.on_event(ev.ErrorOccurred(str(exc), fatal=True))
            self.on_event(ev.Finished(str(exc), False, "failed", 0))
        finally:
            self.running = False
            self.runner = None
            self._idle.set()
            if built is not None:
                await self.runtime.release(built)

    async def replay(self, source_id: str, options: ReplayOptions | None = None) -> None:
        """Replay a recorded session without the model, as a new session linked to it."""
        from opticlick_tui.browser.errors import BrowserError
        from opticlick_tui.errors import OpticlickError
        from opticlick_tui.replay.options import ReplayOptions
        from opticlick_tui.replay.plan import PlanError
        from opticlick_tui.replay.session import ReplayRequest, prepare_replay, run_replay

        options = options or ReplayOptions()
        self.control = AgentControl()
        self.control.confirm = self.confirm
        settings = self.settings.model_copy(deep=True)
        settings.agent.permission_mode = "auto"  # the recorded actions were approved when they ran
        self.running = True
        healer = None
        self._idle.clear()
        try:
            if options.heal:
                healer = await self._healer()
            browser = await self.runtime.browser()
            request = ReplayRequest(source_id, options.from_step, options.variables, healer, self.ask_secret)
            runner, provider, task, url = prepare_replay(request, browser, self.store, settings, self.control)
            self.provider_label = f"replay/{source_id}"
            runner.subscribe(self.on_event)
            self.runner = runner
            outcome = await run_replay(runner, provider, task, url)
            self.session_id = outcome.session_id
        except (PlanError, OpticlickError, BrowserError) as exc:
            self.on_event(ev.ErrorOccurred(str(exc), fatal=True))
            self.on_event(ev.Finished(str(exc), False, "failed", 0))
        finally:
            self.running = False
            self.runner = None
            if healer is not None:
                await self.runtime.release(healer)
            self._idle.set()

    async def _healer(self):
        """The model that repairs a step for `--heal`; LLMError when none is set up."""
        from opticlick_tui.llm.types import LLMError

        settings = self.settings
        if settings.llm.provider == "auto" and self._provider_name:
            settings = settings.model_copy(deep=True)
            settings.llm.provider = self._provider_name
        if settings.llm.provider == "manual":
            raise LLMError("Healing needs a model and none is set up: choose one in Settings (F8).")
        return await self.runtime.provider(None, settings)

    async def manual(self, line: str) -> str | None:
        from opticlick_tui.llm.manual import ManualCommandError, parse_command

        try:
            parse_command(line)
        except ManualCommandError as exc:
            return str(exc)
        if self.running and self.provider_label.startswith("manual"):
            await self._manual_lines.put(line.lstrip("/"))
            return None
        if self.running and self.control.paused and self.runner is not None:
            from opticlick_tui.tui.by_hand import act_by_hand

            return await act_by_hand(self.runner, line)
        if self.running:
            return "The model is driving: take over with ctrl+t (or /pause), then /commands act in its tab."
        return "start"  # the app starts a manual session and then sends the line

    def queue_manual(self, line: str) -> None:
        self._manual_lines.put_nowait(line.lstrip("/"))

    async def connect(self, url: str) -> str:
        from opticlick_tui.browser.errors import BrowserError

        if self.running:
            return "The agent is running: stop it (ctrl+x) before attaching to another Chrome."
        try:
            browser = await self.runtime.reconnect(url)
        except BrowserError as exc:
            return f"Could not attach: {exc}"
        return f"Attached to the Chrome at {url}; the agent works in its tab {browser.agent_tab.url or 'about:blank'}."

    async def shutdown(self) -> None:
        self.control.stop()
        # A run in progress ends first, so it is saved as stopped rather than cut off by its
        # browser closing under it (a stop takes effect at once, even mid model call).
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._idle.wait(), STOP_WAIT_S)
        with contextlib.suppress(Exception):
            await self.runtime.close()
