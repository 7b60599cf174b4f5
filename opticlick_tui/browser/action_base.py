"""What every action shares: the element reference, the structured result, and the frame around each
action (lift the human-input block, run, settle on what the page does, note what changed)."""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, Field

from opticlick_tui.browser.errors import BrowserError, ContextGoneError, TabClosedError
from opticlick_tui.browser.frames import FrameHandle
from opticlick_tui.browser.keys import parse_combo
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.settle import CAP_MS, QUIET_MS
from opticlick_tui.browser.tab import Tab
from opticlick_tui.untrusted import neutralise, wrap


@dataclass(frozen=True)
class ElementRef:
    """Where a mark's element lives: its frame and its key in that frame's isolated world."""

    frame_id: str
    key: int
    mark_id: int | None = None
    description: str = ""

    @property
    def name(self) -> str:
        return self.description or (f"[{self.mark_id}]" if self.mark_id is not None else "the element")


# One rendered frame of the page, then its 0 ms timers: what a widget that does its pointer work on
# the next frame needs between press and release (and hover styles need before a press). Never more
# than 100 ms: a page that is not being drawn runs no frames.
NEXT_FRAME_JS = (
    "new Promise((done) => { requestAnimationFrame(() => setTimeout(() => done(true), 0)); "
    "setTimeout(() => done(false), 100); })"
)


class ActionResult(BaseModel):
    ok: bool
    action: str
    summary: str
    error: str | None = None
    url: str = ""
    url_changed: bool = False
    new_tab: int | None = None
    tab: int | None = None
    dialogs: list[str] = Field(default_factory=list)
    downloads: list[str] = Field(default_factory=list)
    file_chooser: bool = False
    value: str | None = None
    scrolled: dict[str, Any] | None = None
    trusted: bool = True
    settle: dict[str, Any] | None = None
    # Data the action read from the page (an evaluate result): shown to the model framed as untrusted.
    content: str | None = None
    details: dict[str, Any] = Field(default_factory=dict)

    def text(self) -> str:
        """The result as the model reads it: the summary, then what changed."""
        lines = [self.summary if self.ok else f"Error: {self.error or self.summary}"]
        if self.url_changed:
            lines.append(f"The page is now {self.url}")
        if self.new_tab is not None:
            lines.append(f"A new tab ({self.new_tab}) opened and is now your tab.")
        for d in self.dialogs:
            lines.append(f"A JavaScript {d}.")
        for d in self.downloads:
            lines.append(f"Download: {d}.")
        if self.file_chooser:
            lines.append("A file chooser opened; use upload_file with this mark to choose a file.")
        if not self.trusted:
            lines.append("(done through the DOM, not with trusted input)")
        if self.settle and self.settle.get("capped"):
            lines.append(
                f"The page was still busy {self.settle.get('waited_ms', 0)} ms later "
                f"({'; '.join(self.settle.get('pending') or ['loading'])}); it may still change."
            )
        text = neutralise("\n".join(lines))  # element names and dialog texts come from the page
        return text + "\n" + wrap(self.content) if self.content is not None else text


class ActionFailed(Exception):
    """A reason worded for the model; becomes ActionResult(ok=False)."""


_LOCATE_ERRORS = {
    "gone": "{name} no longer exists on the page; look at the new screenshot and pick again.",
    "not_rendered": "{name} is not rendered (hidden or collapsed); it cannot be clicked now.",
    "outside": "{name} could not be scrolled into view.",
    "covered": "{name} is covered by {covered_by}; close or move that first.",
}


class ActionsBase:
    def __init__(
        self,
        session: BrowserSession,
        allow_local_urls: bool = False,
        settle_quiet_ms: int = QUIET_MS,
        settle_cap_ms: int = CAP_MS,
    ):
        self.session = session
        self.allow_local_urls = allow_local_urls
        self.settle_quiet_ms = settle_quiet_ms
        self.settle_cap_ms = settle_cap_ms

    @property
    def tab(self) -> Tab:
        return self.session.agent_tab

    # --- the common frame around every action ---------------------------------------------------
    async def _run(
        self, action: str, body: Callable[[ActionResult], Awaitable[str]], quiet_ms: int | None = None
    ) -> ActionResult:
        tab = self.tab
        before_url = tab.url
        dialogs_before = len(tab.dialogs)
        choosers_before = len(tab.file_choosers)
        downloads_before = len(self.session.downloads)
        navigations_before = tab.network.navigations
        popups = self.session.popup_mark()
        window_opens_before = tab.network.window_opens
        popups_before = tab.network.popups
        result = ActionResult(ok=True, action=action, summary="")
        try:
            async with tab.acting():
                result.summary = await body(result)
        except ActionFailed as exc:
            result.ok = False
            result.error = str(exc)
            result.summary = str(exc)
        except TabClosedError:
            raise
        except (ContextGoneError, BrowserError) as exc:
            result.ok = False
            result.error = str(exc)
            result.summary = str(exc)
        ended = time.monotonic()
        # Settle on what the page does (navigation, requests, DOM) instead of a fixed wait; the
        # quiet window counts from the action's end so an effect that lands just after it is seen.
        if tab.alive:
            try:
                result.settle = await tab.settle(
                    quiet_ms=self.settle_quiet_ms
                    if quiet_ms is None
                    else min(quiet_ms, self.settle_quiet_ms),
                    cap_ms=self.settle_cap_ms,
                    since=ended if result.ok else None,
                    navigations_before=navigations_before,
                )
            except TabClosedError:
                result.settle = None  # the action closed its own tab: the session moves on below
        # A tab the action opened: Chrome announced it (before acknowledging the input that opened
        # it), so wait for its adoption within the settle cap; with no announcement, no wait. A
        # page's own popup (no user gesture: opened on load, on a timer) never takes the agent away
        # from the page it was sent to; it stays a background tab the model sees in the tab list.
        opens = tab.network.window_opens - window_opens_before
        own_popups = tab.network.popups - popups_before
        new_tab = (
            None
            if own_popups and opens == own_popups
            else await self.session.adopt_tab_opened_by(tab, popups, timeout=self.settle_cap_ms / 1000)
        )
        if new_tab is not None:
            result.new_tab = new_tab.id
        current = self.session.agent_tab if new_tab is None else new_tab
        if new_tab is None and self.session.popup_mark() > popups and current.alive:
            # Chrome put the popup in front, where the user looks and where it draws frames: the
            # agent's page comes back in front (behind it, its screenshots would wait).
            await current.bring_to_front()
        result.tab = current.id
        result.url = current.url
        result.url_changed = current is tab and current.url != before_url
        result.dialogs = [d.describe() for d in tab.dialogs[dialogs_before:]]
        result.file_chooser = len(tab.file_choosers) > choosers_before and action not in ("upload_file",)
        result.downloads = [d.describe() for d in self.session.downloads[downloads_before:]]
        return result

    def _next_frame(self, frame: FrameHandle) -> Callable[[], Awaitable[bool]]:
        """A wait for the frame's next rendered frame, for TrustedInput.click's hold and checks."""

        async def wait() -> bool:
            try:
                await self.tab.frames.call(frame, NEXT_FRAME_JS, await_promise=True, timeout=5)
            except TabClosedError:
                raise
            except (ContextGoneError, BrowserError):
                pass  # the press replaced the document: there is no frame of it left to wait for
            return True

        return wait

    async def _frame(self, ref: ElementRef) -> FrameHandle:
        try:
            return self.tab.frames.get(ref.frame_id)
        except ContextGoneError:
            raise ActionFailed(
                f"{ref.name} is in a frame that is gone; look at the new screenshot and pick again."
            ) from None

    async def _call(self, frame: FrameHandle, expression: str) -> Any:
        return await self.tab.frames.call(frame, expression)

    async def _locate(
        self, ref: ElementRef, scroll: bool = True
    ) -> tuple[FrameHandle, dict[str, Any], tuple[float, float]]:
        frame = await self._frame(ref)
        opts = json.dumps({"clip": list(frame.clip) if frame.clip else None, "scroll": scroll})
        loc = await self._call(frame, f"oc.ops.locate({ref.key}, {opts})")
        if loc and loc.get("ok") and loc.get("scrolled") and not frame.is_top:
            # Scrolling inside a frame can move the frame itself: measure frames again.
            await self.tab.frames.refresh()
            frame = await self._frame(ref)
            opts = json.dumps({"clip": list(frame.clip) if frame.clip else None, "scroll": False})
            loc = await self._call(frame, f"oc.ops.locate({ref.key}, {opts})")
        if not loc or not loc.get("ok"):
            kind = (loc or {}).get("error", "gone")
            template = _LOCATE_ERRORS.get(kind, "{name} cannot be reached ({kind}).")
            raise ActionFailed(
                template.format(
                    name=ref.name, covered_by=(loc or {}).get("covered_by", "something"), kind=kind
                )
            )
        x, y = loc["point"]
        return frame, loc, (frame.offset[0] + x, frame.offset[1] + y)


def modifier_bits(modifiers: list[str]) -> int:
    bits = 0
    for m in modifiers:
        combo = parse_combo(f"{m}+A")
        bits |= combo.modifier_bits
    return bits
