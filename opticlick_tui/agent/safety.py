"""When the agent must ask before acting (permission modes, sensitive sites, irreversible clicks,
duplicate submits), and which URLs are off-limits."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from urllib.parse import unquote_plus, urlparse

# Sensitive means what cannot be undone or what moves money or credentials: these labels, a
# password or payment field, a banking site. A plain "Submit" or any field on a page whose path
# says /login is not (the task asked for it).
IRREVERSIBLE = re.compile(
    r"\b(buy|purchase|pay|checkout|check out|place order|order now|confirm order|delete|remove|"
    r"publish|transfer|unsubscribe|cancel (my )?(account|subscription|order)|close (my )?account|book now)\b",
    re.I,
)
# Clicked twice within the window, these may submit twice: asked (not in auto, which never asks).
SUBMITS = re.compile(r"\b(submit|send|post|sign up|subscribe|register|save)\b", re.I)
SENSITIVE_HOST = re.compile(r"(bank|banking|paypal|\.gov(\.|$))", re.I)
DUPLICATE_WINDOW_S = 45.0
# A value this long that the model got from the scratchpad, memory or typing, found in a URL it
# builds, means the URL carries it to a server.
CARRIED_MIN_LEN = 6


def host_of(url: str) -> str:
    return (urlparse(url).hostname or "").lower()


def is_sensitive(url: str) -> bool:
    """A banking (or government) site: every action there is confirmed in ask mode."""
    return bool(SENSITIVE_HOST.search(urlparse(url).hostname or ""))


def refused_without_terminal() -> str:
    """Said once at the start of an `ask` run with nobody to confirm."""
    return (
        "No terminal to confirm on: in ask mode this run refuses opening sites the task did not name, "
        "typing into password or payment fields, anything on banking sites, irreversible clicks "
        "(buy, pay, delete, transfer, publish ...), a second identical submit within 45 s and URLs that "
        "carry your notes or typed text; --permission auto allows them."
    )


@dataclass
class SafetyPolicy:
    mode: str = "ask"  # ask | auto | strict
    approved_hosts: set[str] = field(default_factory=set)
    _submits: dict[str, float] = field(default_factory=dict)
    user_text: str = ""  # what the user wrote (task, follow-ups): values from it are theirs to send
    typed: set[str] = field(default_factory=set)  # texts the agent typed into pages

    def approve_host(self, url: str) -> None:
        host = host_of(url)
        if host:
            self.approved_hosts.add(host)

    def check(
        self, tool: str, args: dict, page_url: str, target_label: str = "", target_kind: str = ""
    ) -> str | None:
        """A question to confirm with the user before this UI action, or None to go ahead.
        `target_kind` "secret": the text goes into a password or payment field."""
        if self.mode == "auto":
            return None  # auto never asks, not even for a second submit
        if tool == "click" and (
            IRREVERSIBLE.search(target_label or "") or SUBMITS.search(target_label or "")
        ):
            key = f"{page_url}|{target_label.lower()}"
            last = self._submits.get(key)
            if last is not None and time.monotonic() - last < DUPLICATE_WINDOW_S:
                return f'You clicked "{target_label}" on this page {time.monotonic() - last:.0f} s ago. Click it again (it may submit twice)?'
        if tool == "evaluate" and self.mode == "ask":
            script = " ".join(str(args.get("script", "")).split())
            return f"The agent wants to run JavaScript in the page: {script[:200]!r}. Allow?"
        if self.mode == "strict":
            return f"Allow: {describe(tool, args, target_label)}?"
        if tool in ("navigate", "open_tab") and args.get("url"):
            question = self.check_request(tool, str(args["url"]), [], page_url)
            if question:
                return question
        if is_sensitive(page_url) and tool not in ("scroll", "hover"):
            return (
                f"This is a banking site ({host_of(page_url)}). Allow: {describe(tool, args, target_label)}?"
            )
        if tool == "click" and IRREVERSIBLE.search(target_label or ""):
            return f'"{target_label}" looks irreversible. Allow the click?'
        if target_kind in ("password", "secret") and args.get("text"):
            return f"The agent wants to type into a password or payment field{f' ({target_label})' if target_label else ''}. Allow?"
        return None

    def check_request(self, tool: str, url: str, private_values: list[str], page_url: str) -> str | None:
        """A question before a request the agent builds (navigate, open_tab, vfs_download, ...):
        a site nobody approved, or a URL that carries the scratchpad, memory or typed text."""
        if self.mode == "auto":
            return None
        if self.mode == "strict":
            return f"Allow: {tool} {url[:200]}?"
        host = host_of(url) or host_of("https://" + url)
        if host and host not in self.approved_hosts:
            return f"The agent wants to reach a new site, {host} ({tool}). Allow?"
        carried = self.carried(url, private_values, page_url)
        if carried:
            return (
                f"The agent's {tool} URL to {host or url[:60]} carries {len(carried)} characters of what it "
                "noted, remembered or typed. Allow?"
            )
        return None

    def carried(self, url: str, private_values: list[str], page_url: str) -> str | None:
        """The first private value (notes, memory, typed text) this URL carries, or None. Values
        the user wrote, or that the current page's URL already holds, are not private."""
        sent = unquote_plus(url).lower()
        here = unquote_plus(page_url).lower()
        mine = self.user_text.lower()
        for value in [*private_values, *self.typed]:
            v = value.strip().lower()
            if len(v) >= CARRIED_MIN_LEN and v in sent and v not in here and v not in mine:
                return value.strip()[:60]
        return None

    def refusal(self, tool: str) -> str | None:
        """A reason this tool is never run in the current mode (no question asked), or None."""
        if tool == "evaluate" and self.mode == "strict":
            return "evaluate is off in strict permission mode; use the page's own controls, or ask_user."
        return None

    def did(self, tool: str, page_url: str, target_label: str, new_url: str | None = None) -> None:
        if tool == "click" and (
            IRREVERSIBLE.search(target_label or "") or SUBMITS.search(target_label or "")
        ):
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
