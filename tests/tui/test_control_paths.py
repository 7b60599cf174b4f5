"""Control paths a user must be able to trust (issue 8 §1): a stop while the agent asks, one word
for the run's state, multi-line pastes, and a task typed with no model set up."""

from __future__ import annotations

import pytest
from textual import events

from opticlick_tui.tui.screens.modals import AskUserModal
from opticlick_tui.tui.widgets.panels import StatusLine
from opticlick_tui.tui.widgets.prompt import PromptInput
from tests.tui.conftest import wait_for
from tests.tui.test_main_screen import activity_text, submit


async def test_stop_while_the_agent_asks_closes_the_question_and_keeps_the_draft(fake_app):
    app, host = fake_app(steps=3, ask="Which size?")
    async with app.run_test(size=(120, 35)) as pilot:
        await submit(pilot, app, "Buy shoes")
        await wait_for(pilot, lambda: isinstance(app.screen, AskUserModal))
        app.screen.query_one("#answer").value = "size 42 please"
        await pilot.press("ctrl+x")
        await wait_for(pilot, lambda: host.outcome == "stopped")
        await wait_for(pilot, lambda: not isinstance(app.screen, AskUserModal))
        assert host.answers == []
        prompt = app.main.query_one(PromptInput)
        assert prompt.value == "size 42 please", "the unsent answer must come back, not vanish"
        assert "unsent answer is back in the prompt" in activity_text(app)
        # Enter now sends it to the same session as a follow-up, not to a new session.
        stopped_session = host.session_id
        prompt.focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(host.started) == 2)
        assert host.started[1] == ("size 42 please", stopped_session, None)


@pytest.mark.parametrize("key", ["ctrl+x", "ctrl+c", "/stop"])
async def test_status_word_after_a_stop_is_stopped(fake_app, key):
    app, host = fake_app(steps=10, gated=True)
    async with app.run_test(size=(120, 35)) as pilot:
        await submit(pilot, app, "Long task")
        await wait_for(pilot, lambda: host.holding_at == 2)
        if key.startswith("/"):
            await submit(pilot, app, key)
        else:
            await pilot.press(key)
        await wait_for(pilot, lambda: "stopped after" in activity_text(app))
        status = app.main.query_one(StatusLine)
        assert status.state == "stopped"
        assert " stopped " in str(status.render())


async def test_multi_line_paste_keeps_every_line(fake_app):
    app, host = fake_app(steps=1, ask="Delivery address?")
    async with app.run_test(size=(120, 35)) as pilot:
        prompt = app.main.query_one(PromptInput)
        prompt.focus()
        prompt.post_message(events.Paste("Find flights\nfrom Berlin\n\nto Lisbon"))
        await wait_for(pilot, lambda: prompt.value != "")
        assert prompt.value == "Find flights from Berlin to Lisbon"
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, AskUserModal))
        assert host.started[0][0] == "Find flights from Berlin to Lisbon"
        answer = app.screen.query_one("#answer")
        answer.post_message(events.Paste("1 Main St\nSpringfield"))
        await wait_for(pilot, lambda: answer.value != "")
        assert answer.value == "1 Main St Springfield"
        await pilot.press("enter")
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert host.answers == ["1 Main St Springfield"]


async def test_a_task_with_no_model_says_so_at_once(fake_app):
    app, host = fake_app(steps=1, has_model=False)
    async with app.run_test(size=(120, 35)) as pilot:
        await submit(pilot, app, "Find the cheapest laptop")
        await wait_for(pilot, lambda: "No model is set up" in activity_text(app))
        assert host.started == [], "nothing may start and sit in 'thinking'"
        assert "F8" in activity_text(app) and "/goto URL" in activity_text(app)
        assert app.main.query_one(StatusLine).state == "idle"


async def test_keys_that_arrive_together_act_in_the_order_typed(fake_app):
    """Over SSH keystrokes arrive in batches: editing keys and Enter must not be overtaken by the
    letters typed after them."""
    from textual import events

    from opticlick_tui.tui.widgets.prompt import PromptInput

    app, host = fake_app(has_model=False)
    async with app.run_test(size=(120, 35)) as pilot:
        prompt = app.main.query_one(PromptInput)
        prompt.focus()
        await pilot.pause()

        def batch(*keys: str) -> None:
            for key in keys:
                char = key if len(key) == 1 else None
                app.post_message(events.Key(key, char))  # all queued before any is handled

        batch("x", "y", "z", "ctrl+u", "a", "b", "c", "backspace", "d", "left", "X", "home", "Y")
        await wait_for(pilot, lambda: prompt.value == "YabXd")
        batch("end", "ctrl+u", "/", "n", "e", "w", "enter", "m", "o", "r", "e")
        await wait_for(pilot, lambda: prompt.value == "more")
        assert "New session: type a task." in activity_text(app), (prompt.history, host.manual_lines)


async def test_driving_by_hand_the_status_says_it_is_the_users_move(fake_app):
    app, host = fake_app(has_model=False)
    async with app.run_test(size=(120, 35)) as pilot:
        await submit(pilot, app, "/goto https://shop.example/")
        status = app.main.query_one(StatusLine)
        await wait_for(pilot, lambda: status.state == "your move")
        assert "thinking" not in str(status.render())
