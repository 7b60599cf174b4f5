"""`opticlick secret set|list|rm`: the vault's secrets (values go to the OS keyring, never a file)."""

from __future__ import annotations

import argparse
import getpass
import sys

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, UsageError
from opticlick_tui.config import Settings


def secret_command(args: argparse.Namespace, settings: Settings) -> int:
    import os

    from opticlick_tui.store.vault import Vault, VaultError, check_name, env_name, keyring_available

    vault = Vault(settings.resolved_data_dir())
    try:
        if args.action == "list":
            infos = vault.list()
            if not infos:
                print("No secrets. Add one with: opticlick secret set NAME --host example.com")
            for info in infos:
                where = ", ".join(info.hosts) if info.hosts else "any site"
                source = {"keyring": "in the keyring", "env": f"from ${env_name(info.name)}"}.get(
                    info.source, "no value (set it again)"
                )
                print(f"{info.name}\t{source}\ttyped on: {where}")
            return EXIT_OK
        if not args.name:
            raise UsageError(f"opticlick secret {args.action} needs a NAME.")
        name = check_name(args.name)
        if args.action == "set" and not keyring_available() and os.environ.get(env_name(name)):
            # No keyring here: the value stays in the environment; only the allowed hosts are kept.
            vault.set_hosts(name, args.host)
            where = ", ".join(args.host) if args.host else "any site"
            print(f"{name} comes from ${env_name(name)} (no OS keyring here); typed on: {where}.")
            return EXIT_OK
        if args.action == "set":
            if not keyring_available():
                raise VaultError(
                    f"No OS keyring is available here; export {env_name(name)}=... and run this again "
                    "to limit the hosts it is typed on."
                )
            if sys.stdin.isatty():
                value = getpass.getpass(f"Value for {name} (not shown): ")
            else:
                value = sys.stdin.readline().rstrip("\r\n")
            vault.set(name, value, args.host)
            where = ", ".join(args.host) if args.host else "any site (add --host to limit it)"
            print(f"Stored {name}; it is typed where a task says <secret:{name}>, on {where}.")
            return EXIT_OK
        if vault.remove(name):
            print(f"Removed {name}.")
            return EXIT_OK
        print(f"There is no secret {name}.", file=sys.stderr)
        return EXIT_FAIL
    except VaultError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_FAIL
