"""Places counted as the list reads (som/place_names.py)."""

from opticlick_tui.som.model import Mark
from opticlick_tui.som.place_names import count_places_as_read


def mark(label: str, source: str | None = "place", run: int | None = 1) -> tuple[Mark, int | None]:
    return Mark(
        id=0, tag="div", role="clickable", label=label, label_source=source, box=(0, 0, 1, 1), point=(0, 0)
    ), run


def test_a_run_marked_whole_is_counted_in_the_order_given():
    marks = [mark("3 of 3"), mark("1 of 3"), mark("2 of 3")]
    runs = {id(m): run for m, run in marks}
    count_places_as_read([m for m, _ in marks], lambda m: runs[id(m)])
    assert [m.label for m, _ in marks] == ["1 of 3", "2 of 3", "3 of 3"]


def test_a_run_partly_marked_keeps_the_pages_count_and_other_names_are_left_alone():
    # Two of a run of five in view; a star named by its icon and its place; a name of the page's.
    partial = [mark("4 of 5"), mark("2 of 5")]
    starred = mark("star 2 of 3", source="icon", run=2)
    own = mark("2 of 3", source=None, run=3)
    every = [*partial, starred, own]
    runs = {id(m): run for m, run in every}
    count_places_as_read([m for m, _ in every], lambda m: runs[id(m)])
    assert [m.label for m, _ in every] == ["4 of 5", "2 of 5", "star 2 of 3", "2 of 3"]
