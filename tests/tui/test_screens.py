"""History, review, memory and settings screens, from the keyboard."""

from __future__ import annotations

import os
import stat

from textual.widgets import DataTable, Input, Select, Static

from opticlick_tui.tui.screens.history import HistoryScreen
from opticlick_tui.tui.screens.memory import MemoryScreen
from opticlick_tui.tui.screens.modals import ConfirmModal, TextInputModal
from opticlick_tui.tui.screens.review import ReviewScreen
from opticlick_tui.tui.screens.settings import SettingsScreen
from opticlick_tui.tui.widgets.preview import Preview
from tests.tui.conftest import wait_for
from tests.tui.fake_host import tiny_images
from tests.tui.test_main_screen import submit


def record_session(store, title: str, steps: int = 3) -> str:
    sid = store.create(title, {"provider": "fake", "model": "m"})
    shots = store.paths(sid).shots
    for n in range(1, steps + 1):
        clean, marked = tiny_images(shots, n)
        store.write_step(
            sid,
            n,
            {
                "step": n,
                "url": f"https://shop.example/{n}",
                "title": f"Page {n}",
                "marks": [f'[{n}] button "Item {n}"'],
                "screenshot": os.path.basename(clean),
                "annotated": os.path.basename(marked),
                "thinking": f"thought {n}",
                "text": "",
                "calls": [{"id": f"c{n}", "name": "click", "args": {"id": n}}],
                "results": [
                    {"call_id": f"c{n}", "name": "click", "content": f"Clicked [{n}]", "is_error": False}
                ],
                "todo": [{"text": "Do it", "status": "done" if n == steps else "in_progress"}],
                "notes": {},
                "user_messages": [],
                "warnings": [],
            },
        )
    store.update_meta(sid, {"status": "finished", "success": True, "steps": steps, "outcome": "done"})
    return sid


def review_text(screen) -> str:
    from textual.css.query import NoMatches

    try:
        return str(screen.query_one("#step-text", Static).render())
    except NoMatches:
        return ""  # not composed yet


async def test_review_steps_through_a_session_from_the_keyboard(fake_app):
    app, host = fake_app()
    sid = record_session(host.store, "Reviewed task", steps=12)
    async with app.run_test(size=(160, 48)) as pilot:
        app.open_review(sid)
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewScreen))
        screen = app.screen
        await wait_for(pilot, lambda: "Step 12: Page 12" in review_text(screen))  # opens on the last step
        await pilot.press("home")
        assert "Step 1: Page 1" in review_text(screen) and "thought 1" in review_text(screen)
        assert '[1] button "Item 1"' in str(screen.query_one("#marks-text", Static).render())
        await pilot.press("right", "l", "j")
        assert "Step 4:" in review_text(screen)
        await pilot.press("left")
        assert "Step 3:" in review_text(screen)
        await pilot.press("end")
        assert "Step 12:" in review_text(screen)
        await pilot.press("1", "0", "enter")
        assert "Step 10:" in review_text(screen)
        await pilot.press("g")
        await wait_for(pilot, lambda: isinstance(app.screen, TextInputModal))
        app.screen.query_one(Input).value = "7"
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Step 7:" in review_text(screen))
        assert "Clicked [7]" in review_text(screen) and "Plan at this step" in review_text(screen)
        await pilot.press("m")
        assert not screen.annotated
        await pilot.press("escape")
        assert not isinstance(app.screen, ReviewScreen)


async def test_sample_session_reviews_before_any_run(fake_app):
    app, host = fake_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("f6")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewScreen))
        await wait_for(pilot, lambda: "tiny-shop" in review_text(app.screen))
        assert "SAMPLE" in str(app.screen.query_one("#review-title", Static).render())
        assert app.screen.sample
        assert "SAMPLE" in str(app.screen.query_one("#review-title", Static).render())
        await pilot.press("home")
        assert "tiny-shop.example" in review_text(app.screen)
        # The half-block preview writes the step's mark numbers over the picture.
        from opticlick_tui.tui.widgets.halfblock import HalfBlockImage

        picture = app.screen.query_one(HalfBlockImage)
        await pilot.press("right")  # step 2: the results page, three links
        await wait_for(pilot, lambda: str(app.screen.query_one(Preview).path).endswith("00002-marks.png"))
        await wait_for(pilot, lambda: picture.picture is not None)
        numbers = set("".join(picture.text_lines()).replace("▀", " ").split())
        assert {"1", "2", "3"} <= numbers, numbers


async def test_history_open_filter_resume_delete(fake_app):
    app, host = fake_app(steps=1)
    first = record_session(host.store, "Buy a laptop")
    second = record_session(host.store, "Book a table")
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("f5")
        await wait_for(pilot, lambda: isinstance(app.screen, HistoryScreen))
        table = app.screen.query_one(DataTable)
        assert table.row_count == 2
        app.screen.query_one("#filter", Input).value = "laptop"
        await wait_for(pilot, lambda: table.row_count == 1)
        table.focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewScreen))
        assert app.screen.session_id == first
        await pilot.press("escape")
        app.screen.query_one("#filter", Input).value = ""
        await wait_for(pilot, lambda: table.row_count == 2)
        table.focus()
        table.move_cursor(row=[r.value for r in table.rows].index(second))
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal))
        await pilot.press("y")
        await wait_for(pilot, lambda: table.row_count == 1)
        assert not host.store.exists(second)
        table.move_cursor(row=0)
        await pilot.press("r")
        await wait_for(pilot, lambda: host.started and host.started[-1][1] == first)


async def test_memory_screen_edit_and_delete(fake_app):
    app, host = fake_app()
    host.memory.upsert("shop.example/size", ["M"], "preference")
    host.memory.upsert("shop.example/address", ["1 Main St"], "address")
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("f7")
        await wait_for(pilot, lambda: isinstance(app.screen, MemoryScreen))
        table = app.screen.query_one(DataTable)
        assert table.row_count == 2
        table.focus()
        table.move_cursor(row=[r.value for r in table.rows].index("shop.example/size"))
        await pilot.press("e")
        await wait_for(pilot, lambda: isinstance(app.screen, TextInputModal))
        app.screen.query_one(Input).value = "M | L"
        await pilot.press("enter")
        await wait_for(pilot, lambda: host.memory.get("shop.example/size")["values"] == ["M", "L"])
        await pilot.press("d")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal))
        await pilot.press("y")
        await wait_for(pilot, lambda: host.memory.get("shop.example/size") is None)
        assert [e["key"] for e in host.memory.all()] == ["shop.example/address"]


async def test_settings_persist_to_config_keeping_comments(fake_app, tmp_path):
    config = tmp_path / "cfg" / "config.toml"
    config.parent.mkdir(parents=True)
    config.write_text("# my own notes stay\n[browser]\n# headless for the server\nheadless = false\n")
    app, host = fake_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.press("f8")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        screen = app.screen
        screen.query_one("#provider", Select).value = "gemini"
        screen.query_one("#model", Input).value = "gemini-3-pro-preview"
        screen.query_one("#gemini_key", Input).value = "AIza-test-key"
        screen.query_one("#image_mode", Select).value = "clean"
        screen.query_one("#headless").value = True
        assert screen.query_one("#gemini_key", Input).password, "the key is masked on screen"
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: not isinstance(app.screen, SettingsScreen))
    text = config.read_text()
    assert "# my own notes stay" in text and "# headless for the server" in text
    assert (
        'provider = "gemini"' in text
        and 'model = "gemini-3-pro-preview"' in text
        and "headless = true" in text
    )
    assert stat.S_IMODE(config.stat().st_mode) == 0o600
    from opticlick_tui.config import load_settings

    loaded = load_settings(config)
    assert (
        loaded.llm.provider == "gemini" and loaded.keys.gemini_api_key.get_secret_value() == "AIza-test-key"
    )
    assert loaded.observe.image_mode == "clean" and app.settings.llm.model == "gemini-3-pro-preview"


async def test_live_review_shows_the_step_under_way(fake_app):
    """Reviewing a running session shows the page the agent is looking at now (its step is saved
    only once it acts), not the page as it was one action ago; once saved, the full record."""
    app, host = fake_app(steps=3, gated=True)
    sid = host.store.create("Live task", {"provider": "fake", "model": "m"})
    host.next_session_id = sid
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Live task")
        await wait_for(pilot, lambda: host.holding_at == 2)  # step 1 observed and acted, none saved
        await pilot.press("f6")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewScreen))
        screen = app.screen
        title = lambda: str(screen.query_one("#review-title", Static).render())  # noqa: E731
        await wait_for(pilot, lambda: "step 1 (in progress) of 1" in title())
        assert "In progress: the page as observed" in review_text(screen)
        assert "(none chosen yet)" in review_text(screen)
        assert '[1] button "Buy"' in str(screen.query_one("#marks-text", Static).render())
        await wait_for(pilot, lambda: str(screen.query_one(Preview).path).endswith("00001-marks.png"))

        # The loop saves step 1 and observes step 2: the review follows to step 2, under way.
        record_one = {"step": 1, "url": "https://shop.example/1", "title": "Page 1", "thinking": "saved 1",
                      "calls": [], "results": [], "screenshot": "00001.png", "annotated": "00001-marks.png"}  # fmt: skip
        host.store.write_step(sid, 1, record_one)
        host.allow(2)
        await wait_for(pilot, lambda: host.holding_at == 3)
        await wait_for(pilot, lambda: "step 2 (in progress) of 2" in title())
        await wait_for(pilot, lambda: str(screen.query_one(Preview).path).endswith("00002-marks.png"))
        await pilot.press("left")
        assert "saved 1" in review_text(screen) and "In progress" not in review_text(screen)
