"""The agent loop: setup -> observe -> reason -> side effects -> one UI action -> repeat.

It knows nothing of Textual: it emits typed events (agent/events.py) to whoever subscribes and is
steered through AgentControl. Every path out of `run()` leaves the browser usable and the session
saved with an honest status.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import inspect
import logging
import re
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image

from opticlick_tui import clock
from opticlick_tui.agent import events as ev
from opticlick_tui.agent.attachments import IMAGE_SUFFIXES, check_attachment, model_image
from opticlick_tui.agent.budget import Budget, estimate_request
from opticlick_tui.agent.context import AgentState
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.agent.dialogs import decide_confirm
from opticlick_tui.agent.errors import AgentSetupError, RunEnded, Stopped, ToolError
from opticlick_tui.agent.executor import execute_turn
from opticlick_tui.agent.fingerprint import record_targets
from opticlick_tui.agent.guard import LoopGuard
from opticlick_tui.agent.history import Turn, build_messages
from opticlick_tui.agent.prompt import (
    JSON_MODE_SUFFIX,
    SYSTEM_PROMPT,
    StepContext,
    step_message,
    task_message,
)
from opticlick_tui.agent.reason import Reply, reason
from opticlick_tui.agent.result_schema import finish_specs, schema_note
from opticlick_tui.agent.safety import SafetyPolicy, host_of
from opticlick_tui.agent.secret_use import SecretRefused, SecretResolver, scrub_observation
from opticlick_tui.agent.tools import TOOLS, tool_specs
from opticlick_tui.browser.actions import Actions
from opticlick_tui.browser.errors import BrowserClosedError, BrowserError, TabClosedError
from opticlick_tui.browser.session import BrowserSession
from opticlick_tui.browser.settle import describe_settle, merge_settles
from opticlick_tui.config import Settings
from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.types import ImagePart, LLMError
from opticlick_tui.secrets import value_secret_kind
from opticlick_tui.som.model import Mark, Observation
from opticlick_tui.som.observe import Observer
from opticlick_tui.store.files import SessionFiles
from opticlick_tui.store.locks import HeldLock, LockBusyError
from opticlick_tui.store.memory import MemoryStore
from opticlick_tui.store.sessions import SessionStore
from opticlick_tui.store.vault import Vault

log = logging.getLogger(__name__)
NO_TOOL_STRIKES = 3
MODEL_IMAGE_FORMAT = "jpeg"
USER_URL = re.compile(r"(?:https?://|file:/|data:)\S+", re.I)
__all__ = ["AgentRunner", "AgentSetupError", "AgentState", "Outcome"]
UI_TOOLS = frozenset(t.name for t in TOOLS if t.kind == "ui")
WRAP_UP = (
    "The step limit is reached. This is one last turn: no page action will run. Look at the page: "
    "if the task is done, call finish with the results; otherwise call finish(success=false) saying "
    "what is left."
)


@dataclass
class Outcome:
    session_id: str
    status: str  # finished | failed | stopped | interrupted
    success: bool
    summary: str
    steps: int
    error: Exception | None = None  # what ended the run, when an error did (cli maps it to an exit code)


class AgentRunner:
    def __init__(
        self,
        browser: BrowserSession,
        provider: Provider,
        store: SessionStore,
        memory: MemoryStore,
        settings: Settings,
        control: AgentControl | None = None,
    ):
        self.browser = browser
        self.provider = provider
        self.store = store
        self.memory = memory
        self.settings = settings
        self.control = control or AgentControl()
        self.actions = Actions(
            browser,
            allow_local_urls=settings.browser.allow_local_urls,
            settle_quiet_ms=settings.browser.settle_quiet_ms,
            settle_cap_ms=settings.browser.settle_cap_ms,
        )
        self.observer = Observer(browser, settings.observe)
        self.safety = SafetyPolicy(settings.agent.permission_mode)
        self.guard = LoopGuard()
        self.state = AgentState()
        self.listeners: list[Callable[[ev.Event], Any]] = []
        self.session_id = ""
        self.task = ""
        self.step = 0
        self.observation: Observation | None = None
        self.files: SessionFiles = SessionFiles(Path("."))
        self.usage_in = 0
        self.usage_out = 0
        self.budget = Budget(
            getattr(provider, "priced_model", provider.model),
            settings.agent.max_tokens_total,
            settings.agent.budget_usd,
            settings.llm.prices,
        )
        self._step_spend: dict[str, Any] = {}
        self.result_schema: dict[str, Any] | None = None  # run --schema: what finish's result must be
        self.result: Any = None
        self.allowed_tools: set[str] | None = None  # Ask mode: only these may run
        self.system_extra = ""
        self._lock: HeldLock | None = None
        self._pending_warnings: list[str] = []
        self._last_fingerprint: str | None = None
        self._last_ui_action: str | None = None
        self._attachments: list[str] = []
        self._no_tool_strikes = 0
        self._resume_url = ""  # a resumed session's last page, reopened before its first step
        self._last_action_ok = False  # the last step's page action succeeded
        self._wrapped_up = False  # the one wrap-up turn past the step limit was given
        self._failures_in_a_row = 0
        self._memory_now: list[dict[str, Any]] = []
        self._settle: dict[str, Any] = {}
        # Calls that typed into password fields: their text is masked wherever it is saved or shown.
        self.secret_call_ids: set[str] = set()
        self.user_urls: set[str] = set()
        self.secrets = SecretResolver(Vault(settings.resolved_data_dir()))
        # Draw the numbered boxes; a replay without a model needs none (and saves their cost).
        self.draw_marks = True
        # A replay without a model: its screenshots are written while it acts (nothing waits on them).
        self.defer_step_saves = False
        self._writer: ThreadPoolExecutor | None = None
        self._writes: list[Future[None]] = []

    # --- events ---------------------------------------------------------------------------------------
    def subscribe(self, listener: Callable[[ev.Event], Any]) -> None:
        self.listeners.append(listener)

    def emit(self, event: ev.Event) -> None:
        for listener in list(self.listeners):
            result = listener(event)
            if inspect.isawaitable(result):
                asyncio.ensure_future(result)

    def todo_changed(self) -> None:
        self.store.put_document(self.session_id, "todo", self.state.todo)
        self.emit(ev.TodoChanged([dict(i) for i in self.state.todo]))

    def notes_changed(self) -> None:
        self.store.put_document(self.session_id, "notes", masked_args(self.state.notes))
        self.emit(ev.NotesChanged(dict(self.state.notes)))

    def memory_changed(self) -> None:
        self.emit(ev.MemoryChanged(self._site_memory()))

    def _site_memory(self) -> list[dict[str, Any]]:
        host = host_of(self.observation.url) if self.observation else ""
        if not host:
            return []
        bare = host.removeprefix("www.")
        return [
            e
            for e in self.memory.all()
            if e.get("site") in (host, bare) or host.endswith("." + str(e.get("site")))
        ][:20]

    def mark(self, mark_id: int) -> Mark:
        obs = self.observation
        found = obs.mark(mark_id) if obs else None
        if found is None:
            ids = obs.mark_ids if obs else []
            span = (
                f"the marks on this page are {obs.id_ranges()}" if obs and ids else "this page has no marks"
            )
            raise ToolError(f"There is no mark {mark_id}; {span}. Look at the current screenshot.")
        return found

    # --- the run ----------------------------------------------------------------------------------------
    async def run(
        self,
        task: str | None,
        session_id: str | None = None,
        start_url: str | None = None,
        attachments: list[Path] | None = None,
    ) -> Outcome:
        self._open_session(task, session_id, attachments or [])
        status, summary, success = "failed", "", False
        error: Exception | None = None
        self.emit(
            ev.SessionStarted(
                self.session_id,
                self.task,
                self.provider.name,
                self.provider.model,
                bool(session_id),
                self.settings.agent.max_steps,
            )
        )
        try:
            await self.browser.set_downloads_dir(self.files.folder)
            self.browser.set_dialog_decider(self._decide_dialog)
            await self.browser.block_input()
            await self.provider.prepare()
            self._user_gave(self.task, start_url)
            if start_url:
                try:  # `<secret:NAME>` in the start URL: put in here, on its allowed hosts only
                    opened = self.secrets.resolve_url(start_url)
                except SecretRefused as exc:
                    raise RunEnded("failed", str(exc)) from None
                result = await self.actions.navigate(opened, by_user=True)
                if not result.ok:
                    raise RunEnded("failed", result.error or "Could not open the start URL.")
                self.safety.approve_host(result.url)
            elif self._resume_url and self.browser.agent_tab.url != self._resume_url:
                await self._reopen(self._resume_url)
            elif self.browser.agent_tab.url.startswith("http"):
                self.safety.approve_host(self.browser.agent_tab.url)
            while True:
                await self._one_step()
        except RunEnded as end:
            status, summary, success = end.status, end.summary, end.success
        except Stopped:
            status, summary = "stopped", "Stopped by the user."
        except (TabClosedError, BrowserClosedError) as exc:
            status, summary = "interrupted", str(exc)
            error = exc
            self.emit(ev.ErrorOccurred(summary, fatal=True))
        except LLMError as exc:
            status, summary = "failed", str(exc)
            error = exc
            self.emit(ev.ErrorOccurred(summary, fatal=True))
        except asyncio.CancelledError:
            self.observer.stop_preparing()
            status, summary = "stopped", "Stopped (cancelled)."
            self._finish_session(status, summary, success)
            raise
        except BrowserError as exc:
            status, summary = "failed", str(exc)
            error = exc
            self.emit(ev.ErrorOccurred(summary, fatal=True))
        if error is not None:
            log.warning("session %s: %s: %s", self.session_id, type(error).__name__, error)
        log.info("session %s ended %s after %d steps: %s", self.session_id, status, self.step, summary[:300])
        self._finish_session(status, summary, success)
        # The human gets the browser back between runs.
        await self.release_browser()
        return Outcome(self.session_id, status, success, summary, self.step, error)

    async def _decide_dialog(self, kind: str, message: str) -> tuple[bool, str]:
        """A page's confirm(): accepted in auto; in ask and strict the user decides (refused when
        nobody can). The action text says which, for the model's result."""
        confirm = self.control.confirm
        if self.safety.mode == "auto" or confirm is None:
            return await decide_confirm(self.safety.mode, confirm, message)
        self.emit(ev.StateChanged("asking"))
        try:
            return await decide_confirm(self.safety.mode, confirm, message)
        finally:
            self.emit(ev.StateChanged("acting"))

    def _user_gave(self, *texts: str | None) -> None:
        """URLs in what the user wrote: they open even when they are file:/data:, and their sites
        count as approved (the task itself asks for them)."""
        for text in texts:
            if text:
                self.safety.user_text += "\n" + text
            for url in USER_URL.findall(text or ""):
                url = url.rstrip(".,;:)]}'\"")
                self.user_urls.add(url)
                if url.startswith("http"):
                    self.safety.approve_host(url)

    async def _reopen(self, url: str) -> None:
        """A resumed session starts on the page it ended on (not about:blank)."""
        result = await self.actions.navigate(url)
        if result.ok:
            self.safety.approve_host(result.url)
        else:
            self.add_warning(f"The session's last page {url} did not open again: {result.error}")

    def _open_session(self, task: str | None, session_id: str | None, attachments: list[Path]) -> None:
        for path in attachments:  # before anything is created: a refused file leaves no session
            check_attachment(path, self.settings.agent.max_attachment_mb)
        if session_id:
            meta = self.store.meta(session_id)
            self._resume_url = str(meta.get("url") or "")
            self.session_id = session_id
            self.task = meta.get("task", "")
            self.state.todo = self.store.get_document(session_id, "todo", []) or []
            self.state.notes = self.store.get_document(session_id, "notes", {}) or {}
            self.state.turns = [
                Turn.from_json(r["turn"]) for r in self.store.steps(session_id) if r.get("turn")
            ]
            self.step = max(self.store.step_numbers(session_id), default=0)
            self._attachments = meta.get("attachments", [])
            if task:
                self.control.send(task)
        else:
            if not task or not task.strip():
                raise AgentSetupError("No task given: say what the agent should do.")
            self.task = task.strip()
            self.session_id = self.store.create(
                self.task, {"provider": self.provider.name, "model": self.provider.model}
            )
        try:
            self._lock = self.store.lock(self.session_id)
        except LockBusyError as exc:
            raise AgentSetupError(str(exc)) from None
        self.files = SessionFiles(self.store.paths(self.session_id).files)
        for path in attachments:
            if not path.is_file():
                raise AgentSetupError(f"The file to attach does not exist: {path}.")
            self._attachments.append(self.files.add(path).name)
        self.store.update_meta(
            self.session_id,
            {
                "status": "running",
                "attachments": self._attachments,
                "provider": self.provider.name,
                "model": self.provider.model,
            },
        )

    def _finish_session(self, status: str, summary: str, success: bool) -> None:
        self._wait_writes()
        # The same word the session records (stopped is not failed).
        state = ("done" if success else "failed") if status == "finished" else status
        self.emit(ev.StateChanged(state))  # type: ignore[arg-type]
        with contextlib.suppress(Exception):
            self.store.update_meta(
                self.session_id,
                {
                    "status": status,
                    "outcome": summary,
                    "success": success,
                    "steps": self.step,
                    "ended": clock.now(),
                    "url": self.observation.url if self.observation else "",
                    "usage": self.budget.total.to_json(),
                    **({"result": self.result} if self.result is not None else {}),
                },
            )
        if self._lock:
            self._lock.release()
            self._lock = None
        self.emit(ev.Finished(summary, success, status, self.step))

    async def release_browser(self) -> None:
        self.observer.stop_preparing()
        self.browser.set_dialog_decider(None)  # between runs: the session's idle policy (agent/dialogs.py)
        with contextlib.suppress(BrowserError):
            await self.browser.release_input()

    # --- one step -----------------------------------------------------------------------------------------
    async def _one_step(self) -> None:
        if self.control.paused:
            self.emit(ev.StateChanged("paused"))
            self.emit(ev.Paused())
            await self.browser.release_input()
            await self.control.wait_running()
            if not self.control.stop_requested:
                await self.browser.block_input()
                self.emit(ev.Resumed())
        if self.control.stop_requested:
            raise Stopped()
        if over_budget := self.budget.exceeded():
            raise RunEnded("stopped", over_budget)
        wrap_up = False
        if self.step >= self.settings.agent.max_steps:
            if self._wrapped_up or not self._last_action_ok:
                raise RunEnded(
                    "failed", f"Reached the step limit ({self.settings.agent.max_steps}) before finishing."
                )
            # The last allowed action worked: one more turn to see its result and call finish.
            self._wrapped_up = wrap_up = True
            self.add_warning(WRAP_UP)
        self.step += 1
        log.debug("session %s: step %d", self.session_id, self.step)
        started = clock.now()
        self.emit(ev.StepStarted(self.step, self.settings.agent.max_steps))
        self.emit(ev.StateChanged("observing"))
        obs = await self._observe()
        # The screenshot with its boxes goes to the model as a JPEG (a few ms to encode where a PNG
        # takes ~40): encoded once, it is also the step's saved marks image, so the session keeps
        # what the model saw. The files are written (fsynced) in the background while the model
        # thinks; ObservationReady goes out once they exist.
        if self.draw_marks:
            await asyncio.to_thread(obs.image_bytes, True, MODEL_IMAGE_FORMAT)
        saving = asyncio.ensure_future(self._save_and_announce(obs))

        follow_ups = self.control.take_follow_ups()
        for text in follow_ups:
            self.emit(ev.UserMessage(text))
        self._user_gave(*follow_ups)
        messages = self._messages(obs, follow_ups)
        if getattr(self.provider, "estimate_usage", True) and (
            over := self.budget.before_request(estimate_request(messages))
        ):
            await saving
            self.step -= 1  # observed but never sent: not a step of the session
            raise RunEnded("stopped", over)
        self.emit(ev.StateChanged("thinking"))
        try:
            reply = await self._reason(messages)
        except BaseException:
            await saving
            raise
        if not self.defer_step_saves:  # a replay without a model goes on acting while they are written
            await saving
        if wrap_up:  # past the limit no page action runs; finish and bookkeeping do
            reply.calls = [c for c in reply.calls if c.name not in UI_TOOLS]
        turn = Turn(self.step, reply.text, reply.thinking, reply.calls, [], f"{obs.url} — {obs.title}")
        self.emit(ev.StateChanged("acting"))
        try:
            outcome = await execute_turn(self, turn)
        finally:
            images = await saving
        self.state.turns.append(turn)
        self._last_action_ok = any(r.name in UI_TOOLS and not r.is_error for r in turn.results)
        self._persist_step(turn, obs, images, started, follow_ups, outcome.warnings)
        if outcome.stop_reason:
            raise RunEnded("failed", outcome.stop_reason)
        self._count_failure(turn, outcome.finished is not None)
        if outcome.finished is not None:
            summary, success = outcome.finished
            raise RunEnded("finished", summary, success)

    async def _save_and_announce(self, obs: Observation) -> tuple[Path, Path]:
        images = await asyncio.to_thread(self._save_images, obs)
        self.emit(
            ev.ObservationReady(
                self.step,
                obs.url,
                obs.title,
                len(obs.marks),
                str(images[0]),
                str(images[1]),
                obs.mark_lines(),
                obs.timings_ms,
                ev.mark_boxes(obs.marks, obs.viewport),
                self._settle,
            )
        )
        return images

    async def _observe(self) -> Observation:
        tab = self.browser.agent_tab
        # The last action already settled on what the page did (its own result); this second wait is
        # short unless something still runs (the first step, a page that loads on its own).
        after_action = tab.last_settle if self._last_ui_action else None
        observed = await tab.settle(
            self.settings.browser.settle_quiet_ms, self.settings.browser.settle_cap_ms
        )
        # From now on a wait for this tab to settle (after the next action) starts the next look's
        # walk as soon as the page goes quiet: the look then reuses it (som/observe.py).
        self.observer.prepare_on_quiet(tab)
        self._settle = merge_settles(after_action, observed)
        self._settle["summary"] = describe_settle(self._settle)
        try:
            obs = await self.observer.observe_until_marked(tab, draw=self.draw_marks)
        except (TabClosedError, BrowserClosedError):
            raise
        except BrowserError:
            await asyncio.sleep(1.0)
            obs = await self.observer.observe(tab, draw=self.draw_marks)
        obs.timings_ms["settle_wait"] = observed.get("waited_ms", 0)  # the page's time, not ours
        if self.draw_marks:
            fingerprint = await asyncio.to_thread(_fingerprint, obs)
        else:  # a replay: Chrome's exact bytes stand for the picture (no decoding on its way)
            fingerprint = _fingerprint(obs, exact=True)
        if self._last_ui_action and fingerprint == self._last_fingerprint:
            verdict = self.guard.nothing_changed(self._last_ui_action)
            self._pending_warnings.extend(verdict.warnings)
            for warning in verdict.warnings:
                self.emit(ev.Warning(warning))
            if verdict.stop:
                raise RunEnded("failed", verdict.stop)
        else:
            self.guard.progress()
        self._last_fingerprint = fingerprint
        self._last_ui_action = None
        if self.secrets.active:
            scrub_observation(obs, self.secrets.scrub)
            for key in ("pending", "summary"):  # requests still loading, by URL
                if key in self._settle:
                    self._settle[key] = _scrubbed(self._settle[key], self.secrets.scrub)
        self.observation = obs
        self._memory_now = self._site_memory()  # read once per step, used by the event and the prompt
        self.emit(ev.MemoryChanged(self._memory_now))
        return obs

    def _save_images(self, obs: Observation) -> tuple[Path, Path]:
        """The clean screenshot as Chrome sent it (PNG) and the one with the boxes as the model got
        it (JPEG); without boxes drawn (a replay), the clean one under both names."""
        # Readable at once (the TUI shows them); on disk before the step record names them.
        clean = self.store.save_image(
            self.session_id,
            f"{self.step:05d}.png",
            obs.image_bytes(annotated=False, fmt="png"),
            durable=False,
        )
        if self.draw_marks:
            drawn = obs.image_bytes(annotated=True, fmt=MODEL_IMAGE_FORMAT)
            name = f"{self.step:05d}-marks.jpg"
        else:
            drawn, name = obs.image_bytes(annotated=False, fmt="png"), f"{self.step:05d}-marks.png"
        marks = self.store.save_image(self.session_id, name, drawn, durable=False)
        return clean, marks

    def _messages(self, obs: Observation, follow_ups: list[str]) -> list:
        mode = self.settings.observe.image_mode
        vision = self.provider.capabilities.vision
        image = None
        note = ""
        if vision and mode != "text":
            annotated = mode == "annotated" and self.draw_marks
            # With boxes: the JPEG encoded once per step; without: Chrome's own PNG, no encoding.
            image = (
                ImagePart(obs.image_bytes(annotated=True, fmt=MODEL_IMAGE_FORMAT), "image/jpeg")
                if annotated
                else ImagePart(obs.image_bytes(annotated=False, fmt="png"), "image/png")
            )
            note = (
                "The screenshot shows the page with numbered boxes for the marks."
                if annotated
                else "The screenshot is the plain page; use the mark list for numbers."
            )
        extra_images = self._attachment_images() if not self.state.turns else []
        ctx = StepContext(
            step=self.step,
            max_steps=self.settings.agent.max_steps,
            observation_text=obs.text(),
            todo=self.state.todo,
            notes=self.state.notes,
            memory=self._memory_now,
            files=self.files.describe(),
            warnings=self._pending_warnings,
            user_messages=follow_ups,
            image_note=note,
        )
        self._pending_warnings = []
        system = SYSTEM_PROMPT + self.system_extra
        if not self.provider.capabilities.tools:
            offered = [t for t in TOOLS if self.allowed_tools is None or t.name in self.allowed_tools]
            system += JSON_MODE_SUFFIX + "\n".join(f"- {t.name}: {t.description}" for t in offered)
        messages = build_messages(
            system,
            task_message(
                self.task + (schema_note(self.result_schema) if self.result_schema else ""), self._attachments
            ),
            self.state.turns,
            step_message(ctx),
            image,
        )
        if extra_images and vision:
            # Images the user attached are shown once, on the first step, beside the task.
            messages[1].parts.extend(extra_images)
        return messages

    def _attachment_images(self) -> list[ImagePart]:
        images = []
        for name in self._attachments:
            if Path(name).suffix.lower() in IMAGE_SUFFIXES and self.files.exists(name):
                image = model_image(self.files.path(name).read_bytes())
                if image is not None:
                    images.append(image)
        return images

    async def _reason(self, messages: list) -> Reply:
        names = sorted(self.allowed_tools) if self.allowed_tools is not None else None
        reply = await reason(self, messages, finish_specs(tool_specs(names), self.result_schema))
        self.usage_in += reply.input_tokens
        self.usage_out += reply.output_tokens
        spend = self.budget.add(reply.input_tokens, reply.output_tokens, reply.estimated)
        self._step_spend = spend.to_json()
        if reply.input_tokens or reply.output_tokens:
            self.emit(
                ev.UsageUpdated(
                    reply.input_tokens,
                    reply.output_tokens,
                    self.usage_in,
                    self.usage_out,
                    spend.cost_usd,
                    self.budget.total.cost_usd,
                    self.budget.total.estimated,
                )
            )
        if not reply.calls:
            self._no_tool_strikes += 1
            if self._no_tool_strikes >= NO_TOOL_STRIKES:
                raise RunEnded(
                    "failed",
                    f"The model answered {self._no_tool_strikes} times without a valid tool call; try another model.",
                )
            warning = (
                "Your last answer had no valid tool call. Answer with tool calls only (finish when done)."
            )
            self._pending_warnings.append(warning)
            self.emit(ev.Warning(warning))
        else:
            self._no_tool_strikes = 0
        return reply

    def _count_failure(self, turn: Turn, finished: bool) -> None:
        """A step where nothing worked (no call, or every call malformed or failed) counts; a step
        where anything worked resets the count. `agent.max_consecutive_failures` in a row end the run."""
        failed = not finished and (not turn.results or all(r.is_error for r in turn.results))
        if not failed:
            self._failures_in_a_row = 0
            return
        self._failures_in_a_row += 1
        limit = self.settings.agent.max_consecutive_failures
        if self._failures_in_a_row >= limit:
            last = next((r.content for r in reversed(turn.results) if r.is_error), "no tool call")
            raise RunEnded(
                "failed",
                f"Stopped after {self._failures_in_a_row} steps in a row where nothing worked "
                f"(agent.max_consecutive_failures); the last error: {last[:200]}",
            )

    def _saved_args(self, call) -> dict[str, Any]:
        """A call's arguments as saved: typed secrets and secret-shaped values (a key the memory
        refused, a card number in a note) replaced by a mask."""
        return masked_args(call.args, typed_secret=call.id in self.secret_call_ids)

    def _tab_url(self) -> str:
        with contextlib.suppress(Exception):
            return self.browser.agent_tab.url
        return ""

    def note_ui_action(self, description: str) -> None:
        self._last_ui_action = description

    def add_warning(self, text: str) -> None:
        self._pending_warnings.append(text)
        self.emit(ev.Warning(text))

    def _persist_step(
        self,
        turn: Turn,
        obs: Observation,
        images: tuple[Path, Path],
        started: float,
        follow_ups: list[str],
        warnings: list[str],
    ) -> None:
        record: dict[str, Any] = {
            "step": self.step,
            "started": started,
            "duration_ms": round((clock.now() - started) * 1000),
            "url": obs.url,
            "title": obs.title,
            "marks": obs.mark_lines(),
            "mark_boxes": ev.mark_boxes(obs.marks, obs.viewport),  # where the review writes mark numbers
            "observation": obs.header_lines(),
            "screenshot": images[0].name,
            "annotated": images[1].name,
            "thinking": turn.thinking,
            "text": turn.text,
            "calls": [{"id": c.id, "name": c.name, "args": self._saved_args(c)} for c in turn.calls],
            "results": [
                {"call_id": r.call_id, "name": r.name, "content": r.content, "is_error": r.is_error}
                for r in turn.results
            ],
            "todo": [dict(i) for i in self.state.todo],
            "notes": dict(self.state.notes),
            "user_messages": follow_ups,
            "warnings": warnings,
            "timings_ms": obs.timings_ms,
            "settle": self._settle,
            "turn": turn.to_json(),
            # What each targeted mark looked like, so `opticlick replay` can find it again.
            "targets": record_targets(obs, turn.calls),
            "usage": self._step_spend,
        }
        for call in record["turn"]["calls"]:
            call["args"] = masked_args(call["args"], typed_secret=call["id"] in self.secret_call_ids)
        record["notes"] = masked_args(record["notes"])
        # The page the step left the tab on: where a resumed session reopens.
        fields = {"steps": self.step, "url": self.secrets.scrub(self._tab_url()) or obs.url}
        self._write_in_background(self._write_step, list(images), self.step, record, fields)

    def _write_step(
        self, images: list[Path], step: int, record: dict[str, Any], fields: dict[str, Any]
    ) -> None:
        self.store.sync_images(images)
        self.store.write_step(self.session_id, step, record)
        self.store.update_meta(self.session_id, fields, index=step % 10 == 1)

    # --- writes off the step's critical path -----------------------------------------------------------
    def _write_in_background(self, write: Callable[..., None], *args: Any) -> None:
        """A step's files are written (fsynced) by one writer thread, in order, while the next step
        runs. A write that failed is raised here, at the next step's write."""
        for done in [w for w in self._writes if w.done()]:
            self._writes.remove(done)
            if done.exception() is not None:
                raise done.exception()  # type: ignore[misc]
        if self._writer is None:
            self._writer = ThreadPoolExecutor(1, thread_name_prefix="opticlick-step-writer")
        self._writes.append(self._writer.submit(write, *args))

    def _wait_writes(self) -> None:
        """Until every step write is on disk (the session's final record follows them)."""
        for write in self._writes:
            try:
                write.result()
            except Exception as exc:  # noqa: BLE001 - reported, the session still gets its end
                log.warning("session %s: a step could not be saved: %s", self.session_id, exc)
                self.emit(ev.Warning(f"A step could not be saved: {exc}"))
        self._writes.clear()
        if self._writer is not None:
            self._writer.shutdown(wait=True)
            self._writer = None


MASK = "••••"


def masked_args(args: dict[str, Any], typed_secret: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in args.items():
        if key == "text" and typed_secret:
            out[key] = MASK
        elif isinstance(value, str) and value_secret_kind(value):
            out[key] = MASK
        elif isinstance(value, list):
            out[key] = [MASK if isinstance(v, str) and value_secret_kind(v) else v for v in value]
        else:
            out[key] = value
    return out


def _fingerprint(obs: Observation, exact: bool = False) -> str:
    """URL + marks + a coarse picture of the page (or, exact, the screenshot's bytes): equal means
    the last action changed nothing."""
    digest = hashlib.sha1()
    digest.update(obs.url.encode())
    digest.update("\n".join(obs.mark_lines()).encode())
    if exact:
        digest.update(obs.image_bytes(annotated=False, fmt="png"))  # as captured: no encoding
        return digest.hexdigest()
    image = obs.image(annotated=False)
    if image is not None:
        thumb = image.convert("L").resize((64, 40), Image.Resampling.BILINEAR)
        digest.update(bytes(v // 8 for v in thumb.tobytes()))
    return digest.hexdigest()


def _scrubbed(value: Any, scrub: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return scrub(value)
    if isinstance(value, list):
        return [scrub(v) if isinstance(v, str) else v for v in value]
    return value
