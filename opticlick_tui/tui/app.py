"""The opticlick TUI application: wires the agent host's events to the screens, and the user's keys
and prompt to the agent's controls."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import platform
import shlex
import shutil
import subprocess
from pathlib import Path
from typing import ClassVar

from textual import work
from textual.app import App
from textual.binding import BindingType
from textual.command import Hit, Hits, Provider
from textual.widgets import Input

from opticlick_tui.agent import events as ev
from opticlick_tui.tui.bindings import APP_BINDINGS, help_text
from opticlick_tui.tui.host import AgentHost
from opticlick_tui.tui.messages import AgentEvent
from opticlick_tui.tui.next_schema import NextSchema
from opticlick_tui.tui.screens.main import MainScreen
from opticlick_tui.tui.screens.modals import AskUserModal, ConfirmModal
from opticlick_tui.tui.widgets.activity import ActivityStream
from opticlick_tui.tui.widgets.panels import StatusLine
from opticlick_tui.tui.widgets.prompt import PasteInput, PromptInput

NO_MODEL = (
    "No model is set up, so a task in words has no one to do it. F8 (Settings) chooses a model "
    "(Ollama, Gemini or an OpenAI-compatible server); or drive by hand: /goto URL, /click N, /type N text."
)


CONNECT_HELP = (
    "Usage: /connect URL, e.g. /connect http://127.0.0.1:9222. Start Chrome on your workstation with "
    "--remote-debugging-port=9222 (and a separate --user-data-dir); over SSH forward the port with "
    "ssh -R 9222:127.0.0.1:9222 SERVER (run on the workstation). The same works at start: opticlick --cdp-url URL."
)


class OpticlickCommands(Provider):
    """Command palette: the app's actions, past sessions (to review) and models (to switch to)."""

    async def search(self, query: str) -> Hits:
        app = self.app
        assert isinstance(app, OpticlickApp)
        matcher = self.matcher(query)
        entries: list[tuple[str, object, str]] = [
            ("Stop the agent", app.action_stop_agent, "ctrl+x"),
            ("Take over / resume", app.action_take_over, "ctrl+t"),
            ("New session", lambda: app.run_command("/new"), "/new"),
            ("History", app.action_history, "F5"),
            ("Review this session", app.action_review, "F6"),
            ("Memory", app.action_memory, "F7"),
            ("Settings", app.action_settings, "F8"),
            ("Toggle marks on the preview", app.action_toggle_marks, "F3"),
            ("Next pane (small terminals) / side panels on-off", app.action_panes, "F9"),
            ("Open the screenshot", app.action_open_image, "F4"),
        ]
        for row in app.host.store.list()[:30]:
            sid = row["id"]
            entries.append(
                (
                    f"Review session: {row.get('title', sid)} ({sid})",
                    lambda sid=sid: app.open_review(sid),
                    row.get("status", ""),
                )
            )
        for name in app.model_names:
            entries.append((f"Use model: {name}", lambda name=name: app.run_command(f"/model {name}"), ""))
        for title, callback, hint in entries:
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=hint)  # type: ignore[arg-type]


class OpticlickApp(App):
    TITLE = "opticlick"
    BINDINGS: ClassVar[list[BindingType]] = [*APP_BINDINGS]
    COMMANDS = App.COMMANDS | {OpticlickCommands}
    AUTO_FOCUS = "#prompt"

    def __init__(
        self,
        host: AgentHost,
        protocol: str = "halfblock",
        keymap: dict[str, str] | None = None,
        settings=None,
    ) -> None:
        super().__init__()
        self.host = host
        self.protocol = protocol
        self.settings = settings
        self.model_names: list[str] = []
        self._user_keymap = keymap or {}
        self.phase = "task"  # task | running | answer | done
        self.pending_question: str | None = None
        self.last_session: str | None = None
        self._quitting = False
        self.attachments: list[Path] = []  # files for the next task (/attach)
        self.next_schema = NextSchema(self)  # /schema FILE: the next task's result shape
        self.viewers: list[subprocess.Popen] = []  # F4's image viewers: closed when the app ends
        self.typed_ahead = ""  # keys typed while the app started (read by the terminal probe)
        host.on_event = self._from_agent
        host.confirm = self._confirm
        host.ask_secret = self._ask_secret

    def on_mount(self) -> None:
        if self._user_keymap:
            self.set_keymap(self._user_keymap)
        self.push_screen(MainScreen(self.protocol))
        self.call_after_refresh(self._restore_typed_ahead)
        # After the main screen has composed its widgets (the notices go into them).
        self.call_after_refresh(self.first_run)
        # Everything loaded so far lives as long as the app: keep it out of the collector's full
        # passes, which otherwise stall the UI for ~50 ms now and then (measured in tui_bench).
        self.call_after_refresh(gc.freeze)

    @work(exit_on_error=False)
    async def first_run(self) -> None:
        notice = await self.host.first_run_notice()
        self.main.query_one("#status", StatusLine).set(model=self.host.provider_label)
        if notice:
            self.activity.notice(notice)
        if not self.host.store.list():
            self.activity.notice("New here? F6 opens a sample session in the review screen.")
        self.model_names = await self.host.model_names()
        from opticlick_tui.store.atomic import quarantine_log

        for message in quarantine_log:  # a corrupt data file was moved aside: say so
            self.activity.notice(message, error=True)

    def _restore_typed_ahead(self) -> None:
        """What the user typed while the app started goes into the prompt (not sent: its Enter,
        if any, came before there was a prompt to send it to)."""
        line = self.typed_ahead.replace("\n", "\r").split("\r")[0]
        text = "".join(ch for ch in line if ch.isprintable())
        if text:
            self.prompt.insert_text_at_cursor(text)

    # --- plumbing ---------------------------------------------------------------------------------------
    @property
    def main(self) -> MainScreen:
        return next(s for s in self.screen_stack if isinstance(s, MainScreen))

    @property
    def activity(self) -> ActivityStream:
        return self.main.query_one(ActivityStream)

    @property
    def prompt(self) -> PromptInput:
        return self.main.query_one(PromptInput)

    def _from_agent(self, event: ev.Event) -> None:
        self.post_message(AgentEvent(event))

    def on_agent_event(self, message: AgentEvent) -> None:
        event = message.event
        if self._quitting:
            return  # the last events of a run stopped by quitting have nowhere to go
        self.main.handle(event)
        if isinstance(event, ev.SessionStarted):
            self.last_session = event.session_id
            self._set_phase("running")
        elif isinstance(event, ev.AskingUser):
            self.pending_question = event.question
            self._set_phase("answer")
            self.push_screen(AskUserModal(event.question), self._answered)
        elif isinstance(event, ev.Finished):
            self._set_phase("done")
            self._withdraw_question()
            self.next_schema.finished(event)

    def _withdraw_question(self) -> None:
        """A run that ends while its question is up takes the question with it; an answer typed
        but not sent goes back into the prompt, so nothing the user typed is lost."""
        self.pending_question = None
        for screen in self.screen_stack:
            if isinstance(screen, AskUserModal):
                draft = screen.withdraw()
                if draft:
                    self.prompt.value = draft
                    self.prompt.cursor_position = len(draft)
                    self.activity.notice(
                        "The question is gone with the run; your unsent answer is back in the prompt "
                        "(Enter sends it as a follow-up to this session)."
                    )

    def on_paste_input_joined(self, message: PasteInput.Joined) -> None:
        self.notify(f"Pasted {message.lines} lines as one line (joined with spaces).")

    def _set_phase(self, phase: str) -> None:
        self.phase = phase
        self.prompt.set_mode(phase)

    def _answered(self, answer: str | None) -> None:
        if answer:
            self._answer(answer)
        else:
            self.prompt.focus()

    def _answer(self, text: str) -> None:
        self.pending_question = None
        self.host.answer(text)
        self._set_phase("running")

    async def _confirm(self, question: str) -> bool:
        modal = ConfirmModal(question, yes="Allow", no="Deny")
        return bool(await self.push_screen_wait(modal))  # type: ignore[arg-type]

    # --- the prompt ----------------------------------------------------------------------------------------
    def on_input_submitted(self, event: Input.Submitted) -> None:
        if not isinstance(event.input, PromptInput):
            return
        text = event.value.strip()  # (the prompt cleared itself when Enter was pressed)
        if not text:
            return
        event.input.remember(text)
        if text.startswith("/"):
            self.run_command(text)
        elif self.phase == "answer" and self.host.running:
            self._answer(text)
        elif self.host.driving_by_hand:
            # Words, not a /command, while driving by hand: hand the browser (and this session)
            # to the model, if there is one.
            if not self.host.has_model:
                self.activity.notice(NO_MODEL, error=True)
                return
            self.activity.notice("Handing the browser over to the model, as a new session…")
            self.start_run(text)
        elif self.phase == "running" and self.host.running:
            self.host.send(text)
            self.activity.block().add_line(f"You (queued for the next step): {text}", "user")
        elif not self.host.has_model:
            self.activity.notice(NO_MODEL, error=True)
        elif self.phase == "done" and self.last_session:
            self.start_run(text, session_id=self.last_session)
        else:
            self.start_run(text)

    @work(exit_on_error=False, group="agent")
    async def start_run(
        self,
        task: str | None,
        session_id: str | None = None,
        provider: str | None = None,
        first_command: str | None = None,
        ask: bool = False,
    ) -> None:
        self._set_phase("running")
        if self.host.running:
            # A run is still going (a manual session being handed over): stop it and let it save.
            self.host.stop()
            for _ in range(100):
                if not self.host.running:
                    break
                await asyncio.sleep(0.05)
        if first_command:
            self.host.queue_manual(first_command)
        extra: dict = {"ask": True} if ask else {}
        if task is not None and provider != "manual" and (schema := self.next_schema.take()) is not None:
            extra["schema"] = schema
        await self.host.start(
            task, session_id=session_id, provider=provider, attachments=self.attachments, **extra
        )
        self.attachments = []

    def run_command(self, text: str) -> None:
        try:
            words = shlex.split(text[1:])
        except ValueError:
            words = text[1:].split()
        verb = (words[0] if words else "").lower()
        rest = text[1 + len(verb) :].strip()
        if verb == "stop":
            self.action_stop_agent()
        elif verb == "pause":
            if self.host.running and not self.host.control.paused:
                self.action_take_over()
        elif verb == "resume":
            if self.host.control.paused:
                self.action_take_over()
        elif verb == "new":
            self.last_session = None
            self._set_phase("task")
            self.activity.notice("New session: type a task.")
        elif verb == "help":
            self.activity.notice(help_text(self._user_keymap))
        elif verb == "connect":
            self.connect(rest)
        elif verb == "attach":
            path = Path(rest).expanduser()
            if "://" in rest:
                self.activity.notice(
                    "/attach adds a file to the next task; to attach to a running Chrome use /connect URL.",
                    error=True,
                )
            elif not path.is_file():
                self.activity.notice(f"No such file: {path}", error=True)
            else:
                self.attachments = [*self.attachments, path]
                self.activity.notice(f"Attached {path.name}; it goes with the next task.")
        elif verb == "export":
            self.export_session(rest or "html")
        elif verb == "model":
            self.switch_model(rest)
        elif verb == "schema":
            self.next_schema.command(rest)
        elif verb == "ask":
            if not rest:
                self.activity.notice("Usage: /ask QUESTION (about the page the browser shows)", error=True)
            else:
                self.last_session = None
                self.start_run(rest, ask=True)
        else:
            self.manual(text)

    @work(exit_on_error=False, group="connect")
    async def connect(self, url: str) -> None:
        if not url:
            self.activity.notice(CONNECT_HELP)
            return
        if "://" not in url:
            url = f"http://{url}"
        self.activity.notice(f"Attaching to the Chrome at {url}…")
        reply = await self.host.connect(url)
        self.activity.notice(reply, error=reply.startswith(("Could not", "The agent is running")))

    @work(exit_on_error=False)
    async def manual(self, text: str) -> None:
        reply = await self.host.manual(text)
        if reply == "start":
            self.activity.notice("Manual driving: your commands act on the browser.")
            self.start_run("Manual browsing", provider="manual", first_command=text)
        elif reply:
            self.activity.notice(reply, error=True)

    def switch_model(self, name: str) -> None:
        if not name:
            self.activity.notice("Usage: /model NAME (ctrl+p lists the detected models)", error=True)
            return
        if self.settings is None:
            self.activity.notice("Models cannot be switched here.", error=True)
            return
        self.settings.llm.model = name
        self.activity.notice(f"The next run uses model {name}.")

    @work(exit_on_error=False)
    async def export_session(self, fmt: str) -> None:
        from opticlick_tui.export.report import FORMATS
        from opticlick_tui.tui.exporting import export_session

        if not self.last_session:
            self.activity.notice("No session to export yet.", error=True)
            return
        if fmt not in FORMATS:
            self.activity.notice(f"Formats: {', '.join(FORMATS)}", error=True)
            return
        try:
            out = await export_session(self.host.store, self.last_session, fmt)
        except (ValueError, OSError) as exc:
            self.activity.notice(f"Could not export: {exc}", error=True)
            return
        self.copy_to_clipboard(str(out))  # OSC 52: reaches the local clipboard over SSH too
        self.activity.notice(f"Exported to {out} (path copied to the clipboard)")

    # --- actions ------------------------------------------------------------------------------------------
    def action_stop_agent(self) -> None:
        if self.host.running:
            self.host.stop()
            self.activity.notice("Stopping…")

    async def action_interrupt(self) -> None:
        if self.host.running:
            self.action_stop_agent()
        else:
            await self.action_quit()

    def action_take_over(self) -> None:
        if not self.host.running:
            self.activity.notice("Nothing to take over: the agent is not running.")
            return
        if self.host.control.paused:
            self.host.resume()
        else:
            self.host.pause()
            self.activity.notice("Taking over after the current step…")

    def action_help(self) -> None:
        self.activity.notice(help_text(self._user_keymap))

    def action_toggle_thinking(self) -> None:
        self._thinking_folded = not getattr(self, "_thinking_folded", False)
        self.activity.collapse_thinking(self._thinking_folded)

    def action_panes(self) -> None:
        self.notify(f"Showing: {self.main.cycle_panes()} (F9 for the next)", timeout=2)

    def action_toggle_marks(self) -> None:
        self.main.toggle_marks()

    def action_open_image(self) -> None:
        path = self.main.current_image()
        if not path:
            self.notify("No screenshot yet.")
            return
        opener = "open" if platform.system() == "Darwin" else "xdg-open"
        if shutil.which(opener) and (platform.system() == "Darwin" or self._has_display()):
            # Its own process group, so the viewer it starts is closed with it when the app ends.
            viewer = subprocess.Popen(
                [opener, path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
            )
            self.viewers.append(viewer)
            self.activity.notice(f"Opened {path}")
        else:
            self.activity.notice(f"Screenshot: {path}")

    @staticmethod
    def _has_display() -> bool:
        import os

        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))

    def action_history(self) -> None:
        from opticlick_tui.tui.screens.history import HistoryScreen

        self.push_screen(HistoryScreen(self.host.store))

    def action_review(self) -> None:
        from opticlick_tui.tui.screens.review import ReviewScreen, sample_store

        if self.last_session:
            self.push_screen(
                ReviewScreen(
                    self.host.store,
                    self.last_session,
                    live=self.host.running,
                    in_progress=lambda: self.main.last_observation,
                )
            )
        else:
            store, sid = sample_store()
            if store is not None and sid:
                self.push_screen(ReviewScreen(store, sid, sample=True))
            else:
                self.notify("No session to review yet.")

    def open_review(self, session_id: str) -> None:
        from opticlick_tui.tui.screens.review import ReviewScreen

        self.push_screen(ReviewScreen(self.host.store, session_id))

    def replay_session(self, session_id: str) -> None:
        from opticlick_tui.tui.screens.replay_dialogs import ReplayOptionsModal

        def chosen(options) -> None:
            if options is not None:
                self.activity.notice(f"Replaying {session_id} without the model…")
                self.start_replay(session_id, options)

        self.push_screen(ReplayOptionsModal(self.host.store, session_id), chosen)

    @work(exit_on_error=False, group="agent")
    async def start_replay(self, session_id: str, options=None) -> None:
        self._set_phase("running")
        await self.host.replay(session_id, options)

    async def _ask_secret(self, prompt: str) -> str:
        from opticlick_tui.tui.screens.replay_dialogs import SecretModal

        return str(await self.push_screen_wait(SecretModal(prompt)) or "")  # type: ignore[arg-type]

    def resume_session(self, session_id: str) -> None:
        self.last_session = session_id
        self.activity.notice(f"Resuming {session_id}…")
        self.start_run(None, session_id=session_id)

    def action_memory(self) -> None:
        from opticlick_tui.tui.screens.memory import MemoryScreen

        self.push_screen(MemoryScreen(self.host.memory))

    def action_settings(self) -> None:
        from opticlick_tui.tui.screens.settings import SettingsScreen

        if self.settings is None:
            self.notify("Settings are not available here.")
            return
        self.push_screen(SettingsScreen(self.settings))

    async def action_quit(self) -> None:
        self._quitting = True
        if self.host.running:
            self.host.stop()
        await self.host.shutdown()
        self.exit()

    def close_viewers(self) -> None:
        import os
        import signal

        for viewer in self.viewers:
            with contextlib.suppress(OSError):
                os.killpg(viewer.pid, signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                viewer.wait(timeout=2)
        self.viewers = []

    async def _on_exit_app(self) -> None:
        # However the app ends, the browser we started is closed and an attached one released,
        # and no image viewer F4 opened outlives us.
        self._quitting = True
        self.close_viewers()
        await self.host.shutdown()
        await super()._on_exit_app()
