"""Carrying out one turn's tool calls.

Every call gets a result paired by its call id, in the order the model made them: unknown tools,
bad arguments, marks that do not exist and second UI actions each get an error the model can read.
Side effects run first (in order), then the first valid UI action, then finish/ask_user.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.effects import EffectError, describe_args, run_side_effect
from opticlick_tui.agent.safety import describe
from opticlick_tui.agent.tools import BY_NAME, Tool, validation_message
from opticlick_tui.browser.actions import ActionResult
from opticlick_tui.browser.errors import BrowserClosedError, BrowserError, TabClosedError
from opticlick_tui.llm.types import ToolCall, ToolResult
from opticlick_tui.store.files import FileRefused

if TYPE_CHECKING:
    from opticlick_tui.agent.history import Turn
    from opticlick_tui.agent.loop import AgentRunner

IGNORED_SECOND_UI = (
    "ignored: one UI action per turn (only the first one ran); do this next turn if still needed."
)


@dataclass
class TurnOutcome:
    finished: tuple[str, bool] | None = None
    stop_reason: str | None = None
    warnings: list[str] = field(default_factory=list)


@dataclass
class _Planned:
    call: ToolCall
    tool: Tool | None
    args: dict[str, Any]
    error: str | None = None


def _plan(calls: list[ToolCall]) -> list[_Planned]:
    planned = []
    for call in calls:
        tool = BY_NAME.get(call.name)
        if tool is None:
            names = ", ".join(sorted(BY_NAME))
            planned.append(_Planned(call, None, {}, f"Unknown tool {call.name!r}. Tools: {names}."))
            continue
        if call.raw_args is not None:
            planned.append(
                _Planned(
                    call,
                    tool,
                    {},
                    f"The arguments of {call.name} were not valid JSON: {call.raw_args[:200]!r}.",
                )
            )
            continue
        try:
            args = tool.validate(call.args).model_dump(exclude_none=True)
        except ValidationError as exc:
            planned.append(
                _Planned(call, tool, {}, f"Invalid arguments for {call.name}: {validation_message(exc)}.")
            )
            continue
        planned.append(_Planned(call, tool, args))
    return planned


async def execute_turn(agent: AgentRunner, turn: Turn) -> TurnOutcome:
    outcome = TurnOutcome()
    planned = _plan(turn.calls)
    results: dict[str, ToolResult] = {}
    step = agent.step

    def answer(p: _Planned, ok: bool, text: str, started: float) -> None:
        results[p.call.id] = ToolResult(p.call.id, p.call.name, text, is_error=not ok)
        agent.emit(
            ev.ToolResultReady(
                step, p.call.id, p.call.name, ok, text, round((time.perf_counter() - started) * 1000, 1)
            )
        )

    def announce(p: _Planned) -> None:
        secret = False
        if p.call.name == "type":
            mark = agent.observation.mark(p.args["id"]) if agent.observation and "id" in p.args else None
            secret = bool(mark and (mark.type == "password"))
            if secret:
                agent.secret_call_ids.add(p.call.id)
        agent.emit(
            ev.ToolCallStarted(
                step, p.call.id, p.call.name, describe_args(p.args or p.call.args, secret_fields=secret)
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
        try:
            text = await run_side_effect(agent, p.call.name, p.args)
            answer(p, True, text, started)
        except EffectError as exc:
            answer(p, False, str(exc), started)
        except (TabClosedError, BrowserClosedError):
            raise
        except BrowserError as exc:
            answer(p, False, str(exc), started)

    # 2. At most one UI action.
    ui = [p for p in planned if not p.error and p.tool is not None and p.tool.kind == "ui"]
    ui_ran = False
    for index, p in enumerate(ui):
        announce(p)
        started = time.perf_counter()
        if index > 0:
            answer(p, False, IGNORED_SECOND_UI, started)
            continue
        ok, text, point = await _run_ui(agent, p)
        ui_ran = ok or ui_ran
        answer(p, ok, text, started)
        verdict = agent.guard.record(p.call.name, p.args, ok, f"{agent.browser.agent_tab.url}|{text}", point)
        for warning in verdict.warnings:
            agent.add_warning(warning)
            outcome.warnings.append(warning)
        if verdict.stop:
            outcome.stop_reason = verdict.stop
        if ok:
            agent.note_ui_action(describe(p.call.name, p.args))

    # 3. Control: ask_user, finish.
    for p in planned:
        if p.error or p.tool is None or p.tool.kind != "control":
            continue
        announce(p)
        started = time.perf_counter()
        if p.call.name == "ask_user":
            answer(p, True, await _ask(agent, p.args["question"]), started)
        elif p.call.name == "finish":
            if ui_ran:
                answer(
                    p,
                    False,
                    "finish was not done: you also acted on the page this turn; check the result on the next step, then finish.",
                    started,
                )
            else:
                answer(p, True, "Finished.", started)
                outcome.finished = (p.args["summary"], bool(p.args.get("success", True)))

    turn.results = [results[c.id] for c in turn.calls if c.id in results]
    return outcome


async def _ask(agent: AgentRunner, question: str) -> str:
    from opticlick_tui.agent.loop import RunEnded, Stopped

    if not agent.control.interactive:
        raise RunEnded("failed", f"The agent needs an answer, but nobody can answer here: {question}")
    agent.emit(ev.StateChanged("asking"))
    agent.emit(ev.AskingUser(question))
    answer_task = asyncio.ensure_future(agent.control.next_answer())
    stop_task = asyncio.ensure_future(agent.control.wait_stop())
    try:
        done, _ = await asyncio.wait({answer_task, stop_task}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stop_task.cancel()
    if answer_task not in done:
        answer_task.cancel()
        raise Stopped()
    text = answer_task.result()
    agent.emit(ev.UserMessage(text, "answer"))
    agent.emit(ev.StateChanged("acting"))
    return f"The user answered: {text}"


async def _confirm(agent: AgentRunner, question: str) -> bool:
    confirm = agent.control.confirm
    if confirm is None:
        return False
    agent.emit(ev.StateChanged("asking"))
    try:
        return await confirm(question)
    finally:
        agent.emit(ev.StateChanged("acting"))


async def _run_ui(agent: AgentRunner, p: _Planned) -> tuple[bool, str, tuple[float, float] | None]:
    """Run one UI action; (ok, text for the model, click point for the loop guard)."""
    name, args = p.call.name, p.args
    actions = agent.actions
    tab = agent.browser.agent_tab
    try:
        mark = agent.mark(args["id"]) if "id" in args else None
        target = agent.mark(args["from_id"]) if name == "drag_and_drop" else None
        drop = agent.mark(args["to_id"]) if name == "drag_and_drop" else None
    except EffectError as exc:
        return False, str(exc), None
    label = mark.label if mark else ""
    question = agent.safety.check(name, args, tab.url, label, mark.type or "" if mark else "")
    if question:
        if not await _confirm(agent, question):
            who = (
                "The user declined"
                if agent.control.confirm
                else "Needs the user's confirmation, which nobody can give here (use --permission auto to allow)"
            )
            return False, f"{who}: {describe(name, args, label)}. Do something else or ask_user.", None
    result: ActionResult
    if name == "click":
        result = await actions.click(
            mark.ref(), args.get("button", "left"), args.get("modifiers"), args.get("count", 1)
        )
    elif name == "type":
        result = await actions.type(
            args["text"], mark.ref() if mark else None, args.get("clear", False), args.get("submit", False)
        )
    elif name == "press_key":
        result = await actions.press_key(args["keys"])
    elif name == "scroll":
        result = await actions.scroll(
            args.get("direction", "down"), mark.ref() if mark else None, args.get("amount")
        )
    elif name == "navigate":
        result = await actions.navigate(args["url"])
    elif name == "go_back":
        result = await actions.go_back()
    elif name == "hover":
        result = await actions.hover(mark.ref())
    elif name == "drag_and_drop":
        result = await actions.drag_and_drop(target.ref(), drop.ref())
    elif name == "select_option":
        result = await actions.select_option(mark.ref(), args["option"])
    elif name == "upload_file":
        names = args["file"] if isinstance(args["file"], list) else [args["file"]]
        try:
            paths = [agent.files.path(n) for n in names]
        except FileRefused as exc:
            return False, str(exc), None
        missing = [n for n, path in zip(names, paths, strict=True) if not path.is_file()]
        if missing:
            return False, f"No session file {', '.join(missing)}. Files: {agent.files.describe()}", None
        result = await actions.upload_file(mark.ref(), paths)
    elif name == "open_tab":
        result = await actions.open_tab(args.get("url"))
    elif name == "switch_tab":
        result = await actions.switch_tab(args["tab"])
    elif name == "close_tab":
        result = await actions.close_tab(args["tab"])
    else:  # pragma: no cover - every ui tool is handled above
        return False, f"{name} is not a UI action.", None
    agent.safety.did(name, tab.url, label, result.url if result.ok else None)
    point = tuple(result.details["point"]) if name == "click" and result.details.get("point") else None
    return result.ok, result.text(), point  # type: ignore[return-value]
