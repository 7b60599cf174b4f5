"""Agent harness figures:
 (a) our own time per step (a model that answers instantly): settle + observe + save + act + persist,
     median over a scripted run on local pages (phases from the run's own events);
 (d) the same on a page whose price text changes every 400 ms, and on that page standing still:
     click steps, so the settle rule's cost on a live page shows (target: close to the still page);
 (e) one scroll action, wheel to settled (target <= 120 ms);
 (b) persisting step 1 vs step 500 of a synthetic session (median of 20 writes each);
 (c) request size at step 5 and step N (default 300) of a long scripted run: characters, ~tokens
     (4 chars/token) and images per request.

Run: uv run python tests/benchmarks/agent_bench.py [--steps 300]
"""

from __future__ import annotations

import argparse
import asyncio
import atexit
import functools
import http.server
import shutil
import socketserver
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from opticlick_tui.agent import events as ev  # noqa: E402
from opticlick_tui.agent.history import request_size  # noqa: E402
from opticlick_tui.agent.loop import AgentRunner  # noqa: E402
from opticlick_tui.browser.actions import Actions  # noqa: E402
from opticlick_tui.browser.session import BrowserSession  # noqa: E402
from opticlick_tui.config import Settings  # noqa: E402
from opticlick_tui.llm.scripted import ScriptedProvider  # noqa: E402
from opticlick_tui.store.memory import MemoryStore  # noqa: E402
from opticlick_tui.store.sessions import SessionStore  # noqa: E402

PAGES = ROOT / "tests" / "fixtures" / "pages"


def serve() -> tuple[socketserver.TCPServer, str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
        daemon_threads = True

    server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=str(PAGES)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def wandering_script(steps: int, base: str) -> list[dict]:
    """A run that moves between pages and acts: navigate, type, click, scroll, notes."""
    cycle = [
        {"tool_calls": [{"name": "navigate", "args": {"url": f"{base}/shop/index.html"}}]},
        {
            "tool_calls": [
                {"name": "note_write", "args": {"key": "q", "text": "laptop"}},
                {"name": "type", "args": {"id": "@Search products", "text": "laptop", "submit": True}},
            ]
        },
        {"tool_calls": [{"name": "click", "args": {"id": "@Laptop Basic 14"}}]},
        {
            "tool_calls": [
                {"name": "get_page_text", "args": {"max_chars": 4000}},
                {"name": "click", "args": {"id": "@Order form"}},
            ]
        },
        {"tool_calls": [{"name": "type", "args": {"id": "@Full name", "text": "Ada"}}]},
        {"tool_calls": [{"name": "navigate", "args": {"url": f"{base}/shop/long.html"}}]},
        {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
        {"tool_calls": [{"name": "scroll", "args": {"direction": "up", "amount": 5}}]},
    ]
    turns = [{"tool_calls": [{"name": "todo_create", "args": {"items": ["wander", "finish"]}}]}]
    while len(turns) < steps - 1:
        turns.append(cycle[len(turns) % len(cycle)])
    turns.append({"tool_calls": [{"name": "finish", "args": {"summary": "done"}}]})
    return turns


async def harness(steps: int, sizes_at: list[int]) -> None:
    server, base = serve()
    work = Path(tempfile.mkdtemp(prefix="opticlick-agent-bench-"))
    atexit.register(shutil.rmtree, work, True)  # the site, Chrome profile and data dir go with the run
    settings = Settings(data_dir=str(work / "data"))
    settings.agent.permission_mode = "auto"
    settings.agent.max_steps = steps + 5
    browser = await BrowserSession.start(
        settings.browser.model_copy(update={"headless": True}), work / "profile"
    )
    provider = ScriptedProvider(wandering_script(steps, base))
    data = settings.resolved_data_dir()
    runner = AgentRunner(browser, provider, SessionStore(data), MemoryStore(data), settings)
    marks = watch_steps(runner)
    t0 = time.perf_counter()
    outcome = await runner.run("Wander around the shop", start_url=f"{base}/shop/index.html")
    total = time.perf_counter() - t0
    per_step, observe_phase, act_phase = step_times(marks)
    print(f"(a) {outcome.steps} steps, status {outcome.status}, {total:.1f} s in all")
    print(
        f"    own time per step (instant model): median {statistics.median(per_step):.0f} ms (min {min(per_step):.0f}, max {max(per_step):.0f})"
    )
    print(
        f"      settle+observe+save: median {statistics.median(observe_phase):.0f} ms; act+persist: median {statistics.median(act_phase):.0f} ms"
    )
    settled = [m.get("settle_ms", 0) for m in marks.values() if "settle_ms" in m]
    observed = [m.get("observe_ms", 0) for m in marks.values() if "observe_ms" in m]
    print(
        f"      of which settling (after the action and before observing): median {statistics.median(settled):.0f} ms; "
        f"observation: median {statistics.median(observed):.0f} ms"
    )
    print("(c) request size (what the model is sent each step):")
    for n in sizes_at:
        if n <= len(provider.requests):
            size = request_size(provider.requests[n - 1])
            print(
                f"    step {n:4d}: {size['chars']:7d} chars (~{size['est_tokens']} tokens), {size['images']} image(s) of {settings.browser.window_width}x~{settings.browser.window_height - 143} px"
            )
    for every, name in ((400, "live page (price changes every 400 ms)"), (0, "the same page standing still")):
        await live_page_steps(browser, settings, base, every, name)
    await scroll_times(browser, base)
    await browser.close()
    server.shutdown()


async def live_page_steps(
    browser, settings: Settings, base: str, every: int, name: str, steps: int = 16
) -> None:
    # A different button every step (a loop guard must not see a loop).
    turns = [{"tool_calls": [{"name": "click", "args": {"id": f"@Star {n + 1}"}}]} for n in range(steps)]
    turns.append({"tool_calls": [{"name": "finish", "args": {"summary": "done"}}]})
    settings = settings.model_copy(deep=True)
    settings.agent.max_steps = steps + 5
    data = settings.resolved_data_dir()
    runner = AgentRunner(browser, ScriptedProvider(turns), SessionStore(data), MemoryStore(data), settings)
    marks = watch_steps(runner)
    settles: list[str] = []
    runner.subscribe(
        lambda e: settles.append(e.settle.get("outcome", "")) if isinstance(e, ev.ObservationReady) else None
    )
    outcome = await runner.run("Toggle the watchlist", start_url=f"{base}/live.html?every={every}")
    per_step, _obs, _act = step_times(marks)
    settled = [m["settle_ms"] for m in marks.values() if "settle_ms" in m]
    kinds = ", ".join(f"{k} {settles.count(k)}" for k in sorted(set(settles)))
    print(
        f"(d) {name}: own time per click step median {statistics.median(per_step):.0f} ms "
        f"over {len(per_step)} steps ({outcome.status}: {outcome.summary[:80]}); settling median "
        f"{statistics.median(settled):.0f} ms, outcomes: {kinds}"
    )


async def scroll_times(browser: BrowserSession, base: str, rounds: int = 6) -> None:
    """(e) One scroll action, wheel to settled (target <= 120 ms), on a long page, down then up."""
    actions = Actions(browser)
    await actions.navigate(f"{base}/shop/long.html")
    times: list[float] = []
    wheel_to_end: list[float] = []
    for direction in ["down"] * rounds + ["up"] * rounds:
        t = time.perf_counter()
        result = await actions.scroll(direction)
        times.append((time.perf_counter() - t) * 1000)
        wheel_to_end.append(float(result.details.get("scroll_ms") or 0))
    print(
        f"(e) scroll action: median {statistics.median(times):.0f} ms (max {max(times):.0f}); "
        f"of which wheel to scrollend median {statistics.median(wheel_to_end):.0f} ms"
    )


def watch_steps(runner: AgentRunner) -> dict[int, dict[str, float]]:
    marks: dict[int, dict[str, float]] = {}

    def on_event(event: ev.Event) -> None:
        step = getattr(event, "step", None)
        now = time.perf_counter()
        if isinstance(event, ev.StepStarted):
            marks[event.step] = {"start": now}
        elif isinstance(event, ev.ObservationReady):
            marks[step]["observed"] = now
            marks[step]["observe_ms"] = event.timings_ms.get("total", 0)
            marks[step]["settle_ms"] = event.settle.get("waited_ms", 0)
        elif isinstance(event, ev.StateChanged) and event.state == "acting" and runner.step in marks:
            marks[runner.step]["acting"] = now

    runner.subscribe(on_event)
    return marks


def step_times(marks: dict[int, dict[str, float]]) -> tuple[list[float], list[float], list[float]]:
    per_step: list[float] = []
    observe_phase: list[float] = []
    act_phase: list[float] = []
    for n in sorted(marks)[:-1]:
        nxt = marks.get(n + 1, {}).get("start")
        if nxt and "observed" in marks[n] and "acting" in marks[n]:
            per_step.append((nxt - marks[n]["start"]) * 1000)
            observe_phase.append((marks[n]["observed"] - marks[n]["start"]) * 1000)
            act_phase.append((nxt - marks[n]["acting"]) * 1000)
    return per_step, observe_phase, act_phase


def persist_cost() -> None:
    work = Path(tempfile.mkdtemp(prefix="opticlick-persist-bench-"))
    atexit.register(shutil.rmtree, work, True)  # the site, Chrome profile and data dir go with the run
    store = SessionStore(work)
    sid = store.create("synthetic", {})
    record = {
        "thinking": "t" * 3000,
        "marks": [f'[{i}] button "Label {i}"' for i in range(60)],
        "calls": [{"id": "c", "name": "click", "args": {"id": 4}}],
        "results": [{"call_id": "c", "name": "click", "content": "Clicked." * 20, "is_error": False}],
    }

    def once(n: int) -> float:
        t = time.perf_counter()
        store.write_step(sid, n, {**record, "step": n})
        store.update_meta(sid, {"steps": n}, index=n % 10 == 1)
        return (time.perf_counter() - t) * 1000

    early = [once(n) for n in range(1, 21)]
    for n in range(21, 481):
        store.write_step(sid, n, {**record, "step": n})
    late = [once(n) for n in range(481, 501)]
    e, lt = statistics.median(early), statistics.median(late)
    print(
        f"(b) persisting a step: step 1-20 median {e:.2f} ms, step 481-500 median {lt:.2f} ms, ratio {lt / e:.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=300)
    args = parser.parse_args()
    persist_cost()
    asyncio.run(harness(args.steps, [5, 30, args.steps]))


if __name__ == "__main__":
    main()
