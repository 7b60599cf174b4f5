"""The policy for a page's confirm() dialog, wherever it comes from: raised by an action, by a timer
while the model thinks, or while no run is in progress at all (the TUI between tasks, `observe`).

auto accepts; ask and strict put the question to the user, and dismiss it when nobody can answer
(a script, a run without a terminal). alert() is accepted and prompt() dismissed by the tab itself
(there is nothing to decide, or no answer to give); every dialog is reported in the next observation.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

Confirm = Callable[[str], Awaitable[bool]]
Decision = tuple[bool, str]


def question(message: str) -> str:
    return f'The page asks: "{" ".join(message.split())[:200]}" Answer OK?'


async def decide_confirm(mode: str, confirm: Confirm | None, message: str) -> Decision:
    """Whether to accept the page's confirm(), and the words for what happened."""
    if mode == "auto":
        return True, "accepted automatically (permission auto)"
    if confirm is None:
        return False, "dismissed: nobody can confirm it here (--permission auto accepts them)"
    accept = await confirm(question(message))
    return accept, "accepted by the user" if accept else "dismissed by the user"


def idle_decider(
    mode: Callable[[], str], confirm: Callable[[], Confirm | None]
) -> Callable[[str, str], Awaitable[Decision]]:
    """The decider for dialogs raised while no run is in progress; `mode` and `confirm` are read
    when a dialog comes (settings and the face's way of asking may change meanwhile)."""

    async def decide(_kind: str, message: str) -> Decision:
        return await decide_confirm(mode(), confirm(), message)

    return decide
