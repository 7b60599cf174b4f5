"""Seeing the page in a plain terminal (issue 8 §3): mark numbers readable on the half-block
preview, and everything reachable at 80x24."""

from __future__ import annotations

from PIL import Image, ImageDraw

from opticlick_tui.agent import events as ev
from opticlick_tui.tui.widgets.halfblock import HalfBlockImage
from tests.tui.conftest import wait_for


def ten_mark_form(path) -> tuple[str, list[list[float]]]:
    """A 1280x800 'form' with ten fields in two columns, and its mark boxes as fractions."""
    image = Image.new("RGB", (1280, 800), (250, 250, 250))
    draw = ImageDraw.Draw(image)
    boxes = []
    for n in range(10):
        x0, y0 = (80 if n < 5 else 680), 100 + (n % 5) * 120
        draw.rectangle((x0, y0, x0 + 480, y0 + 48), outline=(230, 25, 75), width=3)
        boxes.append([n + 1, x0 / 1280, y0 / 800, (x0 + 480) / 1280, (y0 + 48) / 800])
    image.save(path)
    return str(path), boxes


async def test_half_block_preview_shows_every_mark_number_as_text(fake_app, tmp_path):
    app, host = fake_app()
    shot, boxes = ten_mark_form(tmp_path / "form.png")
    async with app.run_test(size=(120, 35)) as pilot:
        host.on_event(ev.SessionStarted("s", "Fill the form", "fake", "model", False, 50))
        host.on_event(
            ev.ObservationReady(1, "http://form.test/", "Form", 10, shot, shot, [], mark_boxes=boxes)
        )
        picture = app.main.query_one(HalfBlockImage)
        await wait_for(pilot, lambda: picture.picture is not None)
        text = "\n".join(picture.text_lines())
        words = set(text.replace("▀", " ").split())
        assert words == {str(n) for n in range(1, 11)}, text
        # Column order on screen follows the page: 1-5 left, 6-10 right.
        row = next(line for line in picture.text_lines() if "1" in line.replace("▀", " ").split())
        assert row.index("1") < row.index("6")
        # F3 shows the clean page: no numbers over it.
        await pilot.press("f3")
        await wait_for(pilot, lambda: not any(c.isdigit() for c in "".join(picture.text_lines())))


async def test_80x24_keeps_everything_reachable_and_the_state_visible(fake_app):
    from opticlick_tui.tui.widgets.keybar import KeyBar
    from opticlick_tui.tui.widgets.panels import StatusLine
    from tests.tui.test_main_screen import submit

    app, host = fake_app(steps=10, gated=True)
    app.protocol = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        await submit(pilot, app, "A long task in a small terminal")
        await wait_for(pilot, lambda: host.holding_at == 2)
        main = app.main
        status = main.query_one(StatusLine)
        status.set(url="https://a-very-long-host-name.example/with/a/very/long/path?and=a&query=string")
        # The state word survives a long model name and URL at 80 columns.
        shown = status.render().plain if hasattr(status.render(), "plain") else str(status.render())
        assert "thinking" in shown[:60], shown
        # The footer keeps F5-F8 and F9 (the pane key) within 80 columns.
        keybar = main.query_one(KeyBar)
        assert keybar.region.width == 80
        keys = set(keybar.shown_keys())
        assert {"f5", "f6", "f7", "f8", "f9", "ctrl+x", "ctrl+t", "f1"} <= keys, keys
        # F9 walks the panes: stream -> preview -> plan/notes/memory -> stream.
        assert main.query_one("#activity").region.width and not main.query_one("#left").region.width
        await pilot.press("f9")
        await wait_for(pilot, lambda: main.query_one("#preview").region.height > 0)
        assert not main.query_one("#activity").region.width
        await pilot.press("f9")
        await wait_for(pilot, lambda: main.query_one("#plan").region.height > 0)
        assert main.query_one("#notes").region.height > 0 and not main.query_one("#preview").region.height
        await pilot.press("f9")
        await wait_for(pilot, lambda: main.query_one("#activity").region.width > 0)
        host.allow(10)
        await wait_for(pilot, lambda: host.outcome == "finished")
