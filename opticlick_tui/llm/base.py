"""The provider interface every model backend implements."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from opticlick_tui.llm.deadlines import Deadlines
from opticlick_tui.llm.types import Capabilities, Message, StreamEvent, ToolSpec


@dataclass
class ModelInfo:
    name: str
    provider: str
    capabilities: Capabilities = field(default_factory=Capabilities)
    note: str = ""

    def badges(self) -> str:
        caps = self.capabilities
        return " ".join(
            b for b, on in (("vision", caps.vision), ("tools", caps.tools), ("thinking", caps.thinking)) if on
        )


class Provider(ABC):
    name: str = "provider"

    def __init__(self, model: str):
        self.model = model
        self.capabilities = Capabilities()
        # Per-request time limits (llm/deadlines.py); None for providers that wait on a person
        # or replay a script.
        self.deadlines: Deadlines | None = Deadlines()

    @abstractmethod
    def stream(self, messages: list[Message], tools: list[ToolSpec]) -> AsyncIterator[StreamEvent]:
        """Send the request and yield events as they arrive; ends with Done. The model is asked to
        call a tool (where the API can say so)."""

    async def prepare(self) -> None:  # noqa: B027 - optional hook
        """Check the model exists and learn its capabilities (called once before the first step)."""

    async def list_models(self) -> list[ModelInfo]:
        return []

    async def aclose(self) -> None:  # noqa: B027 - optional hook
        pass

    @property
    def label(self) -> str:
        return f"{self.name}/{self.model}" if self.model else self.name
