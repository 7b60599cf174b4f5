"""Text that comes from web pages reaches the model inside a frame it is told is data. The page
must not be able to close that frame (and then speak as us) or open a forged one: every tag-like
sequence that names one of our frames or a chat-role marker is defanged, invisible format
characters that could hide such a sequence are dropped, and look-alike angle brackets count as
angle brackets."""

from __future__ import annotations

import re
import unicodedata

FRAME = "page_content"
_OPEN = f'<{FRAME} untrusted="true">'
_CLOSE = f"</{FRAME}>"

# Names a page could use to end our frame or pose as another speaker.
_NAMES = r"page[\s_\-]*content|system|user|assistant|tool(?:_result|_call)?|instructions?|untrusted|developer"
_TAG = re.compile(rf"[<＜﹤〈‹]\s*/?\s*(?:{_NAMES})\b", re.I)
_CHAT_TOKEN = re.compile(r"<\|[^|>\n]{1,40}\|>")
_FORMAT_CHARS = re.compile("[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]")


def neutralise(text: str) -> str:
    """`text` with no way to close or forge our frames; everything else is kept as it was."""
    if not text:
        return text
    text = _FORMAT_CHARS.sub("", text)
    folded = unicodedata.normalize("NFKC", text)
    if folded != text and (_TAG.search(folded) or _CHAT_TOKEN.search(folded)):
        text = folded  # full-width or compatibility forms spelled one of our tags
    text = _TAG.sub(lambda m: "‹" + m.group(0)[1:], text)
    return _CHAT_TOKEN.sub(lambda m: "‹|" + m.group(0)[2:-2] + "|›", text)


def wrap(text: str) -> str:
    """Page-derived text framed as data for the model."""
    return f"{_OPEN}\n{neutralise(text)}\n{_CLOSE}"
