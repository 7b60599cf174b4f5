"""Key names and combos ("Enter", "Control+A", "Shift+Tab") to CDP key events (US layout)."""

from __future__ import annotations

from dataclasses import dataclass

MODIFIER_BITS = {"Alt": 1, "Control": 2, "Meta": 4, "Shift": 8}
_MODIFIER_KEYS = {
    "Alt": ("Alt", "AltLeft", 18),
    "Control": ("Control", "ControlLeft", 17),
    "Meta": ("Meta", "MetaLeft", 91),
    "Shift": ("Shift", "ShiftLeft", 16),
}
_MODIFIER_ALIASES = {
    "alt": "Alt",
    "option": "Alt",
    "opt": "Alt",
    "control": "Control",
    "ctrl": "Control",
    "ctl": "Control",
    "controlormeta": "Control",
    "meta": "Meta",
    "cmd": "Meta",
    "command": "Meta",
    "super": "Meta",
    "win": "Meta",
    "shift": "Shift",
}


@dataclass(frozen=True)
class KeyDef:
    key: str
    code: str
    key_code: int
    text: str = ""
    shift: bool = False  # this character needs Shift held (US layout)


_NAMED: dict[str, KeyDef] = {
    "Enter": KeyDef("Enter", "Enter", 13, "\r"),
    "Tab": KeyDef("Tab", "Tab", 9),
    "Backspace": KeyDef("Backspace", "Backspace", 8),
    "Delete": KeyDef("Delete", "Delete", 46),
    "Escape": KeyDef("Escape", "Escape", 27),
    "Space": KeyDef(" ", "Space", 32, " "),
    "ArrowUp": KeyDef("ArrowUp", "ArrowUp", 38),
    "ArrowDown": KeyDef("ArrowDown", "ArrowDown", 40),
    "ArrowLeft": KeyDef("ArrowLeft", "ArrowLeft", 37),
    "ArrowRight": KeyDef("ArrowRight", "ArrowRight", 39),
    "Home": KeyDef("Home", "Home", 36),
    "End": KeyDef("End", "End", 35),
    "PageUp": KeyDef("PageUp", "PageUp", 33),
    "PageDown": KeyDef("PageDown", "PageDown", 34),
    "Insert": KeyDef("Insert", "Insert", 45),
    "ContextMenu": KeyDef("ContextMenu", "ContextMenu", 93),
}
for _n in range(1, 13):
    _NAMED[f"F{_n}"] = KeyDef(f"F{_n}", f"F{_n}", 111 + _n)

_ALIASES = {
    "return": "Enter",
    "esc": "Escape",
    "del": "Delete",
    "bksp": "Backspace",
    "up": "ArrowUp",
    "down": "ArrowDown",
    "left": "ArrowLeft",
    "right": "ArrowRight",
    "pgup": "PageUp",
    "pgdn": "PageDown",
    "pagedown": "PageDown",
    "pageup": "PageUp",
    "spacebar": "Space",
    "space": "Space",
    " ": "Space",
}

_PUNCT = {
    # char: (code, keyCode, shifted?)
    ";": ("Semicolon", 186, False),
    ":": ("Semicolon", 186, True),
    "=": ("Equal", 187, False),
    "+": ("Equal", 187, True),
    ",": ("Comma", 188, False),
    "<": ("Comma", 188, True),
    "-": ("Minus", 189, False),
    "_": ("Minus", 189, True),
    ".": ("Period", 190, False),
    ">": ("Period", 190, True),
    "/": ("Slash", 191, False),
    "?": ("Slash", 191, True),
    "`": ("Backquote", 192, False),
    "~": ("Backquote", 192, True),
    "[": ("BracketLeft", 219, False),
    "{": ("BracketLeft", 219, True),
    "\\": ("Backslash", 220, False),
    "|": ("Backslash", 220, True),
    "]": ("BracketRight", 221, False),
    "}": ("BracketRight", 221, True),
    "'": ("Quote", 222, False),
    '"': ("Quote", 222, True),
}
_SHIFTED_DIGITS = {
    ")": "0",
    "!": "1",
    "@": "2",
    "#": "3",
    "$": "4",
    "%": "5",
    "^": "6",
    "&": "7",
    "*": "8",
    "(": "9",
}


def char_key(ch: str) -> KeyDef:
    """The key that types `ch` on a US keyboard; other characters get a key event with no code."""
    if "a" <= ch <= "z":
        return KeyDef(ch, f"Key{ch.upper()}", ord(ch.upper()), ch)
    if "A" <= ch <= "Z":
        return KeyDef(ch, f"Key{ch}", ord(ch), ch, shift=True)
    if "0" <= ch <= "9":
        return KeyDef(ch, f"Digit{ch}", ord(ch), ch)
    if ch in _SHIFTED_DIGITS:
        d = _SHIFTED_DIGITS[ch]
        return KeyDef(ch, f"Digit{d}", ord(d), ch, shift=True)
    if ch in _PUNCT:
        code, key_code, shifted = _PUNCT[ch]
        return KeyDef(ch, code, key_code, ch, shift=shifted)
    if ch == " ":
        return _NAMED["Space"]
    return KeyDef(ch, "", 0, ch)


class KeyComboError(ValueError):
    pass


@dataclass(frozen=True)
class KeyCombo:
    modifiers: tuple[str, ...]
    key: KeyDef

    @property
    def modifier_bits(self) -> int:
        bits = 0
        for m in self.modifiers:
            bits |= MODIFIER_BITS[m]
        return bits

    def __str__(self) -> str:
        return "+".join([*self.modifiers, self.key.key if self.key.key != " " else "Space"])


def parse_combo(text: str) -> KeyCombo:
    """Parse 'Control+Shift+K', 'Enter', 'ctrl+a', 'Shift+Tab' (a lone '+' is the plus key)."""
    raw = text.strip()
    if not raw:
        raise KeyComboError("no key given")
    parts = [raw] if raw == "+" else [p.strip() for p in raw.replace("++", "+Plus").split("+")]
    *mods, main = parts
    modifiers: list[str] = []
    for m in mods:
        name = _MODIFIER_ALIASES.get(m.lower())
        if not name:
            raise KeyComboError(f"unknown modifier {m!r} (use Control, Shift, Alt or Meta)")
        if name not in modifiers:
            modifiers.append(name)
    if main == "Plus":
        main = "+"
    if main.lower() in _MODIFIER_ALIASES and not mods:
        name = _MODIFIER_ALIASES[main.lower()]
        k, code, kc = _MODIFIER_KEYS[name]
        return KeyCombo((), KeyDef(k, code, kc))
    named = (
        _NAMED.get(main)
        or _NAMED.get(_ALIASES.get(main.lower(), ""))
        or next((v for k, v in _NAMED.items() if k.lower() == main.lower()), None)
    )
    if named:
        return KeyCombo(tuple(modifiers), named)
    if len(main) == 1:
        key = char_key(main)
        if modifiers and "a" <= main.lower() <= "z":
            # With Control/Alt/Meta held, 'A' and 'a' are the same key; Shift is what makes it upper case.
            key = char_key(main.lower()) if "Shift" not in modifiers else char_key(main.upper())
        return KeyCombo(tuple(modifiers), key)
    raise KeyComboError(f"unknown key {main!r}")


def modifier_key(name: str) -> KeyDef:
    k, code, kc = _MODIFIER_KEYS[name]
    return KeyDef(k, code, kc)
