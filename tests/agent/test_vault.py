"""The secrets vault: <secret:NAME> typed at dispatch, only on allowed hosts, and canaries showing the
value never reaches a file, a log, an export, an event or a model request."""

from __future__ import annotations

import json
import secrets

import keyring
import pytest
from keyring.backend import KeyringBackend

from opticlick_tui.agent import events as ev
from opticlick_tui.export.report import export
from opticlick_tui.llm.gemini import GeminiProvider
from opticlick_tui.store.vault import Vault, VaultError
from tests.fakes.gemini import FakeGemini, call_part, reply_events


def turn(*calls):
    return reply_events("", "", [call_part(name, args) for name, args in calls])


def canary() -> str:
    return "cnry" + secrets.token_hex(8)  # secret-shaped, built at run time, never committed


async def test_secrets_are_typed_but_never_stored_sent_or_shown(
    make_agent, page_server, agent_settings, browser, monkeypatch
):
    user, password = canary(), canary()
    monkeypatch.setenv("OPTICLICK_SECRET_SITE_USER", user)
    monkeypatch.setenv("OPTICLICK_SECRET_SITE_PASS", password)
    monkeypatch.setenv("OPTICLICK_SECRET_OTHER_SITE", canary())
    data = agent_settings.resolved_data_dir()
    vault = Vault(data)
    vault.set_hosts("SITE_PASS", ["127.0.0.1"])
    vault.set_hosts("OTHER_SITE", ["example.com"])
    script = [
        turn(("type", {"id": "@Your name", "text": "<secret:SITE_USER>", "clear": True})),
        turn(("type", {"id": "@Password", "text": "<secret:SITE_PASS>", "clear": True})),
        turn(("type", {"id": "@Email address", "text": "<secret:OTHER_SITE>"})),
        turn(("get_page_text", {}), ("fetch_dom", {"id": "@Your name"})),
        turn(("finish", {"summary": "Logged in", "success": True})),
    ]
    with FakeGemini(script) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url))
        outcome = await agent.run("Log in as <secret:SITE_USER>", start_url=page_server("controls.html"))
        requests = json.dumps([r.json for r in fake.requests])
    assert outcome.success, outcome.summary
    page = browser.agent_tab.page
    # Typed for real, where allowed...
    assert await page.input_value("#name") == user
    assert await page.input_value("#pw") == password
    # ...and refused on a site the secret does not belong to.
    assert await page.input_value("#email") == ""
    results = [e for e in agent.events if isinstance(e, ev.ToolResultReady) and e.name == "type"]
    assert not results[2].ok and "may only be typed on example.com" in results[2].text
    # The model saw the placeholder where the page shows the value.
    assert "<secret:SITE_USER>" in requests and 'value=\\"<secret:SITE_USER>\\"' in requests
    exports = b"".join(export(agent.store, outcome.session_id, fmt) for fmt in ("html", "md", "json"))
    shown = repr(agent.events)
    for value in (user, password):
        assert value not in requests
        assert value.encode() not in exports
        assert value not in shown
        for path in data.rglob("*"):
            if path.is_file():
                assert value.encode() not in path.read_bytes(), path
    assert "SITE_PASS" in (data / "secrets.json").read_text()


async def test_a_secret_in_a_url_is_put_in_on_its_host_only_and_never_kept(
    make_agent, page_server, agent_settings, browser, monkeypatch
):
    token, other, start_token = canary(), canary(), canary()
    monkeypatch.setenv("OPTICLICK_SECRET_API_TOKEN", token)
    monkeypatch.setenv("OPTICLICK_SECRET_OTHER_TOKEN", other)
    monkeypatch.setenv("OPTICLICK_SECRET_START_TOKEN", start_token)
    data = agent_settings.resolved_data_dir()
    vault = Vault(data)
    vault.set_hosts("API_TOKEN", ["127.0.0.1"])
    vault.set_hosts("OTHER_TOKEN", ["example.com"])
    page = page_server("controls.html")
    script = [
        turn(("navigate", {"url": page + "?token=<secret:API_TOKEN>"})),
        turn(("navigate", {"url": page + "?other=<secret:OTHER_TOKEN>"})),
        turn(("navigate", {"url": "http://<secret:API_TOKEN>/x"})),
        turn(("finish", {"summary": "Opened", "success": True})),
    ]
    with FakeGemini(script) as fake:
        agent = make_agent(GeminiProvider("test-key", base_url=fake.url))
        outcome = await agent.run("Open the page", start_url=page + "?start=<secret:START_TOKEN>")
        requests = json.dumps([r.json for r in fake.requests])
    assert outcome.success, outcome.summary
    # The page was opened with the value, on the host the secret belongs to...
    assert browser.agent_tab.page.url == page + "?token=" + token
    results = [e for e in agent.events if isinstance(e, ev.ToolResultReady) and e.name == "navigate"]
    assert results[0].ok
    # ...and refused elsewhere, or where the secret would pick the site itself.
    assert not results[1].ok and "may only be used on example.com" in results[1].text
    assert not results[2].ok and "may not stand for the site itself" in results[2].text
    # What is kept says where, with the placeholder.
    assert agent.store.step(outcome.session_id, 2)["url"] == page + "?token=<secret:API_TOKEN>"
    assert agent.store.step(outcome.session_id, 1)["url"] == page + "?start=<secret:START_TOKEN>"
    assert "?token=<secret:API_TOKEN>" in requests
    exports = b"".join(export(agent.store, outcome.session_id, fmt) for fmt in ("html", "md", "json"))
    shown = repr(agent.events)
    for value in (token, other, start_token):
        assert value not in requests
        assert value.encode() not in exports
        assert value not in shown
        for path in data.rglob("*"):
            if path.is_file():
                assert value.encode() not in path.read_bytes(), path


class _MemoryKeyring(KeyringBackend):
    """An OS keyring stand-in for this process (the test machine has none)."""

    priority = 1

    def __init__(self):
        super().__init__()
        self.values: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.values.get((service, username))

    def set_password(self, service, username, password):
        self.values[(service, username)] = password

    def delete_password(self, service, username):
        self.values.pop((service, username))


@pytest.fixture
def memory_keyring():
    before = keyring.get_keyring()
    ring = _MemoryKeyring()
    keyring.set_keyring(ring)
    yield ring
    keyring.set_keyring(before)


def test_vault_keeps_values_in_the_keyring_only(tmp_path, memory_keyring, monkeypatch):
    value = canary()
    vault = Vault(tmp_path)
    vault.set("BANK", value, ["bank.example", "WWW.Bank.example"])
    assert memory_keyring.values[("opticlick", "BANK")] == value
    assert value not in (tmp_path / "secrets.json").read_text()
    assert vault.get("BANK") == value and vault.hosts("BANK") == ["bank.example", "www.bank.example"]
    monkeypatch.setenv("OPTICLICK_SECRET_FROM_ENV", "x" + value)
    listed = {i.name: i.source for i in vault.list()}
    assert listed == {"BANK": "keyring", "FROM_ENV": "env"}
    assert vault.remove("BANK") and vault.get("BANK") is None
    with pytest.raises(VaultError, match="not a secret name"):
        vault.set("no spaces", value, [])
