"""The terminal is asked what it can show before Textual starts, without making the user wait:
an xterm's answer picks the protocol at once, a Sixel terminal gets Sixel, a silent terminal costs
at most the probe's patience, and a chosen protocol asks nothing when the cell size is known."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from tests.tui.fake_xterm import FakeXterm

pytestmark = pytest.mark.slow  # a fresh interpreter in a pseudo-terminal

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import sys, time
from opticlick_tui.tui.terminal import EarlyProbe
t0 = time.monotonic()
probe = EarlyProbe(sys.argv[1], patience=float(sys.argv[2]))
info = probe.finish()
from textual_image._terminal import get_cell_size
cell = get_cell_size()
print(f"RESULT {info.protocol} {cell.width}x{cell.height} {(time.monotonic() - t0) * 1000:.0f}ms END")
"""


def run_probe(preference: str, answers=None, patience: float = 5.0) -> tuple[str, str, float, list[bytes]]:
    term = FakeXterm(
        [sys.executable, "-c", SCRIPT, preference, str(patience)],
        {**os.environ, "TERM": "xterm-256color"},
        ROOT,
    )
    if answers is not None:
        term.answers = answers
    try:
        term.wait_for(b"END", timeout=60)
    finally:
        term.close()
    words = term.text().split(b"RESULT ")[1].split()
    return words[0].decode(), words[1].decode(), float(words[2][:-2]), term.queries


def test_an_xterm_answers_and_half_blocks_are_chosen_without_waiting():
    protocol, cell, ms, queries = run_probe("auto")
    assert protocol == "halfblock"  # xterm's device attributes list no Sixel, and it has no Kitty graphics
    assert cell == "10x20"  # from the kernel's window size in pixels
    assert any(q.startswith(b"\x1b[") and q.endswith(b"c") for q in queries), queries
    # The answer ends the read: nowhere near the 5 s the probe would wait for a silent terminal.
    assert ms < 2000, f"the probe waited {ms:.0f} ms for a terminal that answered at once"


def test_a_sixel_terminal_gets_sixel():
    from tests.tui import fake_xterm

    sixel_da = [(p, a) for p, a in fake_xterm.ANSWERS if a != fake_xterm.XTERM_DA1]
    sixel_da.append((fake_xterm.DA1_QUERY, b"\x1b[?63;1;2;4;6;9;15;22c"))
    protocol, _cell, _ms, _queries = run_probe("auto", sixel_da)
    assert protocol == "sixel"


def test_a_silent_terminal_costs_at_most_the_patience():
    t0 = time.monotonic()
    protocol, cell, ms, _queries = run_probe("auto", [], patience=0.4)
    assert protocol == "halfblock" and cell == "10x20"
    assert 350 < ms < 3000, f"waited {ms:.0f} ms on a silent terminal (patience 400 ms)"
    assert time.monotonic() - t0 < 60


def test_a_chosen_protocol_asks_nothing_when_the_kernel_knows_the_cell_size():
    protocol, cell, _ms, queries = run_probe("sixel")
    assert protocol == "sixel" and cell == "10x20"
    assert queries == [], queries


def test_keys_typed_while_the_app_starts_end_up_in_the_prompt(tmp_path):
    """The probe reads the terminal's answer from the same input as the keys: a user who starts
    typing at once must not lose what they typed."""
    cfg = tmp_path / "cfg"
    cfg.mkdir()
    (cfg / "config.toml").write_text('[llm]\nprovider = "manual"\n')  # image protocol: auto (asks)
    env = {
        **os.environ,
        "TERM": "xterm-256color",
        "OPTICLICK_CONFIG_DIR": str(cfg),
        "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
    }
    term = FakeXterm([sys.executable, "-m", "opticlick_tui"], env, tmp_path)
    try:
        term.type(b"open the shop")  # before the app has even asked the terminal anything
        term.wait_for(b"manual/default", timeout=60)  # the app is up
        term.wait_for(b"open the shop", since=term.raw.find(b"\x1b[?1049h"), timeout=20)
    finally:
        term.close()
