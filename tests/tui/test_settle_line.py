"""The TUI shows how the page settled before each observation (the agent records it in the step)."""

from __future__ import annotations

from opticlick_tui.agent import events as ev
from tests.tui.conftest import wait_for
from tests.tui.fake_host import tiny_images
from tests.tui.test_main_screen import activity_text, submit


async def test_observation_line_shows_the_settle_outcome(fake_app, tmp_path):
    app, host = fake_app(steps=1)
    async with app.run_test(size=(160, 48)) as pilot:
        await submit(pilot, app, "Watch the price")
        await wait_for(pilot, lambda: host.outcome == "finished")
        assert "settled" not in activity_text(app)  # no settle record, nothing shown
        clean, marked = tiny_images(tmp_path / "shots", 2)
        host.on_event(ev.StepStarted(2, 50))
        host.on_event(
            ev.ObservationReady(
                2,
                "https://shop.example/live",
                "Live price",
                3,
                clean,
                marked,
                ['[1] button "Buy"'],
                settle={"outcome": "live", "summary": "page keeps changing; went on after 612 ms"},
            )
        )
        await wait_for(pilot, lambda: "Live price" in activity_text(app))
        assert (
            "Live price · https://shop.example/live · 3 marks · page keeps changing; went on after 612 ms"
            in (activity_text(app))
        )
