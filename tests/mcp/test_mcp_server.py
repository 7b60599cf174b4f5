"""`opticlick mcp` driven by the MCP SDK's own client, over stdio and over streamable HTTP, against
real headless Chromium: initialize, list tools, observe a fixture page, click, observe again."""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from opticlick_tui.agent.tools import BY_NAME

pytestmark = pytest.mark.slow


def server_env(tmp_path: Path) -> dict[str, str]:
    return {
        "OPTICLICK_DATA_DIR": str(tmp_path / "data"),
        "OPTICLICK_CONFIG_DIR": str(tmp_path / "cfg"),
        "OPTICLICK_BROWSER__SETTLE_QUIET_MS": "150",
    }


def mark_of(text: str, label: str) -> int:
    found = re.search(rf'^\[(\d+)\]\*? \S+(?: \S+)? "{re.escape(label)}"', text, re.M)
    assert found, f"no mark {label!r} in:\n{text}"
    return int(found.group(1))


def texts(result) -> str:
    return "\n".join(c.text for c in result.content if c.type == "text")


async def observe_click_observe(client: Client, page: str) -> str:
    """The common conversation; returns the session id the calls were recorded in."""
    tools = {t.name: t for t in (await client.list_tools()).tools}
    assert {"observe", "click", "type", "press_key", "scroll", "navigate", "go_back", "select_option"} <= set(
        tools
    )
    assert {"hover", "drag_and_drop", "upload_file", "open_tab", "switch_tab", "close_tab"} <= set(tools)
    assert {"run_task", "sessions", "show"} <= set(tools)
    assert "todo_create" not in tools and "finish" not in tools  # our model's bookkeeping stays ours
    # Generated from the agent's own declaration, not written twice.
    assert tools["click"].input_schema == BY_NAME["click"].spec().parameters

    first = await client.call_tool("observe", {"url": page})
    assert not first.is_error, texts(first)
    images = [c for c in first.content if c.type == "image"]
    assert images and images[0].mime_type == "image/png" and len(images[0].data) > 1000
    text = texts(first)
    assert "Count: 0" in text or "Counter" in text
    assert "Reset" not in text
    add = mark_of(text, "Add one")

    clicked = await client.call_tool("click", {"id": add})
    assert not clicked.is_error, texts(clicked)

    second = await client.call_tool("observe", {})
    after = texts(second)
    assert "Counter 1" in after  # the page's title changed with the click
    mark_of(after, "Reset")  # and a new element appeared

    missing = await client.call_tool("click", {"id": 999})
    assert missing.is_error and "no mark 999" in texts(missing)
    return re.search(r"\(session (\S+)\)", after).group(1)


async def check_recorded(client: Client, session_id: str) -> None:
    shown = await client.call_tool("show", {"id": session_id})
    assert not shown.is_error
    body = texts(shown)
    assert "navigate" in body and "click" in body
    listed = texts(await client.call_tool("sessions", {}))
    assert session_id in listed


async def test_stdio(tmp_path, page_server):
    script = tmp_path / "agent.jsonl"
    turns = [
        {"tool_calls": [{"name": "click", "args": {"id": "@Add one"}}]},
        {"tool_calls": [{"name": "finish", "args": {"summary": "added one", "success": True}}]},
    ]
    script.write_text("".join(json.dumps(t) + "\n" for t in turns))
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "opticlick_tui", "mcp", "--headless", "--permission", "auto", "--script", str(script)],
        env=server_env(tmp_path),
        cwd=str(tmp_path),
    )
    async with Client(params) as client:
        assert client.server_info.name == "opticlick"
        session_id = await observe_click_observe(client, page_server("counter.html"))
        await check_recorded(client, session_id)

        # run_task: our agent (here the scripted model) takes a whole task, in a session of its own.
        ran = await client.call_tool("run_task", {"task": "add one", "url": page_server("counter.html")})
        assert not ran.is_error, texts(ran)
        outcome = json.loads(texts(ran))
        assert outcome["success"] is True and outcome["summary"] == "added one" and outcome["steps"] == 2
        assert outcome["session_id"] != session_id
        # The driven session was closed for it, saved as finished; the next call starts a new one.
        rows = {r["id"]: r for r in json.loads(texts(await client.call_tool("sessions", {})))}
        assert rows[session_id]["status"] == "finished"
        after = texts(await client.call_tool("observe", {}))
        assert "Counter 1" in after  # the page as the agent left it
        assert re.search(r"\(session (\S+)\)", after).group(1) not in (session_id, outcome["session_id"])


async def test_ask_mode_without_a_terminal_refuses_with_a_clear_result(tmp_path, page_server):
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "opticlick_tui", "mcp", "--headless"],  # permission: ask (the default)
        env=server_env(tmp_path),
        cwd=str(tmp_path),
    )
    async with Client(params) as client:
        # The stdio client starts the server without a controlling terminal: nobody to ask, and a
        # caller opening a new site needs a confirmation exactly as our model would.
        refused = await client.call_tool("observe", {"url": page_server("counter.html")})
        assert refused.is_error and "confirmation" in texts(refused) and "--permission auto" in texts(refused)
        now = texts(await client.call_tool("observe", {}))
        assert "counter.html" not in now  # the page was not opened
        assert "Title: Counter" not in now


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


async def wait_for_line(proc: subprocess.Popen, pattern: str, deadline: float = 60) -> str:
    loop = asyncio.get_running_loop()
    end = loop.time() + deadline
    seen = []
    while loop.time() < end:
        line = await asyncio.wait_for(asyncio.to_thread(proc.stderr.readline), end - loop.time())
        if not line:
            break
        seen.append(line)
        if re.search(pattern, line):
            return line
    raise AssertionError(f"server never printed {pattern!r}: {''.join(seen)}")


async def test_streamable_http_with_bearer_token(tmp_path, page_server):
    port = free_port()
    token = "t-" + os.urandom(8).hex()
    proc = subprocess.Popen(
        [sys.executable, "-m", "opticlick_tui", "mcp", "--http", f"127.0.0.1:{port}", "--headless", "--permission", "auto"],
        env={**os.environ, **server_env(tmp_path), "OPTICLICK_MCP_TOKEN": token},
        cwd=tmp_path,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        await wait_for_line(proc, rf"http://127\.0\.0\.1:{port}/mcp")
        url = f"http://127.0.0.1:{port}/mcp"
        async with httpx.AsyncClient() as plain:
            denied = await plain.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})
            assert denied.status_code == 401
        import httpx2
        from mcp.client.streamable_http import streamable_http_client

        async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=120) as http:
            async with Client(streamable_http_client(url, http_client=http)) as client:
                session_id = await observe_click_observe(client, page_server("counter.html"))
                await check_recorded(client, session_id)
    finally:
        proc.send_signal(2)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise
    assert proc.returncode in (0, 130)


class PtyOutput:
    """Everything the server writes on its terminal, read by a thread from the pty's master side."""

    def __init__(self, master: int):
        import threading

        self.master = master
        self.text = ""
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 4096)
            except OSError:
                return
            if not chunk:
                return
            self.text += chunk.decode(errors="replace")

    async def wait_for(self, pattern: str, count: int = 1, deadline: float = 90, until=None) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + deadline
        while len(re.findall(pattern, self.text)) < count:
            if until is not None and until.done():
                raise AssertionError(f"the call ended without asking: {until.result()}")
            assert loop.time() < end, f"never saw {pattern!r} x{count} on the terminal: {self.text[-2000:]}"
            await asyncio.sleep(0.1)


async def test_ask_mode_confirms_on_the_terminal_that_runs_the_server(tmp_path, page_server):
    """With a terminal (here a pty the server owns as its controlling tty), `ask` puts the question
    there: y lets the call through, n refuses it with a result that says the user declined."""
    import fcntl
    import pty
    import termios

    master, slave = pty.openpty()
    port = free_port()

    def own_the_terminal() -> None:
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    proc = subprocess.Popen(
        [sys.executable, "-m", "opticlick_tui", "mcp", "--http", f"127.0.0.1:{port}", "--headless"],
        env={**os.environ, **server_env(tmp_path)}, cwd=tmp_path, stdin=slave, stdout=slave, stderr=slave,
        start_new_session=True, preexec_fn=own_the_terminal,
    )  # fmt: skip
    os.close(slave)
    terminal = PtyOutput(master)
    try:
        await terminal.wait_for(rf"127\.0\.0\.1:{port}/mcp")
        async with Client(f"http://127.0.0.1:{port}/mcp") as client:
            opening = asyncio.ensure_future(client.call_tool("observe", {"url": page_server("counter.html")}))
            await terminal.wait_for(r"new site, 127\.0\.0\.1 \(navigate\)\. Allow\? \[y/N\]", until=opening)
            os.write(master, b"y\n")
            opened = await opening
            assert not opened.is_error, texts(opened)
            order = mark_of(texts(opened), "Place order")

            clicking = asyncio.ensure_future(client.call_tool("click", {"id": order}))
            await terminal.wait_for(r"\[y/N\]", count=2)
            assert '"Place order" looks irreversible' in terminal.text
            os.write(master, b"n\n")
            refused = await clicking
            assert refused.is_error and "declined" in texts(refused)
            assert "Title: Counter (visit 1)" in texts(await client.call_tool("observe", {}))  # not ordered
    finally:
        proc.send_signal(2)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        os.close(master)
