"""The pieces every tool declaration is made of: the argument model base, `Tool` (name, arguments,
kind, description and handler together) and `ToolGroup`, whose decorator declares a tool at its
handler. How to add a tool: see agent/tools.py."""

from __future__ import annotations

import copy
import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from opticlick_tui.agent.context import ToolContext
from opticlick_tui.llm.types import ToolSpec

# "ui" acts on the page (at most one per turn, after the others) and returns an ActionResult;
# "side" is bookkeeping or reading and returns the text for the model;
# "control" ends or pauses the turn (finish, ask_user) and returns the text for the model.
# Any handler raises ToolError with a message for the model when it cannot do what was asked.
Kind = Literal["ui", "side", "control"]


class Args(BaseModel):
    """Base of every tool's arguments: unknown fields are an error the model is told about."""

    model_config = ConfigDict(extra="forbid")


class NoArgs(Args):
    pass


A = TypeVar("A", bound=Args)
Handler = Callable[[ToolContext, Any], Awaitable[Any]]


@dataclass(frozen=True)
class Tool:
    name: str
    args: type[Args]
    kind: Kind
    description: str
    handler: Handler

    def spec(self) -> ToolSpec:
        # The schema is made once per argument model (pydantic takes ~2 ms a tool, and every step
        # sends every tool); each spec gets its own copy to change.
        return ToolSpec(self.name, self.description, copy.deepcopy(_schema_of(self.args)))

    def validate(self, raw: dict[str, Any]) -> Args:
        return self.args.model_validate(raw)


class ToolGroup:
    """The tools of one kind, in declaration order (the order the model sees them)."""

    def __init__(self, kind: Kind):
        self.kind: Kind = kind
        self.tools: list[Tool] = []

    def tool(
        self, name: str, args: type[A], description: str
    ) -> Callable[[Callable[[ToolContext, A], Awaitable[Any]]], Callable[[ToolContext, A], Awaitable[Any]]]:
        """Declare the decorated coroutine as the handler of tool `name`; it receives the validated
        `args` model."""

        def declare(
            handler: Callable[[ToolContext, A], Awaitable[Any]],
        ) -> Callable[[ToolContext, A], Awaitable[Any]]:
            if any(t.name == name for t in self.tools):
                raise ValueError(f"tool {name!r} is declared twice")
            self.tools.append(Tool(name, args, self.kind, description, handler))
            return handler

        return declare


@functools.cache
def _schema_of(model: type[BaseModel]) -> dict[str, Any]:
    return portable_schema(model)


def portable_schema(model: type[BaseModel]) -> dict[str, Any]:
    """A JSON schema every provider accepts: no $ref/$defs, no titles, optional fields as their
    plain type (left out of `required`), `X | null` unions flattened."""
    raw = model.model_json_schema()
    defs = raw.pop("$defs", {})

    def clean(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return clean(copy.deepcopy(defs[node["$ref"].split("/")[-1]]))
            node = {
                k: v
                for k, v in node.items()
                if k not in ("title", "default")
                or not isinstance(v, str | int | float | bool | type(None) | list)
            }
            node.pop("title", None)
            if "anyOf" in node:
                options = [o for o in node["anyOf"] if o.get("type") != "null"]
                if len(options) == 1:
                    merged = {**{k: v for k, v in node.items() if k != "anyOf"}, **options[0]}
                    return clean(merged)
                node["anyOf"] = [clean(o) for o in options]
            return {k: clean(v) for k, v in node.items()}
        if isinstance(node, list):
            return [clean(v) for v in node]
        return node

    schema = clean(raw)
    schema.setdefault("properties", {})
    schema["type"] = "object"
    if not schema.get("required"):
        schema.pop("required", None)
    schema.pop("additionalProperties", None)
    return schema


def validation_message(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:4]:
        where = ".".join(str(p) for p in err["loc"]) or "arguments"
        parts.append(f"{where}: {err['msg']}")
    return "; ".join(parts)
