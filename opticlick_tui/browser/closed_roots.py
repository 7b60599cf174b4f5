"""Closed shadow roots, handed to our isolated world through DevTools.

A component that attaches its shadow root with `mode: "closed"` hides it from every script, ours
included: `host.shadowRoot` is null, so a walk of the page never sees the buttons and fields drawn
inside. DevTools is not bound by the mode: `DOM.describeNode` lists a host's closed root, and
`DOM.resolveNode` gives that root to a world of our choosing, where page_core.js keeps it
(`adoptRoot`) for every later walk. Only the hosts the last walk asked about are described (custom
elements and empty drawn elements, each once: see som/discover.js), so a page without closed
roots costs one round trip the first time its hosts are seen.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.errors import BrowserError, TabClosedError

if TYPE_CHECKING:
    from opticlick_tui.browser.cdp import CDPChannel

# Every remote object made here lives in this group and is released with it in one call.
GROUP = "opticlick-closed-roots"
ADOPT = "function() { return globalThis.__opticlick.adoptRoot(this); }"


async def adopt_closed_roots(channel: CDPChannel, world: dict[str, Any], context_id: int) -> int:
    """Describe the hosts `oc.discover.takeHosts()` returns in the world (`world` names it for
    Runtime.evaluate; `context_id` is its execution context) and adopt their closed roots there.
    Returns how many roots were adopted (0 when none: the walk need not run again)."""
    try:
        reply = await channel.send(
            "Runtime.evaluate",
            {"expression": "globalThis.__opticlick.discover.takeHosts()", "objectGroup": GROUP, **world},
        )
        array_id = reply.get("result", {}).get("objectId")
        if not array_id:
            return 0
        props = await channel.send("Runtime.getProperties", {"objectId": array_id, "ownProperties": True})
        hosts = [
            p["value"]["objectId"]
            for p in props.get("result", [])
            if p.get("name", "").isdigit() and p.get("value", {}).get("objectId")
        ]
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
        adopted = 0
        for backend in roots:
            try:
                node = await channel.send(
                    "DOM.resolveNode",
                    {"backendNodeId": backend, "executionContextId": context_id, "objectGroup": GROUP},
                )
                done = await channel.send(
                    "Runtime.callFunctionOn",
                    {
                        "objectId": node["object"]["objectId"],
                        "functionDeclaration": ADOPT,
                        "returnByValue": True,
                    },
                )
            except TabClosedError:
                raise
            except BrowserError:
                continue  # the host left the document in between: the next walk will not ask again
            if done.get("result", {}).get("value") is True:
                adopted += 1
        return adopted
    finally:
        release = asyncio.ensure_future(channel.send("Runtime.releaseObjectGroup", {"objectGroup": GROUP}))
        release.add_done_callback(lambda f: f.cancelled() or f.exception())
