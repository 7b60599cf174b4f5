"""The real agent loop + real Chromium + model replies played through the real client libraries."""

from __future__ import annotations

import asyncio
import json

from opticlick_tui.agent import events as ev
from opticlick_tui.agent import reason as reason_module
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.llm.gemini import GeminiProvider
from opticlick_tui.llm.scripted import ScriptedProvider
from tests.fakes.gemini import FakeGemini, call_part, reply_events
from tests.fakes.server import Reply


def turn(*calls, thought: str = "", text: str = ""):
    return reply_events(thought, text, [call_part(name, args) for name, args in calls])


def kinds(events, kind):
    return [e for e in events if isinstance(e, kind)]


async def test_multi_page_task_through_gemini(make_agent, page_server, tmp_path, browser):
    po = tmp_path / "po.pdf"
    po.write_bytes(b"%PDF-1.4 purchase order")
    script = [
        turn(
            (
                "todo_create",
                {"items": ["Search laptops", "Open the cheapest", "Get the spec sheet", "Order two"]},
            ),
            ("type", {"id": "@Search products", "text": "laptop", "submit": True}),
            thought="Plan first, then search.",
        ),
        turn(
            ("todo_update", {"item": 1, "status": "done"}),
            ("note_write", {"key": "cheapest", "text": "Laptop Basic 14, $649"}),
            ("click", {"id": "@Laptop Basic 14"}),
        ),
        turn(("todo_update", {"item": 2, "status": "done"}), ("click", {"id": "@Download spec sheet"})),
        turn(("todo_update", {"item": 3, "status": "done"}), ("click", {"id": "@Order form"})),
        turn(("type", {"id": "@Full name", "text": "Ada Lovelace"})),
        turn(("type", {"id": "@Email", "text": "ada@example.com"})),
        turn(("select_option", {"id": "@Quantity", "option": "2"})),
        turn(("upload_file", {"id": "@Purchase order (PDF)", "file": "po.pdf"})),
        turn(
            ("note_write", {"key": "preflight", "text": "Ordering 2 x Laptop Basic 14 for Ada"}),
            ("click", {"id": "@Place order"}),
        ),
        turn(
            ("todo_update", {"item": 4, "status": "done"}),
            ("finish", {"summary": "Ordered 2 x Laptop Basic 14 ($649); spec sheet saved.", "success": True}),
        ),
    ]
    with FakeGemini(script) as fake:
        provider = GeminiProvider("test-key", base_url=fake.url)
        agent = make_agent(provider)
        outcome = await agent.run(
            "Order two of the cheapest laptop", start_url=page_server("shop/index.html"), attachments=[po]
        )
        assert outcome.status == "finished" and outcome.success, outcome.summary
        assert outcome.steps == 10
        page = browser.agent_tab.page
        assert (
            await page.text_content("#done") == "Order received: Ada Lovelace <ada@example.com> x2 [po.pdf]"
        )
        files = agent.store.paths(outcome.session_id).files
        assert (files / "spec-2.txt").read_text() == "downloaded content of spec-2.txt\n"
        assert all(item["status"] == "done" for item in agent.store.get_document(outcome.session_id, "todo"))
        # Every later request carried the earlier calls with their thought signatures.
        assert len(fake.signatures_seen) >= 9
        first_prompt = json.dumps(fake.requests[0].json)
        assert "URL: " + page_server("shop/index.html") in first_prompt and "Title: Tiny Shop" in first_prompt
        assert "Order two of the cheapest laptop" in json.dumps(fake.requests[-1].json), (
            "the task stays pinned"
        )
        # Events for the TUI: thinking streamed, todo changes, results with timings.
        assert "".join(e.text for e in kinds(agent.events, ev.ThinkingDelta)).startswith("Plan first")
        assert kinds(agent.events, ev.TodoChanged)[-1].items[-1]["status"] == "done"
        assert all(r.ok for r in kinds(agent.events, ev.ToolResultReady)), [
            r.text for r in kinds(agent.events, ev.ToolResultReady) if not r.ok
        ]
        steps = list(agent.store.steps(outcome.session_id))
        assert (
            len(steps) == 10
            and (agent.store.paths(outcome.session_id).shots / steps[0]["annotated"]).exists()
        )
        assert agent.store.meta(outcome.session_id)["status"] == "finished"


async def test_retries_a_429_then_succeeds(make_agent, page_server, monkeypatch):
    monkeypatch.setattr(reason_module, "RATE_LIMIT_BACKOFF_S", (0.05, 0.05, 0.05))
    limited = Reply(
        429,
        {"error": {"code": 429, "message": "Resource has been exhausted", "status": "RESOURCE_EXHAUSTED"}},
    )
    with FakeGemini([limited, turn(("finish", {"summary": "ok"}))]) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url))
        outcome = await agent.run("Just finish", start_url=page_server("controls.html"))
        assert outcome.status == "finished" and outcome.success
        assert any(
            "rate limited" in w.message and "Retrying" in w.message for w in kinds(agent.events, ev.Warning)
        )


async def test_a_model_sending_garbage_fails_clearly_and_boundedly(make_agent, page_server, monkeypatch):
    monkeypatch.setattr(reason_module, "BACKOFF_S", (0.01, 0.01, 0.01))
    garbage = Reply(200, chunks=["data: {oops\n\n"], content_type="text/event-stream")
    with FakeGemini([garbage] * 6) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url))
        outcome = await agent.run("Anything", start_url=page_server("controls.html"))
        assert outcome.status == "failed" and "gemini" in outcome.summary
        assert len(fake.requests) == reason_module.MAX_ATTEMPTS
    # A model that only ever talks and never calls a tool is stopped after a few tries.
    talker = ScriptedProvider([{"text": "I think I should click something."}] * 5)
    agent = make_agent(talker)
    outcome = await agent.run("Anything", start_url=page_server("controls.html"))
    assert (
        outcome.status == "failed" and "without a valid tool call" in outcome.summary and outcome.steps == 3
    )


async def test_ask_user_is_answered(make_agent, page_server):
    provider = ScriptedProvider(
        [
            {"tool_calls": [{"name": "ask_user", "args": {"question": "Which screen size?"}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "14 inch it is"}}]},
        ]
    )
    control = AgentControl()
    agent = make_agent(provider, control)
    agent.subscribe(lambda e: control.answer("14 inch") if isinstance(e, ev.AskingUser) else None)
    outcome = await agent.run("Buy a laptop", start_url=page_server("controls.html"))
    assert outcome.success
    last_request = json.dumps(
        [[getattr(p, "content", getattr(p, "text", "")) for p in m.parts] for m in provider.requests[-1]]
    )
    assert "The user answered: 14 inch" in last_request
    assert kinds(agent.events, ev.AskingUser)[0].question == "Which screen size?"


async def test_ask_user_without_anyone_to_answer_fails_with_the_question(make_agent, page_server):
    control = AgentControl()
    control.interactive = False
    provider = ScriptedProvider(
        [{"tool_calls": [{"name": "ask_user", "args": {"question": "What is your PIN?"}}]}]
    )
    outcome = await make_agent(provider, control).run("Log in", start_url=page_server("controls.html"))
    assert outcome.status == "failed" and "What is your PIN?" in outcome.summary


async def test_stop_mid_llm_call_abandons_the_reply(make_agent, page_server):
    # The reply streams 100 pieces of thinking 100 ms apart (10 s): a stop at the first piece ends
    # the call there, instead of when the model finishes (asserted by the pieces that arrived, not
    # by the clock, so a loaded machine cannot fail it).
    slow = ScriptedProvider(
        [
            {
                "thinking": "x" * 2400,
                "delay_ms": 100,
                "tool_calls": [{"name": "finish", "args": {"summary": "late"}}],
            }
        ]
    )
    control = AgentControl()
    agent = make_agent(slow, control)
    pieces: list[ev.ThinkingDelta] = []

    def on_event(event):
        if isinstance(event, ev.ThinkingDelta):
            pieces.append(event)
            if len(pieces) == 1:
                control.stop()

    agent.subscribe(on_event)
    run = agent.run("Think forever", start_url=page_server("controls.html"))
    outcome = await asyncio.wait_for(run, 60)  # a hang guard; the stop is what ends the run
    assert outcome.status == "stopped" and len(pieces) <= 3, len(pieces)
    assert agent.store.meta(outcome.session_id)["status"] == "stopped"
    assert agent.browser.agent_tab.alive, "the browser stays usable"


async def test_a_looping_model_is_warned_then_stopped(make_agent, page_server):
    loop = ScriptedProvider([{"tool_calls": [{"name": "click", "args": {"id": "@Save"}}]}] * 30)
    agent = make_agent(loop)
    outcome = await agent.run("Save forever", start_url=page_server("controls.html"))
    assert outcome.status == "failed" and ("loop" in outcome.summary or "same spot" in outcome.summary)
    assert outcome.steps < 15
    warnings = [w.message for w in kinds(agent.events, ev.Warning)]
    assert any("same call" in w or "changed nothing" in w or "same spot" in w for w in warnings)


async def test_opticlick_defects_as_regressions(make_agent, page_server):
    provider = ScriptedProvider(
        [
            # An unknown tool first: results must still pair with the right calls; a second page action runs
            # (the scroll left the page standing) and gets its own answer.
            {
                "tool_calls": [
                    {"name": "zoom_in", "args": {}},
                    {"name": "note_write", "args": {"key": "a", "text": "b"}},
                    {"name": "scroll", "args": {"direction": "down"}},
                    {"name": "click", "args": {"id": 9999}},
                ]
            },
            {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
            {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
            {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
            {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
            {"tool_calls": [{"name": "click", "args": {"id": 9999}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "read it all"}}]},
        ]
    )
    agent = make_agent(provider)
    outcome = await agent.run("Read the article", start_url=page_server("shop/long.html"))
    assert outcome.success
    first = next(s for s in agent.store.steps(outcome.session_id) if s["step"] == 1)
    by_id = {r["call_id"]: r for r in first["results"]}
    calls = first["calls"]
    assert by_id[calls[0]["id"]]["is_error"] and "Unknown tool 'zoom_in'" in by_id[calls[0]["id"]]["content"]
    assert not by_id[calls[1]["id"]]["is_error"] and by_id[calls[1]["id"]]["content"] == "Noted a."
    assert not by_id[calls[2]["id"]]["is_error"] and "Scrolled down" in by_id[calls[2]["id"]]["content"]
    assert by_id[calls[3]["id"]]["is_error"] and "There is no mark 9999" in by_id[calls[3]["id"]]["content"]
    # Five scrolls down a long page: every one runs, none refused, no loop warning.
    scrolls = [r for r in kinds(agent.events, ev.ToolResultReady) if r.name == "scroll"]
    assert len(scrolls) == 5 and all(r.ok for r in scrolls)
    assert not any("same call" in w.message for w in kinds(agent.events, ev.Warning))
    out_of_range = next(
        r for r in kinds(agent.events, ev.ToolResultReady) if r.name == "click" and r.step == 6
    )
    assert not out_of_range.ok and "There is no mark 9999" in out_of_range.text
    prompt = provider.requests[0][-1].parts[0].text
    assert f"URL: {page_server('shop/long.html')}" in prompt and "Title: Long article" in prompt
    assert '<page_content untrusted="true">' in prompt


async def test_memory_persists_across_sessions_and_refuses_secrets(make_agent, page_server):
    first = ScriptedProvider(
        [
            {
                "tool_calls": [
                    {
                        "name": "memory_upsert",
                        "args": {"key": "127.0.0.1/favourite", "value": "Laptop Basic 14"},
                    },
                    {"name": "memory_upsert", "args": {"key": "127.0.0.1/password", "value": "hunter2"}},
                    {"name": "finish", "args": {"summary": "remembered"}},
                ]
            },
        ]
    )
    agent = make_agent(first)
    await agent.run("Remember my favourite", start_url=page_server("shop/index.html"))
    results = [r for r in kinds(agent.events, ev.ToolResultReady) if r.name == "memory_upsert"]
    assert results[0].ok and not results[1].ok and "secrets never go into memory" in results[1].text
    second = ScriptedProvider([{"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]}])
    agent2 = make_agent(second)
    await agent2.run("What is my favourite?", start_url=page_server("shop/index.html"))
    prompt = second.requests[0][-1].parts[0].text
    assert "127.0.0.1/favourite" in prompt and "Laptop Basic 14" in prompt and "hunter2" not in prompt


async def test_typed_passwords_never_reach_session_files(make_agent, page_server):
    provider = ScriptedProvider(
        [
            {
                "tool_calls": [
                    {"name": "type", "args": {"id": "@Password", "text": "s3cret-pass", "clear": True}}
                ]
            },
            {"tool_calls": [{"name": "finish", "args": {"summary": "typed"}}]},
        ]
    )
    agent = make_agent(provider)
    outcome = await agent.run("Type the password", start_url=page_server("controls.html"))
    assert outcome.success
    folder = agent.store.paths(outcome.session_id).root
    for path in folder.rglob("*.json"):
        assert "s3cret-pass" not in path.read_text(), path
    shown = [e.args for e in kinds(agent.events, ev.ToolCallStarted) if e.name == "type"]
    assert shown[0]["text"] == "••••"


async def test_page_reading_and_file_tools(make_agent, page_server, tmp_path):
    photo = tmp_path / "photo.png"
    from PIL import Image

    Image.new("RGB", (8, 8), "red").save(photo)
    provider = ScriptedProvider(
        [
            {
                "tool_calls": [
                    {"name": "fetch_dom", "args": {"id": "@Save"}},
                    {"name": "get_page_text", "args": {"max_chars": 500}},
                    {"name": "vfs_write", "args": {"name": "notes.md", "content": "# found\n"}},
                    {"name": "vfs_save_screenshot", "args": {"name": "page.png", "annotated": True}},
                    {"name": "vfs_download", "args": {"url": page_server("download/data.csv")}},
                    {"name": "vfs_write", "args": {"name": "../escape.txt", "content": "x"}},
                ]
            },
            {"tool_calls": [{"name": "finish", "args": {"summary": "read and saved"}}]},
        ]
    )
    agent = make_agent(provider)
    outcome = await agent.run("Read the page", start_url=page_server("controls.html"), attachments=[photo])
    assert outcome.success
    results = {r.name + str(i): r for i, r in enumerate(kinds(agent.events, ev.ToolResultReady))}
    texts = [r.text for r in results.values()]
    assert any('<button id="save">Save</button>' in t and "untrusted" in t for t in texts), (
        "fetch_dom returns that element's HTML"
    )
    assert any(
        "Controls" in t and "Your name" in t for t in texts if "page_content" in t and "<button" not in t
    )
    files = agent.store.paths(outcome.session_id).files
    assert (files / "notes.md").read_text() == "# found\n"
    assert (files / "page.png").read_bytes()[:4] == b"\x89PNG"
    assert (files / "data.csv").read_text() == "downloaded content of data.csv\n"
    assert (files / "photo.png").exists() and not (tmp_path / "escape.txt").exists()
    assert any(not r.ok and "not a plain file name" in r.text for r in results.values())
    first_request = provider.requests[0]
    assert any(type(p).__name__ == "ImagePart" for p in first_request[1].parts), (
        "an attached image is shown on step 1"
    )
    assert "photo.png" in first_request[1].parts[0].text


async def test_the_agents_tab_closed_mid_run_ends_it_as_interrupted(make_agent, page_server, browser):
    provider = ScriptedProvider(
        [
            {"tool_calls": [{"name": "open_tab", "args": {"url": page_server("controls.html")}}]},
            {"tool_calls": [{"name": "wait", "args": {"ms": 3000}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "never"}}]},
        ]
    )
    agent = make_agent(provider)

    async def close_soon(event):
        if isinstance(event, ev.ToolCallStarted) and event.name == "wait":
            await browser.agent_tab.page.close()

    agent.subscribe(close_soon)
    outcome = await agent.run("Work in a new tab", start_url=page_server("controls.html"))
    assert outcome.status == "interrupted" and "closed" in outcome.summary
    assert agent.store.meta(outcome.session_id)["status"] == "interrupted"
