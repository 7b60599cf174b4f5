"""Finding a Chrome or Chromium binary: --chrome/config, then CHROME_PATH, then installed browsers,
then a Chromium that Playwright downloaded earlier."""

from __future__ import annotations

import glob
import os
import platform
import shutil
from pathlib import Path

from opticlick_tui.browser.errors import ChromeNotFoundError

_NAMES = [
    "google-chrome",
    "google-chrome-stable",
    "chromium",
    "chromium-browser",
    "chrome",
    "google-chrome-beta",
    "microsoft-edge",
]

_MAC_APPS = [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
]

_WINDOWS_APPS = [
    r"%PROGRAMFILES%\Google\Chrome\Application\chrome.exe",
    r"%PROGRAMFILES(X86)%\Google\Chrome\Application\chrome.exe",
    r"%LOCALAPPDATA%\Google\Chrome\Application\chrome.exe",
]

INSTALL_HINT = (
    "No Chrome or Chromium was found: install one (Debian/Ubuntu: `sudo apt install chromium`; "
    "macOS: install Google Chrome), or point to it with --chrome PATH or CHROME_PATH."
)


def _executable(path: str | os.PathLike[str]) -> Path | None:
    p = Path(path).expanduser()
    if p.is_file() and os.access(p, os.X_OK):
        return p
    return None


def _playwright_chromium() -> Path | None:
    root = os.environ.get("PLAYWRIGHT_BROWSERS_PATH") or str(Path.home() / ".cache" / "ms-playwright")
    patterns = [
        "chromium-*/chrome-linux*/chrome",
        "chromium-*/chrome-mac*/Chromium.app/Contents/MacOS/Chromium",
        "chromium-*/chrome-win*/chrome.exe",
    ]
    for pattern in patterns:
        for found in sorted(glob.glob(os.path.join(root, pattern)), reverse=True):
            if exe := _executable(found):
                return exe
    return None


def find_chrome(explicit: str | None = None) -> Path:
    """Return a usable browser binary or raise ChromeNotFoundError with install advice."""
    if explicit:
        found = _executable(explicit) or (shutil.which(explicit) and Path(shutil.which(explicit) or ""))
        if not found:
            raise ChromeNotFoundError(
                f"The browser given with --chrome (or browser.chrome in config.toml) was not found or is not "
                f"executable: {explicit}; fix the path or leave it empty to search automatically."
            )
        return Path(found)
    env = os.environ.get("CHROME_PATH")
    if env:
        if exe := _executable(env):
            return exe
        raise ChromeNotFoundError(
            f"CHROME_PATH points to {env}, which is not an executable file; fix it or unset it."
        )
    for name in _NAMES:
        if which := shutil.which(name):
            return Path(which)
    system = platform.system()
    candidates = _MAC_APPS if system == "Darwin" else _WINDOWS_APPS if system == "Windows" else []
    for candidate in candidates:
        if exe := _executable(os.path.expandvars(candidate)):
            return exe
    if exe := _playwright_chromium():
        return exe
    raise ChromeNotFoundError(INSTALL_HINT)
