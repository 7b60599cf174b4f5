"""Reading order of marks: blocks top to bottom and left to right, as the page's boxes group them;
rows inside a block."""

from __future__ import annotations

from opticlick_tui.som.reading_order import reading_order

Box = tuple[float, float, float, float]


def order(
    boxes: dict[str, Box], holders: dict[str, list[str]] | None = None, within: dict[str, str] | None = None
) -> list[str]:
    return reading_order(
        list(boxes),
        lambda name: boxes[name],
        lambda name: (holders or {}).get(name, []),
        lambda name: (within or {}).get(name),
    )


def test_controls_of_different_heights_on_one_line_read_left_to_right() -> None:
    # An icon button 4 px taller than the text button beside it starts 4 px higher.
    assert order({"icon": (50, 41, 80, 66), "text": (20, 45, 44, 66), "next line": (20, 80, 60, 96)}) == [
        "text",
        "icon",
        "next line",
    ]


def test_a_tall_panel_down_one_side_reads_after_the_column_beside_it() -> None:
    boxes = {
        "panel": (600, 0, 1200, 800),  # a scroll area down the right side
        "title": (20, 5, 200, 25),
        "link 1": (20, 100, 100, 116),
        "link 2": (20, 130, 100, 146),
    }
    # Not "title, panel, link 1, link 2": the panel is a column of its own.
    assert order(boxes) == ["title", "link 1", "link 2", "panel"]


def test_overlapping_boxes_read_in_rows_and_a_tall_one_does_not_pull_the_page_into_its_row() -> None:
    boxes = {
        "banner": (0, 0, 1200, 300),  # drawn under the rest: no gap separates anything
        "title": (20, 5, 200, 25),
        "link 1": (20, 100, 100, 116),
        "next": (400, 102, 460, 118),
        "link 2": (20, 130, 100, 146),
    }
    assert order(boxes) == ["banner", "title", "link 1", "next", "link 2"]


def test_two_months_side_by_side_read_one_after_the_other() -> None:
    # Two calendar months, their day rows at the same heights: by rows alone the list would go
    # "1 May, 2 May, 1 June, 2 June, 3 May, ...".
    boxes, holders = {}, {}
    for m, (month, x) in enumerate((("May", 20), ("June", 300))):
        for day in range(1, 15):
            row, col = divmod(day - 1, 7)
            name = f"{day} {month}"
            boxes[name] = (x + 34.0 * col, 100.0 + 30 * row, x + 34.0 * col + 30, 126.0 + 30 * row)
            holders[name] = ["picker", f"month {m}"]
    boxes["stay"] = (20, 40, 200, 64)
    holders["stay"] = []
    assert order(boxes, holders) == ["stay"] + [f"{d} May" for d in range(1, 15)] + [
        f"{d} June" for d in range(1, 15)
    ]


def test_a_table_reads_row_by_row_and_a_sidebar_before_the_articles_beside_it() -> None:
    boxes = {"home": (20, 5, 80, 25), "cart": (900, 5, 960, 25)}
    holders: dict[str, list[str]] = {"home": ["header"], "cart": ["header"]}
    for n in range(3):
        boxes[f"filter {n}"] = (20, 90.0 + 30 * n, 200, 110.0 + 30 * n)
        holders[f"filter {n}"] = ["body", "sidebar"]
        # Each row of the table holds its product link and its remove button.
        boxes[f"product {n}"] = (300, 100.0 + 40 * n, 500, 120.0 + 40 * n)
        boxes[f"remove {n}"] = (800, 100.0 + 40 * n, 880, 120.0 + 40 * n)
        holders[f"product {n}"] = holders[f"remove {n}"] = ["body", "table", f"row {n}"]
    assert order(boxes, holders) == (
        ["home", "cart"]
        + [f"filter {n}" for n in range(3)]
        + [name for n in range(3) for name in (f"product {n}", f"remove {n}")]
    )
    # With nothing to say which boxes belong together, the page reads in rows.
    assert order(boxes)[2:6] == ["filter 0", "product 0", "remove 0", "filter 1"]


def test_a_pinned_first_column_reads_with_the_rows_it_heads() -> None:
    # A grid whose first column is a box of its own (pinned while the rest scrolls): one mark per
    # row, lined up with the rows beside it. Two months side by side are no such column.
    boxes: dict[str, Box] = {}
    holders: dict[str, list[str]] = {}
    for n in range(3):
        boxes[f"pick {n}"] = (20, 100.0 + 32 * n, 40, 116.0 + 32 * n)
        holders[f"pick {n}"] = ["grid", "pinned"]
        boxes[f"edit {n}"] = (300, 98.0 + 32 * n, 340, 118.0 + 32 * n)
        boxes[f"delete {n}"] = (350, 98.0 + 32 * n, 400, 118.0 + 32 * n)
        holders[f"edit {n}"] = holders[f"delete {n}"] = ["grid", "body"]
    assert order(boxes, holders) == [
        name for n in range(3) for name in (f"pick {n}", f"edit {n}", f"delete {n}")
    ]


def test_panes_side_by_side_read_one_after_another_though_their_rows_line_up() -> None:
    # A column browser: three panes, each a box of its own, their items lined up row by row. The
    # first pane, one mark per row, is no pinned column heading the others' rows.
    boxes: dict[str, Box] = {}
    holders: dict[str, list[str]] = {}
    for pane, x, items in (("collections", 9, 4), ("documents", 309, 4), ("fields", 609, 2)):
        for n in range(items):
            boxes[f"{pane} {n}"] = (x, 47.0 + 33 * n, x + 299, 80.0 + 33 * n)
            holders[f"{pane} {n}"] = ["viewer", pane]
    assert order(boxes, holders) == list(boxes)


def test_a_mark_around_others_reads_just_before_the_first_of_them() -> None:
    boxes = {
        "card": (20, 100, 320, 400),  # a card link around its buttons
        "like": (280, 110, 310, 130),
        "buy": (30, 360, 120, 390),
        "title": (20, 5, 200, 25),
        "other card": (400, 100, 700, 400),
    }
    within = {"like": "card", "buy": "card"}
    assert order(boxes, {}, within) == ["title", "card", "like", "buy", "other card"]


def test_a_vertical_list_reads_down() -> None:
    rows = {f"item {n}": (20, 10 + 18 * n, 120, 26 + 18 * n) for n in range(6)}
    assert order(rows) == list(rows)


def test_a_layer_over_the_page_reads_as_one_block_where_it_is_drawn() -> None:
    # An open list box drawn over three radio cards, its element inside the header beside its
    # button: by rows alone its options and the cards under them interleave.
    boxes = {"menu": (20, 5, 200, 30), "open": (900, 5, 960, 30)}
    holders: dict[str, list[str]] = {"menu": ["header"], "open": ["header"]}
    layers: dict[str, str] = {}
    for n in range(3):
        boxes[f"option {n}"] = (600, 40.0 + 30 * n, 960, 68.0 + 30 * n)
        holders[f"option {n}"] = ["header", "list"]
        layers[f"option {n}"] = "list"
        boxes[f"card {n}"] = (20, 50.0 + 30 * n, 900, 75.0 + 30 * n)
        holders[f"card {n}"] = ["main"]
    got = reading_order(
        list(boxes), lambda k: boxes[k], lambda k: holders[k], lambda k: None, lambda k: layers.get(k)
    )
    assert got == ["menu", "open", "option 0", "option 1", "option 2", "card 0", "card 1", "card 2"]


def test_a_layer_reads_right_after_the_mark_that_opened_it() -> None:
    # An open menu drawn at the right under its button, level with a sidebar's links further
    # down the page: read where it is drawn, its items fall between the links; read after the
    # button that opened it, they follow it. (Its button must be among the marks.)
    boxes = {"title": (10, 10, 200, 40), "rerun": (900, 10, 1000, 40)}
    holders: dict[str, list[str]] = {"title": ["top"], "rerun": ["top"]}
    layers: dict[str, str] = {}
    opened: dict[str, str] = {}
    for n, name in enumerate(["summary", "lint", "test"]):
        boxes[name] = (10, 60.0 + 30 * n, 300, 85.0 + 30 * n)
        holders[name] = ["side"]
    for n in range(2):
        boxes[f"item {n}"] = (800, 95.0 + 30 * n, 1000, 120.0 + 30 * n)
        holders[f"item {n}"] = ["top", "menu"]
        layers[f"item {n}"] = "menu"
        opened[f"item {n}"] = "rerun"
    got = reading_order(
        list(boxes),
        lambda k: boxes[k],
        lambda k: holders[k],
        lambda k: None,
        lambda k: layers.get(k),
        lambda k: opened.get(k),
    )
    assert got == ["title", "rerun", "item 0", "item 1", "summary", "lint", "test"]
    unopened = reading_order(
        list(boxes), lambda k: boxes[k], lambda k: holders[k], lambda k: None, lambda k: layers.get(k)
    )
    assert unopened.index("item 0") > unopened.index("summary")


def test_a_header_reaching_a_few_pixels_into_the_body_still_parts_it_from_the_columns_below() -> None:
    # A header's logo link is 66 px tall in a 60 px bar; the sidebar's first tab starts at 61. With
    # no gap between the bar and the body, the body's two columns read row by row across each other.
    boxes = {
        "logo": (0, 0, 72, 66),
        "publish": (1100, 12, 1170, 48),
        "title": (430, 128, 900, 170),
        "paragraph": (430, 190, 900, 235),
        "add block": (860, 253, 900, 289),
        "post tab": (985, 61, 1043, 109),
        "summary": (985, 146, 1265, 194),
        "visibility": (1200, 200, 1250, 230),
        "date": (1167, 240, 1250, 266),
    }
    holders = {name: ["header"] for name in ("logo", "publish")}
    holders.update({name: ["body", "content"] for name in ("title", "paragraph", "add block")})
    holders.update({name: ["body", "sidebar"] for name in ("post tab", "summary", "visibility", "date")})
    assert order(boxes, holders) == [
        "logo",
        "publish",
        "title",
        "paragraph",
        "add block",
        "post tab",
        "summary",
        "visibility",
        "date",
    ]


def test_a_slight_overlap_that_no_box_of_the_page_parts_is_no_gap() -> None:
    # Two columns whose boxes overlap by 5 px at y 61-66: taken as a gap, the list would read
    # "a, d" then "c, b"; with no box holding each side, the columns read one after the other.
    boxes = {"a": (0, 0, 100, 66), "d": (500, 0, 600, 20), "b": (500, 61, 600, 100), "c": (0, 70, 100, 90)}
    assert order(boxes) == ["a", "c", "d", "b"]
    # Each side held by a box of its own that holds nothing on the other: the overlap parts them.
    holders = {"a": ["top"], "d": ["top"], "b": ["bottom"], "c": ["bottom"]}
    assert order(boxes, holders) == ["a", "d", "c", "b"]


def test_a_layer_reaching_a_few_pixels_into_a_row_above_makes_no_slight_gap() -> None:
    # A status picker laid over a table starts 6 px inside the row above the one it opened from:
    # the rows read whole, the picker as one block after the row it starts in.
    boxes = {
        "RB": (390, 230, 492, 268),
        "Apr 18": (632, 230, 754, 268),
        "JD": (390, 268, 492, 304),
        "May 2": (632, 268, 754, 304),
        "Working on it": (528, 262, 708, 290),
        "Stuck": (528, 326, 708, 354),
    }
    holders = {"RB": ["row 1"], "Apr 18": ["row 1"], "JD": ["row 2"], "May 2": ["row 2"]}
    picker = {"Working on it", "Stuck"}
    assert reading_order(
        list(boxes),
        lambda name: boxes[name],
        lambda name: holders.get(name, []),
        lambda name: None,
        lambda name: "picker" if name in picker else None,
    ) == ["RB", "Apr 18", "Working on it", "Stuck", "JD", "May 2"]


def test_a_header_over_two_sibling_columns_parts_them_too() -> None:
    # The page's grid holds a header, a sidebar and a main column side by side: no one box holds
    # both columns, but each mark below the overlap is in a box that holds nothing above it.
    boxes = {
        "Home": (0, 0, 64, 58),
        "Sign in": (1151, 19, 1194, 35),
        "Introduction": (0, 56, 240, 96),
        "Install": (0, 96, 240, 136),
        "Copy page": (270, 74, 350, 95),
        "Edit on GitHub": (270, 105, 373, 126),
    }
    holders = {"Home": ["header"], "Sign in": ["header"], "Introduction": ["nav"], "Install": ["nav"]}
    holders.update({"Copy page": ["main"], "Edit on GitHub": ["main"]})
    assert order(boxes, holders) == [
        "Home",
        "Sign in",
        "Introduction",
        "Install",
        "Copy page",
        "Edit on GitHub",
    ]


def test_a_layer_drawn_across_two_panes_leaves_them_read_one_after_the_other() -> None:
    # A chat's context menu open over the edge between its list of chats and its conversation:
    # the two panes still read one after the other (not row by row across both), and the menu
    # reads in the pane its left edge is in, where it is drawn.
    boxes: dict[str, Box] = {}
    holders: dict[str, list[str]] = {}
    layers: dict[str, str] = {}
    for n, name in enumerate(["Mom", "Project X", "Dentist"]):
        boxes[name] = (0, 100.0 + 60 * n, 380, 150.0 + 60 * n)
        holders[name] = ["side"]
    for n, name in enumerate(["Video call", "React", "Type a message"]):
        boxes[name] = (420, 40.0 + 120 * n, 1200, 80.0 + 120 * n)
        holders[name] = ["main"]
    for n, name in enumerate(["Archive chat", "Pin chat"]):
        boxes[name] = (360, 130.0 + 30 * n, 560, 158.0 + 30 * n)
        holders[name] = ["side", "menu"]
        layers[name] = "menu"
    got = reading_order(
        list(boxes), lambda k: boxes[k], lambda k: holders[k], lambda k: None, lambda k: layers.get(k)
    )
    assert got == [
        "Mom",
        "Archive chat",
        "Pin chat",
        "Project X",
        "Dentist",
        "Video call",
        "React",
        "Type a message",
    ]


def test_a_layer_in_a_column_leaves_the_columns_read_one_after_another() -> None:
    # Three columns of a form, each a box of its own, the third with one button; a popover open
    # under that button, put at the end of the document (so the row around the columns holds all
    # but its links). The popover is no part of the third column's box: its column is no reason to
    # read the page row by row as a grid's pinned first column would be.
    boxes: dict[str, Box] = {
        "Name": (67, 79, 244, 100),
        "City": (52, 116, 229, 137),
        "Save": (20, 153, 106, 174),
        "Startup": (355, 82, 368, 95),
        "Business": (355, 118, 368, 131),
        "Upgrade": (350, 151, 417, 172),
        "Solutions": (680, 79, 750, 100),
        "Analytics": (691, 111, 781, 129),
        "Engagement": (691, 129, 781, 147),
    }
    holders = {k: ["row", "left"] for k in ("Name", "City", "Save")}
    holders |= {k: ["row", "middle"] for k in ("Startup", "Business", "Upgrade")}
    holders |= {"Solutions": ["row"], "Analytics": ["popover"], "Engagement": ["popover"]}
    got = reading_order(
        list(boxes),
        lambda k: boxes[k],
        lambda k: holders[k],
        lambda k: None,
        lambda k: "popover" if "popover" in holders[k] else None,
    )
    assert got == [
        "Name",
        "City",
        "Save",
        "Startup",
        "Business",
        "Upgrade",
        "Solutions",
        "Analytics",
        "Engagement",
    ]


def test_a_layer_of_one_mark_around_its_options_is_a_block_too() -> None:
    # A list box (a mark of its own) around its options, drawn under the left column's field and
    # over the field below it: read in the left column, not row by row with the right one.
    boxes: dict[str, Box] = {
        "City": (16, 16, 246, 50),
        "Street": (28, 150, 234, 184),
        "Right top": (286, 16, 378, 50),
        "Right middle": (286, 110, 403, 144),
        "list": (16, 54, 246, 164),
        "Paris": (16, 58, 246, 92),
        "Rome": (16, 92, 246, 126),
        "Oslo": (16, 126, 246, 160),
    }
    # (The row around the two columns holds all of the page's marks but the list's, put at the
    # end of the document.)
    holders = {"City": ["row", "left"], "Street": ["row", "left"], "Right top": ["row", "right"]}
    holders["Right middle"] = ["row", "right"]
    within = {"Paris": "list", "Rome": "list", "Oslo": "list"}
    got = reading_order(
        list(boxes),
        lambda k: boxes[k],
        lambda k: holders.get(k, ["portal"]),
        lambda k: within.get(k),
        lambda k: None if k in holders else "portal",
    )
    assert got == ["City", "list", "Paris", "Rome", "Oslo", "Street", "Right top", "Right middle"]


def test_a_layer_opened_by_a_mark_around_other_marks_reads_after_them() -> None:
    # A combobox box around its chip's remove button, its text box and its list, which opens below
    # it: the list reads after the field's own marks, not between the field and them.
    boxes: dict[str, Box] = {
        "field": (28, 46, 528, 103),
        "remove": (81, 59, 104, 75),
        "search": (110, 56, 118, 80),
        "Bob": (29, 103, 529, 139),
        "Carla": (29, 139, 529, 175),
    }
    within = {k: "field" for k in ("remove", "search", "Bob", "Carla")}
    layer = {"Bob": "list", "Carla": "list"}
    got = reading_order(
        list(boxes),
        lambda k: boxes[k],
        lambda k: ["list"] if k in layer else [],
        lambda k: within.get(k),
        lambda k: layer.get(k),
        lambda k: "field" if k in layer else None,
    )
    assert got == ["field", "remove", "search", "Bob", "Carla"]
