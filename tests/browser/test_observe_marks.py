"""Set-of-Mark discovery on real pages in real Chromium: what gets a mark, what does not."""

from __future__ import annotations


def labels(obs) -> list[str]:
    return [m.label for m in obs.marks]


def by_label(obs, text: str):
    found = [m for m in obs.marks if m.label == text]
    assert found, f"no mark labelled {text!r}; marks: {labels(obs)}"
    assert len(found) == 1, f"{len(found)} marks labelled {text!r}"
    return found[0]


async def test_form_controls_are_marked_with_roles_labels_and_state(open_page, observer):
    await open_page("controls.html")
    obs = await observer.observe()
    assert obs.title == "Controls"
    assert obs.url.endswith("/controls.html")
    assert by_label(obs, "Save").role == "button"
    docs = by_label(obs, "Docs")
    assert docs.role == "link" and docs.href_host == "docs.example.org"
    name = by_label(obs, "Your name")  # associated <label for>
    assert name.role == "textbox" and name.value == "Ada"
    assert by_label(obs, "Email address").type == "email"  # placeholder as label
    pw = by_label(obs, "Password")
    assert pw.value == "••••", "a password's value never leaves the page"
    agree = by_label(obs, "I agree")  # label wrapping its input: one mark, the input
    assert agree.role == "checkbox" and agree.checked is True and agree.tag == "input"
    colour = by_label(obs, "Colour")
    assert colour.value == "Green" and colour.options == ["Red", "Green", "Blue"]
    assert by_label(obs, "Short bio").tag == "textarea"  # aria-labelledby
    assert by_label(obs, "More options").expanded is False
    assert by_label(obs, "Send form").role == "button"
    # Not marked: disabled button, <a> without href, hidden input.
    assert "Disabled" not in labels(obs)
    assert "No href" not in labels(obs)
    assert not any(m.type == "hidden" for m in obs.marks)
    assert len(obs.marks) == 11
    # The text for the model carries URL, title and one line per mark.
    text = obs.text()
    assert "URL: " + obs.url in text and "Title: Controls" in text
    assert f'[{agree.id}] checkbox "I agree" checked' in text


async def test_aria_tabindex_listener_and_pointer_elements(open_page, observer):
    await open_page("aria.html")
    obs = await observer.observe()
    assert by_label(obs, "Role button").role == "button"
    assert by_label(obs, "Role checkbox").checked is True
    assert by_label(obs, "Tab one").selected is True
    assert by_label(obs, "Focusable div").role == "focusable"
    # (What an editable box holds is its value, not its name.)
    assert [m.role for m in obs.marks if m.value == "Editable text"] == ["textbox"], obs.mark_lines()
    # Only a JS listener says these are interactive (jQuery/d3 style).
    assert by_label(obs, "Listener span").via == "listener"
    assert by_label(obs, "Listener heading").via == "listener"
    assert any(m.tag == "circle" and m.via == "listener" for m in obs.marks), (
        "SVG shape with a click listener"
    )
    assert by_label(obs, "Pointer div").via == "cursor"
    # Never guessed from class names; tabindex=-1 and plain text are not controls.
    for text in ("Looks like a button by class only", "Plain text, not interactive", "Not focusable by tab"):
        assert text not in labels(obs)
    assert not any(m.tag == "rect" for m in obs.marks)


async def test_nested_duplicates_collapse(open_page, observer):
    await open_page("nesting.html")
    obs = await observer.observe()
    cards = [m for m in obs.marks if "Card title" in m.label or "Card text" in m.label]
    assert len(cards) == 1, f"a clickable card with a heading and text is one mark: {labels(obs)}"
    wrapped = [m for m in obs.marks if "Wrapped checkbox" in m.label]
    assert len(wrapped) == 1 and wrapped[0].tag == "input"
    styled = by_label(obs, "Styled checkbox")  # the input is invisible: the label stands in for it
    assert styled.tag == "label" and styled.for_control == "input" and styled.checked is False
    inner = [m for m in obs.marks if m.label == "Button in link"]
    assert len(inner) == 1, "a button filling its link is one mark"
    # A card holding two buttons keeps the buttons as their own marks.
    assert by_label(obs, "Buy") and by_label(obs, "Info")


async def test_hidden_covered_and_offscreen_elements_get_no_mark(open_page, observer):
    await open_page("hidden.html")
    obs = await observer.observe()
    assert labels(obs) == ["Visible"], labels(obs)
    assert obs.scroll.screens_below > 2, "the model learns there is more below"
    assert "screens below" in obs.text()


async def test_overlay_blocks_but_pointer_events_none_overlay_does_not(open_page, observer):
    await open_page("overlay.html")
    obs = await observer.observe()
    assert "Under the blocker" not in labels(obs)
    assert by_label(obs, "Under the ghost")


async def test_modal_dialog_only_its_controls(open_page, observer):
    await open_page("modal.html")
    obs = await observer.observe()
    assert sorted(labels(obs)) == ["Accept all", "Reject"]
    assert obs.modal == "Cookie settings"
    assert "modal dialog is open" in obs.text()


async def test_open_and_closed_shadow_dom_is_marked(open_page, observer):
    await open_page("shadow.html")
    obs = await observer.observe()
    assert by_label(obs, "Shadow button").shadow is True
    assert by_label(obs, "Shadow input").role == "textbox"
    assert by_label(obs, "Deep button"), "shadow root inside a shadow root"
    assert by_label(obs, "Closed shadow button").shadow is True, "a closed root, adopted through DevTools"


async def test_same_and_cross_origin_frames_are_marked_with_offsets(open_page, observer, page_server, tab):
    await tab.page.goto(page_server("frames.html") + f"?other={page_server.other}")
    await tab.settle(quiet_ms=200, cap_ms=4000)
    obs = await observer.observe()
    same = by_label(obs, "Button in same")
    cross = by_label(obs, "Button in cross")
    assert same.frame >= 1 and cross.frame >= 1 and same.frame != cross.frame
    top = by_label(obs, "Top button")
    assert top.frame == 0
    # Frame content sits inside its iframe's box (border 4 + padding 6 + margin 10 + body margin).
    assert same.box[1] > top.box[3]
    assert cross.box[0] > same.box[2], "the second frame is to the right of the first"
    assert len(obs.frames) == 3
    assert any("localhost" in f.url for f in obs.frames)


async def test_half_visible_element_is_clipped_to_the_viewport(open_page, observer):
    await open_page("halfvisible.html")
    obs = await observer.observe()
    half = by_label(obs, "Half off the right edge")
    width, height = obs.viewport
    assert half.box[2] <= width and half.point[0] < width
    assert half.box[2] - half.box[0] < 300 * 0.6
    bottom = by_label(obs, "Half off the bottom")
    assert bottom.box[3] <= height and bottom.point[1] < height


async def test_ids_are_stable_and_new_elements_flagged(open_page, observer, tab):
    await open_page("stable.html")
    first = await observer.observe()
    ids = {m.label: m.id for m in first.marks}
    assert not any(m.new for m in first.marks), "a fresh page flags nothing as new"
    await tab.page.evaluate("insertOne()")
    second = await observer.observe()
    again = {m.label: m.id for m in second.marks}
    for label in ("Alpha", "Bravo", "Charlie"):
        assert again[label] == ids[label]
    inserted = by_label(second, "Inserted")
    assert inserted.new and inserted.id not in ids.values()
    assert f"[{inserted.id}]* button" in second.text()
    # A navigation starts numbering again.
    await open_page("stable.html")
    third = await observer.observe()
    assert sorted(m.id for m in third.marks) == [1, 2, 3]


async def test_discovery_leaves_nothing_in_the_page(open_page, observer, tab):
    await open_page("controls.html")
    before = await tab.page.evaluate("Object.keys(window).length")
    html_before = await tab.page.evaluate("document.documentElement.outerHTML")
    await observer.observe()
    assert await tab.page.evaluate("typeof window.__opticlick") == "undefined"
    assert await tab.page.evaluate("Object.keys(window).length") == before
    assert await tab.page.evaluate("document.documentElement.outerHTML") == html_before


async def test_annotated_and_clean_screenshots(open_page, observer):
    from io import BytesIO

    from PIL import Image, ImageChops

    await open_page("controls.html")
    obs = await observer.observe()
    clean = Image.open(BytesIO(obs.image_bytes(annotated=False)))
    annotated = Image.open(BytesIO(obs.image_bytes(annotated=True)))
    assert clean.size == annotated.size == obs.image_size
    diff = ImageChops.difference(clean.convert("RGB"), annotated.convert("RGB"))
    save = next(m for m in obs.marks if m.label == "Save")
    x0, y0, x1, y1 = (int(v) for v in save.box)
    assert diff.crop((x0, y0, x1, y1)).getbbox() is not None, "a box is drawn around the mark"
    assert diff.crop((900, 500, 1200, 640)).getbbox() is None, "nothing drawn where there are no marks"


async def test_a_50000_node_page_is_capped_cut_by_its_budget_and_walked_once(tab, page_server, browser):
    # What the time budget stands for, asserted as behaviour (tests/benchmarks/observe_bench.py prints
    # the milliseconds): the marks are capped, a walk out of time stops where it is instead of
    # reading the whole page, and an unchanged page is not walked again.
    from opticlick_tui.config import ObserveSettings
    from opticlick_tui.som.observe import Observer

    await tab.page.goto(page_server.base + "/gen/big.html?buttons=3000", wait_until="load")
    count = await tab.page.evaluate("document.getElementsByTagName('*').length")
    assert count >= 50_000
    capped = Observer(browser, ObserveSettings(max_marks=20, time_budget_ms=2000))
    obs = await capped.observe()
    assert len(obs.marks) == 20 and obs.cut and "only the first 20 marks" in obs.text()
    assert not obs.frames[0].reused
    again = await capped.observe()
    if not again.frames[0].reused:
        # The one walk again an unchanged page gets: its listener verdicts are asked again when
        # the document has doubled its age (verdicts.js, heardExpired), which can fall between
        # two looks on a busy machine. The next look reuses that walk.
        again = await capped.observe()
    assert again.frames[0].reused, "an unchanged huge page was walked a second time"
    assert [m.label for m in again.marks] == [m.label for m in obs.marks] and again.cut
    # A tiny time budget still returns what it found in time, with a note, and has not read the
    # whole page (a load that slows the walk only makes it stop sooner).
    rushed = Observer(browser, ObserveSettings(time_budget_ms=100))
    quick = await rushed.observe()
    assert quick.cut and not quick.frames[0].reused
    assert 0 < quick.frames[0].walked < count, (quick.frames[0].walked, count)


async def test_marks_are_numbered_in_reading_order_and_keep_their_numbers(open_page, observer, tab):
    await open_page("reading-order.html")
    obs = await observer.observe()
    assert labels(obs) == ["Home", "First step", "Second step", "Third step"]
    assert [m.id for m in obs.marks] == [1, 2, 3, 4], obs.mark_lines()
    # A new element gets the next number wherever it appears; the others keep theirs.
    await tab.page.evaluate("addBanner()")
    again = await observer.observe()
    assert [(m.label, m.id) for m in again.marks] == [
        ("Home", 1),
        ("New banner", 5),
        ("First step", 2),
        ("Second step", 3),
        ("Third step", 4),
    ]
    assert by_label(again, "New banner").new is True


async def test_blocks_side_by_side_read_one_after_the_other(open_page, observer, actions, tab):
    # A sidebar of filters beside a table whose rows sit at the filters' heights, and cards side
    # by side around their own buttons. Each block reads whole before the next (the table row by
    # row, a card before its buttons), and the numbers follow: by rows alone the list went filter,
    # product, remove, filter... and card, card, Save, Save, Buy, Buy.
    await open_page("som-reading-blocks.html")
    obs = await observer.observe()
    expected = [
        '[1] link "Home"',
        '[2] link "Cart"',
        '[3] checkbox "In stock" unchecked',
        '[4] checkbox "On sale" unchecked',
        '[5] checkbox "Free shipping" unchecked',
        '[6] link "Blue mug"',
        '[7] button "Remove" in "Blue mug"',
        '[8] link "Red cup"',
        '[9] button "Remove" in "Red cup"',
        '[10] link "Tea pot"',
        '[11] button "Remove" in "Tea pot"',
        '[12] clickable "Green kettle"',
        '[13] button "Save" in "Green kettle"',
        '[14] button "Buy" in "Green kettle"',
        '[15] clickable "Red toaster"',
        '[16] button "Save" in "Red toaster"',
        '[17] button "Buy" in "Red toaster"',
    ]
    assert obs.mark_lines() == expected, obs.mark_lines()
    # A look at the unchanged page (its walk reused) reads the same.
    again = await observer.observe()
    assert again.frames[0].reused and again.mark_lines() == expected, again.mark_lines()
    for mark_id in (16, 12):
        mark = next(m for m in obs.marks if m.id == mark_id)
        assert (await actions.click(mark.ref())).ok
    assert await tab.page.evaluate("window.log") == ["save toaster", "kettle"]
    # A list box drawn over the table (its element in the header) reads as one block where it is
    # drawn, not row by row with what is beside it: after the sidebar, before the rows it covers.
    await tab.page.evaluate("openList()")
    lines = (await observer.observe()).mark_lines()
    options = [n for n, line in enumerate(lines) if " option " in line]
    assert [lines[n].split(" ", 1)[1] for n in options] == [
        'option "Standard"',
        'option "Express"',
        'option "Pickup"',
    ]
    assert options == [5, 6, 7] and "Free shipping" in lines[4] and "Tea pot" in lines[8], lines


async def test_a_document_with_no_layout_says_it_is_blank_and_is_walked_again(open_page, observer, tab):
    # Chrome can leave a document undrawn (a cross-site frame put back by going back, on a busy
    # machine): nothing can be marked, the look says why, and the empty walk is not reused once the
    # boxes arrive with no mutation or event to tell.
    await open_page("undrawn.html")
    blank = await observer.observe()
    assert blank.marks == [] and blank.frames[0].undrawn
    assert "The page shows blank: the browser has not drawn it yet." in blank.text()
    await tab.page.evaluate("show()")
    drawn = await observer.observe()
    assert labels(drawn) == ["Shown later"] and not drawn.frames[0].undrawn
    assert "shows blank" not in drawn.text()
