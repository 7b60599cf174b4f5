"""Where opticlick keeps its files: one config dir and one data dir, both from platformdirs.

`OPTICLICK_CONFIG_DIR` and `OPTICLICK_DATA_DIR` move them (tests and portable installs use this);
the log goes to the state dir (`OPTICLICK_STATE_DIR` moves it).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "opticlick"


def config_dir() -> Path:
    override = os.environ.get("OPTICLICK_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def config_file() -> Path:
    return config_dir() / "config.toml"


def default_data_dir() -> Path:
    override = os.environ.get("OPTICLICK_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


def state_dir() -> Path:
    override = os.environ.get("OPTICLICK_STATE_DIR")
    return Path(override) if override else Path(platformdirs.user_state_dir(APP_NAME))


def log_file() -> Path:
    return state_dir() / "opticlick.log"


def assets_dir() -> Path:
    """Static files the app ships: inside the installed package, or the repository's assets/."""
    packaged = Path(__file__).parent / "assets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "assets"


def asset_text(name: str) -> str:
    return (assets_dir() / name).read_text(encoding="utf-8")
