"""The loop guard stops runs that make no progress, never runs that do."""

from __future__ import annotations

from opticlick_tui.agent.guard import LoopGuard
from opticlick_tui.llm.scripted import ScriptedProvider


def test_the_same_click_that_changes_the_page_every_time_is_progress():
    guard = LoopGuard()
    for _ in range(20):
        verdict = guard.record("click", {"id": 1}, True, "page|Clicked", (50.0, 130.0))
        guard.progress()
        assert verdict.stop is None
    for _ in range(8):
        verdict = guard.record("click", {"id": 1}, True, "page|Clicked", (50.0, 130.0))
        stop = guard.nothing_changed("click [1]").stop
    assert stop and "same spot 8 times" in stop


async def test_alternating_navigate_and_click_that_each_change_the_page_is_not_stopped(
    make_agent, page_server
):
    turns = []
    for n in range(1, 13):
        turns.append(
            {"tool_calls": [{"name": "navigate", "args": {"url": page_server(f"progress.html?n={n}")}}]}
        )
        turns.append({"tool_calls": [{"name": "click", "args": {"id": "@Add one"}}]})
    turns.append({"tool_calls": [{"name": "finish", "args": {"summary": "counted"}}]})
    agent = make_agent(ScriptedProvider(turns))
    outcome = await agent.run("Count", start_url=page_server("progress.html"))
    assert outcome.status == "finished", outcome
    assert outcome.steps == 25
