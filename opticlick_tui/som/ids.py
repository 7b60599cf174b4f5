"""Mark ids: small integers that keep meaning the same element from one observation to the next.

An element is known by (frame id, document token, key in that document's isolated world). While it
exists it keeps its number; a new element gets the next number and is flagged new. When the top
document changes (a navigation), numbering starts again at 1 and nothing is flagged: every element
of a new page is new, which says nothing.
"""

from __future__ import annotations


class MarkIds:
    def __init__(self) -> None:
        self._ids: dict[tuple[str, str, int], int] = {}
        self._next = 1
        self._top_token: str | None = None

    def begin(self, top_token: str) -> bool:
        """Start an observation; returns True when the top document is new (ids were reset)."""
        if top_token != self._top_token:
            self._ids.clear()
            self._next = 1
            self._top_token = top_token
            return True
        return False

    def assign(self, frame_id: str, token: str, key: int) -> tuple[int, bool]:
        ident = (frame_id, token, key)
        known = self._ids.get(ident)
        if known is not None:
            return known, False
        number = self._next
        self._next += 1
        self._ids[ident] = number
        return number, True
