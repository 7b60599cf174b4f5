"""The small typed-record machinery the settings are made of: fields with defaults and bounds, values
checked when built and when assigned, copies, and a secret string that never shows in a repr.

Settings are read on every start of every command, the TUI's first of all; pydantic costs ~0.15 s
of import and model building there (a quarter of the TUI's start-up budget), for a dozen flat
sections of bools, numbers, strings and choices. The agent's tool arguments, which need JSON
schemas, keep pydantic.
"""

from __future__ import annotations

import copy
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self

_MISSING: Any = object()
_TRUE = {"1", "true", "t", "yes", "y", "on"}
_FALSE = {"0", "false", "f", "no", "n", "off"}


class SettingsInvalid(ValueError):
    """A value that does not fit its field: where (loc), what is wrong (msg), and its kind
    ("extra_forbidden" for a key no section has, "invalid" otherwise)."""

    def __init__(self, loc: tuple[str, ...], msg: str, kind: str = "invalid") -> None:
        super().__init__(f"{'.'.join(loc)}: {msg}")
        self.loc = loc
        self.msg = msg
        self.kind = kind

    def within(self, key: str) -> SettingsInvalid:
        return SettingsInvalid((key, *self.loc), self.msg, self.kind)


class SecretStr:
    """A string (an API key) that shows as stars in reprs, logs and tracebacks."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def get_secret_value(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return f"SecretStr({'**********' if self._value else ''!r})"

    def __str__(self) -> str:
        return "**********" if self._value else ""

    def __len__(self) -> int:
        return len(self._value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SecretStr) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


@dataclass(frozen=True)
class FieldSpec:
    """A field's default (or factory) and bounds; `annotation` is filled in from the class."""

    default: Any = _MISSING
    default_factory: Callable[[], Any] | None = None
    ge: float | None = None
    le: float | None = None
    gt: float | None = None
    annotation: Any = None

    def make_default(self) -> Any:
        return self.default_factory() if self.default_factory is not None else copy.deepcopy(self.default)


def Field(  # noqa: N802 - reads like the declaration it stands for
    default: Any = _MISSING,
    *,
    default_factory: Callable[[], Any] | None = None,
    ge: float | None = None,
    le: float | None = None,
    gt: float | None = None,
) -> Any:
    return FieldSpec(default, default_factory, ge, le, gt)


class Section:
    """A record of typed fields declared as annotated class attributes. Unknown keys are refused;
    every value is checked (and converted, e.g. "true" -> True from the environment) when the
    record is built and when a field is assigned."""

    model_fields: ClassVar[dict[str, FieldSpec]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        hints = typing.get_type_hints(cls)
        fields: dict[str, FieldSpec] = {}
        for name, annotation in hints.items():
            if name.startswith("_") or typing.get_origin(annotation) is ClassVar:
                continue
            declared = cls.__dict__.get(name, _MISSING)
            spec = declared if isinstance(declared, FieldSpec) else FieldSpec(default=declared)
            fields[name] = FieldSpec(
                spec.default, spec.default_factory, spec.ge, spec.le, spec.gt, annotation
            )
            if isinstance(declared, FieldSpec):
                delattr(cls, name)  # instances hold the value; the class keeps only the spec
        cls.model_fields = fields

    def __init__(self, **values: Any) -> None:
        self._build(values, strict=False)

    @classmethod
    def model_validate(cls, values: dict[str, Any], strict: bool = False) -> Self:
        record = cls.__new__(cls)
        record._build(values, strict)
        return record

    def _build(self, values: dict[str, Any], strict: bool) -> None:
        for key in values:
            if key not in self.model_fields:
                raise SettingsInvalid((key,), "Extra inputs are not permitted", "extra_forbidden")
        for name, spec in self.model_fields.items():
            if name in values:
                value = check(spec, values[name], strict, name)
            elif spec.default is _MISSING and spec.default_factory is None:
                raise SettingsInvalid((name,), "Field required")
            else:
                value = spec.make_default()
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        spec = self.model_fields.get(name)
        if spec is None:
            if name.startswith("_"):
                object.__setattr__(self, name, value)
                return
            raise SettingsInvalid(
                (name,), f'"{type(self).__name__}" has no field "{name}"', "extra_forbidden"
            )
        object.__setattr__(self, name, check(spec, value, False, name))

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy (deep: nothing shared); `update` values are set as given, unchecked, as pydantic's."""
        twin = copy.deepcopy(self) if deep else copy.copy(self)
        for name, value in (update or {}).items():
            object.__setattr__(twin, name, value)
        return twin

    def model_dump(self) -> dict[str, Any]:
        return {
            name: value.model_dump() if isinstance(value, Section) else copy.deepcopy(value)
            for name in self.model_fields
            for value in (getattr(self, name),)
        }

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Section)
            and type(other) is type(self)
            and self.model_dump() == other.model_dump()
        )

    __hash__ = None  # type: ignore[assignment]  # mutable: not hashable, as pydantic models

    def __repr__(self) -> str:
        body = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.model_fields)
        return f"{type(self).__name__}({body})"


def check(spec: FieldSpec, value: Any, strict: bool, name: str) -> Any:
    try:
        value = convert(spec.annotation, value, strict)
    except SettingsInvalid as exc:
        raise exc.within(name) from None
    if isinstance(value, int | float) and not isinstance(value, bool):
        for bound, ok, words in (
            (spec.ge, lambda b: value >= b, "greater than or equal to"),
            (spec.gt, lambda b: value > b, "greater than"),
            (spec.le, lambda b: value <= b, "less than or equal to"),
        ):
            if bound is not None and not ok(bound):
                raise SettingsInvalid((name,), f"Input should be {words} {bound:g}")
    return value


def convert(annotation: Any, value: Any, strict: bool) -> Any:
    """The value as the annotation's type, or SettingsInvalid. Strict (the file: TOML has types)
    takes only values of the type; lax (environment and flags: text) also converts text."""
    origin = typing.get_origin(annotation)
    if origin is Literal:
        choices = typing.get_args(annotation)
        if value in choices:
            return value
        listed = " or ".join(", ".join(repr(c) for c in choices).rsplit(", ", 1))
        raise SettingsInvalid((), f"Input should be {listed}")
    if origin in (typing.Union, types.UnionType):
        for option in typing.get_args(annotation):
            try:
                return convert(option, value, strict)
            except SettingsInvalid:
                continue
        raise SettingsInvalid((), "Input matches none of the allowed types")
    if annotation is bool:
        return _to_bool(value, strict)
    if annotation is int:
        return _to_int(value, strict)
    if annotation is float:
        return _to_float(value, strict)
    if annotation is str:
        if isinstance(value, str):
            return value
        raise SettingsInvalid((), "Input should be a valid string")
    if annotation is SecretStr:
        if isinstance(value, SecretStr):
            return value
        if isinstance(value, str):
            return SecretStr(value)
        raise SettingsInvalid((), "Input should be a valid string")
    if origin is dict:
        if not isinstance(value, dict):
            raise SettingsInvalid((), "Input should be a valid dictionary")
        key_type, value_type = typing.get_args(annotation) or (Any, Any)
        out = {}
        for key, item in value.items():
            try:
                out[convert(key_type, key, strict)] = convert(value_type, item, strict)
            except SettingsInvalid as exc:
                raise exc.within(str(key)) from None
        return out
    if origin is list:
        if not isinstance(value, list | tuple):
            raise SettingsInvalid((), "Input should be a valid list")
        (item_type,) = typing.get_args(annotation) or (Any,)
        return [convert(item_type, item, strict) for item in value]
    if isinstance(annotation, type) and issubclass(annotation, Section):
        if isinstance(value, annotation):
            return value
        if not isinstance(value, dict):
            raise SettingsInvalid((), "Input should be a valid dictionary or instance")
        return annotation.model_validate(value, strict)
    if annotation is Any:
        return value
    raise TypeError(f"settings field type {annotation!r} is not supported")  # a bug, not user input


def _to_bool(value: Any, strict: bool) -> bool:
    if isinstance(value, bool):
        return value
    if not strict:
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
    raise SettingsInvalid((), "Input should be a valid boolean")


def _to_int(value: Any, strict: bool) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not strict:
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, str):
            try:
                return int(value.strip())
            except ValueError:
                raise SettingsInvalid(
                    (), "Input should be a valid integer, unable to parse string as an integer"
                ) from None
    raise SettingsInvalid((), "Input should be a valid integer")


def _to_float(value: Any, strict: bool) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    if not strict and isinstance(value, str):
        try:
            return float(value.strip())
        except ValueError:
            raise SettingsInvalid(
                (), "Input should be a valid number, unable to parse string as a number"
            ) from None
    raise SettingsInvalid((), "Input should be a valid number")
