"""Counts in words: "1 step", "2 steps", "1 entry", "3 entries"."""

from __future__ import annotations

_IRREGULAR = {"entry": "entries", "match": "matches", "was": "were"}


def plural(count: int, noun: str, many: str | None = None) -> str:
    """`count` and `noun`, in the plural unless it is exactly one."""
    if count == 1:
        return f"{count} {noun}"
    return f"{count} {many or _IRREGULAR.get(noun) or noun + 's'}"
