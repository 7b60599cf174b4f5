"""Browser failures, each worded as one sentence a user can act on."""

from __future__ import annotations

from opticlick_tui.errors import EXIT_USAGE, OpticlickError


class BrowserError(OpticlickError):
    """Base class: str(error) is the user-facing sentence."""


class ChromeNotFoundError(BrowserError):
    """No Chrome to launch: a setup problem (the message says how to install one)."""

    exit_code = EXIT_USAGE


class ChromeLaunchError(BrowserError):
    pass


class AttachError(BrowserError):
    pass


class TabClosedError(BrowserError):
    """The agent's tab is gone (closed by the user, or its renderer crashed)."""


class BrowserClosedError(BrowserError):
    """Chrome itself went away (crashed, killed, or closed by the user)."""


class ContextGoneError(BrowserError):
    """The frame's document changed under us (navigation); observe again."""


class CDPError(BrowserError):
    def __init__(self, method: str, message: str):
        super().__init__(f"Chrome refused {method}: {message}")
        self.method = method
        self.message = message


class CDPTimeoutError(BrowserError):
    def __init__(self, method: str, seconds: float):
        super().__init__(f"Chrome did not answer {method} within {seconds:g} s; the page may be hung.")
        self.method = method
