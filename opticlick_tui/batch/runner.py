"""Running a batch: N workers take tasks in file order; a task whose endpoint fails is tried once
more on another one; stop() ends every running task at its next step (sessions saved as stopped)
and starts no new ones."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.batch.attempt import EndpointFailed, EndpointPool, attempt
from opticlick_tui.batch.tasks import BatchTask
from opticlick_tui.config import Settings

SettingsFor = Callable[[BatchTask], Settings]
ResultSink = Callable[[dict[str, Any]], None]
EventSink = Callable[[BatchTask, ev.Event], None]


class BatchRunner:
    def __init__(self, pool: EndpointPool, parallel: int, settings_for: SettingsFor):
        self.pool = pool
        self.parallel = max(1, parallel)
        self.settings_for = settings_for
        self.stopping = False
        self._controls: dict[int, AgentControl] = {}

    def stop(self) -> None:
        self.stopping = True
        for control in self._controls.values():
            control.stop()

    async def run(self, tasks: list[BatchTask], on_result: ResultSink, on_event: EventSink) -> None:
        queue: asyncio.Queue[BatchTask] = asyncio.Queue()
        for task in tasks:
            queue.put_nowait(task)

        async def worker() -> None:
            while not queue.empty():
                task = queue.get_nowait()
                on_result(await self._run_task(task, on_event))

        await asyncio.gather(*(worker() for _ in range(min(self.parallel, len(tasks)) or 1)))

    async def _run_task(self, task: BatchTask, on_event: EventSink) -> dict[str, Any]:
        base = {"line": task.line, "id": task.label, "task": task.task}
        if task.error:
            return {**base, "outcome": "invalid", "success": False, "summary": task.error}
        if self.stopping:
            return {**base, "outcome": "not_started", "success": False, "summary": "The batch was stopped."}
        try:
            settings = self.settings_for(task)
        except Exception as exc:  # a bad option value on this line: its result says so
            return {**base, "outcome": "invalid", "success": False, "summary": f"line {task.line}: {exc}"}
        failed: list[str] = []
        avoid = None
        for _ in range(2):
            endpoint = self.pool.take(avoid)
            control = AgentControl()
            control.interactive = False
            self._controls[id(control)] = control
            if self.stopping:
                control.stop()
            try:
                result = await attempt(task, settings, endpoint, control, lambda e: on_event(task, e))
                self.pool.give_back(endpoint, failed=False)
                return {
                    **base,
                    **result,
                    "endpoint": endpoint.label,
                    "attempts": len(failed) + 1,
                    "errors": failed,
                }
            except EndpointFailed as exc:
                self.pool.give_back(endpoint, failed=True)
                failed.append(str(exc))
                avoid = endpoint
                on_event(
                    task, ev.Warning(f"{exc} Trying once more elsewhere." if len(failed) == 1 else str(exc))
                )
                if self.stopping:
                    break
            except Exception as exc:  # provider or browser setup: this task fails, the batch goes on
                self.pool.give_back(endpoint, failed=False)
                return {**base, "outcome": "failed", "success": False, "summary": str(exc) or type(exc).__name__,
                        "endpoint": endpoint.label, "attempts": len(failed) + 1, "errors": failed}  # fmt: skip
            finally:
                self._controls.pop(id(control), None)
        return {**base, "outcome": "failed", "success": False, "summary": failed[-1],
                "attempts": len(failed), "errors": failed}  # fmt: skip
