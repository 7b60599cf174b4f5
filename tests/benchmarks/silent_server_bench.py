"""How long a silent model server costs a run: the real `opticlick run` against a server that
accepts connections and never sends a byte, until the run gives up (exit 1). With the short
deadlines the fault test uses (first byte 0.6 s, retry budget 10 s) by default, or the shipped ones
with --defaults (first byte 30 s, budget 120 s: about two minutes).

Run: uv run python tests/benchmarks/silent_server_bench.py [--defaults] [--rounds 3]
The test (tests/fault/test_model_faults.py) asserts that the client's own deadline gives up each
attempt; this script prints the time. Figures depend on the machine's load: report it with them.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "tests" / "fixtures" / "pages" / "controls.html"


def silent_server() -> tuple[socket.socket, str, list[float]]:
    """Listens on 127.0.0.2 (spelled unlike this machine, so it gets a remote API's deadlines)."""
    sock = socket.socket()
    sock.bind(("127.0.0.2", 0))
    sock.listen(16)
    accepted: list[float] = []  # when each attempt connected
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                conn, _ = sock.accept()
            except OSError:
                return
            held.append(conn)
            accepted.append(time.monotonic())

    threading.Thread(target=accept, daemon=True).start()
    return sock, f"http://127.0.0.2:{sock.getsockname()[1]}/v1", accepted


def one_run(url: str, defaults: bool) -> tuple[float, float, int, str]:
    with tempfile.TemporaryDirectory(prefix="opticlick-silent-bench-") as home:
        env = {
            **os.environ,
            "OPTICLICK_CONFIG_DIR": f"{home}/config",
            "OPTICLICK_DATA_DIR": f"{home}/data",
            "OPTICLICK_STATE_DIR": f"{home}/state",
            "OPTICLICK_LLM__PROVIDER": "openai",
            "OPTICLICK_LLM__BASE_URL": url,
            "OPTICLICK_LLM__MODEL": "gpt-test",
            "OPTICLICK_KEYS__OPENAI_API_KEY": "sk-test",
            "OPTICLICK_AGENT__PERMISSION_MODE": "auto",
        }
        if not defaults:
            env["OPTICLICK_LLM__FIRST_BYTE_TIMEOUT_S"] = "0.6"
            env["OPTICLICK_LLM__RETRY_BUDGET_S"] = "10"
        started = time.monotonic()
        run = subprocess.run(
            [sys.executable, "-m", "opticlick_tui", "run", "Anything", "--url", PAGE.as_uri(), "--headless"],
            capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL, timeout=600,
        )  # fmt: skip
        ended = time.monotonic()
        last = (run.stderr.strip().splitlines() or [""])[-1]
        return started, ended, run.returncode, last


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--defaults", action="store_true", help="the shipped deadlines (about 2 min a run)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    sock, url, accepted = silent_server()
    times = []
    try:
        for n in range(args.rounds):
            before = len(accepted)
            started, ended, code, last = one_run(url, args.defaults)
            attempts = accepted[before:]
            given_up = ended - attempts[0] if attempts else float("nan")
            times.append(given_up)
            print(
                f"run {n + 1}: exit {code} after {ended - started:.1f} s in all, {len(attempts)} attempts, "
                f"{given_up:.1f} s from the first attempt to the exit; {last[:100]}"
            )
    finally:
        sock.close()
    deadlines = "shipped deadlines (30 s / 120 s)" if args.defaults else "first byte 0.6 s, budget 10 s"
    print(
        f"silent server, {deadlines}: median {statistics.median(times):.1f} s from the first attempt to giving up (load {os.getloadavg()[0]:.1f})"
    )


if __name__ == "__main__":
    main()
