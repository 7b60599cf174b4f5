"""A page scrolled to text with nothing to click is a valid observation, not a page that is still
loading: the observer does not retry it (it used to cost ~9.5 s per such step)."""

from __future__ import annotations


async def test_a_scroll_into_plain_text_is_observed_without_retries(open_page, observer, tab):
    await open_page("longtext.html")
    await tab.page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")
    await tab.settle(quiet_ms=150, cap_ms=3000)
    looks = []
    look = observer.observe

    async def counted(*args, **kwargs):
        looks.append(1)
        return await look(*args, **kwargs)

    observer.observe = counted  # counts the looks; each is the real observation
    try:
        obs = await observer.observe_until_marked(tab)
    finally:
        observer.observe = look
    assert obs.marks == [] and obs.scroll.y > 0
    assert len(looks) == 1, f"{len(looks)} looks: the observer retried a page that was simply text"
