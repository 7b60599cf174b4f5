"""Hands that reach what a person's mouse does: selecting a phrase inside a form field with a real
drag (checked by the field's selectionStart/selectionEnd), and clicks that a widget doing its
mousedown work on the next frame still counts - with no fixed human-like hold."""

from __future__ import annotations

import pytest

from opticlick_tui.browser.actions import ElementRef
from tests.browser.test_actions import mark


async def field_ref(tab, selector: str, name: str) -> ElementRef:
    key = await tab.frames.call(
        await tab.frames.top_frame(), f"oc.keyOf(document.querySelector({selector!r}))"
    )
    return ElementRef(tab.frames.top.frame_id, key, 1, name)


async def selection(tab, selector: str) -> list[int]:
    return await tab.page.evaluate(
        f"(() => {{ const el = document.querySelector({selector!r}); return [el.selectionStart, el.selectionEnd]; }})()"
    )


@pytest.mark.parametrize(
    ("selector", "phrase"),
    [
        ("#short", "Ada Lovelace"),
        ("#long", "Marylebone, London"),  # starts beyond the field's visible width
        ("#notes", "ring the bell twice"),  # on a wrapped line of a textarea
        ("#notes", "friendly but loud"),  # below what the textarea shows at first
    ],
)
async def test_select_text_inside_a_field_selects_the_phrase_with_a_drag(
    open_page, observer, actions, tab, selector, phrase
):
    await open_page("textsel.html")
    obs = await observer.observe()
    ref = await field_ref(tab, selector, "the field")
    value = await tab.page.evaluate(f"document.querySelector({selector!r}).value")
    want = [value.index(phrase), value.index(phrase) + len(phrase)]
    downs = await tab.page.evaluate("window.downs")
    result = await actions.select_text(ref, phrase)
    assert result.ok, result.error
    assert await selection(tab, selector) == want
    assert result.details["selection"] == want and result.value == phrase
    assert f'Selected "{phrase}"' in result.summary and "differs" not in result.summary
    assert await tab.page.evaluate("window.downs") == downs + 1  # one real press, not a script
    assert obs.marks  # the page was observed the way a run sees it


async def test_select_text_in_a_field_says_when_the_phrase_is_not_there(open_page, actions, tab):
    await open_page("textsel.html")
    ref = await field_ref(tab, "#short", "Reference")
    result = await actions.select_text(ref, "Babbage")
    assert not result.ok
    assert 'does not contain "Babbage"' in result.error and "Order 4471" in result.error
    assert await selection(tab, "#short") in ([0, 0], [44, 44])  # nothing got selected


async def test_a_click_counts_on_a_widget_that_does_its_press_work_on_the_next_frame(
    open_page, observer, actions, tab
):
    # The list marks the pressed row in requestAnimationFrame and toggles it on mouseup: a press
    # and release within one frame are lost (about a third of them without a hold).
    await open_page("nextframe.html")
    obs = await observer.observe()
    rows = [mark(obs, f"Row {n}") for n in range(1, 7)]
    for _round in range(2):
        for row in rows:
            result = await actions.click(row.ref())
            assert result.ok, result.error
    # Every row toggled twice: all off again; then once more, all on.
    assert await tab.page.evaluate("document.querySelectorAll('li.on').length") == 0
    for row in rows:
        assert (await actions.click(row.ref())).ok
    assert await tab.page.evaluate("document.querySelectorAll('li.on').length") == 6
