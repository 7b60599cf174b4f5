"""What ask mode confirms (and what it must not), what auto never asks, URLs that carry private
values, and URLs the user gave."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.agent.safety import SafetyPolicy
from opticlick_tui.llm.scripted import ScriptedProvider
from tests.agent.test_cli_run import env_for, write_script

LOGIN = "http://127.0.0.1:8000/login/index.html"


def test_ask_mode_confirms_only_what_is_sensitive():
    ask = SafetyPolicy("ask")
    ask.approve_host(LOGIN)
    assert ask.check("click", {"id": 6}, LOGIN, "Submit") is None, "a plain form's Submit"
    assert ask.check("type", {"id": 1, "text": "ada"}, LOGIN, "Username", "text") is None, (
        "a username on /login"
    )
    assert ask.check("type", {"id": 2, "text": "x"}, LOGIN, "Password", "password")
    assert ask.check("type", {"id": 3, "text": "x"}, LOGIN, "Card number", "secret")
    assert ask.check("click", {"id": 7}, LOGIN, "Buy now")
    assert ask.check("click", {"id": 1}, "https://www.mybank.example/home", "Accounts")
    assert ask.check("navigate", {"url": "https://elsewhere.example/"}, LOGIN)
    ask.did("click", LOGIN, "Submit")
    assert ask.check("click", {"id": 6}, LOGIN, "Submit"), "a second submit within 45 s is confirmed in ask"


def test_auto_never_asks_not_even_for_a_second_submit():
    auto = SafetyPolicy("auto")
    auto.did("click", LOGIN, "Submit")
    auto.did("click", LOGIN, "Place order")
    for label in ("Submit", "Place order", "Delete account"):
        assert auto.check("click", {"id": 6}, LOGIN, label) is None
    assert auto.check("navigate", {"url": "https://elsewhere.example/"}, LOGIN) is None
    assert (
        auto.check_request("vfs_download", "https://evil.example/?d=secret-value", ["secret-value"], LOGIN)
        is None
    )


def test_a_url_carrying_notes_or_typed_text_is_confirmed_on_any_host():
    ask = SafetyPolicy("ask")
    ask.approve_host(LOGIN)
    ask.user_text = "Find order 12345678 status"
    ask.typed.add("ada lovelace")
    page = "http://127.0.0.1:8000/shop/"
    assert ask.check_request(
        "navigate", "http://127.0.0.1:8000/exfil?data=my-private-note", ["my-private-note"], page
    )
    assert ask.check_request("navigate", "http://127.0.0.1:8000/x?u=ada%20lovelace", [], page)
    assert ask.check_request("vfs_download", "http://newhost.example/file.csv", [], page), "a new host"
    assert ask.check_request("navigate", "http://127.0.0.1:8000/orders?id=12345678", [], page) is None, (
        "a value the user wrote is theirs to send"
    )
    assert (
        ask.check_request("navigate", "http://127.0.0.1:8000/shop/page2", ["my-private-note"], page) is None
    )


async def test_without_a_terminal_ask_mode_does_what_the_task_asks(make_agent, page_server, agent_settings):
    agent_settings.agent.permission_mode = "ask"
    provider = ScriptedProvider(
        [
            {"tool_calls": [{"name": "type", "args": {"id": "@Username", "text": "ada"}}]},
            {"tool_calls": [{"name": "click", "args": {"id": "@Submit"}}]},
            {"tool_calls": [{"name": "type", "args": {"id": "@Password", "text": "hunter22"}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]},
        ]
    )
    control = AgentControl()
    control.confirm = None  # nobody to ask
    agent = make_agent(provider, control=control)
    outcome = await agent.run("Sign in as ada", start_url=page_server("login/index.html"))
    assert outcome.status == "finished"
    results = [e for e in agent.events if isinstance(e, ev.ToolResultReady)]
    assert results[0].ok and results[1].ok, [r.text for r in results]
    assert not results[2].ok and "confirmation" in results[2].text, "a password field still needs a yes"


async def test_requests_that_carry_notes_or_reach_new_hosts_are_asked(
    make_agent, page_server, agent_settings
):
    agent_settings.agent.permission_mode = "ask"
    asked: list[str] = []

    async def confirm(question: str) -> bool:
        asked.append(question)
        return False

    control = AgentControl()
    control.confirm = confirm
    exfil = page_server("next.html") + "?data=order-778899-zq"
    provider = ScriptedProvider(
        [
            {"tool_calls": [{"name": "note_write", "args": {"key": "order", "text": "order-778899-zq"}}]},
            {"tool_calls": [{"name": "navigate", "args": {"url": exfil}}]},
            {
                "tool_calls": [
                    {"name": "vfs_download", "args": {"url": page_server.other + "/download/a.csv"}}
                ]
            },
            {"tool_calls": [{"name": "vfs_download", "args": {"url": page_server("download/b.csv")}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]},
        ]
    )
    agent = make_agent(provider, control=control)
    outcome = await agent.run("Look around", start_url=page_server("controls.html"))
    assert outcome.status == "finished"
    assert len(asked) == 2, asked
    assert "carries" in asked[0] and "new site, localhost" in asked[1]
    files = agent.store.paths(outcome.session_id).files
    assert (files / "b.csv").exists() and not (files / "a.csv").exists()


async def test_a_url_the_user_gave_opens_even_as_file(make_agent, page_server, agent_settings, tmp_path):
    from tests.conftest import PAGES

    agent_settings.browser.allow_local_urls = False
    report = (PAGES / "controls.html").resolve().as_uri()
    other = (PAGES / "next.html").resolve().as_uri()
    provider = ScriptedProvider(
        [
            {"tool_calls": [{"name": "navigate", "args": {"url": report}}]},
            {"tool_calls": [{"name": "navigate", "args": {"url": other}}]},
            {"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]},
        ]
    )
    agent = make_agent(provider)
    outcome = await agent.run(f"Summarise {report}", start_url=report)
    assert outcome.status == "finished", outcome
    results = [e for e in agent.events if isinstance(e, ev.ToolResultReady)]
    assert results[0].ok, results[0].text
    assert not results[1].ok and "off-limits" in results[1].text, "the model's own file: URL is still refused"


@pytest.mark.slow
def test_a_run_without_a_terminal_says_once_what_ask_mode_will_refuse(tmp_path, page_server):
    script = write_script(
        tmp_path / "s.jsonl", [{"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]}]
    )
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "opticlick_tui", "run", "x", "--url", page_server("controls.html"), "--script", str(script), "--headless"],
        capture_output=True, text=True, env=env_for(tmp_path), cwd=tmp_path, stdin=subprocess.DEVNULL, timeout=120,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert run.stderr.count("No terminal to confirm on") == 1 and "--permission auto" in run.stderr
    assert time.monotonic() - started < 120
