"""Settings: file < environment < flags, and errors that name the key, the line and the type."""

from __future__ import annotations

from pathlib import Path

import pytest

from opticlick_tui.config import ConfigError, load_settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def clean_env(monkeypatch):
    import os

    for name in list(os.environ):
        if name.startswith("OPTICLICK_") or name in (
            "GEMINI_API_KEY",
            "GOOGLE_API_KEY",
            "OPENAI_API_KEY",
            "OLLAMA_HOST",
        ):
            monkeypatch.delenv(name)


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text)
    return path


def test_example_config_documents_every_key_and_loads():
    settings = load_settings(ROOT / "config.example.toml")
    assert (
        settings.browser.settle_quiet_ms == 100
    )  # the short quiet window of the settle rule (pending work is waited for separately)
    text = (ROOT / "config.example.toml").read_text()
    for section_name, section in settings.model_dump().items():
        if isinstance(section, dict):
            assert f"[{section_name}]" in text
            for key in section:
                assert f"{key} =" in text or f"[{section_name}.{key}]" in text, (
                    f"{section_name}.{key} undocumented"
                )
        else:
            assert f"{section_name} =" in text


def test_missing_file_gives_defaults(tmp_path):
    settings = load_settings(tmp_path / "none.toml")
    assert settings.browser.headless is False
    assert settings.observe.max_marks == 300
    assert settings.agent.max_steps == 500


def test_unknown_key_names_key_and_line(tmp_path):
    path = write(tmp_path, "# comment\n[browser]\nheadless = true\n\n[observe]\nmax_mark = 3\n")
    with pytest.raises(ConfigError, match=r"unknown key `max_mark` in config.toml line 6"):
        load_settings(path)


def test_unknown_section(tmp_path):
    path = write(tmp_path, "[brwoser]\nheadless = true\n")
    with pytest.raises(ConfigError, match=r"unknown key `brwoser` in config.toml line 1"):
        load_settings(path)


def test_bad_value_names_key_and_type(tmp_path):
    path = write(tmp_path, '[browser]\nheadless = "yes"\n')
    with pytest.raises(ConfigError, match=r"`browser.headless` in config.toml line 2 must be true or false"):
        load_settings(path)
    path = write(tmp_path, '[llm]\nprovider = "gpt"\n')
    with pytest.raises(ConfigError, match=r'`llm.provider` .* must be one of "auto", "gemini"'):
        load_settings(path)


def test_toml_syntax_error_names_line(tmp_path):
    path = write(tmp_path, "[browser\nheadless = true\n")
    with pytest.raises(ConfigError, match=r"not valid TOML.*line 1"):
        load_settings(path)


def test_precedence_file_env_flags(tmp_path, monkeypatch):
    path = write(tmp_path, "[browser]\nheadless = false\nwindow_width = 1000\n")
    assert load_settings(path).browser.window_width == 1000
    monkeypatch.setenv("OPTICLICK_BROWSER__WINDOW_WIDTH", "1100")
    monkeypatch.setenv("OPTICLICK_BROWSER__HEADLESS", "true")
    settings = load_settings(path)
    assert settings.browser.window_width == 1100 and settings.browser.headless is True
    settings = load_settings(path, {"browser": {"window_width": 1200}})
    assert settings.browser.window_width == 1200 and settings.browser.headless is True


def test_bad_env_value_names_the_variable(tmp_path, monkeypatch):
    monkeypatch.setenv("OPTICLICK_OBSERVE__MAX_MARKS", "lots")
    with pytest.raises(
        ConfigError,
        match=r"`observe.max_marks` from environment variable OPTICLICK_OBSERVE__MAX_MARKS must be an integer",
    ):
        load_settings(tmp_path / "none.toml")


def test_provider_variables(tmp_path, monkeypatch):
    monkeypatch.setenv("GOOGLE_API_KEY", "g-key")
    monkeypatch.setenv("OPENAI_API_KEY", "o-key")
    monkeypatch.setenv("OLLAMA_HOST", "10.0.0.2:11434")
    settings = load_settings(tmp_path / "none.toml")
    assert settings.keys.gemini_api_key.get_secret_value() == "g-key"
    assert settings.keys.openai_api_key.get_secret_value() == "o-key"
    assert settings.llm.ollama_host == "http://10.0.0.2:11434"
    assert "g-key" not in repr(settings), "keys never show in reprs or logs"


def test_tui_takes_the_browser_flags_and_subcommands_keep_theirs():
    from opticlick_tui.cli import build_parser, tui_overrides

    args = build_parser().parse_args(["--cdp-url", "http://127.0.0.1:9222", "--headless", "--chrome", "/x"])
    assert args.command is None
    assert tui_overrides(args) == {
        "browser": {"cdp_url": "http://127.0.0.1:9222", "headless": True, "chrome": "/x"}
    }
    run = build_parser().parse_args(["run", "task", "--cdp-url", "http://h:1"])
    assert run.cdp_url == "http://h:1" and tui_overrides(run) == {}
