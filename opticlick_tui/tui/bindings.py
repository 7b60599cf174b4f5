"""Every key binding has an id, so users can remap it from config.toml ([tui.bindings] id = "key")."""

from __future__ import annotations

import re
from collections.abc import Mapping

from textual.binding import Binding

# Footer order is priority order: what a narrow (80-column) footer keeps comes first; F2-F4 come
# last and are listed by F1 and the command palette when the footer has no room for them.
APP_BINDINGS: list[Binding] = [
    Binding("ctrl+x", "stop_agent", "Stop", id="stop", priority=True),
    Binding("ctrl+t", "take_over", "Take over", id="take_over", priority=True),
    Binding("f1", "help", "Help", id="help"),
    Binding("f9", "panes", "Panes", id="panes"),
    Binding("f5", "history", "History", id="history"),
    Binding("f6", "review", "Review", id="review"),
    Binding("f7", "memory", "Memory", id="memory"),
    Binding("f8", "settings", "Settings", id="settings"),
    Binding("f2", "toggle_thinking", "Thinking", id="toggle_thinking"),
    Binding("f3", "toggle_marks", "Marks", id="toggle_marks"),
    Binding("f4", "open_image", "PNG", id="open_image"),
    Binding("ctrl+c", "interrupt", "Stop/quit", id="interrupt", show=False, priority=True),
    Binding("ctrl+q", "quit", "Quit", id="quit", show=False, priority=True),
]

# The F1 help, with {binding id} where the key of that binding goes: help_text() fills in the
# keys in effect, so a remapped key shows as remapped.
_HELP_TEMPLATE = """\
Keys
  {stop}  stop the agent (works at any moment, also while the model is thinking)
  {take_over}  take over: pause the agent and give you the browser; again to resume
  {toggle_thinking} thinking shown/folded · {toggle_marks} screenshot with/without marks · {open_image} open the full PNG
  {history} history · {review} review this session · {memory} memory · {settings} settings · ctrl+p command palette
  {panes} panes: in a small terminal, show the stream, the preview, or the plan and notes in turn
  {interrupt}  stop the agent, or quit when idle · {quit} quit
Prompt
  a task starts the agent; while it runs, text is a follow-up; after it finishes, a follow-up
  continues the session. Up/Down recall earlier entries.
Commands
  /click N  /type N text  /key Enter  /scroll down (the page)  /scroll down in N (inside mark N)
  /goto URL  /back  /select N option
  /stop  /pause  /resume  /new  /attach PATH  /export [html|md|json|gif]  /model NAME  /ask QUESTION  /help
  /connect URL  attach to a Chrome started with --remote-debugging-port=9222 (over SSH: ssh -R 9222:...)
  /schema FILE.json  the next task's result must match this JSON Schema (/schema off drops it)
Keys can be remapped in config.toml:  [tui.bindings]  stop = "ctrl+k"
"""


def key_label(keys: str) -> str:
    """How a binding's keys read in the help: function keys as F2, several keys as f9/ctrl+k."""
    return "/".join(
        k.strip().upper() if re.fullmatch(r"f\d+", k.strip()) else k.strip() for k in keys.split(",")
    )


def help_text(keymap: Mapping[str, str] | None = None) -> str:
    """The F1 help for the bindings in effect: APP_BINDINGS with the user's keymap applied."""
    keymap = keymap or {}
    keys = {b.id: key_label(keymap.get(b.id, b.key)) for b in APP_BINDINGS if b.id}
    return _HELP_TEMPLATE.format(**keys)
