"""Closed shadow roots, handed to our isolated world through DevTools.

A component that attaches its shadow root with `mode: "closed"` hides it from every script, ours
included: `host.shadowRoot` is null, so a walk of the page never sees the buttons and fields drawn
inside. DevTools is not bound by the mode: `DOM.describeNode` lists a host's closed root, and
`DOM.resolveNode` gives that root to a world of our choosing, where page_core.js keeps it
(`adoptRoot`) for every later walk. Only the hosts the last walk asked about are described (custom
elements and empty drawn elements, each once: see som/discover.js), so a page without closed
roots costs one round trip the first time its hosts are seen.

The page's own world cannot see a closed root either, so the listener probe (which runs there,
with getEventListeners) cannot tell which elements inside one listen for clicks. DevTools can:
each element asked about is resolved into the page's world (where its listeners were added:
`DOMDebugger.getEventListeners` reports only the listeners of the object's own world), its
listeners are read, and our world is told their kinds in one call (`hear_closed_listeners`).
(Asking a host for its whole tree at once, `depth: -1, pierce: true`, crashed Chromium's renderer
on the third page with closed roots visited in a tab, every time.)
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.errors import BrowserError, TabClosedError
from opticlick_tui.browser.world_arrays import array_of, ask_each_and_tell

if TYPE_CHECKING:
    from opticlick_tui.browser.cdp import CDPChannel

# Every remote object made here lives in this group and is released with it in one call.
GROUP = "opticlick-closed-roots"
ADOPT = "function() { return globalThis.__opticlick.adoptRoot(this); }"
HEAR = "function(kinds) { return globalThis.__opticlick.discover.hearClosed(this, kinds); }"


async def adopt_closed_roots(channel: CDPChannel, world: dict[str, Any], context_id: int) -> int:
    """Describe the hosts `oc.discover.takeHosts()` returns in the world (`world` names it for
    Runtime.evaluate; `context_id` is its execution context) and adopt their closed roots there.
    Returns how many roots were adopted (0 when none: the walk need not run again)."""
    try:
        _, hosts = await array_of(channel, "globalThis.__opticlick.discover.takeHosts()", world, GROUP)
        if not hosts:
            return 0
        described = await asyncio.gather(
            *(channel.send("DOM.describeNode", {"objectId": host}) for host in hosts), return_exceptions=True
        )
        roots: list[int] = []
        for node in described:
            if isinstance(node, TabClosedError):
                raise node
            if isinstance(node, dict):
                roots += [
                    r["backendNodeId"]
                    for r in node.get("node", {}).get("shadowRoots", [])
                    if r.get("shadowRootType") == "closed"
                ]
        # The roots are resolved into the world and adopted at once (the host of one that left
        # the document in between is not asked again).
        done = await asyncio.gather(*(_call_on(channel, root, context_id, ADOPT) for root in roots))
        return sum(1 for value in done if value is True)
    finally:
        release = asyncio.ensure_future(channel.send("Runtime.releaseObjectGroup", {"objectGroup": GROUP}))
        release.add_done_callback(lambda f: f.cancelled() or f.exception())


async def hear_closed_listeners(
    channel: CDPChannel, world: dict[str, Any], kinds: list[tuple[int, list[str]]]
) -> int:
    """Tell the world the listener kinds ([bit, event types]) of each element inside closed roots
    its last walk asked about (`oc.discover.closedProbeElements()`). Returns how many have some;
    raises BrowserError when none could be read (an element that could not be read is asked
    again next look)."""
    # (An event can be of several kinds: a click is a press, a click of its own and a press that
    # starts one.)
    bit_of: dict[str, int] = {}
    for bit, events in kinds:
        for event in events:
            bit_of[event] = bit_of.get(event, 0) | bit
    try:
        array_id, elements = await array_of(
            channel, "globalThis.__opticlick.discover.closedProbeElements()", world, GROUP
        )
        if array_id is None or not elements:
            return 0
        bits, _ = await ask_each_and_tell(
            channel,
            array_id,
            [_listener_bits(channel, element, bit_of) for element in elements],
            int,
            HEAR,
            "The listeners inside closed shadow roots could not be read.",
        )
        return sum(1 for b in bits if b)
    finally:
        release = asyncio.ensure_future(channel.send("Runtime.releaseObjectGroup", {"objectGroup": GROUP}))
        release.add_done_callback(lambda f: f.cancelled() or f.exception())


async def _listener_bits(channel: CDPChannel, element: str, bit_of: dict[str, int]) -> int:
    """The listener kinds of one element (a remote object of our world), read in the page's world
    (where a node resolves when no world is named)."""
    described = await channel.send("DOM.describeNode", {"objectId": element})
    resolved = await channel.send(
        "DOM.resolveNode", {"backendNodeId": described["node"]["backendNodeId"], "objectGroup": GROUP}
    )
    reply = await channel.send("DOMDebugger.getEventListeners", {"objectId": resolved["object"]["objectId"]})
    bits = 0
    for listener in reply.get("listeners", []):
        bits |= bit_of.get(listener.get("type", ""), 0)
    return bits


async def _call_on(
    channel: CDPChannel, backend_node_id: int, context_id: int, declaration: str, *arguments: Any
) -> Any:
    """Resolve a node into the world and call `declaration` on it; its value, or None when the
    node left the document in between."""
    try:
        node = await channel.send(
            "DOM.resolveNode",
            {"backendNodeId": backend_node_id, "executionContextId": context_id, "objectGroup": GROUP},
        )
        reply = await channel.send(
            "Runtime.callFunctionOn",
            {
                "objectId": node["object"]["objectId"],
                "functionDeclaration": declaration,
                "arguments": [{"value": a} for a in arguments],
                "returnByValue": True,
            },
        )
    except TabClosedError:
        raise
    except BrowserError:
        return None
    return reply.get("result", {}).get("value")
