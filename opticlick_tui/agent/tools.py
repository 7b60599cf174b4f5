"""Every tool the model can call, in one list: ui tools (agent/ui_tools.py), then side effects
(agent/effects.py), then control tools (agent/control_tools.py).

Each tool is declared once, at its handler, with its name, argument model and description; the
JSON schemas sent to each provider (Gemini function declarations, OpenAI/Ollama tools, the
JSON-output schema for models without tool calling), the executor's dispatch and anything else that
lists tools (an MCP server, say) are all generated from these declarations.

How to add a tool (one place):
  1. In the module of its kind, write its argument model (a subclass of `Args`, each field with a
     description the model will read) and its handler, decorated with the group's `tool`:

         class ClickAtArgs(Args):
             x: float = Field(description="...")

         @UI.tool("click_at", ClickAtArgs, "Click a point of the screenshot.")
         async def click_at(ctx: ToolContext, args: ClickAtArgs) -> ActionResult:
             return await ctx.agent.actions.click_at(args.x, ...)

  2. That is all: the handler receives the validated model; it raises ToolError with a sentence for
     the model when it cannot do the thing. Kinds and what their handlers return are described in
     agent/tooling.py. A new kind of tool module must be added to TOOLS below.
"""

from __future__ import annotations

from opticlick_tui.agent.control_tools import CONTROL
from opticlick_tui.agent.effects import SIDE
from opticlick_tui.agent.tooling import Tool, portable_schema, validation_message
from opticlick_tui.agent.ui_tools import UI
from opticlick_tui.llm.types import ToolSpec

TOOLS: list[Tool] = [*UI.tools, *SIDE.tools, *CONTROL.tools]
BY_NAME: dict[str, Tool] = {t.name: t for t in TOOLS}


def tool_specs(names: list[str] | None = None) -> list[ToolSpec]:
    return [t.spec() for t in TOOLS if names is None or t.name in names]


__all__ = ["BY_NAME", "TOOLS", "Tool", "portable_schema", "tool_specs", "validation_message"]
