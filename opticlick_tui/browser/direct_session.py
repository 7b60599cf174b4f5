"""A page's own DevTools connection, for the two calls every look makes: the screenshot and the
isolated-world scripts.

Playwright's sessions pass each CDP message through its Node driver, which parses and writes it
again before Python parses it a third time. For a screenshot (1-2 MB of base64) that is ~5 ms more
on its own, and when a look's screenshot and its discovery reply travel together the reply waits
behind it in the driver: on 2 cores a look at a 47k-node page took ~58 ms through Playwright and
~48 ms over a connection of our own (a bare screenshot: ~36 against ~31 ms). Chrome lets several
clients attach to one page, so the hot calls go over a websocket straight to the page's target
(`/devtools/page/<target id>` on the browser's DevTools address); everything else, events
included, stays on the Playwright session. A DirectSession duck-types Playwright's CDPSession, so a
CDPChannel wraps it like any other, and its failures read like Playwright's (a closed target says
"Target closed").
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import websockets
from playwright.async_api import Error as PlaywrightError

from opticlick_tui.browser.errors import TabClosedError
from opticlick_tui.browser.message_session import MessageSession

if TYPE_CHECKING:
    from opticlick_tui.browser.cdp import CDPChannel

log = logging.getLogger(__name__)


def page_socket_url(endpoint: str, target_id: str) -> str | None:
    """The websocket address of one page target, from the browser's DevTools endpoint
    (http://host:port, or its ws://host:port/devtools/browser/... address)."""
    parts = urlsplit(endpoint)
    scheme = {"http": "ws", "https": "wss", "ws": "ws", "wss": "wss"}.get(parts.scheme)
    if scheme is None or not parts.netloc:
        return None
    return f"{scheme}://{parts.netloc}/devtools/page/{target_id}"


class DirectSession(MessageSession):
    """A websocket to one page target, speaking CDP without a session id."""

    def __init__(self, socket: Any, url: str):
        super().__init__()
        self._socket = socket
        self.url = url
        self._reader = asyncio.ensure_future(self._read())

    @classmethod
    async def open(cls, url: str, timeout: float = 5.0) -> DirectSession:
        # No compression (Chrome would deflate every screenshot) and no keep-alive pings (a page
        # busy in a long script must not cost us the connection).
        socket = await asyncio.wait_for(
            websockets.connect(url, max_size=None, compression=None, ping_interval=None), timeout
        )
        return cls(socket, url)

    async def _read(self) -> None:
        try:
            async for raw in self._socket:
                self._receive(json.loads(raw))
        except (websockets.ConnectionClosed, OSError) as exc:
            log.debug("direct connection to %s ended: %s", self.url, exc)
        finally:
            self._end()

    async def _transmit(self, method: str, message: str) -> None:
        try:
            await self._socket.send(message)
        except websockets.ConnectionClosed:
            raise PlaywrightError(f"Protocol error ({method}): Target closed") from None

    async def detach(self) -> None:
        self.closed = True
        with contextlib.suppress(Exception):
            await self._socket.close()
        with contextlib.suppress(Exception):
            await self._reader


async def send_direct_first(
    direct: CDPChannel | None, fallback: CDPChannel, method: str, params: dict[str, Any], timeout: float
) -> dict[str, Any]:
    """Send over the page's own connection when it is open, else (or when it ended under this call
    while the page may live on: a target Chrome swapped) over Playwright's session, which tells a
    tab really gone by raising TabClosedError itself."""
    if direct is not None:
        try:
            return await direct.send(method, params, timeout=timeout)
        except TabClosedError:
            pass
    return await fallback.send(method, params, timeout=timeout)
