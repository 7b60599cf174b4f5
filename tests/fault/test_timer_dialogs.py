"""A dialog the page raises on its own (a timer), with no action in progress, follows the same policy
as one an action raised: confirm() is the user's to answer in ask and strict and accepted in auto;
alert() is accepted and prompt() dismissed. Both while the model thinks and with no run at all."""

from __future__ import annotations

import asyncio

import pytest

from opticlick_tui.agent.control import AgentControl
from opticlick_tui.llm.scripted import ScriptedProvider


async def _until_dialog(tab, count: int = 1) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 60  # a hang guard; the page's own timer raises the dialog
    while len(tab.dialogs) < count:
        assert loop.time() < deadline, "the page's dialog never came"
        await asyncio.sleep(0.05)


async def _page_answer(tab) -> str:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while (text := await tab.page.text_content("#out")) == "waiting":
        assert loop.time() < deadline
        await asyncio.sleep(0.05)
    return text or ""


async def test_a_timer_confirm_while_the_model_thinks_is_put_to_the_user(
    make_agent, page_server, agent_settings
):
    agent_settings.agent.permission_mode = "ask"
    control = AgentControl()
    asked: list[str] = []

    async def confirm(question: str) -> bool:
        asked.append(question)
        return False

    control.confirm = confirm
    # The model "thinks" for a while; the page's timer fires meanwhile, with no action running.
    turns = [
        {"thinking": "x" * 240, "delay_ms": 200, "tool_calls": [{"name": "get_page_text", "args": {}}]},
        {"tool_calls": [{"name": "finish", "args": {"summary": "done"}}]},
    ]
    agent = make_agent(ScriptedProvider(turns), control=control)
    # The browser (and its tab's dialog log) is shared with the other tests: count only this run's.
    seen_before = len(agent.browser.agent_tab.dialogs)
    outcome = await agent.run("Read", start_url=page_server("timer_dialogs.html?after=600"))
    assert outcome.status == "finished"
    assert any('"Discard the draft?"' in q for q in asked), asked
    assert await _page_answer(agent.browser.agent_tab) == "kept"
    assert [d.action for d in agent.browser.agent_tab.dialogs[seen_before:]] == ["dismissed by the user"]


@pytest.mark.slow  # the runtime starts its own Chrome
async def test_with_no_run_in_progress_a_timer_dialog_follows_the_permission_policy(
    agent_settings, page_server, tmp_path
):
    from opticlick_tui.runtime import Runtime

    agent_settings.browser.headless = True
    agent_settings.agent.permission_mode = "ask"
    asked: list[str] = []
    answers = [False]

    async def confirm(question: str) -> bool:
        asked.append(question)
        return answers[0]

    async with Runtime(agent_settings) as runtime:
        runtime.confirmer = lambda: confirm
        browser = await runtime.browser()
        tab = browser.agent_tab

        async def visit(query: str, count: int) -> str:
            await tab.page.goto(page_server(f"timer_dialogs.html?{query}"), wait_until="load")
            await _until_dialog(tab, count)
            return await _page_answer(tab)

        # ask: the user is asked; their no keeps the draft, their yes discards it.
        assert await visit("after=100", 1) == "kept"
        assert len(asked) == 1 and '"Discard the draft?"' in asked[0]
        assert tab.dialogs[-1].action == "dismissed by the user"
        answers[0] = True
        assert await visit("after=100", 2) == "discarded"
        assert tab.dialogs[-1].action == "accepted by the user"
        # ask with nobody to answer (a script): dismissed, and it says why.
        runtime.confirmer = lambda: None
        assert await visit("after=100", 3) == "kept"
        assert tab.dialogs[-1].action.startswith("dismissed: nobody can confirm it here")
        # auto: accepted without asking.
        runtime.settings.agent.permission_mode = "auto"
        runtime.confirmer = lambda: confirm
        assert await visit("after=100", 4) == "discarded"
        assert tab.dialogs[-1].action.startswith("accepted automatically") and len(asked) == 2
        # alert is accepted and prompt dismissed, as when an action raises them.
        assert await visit("after=100&kind=alert", 5) == "alerted"
        assert await visit("after=100&kind=prompt", 6) == "prompt:null"
        assert [d.action for d in tab.dialogs[-2:]] == ["accepted", "dismissed"]
