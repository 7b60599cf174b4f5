"""Starting our own Chrome process with a remote-debugging port.

We start Chrome ourselves and attach to it over CDP, exactly as we attach to a user's Chrome with
--cdp-url: one code path for both, and the browser window belongs to the user, not to a driver.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from opticlick_tui.browser.errors import ChromeLaunchError

# Flags that keep Chrome quiet and predictable for an agent: no first-run UI, no background network
# chatter (which a closed network answers with a storm of refused connections), no throttling of
# the background window the agent works in, popups allowed so target=_blank links open tabs. No
# back-forward cache: a page it restores keeps frames that Playwright no longer lists, and the
# contents of its cross-site frames could not be read at all; "back" loads the page again.
BASE_FLAGS = [
    "--disable-back-forward-cache",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--disable-renderer-backgrounding",
    "--disable-popup-blocking",
    "--disable-features=Translate,MediaRouter,OptimizationHints,DialMediaRouteProvider",
    "--password-store=basic",
    "--use-mock-keychain",
]


@dataclass
class ChromeProcess:
    process: subprocess.Popen[bytes]
    endpoint: str
    user_data_dir: Path
    temporary_profile: bool
    notices: list[str] = field(default_factory=list)
    log_path: Path | None = None
    profile_claim: int | None = None  # our lock on the profile, held while this Chrome runs

    def alive(self) -> bool:
        return self.process.poll() is None

    async def stop(self, timeout: float = 5.0) -> None:
        socket_dir = singleton_socket_dir(self.user_data_dir)
        if self.process.poll() is None:
            self.process.terminate()
            deadline = time.monotonic() + timeout
            while self.process.poll() is None and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            if self.process.poll() is None:
                self.process.kill()
                await asyncio.to_thread(self.process.wait)
        await end_process_group(self.process.pid)
        if self.profile_claim is not None:
            os.close(self.profile_claim)  # closing drops the flock
            self.profile_claim = None
        if self.temporary_profile:
            shutil.rmtree(self.user_data_dir, ignore_errors=True)
        if socket_dir is not None:
            shutil.rmtree(socket_dir, ignore_errors=True)


# What Chrome keeps in the folder it makes for its single-instance socket.
SINGLETON_FILES = {"SingletonSocket", "SingletonCookie"}


def singleton_socket_dir(profile: Path) -> Path | None:
    """The folder Chrome made in the temporary directory for its single-instance socket (a socket's
    path must be short, so the profile's SingletonSocket links there), when it holds nothing else.
    Chrome stopped by a signal leaves it behind: one folder in /tmp per run, thousands over time."""
    try:
        folder = Path(os.readlink(profile / "SingletonSocket")).parent
        names = set(os.listdir(folder))
    except OSError:
        return None
    if (
        folder == profile
        or folder == Path(tempfile.gettempdir())
        or not names
        or not names <= SINGLETON_FILES
    ):
        return None
    return folder


# The agent's own profile never offers to save passwords, cards or addresses: a prompt it cannot
# answer sits over the page, and secrets the model typed must not end up stored in the profile.
AGENT_PREFS: dict[str, dict] = {
    "credentials_enable_service": {},
    "profile": {"password_manager_enabled": False, "password_manager_leak_detection": False},
    "autofill": {"credit_card_enabled": False, "profile_enabled": False},
}
TEMP_PROFILE_PREFIX = "opticlick-profile-"
TEMP_DOWNLOADS_PREFIX = "opticlick-downloads-"


def write_agent_prefs(profile: Path) -> None:
    """Merge AGENT_PREFS into the profile's Default/Preferences (kept: everything else in it)."""
    prefs_path = profile / "Default" / "Preferences"
    prefs: dict = {}
    with contextlib.suppress(OSError, ValueError):
        loaded = json.loads(prefs_path.read_text())
        prefs = loaded if isinstance(loaded, dict) else {}
    prefs["credentials_enable_service"] = False
    for section in ("profile", "autofill"):
        current = prefs.get(section)
        merged: dict = current if isinstance(current, dict) else {}
        prefs[section] = {**merged, **AGENT_PREFS[section]}
    prefs_path.parent.mkdir(parents=True, exist_ok=True)
    prefs_path.write_text(json.dumps(prefs))


def _folder_clock_now(root: Path) -> float:
    # Ages on the clock that stamped the folders, not time.time(): with the process clock moved
    # (faketime, a clock being corrected) a folder another run has just made would look old.
    try:
        with tempfile.TemporaryFile(dir=root) as probe:
            return os.fstat(probe.fileno()).st_mtime
    except OSError:
        return time.time()


def sweep_temporary_profiles(min_age_s: float = 300.0) -> None:
    """Remove temporary profiles left by runs that were killed (no live Chrome holds them)."""
    root = Path(tempfile.gettempdir())
    now = _folder_clock_now(root)
    for folder in root.glob(TEMP_PROFILE_PREFIX + "*"):
        with contextlib.suppress(OSError):
            if now - folder.stat().st_mtime > min_age_s and profile_lock_owner(folder) is None:
                shutil.rmtree(folder, ignore_errors=True)


def temporary_downloads_dir(min_age_s: float = 300.0) -> tuple[Path, int | None]:
    """A fresh folder for the files a run downloads when no downloads dir is set, and the lock
    that says a live run owns it (release it and remove the folder at the end). Folders of runs
    that were killed (no process holds their lock) are removed first: a SIGKILL leaves no chance
    to clean up, and each run would otherwise leave one behind in the temp dir."""
    root = Path(tempfile.gettempdir())
    now = _folder_clock_now(root)
    # (Only where a lock says a run is alive: without fcntl every claim succeeds, and a live
    # run's downloads would go.)
    stale = root.glob(TEMP_DOWNLOADS_PREFIX + "*") if _CAN_LOCK else []
    for folder in stale:
        with contextlib.suppress(OSError):
            if now - folder.stat().st_mtime <= min_age_s:
                continue
            held = claim_profile(folder)
            if held is not None:
                shutil.rmtree(folder, ignore_errors=True)
                release_claim(held)
    folder = Path(tempfile.mkdtemp(prefix=TEMP_DOWNLOADS_PREFIX))
    return folder, claim_profile(folder)


try:
    import fcntl as _fcntl  # noqa: F401  (whether claims below can tell a live holder)

    _CAN_LOCK = True
except ImportError:  # Windows
    _CAN_LOCK = False


def claim_profile(profile: Path) -> int | None:
    """An exclusive lock on the profile (or a temporary folder) for one opticlick process (its fd),
    or None when another opticlick holds it. Chrome's own SingletonLock appears only once Chrome has started, so runs
    started at the same moment would all see a free profile and share it (the second Chrome hands
    over to the first and exits); this lock is taken before launching and is never inherited."""
    try:
        import fcntl
    except ImportError:  # Windows: Chrome's own lock is all there is
        return os.open(profile / ".opticlick.lock", os.O_RDWR | os.O_CREAT, 0o600)
    fd = os.open(profile / ".opticlick.lock", os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


def profile_lock_owner(profile: Path) -> int | None:
    """The pid of a live Chrome holding this profile on this host, or None.

    Chrome marks a profile in use with a `SingletonLock` symlink whose target is "hostname-pid".
    A second Chrome started on it hands its URL to the first one and exits, which would leave us
    attached to nothing, so we check before launching.
    """
    lock = profile / "SingletonLock"
    try:
        target = os.readlink(lock)
    except OSError:
        return None
    host, _, pid_text = target.rpartition("-")
    if host != socket.gethostname() or not pid_text.isdigit():
        return None
    pid = int(pid_text)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        return pid
    return pid


def chrome_flags(
    user_data_dir: Path,
    headless: bool,
    window: tuple[int, int],
    extra: list[str] | None = None,
) -> list[str]:
    flags = [
        "--remote-debugging-port=0",
        f"--user-data-dir={user_data_dir}",
        f"--window-size={window[0]},{window[1]}",
        *BASE_FLAGS,
    ]
    if headless:
        flags += ["--headless", "--mute-audio"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        # Chrome refuses to run as root with its sandbox on; containers and CI run as root.
        flags.append("--no-sandbox")
    return flags + list(extra or [])


async def launch_chrome(
    binary: Path,
    profile_dir: Path,
    headless: bool,
    window: tuple[int, int] = (1280, 800),
    extra_flags: list[str] | None = None,
    log_dir: Path | None = None,
    timeout: float = 30.0,
) -> ChromeProcess:
    """Start Chrome on `profile_dir` (or a fresh temporary profile when that one is in use)."""
    notices: list[str] = []
    temporary = False
    profile_dir.mkdir(parents=True, exist_ok=True)
    sweep_temporary_profiles()
    claim = claim_profile(profile_dir)
    owner = profile_lock_owner(profile_dir) if claim is not None else None
    if claim is None:
        profile_dir = Path(tempfile.mkdtemp(prefix=TEMP_PROFILE_PREFIX))
        temporary = True
        notices.append(
            "The opticlick Chrome profile is in use by another Chrome (another opticlick run); this run "
            "uses a fresh temporary profile, so saved logins are not available."
        )
    elif owner is not None:
        release_claim(claim)
        claim = None
        profile_dir = Path(tempfile.mkdtemp(prefix=TEMP_PROFILE_PREFIX))
        temporary = True
        notices.append(
            f"The opticlick Chrome profile is in use by another Chrome (pid {owner}); this run uses a "
            "fresh temporary profile, so saved logins are not available. Close the other Chrome to use them."
        )
    try:
        return await _start(
            binary, profile_dir, temporary, notices, headless, window, extra_flags, log_dir, timeout, claim
        )
    except BaseException:
        release_claim(claim)
        if temporary:  # a failed start leaves no temporary profile behind
            shutil.rmtree(profile_dir, ignore_errors=True)
        raise


async def _start(
    binary: Path,
    profile_dir: Path,
    temporary: bool,
    notices: list[str],
    headless: bool,
    window: tuple[int, int],
    extra_flags: list[str] | None,
    log_dir: Path | None,
    timeout: float,
    claim: int | None,
) -> ChromeProcess:
    write_agent_prefs(profile_dir)
    port_file = profile_dir / "DevToolsActivePort"
    port_file.unlink(missing_ok=True)

    log_path = None
    if log_dir:
        log_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        log_path = log_dir / "chrome.log"
        # Private whatever the umask: Chrome's log can name the pages visited.
        log_handle = os.fdopen(os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600), "ab")
        os.chmod(log_path, 0o600)
    else:
        log_handle = subprocess.DEVNULL  # type: ignore[assignment]
    args = [str(binary), *chrome_flags(profile_dir, headless, window, extra_flags), "about:blank"]
    try:
        process = subprocess.Popen(
            args,
            stdin=subprocess.DEVNULL,
            stdout=log_handle,
            stderr=log_handle,
            # Ctrl-C in the terminal must reach us, not kill Chrome mid-step; and if we die (even
            # by kill -9), the Chrome we started dies with us instead of holding the profile.
            preexec_fn=_detach_but_die_with_parent if sys.platform == "linux" else None,
            start_new_session=sys.platform != "linux",
        )
    except OSError as exc:
        raise ChromeLaunchError(
            f"Could not start {binary}: {exc.strerror or exc}; check the path and permissions."
        ) from None
    finally:
        if log_path:
            log_handle.close()

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            tail = _log_tail(log_path)
            raise ChromeLaunchError(
                f"Chrome exited right after starting (code {process.returncode})"
                + (f": {tail}" if tail else "")
                + (
                    " Is a display available? Use --headless on a machine without one."
                    if "display" in tail.lower()
                    else ""
                )
            )
        try:
            text = port_file.read_text()
        except OSError:
            text = ""
        lines = text.split()
        if len(lines) >= 2 and lines[0].isdigit():
            endpoint = f"http://127.0.0.1:{lines[0]}"
            return ChromeProcess(process, endpoint, profile_dir, temporary, notices, log_path, claim)
        await asyncio.sleep(0.05)
    process.kill()
    raise ChromeLaunchError(
        f"Chrome did not open its debugging port within {timeout:g} s; see {log_path or 'its output'}."
    )


def release_claim(claim: int | None) -> None:
    if claim is not None:
        with contextlib.suppress(OSError):
            os.close(claim)


def live_group_members(pgid: int) -> list[int]:
    """Pids in process group `pgid` that have not exited (zombies left unreaped by an init that
    does not reap are not counted: they hold nothing). Linux only; elsewhere, an empty list."""
    found = []
    with contextlib.suppress(OSError):
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                with open(f"/proc/{entry.name}/stat", "rb") as handle:
                    stat = handle.read()
            except OSError:
                continue
            # "pid (comm) state ppid pgrp ...": comm can hold spaces and parentheses.
            fields = stat[stat.rfind(b")") + 2 :].split()
            if len(fields) >= 3 and fields[0] != b"Z" and int(fields[2]) == pgid:
                found.append(int(entry.name))
    return found


async def end_process_group(pgid: int, timeout: float = 3.0) -> None:
    """End what is left of the Chrome we started. Its helpers (zygote, renderers, the crash
    handler) share its process group (it leads a session of its own) and can outlive the browser
    process by a moment, or for good when it was killed: asked to stop, then killed, and waited for."""
    if sys.platform != "linux" or not live_group_members(pgid):
        return
    with contextlib.suppress(OSError):
        os.killpg(pgid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    killed = False
    while live_group_members(pgid):
        if time.monotonic() >= deadline:
            if killed:
                return  # (a process the kernel cannot take down yet: nothing more to do)
            with contextlib.suppress(OSError):
                os.killpg(pgid, signal.SIGKILL)
            # Killed, they are gone a moment later: waited for, so that nothing of ours is still
            # running when we exit (a busy machine took longer than the polite wait).
            killed = True
            deadline = time.monotonic() + 2.0
        await asyncio.sleep(0.05)


def _detach_but_die_with_parent() -> None:
    os.setsid()
    try:
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)
    except OSError:
        pass


def _log_tail(path: Path | None) -> str:
    if not path:
        return ""
    try:
        lines = [ln for ln in path.read_text(errors="replace").splitlines() if ln.strip()]
    except OSError:
        return ""
    interesting = [ln for ln in lines if "ERROR" in ln or "error" in ln.lower()]
    return (interesting or lines)[-1][:300] if lines else ""
