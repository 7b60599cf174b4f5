"""The TUI driven from the keyboard (Pilot), against a host that plays agent events."""

from __future__ import annotations

from textual.widgets import Collapsible, Static

from opticlick_tui.agent import events as ev
from opticlick_tui.tui.screens.main import MainScreen
from opticlick_tui.tui.screens.modals import AskUserModal, ConfirmModal
from opticlick_tui.tui.widgets.activity import ActivityStream, StreamingText
from opticlick_tui.tui.widgets.panels import NotesPanel, PlanTree, StatusLine
from opticlick_tui.tui.widgets.prompt import PromptInput
from tests.tui.conftest import wait_for


def activity_text(app) -> str:
    parts = []
    for widget in app.main.query_one(ActivityStream).query(Static):
        parts.append(str(widget.render()))
    return "\n".join(parts)


async def submit(pilot, app, text: str) -> None:
    prompt = app.main.query_one(PromptInput)
    prompt.focus()
    prompt.value = text
    await pilot.press("enter")


async def test_a_task_runs_to_finish_with_thinking_plan_and_status(fake_app):
    app, host = fake_app(steps=2, thinking="I see a Buy button so I will click it")
    async with app.run_test(size=(160, 48)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainScreen))
        await submit(pilot, app, "Buy the laptop")
        await wait_for(pilot, lambda: "finished after 2 steps" in activity_text(app))
        assert host.started[0][0] == "Buy the laptop"
        thinking = app.main.query(StreamingText).first()
        assert thinking.text.strip() == "I see a Buy button so I will click it"
        text = activity_text(app)
        assert (
            "Step 2" in text
            and "→ click(id=1)" in text
            and "✓ Clicked [1] button" in text
            and "finished after 2 steps" in text
        )
        plan = app.main.query_one(PlanTree)
        assert [i["status"] for i in plan.items] == ["done", "in_progress"]
        assert app.main.query_one(NotesPanel).notes == {"price": "$649"}
        status = app.main.query_one(StatusLine)
        assert status.state == "done" and status.step == 2 and status.url == "https://shop.example/2"
        assert app.main.query_one(PromptInput).placeholder.startswith("A follow-up")


async def test_follow_up_after_finish_continues_the_session(fake_app):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "First task")
        await wait_for(pilot, lambda: host.outcome == "finished")
        await submit(pilot, app, "Now compare prices")
        await wait_for(pilot, lambda: len(host.started) == 2)
        assert host.started[1][:2] == ("Now compare prices", host.started[1][1]) and host.started[1][1]
        # Prompt history with Up.
        prompt = app.main.query_one(PromptInput)
        prompt.focus()
        await pilot.press("up")
        assert prompt.value == "Now compare prices"
        await pilot.press("up")
        assert prompt.value == "First task"


async def test_ask_user_answered_through_the_modal(fake_app):
    app, host = fake_app(steps=1, ask="Which colour?")
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Buy a case")
        await wait_for(pilot, lambda: isinstance(app.screen, AskUserModal))
        assert "Which colour?" in str(app.screen.query_one("#question", Static).render())
        app.screen.query_one("#answer").value = "Blue"
        await pilot.press("enter")
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert host.answers == ["Blue"]
        assert "You answered: Blue" in activity_text(app)


async def test_answer_in_the_prompt_after_closing_the_modal(fake_app):
    app, host = fake_app(steps=1, ask="Size?")
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Buy shoes")
        await wait_for(pilot, lambda: isinstance(app.screen, AskUserModal))
        await pilot.press("escape")
        assert app.main.query_one(PromptInput).placeholder.startswith("Your answer")
        await submit(pilot, app, "42")
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert host.answers == ["42"]


async def test_stop_mid_run_with_one_key(fake_app):
    app, host = fake_app(steps=20, gated=True)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Long task")
        await wait_for(pilot, lambda: host.holding_at == 2)
        await pilot.press("ctrl+x")
        await wait_for(pilot, lambda: host.outcome == "stopped")
        assert "stopped" in activity_text(app)


async def test_take_over_and_resume(fake_app):
    app, host = fake_app(steps=4, gated=True)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Task")
        await wait_for(pilot, lambda: host.holding_at == 2)
        await pilot.press("ctrl+t")
        assert host.control.paused
        await wait_for(pilot, lambda: "Paused: the browser is yours" in activity_text(app))
        await pilot.press("ctrl+t")
        assert not host.control.paused
        host.allow(4)
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert "Resumed: the agent looks at the page afresh" in activity_text(app)


async def test_follow_up_while_running_reaches_the_agent(fake_app):
    app, host = fake_app(steps=3, gated=True)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Task")
        await wait_for(pilot, lambda: host.holding_at == 2)
        await submit(pilot, app, "also check the reviews")
        host.allow(3)
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert "You: also check the reviews" in activity_text(app)


async def test_slash_commands_reach_the_host(fake_app):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "/click 12")
        await submit(pilot, app, "/type 4 hello")
        await wait_for(pilot, lambda: len(host.manual_lines) == 2)
        assert host.manual_lines == ["/click 12", "/type 4 hello"]
        await submit(pilot, app, "/help")
        assert "/click N" in activity_text(app)


async def test_toggles_and_thinking_fold(fake_app):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Task")
        await wait_for(pilot, lambda: host.outcome == "finished")
        main = app.main
        assert main.current_image().endswith("00001-marks.png")
        await pilot.press("f3")
        assert main.current_image().endswith("00001.png")
        await pilot.press("f2")
        assert all(c.collapsed for c in main.query(Collapsible))
        await pilot.press("f4")
        assert "00001.png" in activity_text(app), "without a viewer, the path is printed"


async def test_80x24_without_graphics_renders(fake_app):
    app, host = fake_app(steps=2)
    app.protocol = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        await submit(pilot, app, "Small terminal task")
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert app.main.has_class("narrow")
        assert not app.main.query_one("#left").display
        assert "finished after 2 steps" in activity_text(app)


async def test_confirmation_modal_allows_or_denies(fake_app):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        results = []

        async def ask() -> None:
            results.append(await host.confirm("Open a new site, example.org?"))

        app.run_worker(ask())
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal))
        await pilot.press("y")
        await wait_for(pilot, lambda: results == [True])
        app.run_worker(ask())
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal))
        await pilot.press("n")
        await wait_for(pilot, lambda: results == [True, False])


async def test_bindings_can_be_remapped_from_config(tmp_path, monkeypatch):
    from opticlick_tui.config import Settings
    from opticlick_tui.tui.app import OpticlickApp
    from tests.tui.fake_host import FakeHost

    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))
    host = FakeHost(tmp_path / "data", steps=20, gated=True)
    app = OpticlickApp(
        host,
        protocol="halfblock",
        keymap={"stop": "ctrl+k"},
        settings=Settings(data_dir=str(tmp_path / "data")),
    )
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Long task")
        await wait_for(pilot, lambda: host.holding_at == 2)
        await pilot.press("ctrl+k")
        await wait_for(pilot, lambda: host.outcome == "stopped")


async def test_command_palette_lists_actions_sessions_and_models(fake_app):
    from opticlick_tui.tui.app import OpticlickCommands

    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "A task for the palette")
        await wait_for(pilot, lambda: host.outcome == "finished" and app.model_names)
        host.store.create("Earlier laptop search", {})
        provider = OpticlickCommands(app.screen)
        titles = [str(hit.text) async for hit in provider.search("e")]
        assert any("Stop the agent" in t for t in titles) or any("Settings" in t for t in titles)
        assert any("Review session: Earlier laptop search" in t for t in titles)
        assert any("Use model: fake-large" in t for t in titles)


async def test_words_while_driving_by_hand_go_to_the_model(fake_app):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "/goto example.org")
        await wait_for(pilot, lambda: host.driving_by_hand)
        assert host.started[0][2] == "manual" and "/goto example.org" in host.manual_lines
        await submit(pilot, app, "Now find the cheapest laptop")
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert host.started[1] == ("Now find the cheapest laptop", None, None)
        assert "Handing the browser over to the model" in activity_text(app)


async def test_a_one_step_run_says_one_step(fake_app):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainScreen))
        await submit(pilot, app, "Buy the laptop")
        await wait_for(pilot, lambda: "finished after 1 step:" in activity_text(app))
        assert "1 steps" not in activity_text(app)


async def test_what_a_step_does_after_a_notice_shows_below_the_notice(fake_app):
    """Taken over, the user's /type result belongs at the bottom of the stream, under "Paused",
    not up in the step's block above it."""
    app, host = fake_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainScreen))
        host.on_event(ev.StepStarted(2, 50))
        host.on_event(ev.ToolCallStarted(2, "c1", "click", {"id": 7}))
        host.on_event(ev.Paused())
        host.on_event(ev.ToolCallStarted(2, "hand1", "type", {"id": 4, "text": "Grace"}))
        host.on_event(ev.ToolResultReady(2, "hand1", "type", True, 'Typed "Grace" into [4]', 30.0))
        await wait_for(pilot, lambda: 'Typed "Grace"' in activity_text(app))
        text = activity_text(app)
        assert text.index("Paused: the browser is yours") < text.index('Typed "Grace"'), text
        assert text.index("click(id=7)") < text.index("Paused: the browser is yours")
