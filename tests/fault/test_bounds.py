"""Bounds on what a misbehaving model can make the agent do: failures in a row, request size,
attachment size."""

from __future__ import annotations

from opticlick_tui.llm.scripted import ScriptedProvider


async def test_malformed_calls_in_a_row_stop_the_run_at_the_configured_limit(
    make_agent, page_server, agent_settings
):
    bad = [
        {"tool_calls": [{"name": "click", "args": {"id": "not a number"}}]},
        {"tool_calls": [{"name": "teleport", "args": {}}]},
        {"tool_calls": [{"name": "click", "args": {"id": 9999}}]},  # a mark that does not exist
    ]
    provider = ScriptedProvider([bad[n % 3] for n in range(50)])
    agent_settings.agent.max_consecutive_failures = 5
    agent = make_agent(provider)
    outcome = await agent.run("Click things", start_url=page_server("controls.html"))
    assert outcome.status == "failed" and outcome.steps == 5, outcome
    assert "5 steps in a row" in outcome.summary and "max_consecutive_failures" in outcome.summary


async def test_a_success_in_between_resets_the_failure_count(make_agent, page_server, agent_settings):
    bad = {"tool_calls": [{"name": "teleport", "args": {}}]}
    good = {"tool_calls": [{"name": "note_write", "args": {"key": "k", "text": "v"}}]}
    turns = ([bad] * 2 + [good]) * 4 + [{"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]}]
    agent_settings.agent.max_consecutive_failures = 3
    agent = make_agent(ScriptedProvider(turns))
    outcome = await agent.run("Mixed", start_url=page_server("controls.html"))
    assert outcome.status == "finished", outcome


async def test_no_request_grows_past_200_kb_whatever_the_model_wrote(make_agent, page_server):
    from opticlick_tui.agent.history import request_size

    huge_text = "blah " * 1_000_000  # 5 MB of answer text
    huge_note = "n" * 2_000_000  # a 2 MB note, pinned in every later step
    turns = [
        {
            "text": huge_text,
            "tool_calls": [{"name": "note_write", "args": {"key": "big", "text": huge_note}}],
        },
        {"tool_calls": [{"name": "vfs_write", "args": {"name": "big.txt", "content": huge_note}}]},
        {"tool_calls": [{"name": "todo_create", "args": {"items": ["x" * 100_000] * 20}}]},
        {"tool_calls": [{"name": "scroll", "args": {"direction": "down"}}]},
        {"tool_calls": [{"name": "finish", "args": {"summary": "ok"}}]},
    ]
    provider = ScriptedProvider(turns)
    agent = make_agent(provider)
    outcome = await agent.run("Write a lot", start_url=page_server("controls.html"))
    assert outcome.status == "finished", outcome
    sizes = [request_size(r)["chars"] for r in provider.requests]
    assert len(sizes) == 5 and max(sizes) < 200_000, sizes
    # Kept in full on disk.
    step1 = agent.store.step(outcome.session_id, 1)
    assert len(step1["text"]) == len(huge_text) and len(step1["notes"]["big"]) == len(huge_note)
    assert (agent.store.paths(outcome.session_id).files / "big.txt").stat().st_size == len(huge_note)


async def test_attachments_are_bounded_checked_and_downscaled(make_agent, page_server, tmp_path):
    import io

    import pytest
    from PIL import Image

    from opticlick_tui.agent.errors import AgentSetupError
    from opticlick_tui.llm.types import ImagePart

    huge = tmp_path / "huge.png"
    with open(huge, "wb") as handle:  # 200 MB, sparse: costs no disk
        handle.truncate(200 * 1024 * 1024)
    fake = tmp_path / "fake.png"
    fake.write_text("not an image at all")
    agent = make_agent(ScriptedProvider([]))
    with pytest.raises(AgentSetupError, match="limited to 25 MB"):
        await agent.run("Look", start_url=page_server("controls.html"), attachments=[huge])
    with pytest.raises(AgentSetupError, match="not one the model can read"):
        await agent.run("Look", start_url=page_server("controls.html"), attachments=[fake])
    assert agent.store.list() == [], "a refused attachment leaves no session behind"

    photo = tmp_path / "photo.png"
    Image.new("RGB", (4000, 3000), "teal").save(photo)
    provider = ScriptedProvider([{"tool_calls": [{"name": "finish", "args": {"summary": "seen"}}]}])
    agent = make_agent(provider)
    outcome = await agent.run(
        "Describe the photo", start_url=page_server("controls.html"), attachments=[photo]
    )
    assert outcome.status == "finished"
    shown = [p for p in provider.requests[0][1].parts if isinstance(p, ImagePart)]
    assert len(shown) == 1
    assert max(Image.open(io.BytesIO(shown[0].data)).size) <= 1568
    assert (agent.store.paths(outcome.session_id).files / "photo.png").stat().st_size == photo.stat().st_size
