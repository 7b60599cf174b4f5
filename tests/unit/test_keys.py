from __future__ import annotations

import pytest

from opticlick_tui.browser.keys import KeyComboError, char_key, parse_combo


def test_named_keys_and_aliases():
    assert parse_combo("Enter").key.key == "Enter"
    assert parse_combo("return").key.key == "Enter"
    assert parse_combo("esc").key.key == "Escape"
    assert parse_combo("PageDown").key.key_code == 34
    assert parse_combo("F5").key.key_code == 116


def test_combos_and_modifier_bits():
    combo = parse_combo("Control+A")
    assert combo.modifiers == ("Control",) and combo.key.code == "KeyA" and combo.modifier_bits == 2
    assert parse_combo("ctrl+shift+k").modifier_bits == 2 | 8
    assert parse_combo("Shift+Tab").key.key == "Tab"
    assert str(parse_combo("control+a")) == "Control+a"
    assert parse_combo("Control++").key.key == "+"


def test_characters_on_a_us_layout():
    assert char_key("A").shift and char_key("A").code == "KeyA"
    assert char_key("!").code == "Digit1" and char_key("!").shift
    assert char_key("é").code == "" and char_key("é").text == "é"


@pytest.mark.parametrize("bad", ["", "Hyper+A", "NoSuchKey"])
def test_bad_combos(bad):
    with pytest.raises(KeyComboError):
        parse_combo(bad)
