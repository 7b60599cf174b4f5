"""Every frame of a tab, with its CDP channel, its isolated world and where it sits on screen.

Same-process frames share the page's CDP session; cross-origin frames that Chrome put in their own
process (out-of-process iframes) need a session of their own. Each frame gets an isolated world
named "opticlick" into which our page-side scripts are installed once per document. A frame's
offset (its viewport's top-left in the top viewport) and clip (the part of it that is on screen, in
its own coordinates) come from its owner <iframe> element, measured in the parent's world.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any

from playwright.async_api import Error as PlaywrightError

from opticlick_tui.browser.closed_roots import adopt_closed_roots, hear_closed_listeners
from opticlick_tui.browser.direct_session import send_direct_first
from opticlick_tui.browser.element_roles import read_element_roles
from opticlick_tui.browser.errors import BrowserError, CDPError, ContextGoneError, TabClosedError

if TYPE_CHECKING:
    from playwright.async_api import BrowserContext, Frame, Page

    from opticlick_tui.browser.cdp import CDPChannel
    from opticlick_tui.browser.target_relay import RelaySession, TargetRelay

WORLD_NAME = "opticlick"
MAX_FRAMES = 24
MAX_DEPTH = 4

Box = tuple[float, float, float, float]


class PageScriptError(BrowserError):
    pass


def package_script(package: str, name: str) -> str:
    return resources.files(package).joinpath(name).read_text(encoding="utf-8")


class WorldScripts:
    """The page-side scripts installed into every isolated world, in order."""

    def __init__(self) -> None:
        self._sources: list[tuple[str, str]] = []
        self.add("page_core.js", package_script("opticlick_tui.browser", "page_core.js"))
        self.add("element_ops.js", package_script("opticlick_tui.browser", "element_ops.js"))
        self.add("field_text.js", package_script("opticlick_tui.browser", "field_text.js"))

    def add(self, name: str, source: str) -> None:
        if any(existing == name for existing, _ in self._sources):
            return
        self._sources.append((name, source))
        digest = hashlib.sha1("".join(s for _, s in self._sources).encode()).hexdigest()[:12]
        self.bundle_id = digest
        self.bundle = (
            "\n;\n".join(s for _, s in self._sources) + f'\n;globalThis.__opticlick.bundle = "{digest}";'
        )


@dataclass
class FrameHandle:
    frame_id: str
    channel: CDPChannel
    parent_id: str | None
    url: str
    depth: int = 0
    offset: tuple[float, float] = (0.0, 0.0)
    clip: Box | None = None
    iso_ctx: int | None = None
    iso_unique: str | None = None  # the world's uniqueId: unlike iso_ctx, never reused by another context
    main_ctx: int | None = None
    children: list[str] = field(default_factory=list)

    @property
    def is_top(self) -> bool:
        return self.parent_id is None


@dataclass
class _SessionInfo:
    channel: CDPChannel
    root_frame_id: str
    parent_frame_id: str | None
    main_contexts: dict[str, int] = field(default_factory=dict)
    # Every live execution context on this channel, id -> uniqueId. Context ids restart in each
    # renderer process: after the tab swaps process (an error page, a cross-site navigation) an old
    # id can name another frame's context, even the page's own world.
    live: dict[int, str] = field(default_factory=dict)


class FrameMap:
    def __init__(
        self,
        page: Page,
        context: BrowserContext,
        top: CDPChannel,
        scripts: WorldScripts,
        make_channel,
        relay: Callable[[], TargetRelay | None] = lambda: None,
    ):
        self._page = page
        self._context = context
        self._scripts = scripts
        self._make_channel = make_channel
        self._top_info: _SessionInfo | None = None
        self._top_channel = top
        self._oopif: dict[Frame, _SessionInfo | None] = {}
        self._in_process_url: dict[Frame, str] = {}  # frames found in their parent's process, at this URL
        # Out-of-process frames Playwright does not list, reached through the browser session (by
        # target id, which is also the frame's id); looked for after a document said it has more
        # frames than the tree we read.
        self._relay = relay
        self._relayed: dict[str, tuple[_SessionInfo, RelaySession]] = {}
        self._scan_targets = False
        self._scanned = False  # the last refresh looked for them
        self.frames: dict[str, FrameHandle] = {}
        self.top_id: str | None = None
        # Worlds (by uniqueId) known to hold our scripts, and each child frame's <iframe> as a remote
        # object in its parent's world (by the world's uniqueId): a look re-measures a frame with one
        # call instead of three round trips (owner, resolve, measure).
        self._scripted: set[str] = set()
        self._owners: dict[str, tuple[str, str, CDPChannel]] = {}
        # Read the frame tree from Chrome even when Playwright lists no child frame: a page restored
        # from the back-forward cache comes back with its frames, which Playwright does not list.
        self._full_tree = False
        self.top_only = False  # the last refresh took the no-frames shortcut
        # Told when an out-of-process iframe's session opens or ends (settling counts its requests).
        self.on_session_opened: list[Callable[[CDPChannel], Awaitable[None]]] = []
        self.on_session_closed: list[Callable[[CDPChannel], None]] = []
        # The tab's own connection to its page (browser/direct_session.py), when open: our scripts
        # in the top target's frames run over it.
        self.direct: Callable[[], CDPChannel | None] = lambda: None

    # --- sessions -------------------------------------------------------------------------------
    async def _track_contexts(self, info: _SessionInfo) -> None:
        def created(event: dict[str, Any]) -> None:
            ctx = event.get("context", {})
            aux = ctx.get("auxData", {})
            info.live[ctx["id"]] = ctx.get("uniqueId", "")
            if aux.get("isDefault") and aux.get("frameId"):
                info.main_contexts[aux["frameId"]] = ctx["id"]

        def destroyed(event: dict[str, Any]) -> None:
            gone = event.get("executionContextId")
            if gone is not None:
                info.live.pop(gone, None)
            for frame_id, ctx_id in list(info.main_contexts.items()):
                if ctx_id == gone:
                    del info.main_contexts[frame_id]

        def cleared(_event: dict[str, Any]) -> None:
            info.main_contexts.clear()
            info.live.clear()

        info.channel.on("Runtime.executionContextCreated", created)
        info.channel.on("Runtime.executionContextDestroyed", destroyed)
        info.channel.on("Runtime.executionContextsCleared", cleared)
        await info.channel.send("Runtime.enable")

    async def _top_session(self) -> _SessionInfo:
        if self._top_info is None:
            tree = await self._top_channel.send("Page.getFrameTree")
            info = _SessionInfo(self._top_channel, tree["frameTree"]["frame"]["id"], None)
            await self._track_contexts(info)
            self._top_info = info
        return self._top_info

    async def _oopif_session(self, frame: Frame) -> _SessionInfo | None:
        if frame in self._oopif and (
            self._oopif[frame] is not None or self._in_process_url.get(frame) == frame.url
        ):
            return self._oopif[frame]
        try:
            session = await self._context.new_cdp_session(frame)
        except PlaywrightError:
            # Part of its parent's process for now: reached through the page session. A cross-origin
            # iframe starts in-process (about:blank) and moves to its own process when it navigates,
            # so the verdict holds only while the frame's URL stays the same.
            self._oopif[frame] = None
            self._in_process_url[frame] = frame.url
            return None
        channel = self._make_channel(session, f"frame {frame.url[:60]}")
        try:
            tree = await channel.send("Page.getFrameTree")
            target = await channel.send("Target.getTargetInfo")
            parent = target.get("targetInfo", {}).get("parentFrameId")
            info = _SessionInfo(channel, tree["frameTree"]["frame"]["id"], parent)
            await self._track_contexts(info)
        except BrowserError:
            await channel.detach()
            return None
        self._oopif[frame] = info
        for opened in self.on_session_opened:
            try:
                await opened(channel)
            except BrowserError:
                pass  # the frame went away meanwhile; its session is dropped on the next look
        return info

    async def _drop_session(self, info: _SessionInfo) -> None:
        for closed in self.on_session_closed:
            closed(info.channel)
        await info.channel.detach()

    async def watch_sessions(self) -> None:
        """Open a session for every out-of-process iframe there is now (and end those of frames
        that are gone), so whoever listens to them sees what the frames do."""
        if len(self._page.frames) > 1 or any(self._oopif.values()):
            await self._sessions()

    async def _sessions(self) -> list[_SessionInfo]:
        top = await self._top_session()
        sessions = [top]
        live = set(self._page.frames)
        for frame in list(self._oopif):
            if frame not in live or frame.is_detached():
                info = self._oopif.pop(frame)
                self._in_process_url.pop(frame, None)
                if info:
                    await self._drop_session(info)
        for frame in self._page.frames[1:]:
            info = await self._oopif_session(frame)
            if info:
                sessions.append(info)
        listed = {info.root_frame_id for info in sessions}
        for target_id, (info, relayed) in list(self._relayed.items()):
            if relayed.closed or target_id in listed:
                # Gone, or Playwright lists the frame again: its own session serves it.
                del self._relayed[target_id]
                await self._drop_session(info)
            else:
                sessions.append(info)
        return sessions

    async def _adopt_lost_frames(self, frames: dict[str, FrameHandle]) -> list[_SessionInfo]:
        """Attach to out-of-process frames of this page that no session reads: Chrome's iframe
        targets whose parent is a frame we have. Adds their trees to `frames`."""
        relay = self._relay()
        if relay is None:
            return []
        try:
            targets = await relay.iframe_targets()
        except BrowserError:
            return []
        adopted: list[_SessionInfo] = []
        tried: set[str] = set()
        # Frames of frames we adopt are found on the next pass (their parent is in `frames` then).
        while len(frames) < MAX_FRAMES * 2:
            lost = [
                t
                for t in targets
                if t.get("parentFrameId") in frames
                and t["targetId"] not in frames
                and t["targetId"] not in tried
            ]
            if not lost:
                break
            for target in lost:
                tried.add(target["targetId"])
                info = await self._relay_session(relay, target)
                if info is None:
                    continue
                try:
                    tree = await info.channel.send("Page.getFrameTree")
                except BrowserError:
                    self._relayed.pop(target["targetId"], None)
                    await self._drop_session(info)
                    continue
                _add_tree(frames, info, tree["frameTree"], False)
                adopted.append(info)
        return adopted

    async def _relay_session(self, relay: TargetRelay, target: dict[str, Any]) -> _SessionInfo | None:
        try:
            relayed = await relay.attach(target["targetId"])
        except BrowserError:
            return None  # gone meanwhile
        channel = self._make_channel(relayed, f"frame {target.get('url', '')[:60]}")
        info = _SessionInfo(channel, target["targetId"], target.get("parentFrameId"))
        try:
            await self._track_contexts(info)
        except BrowserError:
            await channel.detach()
            return None
        self._relayed[target["targetId"]] = (info, relayed)
        for opened in self.on_session_opened:
            try:
                await opened(channel)
            except BrowserError:
                pass
        return info

    # --- the frame tree ---------------------------------------------------------------------------
    async def refresh(self, max_frames: int = MAX_FRAMES, max_depth: int = MAX_DEPTH) -> list[FrameHandle]:
        """Re-read the frame tree, make sure every visible frame has an isolated world, and measure
        where each frame is on screen. Returns visible frames, top first."""
        sessions = await self._sessions()
        self.top_only = len(sessions) == 1 and len(self._page.frames) <= 1 and not self._full_tree
        if self.top_only:
            # A page without frames (most of them): nothing to read from Chrome, and the top frame's
            # clip is the whole viewport, which the page-side scripts read themselves (clip None).
            return self._top_only(sessions[0])
        trees = await asyncio.gather(
            *(s.channel.send("Page.getFrameTree") for s in sessions), return_exceptions=True
        )
        frames: dict[str, FrameHandle] = {}
        for info, tree in zip(sessions, trees, strict=True):
            if isinstance(tree, BaseException):
                if info is self._top_info:
                    raise tree
                relayed = self._relayed.pop(info.root_frame_id, None)
                if relayed is not None:
                    await self._drop_session(relayed[0])  # found again by the next scan if it lives
                continue
            _add_tree(frames, info, tree["frameTree"], info is self._top_info)
        self._scanned = self._scan_targets
        if self._scan_targets:
            self._scan_targets = False
            sessions.extend(await self._adopt_lost_frames(frames))
        for fid, handle in frames.items():
            known = self.frames.get(fid)
            if known is not None and known.channel is handle.channel:
                # Keep the world made for it last time (checked against Chrome's live contexts on
                # use): asking Chrome for it again costs a round trip per frame per look.
                handle.iso_ctx, handle.iso_unique = known.iso_ctx, known.iso_unique
        top = (await self._top_session()).root_frame_id
        self.top_id = top
        for handle in frames.values():
            if handle.parent_id and handle.parent_id in frames:
                frames[handle.parent_id].children.append(handle.frame_id)
        for info in sessions:
            for fid, ctx in info.main_contexts.items():
                if fid in frames and frames[fid].channel is info.channel:
                    frames[fid].main_ctx = ctx

        top_handle = frames[top]
        top_handle.clip = None  # the whole viewport
        visible = [top_handle]
        queue = [top_handle]
        while queue and len(visible) < max_frames:
            parent = queue.pop(0)
            if parent.depth >= max_depth:
                continue
            kids = [frames[c] for c in parent.children if c in frames]
            if kids and not await self._has_scripts(parent):
                continue
            measured = await asyncio.gather(
                *(self._place(parent, kid) for kid in kids), return_exceptions=True
            )
            for kid, ok in zip(kids, measured, strict=True):
                if ok is True and len(visible) < max_frames:
                    visible.append(kid)
                    queue.append(kid)
        self.frames = {f.frame_id: f for f in visible}
        self._forget_owners(set(frames))
        return visible

    def missed_frames(self, child_frames: dict[str, int]) -> bool:
        """Each document read says how many frames it has (by frame id): True when the last
        refresh read fewer, and the look should be taken again. A top document with frames after
        the no-frames shortcut (a page back from the back-forward cache): the frame tree is read
        from Chrome from now on. A document with more frames than its tree: out-of-process frames
        Playwright lost, looked for among Chrome's targets on the next refresh."""
        top = child_frames.get(self.top_id or "", 0)
        if top > 0 and self.top_only:
            self._full_tree = True
            self._scan_targets = True  # its out-of-process frames are not listed either
            return True
        if top == 0 and len(self._page.frames) <= 1:
            self._full_tree = False
        if self.top_only:
            return False
        short = any(
            count > len(self.frames[fid].children)
            for fid, count in child_frames.items()
            if fid in self.frames
        )
        if short:
            # Looked for already on this refresh: look again on the next one, without a second look now.
            self._scan_targets = True
            return not self._scanned
        return False

    def _top_only(self, info: _SessionInfo) -> list[FrameHandle]:
        top = info.root_frame_id
        known = self.frames.get(top)
        handle = FrameHandle(top, info.channel, None, self._page.main_frame.url)
        if known is not None and known.channel is info.channel:
            # Keep the world we already made for it (checked against Chrome's live contexts on use).
            handle.iso_ctx, handle.iso_unique = known.iso_ctx, known.iso_unique
        handle.main_ctx = info.main_contexts.get(top)
        self.top_id = top
        self.frames = {top: handle}
        if self._owners:
            self._forget_owners(set())
        return [handle]

    async def _has_scripts(self, frame: FrameHandle) -> bool:
        # Its children are measured by our script in its world: a document nothing has read yet
        # (a first observation right after a load) must get it first, or its frames go unseen.
        if f"{frame.iso_unique}:{self._scripts.bundle_id}" in self._scripted and self._world_alive(frame):
            return True
        try:
            await self.call(frame, "true")
        except TabClosedError:
            raise
        except BrowserError:
            return False  # the frame is between documents: its children are not on screen yet
        return True

    def _release(self, channel: CDPChannel, object_id: str) -> None:
        # Nothing waits on the release: it must not add a round trip to every observation.
        release = asyncio.ensure_future(channel.send("Runtime.releaseObject", {"objectId": object_id}))
        release.add_done_callback(lambda f: f.cancelled() or f.exception())

    def _forget_owners(self, keep: set[str]) -> None:
        for frame_id in [f for f in self._owners if f not in keep]:
            _, object_id, channel = self._owners.pop(frame_id)
            self._release(channel, object_id)

    async def _measure(self, parent: FrameHandle, object_id: str) -> dict[str, Any]:
        return await parent.channel.send(
            "Runtime.callFunctionOn",
            {
                "objectId": object_id,
                "functionDeclaration": "function(clip) { return globalThis.__opticlick.ops.frameBox(this, clip); }",
                "arguments": [{"value": list(parent.clip) if parent.clip else None}],
                "returnByValue": True,
            },
        )

    async def _place(self, parent: FrameHandle, child: FrameHandle) -> bool:
        """Measure the child's <iframe> in the parent; False when it is not on screen."""
        await self._ensure_world(parent)
        result = None
        kept = self._owners.get(child.frame_id)
        if kept is not None and kept[0] == parent.iso_unique and kept[2] is parent.channel:
            try:
                result = await self._measure(parent, kept[1])
            except CDPError:
                result = None  # the object went with its world: resolve the owner again
            if result is not None and "exceptionDetails" in result:
                result = None
        if result is None:
            if kept is not None:
                self._owners.pop(child.frame_id, None)
                self._release(kept[2], kept[1])
            owner = await parent.channel.send("DOM.getFrameOwner", {"frameId": child.frame_id})
            node = await parent.channel.send(
                "DOM.resolveNode",
                {"backendNodeId": owner["backendNodeId"], "executionContextId": parent.iso_ctx},
            )
            object_id = node["object"]["objectId"]
            try:
                result = await self._measure(parent, object_id)
            except BaseException:
                self._release(parent.channel, object_id)
                raise
            if parent.iso_unique:
                self._owners[child.frame_id] = (parent.iso_unique, object_id, parent.channel)
            else:
                self._release(parent.channel, object_id)
        box = result.get("result", {}).get("value")
        if not box or not box.get("visible"):
            return False
        cx, cy = box["content"][0], box["content"][1]
        vx0, vy0, vx1, vy1 = box["visible"]
        child.depth = parent.depth + 1
        child.offset = (parent.offset[0] + cx, parent.offset[1] + cy)
        child.clip = (vx0 - cx, vy0 - cy, vx1 - cx, vy1 - cy)
        await self._ensure_world(child)  # the kept world when it is still alive
        return True

    def get(self, frame_id: str) -> FrameHandle:
        handle = self.frames.get(frame_id)
        if handle is None:
            raise ContextGoneError(
                "That element's frame is gone (it navigated or was removed); observe again."
            )
        return handle

    async def top_frame(self) -> FrameHandle:
        """The top frame, reading the frame tree first when it has not been read yet."""
        if not self.top_id:
            await self.refresh(max_frames=1)
        return self.top

    @property
    def top(self) -> FrameHandle:
        if self.top_id is None or self.top_id not in self.frames:
            raise ContextGoneError("The page has not been read yet; observe first.")
        return self.frames[self.top_id]

    # --- running scripts ----------------------------------------------------------------------------
    def _infos(self) -> list[_SessionInfo]:
        infos = [self._top_info, *self._oopif.values(), *(info for info, _ in self._relayed.values())]
        return [info for info in infos if info is not None]

    def _session_of(self, frame: FrameHandle) -> _SessionInfo | None:
        for info in self._infos():
            if info.channel is frame.channel:
                return info
        return None

    def _world_alive(self, frame: FrameHandle) -> bool:
        info = self._session_of(frame)
        if info is None or frame.iso_ctx is None:
            return False
        if frame.iso_unique:
            return info.live.get(frame.iso_ctx) == frame.iso_unique
        return frame.iso_ctx in info.live

    async def _ensure_world(self, frame: FrameHandle, fresh: bool = False) -> None:
        if not fresh and self._world_alive(frame):
            return
        world = await frame.channel.send(
            "Page.createIsolatedWorld",
            {"frameId": frame.frame_id, "worldName": WORLD_NAME, "grantUniveralAccess": False},
        )
        frame.iso_ctx = world["executionContextId"]
        # Chrome announces the world (with its uniqueId) before it answers.
        info = self._session_of(frame)
        frame.iso_unique = (info.live.get(frame.iso_ctx) or None) if info else None

    @staticmethod
    def _world_param(frame: FrameHandle) -> dict[str, Any]:
        # By uniqueId when known: a stale numeric id could run our scripts in another context.
        if frame.iso_unique:
            return {"uniqueContextId": frame.iso_unique}
        return {"contextId": frame.iso_ctx}

    async def _evaluate(
        self, frame: FrameHandle, expression: str, await_promise: bool, timeout: float
    ) -> Any:
        params = {
            "expression": expression,
            **self._world_param(frame),
            "returnByValue": True,
            "awaitPromise": await_promise,
        }
        reply = await send_direct_first(
            self._direct_for(frame), frame.channel, "Runtime.evaluate", params, timeout
        )
        if "exceptionDetails" in reply:
            details = reply["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text", "script error")
            if "Execution context was destroyed" in text:
                raise ContextGoneError("The page navigated while it was being read; observe again.")
            raise PageScriptError(f"Page script failed: {text.splitlines()[0][:300]}")
        return reply.get("result", {}).get("value")

    async def call(
        self, frame: FrameHandle, expression: str, await_promise: bool = False, timeout: float = 30.0
    ) -> Any:
        """Evaluate `expression` in the frame's isolated world with our scripts installed; `oc` is
        bound to globalThis.__opticlick."""
        # The value comes back as one JSON string: CDP's own by-value conversion walks the result
        # property by property and costs ~5 ms more for a few hundred marks (7.3 against 2.0 ms for
        # 37 KB, measured), on every look.
        wrapped = (
            "(() => { const oc = globalThis.__opticlick; "
            f'if (!oc || oc.bundle !== "{self._scripts.bundle_id}") return \'{{"__install__": true}}\'; '
            f"const value = ({expression}); "
            'return value && typeof value.then === "function" ? value.then((v) => JSON.stringify(v)) '
            ": JSON.stringify(value); })()"
        )
        for attempt in range(3):
            await self._ensure_world(frame, fresh=attempt > 0)
            try:
                value = _parsed(await self._evaluate(frame, wrapped, await_promise, timeout))
            except ContextGoneError:
                if attempt == 2:
                    raise
                continue
            except CDPError as exc:
                # "Cannot find context with specified id": the world died with its document.
                if attempt == 2 or "context" not in exc.message.lower():
                    raise
                continue
            if isinstance(value, dict) and value.get("__install__"):
                await self._evaluate(frame, self._scripts.bundle, False, timeout)
                value = _parsed(await self._evaluate(frame, wrapped, await_promise, timeout))
            if frame.iso_unique:
                self._scripted.add(f"{frame.iso_unique}:{self._scripts.bundle_id}")
            return value
        raise ContextGoneError("The page kept navigating while it was being read; observe again.")

    def _main_context(self, frame: FrameHandle) -> int | None:
        """The frame's main-world context now. A handle can outlive its document: a look at a page
        with frames reads the top frame with last look's handle while the frame tree is re-read,
        and after a navigation that handle's context is gone (the probe then failed, and every
        element known only by its listener went unmarked on the first look at the new page)."""
        for info in self._infos():
            if info.channel is frame.channel:
                ctx = info.main_contexts.get(frame.frame_id)
                if ctx is not None:
                    return ctx
        return frame.main_ctx

    async def call_main_world(self, frame: FrameHandle, expression: str, timeout: float = 30.0) -> Any:
        """Evaluate in the page's own world with the DevTools command-line API (getEventListeners).
        Used only for the read-only listener probe."""
        params: dict[str, Any] = {
            "expression": expression,
            "returnByValue": True,
            "includeCommandLineAPI": True,
            "silent": True,
        }
        ctx = self._main_context(frame)
        if ctx is not None:
            params["contextId"] = ctx
        elif not frame.is_top and frame.channel is (self._top_info.channel if self._top_info else None):
            return None  # no known main world for this same-process frame yet
        reply = await frame.channel.send("Runtime.evaluate", params, timeout=timeout)
        if "exceptionDetails" in reply:
            return None
        return reply.get("result", {}).get("value")

    async def adopt_closed_roots(self, frame: FrameHandle) -> int:
        """Give the frame's isolated world the closed shadow roots of the hosts its last walk asked
        about (browser/closed_roots.py); how many it got."""
        await self._ensure_world(frame)
        if frame.iso_ctx is None:
            return 0
        iso_ctx = frame.iso_ctx
        return await self._over_direct_first(
            frame, lambda channel: adopt_closed_roots(channel, self._world_param(frame), iso_ctx)
        )

    async def hear_closed_listeners(self, frame: FrameHandle, kinds: list[tuple[int, list[str]]]) -> int:
        """Tell the frame's isolated world which elements in the closed roots its last walk asked
        about have listeners of these kinds (browser/closed_roots.py); how many it told."""
        await self._ensure_world(frame)
        if frame.iso_ctx is None:
            raise BrowserError("The frame has no isolated world to tell.")
        return await self._over_direct_first(
            frame, lambda channel: hear_closed_listeners(channel, self._world_param(frame), kinds)
        )

    async def read_element_roles(self, frame: FrameHandle) -> int:
        """Tell the frame's isolated world the roles and states the accessibility tree gives the
        custom elements its last walk asked about (browser/element_roles.py); how many had one."""
        await self._ensure_world(frame)
        if frame.iso_ctx is None:
            raise BrowserError("The frame has no isolated world to tell.")
        return await self._over_direct_first(
            frame, lambda channel: read_element_roles(channel, self._world_param(frame))
        )

    def _direct_for(self, frame: FrameHandle) -> CDPChannel | None:
        # The tab's own connection serves the top target's frames, whose world it names by uniqueId
        # (the same in every client's session), while it is open.
        return self.direct() if frame.iso_unique and frame.channel is self._top_channel else None

    async def _over_direct_first(
        self, frame: FrameHandle, run: Callable[[CDPChannel], Awaitable[int]]
    ) -> int:
        # A run of calls whose remote objects live in one session: over the tab's own connection
        # for the top target's frames (5x faster for a few hundred small calls than through
        # Playwright's driver: 120 -> 24 ms for 200 elements' listeners), all of it again over
        # Playwright's session when that connection ends under it (which says if the tab is gone).
        direct = self._direct_for(frame)
        if direct is not None:
            try:
                return await run(direct)
            except TabClosedError:
                pass
        return await run(frame.channel)

    async def object_for(self, frame: FrameHandle, expression: str) -> str | None:
        """Evaluate to a DOM node in the isolated world and return its remote objectId (or None)."""
        await self.call(frame, "true")
        reply = await frame.channel.send(
            "Runtime.evaluate",
            {
                "expression": f"(() => {{ const oc = globalThis.__opticlick; return ({expression}); }})()",
                **self._world_param(frame),
            },
        )
        obj = reply.get("result", {})
        if obj.get("subtype") == "node" and obj.get("objectId"):
            return obj["objectId"]
        return None

    async def close(self) -> None:
        infos = [info for info in self._oopif.values() if info]
        infos += [info for info, _ in self._relayed.values()]
        for info in infos:
            try:
                await self._drop_session(info)
            except TabClosedError:
                pass
        self._oopif.clear()
        self._relayed.clear()


def _add_tree(frames: dict[str, FrameHandle], info: _SessionInfo, root: dict[str, Any], is_top: bool) -> None:
    """Add one session's frame tree; the root of an out-of-process frame's tree hangs under its
    parent frame (from another session) and is read through this session."""

    def add(node: dict[str, Any], parent: str | None) -> None:
        fid = node["frame"]["id"]
        if fid not in frames:
            frames[fid] = FrameHandle(fid, info.channel, parent, node["frame"].get("url", ""))
        for child in node.get("childFrames", []):
            add(child, fid)

    add(root, None if is_top else info.parent_frame_id)
    if not is_top:
        frames[root["frame"]["id"]].channel = info.channel


# JSON.stringify writes a lone UTF-16 surrogate (half an emoji cut by a page's own script, or by
# a slice of its text) as an escape; Python would decode it into a string no UTF-8 writer takes
# (the store, the model's request, the terminal). Each one becomes U+FFFD; an escaped backslash
# before the "u" (even count) is text, not an escape.
_LONE_SURROGATE = re.compile(r"(?<!\\)((?:\\\\)*)\\u[dD][89a-fA-F][0-9a-fA-F]{2}")


def _parsed(value: Any) -> Any:
    """A value our wrapper returned as JSON (None stays None: the script returned undefined)."""
    if not isinstance(value, str):
        return value
    if "\\u" in value:
        value = _LONE_SURROGATE.sub(r"\1\\ufffd", value)
    return json.loads(value)
