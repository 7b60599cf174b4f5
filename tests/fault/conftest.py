"""The fault suite drives the same real agent as tests/agent (shared Chromium, fresh data dir)."""

from tests.agent.conftest import agent_settings, make_agent  # noqa: F401 - fixtures
