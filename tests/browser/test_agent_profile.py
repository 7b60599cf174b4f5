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
from opticlick_tui.browser.launch import (
    TEMP_DOWNLOADS_PREFIX,
    TEMP_PROFILE_PREFIX,
    claim_profile,
    launch_chrome,
    release_claim,
)
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.config import BrowserSettings

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


async def test_download_folders_left_by_killed_runs_are_swept_and_a_run_removes_its_own(
    tmp_path, private_tmp
):
    killed = private_tmp / f"{TEMP_DOWNLOADS_PREFIX}killed"
    killed.mkdir()
    (killed / "report.pdf").write_bytes(b"%PDF")
    live = private_tmp / f"{TEMP_DOWNLOADS_PREFIX}live"
    live.mkdir()
    held = claim_profile(live)  # a long run that is still going holds its folder
    assert held is not None
    old = live.stat().st_mtime - 3600  # an hour before the filesystem's now (time.time() may be faked)
    os.utime(killed, (old, old))
    os.utime(live, (old, old))
    try:
        session = await BrowserSession.start(BrowserSettings(headless=True), tmp_path / "profile")
        try:
            own = session.downloads_dir
            assert own is not None and own.parent == private_tmp and own.is_dir()
            assert not killed.exists(), "a folder no live run holds is removed"
            assert live.exists(), "a folder a live run holds is left alone"
        finally:
            await session.close()
        assert not own.exists()
        assert live.exists()
    finally:
        release_claim(held)
