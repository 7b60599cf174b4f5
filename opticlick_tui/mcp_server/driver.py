"""Another agent at the wheel: each MCP tool call becomes one step of a normal agent session.

The MCP client takes the model's seat. `CallerProvider` is the provider the agent loop asks for its
next move; it hands over the calls the client makes, one per turn. So a client's `click 12` goes
through exactly what a model's does (the tool's declaration and handler, mark lookup, the
permission policy, the loop guard) and is saved as a step with its screenshot, reviewable in the
TUI like any session.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass

from opticlick_tui.agent import events as ev
from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.types import (
    Capabilities,
    Done,
    Message,
    StreamEvent,
    ToolCall,
    ToolCallEvent,
    ToolSpec,
)

# Mark numbers name elements of the observation the step started with; an observation older than
# this is refreshed before `observe` returns it (the page may have changed by itself).
FRESH_S = 1.0


class SessionEnded(Exception):
    """The driven session ended (loop guard, browser closed, stop); the next call starts a new one."""


@dataclass
class CallResult:
    ok: bool
    text: str


class CallerProvider(Provider):
    """The loop's "model": waits for the next call from outside and returns it as this turn's move."""

    name = "mcp"

    def __init__(self, client_name: str):
        super().__init__(client_name)
        self.capabilities = Capabilities(vision=True, tools=True, thinking=False)
        self.deadlines = None  # no model-request time limits: the caller takes the time it needs
        self.calls: asyncio.Queue[ToolCall] = asyncio.Queue()
        self.waiting = asyncio.Event()  # set while the loop waits here with a fresh observation
        self.waiting_since = 0.0

    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        self.waiting_since = time.monotonic()
        self.waiting.set()
        try:
            call = await self.calls.get()
        finally:
            self.waiting.clear()
        yield ToolCallEvent(call)
        yield Done()


class Driver:
    """One agent session driven call by call. Calls are serialised: one step at a time."""

    def __init__(self, start_runner):
        # start_runner(provider) -> AgentRunner, wired to the browser, store and permission policy.
        self._start_runner = start_runner
        self._ids = itertools.count(1)
        self._lock = asyncio.Lock()
        self.provider: CallerProvider | None = None
        self.runner = None
        self._task: asyncio.Task | None = None
        self._pending: dict[str, asyncio.Future[CallResult]] = {}

    @property
    def session_id(self) -> str:
        return self.runner.session_id if self.runner is not None else ""

    async def _ensure_running(self) -> None:
        if self._task is not None and not self._task.done():
            return
        self.provider = CallerProvider("mcp-client")
        self.runner = self._start_runner(self.provider)
        self.runner.subscribe(self._on_event)
        self._task = asyncio.create_task(self.runner.run("Driven by an MCP client, one tool call per step."))

    def _on_event(self, event: ev.Event) -> None:
        if isinstance(event, ev.ToolResultReady):
            future = self._pending.pop(event.call_id, None)
            if future is not None and not future.done():
                future.set_result(CallResult(event.ok, event.text))
        elif isinstance(event, ev.Finished):
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(SessionEnded(event.summary))
            self._pending.clear()

    async def _ready(self) -> None:
        """Wait until the loop has observed the page and waits for the next call."""
        assert self.provider is not None and self._task is not None
        waiting = asyncio.ensure_future(self.provider.waiting.wait())
        try:
            done, _ = await asyncio.wait({waiting, self._task}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            waiting.cancel()
        if self._task in done:
            outcome = self._task.result()
            raise SessionEnded(f"The session ended: {outcome.summary}")

    async def call(self, name: str, args: dict) -> CallResult:
        async with self._lock:
            return await self._call(name, args)

    async def _call(self, name: str, args: dict) -> CallResult:
        for attempt in range(2):
            await self._ensure_running()
            try:
                await self._ready()
                break
            except SessionEnded:
                if attempt:
                    raise
        assert self.provider is not None
        call = ToolCall(f"mcp-{next(self._ids)}", name, dict(args))
        future: asyncio.Future[CallResult] = asyncio.get_running_loop().create_future()
        self._pending[call.id] = future
        await self.provider.calls.put(call)
        task = self._task
        assert task is not None
        await asyncio.wait({future, task}, return_when=asyncio.FIRST_COMPLETED)
        if not future.done():  # the run died without a result for this call
            self._pending.pop(call.id, None)
            failure = task.exception() if not task.cancelled() else None
            raise SessionEnded(f"The session ended unexpectedly: {failure or 'cancelled'}.")
        return future.result()

    async def observe(self, url: str | None = None):
        """The current observation (made after the last call), refreshed when stale; with a URL,
        the page is opened first (the permission policy decides as for `navigate`)."""
        async with self._lock:
            if url:
                opened = await self._call("navigate", {"url": url})
                if not opened.ok:
                    return None, opened
            else:
                await self._ensure_running()
                await self._ready()
                assert self.provider is not None
                if time.monotonic() - self.provider.waiting_since > FRESH_S:
                    await self._call("wait", {"ms": 100})
            await self._ready()
            return self.runner.observation, None

    async def end(self, summary: str = "The MCP client is done.") -> None:
        """Finish the driven session (saved as finished) so the browser is free for another run."""
        async with self._lock:
            await self._end(summary)

    async def _end(self, summary: str) -> None:
        task, provider = self._task, self.provider
        if task is not None and not task.done() and provider is not None:
            with contextlib.suppress(SessionEnded):
                await self._ready()
                await provider.calls.put(ToolCall(f"mcp-{next(self._ids)}", "finish", {"summary": summary}))
            with contextlib.suppress(Exception):
                await asyncio.wait_for(task, 30)
        self._task = None

    async def while_ended(self, work):
        """End the driven session and run `work()` with the browser to itself (run_task)."""
        async with self._lock:
            await self._end("The MCP client handed a task to the agent (run_task).")
            return await work()
