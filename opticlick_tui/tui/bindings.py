"""Every key binding has an id, so users can remap it from config.toml ([tui.bindings] id = "key")."""

from __future__ import annotations

from textual.binding import Binding

# Footer order is priority order: what a narrow (80-column) footer keeps comes first; F2-F4 come
# last and are listed by F1 and the command palette when the footer has no room for them.
APP_BINDINGS = [
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

HELP_TEXT = """\
Keys
  ctrl+x  stop the agent (works at any moment, also while the model is thinking)
  ctrl+t  take over: pause the agent and give you the browser; again to resume
  F2 thinking shown/folded · F3 screenshot with/without marks · F4 open the full PNG
  F5 history · F6 review this session · F7 memory · F8 settings · ctrl+p command palette
  F9 panes: in a small terminal, show the stream, the preview, or the plan and notes in turn
  ctrl+c  stop the agent, or quit when idle · ctrl+q quit
Prompt
  a task starts the agent; while it runs, text is a follow-up; after it finishes, a follow-up
  continues the session. Up/Down recall earlier entries.
Commands
  /click N  /type N text  /key Enter  /scroll down [N]  /goto URL  /back  /select N option
  /stop  /pause  /resume  /new  /attach PATH  /export [html|md|json|gif]  /model NAME  /help
  /connect URL  attach to a Chrome started with --remote-debugging-port=9222 (over SSH: ssh -R 9222:...)
Keys can be remapped in config.toml:  [tui.bindings]  stop = "ctrl+k"
"""
