"""A tiny loopback HTTP server for fake model APIs: a handler function decides each response,
which may be streamed in chunks (SSE or NDJSON) with delays. Every request is recorded."""

from __future__ import annotations

import http.server
import json
import socketserver
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Request:
    method: str
    path: str
    headers: dict[str, str]
    body: Any

    @property
    def json(self) -> Any:
        return self.body


@dataclass
class Reply:
    status: int = 200
    body: bytes | str | dict | list | None = None
    chunks: Iterable[bytes | str] | None = None  # streamed; each chunk flushed
    content_type: str = "application/json"
    delay_s: float = 0.0  # between chunks
    headers: dict[str, str] = field(default_factory=dict)


Handler = Callable[[Request], Reply]


class FakeServer:
    def __init__(self, handler: Handler):
        self.handler = handler
        self.requests: list[Request] = []
        fake = self

        class _H(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def _serve(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except json.JSONDecodeError:
                    body = raw.decode(errors="replace")
                req = Request(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                fake.requests.append(req)
                reply = fake.handler(req)
                try:
                    self._send(reply)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _send(self, reply: Reply) -> None:
                self.send_response(reply.status)
                self.send_header("Content-Type", reply.content_type)
                for k, v in reply.headers.items():
                    self.send_header(k, v)
                if reply.chunks is not None:
                    self.send_header("Transfer-Encoding", "chunked")
                    self.send_header("Cache-Control", "no-cache")
                    self.end_headers()
                    for chunk in reply.chunks:
                        data = chunk.encode() if isinstance(chunk, str) else chunk
                        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
                        self.wfile.flush()
                        if reply.delay_s:
                            time.sleep(reply.delay_s)
                    self.wfile.write(b"0\r\n\r\n")
                    self.wfile.flush()
                    return
                body = reply.body
                if isinstance(body, dict | list):
                    data = json.dumps(body).encode()
                elif isinstance(body, str):
                    data = body.encode()
                else:
                    data = body or b""
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = _serve  # noqa: N815
            do_POST = _serve  # noqa: N815
            do_DELETE = _serve  # noqa: N815

        class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

        self._server = _Server(("127.0.0.1", 0), _H)
        self.port = self._server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> FakeServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._server.shutdown()
        self._server.server_close()


def sse(events: Iterable[Any]) -> list[str]:
    return [f"data: {json.dumps(e) if not isinstance(e, str) else e}\n\n" for e in events]


def ndjson(events: Iterable[Any]) -> list[str]:
    return [json.dumps(e) + "\n" for e in events]


_MARK_LINE = None


def resolve_marks(value: Any, prompt_text: str) -> Any:
    """Replace "@Label" (or "@Label#2") arguments with the number of the mark that has that label in
    the mark list of the prompt, the way a model reads the list. Unknown labels become -1."""
    import re

    global _MARK_LINE
    if _MARK_LINE is None:
        _MARK_LINE = re.compile(r'^\[(\d+)\]\*? \S+(?: \S+)? "(.*?)"', re.M)
    marks = [(int(n), label) for n, label in _MARK_LINE.findall(prompt_text)]
    if isinstance(value, dict):
        return {k: resolve_marks(v, prompt_text) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve_marks(v, prompt_text) for v in value]
    if isinstance(value, str) and value.startswith("@") and len(value) > 1:
        label, _, nth = value[1:].partition("#")
        found = [n for n, text in marks if text == label]
        index = int(nth) - 1 if nth.isdigit() else 0
        return found[index] if len(found) > index else -1
    return value
