"""Recognising secret-shaped values, so memory refuses them and records never keep them.

Two sources: the vendor detectors of Yelp's detect-secrets (maintained lists of key formats: AWS,
GitHub, Slack, Stripe, npm, PyPI, JWTs, private keys, ...) and our own rules for what those do not
cover or cover only inside source code: prose ("the password is ..."), card numbers (Luhn), IBANs
(mod 97), connection strings with credentials, newer vendor prefixes, and long random tokens.
"""

from __future__ import annotations

import functools
import math
import re
from collections import Counter

_VENDOR_PREFIXES = re.compile(
    r"(?<![A-Za-z0-9])("
    r"github_pat_[A-Za-z0-9_]{20,}|gh[pousr]_[A-Za-z0-9]{30,}|glpat-[A-Za-z0-9_\-]{20,}"
    r"|(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{20,}"
    r"|sk-(?:proj-|ant-)?[A-Za-z0-9_\-]{16,}|hf_[A-Za-z0-9]{20,}|npm_[A-Za-z0-9]{30,}"
    r"|pypi-[A-Za-z0-9_\-]{40,}|AIza[0-9A-Za-z_\-]{30,}|ya29\.[0-9A-Za-z_\-]{20,}"
    r"|xox[baprse]-[A-Za-z0-9\-]{10,}|xapp-[A-Za-z0-9\-]{10,}|(?:AKIA|ASIA)[0-9A-Z]{16}"
    r"|SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}|dop_v1_[a-f0-9]{40,}|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"
    r"|SK[0-9a-fA-F]{32}|AC[0-9a-fA-F]{32}|[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,}"
    r"|\d{8,10}:AA[A-Za-z0-9_\-]{33}|EAA[A-Za-z0-9]{30,}|lin_api_[A-Za-z0-9]{30,}|figd_[A-Za-z0-9_\-]{30,}"
    r")"
)
_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("an API key", _VENDOR_PREFIXES),
    (
        "a token",
        re.compile(
            r"\b(eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}|bearer\s+[A-Za-z0-9._\-~+/]{16,})",
            re.I,
        ),
    ),
    ("a private key", re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----")),
    (
        "a connection string with a password",
        re.compile(
            r"(AccountKey|SharedAccessKey|AccessKey|Password|Pwd)\s*=\s*[^;\s]{4,}"
            r"|\b[a-z][a-z0-9+.\-]{0,20}://[^\s:/@]{1,100}:[^\s@/]{3,200}@",
            re.I,
        ),
    ),
    ("a US social security number", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    (
        "a card security code",
        re.compile(r"\b(cvv2?|cvc2?|csc|cid|security code)\b\s*(?:is|:|=|#)?\s*\d{3,4}\b", re.I),
    ),
    (
        "a password",
        re.compile(
            r"\b(password|passwd|passcode|passphrase|pass|pwd|pw|pin|login)\b(?:\s+(?:for|to|of|on)\s+\S+)?"
            r"\s*(?:is|was|=|:|->|will be|should be)\s*['\"]?\S{3,}",
            re.I,
        ),
    ),
    (
        "a one-time code",
        re.compile(
            r"\b(otp|2fa|mfa|one[- ]time (?:code|password)|verification code)\b\D{0,12}\d{4,8}\b", re.I
        ),
    ),
]
_KEY_WORDS = re.compile(
    r"(password|passwd|passcode|passphrase|pwd|secret|token|api[_\- ]?key|credential|\bpin\b|cvv|cvc|ssn|otp|2fa"
    r"|private[_\- ]?key|access[_\- ]?key|session[_\- ]?id|card[_\- ]?number|iban)",
    re.I,
)
_IBAN = re.compile(r"\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?)\b")
_CARD_RUN = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)")
_TOKEN_RUN = re.compile(r"[A-Za-z0-9_\-+/=.:]{16,}")
_TOKEN = re.compile(r"[A-Za-z0-9+/=_\-.~]{20,}")


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


def _iban_ok(text: str) -> bool:
    compact = text.replace(" ", "")
    if not 15 <= len(compact) <= 34:
        return False
    moved = compact[4:] + compact[:4]
    number = "".join(str(int(ch, 36)) for ch in moved)
    return int(number) % 97 == 1


def _entropy(text: str) -> float:
    counts = Counter(text)
    return -sum(c / len(text) * math.log2(c / len(text)) for c in counts.values())


def _looks_random(token: str) -> bool:
    """A long token mixing letter cases and digits with high entropy: a key, not a word or an id."""
    core = token.strip("=.-_~")
    if len(core) < 20 or core.startswith(("http", "www.")) or "/" in core and core.count("/") > 3:
        return False
    classes = sum(bool(re.search(p, core)) for p in (r"[a-z]", r"[A-Z]", r"[0-9]"))
    if re.fullmatch(r"[0-9a-f]{32,}", core):  # hex digests used as secrets (API keys, HMAC keys)
        return True
    return classes == 3 and _entropy(core) >= 3.7


@functools.cache
def _vendor_detectors() -> list:
    """detect-secrets' regex plugins that judge a bare value (not those needing code context)."""
    try:
        from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
        from detect_secrets.plugins.base import RegexBasedDetector
    except ImportError:  # the rules below still apply
        return []
    skip = {"KeywordDetector", "IPPublicDetector", "SoftlayerDetector", "ArtifactoryDetector"}
    classes: list[type] = list(get_mapping_from_secret_type_to_class().values())
    return [cls() for cls in classes if issubclass(cls, RegexBasedDetector) and cls.__name__ not in skip]


_WINDOW = 4000
_OVERLAP = 300
# A value longer than this (a page dump, a file's content) is read at its start and its end only:
# secrets are short, and reading megabytes on every step would stall the agent.
_SCAN_HEAD = _SCAN_TAIL = 32_000


@functools.lru_cache(maxsize=512)
def value_secret_kind(value: str) -> str | None:
    """Why this text holds a secret ("a card number", "an API key", ...) or None. Long texts are
    read in overlapping windows, so the cost grows linearly with their length (and is bounded)."""
    if len(value) <= _WINDOW:
        return _window_secret_kind(value)
    if len(value) > _SCAN_HEAD + _SCAN_TAIL:
        return value_secret_kind(value[:_SCAN_HEAD]) or value_secret_kind(value[-_SCAN_TAIL:])
    for start in range(0, len(value), _WINDOW - _OVERLAP):
        kind = _window_secret_kind(value[start : start + _WINDOW])
        if kind:
            return kind
    return None


def _window_secret_kind(value: str) -> str | None:
    for run in _CARD_RUN.findall(value):
        digits = re.sub(r"\D", "", run)
        if 13 <= len(digits) <= 19 and _luhn_ok(digits):
            return "a card number"
    for match in _IBAN.findall(value):
        if _iban_ok(match):
            return "an IBAN"
    for kind, pattern in _RULES:
        if pattern.search(value):
            return kind
    if not _TOKEN_RUN.search(value):
        return None  # every vendor format and random key below is a long unbroken token
    for detector in _vendor_detectors():
        if any(True for _ in detector.analyze_string(value)):
            return f"a secret ({detector.secret_type})"
    for token in _TOKEN.findall(value):
        if _looks_random(token):
            return "a random-looking key or token"
    return None


def secret_kind(key: str, value: str) -> str | None:
    """Why this key/value must not be stored ("a password", "a card number", ...) or None."""
    found = _KEY_WORDS.search(key)
    if found:
        return f"a secret ({found.group(1).lower()})"
    return value_secret_kind(value)
