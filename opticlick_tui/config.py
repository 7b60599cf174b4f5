"""Settings: `config.toml` in the config dir < environment < command-line flags.

The file is checked before anything else so that a typo names its key and line ("unknown key `x` in
config.toml line 7") and a bad value names its key and the type it should have. Environment variables
use the prefix `OPTICLICK_` with `__` between section and key (`OPTICLICK_BROWSER__HEADLESS=true`), plus
the provider variables everybody already has set (`GEMINI_API_KEY`, `GOOGLE_API_KEY`, `OPENAI_API_KEY`,
`OLLAMA_HOST`).
"""

from __future__ import annotations

import json
import os
import re
import tomllib
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from opticlick_tui import paths
from opticlick_tui.errors import ConfigurationError
from opticlick_tui.settings_model import Field, SecretStr, Section, SettingsInvalid


class ConfigError(ConfigurationError):
    """A configuration problem, worded for the user (one sentence, says what to fix)."""

    prefix = "Configuration error: "


_Section = Section  # unknown keys refused, values checked when built and when assigned


class BrowserSettings(_Section):
    chrome: str = ""
    headless: bool = False
    cdp_url: str = ""
    profile_dir: str = ""
    block_user_input: bool = True
    window_width: int = Field(default=1280, ge=320, le=7680)
    window_height: int = Field(default=800, ge=240, le=4320)
    settle_quiet_ms: int = Field(default=100, ge=0, le=10_000)
    settle_cap_ms: int = Field(default=5000, ge=0, le=60_000)
    allow_local_urls: bool = False


class ObserveSettings(_Section):
    max_marks: int = Field(default=300, ge=1, le=5000)
    time_budget_ms: int = Field(default=2000, ge=100, le=60_000)
    image_mode: Literal["annotated", "clean", "text"] = "annotated"


class AgentSettings(_Section):
    max_steps: int = Field(default=500, ge=1, le=100_000)
    permission_mode: Literal["ask", "auto", "strict"] = "ask"
    max_consecutive_failures: int = Field(default=5, ge=1, le=100)
    max_attachment_mb: float = Field(default=25.0, gt=0, le=2048)
    max_tokens_total: int = Field(default=0, ge=0)  # 0: no limit
    budget_usd: float = Field(default=0.0, ge=0.0)  # 0: no limit


class LLMSettings(_Section):
    provider: Literal["auto", "gemini", "ollama", "openai", "manual", "scripted"] = "auto"
    model: str = ""
    base_url: str = ""
    preset: str = ""
    temperature: float = Field(0.1, ge=0.0, le=2.0)
    thinking_level: Literal["off", "low", "medium", "high"] = "high"
    ollama_host: str = "http://127.0.0.1:11434"
    request_timeout_s: float = Field(120.0, gt=0, le=3600)
    # A remote model silent this long after the request is given up on (local servers get the whole
    # request_timeout_s: loading a model can take minutes).
    first_byte_timeout_s: float = Field(30.0, gt=0, le=3600)
    # All attempts of one step (retries included) end within this.
    retry_budget_s: float = Field(120.0, gt=0, le=3600)
    script: str = ""
    # Dollars per million tokens, [input, output], by model-name prefix; adds to llm/prices.py.
    prices: dict[str, list[float]] = Field(default_factory=dict)


class KeySettings(_Section):
    gemini_api_key: SecretStr = SecretStr("")
    openai_api_key: SecretStr = SecretStr("")


class TUISettings(_Section):
    image_protocol: Literal["auto", "kitty", "sixel", "halfblock", "none"] = "auto"
    bindings: dict[str, str] = Field(default_factory=dict)


class Settings(Section):
    """All settings. Built from, lowest first: config.toml (through load_settings), the provider
    variables everybody already has set, OPTICLICK_* variables, then the values given here (flags).

    The sources are merged by hand, and the records are our own (settings_model.py), not pydantic
    and pydantic-settings: those cost ~0.2 s of every start of the TUI, a third of its budget."""

    data_dir: str = ""
    browser: BrowserSettings = Field(default_factory=BrowserSettings)
    observe: ObserveSettings = Field(default_factory=ObserveSettings)
    agent: AgentSettings = Field(default_factory=AgentSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    keys: KeySettings = Field(default_factory=KeySettings)
    tui: TUISettings = Field(default_factory=TUISettings)

    def __init__(self, **values: Any) -> None:
        merged: dict[str, Any] = {}
        for source in (_pending_file_values, _provider_env_values(), _opticlick_env_values(), values):
            _deep_merge(merged, source)
        super().__init__(**merged)

    def resolved_data_dir(self) -> Path:
        return Path(self.data_dir).expanduser() if self.data_dir else paths.default_data_dir()


# The file's values are filled in by load_settings() just before Settings() is built, and read by
# Settings.__init__ (a plain Settings() in code and tests reads the environment only).
_pending_file_values: dict[str, Any] = {}

ENV_PREFIX = "OPTICLICK_"


def _deep_merge(into: dict[str, Any], values: dict[str, Any]) -> None:
    """Tables merge key by key (a flag for one browser key keeps the file's other browser keys)."""
    for key, value in values.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            merged = dict(into[key])
            _deep_merge(merged, value)
            into[key] = merged
        else:
            into[key] = value


def _is_table(annotation: Any) -> bool:
    origin = typing.get_origin(annotation) or annotation
    return origin is dict or (isinstance(annotation, type) and issubclass(annotation, Section))


def _opticlick_env_values() -> dict[str, Any]:
    """OPTICLICK_SECTION__KEY=value (any case) as {"section": {"key": "value"}}; a whole table may be
    given as JSON (OPTICLICK_LLM__PRICES='{"m": [1, 2]}'). Variables that name no setting at the
    top level are not ours to judge (OPTICLICK_CONFIG_DIR, OPTICLICK_DATA_DIR's neighbours); a
    wrong key inside a known section is an error, as in the file."""
    out: dict[str, Any] = {}
    fields = Settings.model_fields
    for name, raw in os.environ.items():
        if not name.upper().startswith(ENV_PREFIX):
            continue
        parts = [p.lower() for p in name[len(ENV_PREFIX) :].split("__")]
        if not parts[0] or parts[0] not in fields:
            continue
        annotation: Any = fields[parts[0]].annotation
        if len(parts) == 2 and isinstance(annotation, type) and issubclass(annotation, Section):
            sub = annotation.model_fields.get(parts[1])
            annotation = sub.annotation if sub is not None else None
        value: Any = raw
        if len(parts) <= 2 and _is_table(annotation) and raw.strip().startswith("{"):
            try:
                value = json.loads(raw)
            except ValueError:
                pass  # left as text: validation names the variable and what it must be
        for part in reversed(parts):
            value = {part: value}
        _deep_merge(out, value)
    return out


def _provider_env_values() -> dict[str, Any]:
    """The variables provider SDKs use, so a user who already exported them needs no config."""
    out: dict[str, Any] = {}
    gemini = os.environ.get("GEMINI_API_KEY") or os.environ.get("GOOGLE_API_KEY")
    if gemini:
        out.setdefault("keys", {})["gemini_api_key"] = gemini
    if os.environ.get("OPENAI_API_KEY"):
        out.setdefault("keys", {})["openai_api_key"] = os.environ["OPENAI_API_KEY"]
    if os.environ.get("OLLAMA_HOST"):
        host = os.environ["OLLAMA_HOST"]
        out.setdefault("llm", {})["ollama_host"] = host if "://" in host else f"http://{host}"
    return out


def describe_type(annotation: Any) -> str:
    """A type as a user reads it: 'true or false', 'an integer', 'one of "a", "b"'."""
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return "one of " + ", ".join(f'"{v}"' for v in typing.get_args(annotation))
    if origin in (typing.Union, types.UnionType):
        return " or ".join(describe_type(a) for a in typing.get_args(annotation) if a is not type(None))
    if annotation is bool:
        return "true or false"
    if annotation is int:
        return "an integer"
    if annotation is float:
        return "a number"
    if annotation in (str, SecretStr):
        return "a string"
    if origin is dict or annotation is dict:
        return "a table"
    if isinstance(annotation, type) and issubclass(annotation, Section):
        return "a table"
    return str(annotation)


def _field_annotation(loc: tuple[Any, ...]) -> Any:
    model: Any = Settings
    annotation: Any = None
    for part in loc:
        if not (isinstance(model, type) and issubclass(model, Section)):
            break
        field = model.model_fields.get(str(part))
        if field is None:
            break
        annotation = field.annotation
        model = annotation
    return annotation


def _key_lines(text: str) -> dict[str, int]:
    """Map 'section.key' (and 'section') to the 1-based line that defines it."""
    lines: dict[str, int] = {}
    section = ""
    header = re.compile(r"^\s*\[\s*([A-Za-z0-9_.\-\"' ]+?)\s*\]\s*(#.*)?$")
    assignment = re.compile(r"^\s*([A-Za-z0-9_\-\"']+(?:\s*\.\s*[A-Za-z0-9_\-\"']+)*)\s*=")
    for number, line in enumerate(text.splitlines(), start=1):
        if m := header.match(line):
            section = m.group(1).replace('"', "").replace("'", "").replace(" ", "")
            lines.setdefault(section, number)
            continue
        if m := assignment.match(line):
            key = m.group(1).replace('"', "").replace("'", "").replace(" ", "")
            full = f"{section}.{key}" if section else key
            lines.setdefault(full, number)
    return lines


def _check_file_values(values: dict[str, Any], text: str, name: str) -> None:
    lines = _key_lines(text)

    def where(dotted: str) -> str:
        line = lines.get(dotted) or lines.get(dotted.split(".")[0])
        return f"{name} line {line}" if line else name

    for key, value in values.items():
        field = Settings.model_fields.get(key)
        if field is None:
            raise ConfigError(
                f"unknown key `{key}` in {where(key)}; see config.example.toml for the keys there are."
            )
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, Section):
            if not isinstance(value, dict):
                raise ConfigError(f"`{key}` in {where(key)} must be a table ([{key}]).")
            for sub in value:
                if sub not in annotation.model_fields:
                    dotted = f"{key}.{sub}"
                    raise ConfigError(
                        f"unknown key `{sub}` in {where(dotted)} (section [{key}]); "
                        "see config.example.toml for the keys there are."
                    )
            try:
                annotation.model_validate(value, strict=True)
            except SettingsInvalid as exc:
                _raise_for_file(key, value, exc, where)
        else:
            try:
                Settings.model_validate({key: value}, strict=True)
            except SettingsInvalid as exc:
                _raise_for_file(key, {key: value}, exc, where, top=True)


def _raise_for_file(
    key: str, value: Any, exc: SettingsInvalid, where: Callable[[str], str], top: bool = False
) -> None:
    field = exc.loc[:1]
    dotted = ".".join(field) if top else ".".join([key, *field])
    expected = describe_type(_field_annotation(tuple(dotted.split("."))))
    got = value.get(field[0]) if field and isinstance(value, dict) else value
    raise ConfigError(
        f"`{dotted}` in {where(dotted)} must be {expected}, got {got!r} ({exc.msg.lower()})."
    ) from None


def _env_name(loc: tuple[Any, ...]) -> str | None:
    candidates = ["OPTICLICK_" + "__".join(str(p) for p in loc[:n]).upper() for n in range(len(loc), 0, -1)]
    for candidate in candidates:
        if candidate in os.environ:
            return candidate
    aliases: dict[tuple[str, ...], list[str]] = {
        ("keys", "gemini_api_key"): ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
        ("keys", "openai_api_key"): ["OPENAI_API_KEY"],
        ("llm", "ollama_host"): ["OLLAMA_HOST"],
    }
    for alias in aliases.get(tuple(map(str, loc[:2])), []):
        if alias in os.environ:
            return alias
    return None


def load_settings(
    config_path: Path | None = None,
    overrides: dict[str, Any] | None = None,
) -> Settings:
    """Read the file, the environment and the flags (as a nested dict) into Settings.

    Raises ConfigError with one sentence naming the key, its place and the expected type.
    """
    global _pending_file_values
    path = config_path or paths.config_file()
    file_values: dict[str, Any] = {}
    if path.exists():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(
                f"cannot read {path}: {exc}; fix its permissions or encoding (UTF-8)."
            ) from None
        try:
            file_values = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path.name} is not valid TOML: {exc}; fix that line.") from None
        _check_file_values(file_values, text, path.name)

    _pending_file_values = file_values
    try:
        return Settings(**(overrides or {}))
    except SettingsInvalid as exc:
        loc = exc.loc
        dotted = ".".join(map(str, loc))
        annotation = _field_annotation(loc)
        expected = describe_type(annotation) if annotation is not None else "a known key"
        env = _env_name(loc)
        if exc.kind == "extra_forbidden":
            source = f"environment variable {env}" if env else "a command-line option"
            raise ConfigError(f"unknown setting `{dotted}` from {source}.") from None
        source = f"environment variable {env}" if env else "the command line"
        raise ConfigError(f"`{dotted}` from {source} must be {expected} ({exc.msg.lower()}).") from None
    finally:
        _pending_file_values = {}
