"""Trusted actions on marked elements, each returning a structured ActionResult.

Pointer and keyboard input is Input.* only. The one place where the page is changed through the
DOM is choosing an option of a native <select> (its popup is not part of the page), and the result
says so (`trusted=False`). Pointer actions live in pointer.py, scrolling in scrolling.py, the frame
around every action (settling, what changed) in action_base.py.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from playwright.async_api import Error as PlaywrightError

from opticlick_tui.browser.action_base import ActionFailed, ActionResult, ElementRef
from opticlick_tui.browser.errors import BrowserError, ContextGoneError
from opticlick_tui.browser.evaluate import ScriptError, evaluate_script
from opticlick_tui.browser.frames import FrameHandle
from opticlick_tui.browser.keys import KeyComboError, parse_combo
from opticlick_tui.browser.pointer import PointerActions
from opticlick_tui.browser.scrolling import SCROLL_DIRECTIONS, ScrollActions
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.typing_result import describe_typing
from opticlick_tui.untrusted import neutralise

__all__ = ["SCROLL_DIRECTIONS", "ActionFailed", "ActionResult", "Actions", "ElementRef"]

MAX_KEY_REPEAT = 100


class Actions(PointerActions, ScrollActions):
    # --- keyboard -------------------------------------------------------------------------------------
    async def typing_target_is_secret(self, ref: ElementRef | None) -> bool | None:
        """Whether text typed into this mark (or the focused element) must be masked wherever it
        is recorded: a password, card or one-time-code field, in any frame (a payment form from
        another site included). None when it cannot be told (the element is gone)."""
        try:
            if ref is not None:
                frame = await self._frame(ref)
                state = await self._call(frame, f"oc.ops.read({ref.key})")
            else:
                state = await self._call(await self.tab.frames.top_frame(), "oc.ops.focused()")
                if isinstance(state, dict) and state.get("frame"):
                    state = await self._focused_in_frames()
        except (BrowserError, ActionFailed):
            return None
        if not isinstance(state, dict) or not state.get("ok") or state.get("frame"):
            return None
        return bool(state.get("secret"))

    async def _focused_in_frames(self) -> dict[str, Any] | None:
        """The focused element when focus is inside a frame (out-of-process ones too): the frame
        whose document has focus and whose focused element is not a frame itself."""
        for frame in await self.tab.frames.refresh():
            if frame.is_top:
                continue
            with contextlib.suppress(BrowserError, ActionFailed):
                found = await self._call(frame, "document.hasFocus() ? oc.ops.focused() : null")
                if isinstance(found, dict) and found.get("ok") and not found.get("frame"):
                    return found
        return None

    async def type(
        self, text: str, ref: ElementRef | None = None, clear: bool = False, submit: bool = False
    ) -> ActionResult:
        async def body(result: ActionResult) -> str:
            tab = self.tab
            target_frame: FrameHandle | None = None
            before: dict[str, Any] | None = None
            if ref is not None:
                frame, _loc, (x, y) = await self._locate(ref)
                target_frame = frame
                before = await self._call(frame, f"oc.ops.fieldState({ref.key})")
                if before.get("disabled"):
                    raise ActionFailed(f"{ref.name} is disabled: it takes no typing now.")
                if before.get("readonly"):
                    raise ActionFailed(
                        f"{ref.name} is read-only: typing into it does nothing. If it is a date or list "
                        "picker, click it and choose from what opens; otherwise the page fills it itself."
                    )
                if not before.get("focused"):
                    # Only to focus the field: no hover effect to wait for.
                    await tab.input.click(x, y, dwell=0, hold=self._next_frame(frame))
            else:
                await tab.frames.top_frame()
            if clear:
                await tab.input.press("Control+A")
                await tab.input.press("Delete")
                if target_frame is not None and ref is not None:
                    leftover = await self._call(target_frame, f"oc.ops.read({ref.key})")
                    if leftover.get("value"):
                        await self._call(target_frame, f"oc.ops.clearValue({ref.key})")
                        result.details["cleared_via_dom"] = True
            await tab.input.type_text(text)
            where = ref.name if ref is not None else "the focused element"
            # What typing did is read before Enter: a submit usually starts a navigation, and a read
            # of the field then waits for the old document to go (up to half a second).
            after = await self._typed_state(target_frame, ref)
            if after is not None and ref is None and after.get("what"):
                where = after["what"]
            if submit:
                await tab.input.press("Enter")
            if after is not None and after.get("not_editable"):
                after = None
            result.value = after.get("value") if after and not after.get("secret") else None
            ok, summary = describe_typing(where, text, before, after, clear, submit)
            if not ok:
                raise ActionFailed(summary)
            return summary

        return await self._run("type", body)

    async def _typed_state(self, frame: FrameHandle | None, ref: ElementRef | None) -> dict[str, Any] | None:
        """The typed field's state (value, length, limits), or None when it cannot be read."""
        try:
            if frame is not None and ref is not None:
                return await self._call(frame, f"oc.ops.fieldState({ref.key})")
            state = await self._call(self.tab.frames.top, "oc.ops.focused()")
        except (ContextGoneError, BrowserError):
            return None  # the page moved on: nothing to read back
        return None if state.get("none") else state

    async def press_key(self, keys: str, count: int = 1) -> ActionResult:
        try:
            combo = parse_combo(keys)
        except KeyComboError as exc:
            return ActionResult(
                ok=False,
                action="press_key",
                summary="",
                error=f"{exc}; examples: Enter, Escape, Tab, Control+A, Shift+Tab.",
            )
        if not 1 <= count <= MAX_KEY_REPEAT:
            return ActionResult(
                ok=False, action="press_key", summary="", error=f"count must be 1 to {MAX_KEY_REPEAT}."
            )

        async def body(result: ActionResult) -> str:
            for _ in range(count):
                await self.tab.input.press_combo(combo)
            return f"Pressed {combo}." if count == 1 else f"Pressed {combo} {count} times."

        return await self._run("press_key", body)

    async def evaluate(self, script: str, world: str = "isolated") -> ActionResult:
        """The model's JavaScript in the page (browser/evaluate.py); the result is page content."""
        if world not in ("isolated", "page"):
            return ActionResult(ok=False, action="evaluate", summary="", error="world is isolated or page.")
        if not script.strip():
            return ActionResult(ok=False, action="evaluate", summary="", error="No script given.")

        async def body(result: ActionResult) -> str:
            try:
                reply = await evaluate_script(self.tab, script, world)
            except ScriptError as exc:
                raise ActionFailed(f"The script threw: {exc}") from None
            result.value = reply["json"]
            result.content = reply["json"]  # text() frames it as untrusted page content
            cut = (
                f" (cut at {len(reply['json'])} of {reply['total']} characters: return less, e.g. only the fields you need)"
                if reply["cut"]
                else ""
            )
            return f"Script ran in the {world} world; its result (JSON) follows{cut}."

        return await self._run("evaluate", body)

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
    def normalize_url(self, url: str, by_user: bool = False) -> str:
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
        # The non-web rule protects against the model; a URL the user gave (file:, data:) opens.
        user_local = by_user and parsed.scheme in ("file", "data")
        if parsed.scheme not in ("http", "https") and not (
            self.allow_local_urls or url == "about:blank" or user_local
        ):
            raise ActionFailed(
                f"{parsed.scheme}: URLs are off-limits for the agent (set browser.allow_local_urls = true to allow them)."
            )
        return url

    async def navigate(self, url: str, by_user: bool = False) -> ActionResult:
        """Open `url`; `by_user`: the user gave it (--url, /goto, the task), so file: and data: open."""

        async def body(result: ActionResult) -> str:
            target = self.normalize_url(url, by_user)
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


def _playwright_reason(exc: PlaywrightError) -> str:
    text = str(exc).splitlines()[0]
    for marker in ("net::", "NS_ERROR", "Timeout"):
        if marker in text:
            return text[text.index(marker) :].split(" at ")[0]
    return text.split(": ", 1)[-1][:200]
