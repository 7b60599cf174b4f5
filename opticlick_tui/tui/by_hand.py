"""Acting by hand while the agent is paused (taken over): the user's /commands run as tool calls in
the agent's own tab, and each one is followed by a fresh look at the page, so the mark numbers the
user reads are the ones the next command uses. Over SSH these commands are the user's only hands.

The model hears what the user did as a message on its next step."""

from __future__ import annotations

import asyncio
import itertools
from typing import TYPE_CHECKING

from opticlick_tui.agent import events as ev

if TYPE_CHECKING:
    from opticlick_tui.agent.loop import AgentRunner

_ids = itertools.count(1)


async def act_by_hand(runner: AgentRunner, line: str) -> str | None:
    """Run one typed command on the paused run's tab; returns a sentence when it cannot run."""
    from opticlick_tui.agent.executor import execute_turn
    from opticlick_tui.agent.history import Turn
    from opticlick_tui.agent.safety import SafetyPolicy
    from opticlick_tui.browser.errors import BrowserError
    from opticlick_tui.llm.manual import ManualCommandError, parse_command
    from opticlick_tui.llm.types import ToolCall

    try:
        parsed = parse_command(line)
    except ManualCommandError as exc:
        return str(exc)
    if parsed["name"] == "finish":
        return "While you hold the browser, /stop ends the run and ctrl+t gives the browser back."
    n = next(_ids)
    call = ToolCall(f"hand-{n}", parsed["name"], parsed["args"])
    turn = Turn(runner.step, calls=[call])
    policy = runner.safety
    runner.safety = SafetyPolicy("auto")  # the person acting is the one who would be asked
    try:
        await execute_turn(runner, turn)
    except BrowserError as exc:
        return str(exc)
    finally:
        runner.safety = policy
    result = turn.results[0].content if turn.results else ""
    runner.control.send(f"While you were paused, the user did {call.name} {call.args}: {result}")
    try:
        await _look_again(runner, n)
    except BrowserError as exc:
        return f"Done, but the page could not be read afterwards: {exc}"
    return None


async def _look_again(runner: AgentRunner, n: int) -> None:
    """Observe the page as it is now and show it (screenshot, marks) like a step's observation."""
    tab = runner.browser.agent_tab
    settings = runner.settings.browser
    await tab.settle(settings.settle_quiet_ms, settings.settle_cap_ms)
    obs = await runner.observer.observe_until_marked(tab)
    runner.observation = obs  # mark numbers of the next /command refer to this page
    # The agent's "did my last action change anything" check must not judge the user's action.
    runner._last_fingerprint = None
    runner._last_ui_action = None
    store, sid, step = runner.store, runner.session_id, runner.step

    def save() -> tuple[str, str]:
        clean = store.save_image(sid, f"{step:05d}-hand{n}.png", obs.image_bytes(annotated=False))
        marks = store.save_image(sid, f"{step:05d}-hand{n}-marks.png", obs.image_bytes(annotated=True))
        return str(clean), str(marks)

    clean, marks = await asyncio.to_thread(save)
    runner.emit(
        ev.ObservationReady(
            step,
            obs.url,
            obs.title,
            len(obs.marks),
            clean,
            marks,
            obs.mark_lines(),
            mark_boxes=ev.mark_boxes(obs.marks, obs.viewport),
        )
    )
