"""Pointer actions: on a mark (click, hover, drag and drop, select text) and anywhere on the page by
screenshot pixels (click_at, hover_at, drag_path). All trusted Input.* events; each result says
what was under the pointer and what changed."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from opticlick_tui.browser.action_base import (
    ActionFailed,
    ActionResult,
    ActionsBase,
    ElementRef,
    modifier_bits,
)
from opticlick_tui.browser.keys import KeyComboError, parse_combo

MAX_PATH_POINTS = 50
# Before pressing, the page gets two frames to restyle under the pointer and, if the DOM changed
# (a hover menu opening), until it is quiet this long, at most the cap. A static target costs ~40 ms
# instead of a fixed 120 ms dwell.
HOVER_QUIET_MS = 60
HOVER_CAP_MS = 300
PATH_STEP_PX = 12  # a path is walked in moves no longer than this (drawing apps join the dots)
MAX_KEY_FIX = 2000  # the most characters a field selection is extended by with Shift+Arrow


def _error(action: str, text: str) -> ActionResult:
    return ActionResult(ok=False, action=action, summary="", error=text)


class PointerActions(ActionsBase):
    # --- on marks -----------------------------------------------------------------------------------
    async def click(
        self, ref: ElementRef, button: str = "left", modifiers: list[str] | None = None, count: int = 1
    ) -> ActionResult:
        if button not in ("left", "right", "middle"):
            return _error("click", f"unknown button {button!r}; use left, right or middle.")
        try:
            bits = modifier_bits(modifiers or [])
        except KeyComboError as exc:
            return _error("click", str(exc))

        async def body(result: ActionResult) -> str:
            frame, loc, (x, y) = await self._locate(ref)
            if loc.get("tag") == "input" and loc.get("type") == "file":
                raise ActionFailed(
                    f"{ref.name} is a file input; use upload_file with it instead of clicking."
                )
            local = (x - frame.offset[0], y - frame.offset[1])

            async def still_there() -> bool:
                # Waits in the page until hover effects (a menu, a tooltip, a restyle) have settled,
                # then checks the element is still what the pointer is on.
                return bool(
                    await self.tab.frames.call(
                        frame,
                        f"oc.ops.hoverSettledHit({ref.key}, {local[0]}, {local[1]}, {HOVER_QUIET_MS}, {HOVER_CAP_MS})",
                        await_promise=True,
                        timeout=5,
                    )
                )

            clicked = await self.tab.input.click(
                x,
                y,
                button=button,
                modifiers=bits,
                count=count,
                before_press=still_there,  # waits for hover effects itself: no fixed dwell
                dwell=0,
                hold=self._next_frame(frame),
            )
            if not clicked:
                # Hovering changed the page under the pointer (a menu opened, the element moved):
                # measure again once and click where it is now.
                frame, loc, (x, y) = await self._locate(ref)
                await self.tab.input.click(
                    x, y, button=button, modifiers=bits, count=count, hold=self._next_frame(frame)
                )
            result.details["point"] = [round(x, 1), round(y, 1)]
            extra = f" with {'+'.join(modifiers or [])}" if modifiers else ""
            which = f" ({button} button)" if button != "left" else ""
            return f"{_clicked(count)} {ref.name}{which}{extra}."

        return await self._run("click", body)

    async def hover(self, ref: ElementRef) -> ActionResult:
        async def body(result: ActionResult) -> str:
            _frame, _loc, (x, y) = await self._locate(ref)
            await self.tab.input.move(x, y, steps=3)
            await asyncio.sleep(0.3)  # menus and tooltips open on a delay
            return f"Hovering over {ref.name}; the pointer stays there until the next action."

        return await self._run("hover", body)

    async def drag_and_drop(self, source: ElementRef, target: ElementRef) -> ActionResult:
        async def body(result: ActionResult) -> str:
            f1, _l1, (sx, sy) = await self._locate(source)
            f2, _l2, (tx, ty) = await self._locate(target, scroll=False)
            src_before = await self._call(f1, f"oc.ops.dropState({source.key})")
            dst_before = await self._call(f2, f"oc.ops.dropState({target.key})")
            mode = await self._drag([(sx, sy), (sx + 6, sy + 6), ((sx + tx) / 2, (sy + ty) / 2), (tx, ty)])
            await asyncio.sleep(0.05)
            src_after = await self._call(f1, f"oc.ops.dropState({source.key})")
            dst_after = await self._call(f2, f"oc.ops.dropState({target.key})")
            result.details["mode"] = mode
            changes = _drop_changes(source.name, target.name, src_before, src_after, dst_before, dst_after)
            result.details["changes"] = changes
            if not changes:
                raise ActionFailed(
                    f"Dragged {source.name} onto {target.name} ({mode}), but nothing changed: "
                    f"{source.name} did not move and {target.name} looks the same. The page did not accept "
                    "the drop; try drag_path through points, or a slower path."
                )
            return f"Dragged {source.name} onto {target.name} ({mode}): " + "; ".join(changes) + "."

        return await self._run("drag_and_drop", body)

    async def select_text(self, ref: ElementRef, phrase: str) -> ActionResult:
        """Select `phrase` inside the mark's text, or inside a text field's value, with a real
        press-drag-release."""
        if not phrase.strip():
            return _error("select_text", "No text given: say which words to select.")

        async def body(result: ActionResult) -> str:
            frame = await self._frame(ref)
            span = await self._call(frame, f"oc.ops.textSpan({ref.key}, {json.dumps(phrase)})")
            if span and span.get("error") == "field":
                span = await self._call(frame, f"oc.fieldText.span({ref.key}, {json.dumps(phrase)})")
                if span and span.get("error") == "not_text_field":
                    raise ActionFailed(f"{ref.name} is a form field without text to select.")
            if not span or not span.get("ok"):
                kind = (span or {}).get("error", "gone")
                if kind == "not_found":
                    shown = f'; its text begins: "{span.get("text")}"' if span.get("text") else ""
                    raise ActionFailed(f'{ref.name} does not contain "{phrase}"{shown}.')
                if kind == "not_measured":
                    raise ActionFailed(f'Could not find where "{phrase}" is drawn inside {ref.name}.')
                raise ActionFailed(f"{ref.name} no longer exists on the page; look at the new screenshot.")
            ox, oy = frame.offset
            (x0, y0), (x1, y1) = span["start"], span["end"]
            start, end = (x0 + ox, y0 + oy), (x1 + ox, y1 + oy)
            pointer = self.tab.input
            next_frame = self._next_frame(frame)
            await pointer.move(*start, steps=2)
            await pointer.press_button(*start)
            await next_frame()
            await pointer.move(*end, steps=max(3, int(abs(end[0] - start[0]) / 40) + 1), buttons=1)
            await next_frame()
            await pointer.release_button(*end)
            if span.get("field"):
                return await self._field_selected(frame, ref, phrase, span, result)
            selected = await self._call(frame, "oc.ops.selectionText()")
            result.value = selected
            norm = " ".join(phrase.split()).lower()
            got = " ".join((selected or "").split()).lower()
            if not got:
                raise ActionFailed(
                    f'Dragged across "{phrase}" in {ref.name}, but nothing got selected (the page may '
                    "block text selection)."
                )
            if got != norm:
                return f'Selected "{selected}" in {ref.name} (asked for "{phrase}"; the selection differs).'
            return f'Selected "{selected}" in {ref.name}.'

        return await self._run("select_text", body)

    async def _field_selected(
        self, frame: Any, ref: ElementRef, phrase: str, span: dict[str, Any], result: ActionResult
    ) -> str:
        """Check a drag inside a text field by its selectionStart/End. When the phrase runs past
        what the field shows, or the drag ended a character off, the selection's moving end is
        finished with Shift+Arrow keys (trusted input too)."""
        want_from, want_to = int(span["from"]), int(span["to"])
        state = await self._call(frame, f"oc.fieldText.selection({ref.key})")
        if not state or not state.get("ok"):
            raise ActionFailed(f"{ref.name} no longer exists on the page; look at the new screenshot.")
        if state["start"] == want_from and state["end"] != want_to:
            off = want_to - int(state["end"])
            if abs(off) <= MAX_KEY_FIX:
                key = parse_combo("Shift+ArrowRight" if off > 0 else "Shift+ArrowLeft")
                for _ in range(abs(off)):
                    await self.tab.input.press_combo(key)
                state = await self._call(frame, f"oc.fieldText.selection({ref.key})")
                result.details["finished_with_keys"] = abs(off)
        got_from, got_to = int(state.get("start") or 0), int(state.get("end") or 0)
        result.details["selection"] = [got_from, got_to]
        result.value = state.get("text") or None
        if got_from == got_to:
            raise ActionFailed(
                f'Dragged across "{phrase}" in {ref.name}, but nothing got selected (the field may '
                "block selection)."
            )
        shown = f'"{state["text"]}"' if state.get("text") else f"characters {got_from}-{got_to}"
        if (got_from, got_to) != (want_from, want_to):
            return (
                f'Selected {shown} in {ref.name} (asked for "{phrase}", characters {want_from}-{want_to}; '
                "the selection differs)."
            )
        return f"Selected {shown} in {ref.name} (characters {got_from}-{got_to} of its value)."

    # --- anywhere, by screenshot pixels --------------------------------------------------------------
    async def _point(self, x: float, y: float, scale: float) -> tuple[float, float]:
        """Screenshot pixels -> top-viewport CSS px, refused when outside the viewport."""
        tab = self.tab
        layout = await tab.frames.call(await tab.frames.top_frame(), "[innerWidth, innerHeight]")
        width, height = float(layout[0]), float(layout[1])
        cx, cy = x / scale, y / scale
        if not (0 <= cx < width and 0 <= cy < height):
            raise ActionFailed(
                f"({x:g}, {y:g}) is outside the screenshot ({round(width * scale)}x{round(height * scale)} px); "
                "points are in screenshot pixels, from its top-left corner."
            )
        return cx, cy

    async def _what_at(self, x: float, y: float) -> str:
        tab = self.tab
        info = await tab.frames.call(await tab.frames.top_frame(), f"oc.ops.whatAt({x}, {y})")
        return (info or {}).get("what", "nothing")

    async def click_at(
        self, x: float, y: float, scale: float = 1.0, button: str = "left", count: int = 1
    ) -> ActionResult:
        if button not in ("left", "right", "middle"):
            return _error("click_at", f"unknown button {button!r}; use left, right or middle.")

        async def body(result: ActionResult) -> str:
            cx, cy = await self._point(x, y, scale)
            what = await self._what_at(cx, cy)
            top = await self.tab.frames.top_frame()
            next_frame = self._next_frame(top)
            # Hover styles restyle on the next frame; what the page does on press, on the one after.
            await self.tab.input.click(
                cx, cy, button=button, count=count, dwell=0, before_press=next_frame, hold=next_frame
            )
            result.details["point"] = [round(cx, 1), round(cy, 1)]
            which = f" ({button} button)" if button != "left" else ""
            return f"{_clicked(count)} at ({x:g}, {y:g}) on {what}{which}."

        return await self._run("click_at", body)

    async def hover_at(self, x: float, y: float, scale: float = 1.0) -> ActionResult:
        async def body(result: ActionResult) -> str:
            cx, cy = await self._point(x, y, scale)
            await self.tab.input.move(cx, cy, steps=3)
            await asyncio.sleep(0.3)  # tooltips open on a delay
            what = await self._what_at(cx, cy)
            return f"Hovering at ({x:g}, {y:g}) over {what}; the pointer stays there until the next action."

        return await self._run("hover_at", body)

    async def drag_path(self, points: list[tuple[float, float]], scale: float = 1.0) -> ActionResult:
        if not 2 <= len(points) <= MAX_PATH_POINTS:
            return _error("drag_path", f"give 2 to {MAX_PATH_POINTS} points ([x, y] in screenshot pixels).")

        async def body(result: ActionResult) -> str:
            css = [await self._point(x, y, scale) for x, y in points]
            start = await self._what_at(*css[0])
            mode = await self._drag(css)
            end = await self._what_at(*css[-1])
            result.details["mode"] = mode
            (ax, ay), (bx, by) = points[0], points[-1]
            via = f" through {len(points) - 2} point(s)" if len(points) > 2 else ""
            return f"Dragged from ({ax:g}, {ay:g}) on {start}{via} to ({bx:g}, {by:g}), released on {end} ({mode})."

        return await self._run("drag_path", body)

    async def _drag(self, path: list[tuple[float, float]]) -> str:
        """Press at the first point, move through the rest, release at the last. HTML5 drag and drop
        starts a browser-level drag that mouse events cannot finish in headless Chrome; with drags
        intercepted, Chrome hands us the drag data and we drop it ourselves."""
        tab = self.tab
        pointer = tab.input
        intercepted: list[dict[str, Any]] = []

        def on_drag(event: dict[str, Any]) -> None:
            intercepted.append(event)

        tab.channel.on("Input.dragIntercepted", on_drag)
        await tab.channel.send("Input.setInterceptDrags", {"enabled": True})
        try:
            (sx, sy), (tx, ty) = path[0], path[-1]
            await pointer.move(sx, sy)
            await asyncio.sleep(0.1)
            await pointer.press_button(sx, sy)
            await asyncio.sleep(0.05)
            for px, py in path[1:]:
                lx, ly = pointer.position
                steps = max(1, int(max(abs(px - lx), abs(py - ly)) / PATH_STEP_PX))
                await pointer.move(px, py, steps=steps, buttons=1)
                if intercepted:
                    break
            if intercepted:
                data = intercepted[-1]["data"]
                for kind in ("dragEnter", "dragOver"):
                    await tab.channel.send(
                        "Input.dispatchDragEvent", {"type": kind, "x": tx, "y": ty, "data": data}
                    )
                    await asyncio.sleep(0.05)
                await tab.channel.send(
                    "Input.dispatchDragEvent", {"type": "drop", "x": tx, "y": ty, "data": data}
                )
                await pointer.release_button(tx, ty)
                return "HTML5 drag and drop"
            await asyncio.sleep(0.05)
            await pointer.release_button(tx, ty)
            return "pointer drag"
        finally:
            tab.channel.off("Input.dragIntercepted", on_drag)
            await tab.channel.send("Input.setInterceptDrags", {"enabled": False})


def _clicked(count: int) -> str:
    return {1: "Clicked", 2: "Double-clicked", 3: "Triple-clicked"}.get(count, f"Clicked {count} times")


def _drop_changes(
    source: str,
    target: str,
    src_before: dict[str, Any] | None,
    src_after: dict[str, Any] | None,
    dst_before: dict[str, Any] | None,
    dst_after: dict[str, Any] | None,
) -> list[str]:
    """What the drag changed, in words; empty when nothing did."""
    changes = []
    if src_before and not (src_after and src_after.get("ok")):
        changes.append(f"{source} is no longer on the page where it was")
    elif src_before and src_after:
        if src_after.get("parent") != src_before.get("parent"):
            changes.append(f"{source} moved to another place in the page")
        else:
            (ax, ay), (bx, by) = src_before["at"], src_after["at"]
            if abs(ax - bx) >= 2 or abs(ay - by) >= 2:
                changes.append(f"{source} moved by ({bx - ax:+.0f}, {by - ay:+.0f}) px")
    if dst_before and dst_after and dst_after.get("ok"):
        if dst_after.get("sig") != dst_before.get("sig"):
            text = dst_after.get("text", "")
            changes.append(f'{target} changed (it now reads "{text}")' if text else f"{target} changed")
    return changes
