"""Serving the MCP server: stdio (the client starts us) or streamable HTTP on HOST:PORT.

Over HTTP, a bearer token is required whenever the address is not loopback (and whenever
OPTICLICK_MCP_TOKEN is set); it is printed once on stderr for the person starting the server.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import json
import os
import secrets
import sys
from typing import Any

from opticlick_tui.mcp_server.server import OpticlickMcp

TOKEN_ENV = "OPTICLICK_MCP_TOKEN"


async def serve_stdio(app: OpticlickMcp) -> None:
    from mcp.server.stdio import stdio_server

    try:
        async with stdio_server() as (read_stream, write_stream):
            await app.server.run(read_stream, write_stream, app.server.create_initialization_options())
    finally:
        await app.close()


def parse_address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise ValueError(f"--http needs HOST:PORT, for example 127.0.0.1:8765 (got {text!r}).")
    return host.strip("[]"), int(port)


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class BearerAuth:
    """ASGI middleware: every HTTP request must carry `Authorization: Bearer <token>`."""

    def __init__(self, app, token: str):
        self.app = app
        self.expected = f"Bearer {token}".encode()

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            if not hmac.compare_digest(given, self.expected):
                body = json.dumps({"error": "missing or wrong bearer token"}).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"www-authenticate", b"Bearer"),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


async def serve_http(app: OpticlickMcp, host: str, port: int) -> None:
    import uvicorn

    token = os.environ.get(TOKEN_ENV) or ("" if is_loopback(host) else secrets.token_urlsafe(24))
    asgi: Any = app.server.streamable_http_app(host=host)
    if token:
        asgi = BearerAuth(asgi, token)
    server = uvicorn.Server(uvicorn.Config(asgi, host=host, port=port, log_level="warning", lifespan="on"))

    async def announce() -> None:
        while not server.started:
            if server.should_exit:
                return
            await asyncio.sleep(0.05)
        bound = server.servers[0].sockets[0].getsockname()[1] if server.servers else port
        shown = f"[{host}]" if ":" in host else host
        print(f"MCP server (streamable HTTP) on http://{shown}:{bound}/mcp", file=sys.stderr, flush=True)
        if token and not os.environ.get(TOKEN_ENV):
            print(
                f"Bearer token (send it as Authorization: Bearer ...): {token}", file=sys.stderr, flush=True
            )

    announcer = asyncio.create_task(announce())
    try:
        await server.serve()
    finally:
        announcer.cancel()
        await app.close()
