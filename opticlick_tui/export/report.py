"""Shareable reports of a session: Markdown, JSON, a self-contained HTML page (every step's
annotated screenshot inlined) and an animated GIF of the run."""

from __future__ import annotations

import base64
import html
import io
import json
from pathlib import Path
from typing import Any

from PIL import Image

from opticlick_tui import clock
from opticlick_tui.agent.budget import describe_usage
from opticlick_tui.paths import asset_text
from opticlick_tui.store.sessions import SessionStore, session_duration

FORMATS = ("html", "md", "json", "gif")


def _when(ts: float | None) -> str:
    return clock.local_stamp("%Y-%m-%d %H:%M:%S", ts) if ts else "?"


def _args(args: dict[str, Any]) -> str:
    return ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in args.items())


def _glyph(status: str) -> str:
    return {"pending": "[ ]", "in_progress": "[>]", "done": "[x]", "skipped": "[-]"}.get(status, "[ ]")


def to_markdown(store: SessionStore, session_id: str) -> str:
    meta = store.meta(session_id)
    lines = [
        f"# {meta.get('title', session_id)}",
        "",
        f"- Session: `{session_id}`",
        f"- Task: {meta.get('task', '')}",
        f"- Model: {meta.get('provider', '?')}/{meta.get('model', '') or 'default'}",
        f"- Started: {_when(meta.get('started'))} · duration {(session_duration(meta, long=True) or '?')} · {meta.get('steps', 0)} steps",
        f"- Outcome: **{meta.get('status', '?')}**{' (success)' if meta.get('success') else ''}: {meta.get('outcome', '')}",
    ]
    if spent := describe_usage(meta.get("usage")):
        lines.append(f"- Usage: {spent}")
    if "result" in meta:
        lines.append(f"- Result: `{json.dumps(meta['result'], ensure_ascii=False)}`")
    lines.append("")
    for step in store.steps(session_id):
        lines += [
            f"## Step {step['step']}: {step.get('title') or '(no title)'}",
            "",
            f"<{step.get('url', '')}>",
            "",
        ]
        if spent := describe_usage(step.get("usage")):
            lines += [f"_{spent}_", ""]
        for message in step.get("user_messages", []):
            lines.append(f"> User: {message}")
        if step.get("thinking"):
            lines += [
                "<details><summary>Thinking</summary>",
                "",
                step["thinking"].strip(),
                "",
                "</details>",
                "",
            ]
        if step.get("text"):
            lines += [step["text"].strip(), ""]
        results = {r["call_id"]: r for r in step.get("results", [])}
        for call in step.get("calls", []):
            result = results.get(call["id"], {})
            mark = "✗" if result.get("is_error") else "✓"
            lines.append(
                f"- `{call['name']}({_args(call.get('args', {}))})` {mark} {result.get('content', '').splitlines()[0] if result.get('content') else ''}"
            )
        for warning in step.get("warnings", []):
            lines.append(f"- ⚠ {warning}")
        lines.append("")
    return "\n".join(lines)


def to_json(store: SessionStore, session_id: str) -> str:
    data = store.export_json(session_id)
    for step in data["steps"]:
        step.pop("turn", None)  # the model-facing copy (with signatures) is internal
    return json.dumps(data, ensure_ascii=False, indent=1)


def _inline_image(path: Path, width: int = 1100) -> str:
    try:
        image = Image.open(path)
        image.thumbnail((width, width * 2))
        buffer = io.BytesIO()
        image.convert("RGB").save(buffer, "JPEG", quality=80)
        return "data:image/jpeg;base64," + base64.b64encode(buffer.getvalue()).decode()
    except OSError:
        return ""


def to_html(store: SessionStore, session_id: str) -> str:
    meta = store.meta(session_id)
    e = html.escape
    shots = store.paths(session_id).shots
    out = [
        "<!doctype html><html><head><meta charset='utf-8'>",
        f"<title>{e(meta.get('title', session_id))} · opticlick report</title>",
        f"<style>{asset_text('report.css')}</style></head><body>",
        f"<header><h1>{e(meta.get('title', session_id))}</h1><div class='meta'>Session {e(session_id)} · "
        f"{e(str(meta.get('provider', '?')))}/{e(str(meta.get('model', '') or 'default'))} · {e(_when(meta.get('started')))} · "
        f"{e(session_duration(meta, long=True) or '?')} · {meta.get('steps', 0)} steps</div></header><main>",
        f"<p><b>Task:</b> {e(meta.get('task', ''))}</p>",
        f"<div class='outcome {e(str(meta.get('status', '')))}'><b>{e(str(meta.get('status', '?')))}</b>"
        f"{' (success)' if meta.get('success') else ''}: {e(str(meta.get('outcome', '')))}</div>",
    ]
    if spent := describe_usage(meta.get("usage")):
        out.append(f"<p><b>Usage:</b> {e(spent)}</p>")
    if "result" in meta:
        out.append(
            f"<p><b>Result:</b></p><pre>{e(json.dumps(meta['result'], ensure_ascii=False, indent=2))}</pre>"
        )
    for step in store.steps(session_id):
        out.append(
            f"<section class='step' id='step-{step['step']}'><h2>Step {step['step']}: {e(step.get('title') or '(no title)')}</h2>"
        )
        out.append(f"<div class='url'>{e(step.get('url', ''))}</div>")
        if spent := describe_usage(step.get("usage")):
            out.append(f"<div class='usage'>{e(spent)}</div>")
        for message in step.get("user_messages", []):
            out.append(f"<p><b>User:</b> {e(message)}</p>")
        src = _inline_image(shots / step["annotated"]) if step.get("annotated") else ""
        if src:
            out.append(f"<img alt='Step {step['step']} screenshot with marks' src='{src}'>")
        if step.get("thinking"):
            out.append(
                f"<details class='thinking'><summary>Thinking</summary>{e(step['thinking'])}</details>"
            )
        if step.get("text"):
            out.append(f"<p>{e(step['text'])}</p>")
        results = {r["call_id"]: r for r in step.get("results", [])}
        for call in step.get("calls", []):
            result = results.get(call["id"], {})
            out.append(f"<div class='call'>→ {e(call['name'])}({e(_args(call.get('args', {})))})</div>")
            css = "result error" if result.get("is_error") else "result"
            out.append(f"<div class='{css}'>{e(result.get('content', ''))}</div>")
        for warning in step.get("warnings", []):
            out.append(f"<div class='warning'>⚠ {e(warning)}</div>")
        if step.get("todo"):
            items = "<br>".join(f"{_glyph(i.get('status', ''))} {e(i.get('text', ''))}" for i in step["todo"])
            out.append(f"<div class='todo'>{items}</div>")
        out.append("</section>")
    out.append("</main></body></html>")
    return "\n".join(out)


def to_gif(store: SessionStore, session_id: str, width: int = 800, frame_ms: int = 1200) -> bytes:
    shots = store.paths(session_id).shots
    frames = []
    for step in store.steps(session_id):
        path = shots / step.get("annotated", "")
        if not path.is_file():
            continue
        image = Image.open(path).convert("RGB")
        image.thumbnail((width, width * 2))
        frames.append(image.quantize(colors=128))
    if not frames:
        raise ValueError("This session has no screenshots to animate.")
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=frame_ms, loop=0)
    return buffer.getvalue()


def export(store: SessionStore, session_id: str, fmt: str) -> bytes:
    if fmt == "md":
        return to_markdown(store, session_id).encode()
    if fmt == "json":
        return to_json(store, session_id).encode()
    if fmt == "html":
        return to_html(store, session_id).encode()
    if fmt == "gif":
        return to_gif(store, session_id)
    raise ValueError(f"Unknown format {fmt!r}; use one of {', '.join(FORMATS)}.")
