"""Sessions with frames Playwright does not list, relayed through the browser's own CDP session.

Playwright can lose an out-of-process iframe: when a page with a cross-site frame is loaded again
(going back, a busy machine), Chrome may announce the frame's new process before the parent says
the frame exists, and Playwright then drops it for good, though Chrome shows and runs it. Without
a Playwright frame there is no `new_cdp_session(frame)`; Chrome still lets a browser session attach
to any target and pass messages to it (`Target.attachToTarget` without `flatten`, then
`Target.sendMessageToTarget` / `Target.receivedMessageFromTarget`). A RelaySession speaks that
relay and looks like a Playwright CDPSession, so a CDPChannel wraps it as it wraps any other.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.message_session import MessageSession

if TYPE_CHECKING:
    from opticlick_tui.browser.cdp import CDPChannel


class RelaySession(MessageSession):
    """One target reached through the browser session (duck-types Playwright's CDPSession)."""

    def __init__(self, relay: TargetRelay, session_id: str, target_id: str):
        super().__init__()
        self._relay = relay
        self.session_id = session_id
        self.target_id = target_id

    async def _transmit(self, method: str, message: str) -> None:
        await self._relay.channel.send(
            "Target.sendMessageToTarget", {"sessionId": self.session_id, "message": message}
        )

    async def detach(self) -> None:
        if self.closed:
            return
        self._close()
        try:
            await self._relay.channel.send("Target.detachFromTarget", {"sessionId": self.session_id})
        except Exception:  # noqa: BLE001 - the target (or the browser) is gone already
            pass

    def _close(self) -> None:
        self._relay.forget(self.session_id)
        self._end()


class TargetRelay:
    """Attaches to targets by id through the browser's CDP channel and routes their messages."""

    def __init__(self, channel: CDPChannel):
        self.channel = channel
        self._sessions: dict[str, RelaySession] = {}
        channel.on("Target.receivedMessageFromTarget", self._on_message)
        channel.on("Target.detachedFromTarget", self._on_detached)

    async def iframe_targets(self) -> list[dict[str, Any]]:
        """Every out-of-process iframe Chrome has now (all tabs; callers match parents)."""
        infos = (await self.channel.send("Target.getTargets")).get("targetInfos", [])
        return [t for t in infos if t.get("type") == "iframe"]

    async def attach(self, target_id: str) -> RelaySession:
        reply = await self.channel.send("Target.attachToTarget", {"targetId": target_id, "flatten": False})
        session = RelaySession(self, reply["sessionId"], target_id)
        self._sessions[session.session_id] = session
        return session

    def forget(self, session_id: str) -> None:
        self._sessions.pop(session_id, None)

    def _on_message(self, event: dict[str, Any]) -> None:
        session = self._sessions.get(event.get("sessionId", ""))
        if session is None:
            return
        try:
            message = json.loads(event.get("message", ""))
        except ValueError:
            return
        session._receive(message)

    def _on_detached(self, event: dict[str, Any]) -> None:
        session = self._sessions.get(event.get("sessionId", ""))
        if session is not None:
            session._close()
