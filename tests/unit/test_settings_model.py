"""The settings records (settings_model.py): values checked when built and when assigned, text from
the environment converted, the file's typed values taken strictly, copies that share nothing, and
API keys that never show in a repr."""

from __future__ import annotations

import pytest

from opticlick_tui.config import BrowserSettings, Settings
from opticlick_tui.settings_model import SecretStr, SettingsInvalid


def test_values_are_checked_and_converted_when_built_and_assigned():
    browser = BrowserSettings(headless="yes", window_width="1100")  # text, as from the environment
    assert browser.headless is True and browser.window_width == 1100
    with pytest.raises(SettingsInvalid) as bad:
        browser.window_width = 100  # below its bound
    assert bad.value.loc == ("window_width",) and "greater than or equal to 320" in bad.value.msg
    assert browser.window_width == 1100, "a refused value leaves the old one"
    with pytest.raises(SettingsInvalid, match="valid boolean"):
        browser.headless = "maybe"
    with pytest.raises(SettingsInvalid) as unknown:
        BrowserSettings(headles=True)
    assert unknown.value.kind == "extra_forbidden" and unknown.value.loc == ("headles",)


def test_choices_nested_tables_and_where_an_error_is():
    settings = Settings(llm={"provider": "manual", "prices": {"m": ["1", 2]}})
    assert settings.llm.provider == "manual" and settings.llm.prices == {"m": [1.0, 2.0]}
    with pytest.raises(SettingsInvalid) as bad:
        Settings(llm={"provider": "gpt"})
    assert bad.value.loc == ("llm", "provider") and "'auto', 'gemini'" in bad.value.msg
    with pytest.raises(SettingsInvalid) as bad:
        Settings(agent={"max_steps": "many"})
    assert bad.value.loc == ("agent", "max_steps") and "unable to parse string as an integer" in bad.value.msg


def test_strict_takes_only_the_type_the_file_can_write():
    assert BrowserSettings.model_validate({"headless": True}, strict=True).headless is True
    with pytest.raises(SettingsInvalid, match="valid boolean"):
        BrowserSettings.model_validate({"headless": "true"}, strict=True)
    with pytest.raises(SettingsInvalid, match="valid integer"):
        BrowserSettings.model_validate({"window_width": "1100"}, strict=True)


def test_copies_share_nothing_and_updates_are_set_as_given():
    settings = Settings(tui={"bindings": {"stop": "ctrl+x"}})
    twin = settings.model_copy(deep=True)
    twin.tui.bindings["stop"] = "ctrl+k"
    twin.browser.headless = True
    assert settings.tui.bindings == {"stop": "ctrl+x"} and settings.browser.headless is False
    assert twin != settings and settings.model_copy(deep=True) == settings
    headless = settings.browser.model_copy(update={"headless": True})
    assert headless.headless is True and settings.browser.headless is False
    assert settings.model_dump()["tui"] == {"image_protocol": "auto", "bindings": {"stop": "ctrl+x"}}


def test_keys_never_show_and_assigned_text_becomes_a_secret():
    key = "k-" + "7" * 20
    settings = Settings(keys={"gemini_api_key": key})
    assert settings.keys.gemini_api_key.get_secret_value() == key
    assert key not in repr(settings) and key not in str(settings.keys.gemini_api_key)
    settings.keys.openai_api_key = key  # the settings screen assigns what was typed
    assert isinstance(settings.keys.openai_api_key, SecretStr) and key not in repr(settings.keys)
