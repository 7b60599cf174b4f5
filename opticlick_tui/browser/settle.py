"""When a page has finished reacting: settle on what the page does, not on a fixed wait.

Three signals, read together every few milliseconds:
- navigation: the top frame started loading (Page.frameStartedLoading) and has not stopped, or the
  document is not `complete` yet;
- network: requests in flight that started less than LONG_LIVED_S ago, in the tab and in its
  out-of-process iframes (each has a CDP session of its own; streams, long polls and sockets that
  never end are not waited for);
- the DOM: time since the last mutation, from the MutationObserver page_core.js keeps per document,
  and the time its running CSS transitions and animations have left (short, finite ones only).

Once nothing is pending the page is settled when its DOM has not changed for the quiet window and
no request has started or ended for a shorter one (STILL_MS: what a response brings is drawn within
a few ms, as a DOM change). A document that has not changed at all since we began watching it (one
that just loaded) needs only the short window. After an action the page is also watched at least STILL_MS from the
action's end, so an effect that lands a few ms after a click is seen; a page that did nothing costs
only that floor. A page whose DOM keeps changing while nothing
is pending (a live price, a clock, an animation) is "live": the wait ends after `live_ms` instead
of running to the cap. Every outcome is recorded and says why the wait ended.
"""

from __future__ import annotations

import asyncio
import itertools
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.cdp import CDPChannel
from opticlick_tui.browser.errors import BrowserError, ContextGoneError, TabClosedError

if TYPE_CHECKING:
    from opticlick_tui.browser.tab import Tab

QUIET_MS = 100  # nothing pending and the page has not moved for this long: settled
# After an action, the page is watched at least this long from the action's end: a click handler's
# timer or next-frame work lands within it. When nothing moved, this is all an action costs.
STILL_MS = 50
# Times a wait may call the tab's on_quiet hook: once when the page goes quiet, once more if it
# moved again after that (the first reading was then out of date); a page that keeps moving gets no more.
QUIET_CALLS = 2
LIVE_MS = 600  # nothing pending but the DOM never rests for QUIET_MS: a live page, stop here
# A page whose fades and slides run on (one after another) ends the wait after this instead.
MOTION_LIVE_MS = 2000
CAP_MS = 5000
LONG_LIVED_S = 2.5  # a request older than this is a stream or long poll, not the page loading
POLL_S = 0.025
# Requests that never finish by design (or do not change what the page shows).
IGNORED_TYPES = {"EventSource", "WebSocket", "Ping", "CSPViolationReport", "Preflight", "Prefetch", "Media"}


@dataclass
class NetworkWatch:
    """Requests in flight in one tab, from the Network events of its own CDP channel and of the
    channels of its out-of-process iframes (whose requests the tab's channel never sees)."""

    # (channel name, request id) -> (t, type, url): request ids are only unique per renderer.
    inflight: dict[tuple[str, str], tuple[float, str, str]] = field(default_factory=dict)
    top_loading: bool = False
    top_frame_id: str | None = None
    navigations: int = 0
    window_opens: int = 0  # Page.windowOpen: this tab asked for a new tab or window
    popups: int = 0  # of those, opened without a user gesture (a page's own popup, e.g. on load)
    last_activity: float = 0.0
    _frame_handlers: dict[int, list[tuple[str, Any]]] = field(default_factory=dict)

    def attach(self, channel: CDPChannel) -> None:
        self._watch_requests(channel, "")
        channel.on("Page.frameStartedLoading", self._frame_started)
        channel.on("Page.frameStoppedLoading", self._frame_stopped)
        channel.on("Page.frameNavigated", self._frame_navigated)
        channel.on("Page.windowOpen", self._window_open)

    def _watch_requests(self, channel: CDPChannel, tag: str) -> list[tuple[str, Any]]:
        handlers: list[tuple[str, Any]] = [
            ("Network.requestWillBeSent", lambda e: self._sent(e, tag)),
            ("Network.loadingFinished", lambda e: self._done(e, tag)),
            ("Network.loadingFailed", lambda e: self._done(e, tag)),
        ]
        for name, handler in handlers:
            channel.on(name, handler)
        return handlers

    async def enable(self, channel: CDPChannel) -> None:
        # No body buffering: we only count requests.
        await channel.send("Network.enable", {"maxTotalBufferSize": 0, "maxResourceBufferSize": 0})
        tree = await channel.send("Page.getFrameTree")
        self.top_frame_id = tree["frameTree"]["frame"]["id"]

    async def watch_frame_session(self, channel: CDPChannel) -> None:
        """Count the requests of an out-of-process iframe (its own CDP session) too."""
        if id(channel) in self._frame_handlers:
            return
        self._frame_handlers[id(channel)] = self._watch_requests(channel, f"{id(channel)}")
        await channel.send("Network.enable", {"maxTotalBufferSize": 0, "maxResourceBufferSize": 0})

    def forget_frame_session(self, channel: CDPChannel) -> None:
        """The frame's session ended (the frame went away): its requests will never report an end."""
        handlers = self._frame_handlers.pop(id(channel), None)
        if handlers is None:
            return
        for name, handler in handlers:
            channel.off(name, handler)
        tag = f"{id(channel)}"
        for key in [k for k in self.inflight if k[0] == tag]:
            del self.inflight[key]

    def _sent(self, event: dict[str, Any], tag: str = "") -> None:
        kind = event.get("type") or "Other"
        if kind in IGNORED_TYPES:
            return
        url = (event.get("request") or {}).get("url", "")
        if url.startswith("data:"):
            return
        self.last_activity = time.monotonic()
        rid = (tag, event["requestId"])
        started = self.inflight.get(rid, (self.last_activity, kind, url))[0]  # a redirect keeps its start
        self.inflight[rid] = (started, kind, url)

    def _done(self, event: dict[str, Any], tag: str = "") -> None:
        if self.inflight.pop((tag, event.get("requestId", "")), None) is not None:
            self.last_activity = time.monotonic()

    def _window_open(self, event: dict[str, Any]) -> None:
        self.window_opens += 1
        if not event.get("userGesture"):
            self.popups += 1

    def _is_top(self, frame_id: str | None) -> bool:
        return self.top_frame_id is None or frame_id == self.top_frame_id

    def _frame_started(self, event: dict[str, Any]) -> None:
        if self._is_top(event.get("frameId")):
            self.top_loading = True
            self.navigations += 1
            self.last_activity = time.monotonic()

    def _frame_stopped(self, event: dict[str, Any]) -> None:
        if self._is_top(event.get("frameId")):
            self.top_loading = False
            self.last_activity = time.monotonic()

    def _frame_navigated(self, event: dict[str, Any]) -> None:
        frame = event.get("frame") or {}
        if not frame.get("parentId"):
            self.top_frame_id = frame.get("id", self.top_frame_id)

    def pending(self, now: float) -> list[tuple[float, str, str]]:
        """Requests worth waiting for; old ones are dropped (they never end, or their end was lost)."""
        stale = [rid for rid, (t, _k, _u) in self.inflight.items() if now - t > LONG_LIVED_S]
        for rid in stale:
            self.inflight.pop(rid, None)
        return list(self.inflight.values())


_WAITS = itertools.count(1)  # names each wait for the page's motion bookkeeping (motionLeft)


def _since_ms(a: float, b: float) -> float:
    return round((b - a) * 1000)


async def _read_dom(tab: Tab, wait: int = 0, since_ms: float = 0.0) -> tuple[float, str, bool, float] | None:
    """(ms since the last DOM mutation, readyState, whether the DOM has changed at all since we
    began watching it, ms its running CSS transitions and animations have left) of the top
    document, or None mid-navigation. `wait` names this wait and `since_ms` is how long ago it
    began: motion already running then, or restarting during it, is steady, not waited for."""
    try:
        reply = await tab.frames.call(
            await tab.frames.top_frame(),
            "[performance.now() - oc.state.lastMutation, document.readyState, oc.state.mutations > 0,"
            f" oc.motionLeft({wait}, {since_ms:.0f})]",
            timeout=5,
        )
    except TabClosedError:
        raise
    except (ContextGoneError, BrowserError):
        return None
    if not isinstance(reply, list) or len(reply) != 4:
        return None
    return float(reply[0]), str(reply[1]), bool(reply[2]), float(reply[3])


async def settle(
    tab: Tab,
    since: float | None = None,
    quiet_ms: int = QUIET_MS,
    cap_ms: int = CAP_MS,
    live_ms: int = LIVE_MS,
    navigations_before: int | None = None,
    still_ms: int = STILL_MS,
) -> dict[str, Any]:
    """Wait until the page has reacted (see the module doc). `since` is when the action ended
    (monotonic): the page is watched at least `still_ms` from then. `navigations_before` is the
    tab's navigation count when the action began (a fast navigation may be over before we wait)."""
    tab.check_alive()
    start = time.monotonic()
    after_action = since is not None
    since = start if since is None else min(since, start)
    floor_ms = min(still_ms, quiet_ms) if after_action else 0
    net = tab.network
    if navigations_before is None:
        navigations_before = net.navigations
    await tab.frames.watch_sessions()  # out-of-process iframes that appeared since we last looked
    waited_for: set[str] = set()
    idle_from: float | None = None  # when nothing was last seen pending
    last_pending: list[tuple[float, str, str]] = []
    ready = "complete"
    motion_end = 0.0  # when the last fade or slide seen running ends (monotonic), 0: none seen
    wait = next(_WAITS)
    polls = 0
    quiet_calls = 0
    quiet_armed = True  # on_quiet not called yet, or the DOM changed since it was
    last_dom_quiet = 0.0
    while True:
        polls += 1
        # The DOM first: network events the renderer sent before it answered are in by then.
        dom = await _read_dom(tab, wait, (time.monotonic() - since) * 1000)
        now = time.monotonic()
        elapsed_ms = (now - start) * 1000
        last_pending = net.pending(now)
        loading = net.top_loading
        if dom is None:
            loading = True  # between documents
        else:
            ready = dom[1]
            if loading and ready == "complete" and now - net.last_activity > 1.0:
                loading = False  # a lost frameStoppedLoading must not hold every step to the cap
        busy = loading or bool(last_pending) or ready != "complete"
        wait_s = POLL_S
        if busy:
            idle_from = None
            if loading or ready != "complete":
                waited_for.add("navigation" if net.navigations > navigations_before else "loading")
            if last_pending:
                waited_for.add("network")
        else:
            if idle_from is None:
                idle_from = now
            # How long the page has not moved: the DOM unchanged for the quiet window, and no request
            # started or ended for the short one (what a response brings is drawn within a few ms,
            # and shows as a DOM change).
            # A document we have watched from the start that never changed (just loaded, nothing
            # drawn since) needs only the short window, as an action that changed nothing does.
            dom_quiet = dom[0] if dom else 0.0
            net_quiet = (now - net.last_activity) * 1000
            watched_ms = (now - since) * 1000
            short_ms = min(still_ms, quiet_ms)
            dom_window = quiet_ms if dom is None or dom[2] else short_ms
            # A fade or slide still running is the page still on its way (a modal kit shows its
            # dialog when its backdrop's fade ends, with no DOM change in between); one that never
            # ends, or restarts for good, ends the wait as a live page does.
            # (Then the short window from its end: its transitionend handler runs a frame or two
            # after it.)
            if dom and dom[3] > 0:
                waited_for.add("animation")
                motion_end = max(motion_end, now + dom[3] / 1000)
            motion_left_ms = (motion_end - now) * 1000 + short_ms if motion_end else 0.0
            left_ms = max(dom_window - dom_quiet, short_ms - net_quiet, floor_ms - watched_ms, motion_left_ms)
            if left_ms <= 0:
                return _outcome("quiet", start, now, waited_for, net, navigations_before, dom_quiet, polls)
            # A quarter into the quiet window with nothing running, the page is most likely done:
            # the next look can start reading it now, in time the agent waits anyway. Again only if
            # the DOM changed since (its quiet time went back).
            quiet_armed = quiet_armed or dom_quiet < last_dom_quiet
            last_dom_quiet = dom_quiet
            if (
                tab.on_quiet is not None
                and quiet_armed
                and quiet_calls < QUIET_CALLS
                and left_ms <= dom_window * 3 / 4
                and motion_left_ms <= 0
            ):
                quiet_calls += 1
                quiet_armed = False
                tab.on_quiet()
            # (Fades that follow one another, a backdrop's then its dialog's, may take longer than
            # a live page is given; bounded still.)
            if (now - idle_from) * 1000 >= (max(live_ms, MOTION_LIVE_MS) if motion_end else live_ms):
                return _outcome("live", start, now, waited_for, net, navigations_before, dom_quiet, polls)
            # Sleep until the window would be over, not a whole poll past it.
            wait_s = min(POLL_S, max(0.004, left_ms / 1000))
        if elapsed_ms >= cap_ms:
            out = _outcome("capped", start, now, waited_for, net, navigations_before, 0.0, polls)
            out["pending"] = [f"{k} {u[:100]}" for _t, k, u in last_pending[:5]]
            if loading or ready != "complete":
                out["pending"].insert(0, "the page is still loading")
            return out
        await asyncio.sleep(wait_s)


def _outcome(
    kind: str,
    start: float,
    now: float,
    waited_for: set[str],
    net: NetworkWatch,
    navigations_before: int,
    dom_quiet: float,
    polls: int,
) -> dict[str, Any]:
    return {
        "polls": polls,  # page reads it took (1: the page was settled when asked)
        "outcome": kind,
        "waited_ms": _since_ms(start, now),
        "waited_for": sorted(waited_for),
        "navigated": net.navigations > navigations_before,
        "quiet_ms": round(dom_quiet),
        "capped": kind == "capped",
    }


def merge_settles(after_action: dict[str, Any] | None, observed: dict[str, Any]) -> dict[str, Any]:
    """One record for a step: how the page settled after the last action, then before observing."""
    if not after_action:
        return dict(observed)
    merged = dict(after_action)
    merged["waited_ms"] = after_action.get("waited_ms", 0) + observed.get("waited_ms", 0)
    merged["waited_for"] = sorted(
        set(after_action.get("waited_for", [])) | set(observed.get("waited_for", []))
    )
    merged["navigated"] = bool(after_action.get("navigated") or observed.get("navigated"))
    merged["after_action_ms"] = after_action.get("waited_ms", 0)
    merged["before_observe_ms"] = observed.get("waited_ms", 0)
    if observed.get("outcome") != "quiet":  # the later wait tells how the page stood when observed
        merged["outcome"] = observed["outcome"]
        merged["capped"] = observed.get("capped", False)
        if observed.get("pending"):
            merged["pending"] = observed["pending"]
    return merged


def describe_settle(info: dict[str, Any] | None) -> str:
    """One short phrase for the TUI and the run printer."""
    if not info or "outcome" not in info:
        return ""
    waited = info.get("waited_ms", 0)
    reasons = info.get("waited_for") or []
    why = f" (waited for {' and '.join(reasons)})" if reasons else ""
    if info["outcome"] == "quiet":
        return f"settled in {waited} ms{why}"
    if info["outcome"] == "live":
        return f"page keeps changing; went on after {waited} ms{why}"
    pending = "; ".join(info.get("pending") or [])
    return f"not settled after {waited} ms (cap){': ' + pending if pending else ''}"
