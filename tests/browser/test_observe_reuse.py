"""What a look may take from the last one (issue 10, point 17: cost) and must still get right.

A walk reused on an unchanged page sends only the marks whose states changed, and the marks built
from it are copies, so nothing done to one observation leaks into the next. A walk begun while the
agent waits for the page to settle (Observer.prepare_on_quiet) is what the look after the wait
reuses, and a change after it is still seen."""

from __future__ import annotations

import asyncio
import io
import re
import time

import pytest
from PIL import Image

from opticlick_tui.browser.settle import QUIET_CALLS


def labels(obs) -> list[str]:
    return [m.label for m in obs.marks]


def unnumbered(mark) -> str:
    """A mark's line without its number (each observer numbers its own marks)."""
    return re.sub(r"^\[\d+\]\*? ", "", mark.line())


def by_label(obs, text: str):
    found = [m for m in obs.marks if m.label == text]
    assert len(found) == 1, f"{len(found)} marks labelled {text!r}; marks: {labels(obs)}"
    return found[0]


@pytest.fixture
def answers(tab):
    """What the page's discovery calls returned, in order (the real calls, only recorded)."""
    got: list[dict] = []
    real = tab.frames.call

    async def call(frame, expression, **kwargs):
        result = await real(frame, expression, **kwargs)
        if isinstance(result, dict):
            got.append(result.get("finished") if isinstance(result.get("finished"), dict) else result)
        return result

    tab.frames.call = call
    yield got
    del tab.frames.call  # the instance attribute goes: the class's method again


@pytest.fixture
def looks_ahead(observer, tab):
    """The observer set to walk the tab when a settle sees it go quiet, as the agent loop does."""
    observer.prepare_on_quiet(tab)
    yield observer
    observer.stop_preparing()


async def test_an_unchanged_page_sends_only_the_mark_whose_state_changed(open_page, observer, tab, answers):
    await open_page("controls.html")
    first = await observer.observe()
    await observer.observe()
    # A value set by script: no event, no mutation, so the walk is reused and the state re-read.
    await tab.page.evaluate("document.getElementById('name').value = 'Grace'")
    answers.clear()
    obs = await observer.observe()
    assert obs.frames[0].reused, obs.frames
    sent = [a for a in answers if "marks" in a]
    assert len(sent) == 1 and sent[0]["marks"] is None, sent
    assert [m["value"] for _, m in sent[0]["changed"]] == ["Grace"], sent[0]["changed"]
    # Every other mark comes from the last look, in the same order and with the same numbers.
    assert [(m.id, m.label) for m in obs.marks] == [(m.id, m.label) for m in first.marks]
    assert by_label(obs, "Your name").value == "Grace" and by_label(first, "Your name").value == "Ada"


async def test_a_new_observer_gets_the_whole_list_of_a_reused_walk(open_page, observer, browser, tab):
    from opticlick_tui.config import ObserveSettings
    from opticlick_tui.som.observe import Observer

    await open_page("controls.html")
    first = await observer.observe()
    # The page keeps its walk for every observer; one that holds none of its marks gets them all.
    other = await Observer(browser, ObserveSettings()).observe()
    assert other.frames[0].reused
    assert [m.label for m in other.marks] == labels(first) and len(other.marks) >= 5


async def test_marks_of_an_unchanged_page_are_copies_not_the_last_looks_marks(open_page, observer, tab):
    await open_page("controls.html")
    first = await observer.observe()
    # What the agent does to an observation (typed secrets scrubbed from labels and values) stays
    # in that observation.
    for mark in first.marks:
        mark.label, mark.value = "scrubbed", "scrubbed"
    again = await observer.observe()
    assert again.frames[0].reused
    assert "Send form" in labels(again) and "scrubbed" not in labels(again), labels(again)
    assert by_label(again, "Your name").value == "Ada"
    assert all(a is not b for a, b in zip(again.marks, first.marks, strict=False))


async def test_the_look_after_a_settle_reuses_the_walk_begun_when_the_page_went_quiet(
    open_page, looks_ahead, browser, tab
):
    from opticlick_tui.config import ObserveSettings
    from opticlick_tui.som.observe import Observer

    await open_page("som-changes.html")
    await looks_ahead.observe()
    started = []
    hook = tab.on_quiet
    tab.on_quiet = lambda: (started.append(time.monotonic()), hook())
    await tab.page.evaluate("window.change()")
    settled = await tab.settle(since=time.monotonic())
    assert settled["outcome"] == "quiet" and len(started) == 1, (settled, started)
    obs = await looks_ahead.observe()
    assert obs.frames[0].reused, "the look walked the page again"
    got = labels(obs)
    for text in ("Late listener", "Tip that becomes clickable", "Count 2", "Deep button"):
        assert text in got, f"{text!r} changed before the walk: {got}"
    # The same list a look that walks the page itself reads (a change made first forces the walk).
    await tab.page.evaluate("document.body.setAttribute('data-look', '1')")
    walked = await Observer(browser, ObserveSettings()).observe()
    assert not walked.frames[0].reused
    assert [unnumbered(m) for m in walked.marks] == [unnumbered(m) for m in obs.marks]


async def test_a_change_after_the_walk_begun_early_is_seen_by_the_look(open_page, looks_ahead, tab):
    await open_page("som-changes.html")
    first = await looks_ahead.observe()
    assert "Count 1" in labels(first)
    looks_ahead.prepare_soon(tab)
    await tab.settle(since=time.monotonic())  # the walk ran (or runs) on the page as it was
    await tab.page.evaluate("window.change()")
    obs = await looks_ahead.observe()
    assert not obs.frames[0].reused
    assert "Count 2" in labels(obs) and "Count 1" not in labels(obs), labels(obs)


async def test_a_settle_asks_for_the_walk_once_per_quiet_spell_and_at_most_twice(tab, page_server):
    calls = []
    tab.on_quiet = lambda: calls.append(time.monotonic())
    try:
        # Changes every 15 ms for the whole wait: a quarter of the window without a change happens
        # only when a busy machine holds the page's timer back, and however often that happens, a
        # wait asks at most twice (a page that never rests does not get walk after walk).
        await tab.page.goto(page_server("live.html?every=15"), wait_until="load")
        live = await tab.settle(quiet_ms=100, cap_ms=3000)
        assert live["outcome"] == "live" and len(calls) <= QUIET_CALLS, (live, calls)
        # One change, then still: asked once, before the wait ends.
        await tab.page.goto(page_server("som-changes.html"), wait_until="load")
        await tab.settle(quiet_ms=150, cap_ms=3000)
        calls.clear()
        await tab.page.evaluate("window.change()")
        quiet = await tab.settle(quiet_ms=100, cap_ms=3000, since=time.monotonic())
        assert quiet["outcome"] == "quiet" and len(calls) == 1, (quiet, calls)
        # A change after the first ask (a late render) asks again, once; no more after that.
        calls.clear()
        await tab.page.evaluate(
            "let n = 1; document.body.setAttribute('data-n', n); const t = setInterval(() => {"
            " document.body.setAttribute('data-n', ++n); if (n === 4) clearInterval(t); }, 60)"
        )
        late = await tab.settle(quiet_ms=100, cap_ms=3000, since=time.monotonic())
        assert late["outcome"] == "quiet" and len(calls) == 2, (late, calls)
    finally:
        tab.on_quiet = None


def pixels(image) -> bytes:
    return image.convert("RGB").tobytes()


async def picture_now(tab) -> bytes:
    """The page as a screenshot taken now shows it (the page holds still: no caret, no motion)."""
    return pixels(Image.open(io.BytesIO(await tab.capture("png"))))


async def test_the_look_after_a_settle_takes_the_screenshot_taken_beside_the_early_walk(
    open_page, looks_ahead, tab
):
    await open_page("som-shot-ahead.html")
    await looks_ahead.observe()
    await tab.page.evaluate("paint('rgb(0, 160, 0)')")
    await tab.settle(since=time.monotonic())
    obs = await looks_ahead.observe()
    assert "shot_age" in obs.timings_ms, obs.timings_ms
    assert obs.frames[0].reused
    # The picture is the page as it stands: the same pixels a screenshot taken now has, green box.
    assert pixels(obs.image(annotated=False)) == await picture_now(tab)
    assert obs.image(annotated=False).convert("RGB").getpixel((100, 80)) == (0, 160, 0)
    # Taken once: the next look at the unchanged page (no wait before it) takes its own.
    again = await looks_ahead.observe()
    assert "shot_age" not in again.timings_ms


@pytest.mark.parametrize(
    "change",
    [
        "paint('rgb(0, 0, 0)')",  # a mutation
        "window.scrollTo(0, 1300)",  # no mutation: a scroll
        "document.getElementById('note').value = 'typed'; "
        "document.getElementById('note').dispatchEvent(new Event('input', {bubbles: true}))",  # typing
    ],
    ids=["mutation", "scroll", "typing"],
)
async def test_a_change_after_the_early_screenshot_is_in_the_looks_own(open_page, looks_ahead, tab, change):
    await open_page("som-shot-ahead.html")
    await looks_ahead.observe()
    await tab.page.evaluate("paint('rgb(0, 160, 0)')")
    await tab.settle(since=time.monotonic())  # walked and captured when it went quiet: green
    await tab.page.evaluate(change)
    obs = await looks_ahead.observe()
    assert "shot_age" not in obs.timings_ms, f"the picture taken before {change!r} was used"
    assert pixels(obs.image(annotated=False)) == await picture_now(tab)


async def test_a_page_that_moves_again_while_settling_is_pictured_as_it_ends(open_page, looks_ahead, tab):
    await open_page("som-shot-ahead.html")
    await looks_ahead.observe()
    # A repaint now and two more 60 ms apart (within the quiet window): the wait may go quiet
    # between them (walk and picture) and sees the page move again; the look shows the last colour
    # whichever picture it takes.
    await tab.page.evaluate(
        "let n = 1; paint('rgb(60, 0, 0)'); const t = setInterval(() => { n++; paint(`rgb(${n * 60}, 0, 0)`);"
        " if (n === 3) clearInterval(t); }, 60)"
    )
    await tab.settle(since=time.monotonic())
    obs = await looks_ahead.observe()
    assert obs.image(annotated=False).convert("RGB").getpixel((100, 80)) == (180, 0, 0)
    assert pixels(obs.image(annotated=False)) == await picture_now(tab)


async def test_a_screenshot_taken_ahead_goes_when_the_run_gives_the_browser_back(open_page, looks_ahead, tab):
    await open_page("som-shot-ahead.html")
    await looks_ahead.observe()
    await tab.page.evaluate("paint('rgb(0, 160, 0)')")
    await tab.settle(since=time.monotonic())
    looks_ahead.stop_preparing()
    obs = await looks_ahead.observe()
    assert "shot_age" not in obs.timings_ms


async def test_the_page_tells_whether_the_walk_a_picture_was_taken_beside_still_stands(
    open_page, observer, tab, answers
):
    from opticlick_tui.som.shot_ahead import PreparedShot, still_shows

    await open_page("som-shot-ahead.html")
    answers.clear()
    await observer.observe()
    seq = [a["seq"] for a in answers if isinstance(a.get("seq"), int)][-1]
    frame = tab.frames.frames[tab.frames.top_id]
    budget, cap = observer.settings.time_budget_ms, observer.settings.max_marks
    done = asyncio.get_running_loop().create_future()
    done.set_result((b"", None))

    async def stands(seq: int) -> bool:
        return await still_shows(tab, PreparedShot(done, [(frame, seq)]), budget, cap)

    assert await stands(seq)
    assert not await stands(seq - 1)  # a result the page sent before: not the walk it holds now
    await tab.page.evaluate("window.scrollTo(0, 40)")
    assert not await stands(seq)
    await observer.observe()  # read again where it stands now; then a mutation
    seq = [a["seq"] for a in answers if isinstance(a.get("seq"), int)][-1]
    assert await stands(seq)
    await tab.page.evaluate("paint('rgb(1, 2, 3)')")
    assert not await stands(seq)
