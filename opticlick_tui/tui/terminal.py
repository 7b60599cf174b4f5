"""What the terminal can show, found out before Textual takes the terminal over.

textual-image probes for Sixel and the Kitty graphics protocol when it is imported, which only works
before Textual switches the terminal to raw mode; so `probe()` imports it first. SSH and tmux drop
COLORTERM, and Kitty images vanish in 256-colour mode, so true colour is switched on when the
terminal can take it.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass

PROTOCOLS = ("kitty", "sixel", "halfblock", "none")


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


def probe(preference: str = "auto") -> TerminalInfo:
    """Pick the preview protocol (the user's preference wins) and set TEXTUAL_COLOR_SYSTEM."""
    tty = bool(sys.__stdout__ and sys.__stdout__.isatty())
    protocol = preference if preference in PROTOCOLS else "auto"
    if protocol == "auto":
        protocol = "halfblock" if tty else "none"
        # The detection imports every renderable, and the Sixel encoder imports numpy (~0.1 s of a
        # 0.6 s start): numpy is kept out here and loaded only when Sixel is what we will draw.
        hide_numpy = "numpy" not in sys.modules
        if hide_numpy:
            sys.modules["numpy"] = None  # type: ignore[assignment]  # makes `import numpy` fail
        try:
            from textual_image.renderable import Image as Detected
            from textual_image.renderable.sixel import Image as Sixel
            from textual_image.renderable.tgp import Image as TGP

            if Detected is Sixel:
                protocol = "sixel"
            elif Detected is TGP:
                protocol = "kitty"
        except Exception:  # noqa: BLE001 - a failed probe must never stop the app; half-blocks always work
            pass
        finally:
            if hide_numpy and sys.modules.get("numpy", 0) is None:
                del sys.modules["numpy"]
    if protocol == "sixel":
        enable_fast_sixel()
    truecolor = _truecolor_likely(protocol)
    if truecolor and "TEXTUAL_COLOR_SYSTEM" not in os.environ:
        os.environ["TEXTUAL_COLOR_SYSTEM"] = "truecolor"
    return TerminalInfo(protocol, truecolor, tty)


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
