"""The TUI in a real terminal (tmux) stopped by `kill` (SIGTERM) or by its terminal going away (SIGHUP,
as when an SSH session drops) while the model is thinking: the run is saved as stopped, the Chrome
it started and its temporary profile are gone, and the exit code says which signal it was."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from tests.fakes.openai import FakeOpenAI
from tests.fault.test_interrupts import _never_ending_reply, _processes_mentioning, _wait
from tests.tui.test_tmux import tmux, wait_screen

pytestmark = [
    pytest.mark.slow,  # a real opticlick process, its Chrome and tmux
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


def _app_pid(data_dir: Path) -> int | None:
    """The opticlick process started with this data dir (not its Chrome, not the shell around it)."""
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            argv = (proc / "cmdline").read_bytes().split(b"\0")
            environ = (proc / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if argv[1:3] == [b"-m", b"opticlick_tui"] and f"OPTICLICK_DATA_DIR={data_dir}".encode() in environ:
            return int(proc.name)
    return None


@pytest.mark.parametrize("how", ["SIGTERM", "SIGHUP"])
def test_the_tui_stopped_by_a_signal_saves_the_run_and_cleans_up(tmp_path, page_server, how):
    from opticlick_tui.browser.launch import TEMP_PROFILE_PREFIX, claim_profile

    data = tmp_path / "data"
    profile = data / "profile"
    profile.mkdir(parents=True)
    held = claim_profile(profile)  # as by another run: this one starts Chrome on a temporary profile
    temp_root = Path(tempfile.mkdtemp(prefix="oc-sig-"))  # short: Chrome's socket path lives there
    code_file = tmp_path / "exit-code"
    name = f"oc-sig-{os.getpid()}-{time.monotonic_ns()}"
    release = threading.Event()
    try:
        with FakeOpenAI([_never_ending_reply(release)]) as fake:
            (tmp_path / "cfg").mkdir()
            (tmp_path / "cfg" / "config.toml").write_text(
                f'[llm]\nprovider = "openai"\nbase_url = "{fake.url}/v1"\nmodel = "gpt-test"\n'
                'first_byte_timeout_s = 60\n[tui]\nimage_protocol = "halfblock"\n[browser]\nheadless = true\n'
            )
            env = {
                "TERM": "xterm-256color",
                "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
                "OPTICLICK_DATA_DIR": str(data),
                "OPTICLICK_STATE_DIR": str(tmp_path / "state"),
                "OPENAI_API_KEY": "sk-test",
                "TMPDIR": str(temp_root),
            }
            flags = [arg for key, value in env.items() for arg in ("-e", f"{key}={value}")]
            tmux("new-session", "-d", "-s", name, "-x", "120", "-y", "35", *flags, "sleep 600")
            # The shell around the app does what a login shell does when its SSH session drops:
            # it gets SIGHUP and passes it on to the app; then it writes down the app's exit code.
            app = f"env -u COLUMNS -u LINES {sys.executable} -m opticlick_tui"
            command = (
                f"exec 3<&0; {app} 0<&3 3<&- & pid=$!; "
                'trap "kill -HUP $pid" HUP; wait $pid; code=$?; '
                "while kill -0 $pid 2>/dev/null; do wait $pid; code=$?; done; "
                f"echo $code > {code_file}"
            )
            tmux("respawn-pane", "-k", "-t", name, f"sh -c '{command}'")
            wait_screen(name, lambda text: "What should the agent do?" in text, timeout=180)
            tmux("send-keys", "-t", name, f"Read the page {page_server('controls.html')}", "Enter")
            _wait(
                lambda: any(r.path.endswith("/chat/completions") for r in fake.requests),
                180,  # a hang guard: starting Chrome under load is slow, not stuck
                "the model request",
            )
            assert list(temp_root.glob(TEMP_PROFILE_PREFIX + "*")), "the run uses a temporary profile"
            if how == "SIGHUP":
                tmux("kill-session", "-t", name)  # the terminal goes away, as with a dropped SSH link
            else:
                pid = _app_pid(data)
                assert pid is not None
                os.kill(pid, signal.SIGTERM)
            _wait(code_file.exists, 120, "the app to exit")  # a hang guard: the stop is immediate
            _wait(lambda: code_file.read_text().strip() != "", 10, "the exit code")
            left = list(temp_root.glob(TEMP_PROFILE_PREFIX + "*"))
            # (Chrome by its profile under the temporary root: the tmux server this test may have
            # started carries the root in its own command line, TMPDIR=..., and lives on until
            # the session is killed below.)
            chrome = _processes_mentioning(str(temp_root / TEMP_PROFILE_PREFIX))
    finally:
        release.set()
        tmux("kill-session", "-t", name)
        os.close(held)
        shutil.rmtree(temp_root, ignore_errors=True)
    expected = 128 + getattr(signal, how)
    assert int(code_file.read_text()) == expected
    (row,) = json.loads((data / "index.json").read_text())["sessions"].values()
    assert row["status"] == "stopped", row
    assert left == [], "the temporary profile was left behind"
    assert chrome == [], "the Chrome the TUI started outlived it"
