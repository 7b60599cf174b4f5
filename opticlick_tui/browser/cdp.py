"""One CDP channel (a Playwright CDPSession, or a session relayed through the browser's) with errors translated into ours and a timeout on
every call, so a closed tab or a hung renderer becomes an exception instead of a hang."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Protocol

from playwright.async_api import Error as PlaywrightError

from opticlick_tui.browser.errors import (
    BrowserClosedError,
    CDPError,
    CDPTimeoutError,
    ContextGoneError,
    TabClosedError,
)

_CLOSED_MARKERS = (
    "target closed",
    "has been closed",
    "session closed",
    "target crashed",
    "no target with given id",
    "not attached to an active page",
)
_CONTEXT_MARKERS = (
    "cannot find context",
    "execution context was destroyed",
    "cannot find default execution context",
    "inspected target navigated or closed",
    "uniquecontextid not found",
)


class SessionLike(Protocol):
    """What a channel needs from a session: Playwright's CDPSession, or target_relay's RelaySession."""

    async def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]: ...
    def on(self, event: str, handler: Callable[[dict[str, Any]], Any]) -> Any: ...
    def remove_listener(self, event: str, handler: Callable[[dict[str, Any]], Any]) -> Any: ...
    async def detach(self) -> None: ...


class CDPChannel:
    def __init__(self, session: SessionLike, name: str, is_gone: Callable[[], str | None]):
        self._session = session
        self.name = name
        # Returns a reason when the owner (tab or browser) is known to be gone, else None.
        self._is_gone = is_gone
        self.detached = False

    async def send(
        self, method: str, params: dict[str, Any] | None = None, timeout: float = 30.0
    ) -> dict[str, Any]:
        gone = self._is_gone()
        if gone:
            raise TabClosedError(gone)
        try:
            return await asyncio.wait_for(self._session.send(method, params or {}), timeout)
        except TimeoutError:
            gone = self._is_gone()
            if gone:
                raise TabClosedError(gone) from None
            raise CDPTimeoutError(method, timeout) from None
        except PlaywrightError as exc:
            raise self._translate(method, exc) from None

    def _translate(self, method: str, exc: PlaywrightError) -> Exception:
        text = str(exc).split("\n")[0]
        low = text.lower()
        gone = self._is_gone()
        if gone:
            return TabClosedError(gone)
        if "browser has been closed" in low or "browser closed" in low:
            return BrowserClosedError("Chrome closed or crashed; start the run again to get a new browser.")
        if any(m in low for m in _CLOSED_MARKERS):
            return TabClosedError(f"The tab went away during {method} (closed or crashed).")
        if any(m in low for m in _CONTEXT_MARKERS):
            return ContextGoneError("The page navigated while it was being read; observe again.")
        # Playwright prefixes "CDPSession.send: Protocol error (Method): "; keep only Chrome's words.
        if ": " in text:
            text = text.rsplit("): ", 1)[-1] if "): " in text else text.split(": ", 1)[-1]
        return CDPError(method, text)

    def on(self, event: str, handler: Callable[[dict[str, Any]], Any]) -> None:
        self._session.on(event, handler)

    def off(self, event: str, handler: Callable[[dict[str, Any]], Any]) -> None:
        self._session.remove_listener(event, handler)

    async def detach(self) -> None:
        if self.detached:
            return
        self.detached = True
        try:
            await self._session.detach()
        except PlaywrightError:
            pass
