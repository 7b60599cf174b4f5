"""How the user steers a running agent: stop, pause (take over), answer, follow-up, confirm.
The agent waits on these; nothing reaches into the agent's internals."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable


class AgentControl:
    def __init__(self) -> None:
        self.stop_requested = False
        self._stop_event = asyncio.Event()
        self._running = asyncio.Event()
        self._running.set()
        self._answers: asyncio.Queue[str] = asyncio.Queue()
        self.follow_ups: list[str] = []
        self.interactive = True
        # Asked before risky actions in "ask"/"strict" mode; returns True to allow.
        self.confirm: Callable[[str], Awaitable[bool]] | None = None

    # --- from the user ------------------------------------------------------------------------------
    def stop(self) -> None:
        self.stop_requested = True
        self._stop_event.set()
        self._running.set()  # a paused agent must wake up to stop

    def pause(self) -> None:
        self._running.clear()

    def resume(self) -> None:
        self._running.set()

    @property
    def paused(self) -> bool:
        return not self._running.is_set()

    def answer(self, text: str) -> None:
        self._answers.put_nowait(text)

    def send(self, text: str) -> None:
        """A follow-up message for the next step (or for a new run after finish)."""
        self.follow_ups.append(text)

    def reset_stop(self) -> None:
        self.stop_requested = False
        self._stop_event = asyncio.Event()

    # --- for the agent ------------------------------------------------------------------------------
    async def wait_running(self) -> None:
        await self._running.wait()

    async def wait_stop(self) -> None:
        await self._stop_event.wait()

    async def next_answer(self) -> str:
        return await self._answers.get()

    def take_follow_ups(self) -> list[str]:
        out, self.follow_ups = self.follow_ups, []
        return out
