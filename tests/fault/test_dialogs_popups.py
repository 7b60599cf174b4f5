"""A page's confirm() is the user's to answer in ask and strict, accepted in auto, and the result
says which; a popup a page opens on load does not take the agent's tab away."""

from __future__ import annotations

import pytest

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.llm.scripted import ScriptedProvider


def _script():
    return ScriptedProvider(
        [
            {"tool_calls": [{"name": "click", "args": {"id": "@Tidy up"}}]},
            {"tool_calls": [{"name": "get_page_text", "args": {"max_chars": 500}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "done"}}]},
        ]
    )


@pytest.mark.parametrize(
    "mode,answer,expect_text,expect_action",
    [
        ("auto", None, "deleted", "accepted automatically"),
        ("ask", True, "deleted", "accepted by the user"),
        ("ask", False, "kept", "dismissed by the user"),
        ("strict", None, "kept", "dismissed by the user"),
    ],
)
async def test_confirm_dialogs_follow_the_permission_mode(
    make_agent, page_server, agent_settings, mode, answer, expect_text, expect_action
):
    agent_settings.agent.permission_mode = mode
    control = AgentControl()
    asked: list[str] = []

    async def confirm(question: str) -> bool:
        asked.append(question)
        return bool(answer)

    control.confirm = confirm if answer is not None else None
    if mode == "strict":  # strict asks before every action; let the click through, keep the dialog
        control.confirm = lambda q: _strict(q, asked)
    agent = make_agent(_script(), control=control)
    outcome = await agent.run("Tidy up", start_url=page_server("dialogs.html"))
    assert outcome.status == "finished"
    results = [e.text for e in agent.events if isinstance(e, ev.ToolResultReady)]
    assert expect_action in results[0], results[0]
    assert expect_text in results[1]
    if mode != "auto":
        assert any("Really delete the item?" in q for q in asked), asked


async def _strict(question: str, asked: list[str]) -> bool:
    asked.append(question)
    return not question.startswith("The page asks")


async def test_a_popup_opened_on_load_does_not_take_the_agents_tab(make_agent, page_server, browser):
    provider = ScriptedProvider(
        [
            {"tool_calls": [{"name": "click", "args": {"id": "@Stay here"}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "stayed"}}]},
        ]
    )
    agent = make_agent(provider)
    outcome = await agent.run("Stay on the page", start_url=page_server("popup.html"))
    assert outcome.status == "finished", outcome
    observed = [e.url for e in agent.events if isinstance(e, ev.ObservationReady)]
    assert all(url.endswith("/popup.html") for url in observed), observed
    assert browser.agent_tab.url.endswith("/popup.html")
