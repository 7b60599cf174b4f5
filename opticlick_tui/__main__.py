"""Entry point for `opticlick` and `python -m opticlick_tui`."""

from __future__ import annotations

import sys


def main() -> None:
    from opticlick_tui.cli import main as cli_main
    from opticlick_tui.store.private import tighten_umask

    tighten_umask()  # screenshots, typed text, downloads, logs and exports are the user's alone

    sys.exit(cli_main())


if __name__ == "__main__":
    main()
