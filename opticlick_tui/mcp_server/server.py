"""The MCP server: the SDK's low-level `Server` with our tools, over stdio or streamable HTTP.

One browser for the server's life (started on the first call that needs it), one driven session
for the page tools, and a normal agent session for each `run_task`.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import os
from collections.abc import Awaitable, Callable
from typing import Any

import mcp_types as types
from mcp.server.lowlevel import Server

from opticlick_tui import __version__
from opticlick_tui.agent.control import AgentControl
from opticlick_tui.config import Settings
from opticlick_tui.mcp_server import tools as mt
from opticlick_tui.mcp_server.driver import Driver, SessionEnded
from opticlick_tui.store.sessions import SessionNotFoundError

Confirm = Callable[[str], Awaitable[bool]]
DRIVEN_MAX_STEPS = 100_000  # a caller's session ends when the caller does, not at a step limit


class OpticlickMcp:
    def __init__(self, settings: Settings, confirm: Confirm | None, notices: Callable[[str], None]):
        from opticlick_tui.runtime import Runtime

        self.settings = settings
        self.confirm = confirm
        self.runtime = Runtime(settings, on_notice=notices)
        self.store = self.runtime.store
        self.driver = Driver(self._driven_runner)
        self.server = Server(
            "opticlick",
            version=__version__,
            instructions=mt.INSTRUCTIONS,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )

    def _control(self) -> AgentControl:
        control = AgentControl()
        control.interactive = False  # nobody answers ask_user here
        control.confirm = self.confirm
        return control

    def _driven_runner(self, provider):
        settings = copy.deepcopy(self.settings)
        settings.agent.max_steps = DRIVEN_MAX_STEPS
        return self.runtime.runner(provider, self._control(), settings)

    # --- MCP handlers ----------------------------------------------------------------------------
    async def _list_tools(self, ctx, params) -> types.ListToolsResult:
        return types.ListToolsResult(tools=mt.tool_list())

    async def _call_tool(self, ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
        from opticlick_tui.browser.errors import BrowserError
        from opticlick_tui.llm.types import LLMError

        name, args = params.name, dict(params.arguments or {})
        try:
            return await self.call(name, args)
        except (BrowserError, LLMError, SessionEnded) as exc:
            return mt.text_result(str(exc), error=True)

    async def call(self, name: str, args: dict[str, Any]) -> types.CallToolResult:
        if name == "sessions":
            return mt.json_result(mt.session_rows(self.store.list(), int(args.get("limit") or 20)))
        if name == "show":
            try:
                session_id = self.store.find(str(args.get("id") or "last"))
            except SessionNotFoundError as exc:
                return mt.text_result(str(exc), error=True)
            meta = {"id": session_id, **self.store.meta(session_id)}
            return mt.text_result(mt.session_text(meta, list(self.store.steps(session_id))))
        await self.runtime.browser()  # started on first use, again if Chrome died
        if name == "observe":
            obs, refused = await self.driver.observe(args.get("url"))
            if refused is not None:
                return mt.text_result(refused.text, error=True)
            return mt.observation_result(obs, self.driver.session_id, clean=bool(args.get("clean")))
        if name == "run_task":
            return await self.driver.while_ended(lambda: self._run_task(args))
        if name not in {t.name for t in mt.page_tools()}:
            return mt.text_result(f"Unknown tool {name!r}; tools/list shows what there is.", error=True)
        result = await self.driver.call(name, args)
        return mt.text_result(result.text, error=not result.ok)

    async def _run_task(self, args: dict[str, Any]) -> types.CallToolResult:
        from opticlick_tui.agent.errors import AgentSetupError

        task = str(args.get("task") or "").strip()
        if not task:
            return mt.text_result("run_task needs a task: say what the agent should do.", error=True)
        settings = copy.deepcopy(self.settings)
        if args.get("max_steps"):
            settings.agent.max_steps = int(args["max_steps"])
        provider = await self.runtime.provider(None, settings)
        try:
            runner = self.runtime.runner(provider, self._control(), settings)
            outcome = await runner.run(task, start_url=args.get("url"))
        except AgentSetupError as exc:
            return mt.text_result(str(exc), error=True)
        finally:
            await self.runtime.release(provider)
        result = mt.json_result(
            {
                "session_id": outcome.session_id,
                "status": outcome.status,
                "success": outcome.success,
                "summary": outcome.summary,
                "steps": outcome.steps,
            }
        )
        result.is_error = not (outcome.status == "finished" and outcome.success)
        return result

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.driver.end(), 30)
        with contextlib.suppress(Exception):
            await self.runtime.close()


def terminal_confirm() -> Confirm | None:
    """Ask on the terminal that runs the server (its controlling tty), or None when there is none:
    with stdio the client owns stdin/stdout, so the question goes to /dev/tty directly."""
    try:
        fd = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
    except OSError:
        return None
    os.close(fd)

    def ask(question: str) -> bool:
        # Two streams: a terminal cannot be opened "r+" (not seekable).
        with open("/dev/tty", "w", encoding="utf-8") as out, open("/dev/tty", encoding="utf-8") as answers:
            out.write(f"[opticlick mcp] {question} [y/N] ")
            out.flush()
            return answers.readline().strip().lower() in ("y", "yes")

    async def confirm(question: str) -> bool:
        return await asyncio.to_thread(ask, question)

    return confirm
