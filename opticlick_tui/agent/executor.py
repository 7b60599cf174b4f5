"""Carrying out one turn's tool calls.

Every call gets a result paired by its call id, in the order the model made them: unknown tools,
bad arguments, marks that do not exist and page actions not run each get an error the model can read.
Side effects run first (in order), then the page actions in order (stopping at the first that changes
the page; the rest are answered with why), then finish/ask_user. Dispatch is
a lookup in the tool declarations (agent/tools.py); handlers get the validated argument model.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.ask import refused
from opticlick_tui.agent.context import AgentContext, ToolContext
from opticlick_tui.agent.errors import ToolError
from opticlick_tui.agent.history import Turn
from opticlick_tui.agent.safety import describe
from opticlick_tui.agent.secret_use import SecretRefused
from opticlick_tui.agent.tooling import Args, Tool, validation_message
from opticlick_tui.agent.tools import BY_NAME
from opticlick_tui.browser.actions import ActionResult
from opticlick_tui.browser.errors import BrowserClosedError, BrowserError, TabClosedError
from opticlick_tui.browser.page_watch import PageWatch
from opticlick_tui.llm.types import ToolCall, ToolResult
from opticlick_tui.secrets import value_secret_kind

log = logging.getLogger(__name__)
# Several page actions per turn run in order and stop at the first that changes the page.
MAX_UI_PER_TURN = 15
POINT_UI = ("click_at", "hover_at", "drag_path")
READ_ONLY_UI = ("evaluate",)  # reading the page is not "an action that should change it"
# Argument fields that name a mark: checked to exist before a UI action is confirmed or run.
MARK_FIELDS = ("id", "from_id", "to_id")


@dataclass
class TurnOutcome:
    finished: tuple[str, bool] | None = None
    stop_reason: str | None = None
    warnings: list[str] = field(default_factory=list)


@dataclass
class _Planned:
    call: ToolCall
    tool: Tool | None
    args: Args | None  # the validated arguments (None when the call was refused)
    error: str | None = None

    @property
    def shown(self) -> dict[str, Any]:
        """The arguments as a plain dict, for people, the safety policy and the loop guard."""
        return self.args.model_dump(exclude_none=True) if self.args is not None else {}


def _plan(calls: list[ToolCall]) -> list[_Planned]:
    planned = []
    for call in calls:
        tool = BY_NAME.get(call.name)
        if tool is None:
            names = ", ".join(sorted(BY_NAME))
            planned.append(_Planned(call, None, None, f"Unknown tool {call.name!r}. Tools: {names}."))
            continue
        if call.raw_args is not None:
            planned.append(
                _Planned(
                    call,
                    tool,
                    None,
                    f"The arguments of {call.name} were not valid JSON: {call.raw_args[:200]!r}.",
                )
            )
            continue
        try:
            args = tool.validate(call.args)
        except ValidationError as exc:
            planned.append(
                _Planned(call, tool, None, f"Invalid arguments for {call.name}: {validation_message(exc)}.")
            )
            continue
        planned.append(_Planned(call, tool, args))
    return planned


async def execute_turn(agent: AgentContext, turn: Turn) -> TurnOutcome:
    outcome = TurnOutcome()
    planned = _plan(turn.calls)
    if agent.allowed_tools is not None:
        for p in planned:
            if not p.error and p.call.name not in agent.allowed_tools:
                p.error = refused(p.call.name)
    results: dict[str, ToolResult] = {}
    step = agent.step
    ctx = ToolContext(agent)

    def answer(p: _Planned, ok: bool, text: str, started: float) -> None:
        # Names and outcomes only: arguments may hold typed secrets.
        log.debug("step %d: %s %s", step, p.call.name, "ok" if ok else "failed")
        text = agent.secrets.scrub(text)  # a vault secret read back from the page never leaves
        typed = getattr(p.args, "text", None) if p.call.id in agent.secret_call_ids else None
        if isinstance(typed, str) and typed:  # the action could not tell (e.g. focus in a frame)
            text = text.replace(json.dumps(typed), f"{len(typed)} characters").replace(typed, "••••")
        results[p.call.id] = ToolResult(p.call.id, p.call.name, text, is_error=not ok)
        agent.emit(
            ev.ToolResultReady(
                step, p.call.id, p.call.name, ok, text, round((time.perf_counter() - started) * 1000, 1)
            )
        )

    def announce(p: _Planned) -> None:
        secret = p.call.id in agent.secret_call_ids
        agent.emit(
            ev.ToolCallStarted(
                step, p.call.id, p.call.name, describe_args(p.shown or p.call.args, secret_fields=secret)
            )
        )

    for p in planned:
        if p.error:
            announce(p)
            answer(p, False, p.error, time.perf_counter())

    # 1. Side effects, in order.
    for p in planned:
        if p.error or p.tool is None or p.tool.kind != "side":
            continue
        announce(p)
        started = time.perf_counter()
        question = request_question(agent, p.call.name, p.shown)
        if question and not await _confirm(agent, question):
            answer(p, False, _declined(agent, describe(p.call.name, p.shown)), started)
            continue
        try:
            text = await p.tool.handler(ctx, p.args)
            answer(p, True, text, started)
        except ToolError as exc:
            answer(p, False, str(exc), started)
        except (TabClosedError, BrowserClosedError):
            raise
        except BrowserError as exc:
            answer(p, False, str(exc), started)

    # 2. Page actions, in order, stopping at the first that changes the page.
    ui = [p for p in planned if not p.error and p.tool is not None and p.tool.kind == "ui"]
    watch: PageWatch | None = None
    halted: str | None = None
    for index, p in enumerate(ui):
        # A vault placeholder is not the secret: kept as written, replay can type it again.
        placeholder = agent.secrets.only_placeholders(getattr(p.args, "text", "") or "")
        if not placeholder and await types_a_secret(agent, p.args):
            agent.secret_call_ids.add(p.call.id)
        announce(p)
        started = time.perf_counter()
        if index >= MAX_UI_PER_TURN:
            answer(p, False, f"not run: at most {MAX_UI_PER_TURN} page actions per turn.", started)
            continue
        if halted:
            answer(p, False, f"not run: {halted}; look at the new page and decide again.", started)
            continue
        if watch is None and len(ui) > 1 and agent.observation is not None:
            watch = await PageWatch(agent.browser, [m.ref() for m in agent.observation.marks]).start()
        ok, text, point, result = await _run_ui(ctx, p)
        ctx.ui_ran = ok or ctx.ui_ran
        answer(p, ok, text, started)
        verdict = agent.guard.record(p.call.name, p.shown, ok, f"{agent.browser.agent_tab.url}|{text}", point)
        for warning in verdict.warnings:
            agent.add_warning(warning)
            outcome.warnings.append(warning)
        if verdict.stop:
            outcome.stop_reason = verdict.stop
        if ok and p.call.name not in READ_ONLY_UI:
            agent.note_ui_action(describe(p.call.name, p.shown))
        if index + 1 < len(ui):
            if not ok:
                halted = f"{p.call.name} before it failed"
            elif verdict.stop:
                halted = "the run is stopping"
            elif watch is not None and result is not None:
                following = ui[index + 1].call.name
                why = await watch.changed(result, next_uses_points=following in POINT_UI)
                if why:
                    halted = f"the page changed after {p.call.name} ({why})"

    # 3. Control: ask_user, finish.
    for p in planned:
        if p.error or p.tool is None or p.tool.kind != "control":
            continue
        announce(p)
        started = time.perf_counter()
        try:
            answer(p, True, await p.tool.handler(ctx, p.args), started)
        except ToolError as exc:
            answer(p, False, str(exc), started)
    outcome.finished = ctx.finished

    turn.results = [results[c.id] for c in turn.calls if c.id in results]
    return outcome


def request_question(agent: AgentContext, name: str, args: dict[str, Any]) -> str | None:
    """The confirmation a tool that makes a request needs (any tool with a `url`): a new site, or
    a URL that carries the scratchpad, memory or typed text."""
    url = args.get("url")
    if not isinstance(url, str) or not url.strip():
        return None
    private = [str(v) for v in agent.state.notes.values()]
    with contextlib.suppress(Exception):  # memory unreadable: the notes and typing still count
        private += [str(v) for entry in agent.memory.all() for v in entry.get("values", [])]
    return agent.safety.check_request(name, url.strip(), private, agent.browser.agent_tab.url)


async def types_a_secret(agent: AgentContext, args: Args | None) -> bool:
    """Whether the text this call types must be masked wherever it is shown or saved: judged by
    what the target is (a password, card or one-time-code field, whichever way the model names
    it, the focused element included), and by the text itself when it is secret-shaped."""
    text = getattr(args, "text", None)
    if not isinstance(text, str) or not text:
        return False
    if value_secret_kind(text):
        return True
    mark_id = getattr(args, "id", None)
    ref = None
    if isinstance(mark_id, int):
        mark = agent.observation.mark(mark_id) if agent.observation else None
        if mark is None:
            return False  # the call fails on the missing mark and types nothing
        if mark.type == "password":
            return True
        ref = mark.ref()
    return bool(await agent.actions.typing_target_is_secret(ref))


def _declined(agent: AgentContext, what: str) -> str:
    who = (
        "The user declined"
        if agent.control.confirm
        else "Needs the user's confirmation, which nobody can give here (use --permission auto to allow)"
    )
    return f"{who}: {what}. Do something else or ask_user."


async def _confirm(agent: AgentContext, question: str) -> bool:
    confirm = agent.control.confirm
    if confirm is None:
        return False
    agent.emit(ev.StateChanged("asking"))
    try:
        return await confirm(question)
    finally:
        agent.emit(ev.StateChanged("acting"))


async def _run_ui(
    ctx: ToolContext, p: _Planned
) -> tuple[bool, str, tuple[float, float] | None, ActionResult | None]:
    """Run one UI action; (ok, text for the model, click point for the loop guard, the result)."""
    agent = ctx.agent
    assert p.tool is not None and p.args is not None
    name, args = p.call.name, p.shown
    tab = agent.browser.agent_tab
    refused = agent.safety.refusal(name)
    if refused:
        return False, refused, None, None
    try:
        # Every mark the action names must exist before anyone is asked to allow it.
        named = {f: agent.mark(v) for f in MARK_FIELDS if isinstance(v := getattr(p.args, f, None), int)}
    except ToolError as exc:
        return False, str(exc), None, None
    mark = named.get("id")
    label = mark.label if mark else ""
    kind = "secret" if p.call.id in agent.secret_call_ids else (mark.type or "" if mark else "")
    question = request_question(agent, name, args) or agent.safety.check(name, args, tab.url, label, kind)
    if question:
        if not await _confirm(agent, question):
            return False, _declined(agent, describe(name, args, label)), None, None
    handler_args = p.args
    if name == "type" and agent.secrets.has_placeholder(args.get("text", "")):
        try:  # the value exists only in this call to the handler, never in the turn or its results
            handler_args = p.args.model_copy(update={"text": agent.secrets.resolve(args["text"], tab.url)})
        except SecretRefused as exc:
            return False, str(exc), None, None
    elif isinstance(args.get("url"), str) and agent.secrets.has_placeholder(args["url"]):
        try:  # a URL opened with a secret in it: the value only in this call, checked against its host
            handler_args = p.args.model_copy(update={"url": agent.secrets.resolve_url(args["url"])})
        except SecretRefused as exc:
            return False, str(exc), None, None
    try:
        result: ActionResult = await p.tool.handler(ctx, handler_args)
    except ToolError as exc:
        return False, str(exc), None, None
    agent.safety.did(name, tab.url, label, result.url if result.ok else None)
    if result.ok and isinstance(args.get("text"), str):
        agent.safety.typed.add(args["text"])  # a URL that later carries it is confirmed
    raw_point = result.details.get("point")
    point = (float(raw_point[0]), float(raw_point[1])) if raw_point else None
    return result.ok, result.text(), point, result


def describe_args(args: dict[str, Any], secret_fields: bool = False) -> dict[str, Any]:
    """Arguments as shown to people: long text shortened, typed secrets masked."""
    out: dict[str, Any] = {}
    for key, value in args.items():
        if (secret_fields and key == "text") or (isinstance(value, str) and value_secret_kind(value)):
            out[key] = "••••"
        elif isinstance(value, list):
            out[key] = ["••••" if isinstance(v, str) and value_secret_kind(v) else v for v in value]
        elif isinstance(value, str) and len(value) > 300:
            out[key] = value[:297] + "..."
        else:
            out[key] = value
    return out
