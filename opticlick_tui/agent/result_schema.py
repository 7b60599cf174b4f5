"""Structured results (`run --schema FILE.json`): `finish` must carry a `result` that validates
against the user's JSON Schema; an invalid one goes back to the model with the validation message."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from opticlick_tui.llm.types import ToolSpec


class SchemaFileError(Exception):
    """The schema file cannot be used; one sentence for the user."""


def load_schema(path: Path) -> dict[str, Any]:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError

    try:
        schema = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SchemaFileError(f"Cannot read the schema {path}: {exc.strerror or exc}.") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SchemaFileError(f"The schema {path} is not valid JSON: {exc}.") from None
    if not isinstance(schema, dict):
        raise SchemaFileError(f"The schema {path} must be a JSON object (a JSON Schema).")
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        raise SchemaFileError(f"The schema {path} is not a valid JSON Schema: {exc.message}.") from None
    return schema


def schema_note(schema: dict[str, Any]) -> str:
    """What the task says about the result, so the model knows the shape before it finishes."""
    return (
        "\n\nWhen you finish with success, `finish` must carry `result`: JSON that validates against this "
        "JSON Schema:\n" + json.dumps(schema, ensure_ascii=False)
    )


def finish_specs(specs: list[ToolSpec], schema: dict[str, Any] | None) -> list[ToolSpec]:
    """The finish declaration with `result` when a schema is set, without it otherwise."""
    out = []
    for spec in specs:
        if spec.name == "finish":
            params = json.loads(json.dumps(spec.parameters))
            props = params.setdefault("properties", {})
            props.pop("result", None)
            if schema is not None:
                # Only the top-level type goes into the declaration (providers accept different subsets
                # of JSON Schema); the whole schema is in the task and is what the result is checked against.
                kind = schema.get("type") if isinstance(schema.get("type"), str) else "object"
                props["result"] = {
                    "type": kind,
                    "description": "The result, valid against the task's JSON Schema.",
                }
            spec = ToolSpec(spec.name, spec.description, params)
        out.append(spec)
    return out


def result_problem(schema: dict[str, Any] | None, args: dict[str, Any]) -> str | None:
    """Why this finish cannot be accepted, worded for the model; None when it can."""
    if schema is None or not args.get("success", True):
        return None
    if "result" not in args:
        return "finish was not done: it needs `result`, JSON valid against the task's JSON Schema."
    from jsonschema import Draft202012Validator

    errors = sorted(Draft202012Validator(schema).iter_errors(args["result"]), key=lambda e: list(e.path))
    if not errors:
        return None
    described = "; ".join(
        f"{'/'.join(map(str, e.absolute_path)) or 'result'}: {e.message}" for e in errors[:4]
    )
    return f"finish was not done: result is not valid against the JSON Schema ({described}). Fix it and call finish again."
