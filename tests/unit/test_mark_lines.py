"""How a mark standing for a control reads (som/model.py Mark.kind and Mark.line)."""

from opticlick_tui.som.model import Mark


def label_for(control: str, type_: str | None, value: str | None = None, role: str = "") -> Mark:
    return Mark(
        id=1,
        tag="label",
        role=role,
        type=type_,
        label="Email",
        value=value,
        for_control=control,
        box=(0, 0, 1, 1),
        point=(0, 0),
    )


def test_a_label_standing_for_a_typed_field_reads_as_a_textbox():
    # (Ionic's floating label over its faded input: "email (label)" said no kind at all.)
    assert label_for("input", "email").line() == '[1] textbox[email] (label) "Email"'
    assert label_for("input", "text").line() == '[1] textbox (label) "Email"'
    assert label_for("input", "search").line() == '[1] searchbox (label) "Email"'
    assert label_for("textarea", "textarea").line() == '[1] textbox[multiline] (label) "Email"'
    assert (
        label_for("input", "email", value="a@b.c").line()
        == '[1] textbox[email] (label) "Email" value="a@b.c"'
    )


def test_a_label_standing_for_a_control_that_is_no_text_field_keeps_its_kind():
    # (A number field, and a text field that opens a list: they say more than "textbox".)
    assert label_for("input", "number").line() == '[1] number (label) "Email"'
    opener = label_for("input", "text")
    opener.expanded = False
    assert opener.line() == '[1] text (label) "Email" collapsed'
    assert label_for("input", "file").line() == '[1] file (label) "Email"'
    assert label_for("select", None).line() == '[1] select (label) "Email"'
    assert label_for("input", "checkbox", role="checkbox").line().startswith('[1] checkbox (label) "Email"')
