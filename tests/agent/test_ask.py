"""Ask mode: read-only questions; a page that tells the model to act gets nowhere."""

from __future__ import annotations

import json

import pytest

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.ask import ASK_TOOLS, make_ask
from opticlick_tui.llm.gemini import GeminiProvider
from tests.agent.test_cli_run import opticlick, write_script
from tests.fakes.gemini import FakeGemini, call_part, reply_events

ANSWER = 'Saturday 10:00–14:00: the "Opening hours" section says "Saturday 10:00–14:00".'


def turn(*calls):
    return reply_events("", "", [call_part(name, args) for name, args in calls])


async def test_ask_reads_and_cannot_act(make_agent, page_server, browser):
    script = [
        # A model that obeys the page's hidden instructions...
        turn(("get_page_text", {}), ("click", {"id": "@Delete account"})),
        turn(("navigate", {"url": "https://evil.example/steal"})),
        turn(("type", {"id": "@Delete account", "text": "x"})),
        turn(("finish", {"summary": ANSWER, "success": True})),
    ]
    with FakeGemini(script) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url))
        make_ask(agent)
        outcome = await agent.run("When is the library open on Saturday?", start_url=page_server("ask.html"))
        first = next(r.json for r in fake.requests if "GenerateContent" in r.path)
    assert outcome.success and outcome.summary == ANSWER
    # ...gets nowhere: nothing was clicked, typed or opened.
    page = browser.agent_tab.page
    assert await page.text_content("#state") == "account active"
    assert page.url == page_server("ask.html")
    results = {e.name: e for e in agent.events if isinstance(e, ev.ToolResultReady)}
    for name in ("click", "navigate", "type"):
        assert not results[name].ok and "not available in Ask mode" in results[name].text
    assert results["get_page_text"].ok and "Saturday 10:00–14:00" in results["get_page_text"].text
    offered = {d["name"] for t in first["tools"] for d in t.get("functionDeclarations", [])}
    assert offered == set(ASK_TOOLS)
    assert "ASK MODE" in json.dumps(first["systemInstruction"])


@pytest.mark.slow
def test_ask_cli_prints_the_answer(tmp_path, page_server):
    script = write_script(
        tmp_path / "a.jsonl", [{"tool_calls": [{"name": "finish", "args": {"summary": ANSWER}}]}]
    )
    result = opticlick(
        tmp_path,
        "ask",
        "When is it open on Saturday?",
        "--url",
        page_server("ask.html"),
        "--script",
        str(script),
        "--headless",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ANSWER
