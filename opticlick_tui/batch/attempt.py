"""One try of one batch task on one browser endpoint.

Every try gets a browser of its own: a local Chrome on a fresh temporary profile (deleted after),
or a fresh browser context on a remote endpoint (closed after). Nothing is shared between
concurrent tasks but the session store, whose writes are atomic and locked.
"""

from __future__ import annotations

import contextlib
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from opticlick_tui.agent.control import AgentControl
from opticlick_tui.batch.tasks import BatchTask
from opticlick_tui.config import Settings


class EndpointFailed(Exception):
    """The browser endpoint could not be used or died under the task: worth one try elsewhere."""

    def __init__(self, message: str, session_id: str | None = None):
        super().__init__(message)
        self.session_id = session_id


@dataclass
class Endpoint:
    url: str | None  # None: launch a local Chrome for each task
    index: int = 0
    active: int = 0
    failures: int = 0

    @property
    def label(self) -> str:
        return self.url or "local"


@dataclass
class EndpointPool:
    """Spreads tasks over the endpoints: least busy first, endpoints that failed last."""

    endpoints: list[Endpoint] = field(default_factory=list)

    @classmethod
    def of(cls, urls: list[str]) -> EndpointPool:
        return cls([Endpoint(url, i) for i, url in enumerate(urls)] or [Endpoint(None)])

    def take(self, avoid: Endpoint | None = None) -> Endpoint:
        others = [e for e in self.endpoints if e is not avoid or e.url is None]
        chosen = min(others or self.endpoints, key=lambda e: (e.failures, e.active, e.index))
        chosen.active += 1
        return chosen

    def give_back(self, endpoint: Endpoint, failed: bool) -> None:
        endpoint.active -= 1
        if failed:
            endpoint.failures += 1


async def attempt(
    task: BatchTask,
    settings: Settings,
    endpoint: Endpoint,
    control: AgentControl,
    listener,
) -> dict[str, Any]:
    """Run the task once; returns its result fields, or raises EndpointFailed."""
    from opticlick_tui.agent.errors import AgentSetupError
    from opticlick_tui.browser.errors import BrowserError, ChromeNotFoundError
    from opticlick_tui.runtime import Runtime

    profile: Path | None = None
    update: dict[str, Any] = {"cdp_url": endpoint.url}
    if endpoint.url is None:
        profile = Path(tempfile.mkdtemp(prefix="opticlick-batch-profile-"))
        update["profile_dir"] = str(profile)
    settings = settings.model_copy(deep=True)
    settings.browser = settings.browser.model_copy(update=update)
    started = time.monotonic()
    runtime = Runtime(settings, isolated=True)
    try:
        provider = await runtime.provider()
        try:
            await runtime.browser()
        except ChromeNotFoundError:
            raise
        except BrowserError as exc:
            raise EndpointFailed(f"{endpoint.label}: {exc}") from None
        runner = runtime.runner(provider, control)
        runner.subscribe(listener)
        runner.result_schema = task.schema
        try:
            outcome = await runner.run(task.task, start_url=task.url)
        except AgentSetupError as exc:
            return {"outcome": "failed", "success": False, "summary": str(exc)}
        if outcome.status == "interrupted" and not control.stop_requested:
            raise EndpointFailed(f"{endpoint.label}: {outcome.summary}", outcome.session_id)
        return {
            "session_id": outcome.session_id,
            "outcome": outcome.status,
            "success": outcome.success,
            "summary": outcome.summary,
            "result": runner.result,
            "steps": outcome.steps,
            "seconds": round(time.monotonic() - started, 2),
            "tokens": {"input": runner.usage_in, "output": runner.usage_out},
        }
    finally:
        with contextlib.suppress(Exception):
            await runtime.close()
        if profile is not None:
            shutil.rmtree(profile, ignore_errors=True)
