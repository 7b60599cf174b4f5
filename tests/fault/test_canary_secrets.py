"""Canary secrets: typed into password and payment fields (by mark and into the focused element),
offered to memory and to the scratchpad, then looked for in every file the run wrote, its exports,
its terminal output and Chrome's log. None may appear anywhere."""

from __future__ import annotations

import json
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.agent.test_cli_run import env_for, write_script
from tests.fault.canaries import assert_nowhere, exported_texts, luhn_card, rand


def _everything_under(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file() and not p.is_symlink()]


@pytest.mark.slow
def test_canaries_reach_no_file_export_or_log(tmp_path, page_server):
    password = "Pw-" + rand(14)
    card = luhn_card("4")
    cvc = "".join(str((n * 7) % 10) for n in range(3, 6))
    api_key = "sk_live_" + rand(28)
    username = "ada_" + rand(6).lower()  # not a secret: it must still be typed and recorded
    script = write_script(
        tmp_path / "canary.jsonl",
        [
            {"tool_calls": [{"name": "type", "args": {"id": "@Username", "text": username}}]},
            {"tool_calls": [{"name": "click", "args": {"id": "@Password"}}]},
            # The repro: no id, the text goes to the focused password field.
            {"tool_calls": [{"name": "type", "args": {"text": password}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@Card number", "text": card}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@Security code", "text": cvc}}]},
            {
                "tool_calls": [
                    {"name": "memory_upsert", "args": {"key": "127.0.0.1/api", "value": [api_key]}},
                    {"name": "note_write", "args": {"key": "card", "text": f"paid with {card}"}},
                    {"name": "click", "args": {"id": "@Submit"}},
                ]
            },
            {"tool_calls": [{"name": "finish", "args": {"summary": "Signed in and paid", "success": True}}]},
        ],
    )
    env = env_for(tmp_path)
    run = subprocess.run(
        [
            sys.executable, "-m", "opticlick_tui", "run", "Sign in and pay", "--url", page_server("login/index.html"),
            "--script", str(script), "--headless", "--permission", "auto",
        ],
        capture_output=True, text=True, env=env, cwd=tmp_path, stdin=subprocess.DEVNULL, timeout=180,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    outputs = [run.stdout, run.stderr, *exported_texts(env, tmp_path, timeout=60)]
    show = subprocess.run(
        [sys.executable, "-m", "opticlick_tui", "show", "last"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    outputs.append(show.stdout)
    data = tmp_path / "data"
    files = _everything_under(data)
    assert any(p.name == "chrome.log" for p in files) and any(p.suffix == ".png" for p in files)
    canaries = {
        "password": password,
        "card": card,
        "card (spaced)": " ".join(card[i : i + 4] for i in range(0, 16, 4)),
        "api key": api_key,
    }
    assert_nowhere(canaries, files, outputs, data)
    # The cvc is three digits (too short to look for blindly): its call must be masked in the step file.
    steps = [json.loads(p.read_text()) for p in sorted((data / "sessions").glob("*/steps/*.json"))]
    typed = [c["args"] for s in steps for c in s["calls"] if c["name"] == "type"]
    assert [a["text"] for a in typed] == [username, "••••", "••••", "••••"], typed
    assert username in (tmp_path / "x.md").read_text(), "ordinary typing is still recorded"
    # And everything the run wrote is private.
    loose = [
        str(p.relative_to(data))
        for p in [data, *data.rglob("*")]
        if not p.is_symlink() and stat.S_IMODE(p.stat().st_mode) & 0o077
    ]
    assert loose == []
