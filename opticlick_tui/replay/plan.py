"""What a replay will do: the page actions of a recorded session, in order, with their targets'
fingerprints, the recorded intent (thought and text) and the substitutions asked for with --var."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from opticlick_tui.agent.fingerprint import describe_target, targets_of
from opticlick_tui.agent.tools import BY_NAME
from opticlick_tui.store.sessions import SessionStore

MASKED = "••••"
_VAR = re.compile(r"\{\{\s*([^{}]+?)\s*\}\}")


class PlanError(Exception):
    """The recording cannot be replayed as asked; one sentence for the user."""


@dataclass
class ReplayAction:
    step: int  # the recorded step number (what --from and the messages use)
    name: str
    args: dict[str, Any]
    targets: dict[str, dict[str, Any]]
    url: str
    intent: str = ""
    needs_secret: bool = False
    variables: list[str] = field(default_factory=list)

    def describe(self) -> str:
        fp = self.targets.get("id") or self.targets.get("from_id")
        what = describe_target(fp) if fp else ""
        if self.name == "type":
            shown = MASKED if self.needs_secret else repr(self.args.get("text", ""))
            return f"type {shown} into {what}" if what else f"type {shown}"
        if self.name == "navigate":
            return f"navigate to {self.args.get('url')}"
        if self.name == "press_key":
            return f"press {self.args.get('keys')}"
        if self.name == "select_option":
            return f"select {self.args.get('option')!r} in {what}"
        return f"{self.name.replace('_', ' ')} {what}".strip()


def _ui_actions(record: dict[str, Any]) -> list[ReplayAction]:
    failed = {r["call_id"] for r in record.get("results", []) if r.get("is_error")}
    targets = record.get("targets") or {}
    intent = " ".join(p for p in (record.get("thinking", ""), record.get("text", "")) if p).strip()
    out = []
    for call in record.get("calls", []):
        tool = BY_NAME.get(call.get("name", ""))
        if tool is None or tool.kind != "ui" or call.get("id") in failed:
            continue
        args = dict(call.get("args") or {})
        wanted = targets_of(call["name"], args)
        found = targets.get(call.get("id"), {})
        if wanted and set(wanted) - set(found):
            raise PlanError(
                f"step {record.get('step')}: the recording does not say what {call['name']} acted on "
                "(it was recorded before opticlick kept fingerprints); record the task again."
            )
        out.append(
            ReplayAction(
                step=int(record.get("step", 0)),
                name=call["name"],
                args=args,
                targets=found,
                url=record.get("url", ""),
                intent=intent[:600],
                needs_secret=call["name"] == "type" and args.get("text") == MASKED,
            )
        )
    return out


def load_plan(store: SessionStore, session_id: str, from_step: int = 1) -> list[ReplayAction]:
    actions: list[ReplayAction] = []
    for record in store.steps(session_id):
        if int(record.get("step", 0)) >= from_step:
            actions.extend(_ui_actions(record))
    if not actions:
        where = f" from step {from_step}" if from_step > 1 else ""
        raise PlanError(f"Session {session_id} has no page actions to replay{where}.")
    return actions


def apply_vars(actions: list[ReplayAction], variables: dict[str, str]) -> None:
    """--var NAME=VALUE: what was typed into the field labelled NAME, or `{{NAME}}` anywhere in typed
    text, URLs and options, becomes VALUE. A name that matches nothing is an error, not a silent no-op."""
    used: set[str] = set()
    lowered = {k.casefold(): k for k in variables}
    for action in actions:
        fp = action.targets.get("id") or {}
        label = " ".join((fp.get("label") or "").split()).casefold()
        if action.name == "type" and label in lowered:
            name = lowered[label]
            action.args["text"] = variables[name]
            action.needs_secret = False
            action.variables.append(name)
            used.add(name)
        for key in ("text", "url", "option"):
            value = action.args.get(key)
            if not isinstance(value, str):
                continue

            def sub(match, action=action) -> str:
                name = lowered.get(match.group(1).casefold())
                if name is None:
                    return match.group(0)
                used.add(name)
                action.variables.append(name)
                return variables[name]

            action.args[key] = _VAR.sub(sub, value)
    unused = [name for name in variables if name not in used]
    if unused:
        fields = sorted(
            {
                str(field_label)
                for a in actions
                if a.name == "type" and a.targets.get("id") and (field_label := a.targets["id"].get("label"))
            }
        )
        known = ", ".join(f'"{f}"' for f in fields) or "no labelled field"
        raise PlanError(
            f"--var {unused[0]} matches nothing in the recording; it types into {known} "
            "(or use {{NAME}} in the recorded text)."
        )
