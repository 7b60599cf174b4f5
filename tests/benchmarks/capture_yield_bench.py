"""How long a screenshot waits for a script that runs in the page while it is taken.

Run: uv run python tests/benchmarks/capture_yield_bench.py [--runs 12]

observe() asks for the screenshot first and reads the page while Chrome takes it. Chrome captures
only after the renderer has answered a forced redraw, and the renderer's main thread sends that
answer: a look that keeps the thread busy holds the capture back. This prints, for a script of
30 and 60 ms started after the next frame (as discovery starts), the median time the capture took
and when the script ended, with the script giving the thread back every 4 ms in each of three ways
(setTimeout(0), scheduler.yield(), a posted message) or not at all, and the share of its work it
got done in that time; and a bare capture with no script. Measured on 2 cores: a script that
never gives way holds the capture back ~20 ms past its own end; given back every 4-10 ms by
setTimeout(0) or a posted message, the capture ends within ~10 ms of a bare one however long the
script runs; scheduler.yield() lets nothing through (Chrome resumes the script first). setTimeout(0)
is clamped to 4 ms once nested five deep: every 4 ms it cost the script ~40% of its time, a posted
message ~20% (the capture's own work on the other core). discover.js gives the thread back by
posted message every 4 ms (SLICE_MS there).
"""

from __future__ import annotations

import argparse
import asyncio
import atexit
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from opticlick_tui.browser.session import BrowserSession  # noqa: E402
from opticlick_tui.config import BrowserSettings  # noqa: E402
from tests.benchmarks.observe_bench import serve  # noqa: E402
from tests.fixtures.generate import big_page  # noqa: E402

# A busy script that starts after the next frame and gives the thread back every `slice` ms
# (0: never) in the named way.
SCRIPT = """async ([ms, slice, how]) => {
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const channel = new MessageChannel();
  const giveBack = {
    timeout: () => new Promise((r) => setTimeout(r, 0)),
    scheduler: () => scheduler.yield(),
    message: () => new Promise((r) => { channel.port1.onmessage = r; channel.port2.postMessage(0); }),
  }[how];
  const t = performance.now();
  let sliceAt = t;
  let spins = 0;
  for (;;) {
    const now = performance.now();
    if (now - t >= ms) break;
    spins++;
    if (slice && now - sliceAt > slice) { await giveBack(); sliceAt = performance.now(); }
  }
  return spins;
}"""

WAYS = [
    ("never", 0, "timeout"),
    ("setTimeout(0), 10 ms", 10, "timeout"),
    ("setTimeout(0), 4 ms", 4, "timeout"),
    ("scheduler.yield(), 4 ms", 4, "scheduler"),
    ("posted message, 10 ms", 10, "message"),
    ("posted message, 4 ms", 4, "message"),
]


async def bench(runs: int) -> None:
    work = Path(tempfile.mkdtemp(prefix="opticlick-bench-"))
    atexit.register(shutil.rmtree, work, True)  # the site, Chrome profile and data dir go with the run
    site = work / "site"
    site.mkdir()
    (site / "big.html").write_text(big_page(buttons=2500, filler_per_row=16))
    server, port = serve(site)
    session = await BrowserSession.start(BrowserSettings(headless=True), work / "profile")
    tab = session.agent_tab
    await tab.page.goto(f"http://127.0.0.1:{port}/big.html", wait_until="load")
    await tab.settle(300, 5000)
    cases = [("bare capture", 0, 0, "timeout")] + [
        (way, ms, s, how) for ms in (30, 60) for way, s, how in WAYS
    ]
    captured: dict[int, list[float]] = {i: [] for i in range(len(cases))}
    ended: dict[int, list[float]] = {i: [] for i in range(len(cases))}
    work_done: dict[int, list[int]] = {i: [] for i in range(len(cases))}
    for run in range(runs):
        for i, (_, ms, slice_ms, how) in enumerate(cases):
            # A changed page, as after an action, and the idle gap the agent leaves before a look.
            await tab.page.evaluate(f"document.body.setAttribute('data-bench', '{run}-{i}')")
            await asyncio.sleep(0.1)
            done: dict[str, float] = {}
            t = time.perf_counter()
            capture = asyncio.ensure_future(tab.capture("png"))
            capture.add_done_callback(lambda _f, done=done: done.setdefault("capture", time.perf_counter()))
            if ms:
                script = asyncio.ensure_future(tab.page.evaluate(SCRIPT, [ms, slice_ms, how]))
                script.add_done_callback(lambda _f, done=done: done.setdefault("script", time.perf_counter()))
                work_done[i].append(int(await script))
            await capture
            captured[i].append((done["capture"] - t) * 1000)
            ended[i].append((done.get("script", t) - t) * 1000)
    print(f"Chromium via {session.endpoint}; {runs} runs; median ms from the capture request\n")
    print(
        f"{'script':>7} {'gives the thread back':24} {'capture done':>13} {'script done':>12} {'work done':>10}"
    )
    for i, (way, ms, _, _) in enumerate(cases):
        if ms:
            # The script's work in its time, against the same script that never gives way: what
            # the waits for the thread to come back cost it.
            never = next(j for j, c in enumerate(cases) if c[1] == ms and c[2] == 0)
            share = statistics.median(work_done[i]) / statistics.median(work_done[never])
            script_done = f"{statistics.median(ended[i]):12.1f} {share:10.0%}"
        else:
            script_done = ""
        print(f"{ms or '-':>7} {way:24} {statistics.median(captured[i]):13.1f} {script_done}")
    await session.close()
    server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=12)
    args = parser.parse_args()
    asyncio.run(bench(args.runs))


if __name__ == "__main__":
    main()
