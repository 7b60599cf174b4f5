"""Trusted actions on real pages: each one changes the page as expected, checked by reading page state."""

from __future__ import annotations

import asyncio

import pytest

from opticlick_tui.browser.errors import TabClosedError


def mark(obs, label: str):
    found = [m for m in obs.marks if m.label == label]
    assert len(found) == 1, f"{label!r} among {[m.label for m in obs.marks]}"
    return found[0]


async def page_log(tab):
    return await tab.page.evaluate("window.log")


async def test_click_is_trusted_and_lands_on_the_verified_point(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    button = mark(obs, "Trusted button")
    result = await actions.click(button.ref())
    assert result.ok, result.error
    assert "Clicked [" in result.summary
    log = await page_log(tab)
    assert log[-1]["id"] == "btn" and log[-1]["trusted"] is True
    x, y = log[-1]["x"], log[-1]["y"]
    assert button.box[0] <= x <= button.box[2] and button.box[1] <= y <= button.box[3]


async def test_double_right_and_modifier_clicks(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    assert (await actions.click(mark(obs, "Double me").ref(), count=2)).ok
    assert (await actions.click(mark(obs, "Right click me").ref(), button="right")).ok
    assert (await actions.click(mark(obs, "Modifier click").ref(), modifiers=["Control", "Shift"])).ok
    log = await page_log(tab)
    assert {"dbl": True, "trusted": True} in log
    assert {"context": True} in log
    assert {"ctrl": True, "shift": True} in log


async def test_type_clear_and_read_back(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    field = mark(obs, "Plain text")
    result = await actions.type("new words", field.ref(), clear=True)
    assert result.ok and result.value == "new words"
    assert await tab.page.input_value("#text") == "new words"
    appended = await actions.type("!", field.ref())
    assert appended.value == "new words!"


async def test_type_submit_with_enter(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    result = await actions.type("laptops", mark(obs, "Search").ref(), submit=True)
    assert result.ok
    assert {"submitted": "laptops"} in await page_log(tab)


async def test_typing_reaches_a_keydown_only_widget(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    result = await actions.type("Hi there", mark(obs, "Key widget").ref())
    assert result.ok
    assert await tab.page.text_content("#keyfield") == "Hi there"
    keys = [e for e in await page_log(tab) if "key" in e]
    assert len(keys) == len("Hi there") and all(e["trusted"] for e in keys)


async def test_press_key_combos(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    field = mark(obs, "Plain text")
    await actions.click(field.ref())
    assert (await actions.press_key("Control+A")).ok
    assert (await actions.press_key("Backspace")).ok
    assert await tab.page.input_value("#text") == ""
    await actions.click(mark(obs, "Search").ref())
    assert (await actions.press_key("Shift+Tab")).ok
    assert await tab.page.evaluate("document.activeElement.id") == "text"
    bad = await actions.press_key("Hyper+Q")
    assert not bad.ok and "unknown modifier" in bad.error


async def test_date_input_gets_every_digit(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    result = await actions.type("03152024", mark(obs, "Date").ref())
    assert result.ok, result.error
    assert await tab.page.input_value("#date") == "2024-03-15"


async def test_native_select_and_multi_select(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    result = await actions.select_option(mark(obs, "Fruit").ref(), "Cherry")
    assert result.ok and result.value == "Cherry" and result.trusted is False
    assert await tab.page.input_value("#single") == "c"
    assert {"change": "c"} in await page_log(tab)
    missing = await actions.select_option(mark(obs, "Fruit").ref(), "Durian")
    assert not missing.ok and "Apple" in missing.error
    both = await actions.select_option(mark(obs, "Toppings").ref(), ["Ham", "Olives"])
    assert both.ok and both.value == "Ham, Olives"
    # Ctrl-click on list box options adds to the selection with trusted input.
    await actions.select_option(mark(obs, "Toppings").ref(), ["Cheese"])
    assert (await actions.click(mark(obs, "Peppers").ref(), modifiers=["Control"])).ok
    chosen = await tab.page.evaluate(
        "Array.from(document.querySelector('#multi').selectedOptions).map(o => o.text)"
    )
    assert chosen == ["Cheese", "Peppers"]


async def test_hover_opens_a_css_menu(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    assert "Laptops" not in [m.label for m in obs.marks]
    assert (await actions.hover(mark(obs, "Products ▾").ref())).ok
    after = await observer.observe()
    laptops = mark(after, "Laptops")
    result = await actions.click(laptops.ref())
    assert result.ok, result.error
    assert {"menu": "laptops"} in await page_log(tab)


async def test_drag_and_drop_html5_and_pointer(open_page, observer, actions, tab):
    await open_page("dnd.html")
    obs = await observer.observe()
    html5 = await actions.drag_and_drop(mark(obs, "Drag me").ref(), mark(obs, "Drop here").ref())
    assert html5.ok, html5.error
    assert html5.details["mode"] == "HTML5 drag and drop"
    pointer = await actions.drag_and_drop(mark(obs, "Pointer drag").ref(), mark(obs, "Pointer zone").ref())
    assert pointer.ok, pointer.error
    log = await page_log(tab)
    assert {"html5": "payload"} in log
    assert {"pointer": True} in log


async def test_target_blank_link_opens_a_tab_that_becomes_the_agents(
    browser, open_page, observer, actions, tab
):
    await open_page("actions.html")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Open in new tab").ref())
    assert result.ok and result.new_tab is not None
    assert browser.agent_tab_id == result.new_tab != tab.id
    assert "new tab" in result.text()
    await browser.agent_tab.page.wait_for_load_state()
    assert browser.agent_tab.url.endswith("/stable.html")
    back = await actions.switch_tab(tab.id)
    assert back.ok and browser.agent_tab_id == tab.id
    closed = await actions.close_tab(result.new_tab)
    assert closed.ok and result.new_tab not in browser.tabs


async def test_a_new_tab_that_is_slow_to_arrive_is_still_the_agents(
    browser, open_page, observer, actions, tab
):
    # The new pages answer 1.5 s late, so their tabs come long after the click: Chrome's
    # announcement of a page opened by ours is what the action waits on, not a fixed delay.
    await open_page("popups.html")
    obs = await observer.observe()
    for label, path in (("Open a slow page in a new tab", "/stable.html"), ("Open a window", "/next.html")):
        result = await actions.click(mark(obs, label).ref())
        assert result.ok and result.new_tab is not None, (label, result)
        assert browser.agent_tab_id == result.new_tab != tab.id
        assert f"/late{path}?" in browser.agent_tab.url
        assert (await actions.switch_tab(tab.id)).ok
    # A click that opens nothing does not wait for a tab: Chrome announced none, and only an
    # announced tab is waited for (the settle cap is the most that wait could ever cost).
    announced, opens = browser.popup_mark(), tab.network.window_opens
    stay = await actions.click(mark(obs, "Stay here").ref())
    assert stay.ok and stay.new_tab is None and browser.agent_tab_id == tab.id
    assert (browser.popup_mark(), tab.network.window_opens) == (announced, opens)
    assert not stay.settle["capped"], stay.settle
    assert await page_log(tab) == ["stayed"]


async def test_the_agents_tab_is_brought_back_in_front_of_a_pages_own_popup(
    browser, page_server, observer, actions, tab
):
    # Chrome stops drawing a tab a moment after another is put in front of it, and a screenshot of
    # it then waited for its 15 s timeout (every other one, measured) behind a page's own popup.
    assert (await actions.navigate(page_server("popup.html"))).ok
    assert browser.agent_tab_id == tab.id
    # The popup opened on load, within the action: the agent's tab was put back in front then,
    # so no look finds it behind (without that, one did within a few looks).
    for _ in range(10):
        obs = await observer.observe()
        assert [m.label for m in obs.marks] == ["Stay here"] and len(obs.tabs) == 2, obs.tabs
    assert tab.brought_to_front == 0
    # One the page opens later, with no action: the first screenshot that does not come brings
    # the tab to the front (once; later looks find it there).
    async with tab.page.context.expect_page() as opened:
        await tab.page.evaluate("window.open('/next.html', '_blank')")
    await (await opened.value).wait_for_load_state()
    await browser.settle_new_tabs()
    for _ in range(60):
        obs = await observer.observe()
        assert [m.label for m in obs.marks] == ["Stay here"], obs.mark_lines()
        if tab.brought_to_front:
            break
    assert tab.brought_to_front == 1, "Chrome kept drawing the tab behind the popup: nothing was tested"
    for _ in range(3):
        await observer.observe()
    assert tab.brought_to_front == 1


async def test_download_is_captured_into_the_session_folder(browser, open_page, observer, actions, tmp_path):
    await browser.set_downloads_dir(tmp_path / "files")
    await open_page("actions.html")
    obs = await observer.observe()
    result = await actions.click(mark(obs, "Download report").ref())
    assert result.ok
    await browser.wait_for_downloads(10)
    saved = tmp_path / "files" / "report.csv"
    assert saved.read_text() == "downloaded content of report.csv\n"
    assert any("report.csv" in d for d in result.downloads) or browser.downloads[-1].path == saved


async def test_upload_into_hidden_input_behind_styled_button(open_page, observer, actions, tab, tmp_path):
    invoice = tmp_path / "invoice.pdf"
    invoice.write_bytes(b"%PDF-1.4 test")
    await open_page("actions.html")
    obs = await observer.observe()
    button = mark(obs, "Upload a file")
    result = await actions.upload_file(button.ref(), [invoice])
    assert result.ok, result.error
    assert {"files": ["invoice.pdf"]} in await page_log(tab)
    # Clicking a file input never opens a native dialog: the click is refused with a hint.
    assert not (await actions.upload_file(button.ref(), [tmp_path / "missing.pdf"])).ok


async def test_js_dialogs_are_handled_and_reported(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    alert = await actions.click(mark(obs, "Show alert").ref())
    assert alert.ok and any('alert "Saved!" (accepted)' in d for d in alert.dialogs)
    confirm = await actions.click(mark(obs, "Ask confirm").ref())
    assert any("confirm" in d for d in confirm.dialogs)
    prompt = await actions.click(mark(obs, "Ask prompt").ref())
    assert any("prompt" in d and "dismissed" in d for d in prompt.dialogs)
    log = await page_log(tab)
    assert {"after": "alert"} in log and {"confirmed": True} in log and {"prompted": None} in log


async def test_scroll_page_and_inner_container_report_what_moved(open_page, observer, actions, tab):
    await open_page("scroll.html")
    obs = await observer.observe()
    for _ in range(5):
        step = await actions.scroll("down")
        assert step.ok, step.error
        assert step.scrolled["moved"]
    assert await tab.page.evaluate("scrollY") > 2000
    up = await actions.scroll("up", amount=10)
    assert up.ok and await tab.page.evaluate("scrollY") == 0
    again = await actions.scroll("up")
    assert not again.ok and "Nothing moved" in again.error and "top" in again.error
    inner = mark(obs, "Inner list")
    moved = await actions.scroll("down", inner.ref())
    assert moved.ok and "Inner list" in moved.summary
    assert await tab.page.evaluate("document.getElementById('inner').scrollTop") > 50
    assert await tab.page.evaluate("scrollY") == 0


async def test_navigate_go_back_and_bad_urls(open_page, page_server, actions, tab):
    await open_page("controls.html")
    nav = await actions.navigate(page_server("next.html"))
    assert nav.ok and nav.url_changed and nav.url.endswith("/next.html")
    back = await actions.go_back()
    assert back.ok and tab.url.endswith("/controls.html")
    local = await actions.navigate("file:///etc/passwd")
    assert not local.ok and "off-limits" in local.error
    refused = await actions.navigate("http://127.0.0.1:9/nothing")
    assert not refused.ok and "ERR_" in refused.error


async def test_clicks_land_in_same_and_cross_origin_frames(page_server, observer, actions, tab):
    await tab.page.goto(page_server("frames.html") + f"?other={page_server.other}")
    await tab.settle(quiet_ms=200, cap_ms=4000)
    obs = await observer.observe()
    for name in ("same", "cross"):
        result = await actions.click(mark(obs, f"Button in {name}").ref())
        assert result.ok, result.error
    titles = sorted([await f.title() for f in tab.page.frames[1:]])
    assert titles == ["clicked cross", "clicked same"]
    typed = await actions.type(
        "hello frame", next(m for m in obs.marks if m.label == "Frame input" and m.frame == 2).ref()
    )
    assert typed.ok and typed.value == "hello frame"


async def test_half_visible_element_is_clicked_inside_the_viewport(open_page, observer, actions, tab):
    await open_page("halfvisible.html")
    obs = await observer.observe()
    assert (await actions.click(mark(obs, "Half off the right edge").ref())).ok
    assert (await actions.click(mark(obs, "Half off the bottom").ref())).ok
    log = await page_log(tab)
    width, height = obs.viewport
    assert log[0][0] == "half" and log[0][1] < width
    assert log[1][0] == "bottom" and log[1][2] < height


async def test_a_gone_element_gives_a_clear_error(open_page, observer, actions, tab):
    await open_page("stable.html")
    obs = await observer.observe()
    target = mark(obs, "Bravo")
    await tab.page.evaluate("document.querySelectorAll('button')[1].remove()")
    result = await actions.click(target.ref())
    assert not result.ok and "no longer exists" in result.error


async def test_human_input_is_ignored_while_blocked_but_ours_goes_through(
    browser, open_page, observer, actions, tab
):
    await open_page("actions.html")
    assert tab.input_blocked, "blocking is on by default"
    obs = await observer.observe()
    button = mark(obs, "Trusted button")
    # A "human" click: raw input with no lifting of the block. Chrome answers a mouse event once
    # the page has handled it, and input stays in order: had the human click been let through
    # (even late), the log would hold two clicks after ours.
    await tab.input.click(*button.point)
    assert await page_log(tab) == []
    assert (await actions.click(button.ref())).ok
    assert len(await page_log(tab)) == 1
    await browser.release_input()
    await tab.input.click(*button.point)
    assert len(await page_log(tab)) == 2
    await browser.block_input()
    assert tab.input_blocked


async def test_a_tab_closed_under_the_agent_is_an_error_not_a_hang(browser, open_page, observer, actions):
    extra = await browser.open_tab()
    await extra.page.goto((await browser.tab_infos())[0].url)
    await extra.page.close()
    with pytest.raises(TabClosedError):
        await asyncio.wait_for(actions.click(type("R", (), {"frame_id": "x", "key": 1, "name": "x"})()), 5)
    with pytest.raises(TabClosedError):
        await observer.observe(extra)
