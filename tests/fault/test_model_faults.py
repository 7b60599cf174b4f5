"""Model faults through the real client libraries against loopback servers: silence, a reply cut off
mid-stream, retries, and the bound on what all attempts may cost."""

from __future__ import annotations

import asyncio
import socket
import threading

from opticlick_tui.config import Settings
from opticlick_tui.llm.deadlines import Deadlines, RetryBudget
from opticlick_tui.llm.factory import build_provider, request_deadlines
from opticlick_tui.llm.types import ServerError
from tests.fakes.openai import FakeOpenAI, completion_events
from tests.fakes.server import Reply, sse


class SilentServer:
    """Accepts connections and never sends a byte (the issue's repro). On 127.0.0.2: a loopback
    address that is not spelled like this machine, so it gets a remote API's deadlines."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.2", 0))
        self.sock.listen(16)
        self.url = f"http://127.0.0.2:{self.sock.getsockname()[1]}/v1"
        self.accepted: list[socket.socket] = []
        self._thread = threading.Thread(target=self._accept, daemon=True)

    def _accept(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self.sock.close()
        for conn in self.accepted:
            conn.close()


def _read_until_hung_up(conn: socket.socket) -> int:
    """Read what the client sent until it closes the connection; the bytes read (its request)."""
    conn.settimeout(60)  # a hang guard: the client hangs up at its own deadline
    total = 0
    while chunk := conn.recv(65536):
        total += len(chunk)
    return total


def _openai_settings(base_url: str, tmp_path, **llm) -> Settings:
    settings = Settings(data_dir=str(tmp_path / "data"))
    settings.agent.permission_mode = "auto"
    settings.llm.provider = "openai"
    settings.llm.base_url = base_url
    settings.llm.model = "gpt-test"
    settings.keys.openai_api_key = "sk-test"  # type: ignore[assignment]
    for key, value in llm.items():
        setattr(settings.llm, key, value)
    return settings


def test_default_deadlines_bound_a_silent_remote_server_to_two_minutes():
    settings = Settings()
    remote = request_deadlines(settings, "https://api.example.com/v1")
    assert remote == Deadlines(first_byte_s=30.0, total_s=120.0)
    assert (
        request_deadlines(settings, "http://127.0.0.1:11434").first_byte_s == 120.0
    )  # loading a local model
    budget = RetryBudget(settings.llm.retry_budget_s, 4)
    assert budget.total_s <= 120.0
    # Each attempt is cut to what the budget has left, so attempts + waits never exceed it.
    assert budget.deadlines(remote).total_s <= 120.0


async def test_a_server_that_accepts_and_never_answers_fails_within_the_budget(
    make_agent, page_server, tmp_path
):
    with SilentServer() as silent:
        settings = _openai_settings(silent.url, tmp_path, first_byte_timeout_s=0.6, retry_budget_s=10.0)
        provider = await build_provider(settings)
        assert provider.deadlines == Deadlines(0.6, 120.0)
        agent = make_agent(provider, settings=settings)
        # A hang guard, not a speed claim: the client's own 0.6 s first-byte deadline ends each attempt.
        outcome = await asyncio.wait_for(agent.run("Anything", start_url=page_server("controls.html")), 300)
        assert outcome.status == "failed"
        assert "no answer within 0.6 s" in outcome.summary, outcome.summary
        assert 2 <= len(silent.accepted) <= 4
        # Every attempt was given up by the client: it hung up on the silent server.
        for conn in silent.accepted:
            assert await asyncio.to_thread(_read_until_hung_up, conn) > 0


async def test_a_reply_cut_off_mid_stream_is_retried_not_taken_as_an_answer(
    make_agent, page_server, tmp_path
):
    complete = completion_events(content="", calls=[("finish", {"summary": "done", "success": True})])
    # Text then a tool call's first half, and the stream just ends: no finish reason, no usage, no [DONE].
    cut = complete[:-4]
    with FakeOpenAI([Reply(200, chunks=sse(cut), content_type="text/event-stream"), complete]) as fake:
        settings = _openai_settings(fake.url + "/v1", tmp_path, retry_budget_s=30.0)
        agent = make_agent(await build_provider(settings), settings=settings)
        outcome = await agent.run("Just finish", start_url=page_server("controls.html"))
        assert outcome.success and outcome.summary == "done"
        assert len([r for r in fake.requests if r.path.endswith("/chat/completions")]) == 2
    warnings = [e.message for e in agent.events if type(e).__name__ == "Warning"]
    assert any("cut off" in w or "before it was complete" in w for w in warnings), warnings


async def test_a_trickling_reply_is_abandoned_at_the_total_deadline(tmp_path):
    from opticlick_tui.llm.deadlines import bounded

    events = completion_events(content="x" * 400)
    with FakeOpenAI(
        [Reply(200, chunks=sse(events), content_type="text/event-stream", delay_s=0.05)] * 1
    ) as fake:
        provider = await build_provider(_openai_settings(fake.url + "/v1", tmp_path))
        received = 0

        async def read_all():
            nonlocal received
            async for _ in bounded(provider.stream([], []), Deadlines(5.0, 0.5), "openai"):
                received += 1

        try:
            await asyncio.wait_for(read_all(), 60)  # a hang guard; the 0.5 s deadline is what ends it
        except ServerError as exc:
            assert "longer than 0.5 s" in str(exc)
        else:
            raise AssertionError("a reply slower than the total deadline was accepted")
        # Abandoned mid-stream (the whole reply takes ~2.6 s to trickle in), not read to its end.
        assert received < len(events) // 2, (received, len(events))
        await provider.aclose()
