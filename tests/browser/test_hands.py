"""Acting where no mark is (points and paths in screenshot pixels), selecting text with a real drag,
verified drag and drop, repeated keys, truthful typing, evaluate: on real Chromium, each checked by
reading what the page recorded."""

from __future__ import annotations

import json

import pytest

from tests.browser.test_actions import mark


async def page_value(tab, expr):
    return await tab.page.evaluate(expr)


async def box_of(tab, selector):
    return await tab.page.evaluate(
        f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
        " return [r.left, r.top, r.width, r.height]; })()"
    )


async def test_click_at_lands_on_the_canvas_point_in_screenshot_pixels(open_page, actions, tab):
    await open_page("hands.html")
    left, top, _w, _h = await box_of(tab, "#chart")
    # Screenshot pixels at scale 2 (a HiDPI screenshot): the point is halved into CSS pixels.
    x, y = (left + 1 + 120) * 2, (top + 1 + 80) * 2
    result = await actions.click_at(x, y, scale=2.0)
    assert result.ok, result.error
    assert "Sales chart" in result.summary and "canvas" in result.summary
    clicks = await page_value(tab, "window.clicks")
    assert len(clicks) == 1 and clicks[0]["trusted"] is True
    assert abs(clicks[0]["x"] - 120) <= 1 and abs(clicks[0]["y"] - 80) <= 1


async def test_click_at_outside_the_screenshot_is_refused_with_its_size(open_page, actions, tab):
    await open_page("hands.html")
    result = await actions.click_at(5000, 10)
    assert not result.ok and "outside the screenshot" in result.error and "1280x800" in result.error
    assert await page_value(tab, "window.clicks") == []


async def test_hover_at_moves_the_pointer_there(open_page, actions, tab):
    await open_page("hands.html")
    left, top, _w, _h = await box_of(tab, "#chart")
    result = await actions.hover_at(left + 1 + 200, top + 1 + 150)
    assert result.ok and "Sales chart" in result.summary
    last = (await page_value(tab, "window.hovers"))[-1]
    assert abs(last["x"] - 200) <= 1 and abs(last["y"] - 150) <= 1


async def test_drag_path_draws_a_line_through_every_point(open_page, actions, tab):
    await open_page("hands.html")
    left, top, _w, _h = await box_of(tab, "#pad")
    pts = [(left + 1 + 20, top + 1 + 20), (left + 1 + 150, top + 1 + 100), (left + 1 + 280, top + 1 + 30)]
    result = await actions.drag_path(pts)
    assert result.ok, result.error
    assert "through 1 point" in result.summary and "Drawing pad" in result.summary
    strokes = await page_value(tab, "window.strokes")
    assert len(strokes) == 1
    stroke = strokes[0]
    assert abs(stroke[0][0] - 20) <= 1 and abs(stroke[0][1] - 20) <= 1
    assert abs(stroke[-1][0] - 280) <= 1 and abs(stroke[-1][1] - 30) <= 1
    # The middle point is on the path (within a pixel), and the line was walked in small moves.
    assert any(abs(px - 150) <= 1 and abs(py - 100) <= 1 for px, py in stroke)
    assert len(stroke) >= 10


async def test_drag_path_resizes_a_box_by_its_grip(open_page, actions, tab):
    await open_page("hands.html")
    gl, gt, gw, gh = await box_of(tab, "#grip")
    gx, gy = gl + gw / 2, gt + gh / 2
    result = await actions.drag_path([(gx, gy), (gx + 100, gy + 60)])
    assert result.ok, result.error
    _l, _t, width, height = await box_of(tab, "#box")
    assert abs(width - 302) <= 2 and abs(height - 162) <= 2, (width, height)


async def test_drag_path_needs_two_points(actions, open_page):
    await open_page("hands.html")
    result = await actions.drag_path([(10, 10)])
    assert not result.ok and "2 to 50 points" in result.error


async def test_select_text_selects_the_phrase_with_a_pointer_drag(open_page, observer, actions, tab):
    await open_page("hands.html")
    await tab.page.evaluate(
        "window.downs = 0; document.addEventListener('mousedown', (e) => { if (e.isTrusted) downs++; })"
    )
    # The paragraph is not a mark; give select_text a reference the way the observer does.
    key = await tab.frames.call(await tab.frames.top_frame(), "oc.keyOf(document.getElementById('quote'))")
    from opticlick_tui.browser.actions import ElementRef

    ref = ElementRef(tab.frames.top.frame_id, key, 9, "the quote")
    result = await actions.select_text(ref, "brown fox jumps")
    assert result.ok, result.error
    assert result.summary == 'Selected "brown fox jumps" in the quote.'
    assert await page_value(tab, "getSelection().toString()") == "brown fox jumps"
    assert await page_value(tab, "window.downs") == 1  # a real press, not a script selection
    missing = await actions.select_text(ref, "purple cat")
    assert not missing.ok and "does not contain" in missing.error


async def test_drag_and_drop_that_changes_nothing_says_so(open_page, observer, actions, tab):
    await open_page("hands.html")
    obs = await observer.observe()
    result = await actions.drag_and_drop(mark(obs, "Stay put").ref(), mark(obs, "No drop zone").ref())
    assert not result.ok
    assert "nothing changed" in result.error and "did not move" in result.error


async def test_drag_and_drop_success_names_the_change(open_page, observer, actions, tab):
    await open_page("dnd.html")
    obs = await observer.observe()
    result = await actions.drag_and_drop(mark(obs, "Drag me").ref(), mark(obs, "Drop here").ref())
    assert result.ok and 'now reads "Dropped!"' in result.summary
    pointer = await actions.drag_and_drop(mark(obs, "Pointer drag").ref(), mark(obs, "Pointer zone").ref())
    assert pointer.ok and "moved by" in pointer.summary


async def test_press_key_repeat_count(open_page, observer, actions, tab):
    await open_page("actions.html")
    obs = await observer.observe()
    field = mark(obs, "Plain text")
    await actions.type("abcdef", field.ref(), clear=True)
    result = await actions.press_key("Backspace", count=4)
    assert result.ok and result.summary == "Pressed Backspace 4 times."
    assert await tab.page.input_value("#text") == "ab"
    assert not (await actions.press_key("Tab", count=0)).ok


@pytest.mark.parametrize(
    ("label", "text", "ok", "words"),
    [
        ("Departure date", "2025-05-01", False, "read-only"),
        ("Quantity", "abc", False, "still empty: the page did not take"),
        ("Phone", "5551234567", True, 'formatted it: the field now holds "(555) 123-4567"'),
        ("Code", "123456", True, 'at most 4 characters, so the field now holds "1234"'),
        ("Quantity", "12", True, 'the field now holds "12".'),
    ],
)
async def test_type_reports_what_the_field_did(open_page, observer, actions, tab, label, text, ok, words):
    await open_page("fields.html")
    obs = await observer.observe()
    result = await actions.type(text, mark(obs, label).ref())
    assert result.ok is ok, result.text()
    assert words in result.text()
    assert "it had text before" not in result.text()


async def test_evaluate_reads_the_page_in_an_isolated_world(open_page, actions, tab):
    await open_page("checkboxes.html")
    await tab.page.evaluate("window.pageSecret = 41")
    # Reads the DOM; page globals are not visible from the isolated world.
    result = await actions.evaluate(
        "return {n: document.querySelectorAll('input').length, g: typeof window.pageSecret,"
        " first: document.querySelector('label')}"
    )
    assert result.ok, result.error
    value = json.loads(result.value)
    assert value == {"n": 12, "g": "undefined", "first": "<label> Option 1"}
    assert result.text().endswith(f'<page_content untrusted="true">\n{result.value}\n</page_content>')
    in_page = await actions.evaluate("window.pageSecret + 1", world="page")
    assert in_page.ok and json.loads(in_page.value) == 42
    threw = await actions.evaluate("null.x")
    assert not threw.ok and "The script threw" in threw.error


async def test_evaluate_result_is_capped(open_page, actions):
    await open_page("checkboxes.html")
    result = await actions.evaluate("'x'.repeat(20000)")
    assert result.ok and len(result.value) == 4000 and "cut at 4000 of 20002 characters" in result.summary


async def test_page_watch_tells_a_standing_page_from_a_changed_one(
    browser, open_page, observer, actions, tab
):
    from opticlick_tui.browser.page_watch import PageWatch

    await open_page("checkboxes.html")
    obs = await observer.observe()
    watch = await PageWatch(browser, [m.ref() for m in obs.marks]).start()
    ticked = await actions.click(mark(obs, "Option 1").ref())
    assert await watch.changed(ticked) is None
    revealed = await actions.click(mark(obs, "Show more options").ref())
    assert await watch.changed(revealed) == "2 new controls appeared"
    await open_page("slow.html")
    gone = await watch.changed(ticked)
    assert gone is not None and ("replaced" in gone or "vanished" in gone)


async def test_a_tab_opened_by_a_click_is_known_from_chrome_not_a_wait(
    browser, open_page, observer, actions, tab
):
    await open_page("actions.html")
    obs = await observer.observe()
    before = tab.network.window_opens
    result = await actions.click(mark(obs, "Open in new tab").ref())
    assert tab.network.window_opens == before + 1
    assert result.new_tab is not None and browser.agent_tab_id == result.new_tab
    await actions.close_tab(result.new_tab)
    # An action that opens nothing does not wait for a tab.
    plain = await actions.click(mark(obs, "Trusted button").ref())
    assert plain.new_tab is None and tab.network.window_opens == before + 1
