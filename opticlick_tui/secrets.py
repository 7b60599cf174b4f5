"""Recognising secret-shaped values, so memory refuses them."""

from __future__ import annotations

import re

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "an API key",
        re.compile(
            r"\b(sk-[A-Za-z0-9_\-]{16,}|AIza[0-9A-Za-z_\-]{30,}|gh[pousr]_[A-Za-z0-9]{30,}|xox[baprs]-[A-Za-z0-9\-]{10,}|AKIA[0-9A-Z]{16})\b"
        ),
    ),
    (
        "a token",
        re.compile(
            r"\b(eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}|bearer\s+[A-Za-z0-9._\-]{16,})",
            re.I,
        ),
    ),
    ("a private key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----")),
    ("a US social security number", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    ("an IBAN", re.compile(r"\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,4})?\b")),
]
_KEY_WORDS = re.compile(
    r"(password|passwd|passcode|pwd|secret|token|api[_\- ]?key|credential|pin\b|cvv|cvc|ssn|otp|2fa|private[_\- ]?key)",
    re.I,
)


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def secret_kind(key: str, value: str) -> str | None:
    """Why this key/value must not be stored ("a password", "a card number", ...) or None."""
    if _KEY_WORDS.search(key):
        return f"a secret ({_KEY_WORDS.search(key).group(1).lower()})"  # type: ignore[union-attr]
    for run in re.findall(r"(?:\d[ -]?){13,19}", value):
        digits = re.sub(r"\D", "", run)
        if 13 <= len(digits) <= 19 and _luhn_ok(digits):
            return "a card number"
    for kind, pattern in _PATTERNS:
        if pattern.search(value):
            return kind
    if _KEY_WORDS.search(value) and re.search(r"[:=]\s*\S{4,}", value):
        return "a secret"
    return None
