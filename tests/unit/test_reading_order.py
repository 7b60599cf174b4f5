"""Reading order of marks: rows top to bottom, each row left to right."""

from __future__ import annotations

from opticlick_tui.som.observe import reading_order


def order(boxes: dict[str, tuple[float, float, float, float]]) -> list[str]:
    return reading_order(list(boxes), lambda name: boxes[name])


def test_controls_of_different_heights_on_one_line_read_left_to_right() -> None:
    # An icon button 4 px taller than the text button beside it starts 4 px higher.
    assert order({"icon": (50, 41, 80, 66), "text": (20, 45, 44, 66), "next line": (20, 80, 60, 96)}) == [
        "text",
        "icon",
        "next line",
    ]


def test_a_tall_panel_does_not_pull_the_page_into_its_row() -> None:
    boxes = {
        "panel": (600, 0, 1200, 800),  # a scroll area down the right side
        "title": (20, 5, 200, 25),
        "link 1": (20, 100, 100, 116),
        "link 2": (20, 130, 100, 146),
    }
    assert order(boxes) == ["title", "panel", "link 1", "link 2"]


def test_a_vertical_list_reads_down() -> None:
    rows = {f"item {n}": (20, 10 + 18 * n, 120, 26 + 18 * n) for n in range(6)}
    assert order(rows) == list(rows)
