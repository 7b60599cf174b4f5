"""Arrays of elements held in one of our worlds, asked about one element at a time through DevTools.

A walk in the isolated world lists elements it cannot tell something about by itself (listeners
inside closed shadow roots, roles only the accessibility tree knows): `array_of` gives the array's
remote object and its elements', in an object group the caller releases; `ask_each_and_tell` asks
DevTools about every element at once and hands the answers back to the world in one call.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any

from opticlick_tui.browser.errors import BrowserError, TabClosedError

if TYPE_CHECKING:
    from opticlick_tui.browser.cdp import CDPChannel


async def array_of(
    channel: CDPChannel, expression: str, world: dict[str, Any], group: str
) -> tuple[str | None, list[str]]:
    """The remote object of the array an expression gives, and those of its elements, in `group`."""
    reply = await channel.send("Runtime.evaluate", {"expression": expression, "objectGroup": group, **world})
    array_id = reply.get("result", {}).get("objectId")
    if not array_id:
        return None, []
    props = await channel.send("Runtime.getProperties", {"objectId": array_id, "ownProperties": True})
    return array_id, [
        p["value"]["objectId"]
        for p in props.get("result", [])
        if p.get("name", "").isdigit() and p.get("value", {}).get("objectId")
    ]


async def ask_each_and_tell(
    channel: CDPChannel,
    array_id: str,
    asks: list[Awaitable[Any]],
    kind: type,
    declaration: str,
    failure: str,
) -> tuple[list[Any], Any]:
    """Run one DevTools question per element of a world's array at once and call `declaration`
    on that array with the answers (None for each that could not be read, or was not of `kind`).
    Returns the answers and what the call gave; raises BrowserError(`failure`) when none was read."""
    read = await asyncio.gather(*asks, return_exceptions=True)
    answers: list[Any] = []
    for value in read:
        if isinstance(value, TabClosedError):
            raise value
        answers.append(value if isinstance(value, kind) else None)
    if all(a is None for a in answers):
        raise BrowserError(failure)
    told = await channel.send(
        "Runtime.callFunctionOn",
        {
            "objectId": array_id,
            "functionDeclaration": declaration,
            "arguments": [{"value": answers}],
            "returnByValue": True,
        },
    )
    return answers, told.get("result", {}).get("value")
