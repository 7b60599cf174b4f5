"""Ctrl-C and kill -9 against a real `opticlick run` process: exit 130 or a resumable session, and
never a traceback."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from tests.agent.test_cli_run import env_for
from tests.fakes.openai import FakeOpenAI
from tests.fakes.server import Reply


def _wait(predicate, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)


def _never_ending_reply(release):
    def chunks():
        release.wait(60)  # headers sent, then nothing: a model that is still thinking
        yield "data: [DONE]\n\n"

    return Reply(200, chunks=chunks(), content_type="text/event-stream")


def _processes_mentioning(text: str) -> list[str]:
    """Processes whose command line contains `text` (a Chrome started on a profile under it), each
    as "pid state=S pgrp=G ppid=P command…" so that a failure says what was left and why."""
    found = []
    for proc in Path("/proc").iterdir():
        if proc.name.isdigit():
            try:
                cmdline = (proc / "cmdline").read_bytes()
                stat = (proc / "stat").read_bytes()
            except OSError:
                continue
            if text.encode() in cmdline:
                state, ppid, pgrp = stat[stat.rfind(b")") + 2 :].split()[:3]
                command = cmdline.replace(b"\0", b" ").decode(errors="replace")[:160]
                found.append(
                    f"{proc.name} state={state.decode()} pgrp={pgrp.decode()} ppid={ppid.decode()} {command}"
                )
    return found


# Ctrl-C, `kill` (SIGTERM) and a dropped SSH session (SIGHUP) all stop the same way; the exit code
# says which (128 + the signal), and SIGTERM/SIGHUP say it in one sentence.
STOPS = {
    signal.SIGINT: (130, "Interrupted."),
    signal.SIGTERM: (143, "Stopped: terminated (SIGTERM)."),
    signal.SIGHUP: (129, "Stopped: the terminal hung up (SIGHUP)."),
}


@pytest.mark.slow
@pytest.mark.parametrize("sig", list(STOPS), ids=lambda s: signal.Signals(s).name)
def test_a_stop_signal_while_the_model_is_thinking_saves_the_session_and_cleans_up(
    tmp_path, page_server, sig
):
    import threading

    from opticlick_tui.browser.launch import TEMP_PROFILE_PREFIX, claim_profile

    # The default profile is held (as by another run), so this run starts Chrome on a temporary
    # profile, under a TMPDIR of the test's own: it must be gone once the run has stopped.
    profile = tmp_path / "data" / "profile"
    profile.mkdir(parents=True)
    held = claim_profile(profile)
    # Short: Chrome puts its singleton socket there, and a socket path has ~108 bytes at most.
    temp_root = Path(tempfile.mkdtemp(prefix="oc-sig-"))
    release = threading.Event()
    with FakeOpenAI([_never_ending_reply(release)]) as fake:
        env = {
            **env_for(tmp_path),
            "OPENAI_API_KEY": "sk-test",
            "OPTICLICK_LLM__FIRST_BYTE_TIMEOUT_S": "60",
            "TMPDIR": str(temp_root),
        }
        proc = subprocess.Popen(
            [
                sys.executable, "-m", "opticlick_tui", "run", "Anything", "--url", page_server("controls.html"),
                "--provider", "openai", "--base-url", fake.url + "/v1", "--model", "gpt-test", "--headless",
            ],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, env=env, cwd=tmp_path,
        )  # fmt: skip
        try:
            _wait(
                lambda: (
                    any(r.path.endswith("/chat/completions") for r in fake.requests)
                    or proc.poll() is not None
                ),
                180,  # a hang guard: starting Python and Chrome under load is slow, not stuck
                "the model request",
            )
            assert proc.poll() is None, proc.communicate()[1][-3000:]
            assert list(temp_root.glob(TEMP_PROFILE_PREFIX + "*")), "the run uses a temporary profile"
            proc.send_signal(sig)
            out, err = proc.communicate(timeout=120)  # a hang guard: the stop is immediate
            left = list(temp_root.glob(TEMP_PROFILE_PREFIX + "*"))
        finally:
            release.set()
            if proc.poll() is None:
                proc.kill()
            os.close(held)
            shutil.rmtree(temp_root, ignore_errors=True)
    code, sentence = STOPS[sig]
    assert proc.returncode == code, (proc.returncode, err)
    assert sentence in err, err
    assert "Traceback" not in err and "never retrieved" not in err and "Exception" not in err, err
    assert left == [], "the temporary profile was left behind"
    assert _processes_mentioning(str(temp_root)) == [], "the Chrome we started outlived the run"
    data = Path(tmp_path / "data")
    index = json.loads((data / "index.json").read_text())
    (row,) = index["sessions"].values()
    assert row["status"] == "stopped", row


@pytest.mark.slow
def test_sigterm_during_a_replay_saves_it_as_stopped(tmp_path):
    """`opticlick replay` stopped by SIGTERM while its page hangs: the replay session is saved as
    stopped, and the exit code and sentence say why."""
    import functools
    import threading

    from tests.agent.test_cli_run import opticlick, write_script
    from tests.conftest import PAGES, _QuietHandler, _Server

    hang = threading.Event()  # set: the page's server holds every request (released at the end)
    release = threading.Event()
    asked_while_hanging = threading.Event()

    class Handler(_QuietHandler):
        def do_GET(self):  # noqa: N802
            if hang.is_set():
                asked_while_hanging.set()
                release.wait(120)
            super().do_GET()

    server = _Server(("127.0.0.1", 0), functools.partial(Handler, directory=str(PAGES)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        script = write_script(
            tmp_path / "rec.jsonl",
            [
                {"tool_calls": [{"name": "navigate", "args": {"url": f"{base}/controls.html"}}]},
                {"tool_calls": [{"name": "finish", "args": {"summary": "opened", "success": True}}]},
            ],
        )
        recorded = opticlick(
            tmp_path, "run", "open the page", "--url", f"{base}/counter.html", "--script", str(script),
            "--headless", "--permission", "auto",
        )  # fmt: skip
        assert recorded.returncode == 0, recorded.stderr
        hang.set()
        proc = subprocess.Popen(
            [sys.executable, "-m", "opticlick_tui", "replay", "last", "--headless"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True,
            env=env_for(tmp_path), cwd=tmp_path,
        )  # fmt: skip
        try:
            _wait(lambda: asked_while_hanging.is_set() or proc.poll() is not None, 180, "the replay's page")
            assert proc.poll() is None, proc.communicate()[1][-3000:]
            proc.send_signal(signal.SIGTERM)
            out, err = proc.communicate(timeout=120)  # a hang guard: the stop is immediate
        finally:
            if proc.poll() is None:
                proc.kill()
    finally:
        release.set()
        server.shutdown()
    assert proc.returncode == 143, (proc.returncode, err)
    assert "Stopped: terminated (SIGTERM)." in err and "Traceback" not in err, err
    rows = json.loads((tmp_path / "data" / "index.json").read_text())["sessions"].values()
    assert sorted(r["status"] for r in rows) == ["finished", "stopped"], list(rows)
