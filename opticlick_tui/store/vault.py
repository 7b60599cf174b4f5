"""The secrets vault: values in the OS keyring (or `OPTICLICK_SECRET_<NAME>`), never in our files.

What the data dir keeps is `secrets.json`: each secret's name and the hosts it may be typed on, never
a value. Values are read at the moment they are typed (see agent/secret_use.py) and forgotten after.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from opticlick_tui.store.atomic import read_json, write_json_atomic

KEYRING_SERVICE = "opticlick"
ENV_PREFIX = "OPTICLICK_SECRET_"
NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,63}$")
PLACEHOLDER = re.compile(r"<secret:([A-Za-z][A-Za-z0-9_]{0,63})>")


class VaultError(Exception):
    """One sentence for the user: what went wrong and what to do."""


@dataclass
class SecretInfo:
    name: str
    hosts: list[str]
    source: str  # "keyring", "env" or "missing"


def env_name(name: str) -> str:
    return ENV_PREFIX + name.upper()


def check_name(name: str) -> str:
    if not NAME.match(name):
        raise VaultError(
            f"{name!r} is not a secret name; use letters, digits and _ (starting with a letter), like GITHUB_PASSWORD."
        )
    return name


def _keyring():
    import keyring  # imported late: finding the backends takes a few hundred ms

    return keyring


def keyring_available() -> bool:
    return _keyring_usable()


def _keyring_usable() -> bool:
    keyring = _keyring()
    from keyring.backends import fail

    return not isinstance(keyring.get_keyring(), fail.Keyring)


class Vault:
    def __init__(self, data_dir: Path):
        self.path = data_dir / "secrets.json"

    def _meta(self) -> dict[str, dict]:
        data = read_json(self.path, {})
        return data if isinstance(data, dict) else {}

    def _write_meta(self, meta: dict[str, dict]) -> None:
        write_json_atomic(self.path, meta)

    def set(self, name: str, value: str, hosts: list[str]) -> None:
        check_name(name)
        if not value:
            raise VaultError("The secret is empty; nothing was stored.")
        if not _keyring_usable():
            raise VaultError(
                f"No OS keyring is available here; export {env_name(name)}=... instead "
                "(opticlick reads it when a task types <secret:" + name + ">)."
            )
        from keyring.errors import KeyringError

        try:
            _keyring().set_password(KEYRING_SERVICE, name, value)
        except KeyringError as exc:
            raise VaultError(
                f"The OS keyring refused the secret ({exc}); export {env_name(name)}=... instead."
            ) from None
        self.set_hosts(name, hosts)

    def set_hosts(self, name: str, hosts: list[str]) -> None:
        meta = self._meta()
        meta[check_name(name)] = {"hosts": sorted({h.strip().lower() for h in hosts if h.strip()})}
        self._write_meta(meta)

    def remove(self, name: str) -> bool:
        check_name(name)
        meta = self._meta()
        known = meta.pop(name, None) is not None
        self._write_meta(meta)
        if _keyring_usable():
            from keyring.errors import KeyringError, PasswordDeleteError

            try:
                _keyring().delete_password(KEYRING_SERVICE, name)
                known = True
            except (PasswordDeleteError, KeyringError):
                pass
        return known

    def get(self, name: str) -> str | None:
        """The value, from the keyring or else the environment; None when neither has it."""
        if _keyring_usable():
            from keyring.errors import KeyringError

            try:
                value = _keyring().get_password(KEYRING_SERVICE, name)
            except KeyringError:
                value = None
            if value:
                return value
        return os.environ.get(env_name(name)) or None

    def hosts(self, name: str) -> list[str]:
        return list(self._meta().get(name, {}).get("hosts", []))

    def list(self) -> list[SecretInfo]:
        names = set(self._meta())
        names |= {
            k[len(ENV_PREFIX) :] for k in os.environ if k.startswith(ENV_PREFIX) and len(k) > len(ENV_PREFIX)
        }
        out = []
        for name in sorted(names):
            source = "missing"
            if os.environ.get(env_name(name)):
                source = "env"
            if _keyring_usable():
                from keyring.errors import KeyringError

                try:
                    if _keyring().get_password(KEYRING_SERVICE, name):
                        source = "keyring"
                except KeyringError:
                    pass
            out.append(SecretInfo(name, self.hosts(name), source))
        return out
