"""The real app in tmux (a real terminal, TERM=xterm-256color, no graphics protocol), read back
with `tmux capture-pane`: what a user over SSH sees."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time

import pytest

pytestmark = [
    pytest.mark.slow,  # a real opticlick process and its Chrome
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (.ci/run installs it)"),
]


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def screen(name: str) -> str:
    return tmux("capture-pane", "-p", "-t", name)


def wait_screen(name: str, condition, timeout: float = 90.0) -> str:
    deadline = time.monotonic() + timeout
    while True:
        text = screen(name)
        if condition(text):
            return text
        assert time.monotonic() < deadline, f"screen never got there:\n{text}"
        time.sleep(0.2)


@pytest.fixture
def app_in_tmux(tmp_path):
    name = f"tui-test-{os.getpid()}-{time.monotonic_ns()}"
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "config.toml").write_text(
        '[llm]\nprovider = "manual"\n[tui]\nimage_protocol = "halfblock"\n[browser]\nheadless = true\n'
    )

    def start(width: int, height: int) -> str:
        env = {
            "TERM": "xterm-256color",
            "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
            "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
        }
        flags = [arg for key, value in env.items() for arg in ("-e", f"{key}={value}")]
        # The window gets its size first, then the app starts in it (a pane resized after the
        # start would test resizing, not the size).
        tmux("new-session", "-d", "-s", name, "-x", str(width), "-y", str(height), *flags, "sleep 600")
        tmux("resize-window", "-t", name, "-x", str(width), "-y", str(height))
        # (COLUMNS/LINES from the test process would pin the app to their size.)
        tmux("respawn-pane", "-k", "-t", name, f"env -u COLUMNS -u LINES {sys.executable} -m opticlick_tui")
        wait_screen(name, lambda text: "What should the agent do?" in text)
        return name

    yield start
    tmux("send-keys", "-t", name, "C-q")
    deadline = time.monotonic() + 15
    while name in tmux("list-sessions", "-F", "#{session_name}") and time.monotonic() < deadline:
        time.sleep(0.2)
    tmux("kill-session", "-t", name)


def test_mark_numbers_are_readable_in_tmux_without_graphics(app_in_tmux, page_server):
    name = app_in_tmux(120, 35)
    tmux("send-keys", "-t", name, f"/goto {page_server('controls.html')}", "Enter")

    def preview(text: str) -> str:
        return "\n".join(line.split("││")[0] for line in text.splitlines() if "▀" in line)

    # The preview is decoded off the UI thread: wait for the frame of the Controls page.
    text = wait_screen(name, lambda t: "· Controls · marks" in t and re.search(r"\d", preview(t)))
    listed = {int(n) for n in re.findall(r"\[(\d+)\] ", text)}
    shown = {int(n) for n in re.findall(r"\d+", preview(text).replace("▀", " "))}
    assert len(listed) >= 10, text
    assert listed <= shown, f"numbers missing from the preview: {sorted(listed - shown)}\n{preview}"


def test_80x24_keeps_the_state_and_f5_to_f9(app_in_tmux, page_server):
    name = app_in_tmux(80, 24)
    text = screen(name)
    assert " idle " in text.splitlines()[0]
    footer = text.rstrip().splitlines()[-1]
    for key in ("f5", "f6", "f7", "f8", "f9"):
        assert key in footer, footer
    tmux("send-keys", "-t", name, f"/goto {page_server('controls.html')}", "Enter")
    wait_screen(name, lambda t: "Controls ·" in t)
    tmux("send-keys", "-t", name, "F9")
    wait_screen(name, lambda t: "▀" in t and "step" in t.splitlines()[0])
    tmux("send-keys", "-t", name, "F9")
    wait_screen(name, lambda t: "Notes" in t and "Memory for this site" in t)


def test_review_writes_the_mark_numbers_over_its_preview(app_in_tmux, page_server):
    name = app_in_tmux(120, 35)
    tmux("send-keys", "-t", name, f"/goto {page_server('controls.html')}", "Enter")
    wait_screen(name, lambda t: "· Controls · marks" in t)
    # A step is saved when its action is done: one more command saves the step that saw Controls,
    # and the review opens on the step under way (step 3, observed once the scroll is done).
    tmux("send-keys", "-t", name, "/scroll down", "Enter")
    wait_screen(name, lambda t: "step 3 · Controls · marks" in t)
    tmux("send-keys", "-t", name, "F6")
    wait_screen(name, lambda t: "step 3 (in progress) of 3" in t)
    tmux("send-keys", "-t", name, "Left")

    def preview_numbers(text: str) -> set[int]:
        # The review's preview: its half-block rows, left of the step detail.
        rows = [re.split(r"[│┃]", line.lstrip("│┃"))[0] for line in text.splitlines() if "▀" in line]
        return {int(n) for n in re.findall(r"\d+", "\n".join(rows).replace("▀", " "))}

    text = wait_screen(name, lambda t: "step 2 of 3" in t and len(preview_numbers(t)) >= 5)
    listed = {int(n) for n in re.findall(r"\[(\d+)\]", text)}
    shown = preview_numbers(text)
    # Every mark the list below the preview shows has its number written over the picture.
    assert len(listed) >= 5 and listed <= shown, (sorted(shown), text)


def test_a_window_shrunk_to_80x24_while_driving_keeps_f5_to_f8(app_in_tmux, page_server):
    name = app_in_tmux(120, 35)
    tmux("send-keys", "-t", name, f"/goto {page_server('controls.html')}", "Enter")
    wait_screen(name, lambda t: "your move" in t.splitlines()[0])  # a session runs: Stop and Take over show
    tmux("resize-window", "-t", name, "-x", "80", "-y", "24")

    def footer(text: str) -> str:
        return text.rstrip().splitlines()[-1]

    # The hint for ctrl+p gives way (ctrl+p still opens the palette), and F5-F8 fit.
    wait_screen(name, lambda t: all(k in footer(t) for k in ("^x", "f5", "f6", "f7", "f8")), timeout=20)
