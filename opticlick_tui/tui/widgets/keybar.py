"""The key bar at the bottom of a screen: the keys that work here, one line, in priority order.

Textual's Footer is a container of one widget per key (a dozen here), styled one by one and
composed again, all of them, whenever the focus or the bindings change, including right after the
first paint: ~70 ms of the TUI's start-up, and half the widgets of the main screen. This is one
widget that renders the same line from the screen's active bindings; a change only repaints it.
A key that does not fit is left out whole (never cut to "f3 Ma"), and a click on a key presses it.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.widget import Widget


class KeyBar(Widget, can_focus=False):
    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"keybar--key", "keybar--description", "keybar--disabled", "keybar--separator"}
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        width: 1fr;
        color: $footer-foreground;
        background: $footer-background;
    }
    KeyBar > .keybar--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    KeyBar > .keybar--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    KeyBar > .keybar--disabled { text-style: dim; }
    KeyBar > .keybar--separator { color: $foreground 20%; }
    """

    def __init__(self, compact: bool = False, show_command_palette: bool = True, **kwargs) -> None:
        super().__init__(**kwargs)
        self.compact = compact
        self.show_command_palette = show_command_palette
        self._spans: list[tuple[int, int, str]] = []  # (first cell, end cell, key) as last drawn

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, lambda _screen: self.refresh())

    def set_mode(self, compact: bool, show_command_palette: bool) -> None:
        if (compact, show_command_palette) != (self.compact, self.show_command_palette):
            self.compact, self.show_command_palette = compact, show_command_palette
            self.refresh()

    def keys(self) -> list[tuple[str, str, str, bool]]:
        """(key, how it is shown, description, enabled) per action the screen binds with show=True,
        in binding order; an action bound to several keys shows its first."""
        seen: set[str] = set()
        out = []
        palette = self.app.COMMAND_PALETTE_BINDING
        for key, (_node, binding, enabled, _tooltip) in self.screen.active_bindings.items():
            if not binding.show or binding.action in seen or key == palette:
                continue
            seen.add(binding.action)
            out.append((binding.key, self.app.get_key_display(binding), binding.description, enabled))
        return out

    def _palette_key(self) -> tuple[str, str, str, bool] | None:
        if not (self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE):
            return None
        active = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        if active is None:
            return None
        _node, binding, enabled, _tooltip = active
        return binding.key, self.app.get_key_display(binding), binding.description, enabled

    def _item(self, display: str, description: str, enabled: bool) -> Text:
        key_style = self.get_component_rich_style("keybar--key")
        description_style = self.get_component_rich_style("keybar--description")
        if not enabled:
            dim = self.get_component_rich_style("keybar--disabled")
            key_style, description_style = key_style + dim, description_style + dim
        if self.compact:
            return Text.assemble((display, key_style), (f" {description}", description_style))
        return Text.assemble((f" {display} ", key_style), (f"{description} ", description_style))

    def render(self) -> Text:
        width = self.size.width
        palette = self._palette_key()
        right = Text()
        if palette is not None:
            right = Text.assemble(
                ("▏", self.get_component_rich_style("keybar--separator")), self._item(*palette[1:])
            )
            if not self.compact:
                right.append(" ")
        room = width - right.cell_len
        line = Text(no_wrap=True, overflow="crop")
        spans: list[tuple[int, int, str]] = []
        for key, display, description, enabled in self.keys():
            item = self._item(display, description, enabled)
            gap = 1 if self.compact and line.cell_len else 0
            if line.cell_len + gap + item.cell_len > room:
                break  # the rest (lower priority) does not fit: left out whole
            line.append(" " * gap)
            spans.append((line.cell_len, line.cell_len + item.cell_len, key))
            line.append_text(item)
        if palette is not None and room >= 0:
            line.append(" " * (room - line.cell_len))
            spans.append((line.cell_len, width, palette[0]))
            line.append_text(right)
        self._spans = spans
        return line

    def shown_keys(self) -> list[str]:
        """The keys on the bar as last drawn (what fits)."""
        return [key for _start, _end, key in self._spans]

    def on_mouse_down(self, event: events.MouseDown) -> None:
        for start, end, key in self._spans:
            if start <= event.x < end:
                self.app.simulate_key(key)
                return
