"""Vault secrets: `<secret:NAME>` is replaced at the moment of typing (or of opening a URL that holds
it), on allowed hosts only.

The model, the history, the session files and every event only ever hold the placeholder. Values
that were typed are remembered for this run only, so anything read back from the page (the field's
value in the mark list, a tool result, page text) can be turned back into the placeholder before it
is shown, saved or sent.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from opticlick_tui.agent.safety import host_of
from opticlick_tui.store.vault import PLACEHOLDER, Vault


class SecretRefused(Exception):
    """Why a placeholder was not typed (unknown secret, wrong site); worded for the model."""


def host_allowed(host: str, allowed: list[str]) -> bool:
    if not allowed:
        return True
    bare = host.removeprefix("www.")
    return any(bare == h.removeprefix("www.") or host.endswith("." + h) for h in allowed)


class SecretResolver:
    def __init__(self, vault: Vault | None):
        self.vault = vault
        # Values given for this run only (a password asked for at replay time); never written anywhere.
        self.transient: dict[str, tuple[str, list[str]]] = {}
        self._typed: dict[str, str] = {}  # value -> name, for scrubbing

    def add_transient(self, name: str, value: str, hosts: list[str] | None = None) -> None:
        self.transient[name] = (value, hosts or [])

    def has_placeholder(self, text: str) -> bool:
        return bool(PLACEHOLDER.search(text or ""))

    def only_placeholders(self, text: str) -> bool:
        """True when the text is vault placeholders and nothing else (no secret of its own)."""
        return self.has_placeholder(text) and not PLACEHOLDER.sub("", text).strip()

    def resolve(self, text: str, url: str) -> str:
        """The text with each placeholder replaced by its value; SecretRefused when one cannot be."""
        host = host_of(url)

        def value_of(match) -> str:
            name = match.group(1)
            value: str | None
            if name in self.transient:
                value, hosts = self.transient[name]
            else:
                value = self.vault.get(name) if self.vault else None
                hosts = self.vault.hosts(name) if self.vault else []
            if not value:
                raise SecretRefused(
                    f"There is no secret {name} in the vault; ask the user to add it "
                    f"(opticlick secret set {name}) or use ask_user."
                )
            if not host_allowed(host, hosts):
                raise SecretRefused(
                    f"The secret {name} may only be typed on {', '.join(hosts)}, not on {host or url}; "
                    "nothing was typed."
                )
            self._typed[value] = name
            return value

        return PLACEHOLDER.sub(value_of, text)

    def resolve_url(self, url: str) -> str:
        """A URL the model or user opens with its placeholders put in, each checked against the
        URL's own host (which a placeholder may not stand for: the site must be written out)."""
        if not self.has_placeholder(url):
            return url
        netloc = urlsplit(url.strip()).netloc
        if self.has_placeholder(netloc.rpartition("@")[2]):
            raise SecretRefused(
                "A secret may not stand for the site itself; write the host out in the URL "
                "(a secret may be in its path, query or password). Nothing was opened."
            )
        try:
            return self.resolve(url, url)
        except SecretRefused as exc:
            message = (
                str(exc).replace("typed on", "used on").replace("nothing was typed", "nothing was opened")
            )
            raise SecretRefused(message) from None

    def scrub(self, text: str) -> str:
        """Every secret value typed so far replaced by its placeholder."""
        if not text or not self._typed:
            return text
        for value, name in sorted(self._typed.items(), key=lambda kv: -len(kv[0])):
            if value in text:
                text = text.replace(value, f"<secret:{name}>")
        return text

    @property
    def active(self) -> bool:
        return bool(self._typed)


def scrub_observation(obs, scrub) -> None:
    """Typed secret values out of the mark list (a non-password field shows what was typed)."""
    obs.title = scrub(obs.title)
    obs.url = scrub(obs.url)  # a URL opened with a secret in it
    for tab in obs.tabs:
        tab.url, tab.title = scrub(tab.url), scrub(tab.title)
    for mark in obs.marks:
        mark.label = scrub(mark.label)
        if mark.value:
            mark.value = scrub(mark.value)
