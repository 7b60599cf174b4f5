"""observe() speed on seven kinds of page, against the bare screenshot measured in the same run.

Run: uv run python tests/benchmarks/observe_bench.py [--runs 20]
Prints, per page: median (min-max) of observe() total and its parts (frame refresh, discovery,
badge placement, wait for the capture and its decoding, drawing), the bare Page.captureScreenshot time, their ratio (the median over the runs of
each look's time over the bare capture taken next to it), the number of
marks, and the size of the mark text sent to the model (characters and ~tokens at 4 chars/token).

Each page is measured three ways: "fresh", where the page changes (one attribute) before every look
so discovery walks it again in the look (and before every bare capture, so both capture a page that
just changed); "settled", the same change followed by the wait the agent makes after an action
(Tab.settle, not timed), during which the agent's observer begins the walk once the page goes quiet
(Observer.prepare_on_quiet) and takes the screenshot beside it, so the timed look reuses both (or
waits for what is left of them) and only draws; since that work moved into the wait, the step is
also given whole: the wait and the look against the same wait and a bare capture; and
"same", where nothing changed since the last look and the last walk is reused. At the end it prints
the three ratios issue 10 sets targets for: ordinary pages (the median of the three small ones)
<= 1.2x, 47k nodes <= 1.5x, 100k <= 2x, for each of the three.
The 47k and 100k pages are grids of clipping cells with hundreds of buttons in view; two more
huge pages of common shapes follow (no targets): a 6,000-row table, and a 3,000-story feed
scrolled halfway down.

The bare capture goes over the tab's own DevTools connection, as observe()'s does
(browser/direct_session.py); a third capture, "relayed shot", goes through Playwright's session as
every capture did before that connection (the Node driver relays each message: ~5 ms more for a
screenshot alone, and a look's discovery reply used to wait behind its screenshot there). Its
ratio says how a look now compares with a screenshot taken the usual Playwright way.

Both the bare capture and observe() are preceded by the same idle gap (--gap-ms, 100 by default;
after an action the agent waits for the page to settle, so a look never follows a capture at once).
Chrome completes a screenshot no sooner than ~50 ms after the previous one completed (measured:
a capture 0 ms after another takes ~50 ms, 25 ms after it ~25 ms, 50 ms or more after it ~33 ms), so
without the gap whichever of the two runs second pays up to ~17 ms more; --gap-ms 0 measures that way.
The two take turns going first. On 2 cores a capture takes one or two of Chrome's frame intervals
(~16 ms) by chance, so a single run's ratios wander by a few tenths: compare several runs.
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

from opticlick_tui.browser.session import BrowserSession  # noqa: E402
from opticlick_tui.config import BrowserSettings, ObserveSettings  # noqa: E402
from opticlick_tui.som.observe import Observer  # noqa: E402
from tests.fixtures.generate import big_page, feed_page, news_page, table_page  # noqa: E402

PAGES = ROOT / "tests" / "fixtures" / "pages"


def serve(directory: Path) -> tuple[socketserver.TCPServer, int]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
        daemon_threads = True

    server = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def fmt(values: list[float]) -> str:
    return f"{statistics.median(values):7.1f} ({min(values):.0f}-{max(values):.0f})"


async def bench(runs: int, capture_format: str | None, gap_ms: float, only: list[str] | None = None) -> None:
    work = Path(tempfile.mkdtemp(prefix="opticlick-bench-"))
    atexit.register(shutil.rmtree, work, True)  # the site, Chrome profile and data dir go with the run
    site = work / "site"
    site.mkdir()
    for page in PAGES.glob("*.html"):
        (site / page.name).write_text(page.read_text())
    (site / "news.html").write_text(news_page(articles=160))
    (site / "big.html").write_text(big_page(buttons=2500, filler_per_row=16))
    (site / "huge.html").write_text(big_page(buttons=5300, filler_per_row=16))
    (site / "table.html").write_text(table_page(rows=6000))
    (site / "feed.html").write_text(feed_page(articles=3000))
    server, port = serve(site)
    base = f"http://127.0.0.1:{port}"
    pages = [
        ("small form", f"{base}/controls.html"),
        ("~30 widgets", f"{base}/actions.html"),
        ("news-size page", f"{base}/news.html"),
        ("47k-node page", f"{base}/big.html"),
        ("100k-node page", f"{base}/huge.html"),
        # Real shapes of huge pages (not in the targets): a long table, and a feed scrolled halfway.
        ("60k-node table", f"{base}/table.html"),
        ("39k feed, halfway", f"{base}/feed.html#half"),
    ]
    if only:
        pages = [(name, url) for name, url in pages if any(word in name for word in only)]
    session = await BrowserSession.start(BrowserSettings(headless=True), work / "profile")
    observer = (
        Observer(session, ObserveSettings())
        if capture_format is None
        else Observer(session, ObserveSettings(), capture_format=capture_format)
    )
    shot_format = observer.capture_format
    tab = session.agent_tab
    print(
        f"Chromium via {session.endpoint}; {runs} runs per page; capture format {shot_format}; {gap_ms:g} ms idle before "
        "each capture and each look; times in ms, median (min-max)\n"
    )
    header = f"{'page':18} {'mode':5} {'nodes':>6} {'KB':>6} {'marks':>5} {'observe':>16} {'frames':>8} {'discovery':>16} {'place':>6} {'capture wait':>13} {'draw':>7} {'bare shot':>16} {'ratio':>6} {'relayed shot':>13} {'ratio':>6} {'text chars/~tokens':>19}"
    print(header)
    ratios: dict[tuple[str, str], float] = {}
    for name, url in pages:
        await tab.page.goto(url, wait_until="load")
        if url.endswith("#half"):
            await tab.page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
        await tab.settle(300, 5000)
        nodes = await tab.page.evaluate("document.getElementsByTagName('*').length")
        html_kb = len(await tab.page.content()) / 1024
        await observer.observe()  # warm: world install, fonts
        for mode in ("fresh", "settled", "same"):
            totals, frames, discovery, place, wait, draw, bare, relayed = [], [], [], [], [], [], [], []
            obs = None
            pair_ratios, relayed_ratios, step_ratios = [], [], []
            waits: dict[str, float] = {}
            for i in range(runs):
                # Bare capture and look take turns going first: whichever runs second can find
                # Chrome's frame clock in another phase, and on a busy machine the load drifts.
                for which in ("bare", "look", "relayed") if i % 2 == 0 else ("look", "bare", "relayed"):
                    if mode in ("fresh", "settled"):
                        # A change the page would see after an action: the next look walks it
                        # again (made before the bare capture too: both capture a changed page).
                        await tab.page.evaluate(f"document.body.setAttribute('data-bench', '{which}{i}')")
                    if mode == "settled":
                        # As the agent does after an action: wait for the page to settle, with the
                        # next look's walk started when it went quiet (Observer.prepare_on_quiet).
                        # The wait is not timed; the look is, with the walk's remainder if it runs on.
                        # (Only before the look: a walk running beside the bare capture would slow it.)
                        if which == "look":
                            observer.prepare_on_quiet(tab)
                        t = time.perf_counter()
                        await tab.settle(since=time.monotonic())
                        waits[which] = (time.perf_counter() - t) * 1000
                        tab.on_quiet = None
                    else:
                        await asyncio.sleep(gap_ms / 1000)
                    if which == "bare":
                        t = time.perf_counter()
                        await tab.capture(shot_format)
                        bare.append((time.perf_counter() - t) * 1000)
                    elif which == "relayed":
                        # The same capture through Playwright's session (its Node driver relays
                        # every message), as the app took it before it had its own connection.
                        t = time.perf_counter()
                        await tab.channel.send(
                            "Page.captureScreenshot", {"format": shot_format, "optimizeForSpeed": True}
                        )
                        relayed.append((time.perf_counter() - t) * 1000)
                    else:
                        obs = await observer.observe()
                assert obs is not None
                pair_ratios.append(obs.timings_ms["total"] / bare[-1])
                if mode == "settled":
                    # The step as the agent lives it: the wait and then the look, against the same
                    # wait and then a bare capture (what the look took ahead is inside its wait).
                    step_ratios.append((waits["look"] + obs.timings_ms["total"]) / (waits["bare"] + bare[-1]))
                relayed_ratios.append(obs.timings_ms["total"] / relayed[-1])
                totals.append(obs.timings_ms["total"])
                frames.append(obs.timings_ms["frames"])
                discovery.append(obs.timings_ms["discovery"])
                place.append(obs.timings_ms["place"])
                wait.append(obs.timings_ms["capture_wait"])
                draw.append(obs.timings_ms["draw"])
            assert obs is not None
            text = "\n".join(obs.mark_lines())
            # The median of each look over the bare capture taken next to it: steadier than a ratio
            # of medians when the machine's load drifts during the run.
            ratio = statistics.median(pair_ratios)
            ratios[(name, mode)] = ratio
            relayed_ratio = statistics.median(relayed_ratios)
            ratios[(name, mode + " relayed")] = relayed_ratio
            if step_ratios:
                ratios[(name, "step")] = statistics.median(step_ratios)
            print(
                f"{name:18} {mode:5} {nodes:6d} {html_kb:6.0f} {len(obs.marks):5d} {fmt(totals):>16} {statistics.median(frames):8.1f} "
                f"{fmt(discovery):>16} {statistics.median(place):6.1f} {statistics.median(wait):13.1f} {statistics.median(draw):7.1f} {fmt(bare):>16} {ratio:6.2f} {statistics.median(relayed):13.1f} {relayed_ratio:6.2f} "
                f"{len(text):>12}/{len(text) // 4:<6}"
            )
    ordinary = [name for name in ("small form", "~30 widgets", "news-size page") if (name, "fresh") in ratios]
    print("\nRatios of observe() to a bare capture (target; fresh walk / after settling / unchanged page):")
    for label, target, names in (
        ("ordinary pages", 1.2, ordinary),
        ("47k nodes", 1.5, ["47k-node page"]),
        ("100k nodes", 2.0, ["100k-node page"]),
    ):
        if not names or (names[0], "fresh") not in ratios:
            continue
        fresh, settled, same, relayed_fresh, relayed_settled, relayed_same = (
            statistics.median(ratios[(n, key)] for n in names)
            for key in ("fresh", "settled", "same", "fresh relayed", "settled relayed", "same relayed")
        )
        print(
            f"  {label:15} {fresh:5.2f}x / {settled:5.2f}x / {same:5.2f}x   (target <= {target}x)"
            f"   against a capture relayed by Playwright: {relayed_fresh:5.2f}x / {relayed_settled:5.2f}x / {relayed_same:5.2f}x"
        )
    steps = [(n, ratios[(n, "step")]) for n in dict.fromkeys(n for n, _ in ratios) if (n, "step") in ratios]
    if steps:
        print(
            "\nAfter settling, the wait included (wait + look against the same wait + a bare capture; the"
            " look's walk and screenshot are taken in its wait):"
        )
        for n, r in steps:
            print(f"  {n:18} {r:5.2f}x")
    await session.close()
    server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument(
        "--format", choices=["png", "jpeg"], default=None, help="capture format (default: the app's)"
    )
    parser.add_argument(
        "--gap-ms",
        type=float,
        default=100.0,
        help="idle time before each bare capture and each look (default 100)",
    )
    parser.add_argument(
        "--pages",
        nargs="+",
        default=None,
        help="only the pages whose name holds one of these words (e.g. 47k news)",
    )
    args = parser.parse_args()
    asyncio.run(bench(args.runs, args.format, args.gap_ms, args.pages))


if __name__ == "__main__":
    main()
