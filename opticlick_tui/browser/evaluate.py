"""The escape hatch: the model's JavaScript run in the page, for reading state and for pages real input
cannot reach.

By default the script runs in an isolated world of its own ("opticlick-eval"): it shares the DOM with
the page but neither the page's globals nor ours, so page scripts cannot see or patch it and it cannot
break our own helpers. `world="page"` runs it in the page's own world (to call the page's functions).
The result comes back as JSON, capped; DOM nodes are described rather than serialised.
"""

from __future__ import annotations

import json
import re
from typing import Any

from opticlick_tui.browser.errors import BrowserError, ContextGoneError
from opticlick_tui.browser.tab import Tab

EVAL_WORLD = "opticlick-eval"
RESULT_CAP = 4000
SCRIPT_TIMEOUT_MS = 5000
_RETURN = re.compile(r"(^|[;{}\n]\s*)return\b")

# Runs on the script's result: JSON with nodes, collections, maps, sets and cycles made readable.
_TO_JSON = r"""function () {
  const seen = new WeakSet();
  const node = (n) => {
    if (n.nodeType !== 1) return `#${n.nodeName.toLowerCase()} ${String(n.textContent || "").trim().slice(0, 80)}`;
    const id = n.id ? "#" + n.id : "";
    const cls = typeof n.className === "string" && n.className.trim() ? "." + n.className.trim().split(/\s+/).slice(0, 2).join(".") : "";
    const text = String(n.innerText || n.textContent || "").trim().replace(/\s+/g, " ").slice(0, 80);
    return `<${n.tagName.toLowerCase()}${id}${cls}>${text ? " " + text : ""}`;
  };
  const walk = (v, depth) => {
    if (v === null || v === undefined) return v === undefined ? null : v;
    if (typeof v === "function") return `[function ${v.name || "anonymous"}]`;
    if (typeof v === "bigint") return v.toString();
    if (typeof v !== "object") return v;
    if (typeof Node !== "undefined" && v instanceof Node) return node(v);
    if (seen.has(v)) return "[cycle]";
    seen.add(v);
    if (depth > 8) return "[too deep]";
    if (v instanceof Map) return Object.fromEntries(Array.from(v, ([k, x]) => [String(k), walk(x, depth + 1)]));
    if (v instanceof Set || Array.isArray(v) || (typeof NodeList !== "undefined" && v instanceof NodeList) ||
        (typeof HTMLCollection !== "undefined" && v instanceof HTMLCollection)) {
      return Array.from(v).slice(0, 1000).map((x) => walk(x, depth + 1));
    }
    if (v instanceof Date) return v.toISOString();
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    const out = {};
    for (const k of Object.keys(v).slice(0, 300)) out[k] = walk(v[k], depth + 1);
    return out;
  };
  return JSON.stringify(walk(this, 0));
}"""


class ScriptError(Exception):
    """The script threw or could not run; the message is for the model."""


def wrap_script(script: str) -> tuple[str, bool]:
    """A script with a top-level `return` runs as an async function body; anything else is
    evaluated like a console line (its last expression is the result, `await` allowed)."""
    if _RETURN.search(script):
        return f"(async () => {{\n{script}\n}})()", False
    return script, True


async def evaluate_script(
    tab: Tab, script: str, world: str = "isolated", cap: int = RESULT_CAP
) -> dict[str, Any]:
    """Run `script` in the top frame; returns {"json": text, "total": n, "cut": bool}."""
    frame = await tab.frames.top_frame()
    params: dict[str, Any] = {
        "awaitPromise": True,
        "returnByValue": False,
        "timeout": SCRIPT_TIMEOUT_MS,
        "userGesture": False,
    }
    expression, repl = wrap_script(script)
    params["expression"] = expression
    if repl:
        params["replMode"] = True
    if world != "page":  # the page world: no contextId means the top frame's own default world
        made = await frame.channel.send(
            "Page.createIsolatedWorld",
            {"frameId": frame.frame_id, "worldName": EVAL_WORLD, "grantUniveralAccess": False},
        )
        params["contextId"] = made["executionContextId"]
    reply = await frame.channel.send("Runtime.evaluate", params, timeout=SCRIPT_TIMEOUT_MS / 1000 + 5)
    if "exceptionDetails" in reply:
        details = reply["exceptionDetails"]
        text = (details.get("exception") or {}).get("description") or details.get("text") or "script error"
        if "Execution context was destroyed" in text:
            raise ContextGoneError("The page navigated while the script ran.")
        raise ScriptError(text.splitlines()[0][:400])
    result = reply.get("result") or {}
    if "objectId" in result:
        try:
            converted = await frame.channel.send(
                "Runtime.callFunctionOn",
                {"objectId": result["objectId"], "functionDeclaration": _TO_JSON, "returnByValue": True},
            )
        finally:
            try:
                await frame.channel.send("Runtime.releaseObject", {"objectId": result["objectId"]})
            except BrowserError:
                pass
        text = (converted.get("result") or {}).get("value") or "null"
    elif "unserializableValue" in result:
        text = json.dumps(result["unserializableValue"])
    elif result.get("type") == "undefined":
        text = "null"
    else:
        text = json.dumps(result.get("value"), ensure_ascii=False)
    total = len(text)
    return {"json": text[:cap], "total": total, "cut": total > cap}
