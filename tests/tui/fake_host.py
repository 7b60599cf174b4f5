"""A stand-in agent host that plays scripted agent events, for driving the TUI in tests.

It honours the same controls as the real one (stop, pause, answer, follow-up), so the TUI is
tested against behaviour, not against a recording."""

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
        step_delay: float = 0.0,
    ):
        super().__init__(SessionStore(data), MemoryStore(data))
        self.data = data
        self.steps = steps
        self.ask = ask
        self.thinking = thinking
        self.step_delay = step_delay
        self.provider_label = "fake/model"
        self.started: list[tuple[str | None, str | None, str | None]] = []
        self.answers: list[str] = []
        self.manual_lines: list[str] = []
        self.outcome: str | None = None

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
                await self.control.wait_stop()
                self.on_event(ev.Finished("Stopped by the user.", False, "stopped", 0))
            finally:
                self.running = False
                self.provider_label = "fake/model"
            return
        emit = self.on_event
        sid = session_id or f"20261122-120000-{len(self.started):04x}"
        self.session_id = sid
        try:
            emit(ev.SessionStarted(sid, task or "(resumed)", "fake", "model", bool(session_id), 50))
            for step in range(1, self.steps + 1):
                if self.control.paused:
                    emit(ev.Paused())
                    await self.control.wait_running()
                    emit(ev.Resumed())
                if self.control.stop_requested:
                    self.outcome = "stopped"
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
                if self.step_delay:
                    try:
                        await asyncio.wait_for(self.control.wait_stop(), self.step_delay)
                    except TimeoutError:
                        pass
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
