"""Agent pieces that need no browser: tool schemas, the loop guard, history compaction, the JSON
reader for small models, manual commands, the safety policy."""

from __future__ import annotations

import json

import pytest

from opticlick_tui.agent.guard import LoopGuard
from opticlick_tui.agent.history import RESULT_CAP, Turn, build_messages, request_size
from opticlick_tui.agent.safety import SafetyPolicy
from opticlick_tui.agent.tools import BY_NAME, TOOLS, tool_specs
from opticlick_tui.llm.json_repair import calls_from_json_text
from opticlick_tui.llm.manual import ManualCommandError, parse_command
from opticlick_tui.llm.types import ImagePart, ToolCall, ToolResult


def test_every_tool_has_a_portable_schema():
    names = {t.name for t in TOOLS}
    assert {
        "click",
        "type",
        "press_key",
        "scroll",
        "navigate",
        "go_back",
        "hover",
        "drag_and_drop",
        "select_option",
        "upload_file",
        "open_tab",
        "switch_tab",
        "close_tab",
        "click_at",
        "hover_at",
        "drag_path",
        "select_text",
        "evaluate",
        "todo_create",
        "todo_update",
        "todo_add",
        "note_write",
        "note_delete",
        "memory_upsert",
        "memory_delete",
        "vfs_write",
        "vfs_delete",
        "vfs_save_screenshot",
        "vfs_download",
        "fetch_dom",
        "get_page_text",
        "wait",
        "ask_user",
        "finish",
    } == names
    for spec in tool_specs():
        text = json.dumps(spec.parameters)
        assert "$ref" not in text and "$defs" not in text and '"title"' not in text, spec.name
        assert spec.parameters["type"] == "object" and spec.description
    assert tool_specs(["click"])[0].parameters["required"] == ["id"]
    assert (
        BY_NAME["click"].kind == "ui"
        and BY_NAME["note_write"].kind == "side"
        and BY_NAME["finish"].kind == "control"
    )


def test_guard_repeats_oscillation_and_same_spot():
    # A call that worked is judged by the next observation: these pages did not change.
    def unchanged(guard, *args, **kwargs):
        guard.record(*args, **kwargs)
        return guard.nothing_changed("click")

    guard = LoopGuard()
    for _ in range(2):
        assert len(unchanged(guard, "click", {"id": 3}, True, "page-a").warnings) == 1
    assert any("same call" in w for w in unchanged(guard, "click", {"id": 3}, True, "page-a").warnings)
    failing = [guard.record("click", {"id": 4}, False, "page-a") for _ in range(3)]
    assert "same call" in failing[2].warnings[0], "failures warn at once"
    guard = LoopGuard()
    unchanged(guard, "click", {"id": 1}, True, "p1")
    unchanged(guard, "click", {"id": 2}, True, "p2")
    unchanged(guard, "click", {"id": 1}, True, "p1")
    assert any("back and forth" in w for w in unchanged(guard, "click", {"id": 2}, True, "p2").warnings)
    guard = LoopGuard()
    verdicts = [
        unchanged(guard, "click", {"id": n}, True, f"p{n}", click_point=(100.2, 200.1)) for n in range(8)
    ]
    assert any("same spot" in w for w in verdicts[4].warnings) and verdicts[7].stop


def test_guard_progress_is_not_a_loop_and_streaks_reset():
    guard = LoopGuard()
    for n in range(10):  # the same scroll, a different page each time: progress
        assert not guard.record("scroll", {"direction": "down"}, True, f"scrolled to {n * 600}").warnings
    guard = LoopGuard()
    for _ in range(3):
        guard.nothing_changed("click [4]")
    assert guard.warnings_in_a_row == 3
    guard.record("navigate", {"url": "a"}, True, "x")
    guard.record("click", {"id": 9}, True, "y")
    assert guard.warnings_in_a_row == 0
    for _ in range(8):
        verdict = guard.nothing_changed("click")
    assert verdict.stop


def test_history_is_compacted_and_bounded():
    def turn(n: int) -> Turn:
        call = ToolCall(f"c{n}", "get_page_text", {"max_chars": 20000}, signature=b"sig")
        return Turn(
            n,
            text="",
            thinking="t" * 500,
            calls=[call],
            results=[ToolResult(f"c{n}", "get_page_text", "x" * 40_000)],
            page=f"https://e.com/{n} — Page {n}",
        )

    turns = [turn(n) for n in range(1, 501)]
    image = ImagePart(b"png" * 1000)
    small = build_messages("system", "Task: t", turns[:5], "step 6 text", image)
    large = build_messages("system", "Task: t", turns, "step 501 text", image)
    size_small, size_large = request_size(small), request_size(large)
    assert size_large["images"] == 1 and size_small["images"] == 1, "only the current screenshot is sent"
    assert size_large["chars"] < 120_000, size_large
    assert size_large["chars"] < size_small["chars"] * 3
    digest = large[1].parts[0].text
    assert (
        "Task: t" in digest
        and "older steps not shown" in digest
        and "step 500" not in digest.split("Earlier steps")[0]
    )
    tool_messages = [m for m in large if m.role == "tool"]
    assert all(len(r.content) <= RESULT_CAP + 100 for m in tool_messages for r in m.parts)
    assistant = [m for m in large if m.role == "assistant"]
    assert assistant[-1].parts[0].signature == b"sig", "verbatim turns keep their thought signatures"
    # Tool results follow their calls, paired by id.
    for a, t in zip(assistant, tool_messages, strict=True):
        assert [c.id for c in a.parts if isinstance(c, ToolCall)] == [r.call_id for r in t.parts]


def test_turns_round_trip_through_json_with_signatures():
    original = Turn(
        3,
        "hi",
        "thought",
        [ToolCall("id1", "click", {"id": 2}, b"\x00\xffsig")],
        [ToolResult("id1", "click", "ok")],
        "u",
    )
    again = Turn.from_json(json.loads(json.dumps(original.to_json())))
    assert again.calls[0].signature == b"\x00\xffsig" and again.results[0].call_id == "id1"


@pytest.mark.parametrize(
    "text,expected",
    [
        ('{"thought": "x", "actions": [{"tool": "click", "args": {"id": 3}}]}', [("click", {"id": 3})]),
        (
            "```json\n{'thought': 'x', 'actions': [{'tool': 'click', 'args': {'id': 3},},]}\n```",
            [("click", {"id": 3})],
        ),
        ('Here you go: {"actions": [{"click": {"id": 5}}]} hope that helps', [("click", {"id": 5})]),
        ('{"tool": "type", "args": {"id": 2, "text": "hi"}}', [("type", {"id": 2, "text": "hi"})]),
        (
            '{"actions": [{"name": "scroll", "arguments": "{\\"direction\\": \\"down\\"}"}]}',
            [("scroll", {"direction": "down"})],
        ),
        (
            '{thought: "unquoted", actions: [{tool: "finish", args: {summary: "done", success: True}}]}',
            [("finish", {"summary": "done", "success": True})],
        ),
        ('{"actions": [{"tool": "click", "args": {"id": 3}}]', [("click", {"id": 3})]),
        ("I cannot do that.", []),
    ],
)
def test_json_mode_reader_repairs_small_model_mistakes(text, expected):
    _thought, calls = calls_from_json_text(text, 1)
    assert [(c.name, c.args) for c in calls] == expected


@pytest.mark.parametrize(
    "line,name,args",
    [
        ("click 12", "click", {"id": 12}),
        ("dblclick 3", "click", {"id": 3, "count": 2}),
        ("type 4 hello world", "type", {"id": 4, "text": "hello world"}),
        ("type hello", "type", {"text": "hello"}),
        ("key Control+A", "press_key", {"keys": "Control+A"}),
        ("scroll down", "scroll", {"direction": "down"}),
        ("scroll up in 7", "scroll", {"direction": "up", "id": 7}),
        ("scroll down mark 3", "scroll", {"direction": "down", "id": 3}),
        ("goto example.com", "navigate", {"url": "example.com"}),
        ("back", "go_back", {}),
        ("select 7 Dark Blue", "select_option", {"id": 7, "option": "Dark Blue"}),
        ("/click 2", "click", {"id": 2}),
        ("done all good", "finish", {"summary": "all good", "success": True}),
    ],
)
def test_manual_commands(line, name, args):
    assert parse_command(line) == {"name": name, "args": args}


@pytest.mark.parametrize(
    "line,message",
    [
        ("click x", "not a mark number"),
        ("fly away", "Unknown command"),
        ("", "Type a command"),
        ("drag 1", "Usage: drag"),
        ("scroll down 3", "ambiguous: scroll down scrolls the page; scroll down in N"),
    ],
)
def test_manual_command_errors(line, message):
    with pytest.raises(ManualCommandError, match=message):
        parse_command(line)


def test_safety_policy_modes():
    ask = SafetyPolicy("ask")
    ask.approve_host("https://shop.example/")
    assert ask.check("navigate", {"url": "https://shop.example/cart"}, "https://shop.example/") is None
    assert "new site, other.example" in ask.check(
        "navigate", {"url": "https://other.example/"}, "https://shop.example/"
    )
    assert "irreversible" in ask.check("click", {"id": 3}, "https://shop.example/", "Place order")
    assert ask.check("click", {"id": 3}, "https://shop.example/", "Read more") is None
    assert "banking site" in ask.check("click", {"id": 1}, "https://mybank.com/home", "Accounts")
    auto = SafetyPolicy("auto")
    assert auto.check("click", {"id": 3}, "https://shop.example/", "Place order") is None
    auto.did("click", "https://shop.example/", "Place order")
    assert auto.check("click", {"id": 3}, "https://shop.example/", "Place order") is None, "auto never asks"
    ask.did("click", "https://shop.example/", "Place order")
    assert "ago" in ask.check("click", {"id": 3}, "https://shop.example/", "Place order"), (
        "duplicate submit guard"
    )
    strict = SafetyPolicy("strict")
    assert strict.check("scroll", {"direction": "down"}, "https://a.example/").startswith("Allow")
