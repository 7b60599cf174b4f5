"""The agent's own Chrome profile: no offers to save passwords or cards, and no temporary profile
left behind (after a normal close, a failed start, or a run that was killed)."""

from __future__ import annotations

import json
import os
import socket
import tempfile

import pytest

from opticlick_tui.browser.chrome_path import find_chrome
from opticlick_tui.browser.errors import ChromeLaunchError
from opticlick_tui.browser.launch import TEMP_PROFILE_PREFIX, launch_chrome

pytestmark = pytest.mark.slow


@pytest.fixture
def private_tmp(tmp_path, monkeypatch):
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def hold_profile(profile) -> None:
    """Mark the profile as held by a live process on this host (this test's own pid)."""
    profile.mkdir(parents=True, exist_ok=True)
    os.symlink(f"{socket.gethostname()}-{os.getpid()}", profile / "SingletonLock")


async def test_profile_offers_no_password_or_card_saving_and_chrome_keeps_it(tmp_path, private_tmp):
    profile = tmp_path / "profile"
    (profile / "Default").mkdir(parents=True)
    (profile / "Default" / "Preferences").write_text(json.dumps({"homepage": "about:blank"}))
    chrome = await launch_chrome(find_chrome(), profile, headless=True)
    await chrome.stop()  # Chrome rewrites Preferences on exit: our settings must survive that
    prefs = json.loads((profile / "Default" / "Preferences").read_text())
    assert prefs["credentials_enable_service"] is False
    assert prefs["profile"]["password_manager_enabled"] is False
    assert prefs["autofill"]["credit_card_enabled"] is False
    assert prefs["autofill"]["profile_enabled"] is False
    assert prefs.get("homepage") == "about:blank", "the user's other preferences are kept"


async def test_temporary_profile_is_removed_after_close(tmp_path, private_tmp):
    profile = tmp_path / "profile"
    hold_profile(profile)
    chrome = await launch_chrome(find_chrome(), profile, headless=True)
    assert chrome.temporary_profile and chrome.user_data_dir.parent == private_tmp
    await chrome.stop()
    assert not chrome.user_data_dir.exists()


async def test_failed_start_leaves_no_temporary_profile(tmp_path, private_tmp):
    profile = tmp_path / "profile"
    hold_profile(profile)
    with pytest.raises(ChromeLaunchError):
        await launch_chrome(tmp_path / "no-such-chrome", profile, headless=True)
    assert not list(private_tmp.glob(TEMP_PROFILE_PREFIX + "*"))


async def test_profiles_left_by_killed_runs_are_swept(tmp_path, private_tmp):
    stale = private_tmp / f"{TEMP_PROFILE_PREFIX}killed"
    (stale / "Default").mkdir(parents=True)
    fresh = private_tmp / f"{TEMP_PROFILE_PREFIX}starting"
    fresh.mkdir()
    old = fresh.stat().st_mtime - 3600  # an hour before the filesystem's now (time.time() may be faked)
    os.utime(stale, (old, old))
    with pytest.raises(ChromeLaunchError):
        await launch_chrome(tmp_path / "no-such-chrome", tmp_path / "profile", headless=True)
    assert not stale.exists()
    assert fresh.exists(), "a profile another run is just starting on is left alone"
