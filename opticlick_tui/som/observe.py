"""observe(): one look at the agent's tab, the way the model will see it.

Per frame: collect (isolated world) -> listener probe (main world, read-only) -> finish (isolated
world). All frames run concurrently, and so does the screenshot, which Chrome's compositor takes
while the renderer runs discovery; drawing happens once both are in.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import time
from collections.abc import Awaitable
from importlib import resources
from typing import Any

from PIL import Image

from opticlick_tui.browser.errors import BrowserError, ContextGoneError, TabClosedError
from opticlick_tui.browser.frames import FrameHandle
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.tab import Tab
from opticlick_tui.config import ObserveSettings
from opticlick_tui.som.draw import Placement, annotate, place_badges
from opticlick_tui.som.ids import MarkIds
from opticlick_tui.som.model import FrameSummary, Mark, Observation, ScrollPosition, TabSummary
from opticlick_tui.som.place_names import count_places_as_read
from opticlick_tui.som.reading_order import reading_order
from opticlick_tui.som.shot_ahead import PreparedShot, still_shows, walk_opts

log = logging.getLogger(__name__)

NAMING_JS = resources.files("opticlick_tui.som").joinpath("naming.js").read_text(encoding="utf-8")
VERDICTS_JS = resources.files("opticlick_tui.som").joinpath("verdicts.js").read_text(encoding="utf-8")
DISCOVER_JS = resources.files("opticlick_tui.som").joinpath("discover.js").read_text(encoding="utf-8")
PROBE_JS = resources.files("opticlick_tui.som").joinpath("listener_probe.js").read_text(encoding="utf-8")
# Which listeners make an element a target, as [bit, event types]: 1 press/click, 2 hover, 4
# drag/drop (the kinds the listener probe and the closed-root listener query report). Not touch
# listeners: a mouse never fires them, and one alone is a swipe area (a carousel, a tab bar that
# scrolls), where a click does nothing.
LISTENER_KINDS: list[tuple[int, list[str]]] = [
    (
        1,
        [
            "click",
            "mousedown",
            "mouseup",
            "pointerdown",
            "pointerup",
            "dblclick",
            "contextmenu",
        ],
    ),
    (2, ["mouseenter", "mouseover", "pointerenter", "pointerover"]),
    (4, ["drop", "dragover", "dragenter"]),
    # Where a drag starts: a target only on what can be dragged (som/discover.js ownKinds).
    (32, ["dragstart", "drag"]),
    # A click of its own (also counted in 1): a box with a move or grab cursor that also listens for
    # clicks opens on a click, one that listens only for presses is dragged.
    (16, ["click", "dblclick"]),
    # A press that starts a click or is one (not a release alone: a text's mouseup that reads what
    # was selected in it, for a highlight menu).
    (64, ["click", "dblclick", "mousedown", "pointerdown", "contextmenu"]),
    # The wheel: alone no target (a scroller's own handling); beside presses, a surface dragged to
    # pan and wheeled to zoom (a map, d3's zoom), whose drawn pieces are not handed its clicks.
    (128, ["wheel", "mousewheel"]),
    # A click proper, apart from a double click (som/discover.js: a pan-and-zoom drawing hears
    # double clicks, not clicks).
    (256, ["click"]),
]
NO_MARK_RETRIES = 3
# Fewer elements than this and no marks: the page has not rendered yet.
BARE_PAGE_ELEMENTS = 12


async def _nothing() -> None:
    return None


class Observer:
    def __init__(
        self, session: BrowserSession, settings: ObserveSettings | None = None, capture_format: str = "png"
    ):
        self.session = session
        self.settings = settings or ObserveSettings()
        self.capture_format = capture_format
        self._ids: dict[int, MarkIds] = {}
        self._dialogs_seen: dict[int, int] = {}
        self._placed: dict[int, tuple[Any, Placement]] = {}
        # Per tab, per frame: the last discovery result the page sent (a reused walk sends only the
        # marks whose states changed since; see _full_result).
        self._sent: dict[int, dict[str, dict[str, Any]]] = {}
        # Per tab: the marks built last look, by the dict each came from (that dict, its frame and
        # place, the mark before numbering), and the reading order they were put in.
        self._built: dict[int, dict[int, tuple[dict[str, Any], tuple[int, str, float, float], Mark]]] = {}
        self._order: dict[int, list[int]] = {}
        self._preparing: dict[int, asyncio.Future[None]] = {}  # per tab: a walk begun before a look
        self._hooked: dict[int, Tab] = {}  # tabs whose settles start such walks (prepare_on_quiet)
        self._shots: dict[int, PreparedShot] = {}  # per tab: the screenshot taken beside that walk
        session.scripts.add("naming.js", NAMING_JS)
        session.scripts.add("verdicts.js", VERDICTS_JS)
        session.scripts.add("discover.js", DISCOVER_JS)

    def prepare_on_quiet(self, tab: Tab) -> None:
        """Have `tab` read by discovery whenever a wait for it to settle sees it go quiet (Tab.on_quiet),
        so the look that follows the wait finds the walk done and reuses it when nothing changed."""
        tab.on_quiet = lambda: self.prepare_soon(tab)
        self._hooked[tab.id] = tab

    def stop_preparing(self) -> None:
        """No more walks ahead of a look (the run ended: the user has the browser back)."""
        for tab in self._hooked.values():
            tab.on_quiet = None
        self._hooked.clear()
        for task in self._preparing.values():
            task.cancel()
        self._preparing.clear()
        for shot in self._shots.values():
            shot.drop()
        self._shots.clear()

    def prepare_soon(self, tab: Tab) -> None:
        """Walk `tab`'s frames now, in the background (one walk at a time per tab). The page keeps
        the walk and this observer its marks; a look while it runs waits for it first."""
        running = self._preparing.get(tab.id)
        if running is not None and not running.done():
            return
        task = asyncio.ensure_future(self._prepare(tab))
        task.add_done_callback(lambda f: f.cancelled() or f.exception())
        self._preparing[tab.id] = task

    async def _prepare(self, tab: Tab) -> None:
        # The screenshot is taken beside the walk, as a look takes it; one already taken beside the
        # last walk still stands when this walk finds nothing changed since (a second wait on a
        # quiet page), so it is only taken again when the page moved.
        held = self._shots.pop(tab.id, None)
        capture: asyncio.Future[tuple[bytes, Image.Image]] | None = None
        if held is None:
            capture = asyncio.ensure_future(self._capture(tab))
            capture.add_done_callback(lambda f: f.cancelled() or f.exception())  # when left unused
        try:
            frames = await tab.frames.refresh()
            budget = self.settings.time_budget_ms
            results = await asyncio.gather(
                *(self._discover_frame(tab, f, budget) for f in frames), return_exceptions=True
            )
            walked = [r for r in results if isinstance(r, dict) and isinstance(r.get("seq"), int)]
            if len(walked) == len(frames):
                self._marks_in_order(tab, frames, list(walked))  # built now, copied by the look
                if held is not None and held.walked_again_unchanged(frames, walked):
                    capture, held = held.capture, None
                elif capture is None:
                    capture = asyncio.ensure_future(self._capture(tab))
                    capture.add_done_callback(lambda f: f.cancelled() or f.exception())
                self._shots[tab.id] = PreparedShot(
                    capture, [(f, r["seq"]) for f, r in zip(frames, walked, strict=True)]
                )
                capture = None
        except BrowserError as exc:
            # Only a head start: the look itself reads the page as it always does.
            log.debug("walk before the look failed: %s", exc)
        finally:
            # A picture that no walk stands beside is not kept.
            if capture is not None:
                capture.cancel()
            if held is not None:
                held.drop()

    async def observe(self, tab: Tab | None = None, draw: bool = True) -> Observation:
        tab = tab or self.session.agent_tab
        for attempt in range(3):
            try:
                return await self._observe_once(tab, draw)
            except ContextGoneError:
                if attempt == 2:
                    raise
                await asyncio.sleep(0.2)
        raise AssertionError("unreachable")

    async def observe_until_marked(self, tab: Tab | None = None, draw: bool = True) -> Observation:
        """Observe; when a page shows no marks and has almost no content yet (still rendering, a
        blank interstitial), look again up to three times, 1.5 s x n apart. A page that is simply
        scrolled to text with no controls in view is not retried."""
        obs = await self.observe(tab, draw)
        for n in range(1, NO_MARK_RETRIES + 1):
            if (
                obs.marks
                or sum(f.walked for f in obs.frames) >= BARE_PAGE_ELEMENTS
                # Scrolled, or taller than the window: the page has rendered; this part of it is
                # simply text with nothing to click (a valid observation, not a page still loading).
                or obs.scroll.y > 0
                or obs.scroll.height > obs.scroll.view_height * 1.2
                or not obs.url.startswith("http")
            ):
                break
            await asyncio.sleep(1.5 * n)
            obs = await self.observe(tab, draw)
        return obs

    async def _observe_once(self, tab: Tab, draw: bool, again: bool = False) -> Observation:
        t0 = time.perf_counter()
        budget = self.settings.time_budget_ms
        # A walk begun while the page settled: the page is read one walk at a time; this look
        # reuses that one when nothing changed since it began, and the screenshot taken beside it.
        running = self._preparing.pop(tab.id, None)
        if running is not None and not running.done():
            await asyncio.wait({running})
        held = self._shots.pop(tab.id, None)
        if held is not None:
            try:
                still = await still_shows(tab, held, budget, self.settings.max_marks)
            except BaseException:
                held.drop()
                raise
            if not still:
                held.drop()
                held = None
        # Otherwise the screenshot is taken by Chrome's compositor while the renderer runs
        # discovery, so the two overlap and an observation costs little more than the screenshot
        # alone; it is decoded in a thread as soon as it arrives, while the badges are placed here.
        capture = held.capture if held is not None else asyncio.ensure_future(self._capture(tab))
        # A page with frames: the top frame (the same one as last time, in the common case) is read
        # while the frame tree is re-read and its children measured, which takes round trips of its
        # own; a different top frame after the refresh (a navigation) is read again.
        early = None
        last_top = tab.frames.frames.get(tab.frames.top_id or "")
        if last_top is not None and len(tab.frames.frames) > 1:
            early = asyncio.ensure_future(self._discover_frame(tab, last_top, budget))
            early.add_done_callback(lambda f: f.cancelled() or f.exception())  # when left unused
        try:
            frames = await tab.frames.refresh()
        except BaseException:
            capture.cancel()
            if early is not None:
                early.cancel()
            raise
        t_frames = time.perf_counter()
        try:
            reuse_top = early is not None and last_top is not None and frames[0].frame_id == last_top.frame_id
            if early is not None and not reuse_top:
                early.cancel()
            rest = frames[1:] if reuse_top else frames
            jobs: list[Awaitable[dict[str, Any]]] = [self._discover_frame(tab, f, budget) for f in rest]
            if reuse_top and early is not None:
                jobs.insert(0, early)
            results = await asyncio.gather(*jobs, return_exceptions=True)
        except BaseException:
            capture.cancel()
            if early is not None:
                early.cancel()
            raise
        t_discovered = time.perf_counter()

        # Only the frames of this look keep their last result (frames come and go: ads, embeds).
        kept = self._sent.get(tab.id, {})
        self._sent[tab.id] = {f.frame_id: kept[f.frame_id] for f in frames if f.frame_id in kept}
        top_result = results[0]
        if isinstance(top_result, BaseException):
            capture.cancel()
            raise top_result
        child_frames = {
            frame.frame_id: int(result.get("child_frames") or 0)
            for frame, result in zip(frames, results, strict=True)
            if not isinstance(result, BaseException)
        }
        if tab.frames.missed_frames(child_frames) and not again:
            # Frames Playwright does not list (a page back from the back-forward cache, a lost
            # out-of-process frame): look again, reading the frame tree and targets from Chrome.
            capture.cancel()
            return await self._observe_once(tab, draw, again=True)
        if held is not None and not held.walked_again_unchanged(frames, results):
            # The page moved between the check and the walk (or a frame came or went): this look's
            # own screenshot, taken now, goes with this walk.
            held.drop()
            held = None
            capture = asyncio.ensure_future(self._capture(tab))
        # The tab list costs a round trip per tab (titles): asked now, while the capture is in flight.
        tab_infos = asyncio.ensure_future(self.session.tab_infos())
        tab_infos.add_done_callback(lambda f: f.cancelled() or f.exception())  # when left unused
        ids = self._ids.setdefault(tab.id, MarkIds())
        fresh_document = ids.begin(top_result["token"])

        # Numbers are given once the marks are in reading order (below); a mark's number is known
        # by its frame's document token.
        marks, place_runs, tokens, summaries, cut = self._marks_in_order(tab, frames, results)
        count_places_as_read(marks, lambda m: place_runs.get(id(m)))
        for mark in marks:
            mark.id, is_new = ids.assign(mark.frame_id, tokens[mark.frame_id], mark.key)
            mark.new = is_new and not fresh_document
        scroll = top_result.get("scroll") or {}
        placement = None
        if draw and scroll.get("view_width"):
            # The screenshot is the viewport at the device pixel ratio: its size is known already.
            dpr = float(top_result.get("dpr") or 1.0)
            size = (round(scroll["view_width"] * dpr), round(scroll["view_height"] * dpr))
            scale = size[0] / float(scroll["view_width"])
            # Placement depends only on the marks, the size and the scale: a look that found the
            # same marks in the same places (nothing moved) places them as the last one did.
            key = (size, scale, tuple((m.id, m.box) for m in marks))
            last = self._placed.get(tab.id)
            if last is not None and last[0] == key:
                placement = last[1]
            else:
                placement = place_badges(marks, size, scale)
                self._placed[tab.id] = (key, placement)
        t_placed = time.perf_counter()
        try:
            try:
                shot, clean = await capture
            except BrowserError as exc:
                if held is None or isinstance(exc, TabClosedError):
                    raise
                # The screenshot taken ahead failed where this look's own may not (it is the
                # screenshot the look would have taken itself, only earlier).
                held = None
                shot, clean = await self._capture(tab)
        except BaseException:
            tab_infos.cancel()
            raise
        t_captured = time.perf_counter()
        if scroll.get("view_width"):
            viewport = (float(scroll["view_width"]), float(scroll["view_height"]))
        else:
            viewport = (float(clean.width), float(clean.height))
        scale = clean.width / viewport[0] if viewport[0] else 1.0
        annotated = annotate(clean, marks, scale, placement) if draw else None
        t_drawn = time.perf_counter()

        seen = self._dialogs_seen.get(tab.id, 0)
        dialogs = [d.describe() for d in tab.dialogs[seen:]]
        self._dialogs_seen[tab.id] = len(tab.dialogs)
        tabs = [TabSummary(id=t.id, url=t.url, title=t.title, is_agent=t.is_agent) for t in await tab_infos]
        walked = sum(s.walked for s in summaries)
        covered = [c for r in results if isinstance(r, dict) for c in r.get("covered") or []]
        note = None
        if cut:
            note = (
                f"the page is very large ({walked} elements read); only the first {len(marks)} marks are listed. "
                "Scroll or use get_page_text to see more."
            )
        obs = Observation(
            url=top_result.get("url") or tab.url,
            title=top_result.get("title", ""),
            tab_id=tab.id,
            tabs=tabs,
            viewport=viewport,
            scroll=ScrollPosition(**scroll),
            marks=marks,
            modal=top_result.get("modal"),
            covered=[
                f"{c['count']} control{'s' if c['count'] > 1 else ''} covered by {c['by']}" for c in covered
            ],
            screen_text=top_result.get("screen_text") or None,
            dialogs=dialogs,
            frames=summaries,
            cut=cut,
            note=note,
            image_size=clean.size,
            timings_ms={
                "frames": round((t_frames - t0) * 1000, 1),
                "discovery": round((t_discovered - t_frames) * 1000, 1),
                "place": round((t_placed - t_discovered) * 1000, 1),
                "capture_wait": round((t_captured - t_placed) * 1000, 1),
                "draw": round((t_drawn - t_captured) * 1000, 1),
                "total": round((t_drawn - t0) * 1000, 1),
                # The screenshot taken while the page settled (shot_ahead.py): how much older than the look.
                **({"shot_age": held.age_ms(t0)} if held is not None else {}),
            },
        )
        obs.attach_images(shot, self.capture_format, clean, annotated)
        return obs

    async def _capture(self, tab: Tab) -> tuple[bytes, Image.Image]:
        shot = await tab.capture(self.capture_format)
        return shot, await asyncio.to_thread(self._decode, shot)

    def _decode(self, shot: bytes) -> Image.Image:
        clean = Image.open(io.BytesIO(shot))
        if self.capture_format == "jpeg":
            clean.draft("RGB", clean.size)
        clean.load()
        return clean

    async def _discover_frame(self, tab: Tab, frame: FrameHandle, budget_ms: int) -> dict[str, Any]:
        # A walk that met elements which may host a closed shadow root (custom elements, empty drawn
        # boxes; each asked about once) has their roots adopted, and walks again when it got any: a
        # root inside a closed root takes one more round.
        for _ in range(3):
            found, hosts = await self._walk_frame(tab, frame, budget_ms)
            if not hosts:
                break
            try:
                if not await tab.frames.adopt_closed_roots(frame):
                    break
            except TabClosedError:
                raise
            except BrowserError as exc:
                # A bonus like the listener probe: the walk's marks stand without the closed roots.
                log.debug("closed shadow roots not adopted: %s", exc)
                break
        return found

    async def _probe_main_world(
        self, tab: Tab, frame: FrameHandle, collected: dict[str, Any], budget_ms: int
    ) -> dict[str, Any]:
        listeners: dict[str, Any] = {"hits": [], "through": -1}
        if not collected.get("probe"):
            return listeners
        try:
            found = await tab.frames.call_main_world(
                frame,
                f"({PROBE_JS})({json.dumps(collected['probe'])}, {json.dumps(collected['skip_tags'])}, "
                f"{json.dumps(collected.get('pruned', []))}, {json.dumps(collected.get('kids', []))}, "
                f"{max(100, budget_ms - float(collected.get('ms') or 0))}, {json.dumps(LISTENER_KINDS)})",
            )
        except TabClosedError:
            raise
        except BrowserError as exc:
            # The probe is a bonus: a page that breaks it still gets its tag/role marks. Said in
            # the debug log: a probe failing on every look hides every listener-only target.
            log.debug("listener probe failed: %s", exc)
            return listeners
        return found if isinstance(found, dict) else listeners

    async def _hear_closed_roots(self, tab: Tab, frame: FrameHandle) -> None:
        """Tell the world the listeners of what its walk asked about inside closed roots; what
        could not be read stays unknown, to be asked again next look."""
        try:
            await tab.frames.hear_closed_listeners(frame, LISTENER_KINDS)
        except TabClosedError:
            raise
        except BrowserError as exc:
            log.debug("listeners in closed shadow roots not read: %s", exc)

    async def _read_element_roles(self, tab: Tab, frame: FrameHandle) -> None:
        """Tell the world what the accessibility tree says of the custom elements its walk asked
        about (ElementInternals roles); without it they stay marked by their focus or listener."""
        try:
            await tab.frames.read_element_roles(frame)
        except TabClosedError:
            raise
        except BrowserError as exc:
            log.debug("roles of custom elements not read: %s", exc)

    async def _walk_frame(self, tab: Tab, frame: FrameHandle, budget_ms: int) -> tuple[dict[str, Any], int]:
        finish_opts: dict[str, Any] = {"max_marks": self.settings.max_marks, "budget_ms": budget_ms}
        last = self._sent.get(tab.id, {}).get(frame.frame_id)
        if last is not None:
            finish_opts["have"] = [last["token"], last.get("seq")]
        opts = {
            **walk_opts(frame, budget_ms, self.settings.max_marks),
            "finish": finish_opts,  # used when there is nothing to probe
        }
        # A walk that reads the page again starts after the renderer's next frame (discover.js): the
        # screenshot in flight waits for that frame, and a walk started at once held it back.
        collected = await tab.frames.call(
            frame, f"oc.discover.collect({json.dumps(opts)})", await_promise=True
        )
        if not isinstance(collected, dict):
            raise BrowserError("discovery returned nothing")
        hosts = int(collected.get("hosts") or 0)
        if isinstance(collected.get("finished"), dict):
            return self._full_result(tab, frame, collected["finished"], last), hosts
        # Listeners of what the walk could not tell by itself: the main world's probe (open trees)
        # and DevTools (closed roots), at once; and the roles of custom elements that only the
        # accessibility tree knows.
        main, _, _ = await asyncio.gather(
            self._probe_main_world(tab, frame, collected, budget_ms),
            self._hear_closed_roots(tab, frame) if collected.get("closed_probe") else _nothing(),
            self._read_element_roles(tab, frame) if collected.get("internals") else _nothing(),
        )
        finish_opts["listeners"] = main
        finished = await tab.frames.call(
            frame, f"oc.discover.finish({json.dumps(finish_opts)})", await_promise=True
        )
        if not isinstance(finished, dict) or finished.get("token") != collected.get("token"):
            raise ContextGoneError("The page navigated while it was being read; observe again.")
        return self._full_result(tab, frame, finished, last), hosts

    def _marks_in_order(
        self, tab: Tab, frames: list[FrameHandle], results: list[Any]
    ) -> tuple[list[Mark], dict[int, tuple[int, int]], dict[str, str], list[FrameSummary], bool]:
        """The frames' marks in reading order, not numbered yet; with the run each place-named mark
        counts in (by id(mark)), each frame's document token, the frames' summaries, and whether the
        list was cut. What is built is kept for the next look: the same dicts (a reused walk)
        give copies of the same marks in the same order."""
        marks: list[Mark] = []
        holders: dict[int, list[tuple[int, int]]] = {}  # by id(mark), for reading order
        within: dict[int, Mark] = {}  # by id(mark): the mark it is inside of
        layers: dict[int, tuple[int, int]] = {}  # by id(mark): the layer over the page it is in
        opened_by: dict[int, Mark] = {}  # by id(mark): the mark that opened the layer it is in
        place_runs: dict[int, tuple[int, int]] = {}  # by id(mark): the run its "2 of 5" counts in
        # By id(mark): the first line of words broken over lines, where they are read.
        first_lines: dict[int, tuple[float, float, float, float]] = {}
        tokens: dict[str, str] = {}
        summaries: list[FrameSummary] = []
        built = self._built.get(tab.id, {})
        now_built: dict[int, tuple[dict[str, Any], tuple[int, str, float, float], Mark]] = {}
        rebuilt = False
        cut = False
        max_marks = self.settings.max_marks
        for index, (frame, result) in enumerate(zip(frames, results, strict=True)):
            if isinstance(result, BaseException):
                if isinstance(result, TabClosedError):
                    raise result
                summaries.append(FrameSummary(index=index, url=frame.url, offset=frame.offset))
                continue
            cut = cut or bool(result.get("cut"))
            ox, oy = frame.offset
            count = 0
            tokens[frame.frame_id] = result["token"]
            frame_marks: list[Mark] = []
            raws = result.get("marks", [])
            for raw in raws:
                if len(marks) >= max_marks:
                    cut = True
                    break
                # A mark the page sent again unchanged (the same dict: see _full_result) is a copy
                # of the one built from it last look, before numbering.
                place = (index, frame.frame_id, ox, oy)
                known = built.get(id(raw))
                if known is not None and known[0] is raw and known[1] == place:
                    now_built[id(raw)] = known
                    mark = known[2].model_copy()
                else:
                    mark = self._mark_of(raw, frame, index)
                    now_built[id(raw)] = (raw, place, mark.model_copy())
                    rebuilt = True
                # The page's boxes that hold it, named per frame; a frame holds all of its marks.
                holders[id(mark)] = [(index, h) for h in raw.get("holders") or []] + (
                    [(index, -1)] if index else []
                )
                if isinstance(raw.get("layer"), int):
                    layers[id(mark)] = (index, raw["layer"])
                if isinstance(raw.get("place_run"), int):
                    place_runs[id(mark)] = (index, raw["place_run"])
                if isinstance(raw.get("first_line"), list) and len(raw["first_line"]) == 4:
                    fx0, fy0, fx1, fy1 = raw["first_line"]
                    first_lines[id(mark)] = (fx0 + ox, fy0 + oy, fx1 + ox, fy1 + oy)
                frame_marks.append(mark)
                marks.append(mark)
                count += 1
            for mark, raw in zip(frame_marks, raws, strict=False):
                around = raw.get("within")
                if isinstance(around, int) and 0 <= around < len(frame_marks):
                    within[id(mark)] = frame_marks[around]
                opener = raw.get("opened_by")
                if isinstance(opener, int) and 0 <= opener < len(frame_marks):
                    opened_by[id(mark)] = frame_marks[opener]
            summaries.append(
                FrameSummary(
                    index=index,
                    url=frame.url,
                    offset=frame.offset,
                    marks=count,
                    walked=int(result.get("walked", 0)),
                    cut=bool(result.get("cut")),
                    reused=bool(result.get("reused")),
                    undrawn=bool(result.get("undrawn")),
                )
            )

        self._built[tab.id] = now_built
        # Reading order (see reading_order), so the list reads like the page; numbers are given in
        # that order too, so a new page's list counts up from 1 as it reads (an element keeps its
        # number from look to look; new ones follow in reading order). The same marks as last
        # look, from the same dicts in the same places, are in the same order.
        last_order = self._order.get(tab.id)
        if not rebuilt and last_order is not None and len(last_order) == len(marks):
            marks = [marks[k] for k in last_order]
        else:
            position = {id(m): k for k, m in enumerate(marks)}
            marks = reading_order(
                marks,
                lambda m: first_lines.get(id(m), m.box),
                lambda m: holders.get(id(m), ()),
                lambda m: within.get(id(m)),
                lambda m: layers.get(id(m)),
                lambda m: opened_by.get(id(m)),
            )
            self._order[tab.id] = [position[id(m)] for m in marks]
        return marks, place_runs, tokens, summaries, cut

    @staticmethod
    def _mark_of(raw: dict[str, Any], frame: FrameHandle, index: int) -> Mark:
        ox, oy = frame.offset
        x0, y0, x1, y1 = raw["box"]
        px, py = raw["point"]
        data = {
            k: v
            for k, v in raw.items()
            if k
            not in (
                "box",
                "point",
                "key",
                "holders",
                "within",
                "layer",
                "opened_by",
                "place_run",
                "first_line",
            )
        }
        return Mark(
            id=0,
            key=raw["key"],
            frame_id=frame.frame_id,
            frame=index,
            box=(round(x0 + ox, 1), round(y0 + oy, 1), round(x1 + ox, 1), round(y1 + oy, 1)),
            point=(round(px + ox, 1), round(py + oy, 1)),
            **data,
        )

    def _full_result(
        self, tab: Tab, frame: FrameHandle, result: dict[str, Any], last: dict[str, Any] | None
    ) -> dict[str, Any]:
        """The result with all of its marks: one that says it is the last one sent (`same_as`) with a
        few marks' states changed gets the others from that one. It is kept for the next look."""
        if "same_as" in result:
            if (
                last is None
                or last.get("seq") != result["same_as"]
                or last.get("token") != result.get("token")
            ):
                # The page answered for results this observer does not hold (it only does so when
                # told it holds them): nothing to build the marks from.
                raise ContextGoneError(
                    "The page's marks could not be matched with the last look; observe again."
                )
            marks = list(last["marks"])
            for index, mark in result.get("changed") or []:
                marks[index] = mark
            result = {**result, "marks": marks}
        if isinstance(result.get("seq"), int) and isinstance(result.get("marks"), list):
            self._sent.setdefault(tab.id, {})[frame.frame_id] = result
        return result
