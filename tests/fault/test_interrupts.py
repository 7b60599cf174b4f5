"""Ctrl-C and kill -9 against a real `opticlick run` process: exit 130 or a resumable session, and
never a traceback."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
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


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT])
def test_ctrl_c_while_the_model_is_thinking_exits_130_without_a_traceback(tmp_path, page_server, sig):
    import threading

    release = threading.Event()
    with FakeOpenAI([_never_ending_reply(release)]) as fake:
        env = {
            **env_for(tmp_path),
            "OPENAI_API_KEY": "sk-test",
            "OPTICLICK_LLM__FIRST_BYTE_TIMEOUT_S": "60",
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
                lambda: any(r.path.endswith("/chat/completions") for r in fake.requests),
                60,
                "the model request",
            )
            proc.send_signal(sig)
            out, err = proc.communicate(timeout=30)
        finally:
            release.set()
            if proc.poll() is None:
                proc.kill()
    assert proc.returncode == 130, (proc.returncode, err)
    assert "Traceback" not in err and "never retrieved" not in err and "Exception" not in err, err
    data = Path(tmp_path / "data")
    index = json.loads((data / "index.json").read_text())
    (row,) = index["sessions"].values()
    assert row["status"] == "stopped", row
