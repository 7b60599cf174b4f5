"""Budgets and cost from provider usage (real google-genai client against the loopback fake), estimates
when a provider sends none, and structured results validated against a JSON Schema."""

from __future__ import annotations

import json

import pytest

from opticlick_tui.agent import events as ev
from opticlick_tui.export.report import export
from opticlick_tui.llm.gemini import GeminiProvider
from opticlick_tui.llm.prices import cost_usd, price_of
from opticlick_tui.llm.scripted import ScriptedProvider
from tests.agent.test_cli_run import opticlick, write_script
from tests.fakes.gemini import FakeGemini, call_part, reply_events


def turn(*calls):
    return reply_events("", "", [call_part(name, args) for name, args in calls])


async def test_token_limit_stops_the_run_cleanly(make_agent, page_server, agent_settings):
    agent_settings.agent.max_tokens_total = 2000
    script = [turn(("scroll", {"direction": "down"})) for _ in range(5)]
    with FakeGemini(script) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url), settings=agent_settings)
        outcome = await agent.run("Scroll a lot", start_url=page_server("scroll.html"))
        asked = len([r for r in fake.requests if "GenerateContent" in r.path])
    assert outcome.status == "stopped" and outcome.summary.startswith("stopped: budget (")
    # One reply used 1,200 tokens and more; the second request's prompt would pass 2,000: it was
    # never sent (the run does not overshoot the limit by a reply).
    assert "the next request needs about" in outcome.summary
    assert outcome.steps == 1 and asked == 1
    meta = agent.store.meta(outcome.session_id)
    assert meta["status"] == "stopped" and meta["usage"]["input"] == 1200
    assert meta["usage"]["input"] + meta["usage"]["output"] <= 2000
    price = price_of(agent.provider.model)
    assert price is not None and meta["usage"]["cost_usd"] == pytest.approx(
        cost_usd(agent.provider.model, meta["usage"]["input"], meta["usage"]["output"]), abs=1e-6
    )
    step = agent.store.step(outcome.session_id, 1)
    assert step["usage"]["input"] == 1200 and step["usage"]["estimated"] is False
    updates = [e for e in agent.events if isinstance(e, ev.UsageUpdated)]
    assert updates[-1].total_cost_usd == pytest.approx(meta["usage"]["cost_usd"], abs=1e-6)
    assert "tokens" in export(agent.store, outcome.session_id, "md").decode()


async def test_a_request_that_would_pass_the_limit_is_never_sent(make_agent, page_server, agent_settings):
    # A limit below the first prompt's own size: nothing is sent at all, and the run says why.
    agent_settings.agent.max_tokens_total = 50
    with FakeGemini([turn(("scroll", {"direction": "down"}))]) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url), settings=agent_settings)
        outcome = await agent.run("Scroll a lot", start_url=page_server("scroll.html"))
        asked = len([r for r in fake.requests if "GenerateContent" in r.path])
    assert asked == 0 and outcome.steps == 0
    assert outcome.status == "stopped" and "0 tokens used and the next request needs about" in outcome.summary
    meta = agent.store.meta(outcome.session_id)
    assert meta["status"] == "stopped" and meta["usage"]["input"] == 0
    assert agent.store.step_numbers(outcome.session_id) == []


async def test_dollar_budget_and_price_override(make_agent, page_server, agent_settings):
    agent_settings.llm.prices = {"gemini-flash-latest": [100.0, 100.0]}  # $100 per million
    # The first prompt is estimated at about $0.12; one reply costs (1200 + output) x $100 / 1e6 > $0.12.
    agent_settings.agent.budget_usd = 0.15
    script = [turn(("scroll", {"direction": "down"})) for _ in range(5)]
    with FakeGemini(script) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url), settings=agent_settings)
        outcome = await agent.run("Scroll a lot", start_url=page_server("scroll.html"))
        asked = len([r for r in fake.requests if "GenerateContent" in r.path])
    # The second request would pass $0.15 with its prompt alone: it is never sent.
    assert outcome.status == "stopped" and "$0.15" in outcome.summary and outcome.steps == 1
    assert "the next request costs about" in outcome.summary and asked == 1
    assert agent.store.meta(outcome.session_id)["usage"]["cost_usd"] <= 0.15


async def test_usage_is_estimated_when_the_provider_sends_none(make_agent, page_server):
    agent = make_agent(
        ScriptedProvider([{"text": "x" * 400, "tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]}])
    )
    outcome = await agent.run("Estimate", start_url=page_server("controls.html"))
    usage = agent.store.meta(outcome.session_id)["usage"]
    assert usage["estimated"] is True and usage["output"] >= 100 and usage["input"] > 300


SCHEMA = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "count": {"type": "integer", "minimum": 1}},
    "required": ["name", "count"],
}


async def test_finish_result_is_validated_against_the_schema(make_agent, page_server):
    provider = ScriptedProvider(
        [
            {
                "tool_calls": [
                    {"name": "finish", "args": {"summary": "done", "result": {"name": "Ada", "count": 0}}}
                ]
            },
            {
                "tool_calls": [
                    {"name": "finish", "args": {"summary": "done", "result": {"name": "Ada", "count": 2}}}
                ]
            },
        ]
    )
    agent = make_agent(provider)
    agent.result_schema = SCHEMA
    outcome = await agent.run("Count", start_url=page_server("controls.html"))
    assert outcome.success and agent.result == {"name": "Ada", "count": 2}
    first = agent.store.step(outcome.session_id, 1)["results"][0]
    assert first["is_error"] and "count: 0 is less than the minimum of 1" in first["content"]
    assert '"minimum": 1' in provider.requests[0][1].text_content()  # the task carries the schema
    assert agent.store.meta(outcome.session_id)["result"] == {"name": "Ada", "count": 2}
    report = export(agent.store, outcome.session_id, "html").decode()
    assert (
        "<b>Result:</b></p><pre>{\n  &quot;name&quot;: &quot;Ada&quot;,\n  &quot;count&quot;: 2\n}" in report
    )


@pytest.mark.slow
def test_run_schema_json_prints_the_result_last(tmp_path, page_server):
    schema = tmp_path / "s.json"
    schema.write_text(json.dumps(SCHEMA))
    script = write_script(
        tmp_path / "t.jsonl",
        [
            {
                "tool_calls": [
                    {"name": "finish", "args": {"summary": "ok", "result": {"name": "Bo", "count": 3}}}
                ]
            }
        ],
    )
    args = ["run", "Count", "--url", page_server("controls.html"), "--script", str(script), "--headless"]
    result = opticlick(tmp_path, *args, "--json", "--schema", str(schema))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.splitlines()[-1]) == {"name": "Bo", "count": 3}
    (tmp_path / "bad.json").write_text("{not json")
    bad = opticlick(tmp_path, *args, "--schema", str(tmp_path / "bad.json"))
    assert bad.returncode == 2 and "is not valid JSON" in bad.stderr
