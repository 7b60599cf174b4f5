"""The step limit (a warning two steps before it, one wrap-up turn after a last action that worked)
and resuming a session on the page it ended on."""

from __future__ import annotations

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.prompt import SYSTEM_PROMPT
from opticlick_tui.llm.scripted import ScriptedProvider


def calls(*pairs):
    return {"tool_calls": [{"name": name, "args": args} for name, args in pairs]}


def user_text(request) -> str:
    message = [m for m in request if m.role == "user"][-1]
    return "".join(getattr(p, "text", "") for p in message.parts)


async def test_warning_two_steps_before_the_limit_and_a_wrap_up_turn(make_agent, page_server, agent_settings):
    agent_settings.agent.max_steps = 3
    provider = ScriptedProvider(
        [
            calls(("click", {"id": "@Save"})),
            calls(("note_write", {"key": "k", "text": "v"}), ("click", {"id": "@Save"})),
            calls(("click", {"id": "@Save"})),
            # The wrap-up turn: a page action here must not run; finish must.
            calls(("click", {"id": "@Save"}), ("finish", {"summary": "Saved three times."})),
        ]
    )
    agent = make_agent(provider, settings=agent_settings)
    outcome = await agent.run("Press save three times", start_url=page_server("controls.html"))
    assert outcome.status == "finished" and outcome.success, outcome.summary
    texts = [user_text(r) for r in provider.requests]
    assert "only 2 more steps after this one" in texts[0]
    assert "only 1 more step after this one" in texts[1]
    assert "more step" not in texts[2]
    assert "The step limit is reached" in texts[3]
    clicks = [e for e in agent.events if isinstance(e, ev.ToolCallStarted) and e.name == "click"]
    assert len(clicks) == 3, "no page action runs in the wrap-up turn"
    assert "bookkeeping tools" in SYSTEM_PROMPT and "counts as a step" in SYSTEM_PROMPT


async def test_no_wrap_up_when_the_last_action_failed(make_agent, page_server, agent_settings):
    agent_settings.agent.max_steps = 2
    provider = ScriptedProvider(
        [
            calls(("click", {"id": "@Save"})),
            calls(("click", {"id": 9999})),
            calls(("finish", {"summary": "x"})),
        ]
    )
    agent = make_agent(provider, settings=agent_settings)
    outcome = await agent.run("Press save", start_url=page_server("controls.html"))
    assert outcome.status == "failed" and "step limit (2)" in outcome.summary
    assert len(provider.requests) == 2


async def test_resume_reopens_the_sessions_last_page(make_agent, page_server, browser):
    first = make_agent(
        ScriptedProvider(
            [
                calls(("navigate", {"url": page_server("next.html")})),
                calls(("finish", {"summary": "Got there."})),
            ]
        )
    )
    done = await first.run("Open the next page", start_url=page_server("controls.html"))
    assert done.status == "finished"
    await browser.agent_tab.page.goto("about:blank")  # as in a new process: a blank tab
    second = make_agent(ScriptedProvider([calls(("finish", {"summary": "Still there."}))]))
    again = await second.run("Check again", session_id=done.session_id)
    assert again.status == "finished"
    seen = [e for e in second.events if isinstance(e, ev.ObservationReady)]
    assert seen[0].url == page_server("next.html"), "the resumed run starts on the session's last page"
