"""What typing did, said truthfully: taken as typed, appended, formatted by the page, cut at a
maximum length, or not taken at all. Pure: field states in, (ok, sentence) out."""

from __future__ import annotations

import json
from typing import Any


def _alnum(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def describe_typing(
    where: str,
    text: str,
    before: dict[str, Any] | None,
    after: dict[str, Any] | None,
    clear: bool,
    submit: bool,
) -> tuple[bool, str]:
    secret = bool((after or {}).get("secret") or (before or {}).get("secret"))
    shown = f"{len(text)} characters" if secret else json.dumps(text)
    head = f"Typed {shown} into {where}" + (" and pressed Enter" if submit else "")
    if after is None or not after.get("ok", True) or secret or "value" not in after:
        return True, head + "."
    value = str(after["value"])
    old = str((before or {}).get("value") or "") if before and "value" in before else ""
    expected = text if clear or not old else old + text
    holds = f"the field now holds {json.dumps(value)}"
    if submit and value in ("", text, expected):
        return True, f"{head}; {holds}."
    if value == expected:
        if old and not clear:
            return True, f"{head}; {holds} (it already held {json.dumps(old)}; use clear=true to replace it)."
        return True, f"{head}; {holds}."
    if value == text and old and not clear:
        return True, f"{head}; {holds} (the page replaced what it held)."
    if text and value == (old if not clear else ""):
        if not value:
            return False, (
                f"{head}, but the field is still empty: the page did not take the typed text (it may accept "
                "only some characters, or want a choice from its own list or picker)."
            )
        return False, (
            f"{head}, but {holds}, unchanged: the page did not take the typed text (it may accept only some "
            "characters, or want a choice from its own list or picker)."
        )
    maxlength = (after or {}).get("maxlength")
    if maxlength and len(value) >= maxlength and expected.startswith(value):
        return True, f"{head}; the field takes at most {maxlength} characters, so {holds}."
    if not value:
        return False, f"{head}, but the field is now empty: the page removed the typed text."
    if _alnum(value) == _alnum(expected) or sorted(_alnum(value)) == sorted(_alnum(expected)):
        return True, f"{head}; the page formatted it: {holds}."
    return (
        True,
        f"{head}; {holds}, which differs from what was typed: the page changed it (check it is right).",
    )
