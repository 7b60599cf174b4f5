from opticlick_tui.words import plural


def test_one_is_singular_and_every_other_count_plural():
    assert plural(1, "step") == "1 step"
    assert plural(0, "step") == "0 steps"
    assert plural(2, "mark") == "2 marks"
    assert plural(1, "entry") == "1 entry"
    assert plural(3, "entry") == "3 entries"
    assert plural(5, "person", "people") == "5 people"
