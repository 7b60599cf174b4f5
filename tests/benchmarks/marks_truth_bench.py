"""observe()'s marks against a ground truth read from the browser itself, page by page.

Run: uv run python tests/benchmarks/marks_truth_bench.py [DIR] [page.html ...] [--verbose]
(DIR defaults to tests/fixtures/pages.) Issue 10 is measured outside the project against a truth
of this kind: an element is a target when it is visible, hit-testable (a click at one of five
points of it lands on it or inside it) and native-interactive, or has a listener of its own
(DevTools' getEventListeners, or React's props), an interactive ARIA role, tabindex >= 0 or
contenteditable; a target nested in another with nearly the same box counts once, and a label
counts as its control. This script builds that truth in the page's main world
(tests/benchmarks/marks_truth.js) after each look and matches it to the elements the marks stand
for (the same element, or one inside or around it with half its box or more).

It prints recall (truth targets with a mark) and precision (marks on a truth target) over the
pages, and how the misses and extras split:
- misses that hold marks: a box that hears its items' clicks (a delegating list, an app's root);
  its items are marked instead, which the literal truth calls a miss and an extra each;
- extras inside a truth target: those items;
- bare misses and bare extras: nothing marked near a target, or a mark near none (a cursor-only
  target, a control faded in on hover, a hidden native field standing for its drawn face).
Disabled controls are left out of the truth (no mark is made for them unless they scroll).
Only the top document is compared. It is a finder, not a judge: read the bare rows with --verbose.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from opticlick_tui.browser.session import BrowserSession  # noqa: E402
from opticlick_tui.config import BrowserSettings, ObserveSettings  # noqa: E402
from opticlick_tui.som.observe import Observer  # noqa: E402
from tests.benchmarks.observe_bench import serve  # noqa: E402

TRUTH = Path(__file__).with_name("marks_truth.js").read_text()
TAG_MARKS = (
    "(%s).forEach(([key, id]) => { const el = oc.byKey(key); if (el) el.setAttribute('data-gt-mark', id); })"
)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("dir", nargs="?", default=str(ROOT / "tests" / "fixtures" / "pages"))
    parser.add_argument("pages", nargs="*")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    directory = Path(args.dir)
    pages = args.pages or sorted(p.name for p in directory.glob("*.html"))
    server, port = serve(directory)
    work = Path(tempfile.mkdtemp())
    session = await BrowserSession.start(BrowserSettings(headless=True), work / "profile")
    observer = Observer(session, ObserveSettings())
    tab = session.agent_tab
    totals = {"truth": 0, "found": 0, "marks": 0, "right": 0, "miss_holds": 0, "miss_bare": 0}
    totals |= {"extra_inside": 0, "extra_bare": 0, "pages": 0, "failed": 0}
    try:
        for name in pages:
            try:
                await tab.page.goto(f"http://127.0.0.1:{port}/{name}", wait_until="load")
                await tab.settle(150, 3000)
                obs = await observer.observe()
                top = await tab.frames.top_frame()
                keys = [[m.key, m.id] for m in obs.marks if m.frame_id == top.frame_id]
                await tab.frames.call(top, TAG_MARKS % json.dumps(keys))
                result = await tab.frames.call_main_world(top, TRUTH)
            except Exception as exc:  # a page that breaks the reader is counted, not fatal
                totals["failed"] += 1
                print(f"{name}: {type(exc).__name__}: {exc}")
                continue
            if not result:
                totals["failed"] += 1
                continue
            totals["pages"] += 1
            totals["truth"] += result["nGt"]
            totals["found"] += result["hitGt"]
            totals["marks"] += len(keys)
            totals["right"] += result["hitMarks"]
            misses = result["missed"]
            totals["miss_holds"] += sum(m.startswith(("HOLDS-MARKS", "INSIDE-MARK")) for m in misses)
            totals["miss_bare"] += sum(m.startswith("BARE") for m in misses)
            totals["extra_inside"] += sum(
                e["d"].startswith(("IN-TRUTH", "HOLDS-TRUTH")) for e in result["extra"]
            )
            totals["extra_bare"] += sum(e["d"].startswith("BARE") for e in result["extra"])
            if args.verbose and (misses or result["extra"]):
                lines = {m.id: m.line() for m in obs.marks}
                print(f"== {name}")
                for miss in misses:
                    print("   miss ", miss)
                for extra in result["extra"]:
                    print("   extra", lines.get(extra["id"], extra["id"]), "|", extra["d"])
    finally:
        await session.close()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    recall = totals["found"] / max(1, totals["truth"])
    precision = totals["right"] / max(1, totals["marks"])
    print(f"pages {totals['pages']} (failed {totals['failed']})")
    print(f"recall    {recall:.4f}  ({totals['found']} of {totals['truth']} truth targets marked)")
    print(f"precision {precision:.4f}  ({totals['right']} of {totals['marks']} marks on a truth target)")
    print(f"misses: {totals['miss_holds']} boxes that hold marks, {totals['miss_bare']} bare")
    print(f"extras: {totals['extra_inside']} inside or around a truth target, {totals['extra_bare']} bare")


if __name__ == "__main__":
    asyncio.run(main())
