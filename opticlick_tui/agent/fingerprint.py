"""What a recorded action's target was, and finding it again on a live page.

A fingerprint is taken from the observation the model acted on: the element's role, tag, label,
input type, link host, frame, the labels of the marks just before and after it (the text nearby, in
reading order), its rank among elements that look the same, and where it sat on the page. Replay
never trusts the old mark number: marks are renumbered on every page load.

Matching is strict about what a user would call "the same control" (kind and label) and uses the
rest only to choose between look-alikes, so a redesign (new ids, classes, order, an extra button)
still matches while a renamed button does not.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from opticlick_tui.som.model import Mark, Observation

FINGERPRINT_VERSION = 1


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def kind_of(role: str | None, tag: str | None, input_type: str | None) -> str:
    """The kind a user sees: a button is a button whether it is <button> or <input type=submit>."""
    role = role or ""
    if role and role not in ("clickable", "focusable", "generic"):
        return role
    if tag == "input" and input_type in ("submit", "button", "reset", "image"):
        return "button"
    return role or tag or ""


def _frame_path(obs: Observation, index: int) -> str:
    for frame in obs.frames:
        if frame.index == index:
            parts = urlsplit(frame.url)
            return parts.path
    return ""


def _neighbours(obs: Observation, mark: Mark) -> tuple[str, str]:
    """Labels of the nearest labelled marks before and after this one in the same frame."""
    same_frame = [m for m in obs.marks if m.frame == mark.frame]
    index = next((i for i, m in enumerate(same_frame) if m.id == mark.id), -1)
    before = next((m.label for m in reversed(same_frame[:index]) if m.label), "") if index >= 0 else ""
    after = next((m.label for m in same_frame[index + 1 :] if m.label), "") if index >= 0 else ""
    return before[:80], after[:80]


def _lookalikes(obs: Observation, kind: str, label: str) -> list[Mark]:
    return [m for m in obs.marks if kind_of(m.role, m.tag, m.type) == kind and _norm(m.label) == _norm(label)]


def _page_position(obs: Observation, mark: Mark) -> list[float]:
    """The element's centre as a fraction of the whole page (robust to scrolling and window size)."""
    x = (mark.box[0] + mark.box[2]) / 2 + obs.scroll.x
    y = (mark.box[1] + mark.box[3]) / 2 + obs.scroll.y
    width = obs.scroll.width or obs.viewport[0] or 1
    height = obs.scroll.height or obs.viewport[1] or 1
    return [round(min(1.0, x / width), 3), round(min(1.0, y / height), 3)]


def fingerprint(obs: Observation, mark: Mark) -> dict[str, Any]:
    kind = kind_of(mark.role, mark.tag, mark.type)
    same = _lookalikes(obs, kind, mark.label)
    before, after = _neighbours(obs, mark)
    return {
        "v": FINGERPRINT_VERSION,
        "kind": kind,
        "role": mark.role,
        "tag": mark.tag,
        "type": mark.type,
        "label": mark.label,
        "href_host": mark.href_host,
        "frame": mark.frame,
        "frame_path": _frame_path(obs, mark.frame),
        "before": before,
        "after": after,
        "rank": next((i for i, m in enumerate(same) if m.id == mark.id), 0),
        "of": len(same),
        "position": _page_position(obs, mark),
    }


def describe_target(fp: dict[str, Any]) -> str:
    """`button "Save"`, `textbox[email] "Email"`, `link <a>`: how the sentence names a target."""
    kind = fp.get("kind") or fp.get("tag") or "element"
    if fp.get("tag") == "input" and fp.get("type") not in (None, "", "text") and kind == "textbox":
        kind = f"textbox[{fp['type']}]"
    label = fp.get("label") or ""
    return f'{kind} "{label}"' if label else f"{kind} <{fp.get('tag') or '?'}> (no label)"


@dataclass
class Match:
    mark: Mark | None
    problem: str = ""  # "" when found, else "missing" or "ambiguous"
    closest: str = ""  # for a missing target: the most similar label on the page
    count: int = 0  # for an ambiguous target: how many look alike


def _tiebreak_score(fp: dict[str, Any], obs: Observation, mark: Mark, rank: int) -> float:
    before, after = _neighbours(obs, mark)
    score = 0.0
    if fp.get("before") and _norm(before) == _norm(fp["before"]):
        score += 2
    if fp.get("after") and _norm(after) == _norm(fp["after"]):
        score += 2
    if fp.get("of") and rank == fp.get("rank"):
        score += 1
    if fp.get("type") == mark.type:
        score += 0.5
    if fp.get("href_host") == mark.href_host:
        score += 0.5
    if fp.get("frame_path") and _frame_path(obs, mark.frame) == fp["frame_path"]:
        score += 0.5
    position = fp.get("position")
    if position:
        px, py = _page_position(obs, mark)
        score -= abs(px - position[0]) + abs(py - position[1])
    return score


def find(fp: dict[str, Any], obs: Observation) -> Match:
    """The live mark this fingerprint describes, or why there is none."""
    kind = fp.get("kind", "")
    same = _lookalikes(obs, kind, fp.get("label", ""))
    if fp.get("frame_path"):
        in_frame = [m for m in same if _frame_path(obs, m.frame) == fp["frame_path"]]
        same = in_frame or same
    if len(same) == 1:
        return Match(same[0])
    if not same:
        return Match(None, "missing", closest=_closest_label(fp, obs))
    scored = sorted(
        ((_tiebreak_score(fp, obs, m, rank), m) for rank, m in enumerate(same)),
        key=lambda pair: pair[0],
        reverse=True,
    )
    best, runner_up = scored[0][0], scored[1][0]
    # A look-alike wins only on evidence: its neighbours or rank, not a few pixels of position.
    if best - runner_up >= 1.0:
        return Match(scored[0][1])
    return Match(None, "ambiguous", count=len(same))


def _closest_label(fp: dict[str, Any], obs: Observation) -> str:
    label = _norm(fp.get("label"))
    kind = fp.get("kind", "")
    pool = [m for m in obs.marks if kind_of(m.role, m.tag, m.type) == kind and m.label] or [
        m for m in obs.marks if m.label
    ]
    if not pool:
        return ""
    if not label:
        return pool[0].label
    best = max(pool, key=lambda m: difflib.SequenceMatcher(None, label, _norm(m.label)).ratio())
    return best.label


def targets_of(call_name: str, args: dict[str, Any]) -> list[str]:
    """Which arguments of a tool call name marks."""
    if call_name == "drag_and_drop":
        return [k for k in ("from_id", "to_id") if isinstance(args.get(k), int)]
    return ["id"] if isinstance(args.get("id"), int) else []


def record_targets(obs: Observation, calls: list[Any]) -> dict[str, dict[str, dict[str, Any]]]:
    """{call id: {argument: fingerprint}} for every call that names a mark of this observation."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for call in calls:
        found = {}
        for arg in targets_of(call.name, call.args):
            mark = obs.mark(call.args[arg])
            if mark is not None:
                found[arg] = fingerprint(obs, mark)
        if found:
            out[call.id] = found
    return out
