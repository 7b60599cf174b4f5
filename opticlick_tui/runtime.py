"""One runtime for every face: the wiring of browser + model provider + agent runner.

The TUI host, `opticlick run` and `observe` (and later replay, the MCP server, batch runs) all get
their browser, provider and runner here, so "launch or attach", "headless when there is no display",
"which provider does auto mean" and "close everything in order" are each decided in one place.

    async with Runtime(settings, on_notice=print_to_stderr) as rt:
        provider = await rt.provider(read_command)    # "auto" resolved once per runtime
        browser = await rt.browser()                  # launched or attached on first use, kept
        runner = rt.runner(provider, control)         # an AgentRunner on that browser and the stores
        outcome = await runner.run(task)
    # leaving the block closes the providers, then the browser

API (everything else is private):
- `Runtime(settings, on_notice=None, isolated=False)`: nothing starts yet. `isolated`: on an
  attached Chrome, work in a fresh browser context of our own (closed with us). `on_notice(text)` receives one-line
  notices for the user (Chrome ran headless, the profile was in use, ...). `store`, `memory`,
  `data_dir` are the session store, long-term memory and data folder every face shares.
- `await rt.browser()`: the browser session; started on first call, started again if Chrome died.
- `rt.session`: the live browser session or None; it never starts one.
- `await rt.reconnect(cdp_url)`: let the browser go (ours is closed, an attached one is only
  disconnected) and attach to the Chrome at `cdp_url`; on failure the previous settings stay.
- `await rt.choose_provider()`: `ProviderChoice(name, reason)`; "auto" is resolved once and kept.
- `await rt.provider(read_command=None, settings=None)`: a new provider for a run, built from
  `settings` (default: the runtime's) with "auto" replaced by the choice. `read_command` reads typed
  commands for the manual provider. Close it with `await rt.release(provider)` when the run ends,
  or leave it to `close()`.
- `rt.confirmer`: a callable returning how to ask the user (or None); a page's confirm() raised
  while no run is in progress goes to it under the permission policy (agent/dialogs.py).
- `rt.runner(provider, control=None, settings=None)`: an AgentRunner on the browser started by
  `browser()` (call that first).
- `await rt.close()`: providers, then the browser; safe to call twice.
- `has_display()`: whether a window can be shown here (used for the headless decision).
"""

from __future__ import annotations

import contextlib
import logging
import os
import platform
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from opticlick_tui.config import BrowserSettings, Settings
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore

if TYPE_CHECKING:  # heavy imports (Playwright, model SDKs) wait until a face needs them
    from opticlick_tui.agent.control import AgentControl
    from opticlick_tui.agent.dialogs import Confirm
    from opticlick_tui.agent.loop import AgentRunner
    from opticlick_tui.browser.session import BrowserSession
    from opticlick_tui.llm.base import Provider

log = logging.getLogger(__name__)
Notice = Callable[[str], None]
ReadCommand = Callable[[str], Awaitable[str]]
NO_DISPLAY_NOTICE = "No display found ($DISPLAY is empty): Chrome runs headless."


def has_display() -> bool:
    """False on a Linux machine without X11 or Wayland (a server, CI, ssh): Chrome must be headless."""
    if platform.system() != "Linux":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


@dataclass(frozen=True)
class ProviderChoice:
    name: str  # gemini | ollama | openai | manual | scripted
    reason: str  # why: "configured", or what "auto" found


class Runtime:
    def __init__(self, settings: Settings, on_notice: Notice | None = None, isolated: bool = False):
        self.settings = settings
        # Attached browsers: work in a fresh context of our own (batch tasks sharing a remote Chrome).
        self.isolated = isolated
        self.on_notice: Notice = on_notice or (lambda _text: None)
        self.data_dir: Path = settings.resolved_data_dir()
        self.store = SessionStore(self.data_dir)
        self.memory = MemoryStore(self.data_dir)
        self._browser: BrowserSession | None = None
        self._browser_settings: BrowserSettings | None = None
        self._choice: ProviderChoice | None = None
        self._providers: list[Provider] = []
        # How this face puts a question to the user (the TUI's dialog), read when a page raises a
        # confirm() while no run is in progress; None: nobody can answer, so ask/strict dismiss it.
        self.confirmer: Callable[[], Confirm | None] = lambda: None

    async def __aenter__(self) -> Runtime:
        return self

    async def __aexit__(self, *_exc: object) -> None:
        await self.close()

    # --- the browser --------------------------------------------------------------------------------
    @property
    def browser_settings(self) -> BrowserSettings:
        """The browser settings in effect: headless when there is no display to show a window on
        (decided once; attaching to a running Chrome is never changed)."""
        if self._browser_settings is None:
            browser = self.settings.browser
            if not browser.cdp_url and not browser.headless and not has_display():
                browser = browser.model_copy(update={"headless": True})
                self.on_notice(NO_DISPLAY_NOTICE)
            self._browser_settings = browser
        return self._browser_settings

    @property
    def session(self) -> BrowserSession | None:
        return self._browser

    async def browser(self) -> BrowserSession:
        from opticlick_tui.agent.dialogs import idle_decider
        from opticlick_tui.browser.session import BrowserSession

        if self._browser is not None and not self._browser.disconnected:
            return self._browser
        if self._browser is not None:
            with contextlib.suppress(Exception):
                await self._browser.close()
            self._browser = None
        session = await BrowserSession.start(
            self.browser_settings,
            self.data_dir / "profile",
            log_dir=self.data_dir / "logs",
            isolated=self.isolated,
        )
        self._browser = session
        # A page's confirm() with no run in progress (a timer, between tasks) follows the same
        # permission policy as one an action raised.
        session.set_idle_dialog_decider(
            idle_decider(lambda: self.settings.agent.permission_mode, lambda: self.confirmer())
        )
        log.info(
            "browser %s (headless=%s)",
            "attached" if session.attached else "launched",
            self.browser_settings.headless,
        )
        for notice in session.notices:
            self.on_notice(notice)
        return session

    async def reconnect(self, cdp_url: str) -> BrowserSession:
        previous = self.settings.browser.cdp_url
        browser, self._browser = self._browser, None
        if browser is not None:
            with contextlib.suppress(Exception):
                await browser.close()  # ours is closed; an attached one is only let go
        self.settings.browser.cdp_url = cdp_url
        self._browser_settings = None  # decided again for the new Chrome
        try:
            return await self.browser()
        except BaseException:
            self.settings.browser.cdp_url = previous
            self._browser_settings = None
            raise

    # --- the model ----------------------------------------------------------------------------------
    async def choose_provider(self) -> ProviderChoice:
        if self._choice is None:
            name: str = self.settings.llm.provider
            if name == "auto":
                from opticlick_tui.llm.discovery import auto_choice

                name, reason = await auto_choice(self.settings)
                self._choice = ProviderChoice(name, reason)
                log.info("auto provider: %s (%s)", name, reason)
            else:
                self._choice = ProviderChoice(name, "configured")
        return self._choice

    async def provider(
        self, read_command: ReadCommand | None = None, settings: Settings | None = None
    ) -> Provider:
        from opticlick_tui.llm.factory import build_provider

        settings = settings or self.settings
        if settings.llm.provider == "auto":
            choice = await self.choose_provider()
            settings = settings.model_copy(deep=True)
            settings.llm.provider = choice.name  # type: ignore[assignment]
        provider = await build_provider(settings, read_command)
        log.info("provider %s", provider.label)
        self._providers.append(provider)
        return provider

    async def release(self, provider: Provider) -> None:
        if provider in self._providers:
            self._providers.remove(provider)
        await provider.aclose()

    # --- the agent ----------------------------------------------------------------------------------
    def runner(
        self, provider: Provider, control: AgentControl | None = None, settings: Settings | None = None
    ) -> AgentRunner:
        from opticlick_tui.agent.loop import AgentRunner

        if self._browser is None:
            raise RuntimeError("Runtime.runner() needs the browser: await runtime.browser() first.")
        return AgentRunner(
            self._browser, provider, self.store, self.memory, settings or self.settings, control
        )

    # --- the end ------------------------------------------------------------------------------------
    async def close(self) -> None:
        """Close the providers, then the browser (its Chrome, if we launched it)."""
        providers, self._providers = self._providers, []
        for provider in providers:
            with contextlib.suppress(Exception):
                await provider.aclose()
        browser, self._browser = self._browser, None
        if browser is not None:
            await browser.close()
