"""When the agent must ask before acting (permission modes, sensitive sites, irreversible clicks,
duplicate submits), and which URLs are off-limits."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from urllib.parse import urlparse

IRREVERSIBLE = re.compile(
    r"\b(submit|buy|purchase|pay|checkout|check out|place order|order now|confirm order|delete|remove|"
    r"send|post|publish|transfer|sign up|subscribe|unsubscribe|cancel (my )?(account|subscription)|book now)\b",
    re.I,
)
SENSITIVE_HOST = re.compile(
    r"(bank|banking|paypal|\.gov(\.|$)|login\.|signin\.|accounts\.|auth\.|id\.me)", re.I
)
SENSITIVE_PATH = re.compile(r"/(login|signin|sign-in|auth|account/security|checkout|payment)", re.I)
DUPLICATE_WINDOW_S = 45.0


def host_of(url: str) -> str:
    return (urlparse(url).hostname or "").lower()


def is_sensitive(url: str) -> bool:
    parsed = urlparse(url)
    return bool(SENSITIVE_HOST.search(parsed.hostname or "") or SENSITIVE_PATH.search(parsed.path or ""))


@dataclass
class SafetyPolicy:
    mode: str = "ask"  # ask | auto | strict
    approved_hosts: set[str] = field(default_factory=set)
    _submits: dict[str, float] = field(default_factory=dict)

    def approve_host(self, url: str) -> None:
        host = host_of(url)
        if host:
            self.approved_hosts.add(host)

    def check(
        self, tool: str, args: dict, page_url: str, target_label: str = "", target_kind: str = ""
    ) -> str | None:
        """A question to confirm with the user before this UI action, or None to go ahead."""
        if tool == "click" and IRREVERSIBLE.search(target_label or ""):
            key = f"{page_url}|{target_label.lower()}"
            last = self._submits.get(key)
            if last is not None and time.monotonic() - last < DUPLICATE_WINDOW_S:
                return f'You clicked "{target_label}" on this page {time.monotonic() - last:.0f} s ago. Click it again (it may submit twice)?'
        if self.mode == "auto":
            return None
        if tool == "evaluate" and self.mode == "ask":
            script = " ".join(str(args.get("script", "")).split())
            return f"The agent wants to run JavaScript in the page: {script[:200]!r}. Allow?"
        if self.mode == "strict":
            return f"Allow: {describe(tool, args, target_label)}?"
        if tool in ("navigate", "open_tab") and args.get("url"):
            host = host_of(args["url"]) or host_of("https://" + str(args["url"]))
            if host and host not in self.approved_hosts:
                return f"The agent wants to open a new site, {host}. Allow?"
        if is_sensitive(page_url) and tool not in ("scroll", "hover"):
            return f"This is a sensitive page ({host_of(page_url)}). Allow: {describe(tool, args, target_label)}?"
        if tool == "click" and IRREVERSIBLE.search(target_label or ""):
            return f'"{target_label}" looks irreversible. Allow the click?'
        if tool == "type" and args.get("submit") and target_kind == "password":
            return "The agent wants to submit a password field. Allow?"
        return None

    def refusal(self, tool: str) -> str | None:
        """A reason this tool is never run in the current mode (no question asked), or None."""
        if tool == "evaluate" and self.mode == "strict":
            return "evaluate is off in strict permission mode; use the page's own controls, or ask_user."
        return None

    def did(self, tool: str, page_url: str, target_label: str, new_url: str | None = None) -> None:
        if tool == "click" and IRREVERSIBLE.search(target_label or ""):
            self._submits[f"{page_url}|{target_label.lower()}"] = time.monotonic()
        if tool in ("navigate", "open_tab") and new_url:
            self.approve_host(new_url)


def describe(tool: str, args: dict, label: str = "") -> str:
    if tool == "click":
        return f'click [{args.get("id")}] "{label}"' if label else f"click [{args.get('id')}]"
    if tool == "type":
        return f"type into [{args.get('id', 'focused')}]"
    if tool == "navigate":
        return f"open {args.get('url')}"
    return f"{tool} {args}"
