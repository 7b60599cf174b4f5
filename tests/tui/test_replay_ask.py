"""The TUI on the real agent host: `p` in History replays a recorded session with live progress, and
heals a step that no longer fits with the configured model; /ask answers a question without acting."""

from __future__ import annotations

import json

import pytest
from textual.widgets import Checkbox

from opticlick_tui.tui.screens.replay_dialogs import ReplayOptionsModal, SecretModal
from tests.agent.test_replay import RECORDING, form_site  # noqa: F401 - the fixture
from tests.tui.conftest import focused_on, wait_for
from tests.tui.test_main_screen import activity_text, submit
from tests.tui.test_real_agent import real_app

pytestmark = pytest.mark.slow


@pytest.mark.timeout(600)  # a recording, a replay and a question, each on real Chromium
async def test_history_p_replays_and_slash_ask_only_reads(tmp_path, monkeypatch, form_site):  # noqa: F811
    script = tmp_path / "record.jsonl"
    script.write_text("\n".join(json.dumps(t) for t in RECORDING))
    app, host = real_app(tmp_path, monkeypatch, provider="scripted", script=str(script))
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, f"/goto {form_site['url']}")  # manual: open the form first
        await wait_for(pilot, lambda: "Opened " in activity_text(app), timeout=180)
        await submit(pilot, app, "/stop")
        await wait_for(pilot, lambda: not host.running, timeout=30)
        await submit(pilot, app, "/new")
        await submit(pilot, app, "Fill in the profile and save it")
        await wait_for(pilot, lambda: "Saved" in activity_text(app) and not host.running, timeout=240)
        page = host.browser.agent_tab.page
        assert await page.text_content("#result") == "Saved: Grace Hopper / grace@example.org / Team"
        recorded = host.session_id
        await page.evaluate("document.getElementById('result').textContent = ''")

        await pilot.press("f5")
        await pilot.pause(0.2)
        await pilot.press("p")  # the newest session is selected; the options dialog opens
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayOptionsModal))
        await pilot.press("enter")  # as recorded: from step 1, no variables, no healing
        await wait_for(pilot, lambda: "Replayed 4 recorded actions" in activity_text(app), timeout=240)
        streamed = "".join(w.text for w in app.main.query("StreamingText"))
        assert 'Replaying step 4: click button "Save".' in streamed  # live progress, step by step
        assert await page.text_content("#result") == "Saved: Grace Hopper / grace@example.org / Team"
        await wait_for(pilot, lambda: not host.running, timeout=30)
        assert host.store.meta(host.session_id)["replay_of"] == recorded

        ask = tmp_path / "ask.jsonl"
        ask.write_text(
            "\n".join(
                json.dumps(t)
                for t in [
                    {"tool_calls": [{"name": "click", "args": {"id": "@Save"}}]},
                    {"tool_calls": [{"name": "finish", "args": {"summary": 'The button reads "Save".'}}]},
                ]
            )
        )
        host.settings.llm.script = str(ask)
        await page.evaluate("document.getElementById('result').textContent = ''")
        await submit(pilot, app, "/ask What does the button say?")
        await wait_for(pilot, lambda: 'The button reads "Save".' in activity_text(app), timeout=180)
        assert "not available in Ask mode" in activity_text(app)
        assert await page.text_content("#result") == ""
        await wait_for(pilot, lambda: not host.running, timeout=30)

        # The page is redesigned ("Save" is now "Store"): the replay with Heal ticked asks the
        # configured model for that one step and goes on.
        form_site["variant"] = "renamed"
        heal = tmp_path / "heal.jsonl"
        heal.write_text(json.dumps({"tool_calls": [{"name": "click", "args": {"id": "@Store"}}]}))
        host.settings.llm.script = str(heal)
        await pilot.press("f5")
        await pilot.pause(0.2)
        await pilot.press("j")  # past the /ask (newest, nothing to replay) to the first replay
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayOptionsModal))
        app.screen.query_one("#heal", Checkbox).value = True
        await pilot.press("enter")
        await wait_for(pilot, lambda: "the model repaired step 4" in activity_text(app), timeout=240)
        await wait_for(pilot, lambda: not host.running, timeout=30)
        assert await page.text_content("#result") == "Saved: Grace Hopper / grace@example.org / Team"
        streamed = "".join(w.text for w in app.main.query("StreamingText"))
        assert 'Healing: step 4: no button "Save"' in streamed
        assert host.store.meta(host.session_id)["healed_steps"] == [4]
        await pilot.press("ctrl+q")


@pytest.mark.timeout(600)
async def test_a_replayed_password_is_asked_in_a_masked_dialog_and_never_kept(
    tmp_path, monkeypatch, page_server
):
    import secrets as random_source

    recorded = "pw" + random_source.token_hex(6)
    script = tmp_path / "record.jsonl"
    turns = [
        {"tool_calls": [{"name": "navigate", "args": {"url": page_server("controls.html")}}]},
        {"tool_calls": [{"name": "type", "args": {"id": "@Password", "text": recorded, "clear": True}}]},
        {"tool_calls": [{"name": "finish", "args": {"summary": "typed"}}]},
    ]
    script.write_text("\n".join(json.dumps(t) for t in turns))
    app, host = real_app(tmp_path, monkeypatch, provider="scripted", script=str(script))
    fresh = "pw" + random_source.token_hex(6)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Type the password")
        await wait_for(pilot, lambda: host.session_id is not None and not host.running, timeout=240)
        page = host.browser.agent_tab.page
        await page.fill("#pw", "")

        await pilot.press("f5")
        await pilot.pause(0.2)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayOptionsModal))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, SecretModal), timeout=240)
        await wait_for(pilot, lambda: focused_on(app, "#secret"))
        for ch in fresh:
            await pilot.press(ch)
        assert fresh not in app.export_screenshot()
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Replayed 2 recorded actions" in activity_text(app), timeout=240)
        await wait_for(pilot, lambda: not host.running, timeout=30)
        assert await page.input_value("#pw") == fresh
        assert fresh not in activity_text(app)
        await pilot.press("ctrl+q")
    for path in (tmp_path / "data").rglob("*"):  # sessions, steps, logs, index
        if path.is_file():
            assert fresh.encode() not in path.read_bytes(), path


@pytest.mark.timeout(600)
async def test_slash_schema_goes_with_the_next_task_and_shows_its_result(tmp_path, monkeypatch, page_server):
    from opticlick_tui.tui.widgets.panels import StatusLine
    from tests.agent.test_budget_schema import SCHEMA

    schema = tmp_path / "person.json"
    schema.write_text(json.dumps(SCHEMA))
    bad = tmp_path / "bad.json"
    bad.write_text('{"type": 12}')
    script = tmp_path / "turns.jsonl"
    finish = [{"name": "finish", "args": {"summary": "Counted", "result": {"name": "Ada", "count": 0}}}]
    turns = [
        {"tool_calls": [{"name": "navigate", "args": {"url": page_server("controls.html")}}]},
        {"tool_calls": finish},  # invalid: back to the model with the validation message
        {
            "tool_calls": [
                {**finish[0], "args": {"summary": "Counted", "result": {"name": "Ada", "count": 2}}}
            ]
        },
    ]
    script.write_text("\n".join(json.dumps(t) for t in turns))
    app, host = real_app(tmp_path, monkeypatch, provider="scripted", script=str(script))
    async with app.run_test(size=(160, 48)) as pilot:
        status = app.main.query_one("#status", StatusLine)
        await submit(pilot, app, f"/schema {tmp_path / 'missing.json'}")
        assert "Cannot read the schema" in activity_text(app) and status.schema == ""
        await submit(pilot, app, f"/schema {bad}")
        assert f"The schema {bad} is not a valid JSON Schema" in activity_text(app) and status.schema == ""
        await submit(pilot, app, f"/schema {schema}")
        assert status.schema == "person.json" and "next result: person.json" in str(status.render())
        await submit(pilot, app, "Count the people")
        await wait_for(pilot, lambda: "Result (person.json)" in activity_text(app), timeout=240)
        assert 'Result (person.json): {"name": "Ada", "count": 2}' in activity_text(app)
        assert status.schema == ""  # the next task has none
        assert host.store.meta(app.last_session)["result"] == {"name": "Ada", "count": 2}
        assert app.next_schema.take() is None
        await pilot.press("ctrl+q")
