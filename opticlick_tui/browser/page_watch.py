"""Did an action change the page? Several actions in one turn run in order and stop at the first one
that does: a navigation or reload, a new tab, a dialog or file chooser, controls that appeared (a
menu, a modal, more fields) in any frame the observation covered (cross-origin ones included, marked
or not), marked elements that vanished or hid, or - when the next action aims at screenshot pixels -
a view that scrolled (the pixels no longer point where the model saw)."""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from typing import Any

from opticlick_tui.browser.action_base import ActionResult, ElementRef
from opticlick_tui.browser.errors import BrowserError, ContextGoneError, TabClosedError
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.tab import Tab


class PageWatch:
    def __init__(self, session: BrowserSession, refs: list[ElementRef]):
        self.session = session
        self.keys: dict[str, list[int]] = defaultdict(list)
        for ref in refs:
            self.keys[ref.frame_id].append(ref.key)
        self.marks: dict[str, int] = {}
        self.tab_id: int | None = None
        self.scroll: list[float] | None = None
        self.top_id: str | None = None

    @staticmethod
    async def _mark_of(tab: Tab, frame_id: str) -> int:
        return int(await tab.frames.call(tab.frames.get(frame_id), "oc.ops.changeMark()"))

    async def start(self) -> PageWatch:
        tab = self.session.agent_tab
        self.tab_id = tab.id
        top = await tab.frames.top_frame()
        self.top_id = top.frame_id
        # Every frame the last observation read, not only those with marks: a panel in an empty
        # frame can fill with controls too.
        for frame_id in [top.frame_id, *tab.frames.frames]:
            self.keys.setdefault(frame_id, [])
        frame_ids = list(self.keys)
        marks = await asyncio.gather(*(self._mark_of(tab, f) for f in frame_ids), return_exceptions=True)
        for frame_id, mark in zip(frame_ids, marks, strict=True):
            if isinstance(mark, TabClosedError):
                raise mark
            if isinstance(mark, BaseException):
                self.keys.pop(frame_id, None)
            else:
                self.marks[frame_id] = mark
        self.scroll = await tab.frames.call(top, "[scrollX, scrollY]")
        return self

    async def _changes_in(self, tab: Tab, frame_id: str) -> dict[str, Any]:
        frame = tab.frames.get(frame_id)
        keys = json.dumps(self.keys[frame_id])
        return await tab.frames.call(frame, f"oc.ops.changesSince({self.marks[frame_id]}, {keys})")

    async def changed(self, result: ActionResult, next_uses_points: bool = False) -> str | None:
        """Why the page counts as changed after `result`, or None when it stood still."""
        if result.url_changed:
            return f"the page is now {result.url}"
        if result.new_tab is not None or result.tab != self.tab_id:
            return "another tab is now yours"
        if result.dialogs:
            return "a JavaScript dialog appeared"
        if result.file_chooser:
            return "a file chooser opened"
        if result.settle and result.settle.get("navigated"):
            return "the page reloaded"
        tab = self.session.agent_tab
        frame_ids = list(self.keys)
        seen = await asyncio.gather(*(self._changes_in(tab, f) for f in frame_ids), return_exceptions=True)
        appeared = vanished = 0
        for frame_id, got in zip(frame_ids, seen, strict=True):
            if isinstance(got, TabClosedError):
                raise got
            if isinstance(got, BaseException):
                if self.keys[frame_id] or frame_id == self.top_id:
                    return "the page (or one of its frames) was replaced"
                continue  # a frame with no marks that went away (an ad rotating) changes nothing here
            appeared += int(got.get("appeared", 0))
            vanished += int(got.get("vanished", 0))
        try:
            scroll = await tab.frames.call(await tab.frames.top_frame(), "[scrollX, scrollY]")
        except TabClosedError:
            raise
        except (ContextGoneError, BrowserError):
            return "the page was replaced"
        if appeared:
            return f"{appeared} new control{'s' if appeared > 1 else ''} appeared"
        if vanished:
            return f"{vanished} marked element{'s' if vanished > 1 else ''} vanished or hid"
        if next_uses_points and scroll != self.scroll:
            return "the page scrolled, so screenshot pixels no longer point where they did"
        return None
