"""A tab's own DevTools connection: screenshots and our scripts go over it, a lost one falls back to
Playwright's session, and a closed tab ends it."""

from __future__ import annotations

import asyncio

import pytest

from opticlick_tui.browser.direct_session import page_socket_url
from opticlick_tui.browser.errors import TabClosedError


@pytest.mark.parametrize(
    ("endpoint", "expected"),
    [
        ("http://127.0.0.1:9222", "ws://127.0.0.1:9222/devtools/page/T1"),
        ("http://localhost:9222/", "ws://localhost:9222/devtools/page/T1"),
        ("ws://10.0.0.5:9333/devtools/browser/abc-def", "ws://10.0.0.5:9333/devtools/page/T1"),
        ("https://chrome.example:443", "wss://chrome.example:443/devtools/page/T1"),
        ("localhost:9222", None),
        ("", None),
    ],
)
def test_page_socket_url_comes_from_the_browsers_endpoint(endpoint, expected):
    assert page_socket_url(endpoint, "T1") == expected


async def test_a_look_goes_over_the_pages_own_connection(browser, observer, open_page):
    tab = await open_page("controls.html")
    assert tab.direct_channel() is not None, "the tab has no direct connection to its page"
    direct = tab._direct
    assert direct is not None
    before = dict(direct.sent)
    obs = await observer.observe()
    assert obs.marks, "no marks"
    assert direct.sent.get("Page.captureScreenshot", 0) == before.get("Page.captureScreenshot", 0) + 1
    assert direct.sent.get("Runtime.evaluate", 0) > before.get("Runtime.evaluate", 0)
    image = obs.image()
    assert image is not None and image.size == obs.image_size and image.size[0] > 0


async def test_a_lost_direct_connection_falls_back_to_playwrights_session(browser, observer, open_page):
    tab = await open_page("controls.html")
    first = await observer.observe()
    await tab.close_direct()
    try:
        assert tab.direct_channel() is None
        again = await observer.observe()
        assert [(m.role, m.label) for m in again.marks] == [(m.role, m.label) for m in first.marks]
        assert again.image() is not None and again.image_size == first.image_size
    finally:
        assert await browser.open_direct(tab)
    assert tab.direct_channel() is not None


async def test_closing_a_tab_ends_its_direct_connection(browser, tab, page_server):
    other = await browser.open_tab(page_server("controls.html"))
    direct = other._direct
    assert direct is not None and not direct.closed
    channel = other.direct_channel()
    assert channel is not None
    await browser.close_tab(other.id)
    # Chrome closes the socket with the target: the reader ends on its own, nothing is left running.
    await asyncio.wait_for(asyncio.shield(direct._reader), 10)
    assert direct.closed and other.direct_channel() is None
    with pytest.raises(TabClosedError):
        await channel.send("Runtime.evaluate", {"expression": "1"})


async def test_a_connection_that_ends_under_a_call_hands_it_to_playwrights_session(
    browser, observer, open_page
):
    # Chrome can end a page's socket while the tab lives on (a target it swapped): the call in
    # flight goes again through Playwright's session instead of failing as "tab closed".
    tab = await open_page("controls.html")
    direct = tab._direct
    assert direct is not None
    try:
        direct._socket.transport.abort()  # the socket dies; the reader has not seen it yet
        assert not direct.closed and tab.direct_channel() is not None
        shot = await tab.capture()
        assert shot.startswith(b"\x89PNG")
        obs = await observer.observe()
        assert obs.marks
    finally:
        await tab.close_direct()
        assert await browser.open_direct(tab)


async def test_closed_roots_are_read_over_the_pages_own_connection_and_without_it(
    browser, observer, open_page
):
    # Adopting closed roots and reading the listeners inside them is a few hundred small calls on
    # a busy page: over the tab's own connection (5x faster than through Playwright's driver), and
    # through Playwright's session when that connection is gone, with the same marks.
    tab = await open_page("som-closed-shadow.html")
    direct = tab._direct
    assert direct is not None
    before = dict(direct.sent)
    first = await observer.observe()
    assert first.marks and next(m for m in first.marks if m.label == "Apples").via == "listener"
    for method in ("DOM.describeNode", "DOM.resolveNode", "DOMDebugger.getEventListeners"):
        assert direct.sent.get(method, 0) > before.get(method, 0), method
    await tab.close_direct()
    try:
        again = await observer.observe(await open_page("som-closed-shadow.html"))
        assert [(m.role, m.label, m.via) for m in again.marks] == [
            (m.role, m.label, m.via) for m in first.marks
        ]
    finally:
        assert await browser.open_direct(tab)
