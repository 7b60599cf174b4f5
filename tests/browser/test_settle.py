"""Settling on what the page does: a slow request after a click is waited for (no half-loaded
observation), a page that never stops changing ends the wait early and says so, a static page costs
only a short floor, an effect that lands after the click is waited for, and a scroll ends on its own
completion."""

from __future__ import annotations

from opticlick_tui.browser.settle import POLL_S, STILL_MS, describe_settle
from tests.browser.test_actions import mark


async def test_slow_request_after_a_click_is_waited_for(open_page, observer, actions, tab):
    await open_page("slow.html")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Search flights").ref())
    assert result.ok, result.error
    settle = result.settle
    assert settle["outcome"] == "quiet" and "network" in settle["waited_for"], settle
    assert settle["waited_ms"] >= 600  # the server answers 800 ms after the click
    after = await observer.observe()
    labels = [m.label for m in after.marks]
    assert {"Book AB123", "Book CD456", "Book EF789"} <= set(labels), labels


async def test_live_page_ends_the_wait_early_and_records_it(open_page, observer, actions, tab, page_server):
    # The DOM changes every 15 ms, so it is never quiet for the 100 ms window: "live", not the cap.
    await tab.page.goto(page_server("live.html?every=15"), wait_until="load")
    first = await tab.settle(quiet_ms=100, cap_ms=5000)
    assert first["outcome"] == "live" and not first["capped"], first
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Add to watchlist").ref())
    assert result.ok and result.settle["outcome"] == "live" and not result.settle["capped"], result.settle
    assert await tab.page.text_content("#status") == "Added"
    assert describe_settle(result.settle).startswith("page keeps changing")


async def test_ticking_page_settles_between_ticks(open_page, observer, actions, tab, page_server):
    # A price that changes every 400 ms leaves quiet gaps: the click step settles in well under a second.
    await tab.page.goto(page_server("live.html?every=150"), wait_until="load")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Add to watchlist").ref())
    assert result.settle["outcome"] in ("quiet", "live") and not result.settle["capped"], result.settle


async def test_static_page_costs_only_the_short_floor(open_page, observer, actions, tab):
    await open_page("checkboxes.html")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Option 1").ref())
    assert result.ok and result.settle["outcome"] == "quiet", result.settle
    # Nothing pending and nothing moved after the click: only the floor counted from the action's
    # end, at least its length, and no more page reads than that window holds (a loaded machine
    # makes each read slower, so fewer of them).
    assert result.settle["waited_for"] == [] and result.settle["waited_ms"] >= STILL_MS - 5, result.settle
    assert result.settle["polls"] <= STILL_MS / (POLL_S * 1000) + 2, result.settle
    # Observing right after: the page has been quiet since the click, so no second wait.
    again = await tab.settle(quiet_ms=100)
    assert again["outcome"] == "quiet" and again["polls"] == 1


async def test_an_effect_that_lands_after_the_click_is_waited_for(open_page, observer, actions, tab):
    # The click's handler changes the page 30 ms later (a timer), then again 60 ms after that: the
    # wait runs until the page has been still for the quiet window after the last change.
    await open_page("checkboxes.html")
    await tab.page.evaluate(
        """document.addEventListener("click", () => setTimeout(() => {
             document.body.insertAdjacentHTML("beforeend", "<p id=late1>first</p>");
             setTimeout(() => document.body.insertAdjacentHTML("beforeend", "<button id=late2>Late</button>"), 60);
           }, 30), { once: true })"""
    )
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Option 1").ref())
    assert result.ok and result.settle["outcome"] == "quiet", result.settle
    # By the time the click returns, the last change has landed (a wait that ended at the first
    # one would come back before it). Not measured in milliseconds: on a busy machine the click's
    # own round trip eats into the timers, so the wait itself can be shorter than their sum.
    assert await tab.page.evaluate("!!document.getElementById('late2')"), result.settle
    after = await observer.observe()
    assert "Late" in {m.label for m in after.marks}


async def test_a_just_loaded_page_that_stays_still_needs_only_the_short_window(tab, page_server):
    # Watched from its first read, a document that never changes is settled after the short window,
    # not the (here very long) quiet window; one that changes once is held to the full window.
    await tab.page.goto(page_server("checkboxes.html"), wait_until="load")
    still = await tab.settle(quiet_ms=1000, cap_ms=5000, live_ms=3000)
    assert still["outcome"] == "quiet" and still["waited_ms"] < 1000, still
    await tab.page.goto(page_server("checkboxes.html"), wait_until="load")
    await tab.settle(quiet_ms=1000, cap_ms=5000, live_ms=3000)  # now watched from the start
    await tab.page.evaluate("document.body.insertAdjacentHTML('beforeend', '<p>changed</p>')")
    changed = await tab.settle(quiet_ms=1000, cap_ms=5000, live_ms=3000)
    assert changed["outcome"] == "quiet" and changed["waited_ms"] >= 900, changed


async def test_navigation_by_a_click_is_waited_for(open_page, observer, actions, tab):
    await open_page("slow.html")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Next page").ref())
    assert result.ok and result.url_changed
    assert result.settle["navigated"], result.settle
    assert await tab.page.evaluate("document.readyState") == "complete"


async def test_scroll_ends_on_its_own_completion(open_page, actions, tab):
    await open_page("scroll.html")
    # Ended by the scroll's own completion event, not by polling until two reads agree (the time
    # this saves is printed by tests/benchmarks/agent_bench.py, figure (e)); and when it ended the
    # page had stopped where the result says.
    for _ in range(3):
        result = await actions.scroll("down")
        assert result.ok and result.details["scroll_ended_by"] in ("scrollend", "scroll events stopped"), (
            result
        )
        assert result.scrolled["page"]["y"] == await tab.page.evaluate(
            "document.scrollingElement.scrollTop"
        ), result.scrolled
    bottom = await actions.scroll("down", amount=20)
    assert bottom.ok and "reached its end" in bottom.summary
    assert "the page by" in bottom.summary


async def test_scroll_says_a_scroll_area_reached_its_end(open_page, observer, actions, tab):
    await open_page("scroll.html")
    obs = await observer.observe()
    inner = mark(obs, "Inner list")
    first = await actions.scroll("down", inner.ref())
    assert first.ok and "the scroll area" in first.summary and "reached its end" not in first.summary
    last = await actions.scroll("down", inner.ref(), amount=20)
    assert last.ok and "the scroll area" in last.summary and "Inner list" in last.summary
    assert "reached its end" in last.summary
    assert "the page by" not in last.summary  # the page itself did not move


async def test_a_fade_that_shows_a_dialog_when_it_ends_is_waited_for(open_page, observer, actions, tab):
    # The backdrop fades in for 300 ms with no DOM change, then the dialog is displayed and fades
    # in: the look after the click sees the dialog, not a page under a backdrop. The spinner's
    # endless animation is not waited for.
    await open_page("fade-modal.html")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Invite member").ref())
    assert result.ok and result.settle["outcome"] == "quiet", result.settle
    assert "animation" in result.settle["waited_for"] and result.settle["waited_ms"] >= 500, result.settle
    after = await observer.observe()
    labels = [m.label for m in after.marks]
    assert labels == ["Full name", "Cancel", "Send invite"], labels
    assert await tab.page.evaluate("getComputedStyle(document.getElementById('m')).opacity") == "1"


async def test_steady_motion_the_action_did_not_start_is_not_waited_for(open_page, observer, actions, tab):
    # A bar eased to a new width every 300 ms was moving before the click and keeps restarting:
    # the wait after a click that changes nothing else ends quiet without it, not as a page that
    # keeps moving after the 2 s that fades following one another may take. (At most one of its
    # cycles is taken for the action's; a loaded machine stretches the polls, hence the margin:
    # the outcome is what tells the fix apart, the old wait ended "live".)
    await open_page("progress-ticker.html")
    obs = await observer.observe()
    for _ in range(3):
        result = await actions.click(mark(obs, "Note").ref())
        assert result.ok and result.settle["outcome"] == "quiet", result.settle
        assert result.settle["waited_ms"] < 3000, result.settle
