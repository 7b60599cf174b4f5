"""Batch scale figures: N short scripted tasks (open a fixture page, click, finish) run by the real
`opticlick batch` command with --parallel 1 and --parallel 4 on local headless Chromes, and the
memory of each browser sampled while the parallel run works (PSS of each Chrome's process tree,
which counts shared pages once, and RSS for comparison).

Run: uv run python tests/benchmarks/batch_bench.py [--tasks 20] [--parallel 1 4]
The figures depend on the machine and on what else runs on it: report the load average with them.
"""

from __future__ import annotations

import argparse
import atexit
import functools
import http.server
import json
import os
import re
import shutil
import socketserver
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGES = ROOT / "tests" / "fixtures" / "pages"
PROFILE = re.compile(r"--user-data-dir=(\S*opticlick-batch-profile-\S+)")
SCRIPT = [
    {"tool_calls": [{"name": "click", "args": {"id": "@Add one"}}]},
    {"tool_calls": [{"name": "finish", "args": {"summary": "clicked once", "success": True}}]},
]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    request_queue_size = 128


def serve() -> tuple[_Server, str]:
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(PAGES)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def _kib(path: str, field: str) -> int:
    try:
        with open(path) as f:
            for line in f:
                if line.startswith(field):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def browsers_now() -> dict[str, tuple[int, int]]:
    """{profile: (PSS KiB, RSS KiB)} summed over every process of each batch Chrome."""
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        found = PROFILE.search(cmdline)
        if not found:
            continue
        entry = totals[found.group(1)]
        entry[0] += _kib(f"/proc/{pid}/smaps_rollup", "Pss:")
        entry[1] += _kib(f"/proc/{pid}/status", "VmRSS:")
    return {k: (v[0], v[1]) for k, v in totals.items()}


def run_batch(tasks_file: Path, parallel: int, work: Path, sample: bool) -> tuple[float, list[dict], list]:
    env = {
        **os.environ,
        "OPTICLICK_DATA_DIR": str(work / f"data-{parallel}"),
        "OPTICLICK_CONFIG_DIR": str(work / "cfg"),
        "OPTICLICK_BROWSER__SETTLE_QUIET_MS": "150",
    }
    command = [sys.executable, "-m", "opticlick_tui", "batch", str(tasks_file), "--parallel", str(parallel),
               "--headless", "--permission", "auto"]  # fmt: skip
    samples: list[dict[str, tuple[int, int]]] = []
    started = time.perf_counter()
    proc = subprocess.Popen(
        command, env=env, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    while sample and proc.poll() is None:
        now = browsers_now()
        if now:
            samples.append(now)
        time.sleep(0.5)  # a sampling period, not a wait for an event
    out, _ = proc.communicate()
    elapsed = time.perf_counter() - started
    return elapsed, [json.loads(line) for line in out.splitlines() if line.strip()], samples


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tasks", type=int, default=20)
    parser.add_argument("--parallel", type=int, nargs="+", default=[1, 4])
    args = parser.parse_args()
    server, base = serve()
    work = Path(tempfile.mkdtemp(prefix="opticlick-batch-bench-"))
    atexit.register(shutil.rmtree, work, True)  # the site, Chrome profile and data dir go with the run
    (work / "click.jsonl").write_text("".join(json.dumps(t) + "\n" for t in SCRIPT))
    tasks = work / "tasks.jsonl"
    rows = [{"id": f"b{i}", "task": f"click once ({i})", "url": f"{base}/counter.html", "script": "click.jsonl"}
            for i in range(args.tasks)]  # fmt: skip
    tasks.write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(f"machine: {os.cpu_count()} cores, load average before: {os.getloadavg()[0]:.1f}")
    for parallel in args.parallel:
        elapsed, results, samples = run_batch(tasks, parallel, work, sample=parallel > 1)
        ok = sum(bool(r.get("success")) for r in results)
        seconds = [r["seconds"] for r in results if "seconds" in r]
        print(
            f"--parallel {parallel}: {len(results)} tasks, {ok} succeeded, wall {elapsed:.1f} s "
            f"({args.tasks / elapsed * 60:.1f} tasks/min), per task median {statistics.median(seconds):.1f} s, "
            f"load average now {os.getloadavg()[0]:.1f}"
        )
        if samples:
            per_browser = [v for s in samples for v in s.values()]
            pss = sorted(p for p, _ in per_browser)
            rss = sorted(r for _, r in per_browser)
            peak = max(sum(p for p, _ in s.values()) for s in samples)
            print(
                f"  memory per browser (PSS, {len(per_browser)} samples): median {statistics.median(pss) / 1024:.0f} MiB, "
                f"max {pss[-1] / 1024:.0f} MiB; RSS median {statistics.median(rss) / 1024:.0f} MiB; "
                f"peak of all browsers together {peak / 1024:.0f} MiB with up to {max(len(s) for s in samples)} running"
            )
    server.shutdown()


if __name__ == "__main__":
    main()
