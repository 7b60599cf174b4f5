"""Trusted pointer and keyboard input: Input.dispatchMouseEvent / dispatchKeyEvent only.

Timings follow what real pages need (PEER-NOTES): move, let hover styles settle (a fixed dwell, or
the caller's page-side wait for it), press, hold, release. The hold is what widgets need that do
their mousedown work on the next frame (a list that marks the pressed row in requestAnimationFrame
and commits it on mouseup): with a zero-gap press/release about a third of such clicks are lost.
A caller that can ask the page passes `hold`, which returns once the page has run a frame (no fixed
human-like wait); otherwise HOLD_S, a bit more than one frame at 60 Hz.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from opticlick_tui.browser.cdp import CDPChannel
from opticlick_tui.browser.keys import KeyCombo, KeyDef, char_key, modifier_key, parse_combo

BUTTON_BITS = {"left": 1, "right": 2, "middle": 4}
DWELL_S = 0.12
HOLD_S = 0.02
KEY_BATCH = 64  # key events in flight at once


class TrustedInput:
    def __init__(self, channel: CDPChannel):
        self._cdp = channel
        self.position: tuple[float, float] = (0.0, 0.0)

    async def _mouse(self, kind: str, x: float, y: float, **extra: Any) -> None:
        await self._cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, **extra})

    async def move(self, x: float, y: float, modifiers: int = 0, steps: int = 1, buttons: int = 0) -> None:
        x0, y0 = self.position
        for i in range(1, steps + 1):
            px = x0 + (x - x0) * i / steps
            py = y0 + (y - y0) * i / steps
            extra: dict[str, Any] = {"modifiers": modifiers, "buttons": buttons}
            if buttons:
                extra["button"] = "left"
            await self._mouse("mouseMoved", px, py, **extra)
        self.position = (x, y)

    async def click(
        self,
        x: float,
        y: float,
        button: str = "left",
        modifiers: int = 0,
        count: int = 1,
        before_press: Callable[[], Awaitable[bool]] | None = None,
        dwell: float = DWELL_S,
        hold: Callable[[], Awaitable[Any]] | None = None,
    ) -> bool:
        """Move, dwell, optionally re-check the target (before_press returns False to abort), then
        press/hold/release `count` times. Returns False when aborted. A caller whose before_press
        itself waits for hover effects to settle passes no dwell; one that can wait for the page's
        next frame passes it as `hold`."""
        await self.move(x, y, modifiers)
        if dwell:
            await asyncio.sleep(dwell)
        if before_press is not None and not await before_press():
            return False
        bit = BUTTON_BITS.get(button, 1)
        for n in range(1, count + 1):
            await self._mouse(
                "mousePressed", x, y, button=button, buttons=bit, clickCount=n, modifiers=modifiers
            )
            if hold is not None:
                await hold()
            else:
                await asyncio.sleep(HOLD_S)
            await self._mouse(
                "mouseReleased", x, y, button=button, buttons=0, clickCount=n, modifiers=modifiers
            )
            if n < count:
                await asyncio.sleep(0.03)
        return True

    async def wheel(self, x: float, y: float, dx: float, dy: float) -> None:
        await self.move(x, y)
        await self._mouse("mouseWheel", x, y, deltaX=dx, deltaY=dy)

    async def press_button(self, x: float, y: float, button: str = "left") -> None:
        await self._mouse(
            "mousePressed", x, y, button=button, buttons=BUTTON_BITS.get(button, 1), clickCount=1
        )

    async def release_button(self, x: float, y: float, button: str = "left") -> None:
        await self._mouse("mouseReleased", x, y, button=button, buttons=0, clickCount=1)
        self.position = (x, y)

    # --- keyboard --------------------------------------------------------------------------------
    @staticmethod
    def _key_params(kind: str, key: KeyDef, modifiers: int, with_text: bool) -> dict[str, Any]:
        params: dict[str, Any] = {
            "type": kind,
            "key": key.key,
            "modifiers": modifiers,
        }
        if key.code:
            params["code"] = key.code
        if key.key_code:
            params["windowsVirtualKeyCode"] = key.key_code
            params["nativeVirtualKeyCode"] = key.key_code
        if with_text and key.text:
            params["text"] = key.text
            params["unmodifiedText"] = key.text
        if key.key in (
            "ArrowUp",
            "ArrowDown",
            "ArrowLeft",
            "ArrowRight",
            "Home",
            "End",
            "PageUp",
            "PageDown",
            "Insert",
            "Delete",
        ):
            params["isKeypad"] = False
        return params

    async def _send_keys(self, events: list[dict[str, Any]]) -> None:
        """Key events back to back, without waiting for each one's acknowledgement: Chrome hands
        them to the page in order and the page handles each (keydown, input, keyup) before the
        next, so nothing is lost and a word costs one round trip instead of two per character."""
        for start in range(0, len(events), KEY_BATCH):
            batch = events[start : start + KEY_BATCH]
            await asyncio.gather(*(self._cdp.send("Input.dispatchKeyEvent", e) for e in batch))

    @staticmethod
    def _combo_events(combo: KeyCombo) -> list[dict[str, Any]]:
        events = []
        bits = 0
        for name in combo.modifiers:
            bits |= {"Alt": 1, "Control": 2, "Meta": 4, "Shift": 8}[name]
            events.append(TrustedInput._key_params("rawKeyDown", modifier_key(name), bits, with_text=False))
        # Text is produced only without Control/Alt/Meta: Control+A selects, it does not type "a".
        types_text = bool(combo.key.text) and not (bits & (1 | 2 | 4))
        events.append(
            TrustedInput._key_params(
                "keyDown" if types_text else "rawKeyDown", combo.key, bits, with_text=types_text
            )
        )
        events.append(TrustedInput._key_params("keyUp", combo.key, bits, with_text=False))
        for name in reversed(combo.modifiers):
            bits &= ~{"Alt": 1, "Control": 2, "Meta": 4, "Shift": 8}[name]
            events.append(TrustedInput._key_params("keyUp", modifier_key(name), bits, with_text=False))
        return events

    @staticmethod
    def _char_events(ch: str) -> list[dict[str, Any]]:
        if ch == "\n":
            return TrustedInput._combo_events(parse_combo("Enter"))
        if ch == "\t":
            return TrustedInput._combo_events(parse_combo("Tab"))
        key = char_key(ch)
        bits = 8 if key.shift else 0
        return [
            TrustedInput._key_params("keyDown", key, bits, with_text=True),
            TrustedInput._key_params("keyUp", key, bits, with_text=False),
        ]

    async def press_combo(self, combo: KeyCombo) -> None:
        await self._send_keys(self._combo_events(combo))

    async def press(self, keys: str) -> None:
        await self.press_combo(parse_combo(keys))

    async def type_char(self, ch: str) -> None:
        await self._send_keys(self._char_events(ch))

    async def type_text(self, text: str, per_char_delay: float = 0.0) -> None:
        """One keyDown (with text) and keyUp per character: widgets that listen to keydown see every key."""
        if per_char_delay:
            for ch in text:
                await self.type_char(ch)
                await asyncio.sleep(per_char_delay)
            return
        await self._send_keys([event for ch in text for event in self._char_events(ch)])
