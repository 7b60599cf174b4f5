"""Scrolling with a trusted mouse wheel, ended by the scroll's own completion (scrollend) instead of
polling until two reads agree, and a result that says what scrolled and whether it reached the end."""

from __future__ import annotations

from typing import Any

from opticlick_tui.browser.action_base import ActionFailed, ActionResult, ActionsBase, ElementRef

SCROLL_DIRECTIONS = ("up", "down", "left", "right")
SCROLL_DONE_TIMEOUT_MS = 1500
# A scroll has already ended on its own completion (scrollend): what the page does in response (lazy
# loading) starts during the scroll and is caught as requests in flight, and the next observation
# still waits for a quiet DOM. So the quiet window after a scroll is two frames, not the default.
SCROLL_QUIET_MS = 30
_EDGE = {"down": "bottom", "up": "top", "left": "left edge", "right": "right edge"}


class ScrollActions(ActionsBase):
    async def scroll(
        self, direction: str = "down", ref: ElementRef | None = None, amount: float | None = None
    ) -> ActionResult:
        """Scroll the page (or the element's scroll container) by `amount` screens (default 0.8)
        with a trusted mouse wheel, then report what moved."""
        if direction not in SCROLL_DIRECTIONS:
            return ActionResult(
                ok=False,
                action="scroll",
                summary="",
                error=f"unknown direction {direction!r}; use up, down, left or right.",
            )
        screens = 0.8 if amount is None else float(amount)
        if not 0 < screens <= 20:
            return ActionResult(
                ok=False,
                action="scroll",
                summary="",
                error="amount is in screens and must be between 0 and 20.",
            )

        async def body(result: ActionResult) -> str:
            tab = self.tab
            if ref is not None:
                frame, _loc, (x, y) = await self._locate(ref, scroll=False)
                arm = f"oc.ops.armScroll({ref.key})"
            else:
                frame = await tab.frames.top_frame()
                layout = await self._call(frame, "[innerWidth, innerHeight]")
                x, y = layout[0] / 2, layout[1] / 2
                # Also watch the scroll container under the pointer: a wheel there scrolls it first.
                arm = f"oc.ops.armScroll(null, {x}, {y})"
            before = await self._call(frame, arm)
            region = (
                before.get("container") if ref is not None and before.get("container") else before["page"]
            )
            size = region["view_height"] if direction in ("up", "down") else region["view_width"]
            delta = size * screens * (1 if direction in ("down", "right") else -1)
            dx, dy = (0.0, delta) if direction in ("up", "down") else (delta, 0.0)
            await tab.input.wheel(x, y, dx, dy)
            after = await tab.frames.call(
                frame,
                f"oc.ops.scrollDone({SCROLL_DONE_TIMEOUT_MS})",
                await_promise=True,
                timeout=SCROLL_DONE_TIMEOUT_MS / 1000 + 5,
            )
            moved = _scroll_moves(before, after)
            result.scrolled = {"page": after["page"], "container": after.get("container"), "moved": moved}
            result.details["scroll_ended_by"] = after.get("ended_by")
            result.details["scroll_ms"] = after.get("ms")
            page = after["page"]
            where = _screens(page)
            if not moved:
                target = "that element's scroll area" if ref is not None else "the page"
                raise ActionFailed(f"Nothing moved: {target} is already at the {_EDGE[direction]} ({where}).")
            parts = []
            for name, (px, region_after) in moved.items():
                end = " and reached its end" if _at_edge(region_after, direction) else ""
                parts.append(f"{name} by {abs(px):.0f} px{end}")
            return f"Scrolled {direction}: " + "; ".join(parts) + f". Page: {where}."

        return await self._run("scroll", body, quiet_ms=SCROLL_QUIET_MS)


def _scroll_moves(before: dict[str, Any], after: dict[str, Any]) -> dict[str, tuple[float, dict[str, Any]]]:
    """What moved, by name: the page or the scroll area (named like a mark), with its new state."""
    moved: dict[str, tuple[float, dict[str, Any]]] = {}
    bp, ap = before["page"], after["page"]
    if abs(ap["y"] - bp["y"]) >= 1 or abs(ap["x"] - bp["x"]) >= 1:
        moved["the page"] = ((ap["y"] - bp["y"]) or (ap["x"] - bp["x"]), ap)
    bc, ac = before.get("container"), after.get("container")
    if bc and ac and (abs(ac["y"] - bc["y"]) >= 1 or abs(ac["x"] - bc["x"]) >= 1):
        moved[f"the scroll area {ac['what']}"] = ((ac["y"] - bc["y"]) or (ac["x"] - bc["x"]), ac)
    return moved


def _at_edge(region: dict[str, Any], direction: str) -> bool:
    if direction == "down":
        return region["y"] >= region["max_y"] - 1
    if direction == "up":
        return region["y"] <= 0
    if direction == "right":
        return region["x"] >= region["max_x"] - 1
    return region["x"] <= 0


def _screens(page: dict[str, Any]) -> str:
    vh = page.get("view_height") or 1
    above = page["y"] / vh
    below = max(0.0, page["max_y"] - page["y"]) / vh
    return f"{above:.1f} screens above, {below:.1f} below"
