"""`opticlick replay` and `opticlick secret` as a user runs them: real processes, real Chromium."""

from __future__ import annotations

import json

import pytest

from tests.agent.test_cli_run import opticlick, write_script
from tests.agent.test_replay import RECORDING, form_site  # noqa: F401 - the fixture


@pytest.mark.slow
@pytest.mark.timeout(420)  # three Chromes one after another, on a busy machine
def test_replay_cli_replays_then_stops_with_one_sentence(tmp_path, form_site):  # noqa: F811
    script = write_script(tmp_path / "rec.jsonl", RECORDING)
    url = form_site["url"]
    recorded = opticlick(
        tmp_path,
        "run",
        "fill the profile",
        "--url",
        url,
        "--script",
        str(script),
        "--headless",
        "--permission",
        "auto",
    )
    assert recorded.returncode == 0, recorded.stderr
    replayed = opticlick(tmp_path, "replay", "last", "--headless", "--json", "--var", "Email=ada@example.org")
    assert replayed.returncode == 0, replayed.stderr
    events = [json.loads(line) for line in replayed.stdout.splitlines()]
    assert events[-1]["event"] == "finished" and events[-1]["success"] is True
    typed = [e["args"] for e in events if e["event"] == "tool_call_started" and e["name"] == "type"]
    assert [a["text"] for a in typed] == ["Grace Hopper", "ada@example.org"]

    form_site["variant"] = "renamed"
    stopped = opticlick(tmp_path, "replay", "last", "--headless", "--from", "4")
    assert stopped.returncode == 1
    assert f'step 4: no button "Save" on {url}; closest: "Store"' in stopped.stdout
    listed = opticlick(tmp_path, "sessions", "--json")
    rows = json.loads(listed.stdout)
    assert len(rows) == 3


def test_secret_cli_without_a_keyring_points_to_the_environment(tmp_path):
    result = opticlick(tmp_path, "secret", "set", "BANK_PIN")
    assert result.returncode == 1
    assert "export OPTICLICK_SECRET_BANK_PIN=" in result.stderr
    bad = opticlick(tmp_path, "secret", "rm", "not a name")
    assert bad.returncode == 1 and "is not a secret name" in bad.stderr
