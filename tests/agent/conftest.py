from __future__ import annotations

import pytest

from opticlick_tui.agent.control import AgentControl
from opticlick_tui.agent.loop import AgentRunner
from opticlick_tui.config import Settings
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore


@pytest.fixture
def agent_settings(tmp_path):
    settings = Settings(data_dir=str(tmp_path / "data"))
    settings.agent.permission_mode = "auto"
    settings.browser.settle_quiet_ms = 150
    settings.browser.settle_cap_ms = 3000
    return settings


@pytest.fixture
def make_agent(browser, tab, agent_settings):
    """An AgentRunner on the shared real Chromium, with a fresh data dir."""
    made = []

    def make(provider, control: AgentControl | None = None, settings: Settings | None = None) -> AgentRunner:
        s = settings or agent_settings
        data = s.resolved_data_dir()
        runner = AgentRunner(
            browser, provider, SessionStore(data), MemoryStore(data), s, control or AgentControl()
        )
        events = []
        runner.subscribe(events.append)
        runner.events = events  # type: ignore[attr-defined]
        made.append(runner)
        return runner

    return make
