"""Shared fixtures: a loopback HTTP server for tests/fixtures/pages, and one real headless Chromium
for the whole test session (each test gets the agent's tab, navigated where it needs)."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import socketserver
import tempfile
import threading
import time
from pathlib import Path

import pytest

PAGES = Path(__file__).parent / "fixtures" / "pages"

# The wall clock every test sees: 2027-01-15 08:00 UTC plus the time the test has run. Far from any
# day the suite is run on, so a snapshot or an assertion that leaks the real date fails at once.
FIXED_EPOCH = 1_800_000_000.0


# The hang guard for tests that start Chrome or Python subprocesses (pyproject's `timeout` is for the
# rest). A Python start costs ~1.3 s of CPU and a test here starts up to a dozen; on two cores shared
# with a dozen busy processes that CPU takes 20 times as long in wall time, which is load, not a hang.
SLOW_TEST_TIMEOUT_S = 600


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TEST_TIMEOUT_S))


@pytest.fixture(autouse=True)
def pinned_clock():
    from opticlick_tui import clock

    start = time.monotonic()
    previous = clock.set_clock(lambda: FIXED_EPOCH + (time.monotonic() - start))
    yield FIXED_EPOCH
    clock.set_clock(previous)


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - signature from the base class
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self):  # noqa: N802
        if self.path.startswith("/late/"):
            # The same page from a slow server: answered ?ms= milliseconds late.
            from urllib.parse import parse_qs, urlparse

            url = urlparse(self.path)
            time.sleep(int(parse_qs(url.query).get("ms", ["1000"])[0]) / 1000)
            self.path = url.path.removeprefix("/late")
        if self.path.startswith("/gen/"):
            from urllib.parse import parse_qs, urlparse

            from tests.fixtures.generate import big_page, news_page

            url = urlparse(self.path)
            query = {k: int(v[0]) for k, v in parse_qs(url.query).items()}
            body = (big_page(**query) if url.path == "/gen/big.html" else news_page(**query)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if self.path.split("?")[0] == "/slow":
            # A slow API: answers after ?ms= milliseconds (the page fills only then).
            import json
            from urllib.parse import parse_qs, urlparse

            time.sleep(int(parse_qs(urlparse(self.path).query).get("ms", ["800"])[0]) / 1000)
            body = json.dumps(["AB123", "CD456", "EF789"]).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if self.path.startswith("/download/"):
            name = self.path.rsplit("/", 1)[-1] or "file.txt"
            body = f"downloaded content of {name}\n".encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Disposition", f'attachment; filename="{name}"')
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


class _Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    # The default listen backlog of 5 overflows when Chrome opens a page's connections at once on a
    # busy machine; a refused connection turns the navigation into chrome-error://.
    request_queue_size = 128


@pytest.fixture(scope="session")
def page_server():
    handler = functools.partial(_QuietHandler, directory=str(PAGES))
    server = _Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    port = server.server_address[1]

    class Urls:
        base = f"http://127.0.0.1:{port}"
        # Another site on the same server: frames from it are cross-origin (out-of-process).
        other = f"http://localhost:{port}"

        def __call__(self, name: str) -> str:
            return f"{self.base}/{name}"

    yield Urls()
    server.shutdown()


def chromium_required() -> None:
    """A missing browser is a failure, not a skip: the suite exists to drive a real one."""
    from opticlick_tui.browser.chrome_path import find_chrome

    find_chrome(os.environ.get("OPTICLICK_TEST_CHROME") or None)


@pytest.fixture(scope="session")
def tmp_root():
    root = Path(tempfile.mkdtemp(prefix="opticlick-tests-"))
    yield root
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
async def browser(tmp_root):
    from opticlick_tui.browser.session import BrowserSession
    from opticlick_tui.config import BrowserSettings

    chromium_required()
    settings = BrowserSettings(headless=True, block_user_input=True, allow_local_urls=False)
    session = await BrowserSession.start(
        settings, tmp_root / "profile", downloads_dir=tmp_root / "downloads", log_dir=tmp_root / "logs"
    )
    yield session
    await session.close()


@pytest.fixture
async def tab(browser):
    """The agent's tab, with any extra tabs from an earlier test closed."""
    keep = (
        browser.agent_tab
        if browser.agent_tab_id in browser.tabs and browser.tabs[browser.agent_tab_id].alive
        else None
    )
    if keep is None:
        keep = await browser.open_tab()
    for other in list(browser.tabs.values()):
        if other is not keep:
            await browser.close_tab(other.id)
    await browser.switch_tab(keep.id)
    return keep


@pytest.fixture
async def observer(browser):
    from opticlick_tui.config import ObserveSettings
    from opticlick_tui.som.observe import Observer

    return Observer(browser, ObserveSettings())


@pytest.fixture
async def actions(browser):
    from opticlick_tui.browser.actions import Actions

    return Actions(browser)


@pytest.fixture
def open_page(tab, page_server):
    async def go(name: str, settle: bool = True):
        await tab.page.goto(page_server(name), wait_until="domcontentloaded")
        if settle:
            await tab.settle(quiet_ms=150, cap_ms=3000)
        return tab

    return go
