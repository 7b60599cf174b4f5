"""The new hands through the real agent loop on real Chromium: several page actions per turn (and
where they stop), pixel actions scaled from the screenshot, evaluate under each permission mode, the
settle outcome kept in the step, and no half-loaded observation after a slow request."""

from __future__ import annotations

import json

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.llm.scripted import ScriptedProvider


def finish(summary: str = "done") -> dict:
    return {"tool_calls": [{"name": "finish", "args": {"summary": summary}}]}


def results_of(agent, session_id: str, step: int) -> list[dict]:
    record = next(s for s in agent.store.steps(session_id) if s["step"] == step)
    return record["results"]


async def test_twelve_checkboxes_ticked_in_one_turn(make_agent, page_server, browser):
    clicks = [{"name": "click", "args": {"id": f"@Option {n}"}} for n in range(1, 13)]
    agent = make_agent(ScriptedProvider([{"tool_calls": clicks}, finish()]))
    outcome = await agent.run("Tick all twelve", start_url=page_server("checkboxes.html"))
    assert outcome.success and outcome.steps == 2
    results = results_of(agent, outcome.session_id, 1)
    assert len(results) == 12 and not any(r["is_error"] for r in results)
    ticked = await browser.agent_tab.page.evaluate("ticked()")
    assert ticked == [f"c{n}" for n in range(1, 13)]


async def test_page_actions_stop_at_the_first_that_changes_the_page(make_agent, page_server, browser):
    calls = [
        {"name": "click", "args": {"id": "@Option 1"}},
        {"name": "click", "args": {"id": "@Show more options"}},
        {"name": "click", "args": {"id": "@Option 2"}},
        {"name": "click", "args": {"id": "@Option 3"}},
    ]
    agent = make_agent(ScriptedProvider([{"tool_calls": calls}, finish()]))
    outcome = await agent.run("Tick some", start_url=page_server("checkboxes.html"))
    assert outcome.success
    results = results_of(agent, outcome.session_id, 1)
    assert [r["is_error"] for r in results] == [False, False, True, True]
    assert "not run: the page changed after click (2 new controls appeared)" in results[2]["content"]
    assert await browser.agent_tab.page.evaluate("ticked()") == ["c1"]


async def test_click_at_in_screenshot_pixels_through_the_agent(make_agent, page_server, browser):
    # The canvas sits at CSS (21, 21) + the point; the screenshot is 1:1 with CSS pixels here.
    agent = make_agent(
        ScriptedProvider(
            [
                {"tool_calls": [{"name": "click_at", "args": {"x": 121, "y": 101}}]},
                {"tool_calls": [{"name": "drag_path", "args": {"points": [[381, 41], [581, 141]]}}]},
                finish(),
            ]
        )
    )
    outcome = await agent.run("Click the chart", start_url=page_server("hands.html"))
    assert outcome.success, outcome.summary
    page = browser.agent_tab.page
    clicks = await page.evaluate("window.clicks")
    assert [(c["x"], c["y"]) for c in clicks] == [(100, 80)]
    strokes = await page.evaluate("window.strokes")
    assert strokes and strokes[0][0] == [20, 20] and strokes[0][-1] == [220, 120]
    first = results_of(agent, outcome.session_id, 1)[0]
    assert not first["is_error"] and 'canvas "Sales chart"' in first["content"]


def evaluate_run(mode: str):
    script = "return document.querySelectorAll('input[type=checkbox]').length"
    return script, ScriptedProvider(
        [{"tool_calls": [{"name": "evaluate", "args": {"script": script}}]}, finish()]
    )


async def test_evaluate_runs_in_auto_and_its_script_is_kept(make_agent, page_server, agent_settings):
    script, provider = evaluate_run("auto")
    agent = make_agent(provider)
    outcome = await agent.run("Count", start_url=page_server("checkboxes.html"))
    assert outcome.success
    record = next(s for s in agent.store.steps(outcome.session_id) if s["step"] == 1)
    assert record["calls"][0]["args"]["script"] == script
    result = record["results"][0]
    assert not result["is_error"]
    assert '<page_content untrusted="true">\n12\n</page_content>' in result["content"]


async def test_evaluate_is_confirmed_in_ask_and_refused_in_strict(make_agent, page_server, agent_settings):
    asked: list[str] = []

    async def confirm(question: str) -> bool:
        asked.append(question)
        return True

    ask = agent_settings.model_copy(deep=True)
    ask.agent.permission_mode = "ask"
    control = AgentControl()
    control.confirm = confirm
    script, provider = evaluate_run("ask")
    agent = make_agent(provider, control=control, settings=ask)
    outcome = await agent.run("Count", start_url=page_server("checkboxes.html"))
    assert outcome.success
    assert len(asked) == 1 and "JavaScript" in asked[0] and "querySelectorAll" in asked[0]
    assert not results_of(agent, outcome.session_id, 1)[0]["is_error"]

    strict = agent_settings.model_copy(deep=True)
    strict.agent.permission_mode = "strict"
    strict_control = AgentControl()
    strict_control.confirm = confirm
    _script, provider = evaluate_run("strict")
    agent = make_agent(provider, control=strict_control, settings=strict)
    outcome = await agent.run("Count", start_url=page_server("checkboxes.html"))
    refused = results_of(agent, outcome.session_id, 1)[0]
    assert refused["is_error"] and "off in strict permission mode" in refused["content"]
    assert len(asked) == 1  # strict refuses without asking


async def test_slow_results_are_in_the_next_observation_and_settling_is_recorded(make_agent, page_server):
    agent = make_agent(
        ScriptedProvider([{"tool_calls": [{"name": "click", "args": {"id": "@Search flights"}}]}, finish()])
    )
    outcome = await agent.run("Search", start_url=page_server("slow.html"))
    assert outcome.success
    observed = [e for e in agent.events if isinstance(e, ev.ObservationReady)]
    assert any("Book AB123" in line for line in observed[1].mark_lines), observed[1].mark_lines
    assert "network" in observed[1].settle["waited_for"] and observed[1].settle["summary"].startswith(
        "settled"
    )
    record = next(s for s in agent.store.steps(outcome.session_id) if s["step"] == 2)
    assert record["settle"]["outcome"] == "quiet" and record["settle"]["after_action_ms"] >= 600
    json.dumps(record["settle"])  # kept as plain JSON


async def test_a_scroll_stops_the_pixel_actions_after_it(make_agent, page_server, browser):
    calls = [
        {"name": "scroll", "args": {"direction": "down"}},
        {"name": "click_at", "args": {"x": 200, "y": 200}},
    ]
    agent = make_agent(ScriptedProvider([{"tool_calls": calls}, finish()]))
    outcome = await agent.run("Scroll and click", start_url=page_server("scroll.html"))
    assert outcome.success
    scrolled, clicked = results_of(agent, outcome.session_id, 1)
    assert not scrolled["is_error"] and "Scrolled down" in scrolled["content"]
    assert clicked["is_error"] and "screenshot pixels no longer point where they did" in clicked["content"]


async def test_the_look_after_an_action_reuses_the_walk_begun_while_the_page_settled(make_agent, page_server):
    agent = make_agent(
        ScriptedProvider(
            [{"tool_calls": [{"name": "click", "args": {"id": "@Show more options"}}]}, finish()]
        )
    )
    looks = []
    observe = agent.observer.observe_until_marked

    async def recorded(*args, **kwargs):
        looks.append(await observe(*args, **kwargs))
        return looks[-1]

    agent.observer.observe_until_marked = recorded
    outcome = await agent.run("Show more", start_url=page_server("checkboxes.html"))
    assert outcome.success and len(looks) == 2, outcome.summary
    # The click changed the page; its settle started the walk when the page went quiet, and the
    # look after it took that walk, with what the click brought.
    after = looks[1]
    assert after.frames[0].reused, after.frames
    assert {"Extra option", "Apply extras"} <= {m.label for m in after.marks}, after.mark_lines()
    # The run is over: the user's own waits on the tab start no walks.
    assert agent.browser.agent_tab.on_quiet is None
