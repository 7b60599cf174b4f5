"""The control tools: `ask_user` pauses the turn for an answer, `finish` ends the task. They run
after the side effects and the UI action of their turn."""

from __future__ import annotations

import asyncio
from typing import Any

from pydantic import Field

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.context import ToolContext
from opticlick_tui.agent.errors import RunEnded, Stopped, ToolError
from opticlick_tui.agent.result_schema import result_problem
from opticlick_tui.agent.tooling import Args, ToolGroup

CONTROL = ToolGroup("control")


class AskUserArgs(Args):
    question: str = Field(
        description="One clear question (credentials, CAPTCHAs, ambiguous or risky choices only)."
    )


@CONTROL.tool("ask_user", AskUserArgs, "Ask the user and wait for the answer.")
async def ask_user(ctx: ToolContext, args: AskUserArgs) -> str:
    agent, question = ctx.agent, args.question
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


class FinishArgs(Args):
    summary: str = Field(description="What was done and found: results, assumptions, ids, URLs, files.")
    success: bool = Field(True, description="False if the task could not be done.")
    result: Any = Field(None, description="Structured result (only when the task gives a JSON Schema).")


@CONTROL.tool("finish", FinishArgs, "End the task once success is visible on screen (or it cannot be done).")
async def finish(ctx: ToolContext, args: FinishArgs) -> str:
    if ctx.ui_ran:
        raise ToolError(
            "finish was not done: you also acted on the page this turn; check the result on the next step, then finish."
        )
    if problem := result_problem(ctx.agent.result_schema, args.model_dump(exclude_none=True)):
        raise ToolError(problem)
    ctx.finished = (args.summary, args.success)
    if args.result is not None:
        ctx.agent.result = args.result
    return "Finished."
