"""Trusted actions on marked elements, each returning a structured ActionResult.

Pointer and keyboard input is Input.* only. The one place where the page is changed through the
DOM is choosing an option of a native <select> (its popup is not part of the page), and the result
says so (`trusted=False`).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from playwright.async_api import Error as PlaywrightError
from pydantic import BaseModel, Field

from opticlick_tui.browser.errors import BrowserError, ContextGoneError, TabClosedError
from opticlick_tui.browser.frames import FrameHandle
from opticlick_tui.browser.keys import KeyComboError, parse_combo
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.tab import Tab
from opticlick_tui.untrusted import neutralise

SETTLE_AFTER_ACTION_S = 0.1
SCROLL_DIRECTIONS = ("up", "down", "left", "right")


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
        return neutralise("\n".join(lines))  # element names and dialog texts come from the page


class ActionFailed(Exception):
    """A reason worded for the model; becomes ActionResult(ok=False)."""


_LOCATE_ERRORS = {
    "gone": "{name} no longer exists on the page; look at the new screenshot and pick again.",
    "not_rendered": "{name} is not rendered (hidden or collapsed); it cannot be clicked now.",
    "outside": "{name} could not be scrolled into view.",
    "covered": "{name} is covered by {covered_by}; close or move that first.",
}


class Actions:
    def __init__(self, session: BrowserSession, allow_local_urls: bool = False):
        self.session = session
        self.allow_local_urls = allow_local_urls

    @property
    def tab(self) -> Tab:
        return self.session.agent_tab

    # --- the common frame around every action ---------------------------------------------------
    async def _run(self, action: str, body: Callable[[ActionResult], Awaitable[str]]) -> ActionResult:
        tab = self.tab
        before_url = tab.url
        dialogs_before = len(tab.dialogs)
        choosers_before = len(tab.file_choosers)
        downloads_before = len(self.session.downloads)
        started = time.monotonic()
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
        except ContextGoneError as exc:
            result.ok = False
            result.error = str(exc)
            result.summary = str(exc)
        except BrowserError as exc:
            result.ok = False
            result.error = str(exc)
            result.summary = str(exc)
        await asyncio.sleep(SETTLE_AFTER_ACTION_S)
        new_tab = await self.session.adopt_tab_opened_by(tab, started, wait=0.05)
        if new_tab is not None:
            result.new_tab = new_tab.id
        current = self.session.agent_tab if new_tab is None else new_tab
        result.tab = current.id
        result.url = current.url
        result.url_changed = current is tab and current.url != before_url
        result.dialogs = [d.describe() for d in tab.dialogs[dialogs_before:]]
        result.file_chooser = len(tab.file_choosers) > choosers_before and action not in ("upload_file",)
        await asyncio.sleep(0)
        result.downloads = [d.describe() for d in self.session.downloads[downloads_before:]]
        return result

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

    # --- pointer -------------------------------------------------------------------------------------
    async def click(
        self, ref: ElementRef, button: str = "left", modifiers: list[str] | None = None, count: int = 1
    ) -> ActionResult:
        if button not in ("left", "right", "middle"):
            return ActionResult(
                ok=False,
                action="click",
                summary="",
                error=f"unknown button {button!r}; use left, right or middle.",
            )
        try:
            bits = _modifier_bits(modifiers or [])
        except KeyComboError as exc:
            return ActionResult(ok=False, action="click", summary="", error=str(exc))

        async def body(result: ActionResult) -> str:
            frame, loc, (x, y) = await self._locate(ref)
            if loc.get("tag") == "input" and loc.get("type") == "file":
                raise ActionFailed(
                    f"{ref.name} is a file input; use upload_file with it instead of clicking."
                )
            local = (x - frame.offset[0], y - frame.offset[1])

            async def still_there() -> bool:
                return bool(await self._call(frame, f"oc.ops.stillHits({ref.key}, {local[0]}, {local[1]})"))

            clicked = await self.tab.input.click(
                x, y, button=button, modifiers=bits, count=count, before_press=still_there
            )
            if not clicked:
                # Hovering changed the page under the pointer (a menu opened, the element moved):
                # measure again once and click where it is now.
                frame, loc, (x, y) = await self._locate(ref)
                await self.tab.input.click(x, y, button=button, modifiers=bits, count=count)
            result.details["point"] = [round(x, 1), round(y, 1)]
            what = {1: "Clicked", 2: "Double-clicked", 3: "Triple-clicked"}.get(
                count, f"Clicked {count} times"
            )
            extra = f" with {'+'.join(modifiers or [])}" if modifiers else ""
            which = f" ({button} button)" if button != "left" else ""
            return f"{what} {ref.name}{which}{extra}."

        return await self._run("click", body)

    async def hover(self, ref: ElementRef) -> ActionResult:
        async def body(result: ActionResult) -> str:
            _frame, _loc, (x, y) = await self._locate(ref)
            await self.tab.input.move(x, y, steps=3)
            await asyncio.sleep(0.3)  # menus and tooltips open on a delay
            return f"Hovering over {ref.name}; the pointer stays there until the next action."

        return await self._run("hover", body)

    async def drag_and_drop(self, source: ElementRef, target: ElementRef) -> ActionResult:
        async def body(result: ActionResult) -> str:
            _f1, _l1, (sx, sy) = await self._locate(source)
            _f2, _l2, (tx, ty) = await self._locate(target, scroll=False)
            tab = self.tab
            intercepted: list[dict[str, Any]] = []
            tab.channel.on("Input.dragIntercepted", lambda e: intercepted.append(e))
            # HTML5 drag and drop starts a browser-level drag that mouse events cannot finish in
            # headless Chrome; with drags intercepted, Chrome hands us the drag data to drop ourselves.
            await tab.channel.send("Input.setInterceptDrags", {"enabled": True})
            try:
                await tab.input.move(sx, sy)
                await asyncio.sleep(0.1)
                await tab.input.press_button(sx, sy)
                await asyncio.sleep(0.05)
                await tab.input.move(sx + 6, sy + 6, steps=2, buttons=1)
                await tab.input.move((sx + tx) / 2, (sy + ty) / 2, steps=4, buttons=1)
                await asyncio.sleep(0.05)
                if intercepted:
                    data = intercepted[-1]["data"]
                    for kind in ("dragEnter", "dragOver"):
                        await tab.channel.send(
                            "Input.dispatchDragEvent", {"type": kind, "x": tx, "y": ty, "data": data}
                        )
                        await asyncio.sleep(0.05)
                    await tab.channel.send(
                        "Input.dispatchDragEvent", {"type": "drop", "x": tx, "y": ty, "data": data}
                    )
                    await tab.input.release_button(tx, ty)
                    mode = "HTML5 drag and drop"
                else:
                    await tab.input.move(tx, ty, steps=8, buttons=1)
                    await asyncio.sleep(0.1)
                    await tab.input.release_button(tx, ty)
                    mode = "pointer drag"
            finally:
                await tab.channel.send("Input.setInterceptDrags", {"enabled": False})
            result.details["mode"] = mode
            return f"Dragged {source.name} onto {target.name} ({mode})."

        return await self._run("drag_and_drop", body)

    async def scroll(
        self, direction: str = "down", ref: ElementRef | None = None, amount: float | None = None
    ) -> ActionResult:
        """Scroll the page (or the element's scroll container) by `amount` screens (default 0.8)
        with a trusted mouse wheel, then report what moved."""
        if direction not in SCROLL_DIRECTIONS:
            return ActionResult(
                ok=False,
                action="scroll",
                summary="",
                error=f"unknown direction {direction!r}; use up, down, left or right.",
            )
        screens = 0.8 if amount is None else float(amount)
        if not 0 < screens <= 20:
            return ActionResult(
                ok=False,
                action="scroll",
                summary="",
                error="amount is in screens and must be between 0 and 20.",
            )

        async def body(result: ActionResult) -> str:
            tab = self.tab
            if ref is not None:
                frame, _loc, (x, y) = await self._locate(ref, scroll=False)
                state_expr = f"oc.ops.scrollState({ref.key})"
            else:
                frame = await tab.frames.top_frame()
                layout = await self._call(frame, "[innerWidth, innerHeight]")
                x, y = layout[0] / 2, layout[1] / 2
                # Also watch the scroll container under the pointer: a wheel there scrolls it first.
                state_expr = f"oc.ops.scrollState(null, {x}, {y})"
            before = await self._call(frame, state_expr)
            region = (
                before.get("container") if ref is not None and before.get("container") else before["page"]
            )
            size = region["view_height"] if direction in ("up", "down") else region["view_width"]
            delta = size * screens * (1 if direction in ("down", "right") else -1)
            dx, dy = (0.0, delta) if direction in ("up", "down") else (delta, 0.0)
            await tab.input.wheel(x, y, dx, dy)
            after = await self._settled_scroll(frame, state_expr, before)
            moved = _scroll_moves(before, after)
            result.scrolled = {"page": after["page"], "container": after.get("container"), "moved": moved}
            page = after["page"]
            where = _screens(page)
            if not moved:
                edge = {"down": "bottom", "up": "top", "left": "left edge", "right": "right edge"}[direction]
                target = "that element's scroll area" if ref is not None else "the page"
                raise ActionFailed(f"Nothing moved: {target} is already at the {edge} ({where}).")
            parts = []
            for name, px in moved.items():
                parts.append(f"{name} by {abs(px):.0f} px")
            return f"Scrolled {direction}: " + ", ".join(parts) + f". Page: {where}."

        return await self._run("scroll", body)

    async def _settled_scroll(self, frame: FrameHandle, expr: str, before: dict[str, Any]) -> dict[str, Any]:
        # Smooth scrolling takes a few frames; wait until two reads agree (at most ~1 s).
        last = before
        stable = 0
        for _ in range(20):
            await asyncio.sleep(0.05)
            now = await self._call(frame, expr)
            if now == last:
                stable += 1
                if stable >= 2 and now != before:
                    return now
                if stable >= 4:
                    return now
            else:
                stable = 0
            last = now
        return last

    # --- keyboard -------------------------------------------------------------------------------------
    async def type(
        self, text: str, ref: ElementRef | None = None, clear: bool = False, submit: bool = False
    ) -> ActionResult:
        async def body(result: ActionResult) -> str:
            tab = self.tab
            target_frame: FrameHandle | None = None
            key: int | None = None
            if ref is not None:
                frame, loc, (x, y) = await self._locate(ref)
                target_frame, key = frame, ref.key
                state = await self._call(frame, f"oc.ops.read({ref.key})")
                if not state.get("focused"):
                    await tab.input.click(x, y)
                    await asyncio.sleep(0.05)
            else:
                await tab.frames.top_frame()
            if clear:
                await tab.input.press("Control+A")
                await tab.input.press("Delete")
                if target_frame is not None and key is not None:
                    leftover = await self._call(target_frame, f"oc.ops.read({key})")
                    if leftover.get("value"):
                        await self._call(target_frame, f"oc.ops.clearValue({key})")
                        result.details["cleared_via_dom"] = True
            await tab.input.type_text(text)
            if submit:
                await tab.input.press("Enter")
            await asyncio.sleep(0.05)
            secret = False
            value: str | None = None
            where = ref.name if ref is not None else "the focused element"
            if not submit or ref is not None:
                try:
                    if target_frame is not None and key is not None:
                        state = await self._call(target_frame, f"oc.ops.read({key})")
                    else:
                        state = await self._call(tab.frames.top, "oc.ops.focused()")
                        if state.get("what"):
                            where = state["what"]
                    secret = bool(state.get("secret"))
                    value = state.get("value")
                except (ContextGoneError, BrowserError):
                    value = None  # the page moved on (a submit navigated): nothing to read back
            result.value = value
            shown = f"{len(text)} characters" if secret else json.dumps(text)
            summary = f"Typed {shown} into {where}"
            if submit:
                summary += " and pressed Enter"
            if value is not None and not secret:
                summary += f"; the field now holds {json.dumps(value)}"
                if not submit and value != text and not clear:
                    summary += " (it had text before; use clear=true to replace it)"
                elif not submit and clear and value != text:
                    summary += " (different from what was typed: the field may format or limit input)"
            return summary + "."

        return await self._run("type", body)

    async def press_key(self, keys: str) -> ActionResult:
        try:
            combo = parse_combo(keys)
        except KeyComboError as exc:
            return ActionResult(
                ok=False,
                action="press_key",
                summary="",
                error=f"{exc}; examples: Enter, Escape, Tab, Control+A, Shift+Tab.",
            )

        async def body(result: ActionResult) -> str:
            await self.tab.input.press_combo(combo)
            return f"Pressed {combo}."

        return await self._run("press_key", body)

    # --- forms -------------------------------------------------------------------------------------------
    async def select_option(self, ref: ElementRef, options: list[str] | str) -> ActionResult:
        wanted = [options] if isinstance(options, str) else list(options)

        async def body(result: ActionResult) -> str:
            frame, _loc, _point = await self._locate(ref)
            reply = await self._call(frame, f"oc.ops.selectOptions({ref.key}, {json.dumps(wanted)})")
            if not reply.get("ok"):
                err = reply.get("error")
                if err == "not_select":
                    raise ActionFailed(
                        f"{ref.name} is not a native <select>; click it to open its list, then click the option."
                    )
                if err == "no_option":
                    avail = ", ".join(reply.get("available", []))
                    raise ActionFailed(
                        f'{ref.name} has no option "{reply.get("wanted")}"; its options are: {avail}.'
                    )
                if err == "not_multiple":
                    raise ActionFailed(f"{ref.name} takes one option, not several.")
                raise ActionFailed(f"{ref.name}: {err}.")
            result.trusted = False
            result.value = ", ".join(reply.get("selected", []))
            return f"Selected {result.value!r} in {ref.name}."

        return await self._run("select_option", body)

    async def upload_file(self, ref: ElementRef, files: list[Path]) -> ActionResult:
        async def body(result: ActionResult) -> str:
            missing = [str(f) for f in files if not Path(f).is_file()]
            if missing:
                raise ActionFailed(f"No such file: {', '.join(missing)}.")
            paths = [str(Path(f).resolve()) for f in files]
            tab = self.tab
            frame = await self._frame(ref)
            object_id = await tab.frames.object_for(frame, f"oc.ops.fileInputFor({ref.key})")
            if object_id:
                await frame.channel.send("DOM.setFileInputFiles", {"files": paths, "objectId": object_id})
                await frame.channel.send("Runtime.releaseObject", {"objectId": object_id})
                how = "into its file input"
            else:
                # No input we can see from here (created on click, in a closed shadow root): click it
                # with the chooser intercepted and fill the input Chrome reports.
                seen = len(tab.file_choosers)
                _f, _loc, (x, y) = await self._locate(ref)
                await tab.input.click(x, y)
                for _ in range(40):
                    if len(tab.file_choosers) > seen:
                        break
                    await asyncio.sleep(0.05)
                if len(tab.file_choosers) <= seen:
                    raise ActionFailed(
                        f"{ref.name} has no file input and clicking it opened no file chooser."
                    )
                chooser = tab.file_choosers[-1]
                if chooser.backend_node_id is None:
                    raise ActionFailed("Chrome opened a file chooser without saying for which input.")
                await chooser.channel.send(
                    "DOM.setFileInputFiles", {"files": paths, "backendNodeId": chooser.backend_node_id}
                )
                how = "through the file chooser it opened"
            names = ", ".join(Path(p).name for p in paths)
            result.value = names
            return f"Attached {names} to {ref.name} {how}."

        return await self._run("upload_file", body)

    # --- navigation ------------------------------------------------------------------------------------
    def normalize_url(self, url: str) -> str:
        url = url.strip()
        if not url:
            raise ActionFailed("No URL given.")
        parsed = urlparse(url)
        if not parsed.scheme or (
            parsed.scheme
            and not parsed.netloc
            and parsed.scheme not in ("about", "data", "file", "chrome", "javascript")
        ):
            if "." in url.split("/")[0] or url.startswith("localhost"):
                url = ("http://" if url.startswith(("localhost", "127.")) else "https://") + url
                parsed = urlparse(url)
            else:
                raise ActionFailed(f"{url!r} is not a URL; give a full address like https://example.com.")
        if parsed.scheme not in ("http", "https") and not (self.allow_local_urls or url == "about:blank"):
            raise ActionFailed(
                f"{parsed.scheme}: URLs are off-limits for the agent (set browser.allow_local_urls = true to allow them)."
            )
        return url

    async def navigate(self, url: str) -> ActionResult:
        async def body(result: ActionResult) -> str:
            target = self.normalize_url(url)
            try:
                response = await self.tab.page.goto(target, wait_until="domcontentloaded", timeout=30_000)
            except PlaywrightError as exc:
                await self._error_page_committed()
                raise ActionFailed(f"Could not open {target}: {_playwright_reason(exc)}.") from None
            status = f" (HTTP {response.status})" if response is not None and response.status >= 400 else ""
            return f"Opened {target}{status}."

        return await self._run("navigate", body)

    async def _error_page_committed(self, timeout_ms: float = 3000) -> None:
        # A refused navigation fails before Chrome commits its error page; on a busy machine that
        # commit lands later and would interrupt whatever the tab is asked to open next.
        page = self.tab.page
        if page.url.startswith("chrome-error:"):
            return
        try:
            await page.wait_for_event(
                "framenavigated", lambda frame: frame == page.main_frame, timeout=timeout_ms
            )
        except PlaywrightError:
            pass  # no error page came (an aborted or blocked navigation commits none)

    async def go_back(self) -> ActionResult:
        async def body(result: ActionResult) -> str:
            # Through the history list rather than a wait for load events: a page restored from
            # the back/forward cache fires none.
            tab = self.tab
            history = await tab.channel.send("Page.getNavigationHistory")
            index = history["currentIndex"]
            if index <= 0:
                raise ActionFailed("There is no previous page in this tab.")
            entry = history["entries"][index - 1]
            await tab.channel.send("Page.navigateToHistoryEntry", {"entryId": entry["id"]})
            for _ in range(100):
                if tab.url == entry["url"]:
                    break
                await asyncio.sleep(0.05)
            return f"Went back to {entry['url']}."

        return await self._run("go_back", body)

    async def open_tab(self, url: str | None = None) -> ActionResult:
        target = None
        if url:
            try:
                target = self.normalize_url(url)
            except ActionFailed as exc:
                return ActionResult(ok=False, action="open_tab", summary="", error=str(exc))
        try:
            tab = await self.session.open_tab(target)
        except PlaywrightError as exc:
            return ActionResult(
                ok=False,
                action="open_tab",
                summary="",
                error=f"Could not open a tab: {_playwright_reason(exc)}.",
            )
        return ActionResult(
            ok=True,
            action="open_tab",
            summary=f"Opened tab {tab.id}{' at ' + target if target else ''}; it is now your tab.",
            tab=tab.id,
            url=tab.url,
            new_tab=tab.id,
        )

    async def switch_tab(self, tab_id: int) -> ActionResult:
        try:
            tab = await self.session.switch_tab(tab_id)
        except BrowserError as exc:
            return ActionResult(ok=False, action="switch_tab", summary="", error=str(exc))
        return ActionResult(
            ok=True,
            action="switch_tab",
            summary=f"Switched to tab {tab.id} ({tab.url}).",
            tab=tab.id,
            url=tab.url,
        )

    async def close_tab(self, tab_id: int) -> ActionResult:
        try:
            now = await self.session.close_tab(tab_id)
        except BrowserError as exc:
            return ActionResult(ok=False, action="close_tab", summary="", error=str(exc))
        where = f"; your tab is now {now.id} ({now.url})" if now else ""
        return ActionResult(
            ok=True,
            action="close_tab",
            summary=f"Closed tab {tab_id}{where}.",
            tab=now.id if now else None,
            url=now.url if now else "",
        )


class PageReadError(Exception):
    pass


async def read_outer_html(session: BrowserSession, ref: ElementRef, limit: int) -> dict[str, Any]:
    """The element's HTML (password values masked), cut at `limit` characters."""
    tab = session.agent_tab
    frame = tab.frames.get(ref.frame_id)
    reply = await tab.frames.call(frame, f"oc.ops.outerHTML({ref.key}, {int(limit)})")
    if not reply or not reply.get("ok"):
        raise PageReadError(f"{ref.name} no longer exists on the page.")
    return {**reply, "html": neutralise(reply.get("html") or "")}


async def read_page_text(session: BrowserSession, limit: int) -> dict[str, Any]:
    tab = session.agent_tab
    reply = await tab.frames.call(await tab.frames.top_frame(), f"oc.ops.pageText({int(limit)})")
    return {**reply, "text": neutralise(reply.get("text") or "")}


async def fetch_with_cookies(session: BrowserSession, url: str) -> tuple[bytes, str]:
    """GET through the browser context's network stack (its cookies apply). Returns the body and
    the file name the server suggested (or the URL's last segment)."""
    tab = session.agent_tab
    try:
        response = await tab.page.context.request.get(url, timeout=60_000)
    except PlaywrightError as exc:
        raise PageReadError(f"Could not download {url}: {_playwright_reason(exc)}.") from None
    if not response.ok:
        raise PageReadError(f"Could not download {url}: HTTP {response.status}.")
    body = await response.body()
    disposition = response.headers.get("content-disposition", "")
    if "filename=" in disposition:
        name = disposition.split("filename=", 1)[1].split(";")[0].strip().strip('"')
    else:
        name = url.split("?")[0].rstrip("/").rsplit("/", 1)[-1]
    return body, name or "download"


def _modifier_bits(modifiers: list[str]) -> int:
    bits = 0
    for m in modifiers:
        combo = parse_combo(f"{m}+A")
        bits |= combo.modifier_bits
    return bits


def _scroll_moves(before: dict[str, Any], after: dict[str, Any]) -> dict[str, float]:
    moved: dict[str, float] = {}
    bp, ap = before["page"], after["page"]
    if abs(ap["y"] - bp["y"]) >= 1 or abs(ap["x"] - bp["x"]) >= 1:
        moved["the page"] = (ap["y"] - bp["y"]) or (ap["x"] - bp["x"])
    bc, ac = before.get("container"), after.get("container")
    if bc and ac and (abs(ac["y"] - bc["y"]) >= 1 or abs(ac["x"] - bc["x"]) >= 1):
        moved[ac["what"]] = (ac["y"] - bc["y"]) or (ac["x"] - bc["x"])
    return moved


def _screens(page: dict[str, Any]) -> str:
    vh = page.get("view_height") or 1
    above = page["y"] / vh
    below = max(0.0, page["max_y"] - page["y"]) / vh
    return f"{above:.1f} screens above, {below:.1f} below"


def _playwright_reason(exc: PlaywrightError) -> str:
    text = str(exc).splitlines()[0]
    for marker in ("net::", "NS_ERROR", "Timeout"):
        if marker in text:
            return text[text.index(marker) :].split(" at ")[0]
    return text.split(": ", 1)[-1][:200]
