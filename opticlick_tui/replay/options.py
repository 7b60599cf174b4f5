"""The choices a replay takes besides its source (heal, the step to start from, --var substitutions),
read from what a person typed into the TUI's replay dialog and checked against the recording before
anything starts, each problem as one sentence."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from opticlick_tui.replay.plan import PlanError, apply_vars, load_plan
from opticlick_tui.store.sessions import SessionStore

_SEPARATORS = re.compile(r"[;\n]")


@dataclass
class ReplayOptions:
    heal: bool = False
    from_step: int = 1
    variables: dict[str, str] = field(default_factory=dict)


def parse_from_step(text: str) -> int:
    text = text.strip() or "1"
    if not text.isdigit() or int(text) < 1:
        raise PlanError(f"Start at step: write a step number from 1 (not {text!r}).")
    return int(text)


def parse_variables(text: str) -> dict[str, str]:
    """`Email=ada@example.org; Full name=Ada Lovelace` (or one per line) -> {name: value}."""
    out: dict[str, str] = {}
    for entry in _SEPARATORS.split(text):
        if not entry.strip():
            continue
        name, sep, value = entry.partition("=")
        if not sep or not name.strip():
            raise PlanError(
                f"Variables: {entry.strip()!r} is not NAME=VALUE (for example Email=ada@example.org; "
                'separate several with ";").'
            )
        out[name.strip()] = value.strip()
    return out


def read_options(
    store: SessionStore, session_id: str, heal: bool, from_text: str, vars_text: str
) -> ReplayOptions:
    """The options as typed, checked against the recording (a step past its last page action, a
    variable that matches no field); raises PlanError with the sentence to show."""
    options = ReplayOptions(heal, parse_from_step(from_text), parse_variables(vars_text))
    actions = load_plan(store, session_id, options.from_step)
    apply_vars(actions, options.variables)
    return options
