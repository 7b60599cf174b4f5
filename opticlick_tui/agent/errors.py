"""The exceptions of the agent package, in a module of their own so every part (loop, executor,
tools, reasoning) can raise and catch them without importing the loop."""

from __future__ import annotations

from opticlick_tui.errors import EXIT_USAGE, OpticlickError


class AgentSetupError(OpticlickError):
    """The run could not start (session busy, no task, a missing attachment); one sentence for the user."""

    exit_code = EXIT_USAGE


class Stopped(Exception):
    """The user asked the run to stop."""


class RunEnded(Exception):
    """The run is over (finished, failed, step limit...); carries the status and summary to save."""

    def __init__(self, status: str, summary: str, success: bool = False):
        super().__init__(summary)
        self.status = status
        self.summary = summary
        self.success = success


class ToolError(Exception):
    """A tool could not do what the model asked; the message is the tool's result for the model."""
