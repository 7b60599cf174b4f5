"""One browser tab as the agent sees it: its CDP channel, frames, trusted input, dialogs, file
choosers, settling and screenshots."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import websockets
from playwright.async_api import Dialog, Page
from playwright.async_api import Error as PlaywrightError

from opticlick_tui.browser.cdp import CDPChannel
from opticlick_tui.browser.direct_session import DirectSession, page_socket_url, send_direct_first
from opticlick_tui.browser.errors import BrowserError, TabClosedError
from opticlick_tui.browser.frames import FrameMap, WorldScripts
from opticlick_tui.browser.input import TrustedInput
from opticlick_tui.browser.settle import STILL_MS, NetworkWatch, settle

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from playwright.async_api import BrowserContext

    from opticlick_tui.browser.target_relay import TargetRelay

# A screenshot takes ~20-100 ms (a few hundred on a busy machine): one not in by
# then is of a tab Chrome does not draw (see Tab._capture_in_front).
CAPTURE_BEFORE_FRONT_S = 0.4


@dataclass
class DialogRecord:
    kind: str  # alert | confirm | prompt | beforeunload
    message: str
    action: str  # accepted | dismissed
    at: float = field(default_factory=time.time)

    def describe(self) -> str:
        text = self.message.strip().replace("\n", " ")
        return f'{self.kind} "{text[:200]}" ({self.action})'


@dataclass
class FileChooserEvent:
    frame_id: str
    backend_node_id: int | None
    mode: str
    channel: CDPChannel
    at: float = field(default_factory=time.monotonic)


class Tab:
    def __init__(
        self,
        tab_id: int,
        page: Page,
        context: BrowserContext,
        channel: CDPChannel,
        scripts: WorldScripts,
        make_channel,
        relay: Callable[[], TargetRelay | None] = lambda: None,
    ):
        self.id = tab_id
        self.page = page
        self.channel = channel
        self.frames = FrameMap(page, context, channel, scripts, make_channel, relay)
        self.input = TrustedInput(channel)
        self.network = NetworkWatch()
        self.network.attach(channel)
        self.frames.on_session_opened.append(self.network.watch_frame_session)
        self.frames.on_session_closed.append(self.network.forget_frame_session)
        self.last_settle: dict[str, Any] | None = None
        # Called (at most twice a wait) when a settle sees the page gone quiet, before the wait ends:
        # whoever looks next can start reading the page then (som/observe.py prepare_soon).
        self.on_quiet: Callable[[], None] | None = None
        self.brought_to_front = 0  # screenshots that had to bring the tab to the front first
        self.gone_reason: str | None = None
        self.dialogs: list[DialogRecord] = []
        # Who answers a page's confirm(): (kind, message) -> (accept?, how it was decided). None:
        # accepted, as a person clicking through would.
        self.decide_dialog: Callable[[str, str], Awaitable[tuple[bool, str]]] | None = None
        self.file_choosers: list[FileChooserEvent] = []
        self.opener_id: int | None = None
        self.target_id: str | None = None  # Chrome's id for this page, once adopted
        # The page's own DevTools connection for screenshots and our scripts (browser/direct_session.py);
        # None when it could not be opened (every call then goes through Playwright's session).
        self._direct: DirectSession | None = None
        self._direct_channel: CDPChannel | None = None
        self.frames.direct = self.direct_channel
        self._block_input = False
        self._acting = 0
        page.on("dialog", self._on_dialog)
        page.on("close", lambda _p: self._mark_gone("The agent's tab was closed."))
        page.on("crash", lambda _p: self._mark_gone("The agent's tab crashed (its renderer process died)."))
        channel.on("Page.fileChooserOpened", self._on_file_chooser)

    # --- lifecycle ------------------------------------------------------------------------------
    async def setup(self) -> None:
        """Domains and interceptions our channel needs; runs once when the tab is adopted."""
        await self.channel.send("Page.enable")
        # No native file chooser may ever open while we drive: Chrome reports it instead.
        await self.channel.send("Page.setInterceptFileChooserDialog", {"enabled": True})
        await self.network.enable(self.channel)

    async def open_direct(self, endpoint: str, make_channel: Callable[[Any, str], CDPChannel]) -> bool:
        """Open the page's own DevTools connection (needs target_id); False when Chrome does not
        take it (an endpoint reached through a proxy that passes only the browser's socket)."""
        url = page_socket_url(endpoint, self.target_id) if self.target_id else None
        if url is None:
            return False
        try:
            self._direct = await DirectSession.open(url)
        except (OSError, TimeoutError, websockets.WebSocketException) as exc:
            log.debug("no direct connection to %s (%s); using Playwright's session", url, exc)
            return False
        self._direct_channel = make_channel(self._direct, f"tab {self.id} (direct)")
        return True

    def direct_channel(self) -> CDPChannel | None:
        """The direct connection while it is open, else None."""
        if self._direct is None or self._direct.closed:
            return None
        return self._direct_channel

    async def close_direct(self) -> None:
        if self._direct is not None:
            await self._direct.detach()

    def _mark_gone(self, reason: str) -> None:
        if self.gone_reason is None:
            self.gone_reason = reason

    @property
    def alive(self) -> bool:
        return self.gone_reason is None and not self.page.is_closed()

    def check_alive(self) -> None:
        if self.gone_reason:
            raise TabClosedError(self.gone_reason)
        if self.page.is_closed():
            raise TabClosedError("The agent's tab was closed.")

    async def _on_dialog(self, dialog: Dialog) -> None:
        # alert/confirm/beforeunload are accepted (the page wanted a yes to go on), prompt is dismissed
        # (we have no answer to give); either way the text goes to the model.
        kind = dialog.type
        try:
            if kind == "prompt":
                await dialog.dismiss()
                action = "dismissed"
            elif kind == "confirm" and self.decide_dialog is not None:
                accept, action = await self.decide_dialog(kind, dialog.message)
                await (dialog.accept() if accept else dialog.dismiss())
            else:
                await dialog.accept()
                action = "accepted"
        except PlaywrightError:
            action = "closed with the page"
        self.dialogs.append(DialogRecord(kind, dialog.message, action))

    def _on_file_chooser(self, event: dict[str, Any]) -> None:
        self.file_choosers.append(
            FileChooserEvent(
                event.get("frameId", ""), event.get("backendNodeId"), event.get("mode", ""), self.channel
            )
        )

    # --- state ------------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        return self.page.url

    async def title(self) -> str:
        try:
            return await self.page.title()
        except PlaywrightError:
            return ""

    # --- user input blocking ----------------------------------------------------------------------
    async def set_input_blocked(self, blocked: bool) -> None:
        """Ignore the human's mouse and keys in this tab (our own dispatch lifts it briefly).

        Input.setIgnoreInputEvents works inside Chrome's input pipeline, so nothing is drawn in the
        page and the screenshot the model sees is unchanged.
        """
        self._block_input = blocked
        if self._acting == 0:
            await self.channel.send("Input.setIgnoreInputEvents", {"ignore": blocked})

    @property
    def input_blocked(self) -> bool:
        return self._block_input

    @contextlib.asynccontextmanager
    async def acting(self) -> AsyncIterator[None]:
        """Lift the human-input block for the duration of our own dispatch."""
        self._acting += 1
        lifted = self._block_input and self._acting == 1
        if lifted:
            await self.channel.send("Input.setIgnoreInputEvents", {"ignore": False})
        try:
            yield
        finally:
            self._acting -= 1
            if lifted and self._block_input and self.alive:
                with contextlib.suppress(BrowserError):
                    await self.channel.send("Input.setIgnoreInputEvents", {"ignore": True})

    # --- settling and capture ---------------------------------------------------------------------
    async def settle(
        self,
        quiet_ms: int = 100,
        cap_ms: int = 5000,
        since: float | None = None,
        live_ms: int = 600,
        navigations_before: int | None = None,
        still_ms: int = STILL_MS,
    ) -> dict[str, Any]:
        """Wait until the page has reacted to what was done to it (browser/settle.py): navigation and
        requests finished, then the page unchanged for quiet_ms, and watched at least still_ms from
        `since` (a monotonic time: when the action ended); a page that never stops changing ends
        after live_ms; cap_ms bounds it all."""
        self.last_settle = await settle(
            self,
            since=since,
            quiet_ms=quiet_ms,
            cap_ms=cap_ms,
            live_ms=live_ms,
            navigations_before=navigations_before,
            still_ms=still_ms,
        )
        return self.last_settle

    async def capture(self, fmt: str = "png", quality: int = 85) -> bytes:
        """A screenshot of the viewport (frames included) as Chrome renders it."""
        self.check_alive()
        params: dict[str, Any] = {"format": fmt, "optimizeForSpeed": True}
        if fmt == "jpeg":
            params["quality"] = quality
        last: Exception | None = None
        for delay in (0.0, 0.3, 0.8, 1.5):
            if delay:
                await asyncio.sleep(delay)
            try:
                reply = await self._capture_in_front(params)
                return base64.b64decode(reply["data"])
            except TabClosedError:
                raise
            except BrowserError as exc:
                last = exc
        raise BrowserError(f"Chrome could not take a screenshot after 4 tries: {last}")

    async def _capture_in_front(self, params: dict[str, Any]) -> dict[str, Any]:
        # Chrome draws no frames for a tab behind another one (a page's own popup opened over it,
        # a tab the user opened), so a screenshot of it waits forever (measured: every other one
        # timed out while a popup was in front, headless and headed alike). One that takes longer
        # than a capture ever does brings the tab to the front, and then completes at once.
        shot = asyncio.ensure_future(
            send_direct_first(
                self.direct_channel(), self.channel, "Page.captureScreenshot", params, timeout=15
            )
        )
        try:
            done, _ = await asyncio.wait({shot}, timeout=CAPTURE_BEFORE_FRONT_S)
            if not done:
                self.brought_to_front += 1
                await self.bring_to_front()
            return await shot
        finally:
            shot.cancel()

    async def layout(self) -> dict[str, float]:
        metrics = await self.channel.send("Page.getLayoutMetrics")
        css = metrics.get("cssLayoutViewport") or metrics.get("layoutViewport", {})
        visual = metrics.get("cssVisualViewport") or metrics.get("visualViewport", {})
        return {
            "width": float(css.get("clientWidth", 0)),
            "height": float(css.get("clientHeight", 0)),
            "scale": float(visual.get("zoom", 1.0) or 1.0),
        }

    async def bring_to_front(self) -> None:
        with contextlib.suppress(PlaywrightError):
            await self.page.bring_to_front()
