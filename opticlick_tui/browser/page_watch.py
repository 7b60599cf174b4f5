"""Did an action change the page? Several actions in one turn run in order and stop at the first one
that does: a navigation or reload, a new tab, a dialog or file chooser, controls that appeared (a
menu, a modal, more fields), marked elements that vanished or hid, or - when the next action aims at
screenshot pixels - a view that scrolled (the pixels no longer point where the model saw)."""

from __future__ import annotations

import json
from collections import defaultdict

from opticlick_tui.browser.action_base import ActionResult, ElementRef
from opticlick_tui.browser.errors import BrowserError, ContextGoneError, TabClosedError
from opticlick_tui.browser.session import BrowserSession


class PageWatch:
    def __init__(self, session: BrowserSession, refs: list[ElementRef]):
        self.session = session
        self.keys: dict[str, list[int]] = defaultdict(list)
        for ref in refs:
            self.keys[ref.frame_id].append(ref.key)
        self.marks: dict[str, int] = {}
        self.tab_id: int | None = None
        self.scroll: list[float] | None = None

    async def start(self) -> PageWatch:
        tab = self.session.agent_tab
        self.tab_id = tab.id
        top = await tab.frames.top_frame()
        self.keys.setdefault(top.frame_id, [])
        for frame_id in list(self.keys):
            try:
                frame = tab.frames.get(frame_id)
                self.marks[frame_id] = int(await tab.frames.call(frame, "oc.ops.changeMark()"))
            except (ContextGoneError, BrowserError):
                self.keys.pop(frame_id, None)
        self.scroll = await tab.frames.call(top, "[scrollX, scrollY]")
        return self

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
        appeared = vanished = 0
        try:
            for frame_id, keys in self.keys.items():
                frame = tab.frames.get(frame_id)
                seen = await tab.frames.call(
                    frame, f"oc.ops.changesSince({self.marks[frame_id]}, {json.dumps(keys)})"
                )
                appeared += int(seen.get("appeared", 0))
                vanished += int(seen.get("vanished", 0))
            scroll = await tab.frames.call(await tab.frames.top_frame(), "[scrollX, scrollY]")
        except TabClosedError:
            raise
        except (ContextGoneError, BrowserError):
            return "the page (or one of its frames) was replaced"
        if appeared:
            return f"{appeared} new control{'s' if appeared > 1 else ''} appeared"
        if vanished:
            return f"{vanished} marked element{'s' if vanished > 1 else ''} vanished or hid"
        if next_uses_points and scroll != self.scroll:
            return "the page scrolled, so screenshot pixels no longer point where they did"
        return None
