"""What the terminal can show, found out before Textual takes the terminal over.

Terminal answers can only be read before Textual starts reading the input; textual-image would ask
when first imported (waiting up to 2 s for a silent terminal), so `EarlyProbe` asks once, early,
and fills its cache. SSH and tmux drop COLORTERM, and Kitty images vanish in 256-colour mode, so
true colour is switched on when the terminal can take it.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from dataclasses import dataclass

PROTOCOLS = ("kitty", "sixel", "halfblock", "none")
# The terminal's answers to the probe: device attributes, Kitty graphics replies, the cell size.
_ANSWERS = re.compile(r"\x1b\[\?[0-9;]*c|\x1b_G.*?\x1b\\|\x1b\[6;\d+;\d+t", re.S)


@dataclass
class TerminalInfo:
    protocol: str  # kitty | sixel | halfblock | none
    truecolor: bool
    tty: bool


def _truecolor_likely(protocol: str) -> bool:
    if os.environ.get("COLORTERM", "").lower() in ("truecolor", "24bit"):
        return True
    term = os.environ.get("TERM", "")
    program = os.environ.get("TERM_PROGRAM", "")
    if protocol in ("kitty", "sixel"):
        return True
    return any(
        t in term for t in ("kitty", "direct", "truecolor", "alacritty", "wezterm", "foot")
    ) or program in (
        "iTerm.app",
        "WezTerm",
        "vscode",
        "ghostty",
        "Apple_Terminal",
        "tmux",
    )


class EarlyProbe:
    """Asks the terminal what it can show (Kitty graphics, Sixel in the device attributes, the cell
    size in pixels) as soon as the preference is known, and reads the answers just before Textual
    starts: the round trip overlaps the imports, so a terminal that answers costs no wait.

    Nothing is asked when there is nothing to learn (half-blocks or no preview chosen, or a chosen
    graphics protocol with the cell size known from the kernel). The device-attributes query goes
    last: every terminal answers it, so its answer ends the read; one that stays silent is given
    up on after `patience` seconds from the send, and half-blocks are used.
    """

    def __init__(self, preference: str = "auto", patience: float = 0.4) -> None:
        self.preference = preference if preference in PROTOCOLS else "auto"
        self.tty = bool(
            sys.__stdout__ and sys.__stdout__.isatty() and sys.__stdin__ and sys.__stdin__.isatty()
        )
        self.patience = patience
        self._sent_at: float | None = None
        self._saved_mode: list | None = None  # the terminal's mode before the probe, restored after
        self._cell = (0, 0)
        self.typed_ahead = ""  # what the user typed before the terminal's answer came
        if self.tty and self.preference in ("auto", "kitty", "sixel"):
            self._send()

    def _send(self) -> None:
        try:
            import termios
            import time
            import tty

            from textual_image import _terminal
            from textual_image._posix import get_tiocgwinsz
        except ImportError:  # not a POSIX terminal: half-blocks, unless the user chose otherwise
            return

        try:
            rows, columns, width, height = get_tiocgwinsz()
            self._cell = (width // columns, height // rows) if rows and columns else (0, 0)
        except OSError:
            self._cell = (0, 0)
        need_cell = not all(self._cell)
        if self.preference != "auto" and not need_cell:
            return  # a chosen protocol and a known cell size: nothing to ask
        stdin = sys.__stdin__.fileno()  # type: ignore[union-attr]
        try:
            self._saved_mode = termios.tcgetattr(stdin)
            tty.setcbreak(stdin, termios.TCSANOW)  # the answers must not be echoed while we import
            query = (_terminal._tgp_support_query() if self.preference == "auto" else "") + (
                "\x1b[16t" if need_cell else ""
            )
            sys.__stdout__.write(query + "\x1b[c")  # type: ignore[union-attr]
            sys.__stdout__.flush()  # type: ignore[union-attr]
            self._sent_at = time.monotonic()
        except (OSError, termios.error):
            self._restore()

    def _restore(self) -> None:
        if self._saved_mode is not None:
            import termios

            with contextlib.suppress(OSError, termios.error):
                termios.tcsetattr(sys.__stdin__.fileno(), termios.TCSANOW, self._saved_mode)  # type: ignore[union-attr]
            self._saved_mode = None

    def _collect(self) -> str:
        import select
        import time

        stdin = sys.__stdin__.fileno()  # type: ignore[union-attr]
        answer = b""
        assert self._sent_at is not None
        try:
            while not re.search(rb"\x1b\[\?[0-9;]*c", answer):
                left = self._sent_at + self.patience - time.monotonic()
                ready, _, _ = select.select([stdin], [], [], max(0.0, left))
                if not ready:
                    break
                # One byte at a time: what the user types after the answer stays for the app.
                chunk = os.read(stdin, 1)
                if not chunk:
                    break
                answer += chunk
        except OSError:
            pass
        finally:
            self._restore()
        return answer.decode(errors="replace")

    def finish(self) -> TerminalInfo:
        """Read the answers (if anything was asked), fill textual-image's cache so it never asks
        again once Textual owns the input, and pick the protocol (the user's choice wins)."""
        protocol = self.preference
        sixel = tgp = False
        width, height = self._cell
        if self._sent_at is not None:
            from textual_image import _terminal

            answers = self._collect()
            sixel, tgp, asked_width, asked_height = _terminal._parse_probe_response(answers)
            # Keys typed while the answer was on its way are not the terminal's: keep them.
            self.typed_ahead = _ANSWERS.sub("", answers)
            if not all((width, height)):
                width, height = asked_width, asked_height
        if self.tty and protocol in ("auto", "kitty", "sixel"):
            from textual_image import _terminal

            cell = _terminal.CellSize(width or 10, height or 20)  # VT340's, as textual-image assumes
            _terminal.probe_terminal._result = _terminal.TerminalCapabilities(cell, sixel=sixel, tgp=tgp)  # type: ignore[attr-defined]
        if protocol == "auto":
            protocol = ("sixel" if sixel else "kitty" if tgp else "halfblock") if self.tty else "none"
        if protocol == "sixel":
            enable_fast_sixel()
        truecolor = _truecolor_likely(protocol)
        if truecolor and "TEXTUAL_COLOR_SYSTEM" not in os.environ:
            os.environ["TEXTUAL_COLOR_SYSTEM"] = "truecolor"
        return TerminalInfo(protocol, truecolor, self.tty)


def probe(preference: str = "auto") -> TerminalInfo:
    """Pick the preview protocol (the user's preference wins) and set TEXTUAL_COLOR_SYSTEM."""
    return EarlyProbe(preference).finish()


def enable_fast_sixel() -> bool:
    """Give the Sixel encoder its numpy path (about twice as fast) when it was imported without
    numpy by the probe. Reloading re-runs the module in its own namespace, so functions already
    imported from it see the numpy versions. Returns whether the fast path is on."""
    import importlib

    try:
        import numpy  # noqa: F401
        from textual_image import _sixel
    except ImportError:
        return False
    if not getattr(_sixel, "_HAS_NUMPY", False):
        importlib.reload(_sixel)
    return bool(getattr(_sixel, "_HAS_NUMPY", False))
