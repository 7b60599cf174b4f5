"""A pseudo-terminal that answers the queries a real xterm answers, at once.

A program that asks its terminal something (device attributes, cursor position, cell size, mode
reports) and gets no answer waits for a timeout; a bench whose terminal answers nothing would measure
those timeouts instead of the program. xterm (patch 390, VT420 id, no Sixel) answers:
DA1, DA2, XTVERSION, CPR, cell and window size in pixels, and DECRQM mode reports ("not recognised"
for the modes it lacks). It ignores Kitty graphics and Kitty keyboard queries, as here.
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import termios
import time

# Control sequences the output may carry; stripped to read the text on screen.
_CONTROL = re.compile(
    rb"\x1b\[[0-9;?<>=$]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[PX^_].*?\x1b\\|\x1b[=>78]", re.S
)

DA1_QUERY = re.compile(rb"\x1b\[0?c")
XTERM_DA1 = b"\x1b[?64;1;2;6;9;15;16;17;18;21;22;28c"  # no 4: this xterm has no Sixel
ANSWERS: list[tuple[re.Pattern[bytes], object]] = [
    (DA1_QUERY, XTERM_DA1),
    (re.compile(rb"\x1b\[>0?c"), b"\x1b[>41;390;0c"),  # DA2
    (re.compile(rb"\x1b\[>0?q"), b"\x1bP>|XTerm(390)\x1b\\"),  # XTVERSION
    (re.compile(rb"\x1b\[6n"), b"\x1b[1;1R"),  # cursor position
    (re.compile(rb"\x1b\[16t"), b"\x1b[6;20;10t"),  # cell size in pixels
    (re.compile(rb"\x1b\[14t"), b"\x1b[4;700;1200t"),  # text area in pixels
    (re.compile(rb"\x1b\[\?(\d+)\$p"), lambda m: b"\x1b[?" + m.group(1) + b";0$y"),  # DECRQM
]


class FakeXterm:
    """Runs `argv` in a rows x cols pseudo-terminal; `pump()` reads its output and answers queries."""

    def __init__(self, argv: list[str], env: dict[str, str], cwd, rows: int = 35, cols: int = 120):
        self.leader, follower = pty.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, cols * 10, rows * 20))
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            argv, stdin=follower, stdout=follower, stderr=follower, env=env, cwd=cwd, start_new_session=True
        )
        os.close(follower)
        self.raw = b""
        self._answered = 0  # bytes of output already scanned for queries
        self.queries: list[bytes] = []
        self.answers = ANSWERS  # a test may swap in others (or none: a silent terminal)

    def pump(self, timeout: float) -> bool:
        """Read what arrived within `timeout` seconds and answer queries; False when nothing came."""
        ready, _, _ = select.select([self.leader], [], [], timeout)
        if not ready:
            return False
        try:
            self.raw += os.read(self.leader, 65536)
        except OSError:
            return False
        # Scan from a little before the new bytes: a query may be split across reads.
        start = max(0, self._answered - 16)
        for pattern, answer in self.answers:
            for m in pattern.finditer(self.raw, start):
                if m.end() <= self._answered:
                    continue
                self.queries.append(m.group(0))
                os.write(self.leader, answer(m) if callable(answer) else answer)  # type: ignore[operator]
        self._answered = len(self.raw)
        return True

    def text(self, since: int = 0) -> bytes:
        """The output from byte `since` on, control sequences removed."""
        return _CONTROL.sub(b"", self.raw[since:])

    def wait_for(self, needle: bytes, since: int = 0, timeout: float = 30.0) -> float:
        """Milliseconds from start until `needle` is in the text written after byte `since`."""
        deadline = time.perf_counter() + timeout
        while needle not in self.text(since):
            if time.perf_counter() > deadline:
                raise RuntimeError(f"{needle!r} not on screen within {timeout:.0f} s")
            self.pump(0.5)
        return (time.perf_counter() - self.started) * 1000

    def type(self, keys: bytes) -> int:
        """Send keys; returns the output offset to look for their echo from."""
        mark = len(self.raw)
        os.write(self.leader, keys)
        return mark

    def close(self) -> None:
        try:
            os.write(self.leader, b"\x11")  # ctrl+q
        except OSError:
            pass
        deadline = time.perf_counter() + 10
        while self.proc.poll() is None and time.perf_counter() < deadline:
            self.pump(0.1)  # keep reading, so its last writes never block it
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        os.close(self.leader)
