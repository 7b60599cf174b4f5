"""The debug log: a rotating file in the state dir (paths.log_file()), mirrored to stderr with
`--verbose`. Only our own loggers (`opticlick_tui.*`) write to it, and every record passes through
a filter that blanks the configured API keys and anything shaped like a key, so no secret reaches
the file even when an error message quotes one."""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Iterable
from logging.handlers import RotatingFileHandler
from pathlib import Path

from opticlick_tui import paths

LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Bearer tokens, key=... query parameters and the usual key prefixes (Google AIza..., OpenAI sk-...).
_KEY_SHAPED = re.compile(
    r"(AIza[0-9A-Za-z_\-]{20,}|sk-[0-9A-Za-z_\-]{16,}|(?i:bearer)\s+[0-9A-Za-z._\-]{16,}|"
    r"(?i:(?:api[_-]?key|key|token)=)[^&\s\"']{8,})"
)
MASK = "•••"


class SecretFilter(logging.Filter):
    """Replaces known secret values and key-shaped strings in a record's final message."""

    def __init__(self, secrets: Iterable[str] = ()):
        super().__init__()
        self.secrets = sorted({s for s in secrets if len(s) >= 6}, key=len, reverse=True)

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        for secret in self.secrets:
            text = text.replace(secret, MASK)
        text = _KEY_SHAPED.sub(MASK, text)
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            exc_text = record.exc_text
            for secret in self.secrets:
                exc_text = exc_text.replace(secret, MASK)
            record.exc_text = _KEY_SHAPED.sub(MASK, exc_text)
        record.msg, record.args = text, None
        return True


def setup_logging(
    verbose: bool = False, secrets: Iterable[str] = (), path: Path | None = None
) -> Path | None:
    """Send `opticlick_tui.*` debug records to the rotating log file (and stderr when verbose).
    Returns the log file, or None when it cannot be written (the app runs on without a log)."""
    logger = logging.getLogger("opticlick_tui")
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    secret_filter = SecretFilter(secrets)
    path = path or paths.log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        file_handler: logging.Handler | None = RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
        path.chmod(0o600)  # tasks and URLs are private too
    except OSError:
        file_handler, path = None, None
    handlers: list[logging.Handler] = [file_handler] if file_handler else []
    if verbose:
        handlers.append(logging.StreamHandler(sys.stderr))
    for handler in handlers:
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.addFilter(secret_filter)
        logger.addHandler(handler)
    return path
