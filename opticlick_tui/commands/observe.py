"""`opticlick observe`: one Set-of-Mark observation, what the model would see."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from opticlick_tui.commands.common import EXIT_FAIL, EXIT_OK, UsageError
from opticlick_tui.config import Settings


async def observe_command(args: argparse.Namespace, settings: Settings) -> int:
    # Imported here so that `opticlick --help` and config errors stay fast.
    from opticlick_tui.browser.actions import ActionFailed, Actions
    from opticlick_tui.runtime import Runtime
    from opticlick_tui.som.observe import Observer

    if args.url is None and not settings.browser.cdp_url:
        raise UsageError("give a URL to observe, or --cdp-url to observe the page an existing Chrome shows.")
    runtime = Runtime(settings, on_notice=lambda text: print(text, file=sys.stderr))
    try:
        session = await runtime.browser()
        if args.url:
            actions = Actions(session, allow_local_urls=settings.browser.allow_local_urls)
            try:
                url = actions.normalize_url(args.url)
            except ActionFailed as exc:
                raise UsageError(str(exc)) from None
            result = await actions.navigate(url)
            if not result.ok:
                print(result.error, file=sys.stderr)
                return EXIT_FAIL
        tab = session.agent_tab
        settle = await tab.settle(settings.browser.settle_quiet_ms, settings.browser.settle_cap_ms)
        observer = Observer(session, settings.observe)
        obs = await observer.observe(tab)
        out = Path(args.out or "opticlick-observe.png").expanduser()
        try:
            out.write_bytes(
                obs.image_bytes(
                    annotated=not args.clean, fmt="jpeg" if out.suffix.lower() in (".jpg", ".jpeg") else "png"
                )
            )
        except OSError as exc:
            print(
                f"Could not write {out}: {exc.strerror or exc}; choose another --out path.", file=sys.stderr
            )
            return EXIT_FAIL
        if args.json:
            data = obs.to_json()
            data["screenshot"] = str(out)
            data["annotated"] = not args.clean
            data["settle"] = settle
            print(json.dumps(data, ensure_ascii=False, indent=1))
        else:
            print(obs.text())
            print(
                f"\nScreenshot: {out} ({'clean' if args.clean else 'annotated'}); observed in {obs.timings_ms['total']:.0f} ms"
            )
        return EXIT_OK
    finally:
        await runtime.close()
