"""Replay as the agent's "model": each step it looks the recorded target up by fingerprint on the
live observation and answers with that one action, so a replay runs through the same loop as a run
(settle, observe, act, save the step) and is a session like any other.

When a target is missing or ambiguous, or a replayed action fails, the replay stops with one
sentence, or with a healer (a real model) that one step goes to the model with the recorded intent
and the current observation; its action is carried out and recorded, and replay continues.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING, Any

from opticlick_tui.agent.budget import estimate_request
from opticlick_tui.agent.errors import RunEnded
from opticlick_tui.agent.fingerprint import describe_target, find
from opticlick_tui.llm.base import Provider
from opticlick_tui.llm.types import (
    Capabilities,
    Done,
    LLMError,
    Message,
    StreamEvent,
    TextPart,
    ThinkingDelta,
    ToolCall,
    ToolCallEvent,
    ToolSpec,
)
from opticlick_tui.replay.plan import ReplayAction

if TYPE_CHECKING:
    from opticlick_tui.agent.loop import AgentRunner

MAX_HEALS_PER_STEP = 2


class ReplayStopped(LLMError):
    """A recorded step cannot be carried out; str() is the one sentence the user reads."""


class ReplayProvider(Provider):
    name = "replay"
    estimate_usage = False  # lookups, not a model; a healer's own usage still counts

    def __init__(
        self,
        source_id: str,
        actions: list[ReplayAction],
        healer: Provider | None = None,
        ask_secret: Callable[[str], Awaitable[str]] | None = None,
    ):
        super().__init__(source_id)
        self.actions = actions
        self.healer = healer
        self.ask_secret = ask_secret
        self.runner: AgentRunner | None = None
        self.position = 0
        self.healed: list[int] = []  # recorded step numbers the model repaired
        self.replayed = 0
        self._last_call: tuple[str, ReplayAction] | None = None
        self._heals_here = 0
        self.capabilities = healer.capabilities if healer else Capabilities(vision=False, tools=True)
        self.priced_model = healer.model if healer else ""

    async def prepare(self) -> None:
        if self.healer is not None:
            await self.healer.prepare()

    async def aclose(self) -> None:
        if self.healer is not None:
            await self.healer.aclose()

    # --- one step ---------------------------------------------------------------------------------
    async def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        assert self.runner is not None, "bind the replay to its runner first"
        self.estimate_usage = False  # only a repair turn asks a model
        failed = self._last_failure()
        if failed is not None:
            action, error = failed
            problem = f"step {action.step}: {action.describe()} failed on {self._url()}: {error}"
            async for event in self._heal_or_stop(action, problem, messages, tools):
                yield event
            return
        if self.position >= len(self.actions):
            yield ToolCallEvent(
                ToolCall("replay-end", "finish", {"summary": self._summary(), "success": True})
            )
            yield Done()
            return
        action = self.actions[self.position]
        args, problem = self._live_args(action)
        if problem:
            async for event in self._heal_or_stop(action, problem, messages, tools):
                yield event
            return
        if action.needs_secret:
            args["text"] = await self._secret_placeholder(action)
        self.position += 1
        self._heals_here = 0
        self.replayed += 1
        call = ToolCall(f"replay-{action.step}-{self.position}", action.name, args)
        self._last_call = (call.id, action)
        yield ThinkingDelta(f"Replaying step {action.step}: {action.describe()}.")
        yield ToolCallEvent(call)
        yield Done()

    def _url(self) -> str:
        obs = self.runner.observation if self.runner else None
        return obs.url if obs else "the page"

    def _live_args(self, action: ReplayAction) -> tuple[dict[str, Any], str]:
        """The recorded arguments with today's mark numbers, or the sentence saying why not."""
        obs = self.runner.observation if self.runner else None
        args = dict(action.args)
        for arg, fp in action.targets.items():
            if obs is None:
                return args, f"step {action.step}: nothing is observed yet"
            match = find(fp, obs)
            if match.mark is None:
                target = describe_target(fp)
                if match.problem == "ambiguous":
                    return args, (
                        f"step {action.step}: {match.count} look-alike {target} on {obs.url}; "
                        "cannot tell which one was meant"
                    )
                closest = f'; closest: "{match.closest}"' if match.closest else ""
                return args, f"step {action.step}: no {target} on {obs.url}{closest}"
            args[arg] = match.mark.id
        return args, ""

    def _last_failure(self) -> tuple[ReplayAction, str] | None:
        """The replayed action of the previous step, when it ran and failed."""
        if self._last_call is None or self.runner is None or not self.runner.state.turns:
            return None
        call_id, action = self._last_call
        self._last_call = None
        for result in self.runner.state.turns[-1].results:
            if result.call_id == call_id and result.is_error:
                self.position -= 1  # the step is not done: heal it, or stop on it
                self.replayed -= 1
                return action, result.content.removeprefix("Error: ").strip()
        return None

    async def _secret_placeholder(self, action: ReplayAction) -> str:
        name = f"replay_step{action.step}"
        if self.ask_secret is None:
            raise ReplayStopped(
                f"step {action.step}: types a password, which was never recorded; replay in a terminal "
                "to type it, or record with <secret:NAME> so the vault supplies it."
            )
        value = await self.ask_secret(f"step {action.step}: {action.describe()} — the value: ")
        if not value:
            raise ReplayStopped(f"step {action.step}: no value was given for the password; stopped.")
        from opticlick_tui.agent.safety import host_of

        assert self.runner is not None
        self.runner.secrets.add_transient(name, value, [host_of(action.url)] if action.url else [])
        return f"<secret:{name}>"

    async def _heal_or_stop(
        self, action: ReplayAction, problem: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AsyncIterator[StreamEvent]:
        if self.healer is None:
            raise ReplayStopped(problem)
        if self._heals_here >= MAX_HEALS_PER_STEP:
            raise ReplayStopped(f"{problem} (the model could not repair it in {MAX_HEALS_PER_STEP} tries)")
        self._heals_here += 1
        note = (
            "You are repairing one step of a replayed recording; the recorded action no longer fits the page. "
            f"{problem}.\nRecorded intent of that step: {action.intent or '(none recorded)'}\n"
            f"Recorded action: {action.describe()}.\n"
            "Do what that step meant with exactly one page action on the current page. Do not finish: "
            "the replay continues with the next recorded step after yours."
        )
        healing = [*messages[:-1], Message("user", [*messages[-1].parts, TextPart(note)])]
        # A repair is a real request: the run's budget is checked before it goes out, as the agent
        # loop does for its own requests (the loop skips the check for the lookups of a replay).
        assert self.runner is not None
        if over := self.runner.budget.before_request(estimate_request(healing)):
            raise RunEnded("stopped", over)
        # A healer that reports no usage is counted from its text, as any model is.
        self.estimate_usage = getattr(self.healer, "estimate_usage", True)
        yield ThinkingDelta(f"Healing: {problem}. Asking {self.healer.label}.\n")
        acted = False
        async for event in self.healer.stream(healing, tools):
            if isinstance(event, ToolCallEvent) and event.call.name == "finish":
                continue  # the replay decides when it is finished
            if isinstance(event, ToolCallEvent):
                acted = True
            if isinstance(event, Done):
                continue
            yield event
        if acted:
            self.healed.append(action.step)
            self.position += 1
        yield Done()

    def _summary(self) -> str:
        healed = f"; the model repaired step {', '.join(map(str, self.healed))}" if self.healed else ""
        return f"Replayed {self.replayed} recorded actions of session {self.model}{healed}."
