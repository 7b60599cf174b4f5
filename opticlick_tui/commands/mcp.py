"""`opticlick mcp`: serve our observe/act tools to other agents over MCP (stdio or HTTP)."""

from __future__ import annotations

import argparse
import sys

from opticlick_tui.commands.common import UsageError
from opticlick_tui.config import Settings


def add_parser(sub: argparse._SubParsersAction) -> None:
    mcp = sub.add_parser("mcp", help="serve the browser to other agents over MCP (stdio, or --http)")
    mcp.add_argument(
        "--http",
        metavar="HOST:PORT",
        help="serve streamable HTTP on this address instead of stdio (a token is required off loopback)",
    )
    mcp.add_argument(
        "--permission", choices=["ask", "auto", "strict"], help="when to ask before acting (default: ask)"
    )
    mcp.add_argument("--provider", choices=["auto", "gemini", "ollama", "openai", "scripted"])
    mcp.add_argument("--model", help="model for run_task (default: the provider's)")
    mcp.add_argument("--script", metavar="FILE", help="turns for the scripted provider (run_task)")
    mcp.add_argument("--headless", action="store_true", help="run Chrome without a window")
    mcp.add_argument("--cdp-url", metavar="URL", help="attach to a running Chrome")
    mcp.add_argument("--chrome", metavar="PATH", help="the Chrome/Chromium binary to launch")


def overrides(args: argparse.Namespace) -> dict:
    out: dict = {}
    browser = {
        k: v
        for k, v in (("headless", args.headless or None), ("cdp_url", args.cdp_url), ("chrome", args.chrome))
        if v
    }
    if browser:
        out["browser"] = browser
    llm = {
        k: v for k, v in (("provider", args.provider), ("model", args.model), ("script", args.script)) if v
    }
    if args.script and not args.provider:
        llm["provider"] = "scripted"
    if llm:
        out["llm"] = llm
    if args.permission:
        out["agent"] = {"permission_mode": args.permission}
    return out


async def mcp_command(args: argparse.Namespace, settings: Settings) -> int:
    from opticlick_tui.mcp_server.server import OpticlickMcp, terminal_confirm
    from opticlick_tui.mcp_server.transports import parse_address, serve_http, serve_stdio

    address = None
    if args.http:
        try:
            address = parse_address(args.http)
        except ValueError as exc:
            raise UsageError(str(exc)) from None

    def notice(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    app = OpticlickMcp(settings, terminal_confirm(), notice)
    if address is None:
        await serve_stdio(app)
    else:
        await serve_http(app, *address)
    return 0
