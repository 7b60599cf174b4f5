"""Counting what a run spends (tokens from each reply's usage, estimated when a provider sends none;
dollars from the price table) and stopping it cleanly at --max-tokens-total or --budget-usd."""

from __future__ import annotations

from dataclasses import dataclass

from opticlick_tui.llm import types as t
from opticlick_tui.llm.prices import cost_usd, estimate_tokens, price_of


def estimate_request(messages: list[t.Message]) -> int:
    chars = images = 0
    for message in messages:
        for part in message.parts:
            if isinstance(part, t.TextPart | t.ThinkingPart):
                chars += len(part.text)
            elif isinstance(part, t.ImagePart):
                images += 1
            elif isinstance(part, t.ToolCall):
                chars += len(str(part.args)) + len(part.name)
            elif isinstance(part, t.ToolResult):
                chars += len(part.content)
    return estimate_tokens(chars, images)


@dataclass
class Spend:
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    estimated: bool = False

    def to_json(self) -> dict:
        return {
            "input": self.input_tokens,
            "output": self.output_tokens,
            "cost_usd": round(self.cost_usd, 6),
            "estimated": self.estimated,
        }


class Budget:
    def __init__(self, model: str, max_tokens_total: int = 0, budget_usd: float = 0.0, prices=None):
        self.model = model
        self.max_tokens_total = max_tokens_total
        self.budget_usd = budget_usd
        self.prices = prices or {}
        self.total = Spend()
        self.priced = price_of(model, self.prices) is not None

    def add(self, input_tokens: int, output_tokens: int, estimated: bool) -> Spend:
        step = Spend(
            input_tokens,
            output_tokens,
            cost_usd(self.model, input_tokens, output_tokens, self.prices),
            estimated,
        )
        self.total.input_tokens += input_tokens
        self.total.output_tokens += output_tokens
        self.total.cost_usd += step.cost_usd
        self.total.estimated = self.total.estimated or estimated
        return step

    def exceeded(self) -> str | None:
        """The sentence that ends the run, or None while within the limits."""
        used = self.total.input_tokens + self.total.output_tokens
        if self.max_tokens_total and used >= self.max_tokens_total:
            return f"stopped: budget ({used:,} tokens used, the limit is {self.max_tokens_total:,})."
        if self.budget_usd and self.total.cost_usd >= self.budget_usd:
            return f"stopped: budget (${self.total.cost_usd:.4f} spent, the limit is ${self.budget_usd:.2f})."
        return None

    def before_request(self, prompt_tokens: int) -> str | None:
        """Checked before a request goes out: the sentence that ends the run when what is used so far
        plus this request's prompt (estimated) would pass a limit, so a run never overshoots by a reply."""
        used = self.total.input_tokens + self.total.output_tokens
        if self.max_tokens_total and used + prompt_tokens > self.max_tokens_total:
            return (
                f"stopped: budget ({used:,} tokens used and the next request needs about {prompt_tokens:,}; "
                f"the limit is {self.max_tokens_total:,})."
            )
        if self.budget_usd:
            cost = self.total.cost_usd + cost_usd(self.model, prompt_tokens, 0, self.prices)
            if cost > self.budget_usd:
                return (
                    f"stopped: budget (${self.total.cost_usd:.4f} spent and the next request costs about "
                    f"${cost - self.total.cost_usd:.4f}; the limit is ${self.budget_usd:.2f})."
                )
        return None


def describe_usage(usage: dict | None) -> str:
    """`1,234 in / 56 out tokens · $0.0012` (with "≈" when estimated); "" when nothing was counted."""
    if not usage or not (usage.get("input") or usage.get("output")):
        return ""
    approx = "≈" if usage.get("estimated") else ""
    text = f"{approx}{usage.get('input', 0):,} in / {usage.get('output', 0):,} out tokens"
    if usage.get("cost_usd"):
        text += f" · {approx}${usage['cost_usd']:.4f}"
    return text
