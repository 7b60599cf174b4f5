"""Cross-origin iframes (Chrome runs them out of process, each with a CDP session of its own): the
settle after an action waits for their requests too, and controls that appear in any frame the
observation covered stop a turn's further actions."""

from __future__ import annotations

import functools
import threading

import pytest

from tests.browser.test_actions import mark
from tests.conftest import PAGES, _QuietHandler, _Server


@pytest.fixture(scope="module")
def other_site():
    """The fixture pages from a second server on another loopback port, named `localhost`: another
    site than the 127.0.0.1 pages, so its frames get processes of their own."""
    server = _Server(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(PAGES)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://localhost:{server.server_address[1]}"
    server.shutdown()


async def open_panels(tab, page_server, other_site, observer):
    await tab.page.goto(page_server(f"xframe.html?other={other_site}"), wait_until="load")
    await tab.settle(quiet_ms=150, cap_ms=4000)
    obs = await observer.observe()
    crossing = [f for f in tab.frames.frames.values() if not f.is_top]
    assert len(crossing) == 2 and all(f.channel is not tab.channel for f in crossing), (
        "the panels must be out-of-process frames"
    )
    return obs


async def test_settle_waits_for_a_request_in_an_out_of_process_frame(
    tab, page_server, other_site, observer, actions
):
    obs = await open_panels(tab, page_server, other_site, observer)
    result = await actions.click(mark(obs, "Load offers").ref())
    assert result.ok, result.error
    # The frame's own server answers 800 ms after the click; the top page sees no request at all.
    assert "network" in result.settle["waited_for"], result.settle
    assert result.settle["waited_ms"] >= 600, result.settle
    after = await observer.observe()
    labels = {m.label for m in after.marks}
    assert {"Book AB123", "Book CD456", "Book EF789"} <= labels, labels


async def test_controls_that_appear_in_an_unmarked_cross_origin_frame_stop_the_turn(
    browser, tab, page_server, other_site, observer, actions
):
    from opticlick_tui.browser.page_watch import PageWatch

    obs = await open_panels(tab, page_server, other_site, observer)
    panel = next(f for f in tab.frames.frames.values() if "mode=panel" in f.url)
    assert not [m for m in obs.marks if m.frame_id == panel.frame_id]  # nothing to mark there yet
    watch = await PageWatch(browser, [m.ref() for m in obs.marks]).start()
    shown = await actions.click(mark(obs, "Show panel options").ref())
    assert shown.ok, shown.error
    assert await watch.changed(shown) == "2 new controls appeared"
