"""Replay speed: our own time per replayed action, beyond the page's time.

    uv run python tests/benchmarks/replay_bench.py [ROUNDS]

Records the fixture form (tests/fixtures/pages/replay/form.html) with the scripted model, replays it
ROUNDS times on real headless Chromium and prints, per action: the step's wall time and what is left
from one step's start to the next after the wait for the page to settle before observing and the
action itself (input events and the page's reaction): observing, matching the fingerprint, the loop,
saving the step. The load average is printed: other work on the machine slows every figure.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


async def main(rounds: int) -> None:
    from opticlick_tui.agent import events as ev
    from opticlick_tui.agent.loop import AgentRunner
    from opticlick_tui.browser.session import BrowserSession
    from opticlick_tui.config import Settings
    from opticlick_tui.llm.scripted import ScriptedProvider
    from opticlick_tui.replay.session import ReplayRequest, prepare_replay, run_replay
    from opticlick_tui.store.memory import MemoryStore
    from opticlick_tui.store.sessions import SessionStore
    from tests.agent.test_replay import RECORDING

    pages = ROOT / "tests" / "fixtures" / "pages" / "replay"
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(pages)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/form.html"
    tmp = Path(tempfile.mkdtemp(prefix="replay-bench-"))
    settings = Settings(data_dir=str(tmp / "data"))
    settings.agent.permission_mode = "auto"
    settings.browser.headless = True
    settings.browser.settle_quiet_ms = 150
    browser = await BrowserSession.start(settings.browser, tmp / "profile")
    store = SessionStore(settings.resolved_data_dir())
    try:
        runner = AgentRunner(
            browser, ScriptedProvider(RECORDING), store, MemoryStore(store.data_dir), settings
        )
        source = (await runner.run("fill the form", start_url=url)).session_id
        own, walls = [], []
        cpu_start = time.process_time()
        for _ in range(rounds):
            runner, provider, task, start = prepare_replay(ReplayRequest(source), browser, store, settings)
            action_ms: dict[int, float] = {}
            began: dict[int, float] = {}

            def timed(e, a=action_ms, b=began):
                if isinstance(e, ev.ToolResultReady):
                    a[e.step] = e.duration_ms
                elif isinstance(e, ev.StepStarted):
                    b[e.step] = time.perf_counter()

            runner.subscribe(timed)
            outcome = await run_replay(runner, provider, task, start)
            assert outcome.success, outcome.summary
            numbers = store.step_numbers(outcome.session_id)
            for n in numbers[:-1]:  # the last step is the closing finish
                step = store.step(outcome.session_id, n)
                settle = step["timings_ms"].get("settle_wait", 0)
                # From this step's start to the next one's: observing, matching, the action, saving
                # the step and all the loop's bookkeeping. Taken out: the wait for the page to settle
                # before observing and the action itself (input events and the page's reaction).
                wall = (began[n + 1] - began[n]) * 1000
                own.append(wall - settle - action_ms.get(n, 0))
                walls.append(wall)
        cpu_ms = (time.process_time() - cpu_start) * 1000 / max(1, len(own))
        print(f"actions replayed: {len(own)} ({rounds} rounds x 4); load average {os.getloadavg()[0]:.1f}")
        print(f"wall per action: median {statistics.median(walls):.0f} ms, max {max(walls):.0f} ms")
        print(
            f"our own per action (step start to next step start - settle wait before observing - "
            f"the action itself): median {statistics.median(own):.0f} ms, "
            f"p90 {sorted(own)[int(len(own) * 0.9) - 1]:.0f} ms"
        )
        # Less sensitive to other work on the machine than wall time: what this process computed
        # per action (all of it: observing, matching, acting, saving, threads included).
        print(f"this process's CPU per action (action included): {cpu_ms:.0f} ms")
    finally:
        await browser.close()
        server.shutdown()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
