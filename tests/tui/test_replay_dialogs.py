"""`p` in History opens the replay options (heal, start step, variables): bad input is one sentence in
the dialog, good input starts the replay with exactly those options; the password dialog is masked."""

from __future__ import annotations

from textual.widgets import Checkbox, Input, Static

from opticlick_tui.replay.options import ReplayOptions
from opticlick_tui.tui.screens.replay_dialogs import ReplayOptionsModal, SecretModal
from tests.tui.conftest import focused_on, wait_for
from tests.tui.test_main_screen import activity_text


def _fingerprint(kind: str, label: str, tag: str) -> dict:
    return {"kind": kind, "label": label, "tag": tag, "v": 1}


def _record_session(store) -> str:
    """A recording as the loop saves it: step 1 types into "Email", step 2 clicks "Save"."""
    sid = store.create("Fill in the profile", {"provider": "scripted", "model": "x"})
    url = "http://127.0.0.1:1/form.html"
    steps = [
        ("type", {"id": 3, "text": "grace@example.org"}, _fingerprint("textbox", "Email", "input")),
        ("click", {"id": 7}, _fingerprint("button", "Save", "button")),
    ]
    for n, (name, args, fp) in enumerate(steps, start=1):
        call_id = f"c{n}"
        store.write_step(
            sid,
            n,
            {
                "step": n,
                "url": url,
                "calls": [{"id": call_id, "name": name, "args": args}],
                "results": [{"call_id": call_id, "name": name, "content": "ok", "is_error": False}],
                "targets": {call_id: {"id": fp}},
            },
        )
    store.update_meta(sid, {"status": "finished", "steps": 2, "success": True})
    return sid


async def _fill(pilot, modal, from_text: str, vars_text: str) -> str:
    modal.query_one("#from", Input).value = from_text
    modal.query_one("#vars", Input).value = vars_text
    modal.query_one("#from", Input).focus()
    await pilot.press("enter")
    await pilot.pause(0.05)
    return str(modal.query_one("#error", Static).render()) if modal.is_attached else ""


async def test_replay_options_are_checked_then_passed_to_the_replay(fake_app):
    app, host = fake_app()
    sid = _record_session(host.store)
    started: list[tuple[str, ReplayOptions | None]] = []

    async def replay(source_id, options=None):
        started.append((source_id, options))

    host.replay = replay
    async with app.run_test(size=(140, 44)) as pilot:
        await pilot.press("f5")
        await pilot.pause(0.2)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayOptionsModal))
        modal = app.screen

        error = await _fill(pilot, modal, "two", "")
        assert error == "Start at step: write a step number from 1 (not 'two')."
        error = await _fill(pilot, modal, "9", "")
        assert error == f"Session {sid} has no page actions to replay from step 9."
        error = await _fill(pilot, modal, "1", "Email")
        assert error.startswith("Variables: 'Email' is not NAME=VALUE")
        error = await _fill(pilot, modal, "1", "Surname=Hopper")
        assert error.startswith('--var Surname matches nothing in the recording; it types into "Email"')
        assert isinstance(app.screen, ReplayOptionsModal) and started == []  # nothing ran

        modal.query_one("#heal", Checkbox).value = True
        error = await _fill(pilot, modal, "2", "Email=ada@example.org; Plan = Team ")
        # From step 2 on (the click) nothing types into "Email": the check is against the steps replayed.
        assert error.startswith("--var Email matches nothing") and started == []
        await _fill(pilot, modal, "1", "Email=ada@example.org")
        await wait_for(pilot, lambda: bool(started))
        assert started == [
            (sid, ReplayOptions(heal=True, from_step=1, variables={"Email": "ada@example.org"}))
        ]

        # Escape leaves without replaying.
        await pilot.press("f5")
        await pilot.pause(0.2)
        await pilot.press("p")
        await wait_for(pilot, lambda: isinstance(app.screen, ReplayOptionsModal))
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert len(started) == 1 and not isinstance(app.screen, ReplayOptionsModal)


async def test_the_password_dialog_masks_what_is_typed(fake_app):
    import secrets as random_source

    app, host = fake_app()
    value = "pw" + random_source.token_hex(6)
    got: list[str] = []
    async with app.run_test(size=(140, 44)) as pilot:

        async def ask() -> None:
            got.append(await host.ask_secret('step 3: type •••• into textbox[password] "Password"'))

        app.run_worker(ask())
        await wait_for(pilot, lambda: isinstance(app.screen, SecretModal))
        await wait_for(pilot, lambda: focused_on(app, "#secret"))
        for ch in value:
            await pilot.press(ch)
        await pilot.pause(0.05)
        shown = app.export_screenshot()  # what the terminal shows
        assert value not in shown and "Password" in shown and "•" in shown
        await pilot.press("enter")
        await wait_for(pilot, lambda: bool(got))
        assert got == [value]
        assert value not in activity_text(app)
