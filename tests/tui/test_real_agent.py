"""The TUI on the real agent host: a real headless Chromium, the scripted model through the real
loop, and manual /commands that reach the browser."""

from __future__ import annotations

import json

import pytest

from opticlick_tui.config import Settings
from opticlick_tui.tui.app import OpticlickApp
from opticlick_tui.tui.host import RealHost
from tests.tui.conftest import wait_for
from tests.tui.test_main_screen import activity_text, submit

pytestmark = pytest.mark.slow


def real_app(tmp_path, monkeypatch, **llm):
    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))
    settings = Settings(data_dir=str(tmp_path / "data"))
    settings.browser.headless = True
    settings.browser.settle_quiet_ms = 150
    settings.agent.permission_mode = "auto"
    for key, value in llm.items():
        setattr(settings.llm, key, value)
    host = RealHost(settings)
    return OpticlickApp(host, protocol="halfblock", settings=settings), host


async def test_real_agent_with_a_scripted_model(tmp_path, monkeypatch, page_server):
    script = tmp_path / "turns.jsonl"
    script.write_text(
        "\n".join(
            json.dumps(t)
            for t in [
                {
                    "thinking": "I will open the controls page.",
                    "tool_calls": [{"name": "navigate", "args": {"url": page_server("controls.html")}}],
                },
                {
                    "tool_calls": [
                        {"name": "todo_create", "args": {"items": ["Type the name"]}},
                        {"name": "type", "args": {"id": "@Your name", "text": "Grace", "clear": True}},
                    ]
                },
                {"tool_calls": [{"name": "finish", "args": {"summary": "Name typed."}}]},
            ]
        )
    )
    app, host = real_app(tmp_path, monkeypatch, provider="scripted", script=str(script))
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Type Grace into the name field")
        await wait_for(pilot, lambda: "finished after 3 steps" in activity_text(app), timeout=60)
        page = host.browser.agent_tab.page
        assert await page.input_value("#name") == "Grace"
        text = activity_text(app)
        assert "I will open the controls page." in "".join(w.text for w in app.main.query("StreamingText"))
        assert 'Typed "Grace" into' in text
        assert app.main.query_one("#plan").items[0]["text"] == "Type the name"
        assert app.main.current_image().endswith("00003-marks.jpg")
        await pilot.press("ctrl+q")
    assert host.browser is None, "quitting closes the browser"


async def test_manual_commands_drive_the_browser(tmp_path, monkeypatch, page_server):
    app, host = real_app(tmp_path, monkeypatch, provider="manual")
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, f"/goto {page_server('actions.html')}")
        await wait_for(pilot, lambda: "Opened " in activity_text(app), timeout=30)
        await wait_for(pilot, lambda: '"Trusted button"' in activity_text(app), timeout=30)
        marks = activity_text(app)
        button = next(line for line in marks.splitlines() if '"Trusted button"' in line)
        number = button.split("]")[0].split("[")[-1]
        await submit(pilot, app, f"/click {number}")
        await wait_for(
            pilot,
            lambda: "Clicked [" in activity_text(app) and '"Plain text"' in activity_text(app),
            timeout=30,
        )
        field = next(line for line in activity_text(app).splitlines() if '"Plain text"' in line)
        await submit(pilot, app, f"/type {field.split(']')[0].split('[')[-1]} typed by hand")
        await wait_for(
            pilot, lambda: "typed by hand" in activity_text(app) and "Typed" in activity_text(app), timeout=30
        )
        page = host.browser.agent_tab.page
        log = await page.evaluate("window.log")
        assert log[0]["id"] == "btn" and log[0]["trusted"] is True
        assert (await page.input_value("#text")).endswith("typed by hand")
        await submit(pilot, app, "/click notanumber")
        await wait_for(pilot, lambda: "not a mark number" in activity_text(app))
        await pilot.press("ctrl+x")
        await wait_for(pilot, lambda: not host.running, timeout=10)
        await pilot.press("ctrl+q")
    assert host.browser is None


def mark_number(text: str, needle: str) -> str:
    line = next(line for line in text.splitlines() if needle in line and "[" in line)
    return line.split("]")[0].split("[")[-1]


async def test_taken_over_commands_act_in_the_agents_tab(tmp_path, monkeypatch, page_server):
    """ctrl+t pauses; then /type and /click act in the agent's tab (over SSH they are the only
    hands); ctrl+t hands back and the agent sees the page as the user left it."""
    script = tmp_path / "turns.jsonl"
    script.write_text(
        "\n".join(
            json.dumps(t)
            for t in [
                {"tool_calls": [{"name": "navigate", "args": {"url": page_server("controls.html")}}]},
                {"tool_calls": [{"name": "ask_user", "args": {"question": "Shall I go on?"}}]},
                {"tool_calls": [{"name": "finish", "args": {"summary": "Seen."}}]},
            ]
        )
    )
    app, host = real_app(tmp_path, monkeypatch, provider="scripted", script=str(script))
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Fill the form")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "AskUserModal", timeout=60)
        assert "ctrl+t" in (await host.manual("/click 1") or ""), (
            "while the model drives, say how to take over"
        )
        await pilot.press("ctrl+t")
        app.screen.query_one("#answer").value = "yes"
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Paused: the browser is yours" in activity_text(app), timeout=30)
        number = mark_number(activity_text(app), '"Your name"')
        await submit(pilot, app, f"/type {number} Typed by hand")
        await wait_for(pilot, lambda: 'Typed "Typed by hand"' in activity_text(app), timeout=30)
        page = host.browser.agent_tab.page
        assert (await page.input_value("#name")).endswith("Typed by hand")
        await submit(pilot, app, "/done")
        await wait_for(pilot, lambda: "/stop ends the run" in activity_text(app))
        await pilot.press("ctrl+t")
        await wait_for(pilot, lambda: "finished after 3 steps" in activity_text(app), timeout=60)
        step3 = next(s for s in host.store.steps(app.last_session) if s["step"] == 3)
        assert any("the user did type" in m for m in step3["user_messages"])
        assert any("Typed by hand" in line for line in step3["marks"]), step3["marks"]
        await pilot.press("ctrl+q")


async def test_connect_attaches_to_a_running_chrome(tmp_path, monkeypatch, page_server):
    """/connect URL attaches at runtime (not /attach, which is for files); the next /command acts
    in that Chrome, and quitting leaves it running."""
    from opticlick_tui.browser.chrome_path import find_chrome
    from opticlick_tui.browser.launch import launch_chrome

    chrome = await launch_chrome(find_chrome(), tmp_path / "workstation-profile", headless=True)
    try:
        app, host = real_app(tmp_path, monkeypatch, provider="manual")
        async with app.run_test(size=(160, 48)) as pilot:
            await submit(pilot, app, "/attach http://127.0.0.1:9222")
            await wait_for(pilot, lambda: "use /connect URL" in activity_text(app))
            await submit(pilot, app, "/connect http://127.0.0.1:9")
            await wait_for(pilot, lambda: "Could not attach" in activity_text(app), timeout=30)
            await submit(pilot, app, f"/connect {chrome.endpoint}")
            await wait_for(
                pilot, lambda: f"Attached to the Chrome at {chrome.endpoint}" in activity_text(app), 30
            )
            assert host.browser.chrome is None, "attached, not launched"
            await submit(pilot, app, f"/goto {page_server('controls.html')}")
            await wait_for(pilot, lambda: "Opened " in activity_text(app), timeout=30)
            await pilot.press("ctrl+x")
            await wait_for(pilot, lambda: not host.running, timeout=20)
            await pilot.press("ctrl+q")
        assert chrome.alive(), "the workstation's Chrome keeps running after we quit"
        from playwright.async_api import async_playwright

        async with async_playwright() as pw:
            remote = await pw.chromium.connect_over_cdp(chrome.endpoint)
            urls = [p.url for c in remote.contexts for p in c.pages]
            assert any(u.endswith("controls.html") for u in urls)
    finally:
        await chrome.stop()


async def test_a_page_dialog_between_tasks_is_asked_in_the_tui(tmp_path, monkeypatch, page_server):
    """With no task running, a confirm() the page raises on its own (the user browsing in the
    agent's Chrome, a timer) is the user's to answer in ask mode: a dialog in the TUI, not a
    silent dismissal, and the page gets the answer."""
    from opticlick_tui.tui.screens.modals import ConfirmModal

    app, host = real_app(tmp_path, monkeypatch, provider="manual")
    host.settings.agent.permission_mode = "ask"
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, f"/goto {page_server('controls.html')}")
        await wait_for(pilot, lambda: "Opened " in activity_text(app), timeout=60)
        await submit(pilot, app, "/stop")
        await wait_for(pilot, lambda: not host.running, timeout=30)
        page = host.browser.agent_tab.page
        await page.goto(page_server("timer_dialogs.html?after=50"), wait_until="load")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), timeout=30)
        assert "Discard the draft?" in app.screen.question
        await pilot.press("y")
        await wait_for(pilot, lambda: not isinstance(app.screen, ConfirmModal))
        deadline = 30
        while (answer := await page.text_content("#out")) == "waiting" and deadline > 0:
            await pilot.pause(0.1)
            deadline -= 0.1
        assert answer == "discarded"
        assert host.browser.agent_tab.dialogs[-1].action == "accepted by the user"
        await pilot.press("ctrl+q")
