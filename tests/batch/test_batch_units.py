"""Batch pieces without a browser: reading task lines, merging options, spreading over endpoints."""

from __future__ import annotations

from pathlib import Path

from opticlick_tui.batch.attempt import EndpointPool
from opticlick_tui.batch.tasks import merge, parse_line


def test_a_line_becomes_run_options(tmp_path):
    line = '{"id": "a", "task": " find it ", "url": "http://x.test", "script": "s.jsonl", "max_steps": 7, "permission": "auto"}'
    task = parse_line(3, line, tmp_path)
    assert task.error is None and task.task == "find it" and task.label == "a" and task.url == "http://x.test"
    assert task.overrides == {
        "llm": {"script": str(tmp_path / "s.jsonl"), "provider": "scripted"},
        "agent": {"max_steps": 7, "permission_mode": "auto"},
    }
    # The batch's flags are defaults; the line wins.
    base = {"agent": {"max_steps": 50}, "browser": {"headless": True}}
    assert merge(base, task.overrides) == {
        "agent": {"max_steps": 7, "permission_mode": "auto"},
        "browser": {"headless": True},
        "llm": {"script": str(tmp_path / "s.jsonl"), "provider": "scripted"},
    }
    assert base == {"agent": {"max_steps": 50}, "browser": {"headless": True}}  # not modified


def test_bad_lines_say_which_and_why():
    here = Path(".")
    assert "line 2 is not JSON" in parse_line(2, "{nope", here).error
    assert "must be a JSON object" in parse_line(4, "[1]", here).error
    assert 'line 5 has no "task"' in parse_line(5, '{"task": "  "}', here).error
    assert "unknown key 'colour'" in parse_line(6, '{"task": "t", "colour": {}}', here).error


def test_a_line_may_carry_a_result_schema(tmp_path):
    (tmp_path / "count.json").write_text('{"type": "object", "required": ["count"]}')
    (tmp_path / "broken.json").write_text('{"type": 7}')
    task = parse_line(1, '{"task": "t", "schema": "count.json"}', tmp_path)
    assert task.error is None and task.schema == {"type": "object", "required": ["count"]}
    assert (
        "not a valid JSON Schema" in parse_line(2, '{"task": "t", "schema": "broken.json"}', tmp_path).error
    )
    assert "Cannot read the schema" in parse_line(3, '{"task": "t", "schema": "none.json"}', tmp_path).error


def test_pool_spreads_least_busy_first_and_failed_endpoints_last():
    pool = EndpointPool.of(["ws://a", "ws://b"])
    first, second = pool.take(), pool.take()
    assert (first.url, second.url) == ("ws://a", "ws://b")
    assert pool.take().url == "ws://a"  # both busy once: the first in order
    pool.give_back(second, failed=True)
    assert pool.take(avoid=first).url == "ws://b"  # a retry goes elsewhere even to a failed endpoint
    assert pool.take().url == "ws://a"  # a fresh task prefers the endpoint that has not failed
    local = EndpointPool.of([])
    one = local.take()
    assert one.url is None and local.take(avoid=one) is one  # locally "elsewhere" is a new Chrome
