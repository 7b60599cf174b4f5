"""What an MCP client can call: the agent's own page tools (generated from their one declaration),
plus observe, run_task, sessions and show. Each answer is MCP content: text, and a PNG for observe."""

from __future__ import annotations

import base64
import json
from typing import Any

import mcp_types as types

from opticlick_tui.agent.tools import TOOLS

# Reading tools worth lending besides the page actions; bookkeeping (plan, notes, memory, files)
# and control (finish, ask_user) belong to our own model's loop, not to a caller.
READING_TOOLS = ("get_page_text", "fetch_dom")
MARK_NOTE = " Elements are addressed by mark number from the latest `observe`."

OBSERVE_SCHEMA = {
    "type": "object",
    "properties": {
        "url": {"type": "string", "description": "Open this URL first (optional)."},
        "clean": {"type": "boolean", "description": "Screenshot without the numbered boxes."},
    },
}
RUN_TASK_SCHEMA = {
    "type": "object",
    "properties": {
        "task": {"type": "string", "description": "What the agent should do, in plain words."},
        "url": {"type": "string", "description": "Page to start on (optional)."},
        "max_steps": {"type": "integer", "minimum": 1, "description": "Step limit (optional)."},
    },
    "required": ["task"],
}
SESSIONS_SCHEMA = {
    "type": "object",
    "properties": {"limit": {"type": "integer", "minimum": 1, "description": "How many (default 20)."}},
}
SHOW_SCHEMA = {
    "type": "object",
    "properties": {"id": {"type": "string", "description": "Session id, a unique prefix, or 'last'."}},
    "required": ["id"],
}

INSTRUCTIONS = (
    "opticlick drives a real Chrome. Call `observe` to see the page: an annotated screenshot in which "
    "every interactive element has a numbered box, and the list of those marks. Act with click, type, "
    "press_key, scroll, navigate ... using those numbers, then observe again. `run_task` hands a whole "
    "task to opticlick's own agent. Every call is saved as a session (`sessions`, `show`)."
)


def page_tools() -> list:
    return [t for t in TOOLS if t.kind == "ui" or t.name in READING_TOOLS]


def tool_list() -> list[types.Tool]:
    listed = [
        types.Tool(
            name="observe",
            description="Look at the page: an annotated screenshot (numbered boxes on every interactive "
            "element) and the mark list. Optionally open `url` first.",
            input_schema=OBSERVE_SCHEMA,
        )
    ]
    for tool in page_tools():
        spec = tool.spec()
        listed.append(
            types.Tool(name=spec.name, description=spec.description + MARK_NOTE, input_schema=spec.parameters)
        )
    listed += [
        types.Tool(
            name="run_task",
            description="Hand a whole task to opticlick's agent (its configured model); returns the "
            "summary and the session id.",
            input_schema=RUN_TASK_SCHEMA,
        ),
        types.Tool(
            name="sessions", description="Recent sessions, newest first.", input_schema=SESSIONS_SCHEMA
        ),
        types.Tool(name="show", description="One session step by step.", input_schema=SHOW_SCHEMA),
    ]
    return listed


def text_result(text: str, error: bool = False) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(text=text)], is_error=error)


def json_result(value: Any) -> types.CallToolResult:
    return text_result(json.dumps(value, ensure_ascii=False, indent=1))


def observation_result(obs, session_id: str, clean: bool = False) -> types.CallToolResult:
    image = base64.b64encode(obs.image_bytes(annotated=not clean, fmt="png")).decode()
    return types.CallToolResult(
        content=[
            types.ImageContent(data=image, mime_type="image/png"),
            types.TextContent(text=f"{obs.text()}\n(session {session_id})"),
        ]
    )


def session_rows(rows: list[dict], limit: int) -> list[dict]:
    keys = ("id", "title", "status", "success", "steps", "provider", "model", "started", "outcome")
    return [{k: row.get(k) for k in keys} for row in rows[:limit]]


def session_text(meta: dict, steps: list[dict]) -> str:
    lines = [
        f"Session {meta.get('id', '')}: {meta.get('task', '')}",
        f"Status: {meta.get('status', '?')}, success: {meta.get('success')}, steps: {len(steps)}",
    ]
    if meta.get("outcome"):
        lines.append(f"Outcome: {meta['outcome']}")
    for step in steps:
        lines.append(f"\nStep {step.get('step')}: {step.get('url', '')} — {step.get('title', '')}")
        results = {r.get("call_id"): r for r in step.get("results", [])}
        for call in step.get("calls", []):
            result = results.get(call.get("id"), {})
            mark = "✗" if result.get("is_error") else "→"
            args = json.dumps(call.get("args", {}), ensure_ascii=False)
            lines.append(f"  {call.get('name')} {args} {mark} {str(result.get('content', ''))[:300]}")
    return "\n".join(lines)
