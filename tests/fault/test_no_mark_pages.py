"""A page scrolled to text with nothing to click is a valid observation, not a page that is still
loading: the observer does not retry it (it used to cost ~9.5 s per such step)."""

from __future__ import annotations

import time


async def test_a_scroll_into_plain_text_is_observed_without_retries(open_page, observer, tab):
    await open_page("longtext.html")
    await tab.page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")
    await tab.settle(quiet_ms=150, cap_ms=3000)
    started = time.monotonic()
    obs = await observer.observe_until_marked(tab)
    took = time.monotonic() - started
    assert obs.marks == [] and obs.scroll.y > 0
    assert took < 1.5, f"{took:.1f} s: the observer retried a page that was simply text"
