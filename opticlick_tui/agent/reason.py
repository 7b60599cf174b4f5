"""Asking the model: stream the reply (thinking and text shown as they arrive), retry transient
errors with backoff (longer on 429), and stop within moments when the user says stop."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.budget import estimate_request
from opticlick_tui.agent.context import AgentContext
from opticlick_tui.agent.errors import Stopped
from opticlick_tui.llm import types as t
from opticlick_tui.llm.deadlines import Deadlines, RetryBudget, bounded
from opticlick_tui.llm.json_repair import calls_from_json_text
from opticlick_tui.llm.prices import estimate_tokens

MAX_ATTEMPTS = 4
BACKOFF_S = (1.5, 3.0, 6.0)
RATE_LIMIT_BACKOFF_S = (10.0, 20.0, 40.0)


@dataclass
class Reply:
    thinking: str = ""
    text: str = ""
    calls: list[t.ToolCall] = field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0
    estimated: bool = False  # the provider sent no usage: counted from the text


async def _consume(
    agent: AgentContext, messages: list[t.Message], specs: list[t.ToolSpec], deadlines: Deadlines | None
) -> Reply:
    reply = Reply()
    step = agent.step
    events = agent.provider.stream(messages, specs)
    if deadlines is not None:
        events = bounded(events, deadlines, agent.provider.name)
    # Pieces joined once at the end: += on a growing string is quadratic in a long answer.
    thinking: list[str] = []
    text: list[str] = []
    async for event in events:
        if isinstance(event, t.ThinkingDelta):
            thinking.append(event.text)
            agent.emit(ev.ThinkingDelta(step, event.text))
        elif isinstance(event, t.TextDelta):
            text.append(event.text)
            agent.emit(ev.TextDelta(step, event.text))
        elif isinstance(event, t.ToolCallEvent):
            reply.calls.append(event.call)
        elif isinstance(event, t.Usage):
            reply.input_tokens += event.input_tokens
            reply.output_tokens += event.output_tokens
    reply.thinking, reply.text = "".join(thinking), "".join(text)
    if not reply.input_tokens and not reply.output_tokens and getattr(agent.provider, "estimate_usage", True):
        reply.estimated = True
        reply.input_tokens = estimate_request(messages)
        written = len(reply.thinking) + len(reply.text) + sum(len(str(c.args)) for c in reply.calls)
        reply.output_tokens = estimate_tokens(written)
    if not reply.calls and not agent.provider.capabilities.tools and reply.text.strip():
        # JSON mode: the answer is a JSON object with the actions.
        thought, calls = calls_from_json_text(reply.text, step)
        reply.calls = calls
        if thought and not reply.thinking:
            reply.thinking = thought
    return reply


def _swallow(task: asyncio.Future) -> None:
    if not task.cancelled():
        task.exception()


async def reason(agent: AgentContext, messages: list[t.Message], specs: list[t.ToolSpec]) -> Reply:
    control = agent.control
    last: t.LLMError | None = None
    budget = RetryBudget(agent.settings.llm.retry_budget_s, MAX_ATTEMPTS)
    base = agent.provider.deadlines
    for attempt in range(MAX_ATTEMPTS):
        deadlines = budget.deadlines(base) if base is not None else None
        work = asyncio.ensure_future(_consume(agent, messages, specs, deadlines))
        stop = asyncio.ensure_future(control.wait_stop())
        try:
            done, _ = await asyncio.wait({work, stop}, return_when=asyncio.FIRST_COMPLETED)
        except BaseException:
            # Cancelled (Ctrl-C): the request is abandoned, and whatever it ends with is ours to
            # swallow, not an asyncio "exception was never retrieved" traceback on the terminal.
            work.cancel()
            work.add_done_callback(_swallow)
            raise
        finally:
            stop.cancel()
        if work not in done:
            work.cancel()
            with contextlib.suppress(BaseException):
                await work
            raise Stopped()
        try:
            return work.result()
        except t.LLMError as exc:
            last = exc
            if isinstance(exc, t.RateLimitError):
                wanted = exc.retry_after or RATE_LIMIT_BACKOFF_S[min(attempt, 2)]
            else:
                wanted = BACKOFF_S[min(attempt, 2)]
            delay = budget.delay_before_retry(exc, attempt, wanted)
            if delay is None:
                if exc.retryable and attempt < MAX_ATTEMPTS - 1:
                    raise type(exc)(
                        f"{exc} Gave up after {budget.elapsed():.0f} s of retries (llm.retry_budget_s)."
                    ) from None
                raise
            agent.emit(
                ev.Warning(f"{exc} Retrying in {delay:g} s (attempt {attempt + 2} of {MAX_ATTEMPTS}).")
            )
            waiter = asyncio.ensure_future(control.wait_stop())
            try:
                await asyncio.wait_for(asyncio.shield(waiter), delay)
            except TimeoutError:
                pass
            finally:
                waiter.cancel()
            if control.stop_requested:
                raise Stopped() from None
    assert last is not None
    raise last
