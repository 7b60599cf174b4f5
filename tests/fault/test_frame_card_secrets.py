"""Card fields in a payment form embedded from another site (an out-of-process iframe) are masked
like the page's own: a CVC named only by its label or its autocomplete token, typed by mark or into
the focused field, appears in no step file, log, export or terminal output."""

from __future__ import annotations

import functools
import random
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.agent.test_cli_run import env_for, write_script
from tests.conftest import PAGES, _QuietHandler, _Server
from tests.fault.canaries import assert_nowhere, exported_texts


def _canary(word: str) -> str:
    """An ordinary-looking value (no secret shape of its own): only the field can say it is secret."""
    return f"{word}{random.SystemRandom().randrange(10**7, 10**8)}"


@pytest.fixture
def other_site():
    """The same pages from another port, addressed as localhost: another site than 127.0.0.1."""
    server = _Server(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(PAGES)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://localhost:{server.server_address[1]}"
    server.shutdown()


@pytest.mark.slow
def test_a_cvc_in_a_cross_origin_payment_frame_is_masked_everywhere(tmp_path, page_server, other_site):
    holder = _canary("holder")  # not a secret: it must still be typed and recorded
    by_label = _canary("tulip")
    by_token = _canary("maple")
    focused = _canary("cedar")
    by_second_label = _canary("birch")
    expiry = _canary("exp")
    script = write_script(
        tmp_path / "pay.jsonl",
        [
            {"tool_calls": [{"name": "type", "args": {"id": "@Name on card", "text": holder}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@CVC", "text": by_label}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@Card check", "text": by_token}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@Expiry", "text": expiry}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@Security code (back of card)", "text": by_second_label}}]},
            {"tool_calls": [{"name": "click", "args": {"id": "@CVC"}}]},
            {"tool_calls": [{"name": "type", "args": {"text": focused, "clear": True}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "Paid", "success": True}}]},
        ],
    )  # fmt: skip
    url = page_server("payframe.html") + "?frame=" + quote(f"{other_site}/payment-frame.html", safe="")
    env = env_for(tmp_path)
    run = subprocess.run(
        [sys.executable, "-m", "opticlick_tui", "--verbose", "run", "Pay", "--url", url, "--script", str(script), "--headless", "--permission", "auto"],
        capture_output=True, text=True, env=env, cwd=tmp_path, stdin=subprocess.DEVNULL, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    outputs = [run.stdout, run.stderr, *exported_texts(env, tmp_path)]
    files = [p for root in (tmp_path / "data", tmp_path / "state") for p in root.rglob("*") if p.is_file()]
    assert any(p.suffix == ".log" for p in files), "the log is among what is searched"
    secrets = {"cvc by label": by_label, "cvc by cc-csc": by_token, "cvc typed into the focused field": focused,
               "security code by label": by_second_label, "expiry": expiry}  # fmt: skip
    assert_nowhere(secrets, files, outputs, tmp_path)
    assert holder in (tmp_path / "x.md").read_text(), "ordinary typing in the frame is still recorded"
    assert any(holder.encode() in Path(p).read_bytes() for p in files if "steps" in str(p))
