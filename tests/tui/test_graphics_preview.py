"""Sixel and Kitty previews: a screenshot is encoded off the UI thread and swapped in whole; the
rendered lines carry the picture (Sixel data on the last row, or the Kitty transmission once and
its placeholder cells), and a newer screenshot replaces an older one."""

from __future__ import annotations

import pytest
from PIL import Image
from textual.geometry import Region

from opticlick_tui.tui.widgets.graphics import GraphicPicture
from opticlick_tui.tui.widgets.preview import Preview
from tests.tui.conftest import wait_for


@pytest.fixture(autouse=True)
def cell_size(monkeypatch):
    from textual_image import _terminal

    # What the start-up probe would have found; the tests never ask the real terminal.
    monkeypatch.setattr(
        _terminal.probe_terminal,
        "_result",
        _terminal.TerminalCapabilities(_terminal.CellSize(10, 20), sixel=True, tgp=True),
        raising=False,
    )


def shot(path, colour) -> str:
    Image.new("RGB", (640, 400), colour).save(path)
    return str(path)


@pytest.mark.parametrize("protocol", ["sixel", "kitty"])
async def test_a_screenshot_is_encoded_off_the_ui_thread_and_swapped_in(fake_app, tmp_path, protocol):
    app, _host = fake_app()
    app.protocol = protocol
    first, second = shot(tmp_path / "a.png", (200, 30, 60)), shot(tmp_path / "b.png", (20, 90, 200))
    async with app.run_test(size=(160, 48)) as pilot:
        preview = app.main.query_one(Preview)
        picture = app.main.query_one(GraphicPicture)
        await pilot.pause()
        preview.show(first, "first")
        preview.show(second, "second")  # supersedes the first before it is ready
        await wait_for(pilot, lambda: str(preview.path) == second and picture.frames_drawn)
        encoded = picture.encoded
        assert encoded is not None and encoded.protocol == protocol
        lines = picture.render_lines(Region(0, 0, picture.size.width, picture.size.height))
        text = "".join(segment.text for line in lines for segment in line)
        if protocol == "sixel":
            assert "\x1bP" in text and text.count("\x1bP") == 1
            # The blue screenshot's colour register, not the red one's (RGB in percent).
            assert "#" in encoded.payload and ";2;7;35;78" in encoded.payload
        else:
            assert chr(0x10EEEE) in text  # placeholder cells that show the transmitted image
            assert picture._unsent_kitty == ""  # the transmission went out with the first render
        assert "second" in str(app.main.query_one("#preview-caption").render())
