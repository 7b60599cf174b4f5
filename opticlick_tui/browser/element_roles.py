"""Roles and states that only the accessibility tree knows, read through DevTools.

A custom element can take its role, name and states from its ElementInternals (`internals.role =
"tab"`, `internals.ariaSelected = "true"`): Material Web's tabs and radios, Fluent UI's controls. No
attribute says them and no script can read them, ours included, so such a tab read `focusable
"Video"` and such a radio `focusable <x-radio>`. Chrome's accessibility tree has them:
`Accessibility.getPartialAXTree` on one node computes its role, name and states without turning
the accessibility tree on for the whole page (which would slow every later change of the page).

The walk lists the custom elements in view that take the focus or the mouse and have no role
attribute (`oc.discover.internalsAsked()`, at most 40 a look); each is asked (about 0.5 ms each over
the tab's own connection, all at once), and the world is told what they say in one call.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.world_arrays import array_of, ask_each_and_tell

if TYPE_CHECKING:
    from opticlick_tui.browser.cdp import CDPChannel

GROUP = "opticlick-element-roles"
HEAR = "function(answers) { return globalThis.__opticlick.discover.hearInternals(this, answers); }"
# The accessibility tree's states a mark shows (it names them as the mark does).
STATES = frozenset({"checked", "selected", "pressed", "expanded"})


async def read_element_roles(channel: CDPChannel, world: dict[str, Any]) -> int:
    """Tell the world what the accessibility tree says of each element its last walk asked about:
    [role, name, states] or null. Returns how many had a role; raises BrowserError when none could
    be read."""
    try:
        array_id, elements = await array_of(
            channel, "globalThis.__opticlick.discover.internalsAsked()", world, GROUP
        )
        if array_id is None or not elements:
            return 0
        _, told = await ask_each_and_tell(
            channel,
            array_id,
            [_ax_of(channel, e) for e in elements],
            list,
            HEAR,
            "The accessibility tree could not be read for the page's custom elements.",
        )
        return int(told or 0)
    finally:
        release = asyncio.ensure_future(channel.send("Runtime.releaseObjectGroup", {"objectGroup": GROUP}))
        release.add_done_callback(lambda f: f.cancelled() or f.exception())


async def _ax_of(channel: CDPChannel, element: str) -> list[Any] | None:
    """[role, name, states] of one element (a remote object), as its accessibility node says."""
    reply = await channel.send(
        "Accessibility.getPartialAXTree", {"objectId": element, "fetchRelatives": False}
    )
    nodes = reply.get("nodes") or []
    if not nodes or nodes[0].get("ignored"):
        return None
    node = nodes[0]
    role = str((node.get("role") or {}).get("value") or "").lower()
    name = str((node.get("name") or {}).get("value") or "")
    states: dict[str, Any] = {}
    for prop in node.get("properties") or []:
        key = prop.get("name", "")
        if key not in STATES:
            continue
        value = (prop.get("value") or {}).get("value")
        # Tristates come as "true" / "false" / "mixed", booleans as booleans.
        if value in ("true", True):
            states[key] = True
        elif value in ("false", False):
            states[key] = False
        elif value == "mixed":
            states[key] = "mixed"
    return [role, name, states]
