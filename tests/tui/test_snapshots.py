"""SVG snapshots of the main screens (deterministic: a fake host, a fixed clock, tiny synthetic
images, no cursor blink). Regenerate after an intended change with: uv run pytest tests/tui --snapshot-update"""

from __future__ import annotations

import time

import pytest

from opticlick_tui.config import Settings
from opticlick_tui.tui.app import OpticlickApp
from opticlick_tui.tui.widgets.panels import StatusLine
from opticlick_tui.tui.widgets.prompt import PromptInput
from tests.conftest import FIXED_EPOCH as FIXED
from tests.tui.fake_host import FakeHost
from tests.tui.test_main_screen import activity_text
from tests.tui.test_screens import record_session


@pytest.fixture
def make(tmp_path, monkeypatch):
    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()

    def build(protocol: str = "halfblock", **kwargs) -> tuple[OpticlickApp, FakeHost]:
        host = FakeHost(tmp_path / "data", **kwargs)
        settings = Settings(data_dir=str(tmp_path / "data"))
        settings.llm.ollama_host = "http://127.0.0.1:9"
        return OpticlickApp(host, protocol=protocol, settings=settings), host

    yield build
    time.tzset()


async def settle(pilot, condition=None, timeout: float = 20.0) -> None:
    """Wait until `condition` holds (with a deadline), then until the app is idle: pending
    messages handled, animations done, a refresh painted. No fixed pauses."""
    deadline = time.monotonic() + timeout
    while condition is not None and not condition():
        assert time.monotonic() < deadline, "the screen did not reach the expected state in time"
        await pilot.pause(0.02)
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


def review_frame(app) -> str:
    from opticlick_tui.tui.widgets.preview import Preview

    return str(app.screen.query_one(Preview).path or "")


def frame_shown(app) -> bool:
    """The preview shows the frame the screen last received (it is decoded off the UI thread)."""
    from opticlick_tui.tui.widgets.preview import Preview

    for preview in app.screen.query(Preview):
        if preview._image is not None and preview.path is None:
            return False
        if hasattr(app.screen, "current_image") and app.screen.current_image():
            return str(preview.path) == app.screen.current_image() or preview._image is None
    return True


def deterministic(app) -> None:
    app.main.query_one(StatusLine).clock = lambda: 1000.0
    app.main.query_one(PromptInput).cursor_blink = False


async def run_task(pilot, app, host, task: str = "Buy the cheapest laptop") -> None:
    deterministic(app)
    await settle(pilot, lambda: app.model_names)  # the first-run notices are in before the task starts
    prompt = app.main.query_one(PromptInput)
    prompt.value = task
    await pilot.press("enter")
    await settle(
        pilot,
        lambda: (
            host.outcome is not None and app.main.query_one(StatusLine).ended is not None and frame_shown(app)
        ),
    )


def test_main_screen_after_a_run(snap_compare, make):
    app, host = make(steps=2)

    async def before(pilot):
        await run_task(pilot, app, host)

    assert snap_compare(app, terminal_size=(160, 48), run_before=before)


def test_main_screen_small_terminal_without_graphics(snap_compare, make):
    app, host = make(protocol="none", steps=1)

    async def before(pilot):
        await run_task(pilot, app, host)

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)


def test_first_run_screen(snap_compare, make):
    app, host = make()

    async def before(pilot):
        deterministic(app)
        await settle(pilot, lambda: app.model_names)

    assert snap_compare(app, terminal_size=(120, 36), run_before=before)


def test_ask_user_modal(snap_compare, make):
    app, host = make(steps=1, ask="Which colour do you want: blue or black?")

    async def before(pilot):
        deterministic(app)
        await settle(pilot, lambda: app.model_names)
        app.main.query_one(PromptInput).value = "Buy a phone case"
        await pilot.press("enter")
        await settle(pilot, lambda: type(app.screen).__name__ == "AskUserModal")
        app.screen.query_one("#answer").cursor_blink = False

    assert snap_compare(app, terminal_size=(120, 36), run_before=before)


def test_review_screen(snap_compare, make):
    app, host = make()
    sid = record_session(host.store, "Reviewed task", steps=4)

    async def before(pilot):
        deterministic(app)
        app.open_review(sid)
        await settle(pilot, lambda: type(app.screen).__name__ == "ReviewScreen")
        await pilot.press("home", "right")
        await settle(pilot, lambda: app.screen.index == 1 and review_frame(app).endswith("00002-marks.png"))

    assert snap_compare(app, terminal_size=(140, 40), run_before=before)


def test_history_screen(snap_compare, make):
    app, host = make()
    for title in ("Buy a laptop", "Book a table for two"):
        sid = record_session(host.store, title, steps=3)
        host.store.update_meta(sid, {"started": FIXED, "ended": FIXED + 95, "updated": FIXED + 95})

    async def before(pilot):
        deterministic(app)
        await pilot.press("f5")
        await settle(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
        app.screen.query_one("#filter").cursor_blink = False

    assert snap_compare(app, terminal_size=(120, 30), run_before=before)


def test_memory_screen(snap_compare, make):
    app, host = make()
    host.memory.upsert("shop.example/size", ["M", "L"], "preference")
    host.memory.upsert("shop.example/address", ["1 Main St"], "address")

    async def before(pilot):
        deterministic(app)
        await pilot.press("f7")
        await settle(pilot, lambda: type(app.screen).__name__ == "MemoryScreen")
        app.screen.query_one("#memory-filter").cursor_blink = False

    assert snap_compare(app, terminal_size=(120, 30), run_before=before)


def test_help_in_the_stream(snap_compare, make):
    app, host = make()

    async def before(pilot):
        deterministic(app)
        await settle(pilot, lambda: app.model_names)
        await pilot.press("f1")
        await settle(pilot, lambda: "Keys" in activity_text(app))

    assert snap_compare(app, terminal_size=(120, 40), run_before=before)
