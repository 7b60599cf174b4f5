"""The root of every error a user may see. str(error) is one sentence saying what happened and
what to do; `exit_code` is how a command ends because of it (the README's codes: 1 failed, 2 usage
or configuration). The command line prints these in one place (cli.main); the TUI shows them in
its activity stream. Every layer may import this module: it imports nothing of ours."""

from __future__ import annotations

EXIT_OK, EXIT_FAIL, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


class OpticlickError(Exception):
    exit_code = EXIT_FAIL
    prefix = ""  # put before the sentence when the command line prints it

    def for_user(self) -> str:
        return f"{self.prefix}{self}"


class UsageError(OpticlickError):
    """The command line was used wrongly (missing argument, unknown session...)."""

    exit_code = EXIT_USAGE
    prefix = "opticlick: "


class ConfigurationError(OpticlickError):
    """Something to fix in the setup: config file, keys, a missing Chrome, a rejected API key."""

    exit_code = EXIT_USAGE
