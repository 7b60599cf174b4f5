from __future__ import annotations

import pytest

from opticlick_tui.tui.app import OpticlickApp
from tests.tui.fake_host import FakeHost


@pytest.fixture
def fake_app(tmp_path, monkeypatch):
    monkeypatch.setenv("OPTICLICK_CONFIG_DIR", str(tmp_path / "cfg"))

    def make(**kwargs) -> tuple[OpticlickApp, FakeHost]:
        host = FakeHost(tmp_path / "data", **kwargs)
        from opticlick_tui.config import Settings

        settings = Settings(data_dir=str(tmp_path / "data"))
        return OpticlickApp(host, protocol="halfblock", settings=settings), host

    return make


async def wait_for(pilot, condition, timeout: float = 20.0) -> None:
    """Wait on a condition with a deadline (generous: a loaded machine is slow, never wrong)."""
    import time

    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "condition not met in time"
        await pilot.pause(0.02)


def focused_on(app, selector: str) -> bool:
    """Has the widget `selector` of the current screen the focus? False while the screen is
    still composing (a modal pushed but its children not mounted yet), rather than an error."""
    found = app.screen.query(selector)
    return bool(found) and app.focused is found.first()


@pytest.fixture(autouse=True)
def no_quarantine_messages_from_other_tests(monkeypatch):
    """The quarantine log is per process; store tests that corrupt files on purpose must not
    put their messages on these screens."""
    from opticlick_tui.store import atomic

    monkeypatch.setattr(atomic, "quarantine_log", [])
