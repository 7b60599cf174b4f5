"""A stand-in agent host that plays scripted agent events, for driving the TUI in tests.

It honours the same controls as the real one (stop, pause, answer, follow-up), so the TUI is
tested against behaviour, not against a recording.

With `gated=True` the host plays step 1 and then holds before every further step until the test
opens the gate (`host.allow(n)`: steps up to n may run), so a test never depends on how fast the
machine is: nothing advances on a timer."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PIL import Image

from opticlick_tui.agent import events as ev
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore
from opticlick_tui.tui.host import AgentHost


def tiny_images(folder: Path, step: int) -> tuple[str, str]:
    folder.mkdir(parents=True, exist_ok=True)
    clean, marked = folder / f"{step:05d}.png", folder / f"{step:05d}-marks.png"
    Image.new("RGB", (64, 40), (240, 240, 240)).save(clean)
    image = Image.new("RGB", (64, 40), (240, 240, 240))
    for x in range(8, 30):
        image.putpixel((x, 10), (230, 25, 75))
    image.save(marked)
    return str(clean), str(marked)


class FakeHost(AgentHost):
    def __init__(
        self,
        data: Path,
        steps: int = 2,
        ask: str | None = None,
        thinking: str = "Looking at the page.",
        gated: bool = False,
        has_model: bool = True,
    ):
        super().__init__(SessionStore(data), MemoryStore(data))
        self.data = data
        self.steps = steps
        self.ask = ask
        self.thinking = thinking
        self.gated = gated
        self._has_model = has_model
        self.allowed = 1  # with gated=True: the last step that may run
        self._gate = asyncio.Event()
        self.holding_at: int | None = None  # the step the host waits to start (gated)
        self.provider_label = "fake/model"
        self.started: list[tuple[str | None, str | None, str | None]] = []
        self.answers: list[str] = []
        self.manual_lines: list[str] = []
        self.outcome: str | None = None
        self.next_session_id: str | None = None  # a session the test created in the store, to run as

    @property
    def has_model(self) -> bool:
        return self._has_model

    def allow(self, step: int) -> None:
        """Let the run go on up to `step` (gated hosts)."""
        self.allowed = max(self.allowed, step)
        self._gate.set()

    def pause(self) -> None:
        super().pause()
        self._gate.set()  # a host holding between steps pauses at once, as the real one does

    async def _between_steps(self, step: int) -> None:
        """Before a step: honour a pause; gated, wait until the test allows this step (or a stop)."""
        while True:
            if self.control.paused:
                self.on_event(ev.Paused())
                await self.control.wait_running()
                if not self.control.stop_requested:
                    self.on_event(ev.Resumed())
            if self.control.stop_requested or not self.gated or step <= self.allowed:
                self.holding_at = None
                return
            self.holding_at = step
            self._gate.clear()
            stopper = asyncio.ensure_future(self.control.wait_stop())
            gate = asyncio.ensure_future(self._gate.wait())
            await asyncio.wait({stopper, gate}, return_when=asyncio.FIRST_COMPLETED)
            stopper.cancel()
            gate.cancel()

    async def first_run_notice(self) -> str:
        return "Using fake/model for this test."

    async def model_names(self) -> list[str]:
        return ["fake-vision:7b", "fake-large"]

    async def start(self, task, session_id=None, attachments=None, provider=None) -> None:
        self.control = AgentControl()
        self.control.confirm = self.confirm
        self.started.append((task, session_id, provider))
        self.running = True
        if provider == "manual":
            self.provider_label = "manual"
            try:
                self.on_event(ev.SessionStarted("20261122-110000-0000", task or "", "manual", "", False, 50))
                self.on_event(ev.StateChanged("thinking"))  # as the real loop: waiting for the provider
                await self.control.wait_stop()
                self.on_event(ev.Finished("Stopped by the user.", False, "stopped", 0))
            finally:
                self.running = False
                self.provider_label = "fake/model"
            return
        emit = self.on_event
        sid = session_id or self.next_session_id or f"20261122-120000-{len(self.started):04x}"
        self.session_id = sid
        try:
            emit(ev.SessionStarted(sid, task or "(resumed)", "fake", "model", bool(session_id), 50))
            for step in range(1, self.steps + 1):
                await self._between_steps(step)
                if self.control.stop_requested:
                    self.outcome = "stopped"
                    emit(ev.StateChanged("stopped"))
                    emit(ev.Finished("Stopped by the user.", False, "stopped", step - 1))
                    return
                emit(ev.StepStarted(step, 50))
                emit(ev.StateChanged("observing"))
                clean, marked = tiny_images(self.data / "shots", step)
                emit(
                    ev.ObservationReady(
                        step,
                        f"https://shop.example/{step}",
                        f"Page {step}",
                        3,
                        clean,
                        marked,
                        ['[1] button "Buy"'],
                        mark_boxes=[[1, 8 / 64, 8 / 40, 30 / 64, 14 / 40]],
                    )
                )
                emit(ev.StateChanged("thinking"))
                for word in self.thinking.split(" "):
                    emit(ev.ThinkingDelta(step, word + " "))
                    await asyncio.sleep(0)
                for text in self.control.take_follow_ups():
                    emit(ev.UserMessage(text))
                if step == 1:
                    emit(
                        ev.TodoChanged(
                            [
                                {"text": "Find it", "status": "done"},
                                {"text": "Buy it", "status": "in_progress"},
                            ]
                        )
                    )
                    emit(ev.NotesChanged({"price": "$649"}))
                emit(ev.ToolCallStarted(step, f"c{step}", "click", {"id": 1}))
                if self.ask and step == 1:
                    emit(ev.StateChanged("asking"))
                    emit(ev.AskingUser(self.ask))
                    waiter = asyncio.ensure_future(self.control.next_answer())
                    stopper = asyncio.ensure_future(self.control.wait_stop())
                    done, _ = await asyncio.wait({waiter, stopper}, return_when=asyncio.FIRST_COMPLETED)
                    stopper.cancel()
                    if waiter in done:
                        self.answers.append(waiter.result())
                        emit(ev.UserMessage(waiter.result(), "answer"))
                    else:
                        waiter.cancel()
                emit(ev.ToolResultReady(step, f"c{step}", "click", True, 'Clicked [1] button "Buy".', 120.0))
                if self.control.stop_requested:  # like the real loop: a stop ends the run after this step
                    self.outcome = "stopped"
                    emit(ev.StateChanged("stopped"))
                    emit(ev.Finished("Stopped by the user.", False, "stopped", step))
                    return
            self.outcome = "finished"
            emit(ev.StateChanged("done"))
            emit(ev.Finished("Bought it.", True, "finished", self.steps))
        finally:
            self.running = False

    async def manual(self, line: str) -> str | None:
        if not self.running:
            return "start"  # like the real host: the app starts a manual session and queues the line
        self.manual_lines.append(line)
        return None

    def queue_manual(self, line: str) -> None:
        self.manual_lines.append(line)
