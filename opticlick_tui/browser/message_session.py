"""CDP spoken as raw JSON messages: calls matched to their replies by id, events handed to their
handlers. What our own sessions share (target_relay.RelaySession, through the browser's session;
direct_session.DirectSession, over a page's own websocket); each says how a message leaves
(`_transmit`). They duck-type Playwright's CDPSession, and fail as it does ("Protocol error
(Method): ...", "Target closed" once the session is gone), so a CDPChannel wraps any of them.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

from playwright.async_api import Error as PlaywrightError


class MessageSession:
    def __init__(self) -> None:
        self._next_id = 0
        self._pending: dict[int, tuple[str, asyncio.Future[dict[str, Any]]]] = {}
        self._handlers: dict[str, list[Callable[[dict[str, Any]], Any]]] = {}
        self.closed = False
        self.sent: dict[str, int] = {}  # calls made, by method (what went this way, for logs and tests)

    async def _transmit(self, method: str, message: str) -> None:
        raise NotImplementedError

    async def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        if self.closed:
            raise PlaywrightError(f"Protocol error ({method}): Target closed")
        self._next_id += 1
        call_id = self._next_id
        self.sent[method] = self.sent.get(method, 0) + 1
        reply: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[call_id] = (method, reply)
        try:
            await self._transmit(
                method, json.dumps({"id": call_id, "method": method, "params": params or {}})
            )
            return await reply
        finally:
            self._pending.pop(call_id, None)

    def _receive(self, message: dict[str, Any]) -> None:
        call_id = message.get("id")
        if call_id is not None:
            pending = self._pending.get(call_id)
            if pending is None or pending[1].done():
                return
            method, reply = pending
            if "error" in message:
                text = message["error"].get("message", "error")
                reply.set_exception(PlaywrightError(f"Protocol error ({method}): {text}"))
            else:
                reply.set_result(message.get("result", {}))
            return
        for handler in list(self._handlers.get(message.get("method", ""), [])):
            handler(message.get("params", {}))

    def _end(self) -> None:
        """The session is gone: every call still waiting fails as Playwright's would."""
        self.closed = True
        for method, reply in self._pending.values():
            if not reply.done():
                reply.set_exception(PlaywrightError(f"Protocol error ({method}): Target closed"))

    def on(self, event: str, handler: Callable[[dict[str, Any]], Any]) -> None:
        self._handlers.setdefault(event, []).append(handler)

    def remove_listener(self, event: str, handler: Callable[[dict[str, Any]], Any]) -> None:
        handlers = self._handlers.get(event, [])
        if handler in handlers:
            handlers.remove(handler)
