"""The debug log keeps secrets out, and every user-facing error carries the README's exit code."""

from __future__ import annotations

import logging

from opticlick_tui import errors
from opticlick_tui.agent.errors import AgentSetupError
from opticlick_tui.browser.errors import BrowserError, ChromeNotFoundError
from opticlick_tui.config import ConfigError
from opticlick_tui.llm import types as t
from opticlick_tui.llm.errors import status_error
from opticlick_tui.logs import setup_logging


def test_the_log_file_gets_debug_detail_but_never_a_secret(tmp_path):
    key = "AIza" + "Q" * 35  # built here: no secret-shaped literal in the repository
    other = "plain-" + "x" * 12
    path = setup_logging(secrets=[other], path=tmp_path / "state" / "opticlick.log")
    log = logging.getLogger("opticlick_tui.test")
    log.debug("calling with %s and %s", key, other)
    try:
        raise ValueError(f"bad {other}")
    except ValueError:
        log.exception("it failed")
    logger = logging.getLogger("opticlick_tui")
    for handler in list(logger.handlers):
        handler.close()
        logger.removeHandler(handler)
    assert path is not None
    text = path.read_text()
    assert "calling with" in text and "it failed" in text and "ValueError" in text
    assert key not in text and other not in text and "•••" in text
    assert (path.stat().st_mode & 0o077) == 0


def test_errors_share_one_root_with_the_documented_exit_codes():
    refused = status_error("gemini", 401, "no", refused_key="gemini: key refused.", no_model="-")
    assert isinstance(refused, t.AuthError) and refused.exit_code == errors.EXIT_USAGE
    assert isinstance(status_error("x", 503, "down", refused_key="", no_model=""), t.ServerError)
    for error, code in (
        (ConfigError("bad"), 2),
        (errors.UsageError("bad"), 2),
        (AgentSetupError("busy"), 2),
        (ChromeNotFoundError("no chrome"), 2),
        (t.ProviderConfigError("no key"), 2),
        (BrowserError("tab gone"), 1),
        (t.ServerError("down"), 1),
    ):
        assert isinstance(error, errors.OpticlickError) and error.exit_code == code, error
    assert ConfigError("x").for_user() == "Configuration error: x"
