"""The browser the agent drives: our own Chrome (launched) or a user's Chrome (attached over CDP),
its tabs, which one is the agent's, and the downloads it captures."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.async_api import Browser, BrowserContext, Page, Playwright, async_playwright
from playwright.async_api import Error as PlaywrightError

from opticlick_tui import clock
from opticlick_tui.browser.cdp import CDPChannel
from opticlick_tui.browser.chrome_path import find_chrome
from opticlick_tui.browser.errors import AttachError, BrowserClosedError, BrowserError, TabClosedError
from opticlick_tui.browser.frames import WorldScripts
from opticlick_tui.browser.launch import ChromeProcess, launch_chrome, release_claim, temporary_downloads_dir
from opticlick_tui.browser.tab import Tab
from opticlick_tui.browser.target_relay import TargetRelay
from opticlick_tui.config import BrowserSettings


@dataclass
class DownloadRecord:
    guid: str
    url: str
    suggested_name: str
    path: Path | None = None
    state: str = "started"  # started | completed | canceled
    bytes: int = 0
    started_at: float = 0.0

    def describe(self) -> str:
        if self.state == "completed" and self.path:
            return f"downloaded {self.path.name} ({self.bytes} bytes)"
        return f"download {self.state}: {self.suggested_name}"


@dataclass
class TabInfo:
    id: int
    url: str
    title: str
    is_agent: bool


def _unique_path(folder: Path, name: str) -> Path:
    name = Path(name).name or "download"
    candidate = folder / name
    stem, suffix = Path(name).stem, Path(name).suffix
    n = 1
    while candidate.exists():
        candidate = folder / f"{stem} ({n}){suffix}"
        n += 1
    return candidate


class BrowserSession:
    def __init__(self) -> None:
        self._pw: Playwright | None = None
        self.browser: Browser | None = None
        self.context: BrowserContext | None = None
        self.chrome: ChromeProcess | None = None
        self.attached = False
        self.endpoint = ""
        self.scripts = WorldScripts()
        self.tabs: dict[int, Tab] = {}
        self._tab_by_page: dict[Page, Tab] = {}
        self._next_tab_id = 1
        self.agent_tab_id: int | None = None
        self.notices: list[str] = []
        self.downloads: list[DownloadRecord] = []
        self._downloads_by_guid: dict[str, DownloadRecord] = {}
        self.downloads_dir: Path | None = None
        self._temp_downloads: Path | None = None
        self._temp_downloads_claim: int | None = None
        self._browser_channel: CDPChannel | None = None
        # Reaches out-of-process frames Playwright lost track of (browser/target_relay.py).
        self.relay: TargetRelay | None = None
        self._disconnected: str | None = None
        self.block_user_input = False
        self.dialog_decider = None  # see set_dialog_decider
        self.idle_dialog_decider = None  # see set_idle_dialog_decider
        self._adopting: set[asyncio.Task[Any]] = set()
        self._adoptions: dict[Page, asyncio.Task[Tab]] = {}
        self._fit_size: tuple[int, int] | None = None
        self._own_context = False
        # Pages Chrome announced with an opener, in order: (target id, opener id, opener frame id).
        self._popups: list[tuple[str, str, str]] = []
        self._closed_targets: set[str] = set()
        self._tabs_changed = asyncio.Event()

    # --- start ------------------------------------------------------------------------------------
    @classmethod
    async def start(
        cls,
        settings: BrowserSettings,
        profile_dir: Path,
        downloads_dir: Path | None = None,
        log_dir: Path | None = None,
        isolated: bool = False,
    ) -> BrowserSession:
        """Launch Chrome (or attach when settings.cdp_url is set) and adopt its current tab.
        `isolated` (attach only): work in a fresh browser context of our own, closed with us, so
        runs sharing one remote Chrome share no cookies, storage or tabs (batch on a browser pool)."""
        self = cls()
        self.block_user_input = settings.block_user_input
        self._own_context = isolated and bool(settings.cdp_url)
        try:
            self._pw = await async_playwright().start()
            if settings.cdp_url:
                await self._attach(settings.cdp_url)
            else:
                binary = find_chrome(settings.chrome or None)
                profile = Path(settings.profile_dir).expanduser() if settings.profile_dir else profile_dir
                self.chrome = await launch_chrome(
                    binary,
                    profile,
                    headless=settings.headless,
                    window=(settings.window_width, settings.window_height),
                    log_dir=log_dir,
                )
                self.notices.extend(self.chrome.notices)
                await self._connect(self.chrome.endpoint)
            await self._setup_downloads(downloads_dir)
            await self._watch_popups()
            if settings.headless and not settings.cdp_url:
                self._fit_size = (settings.window_width, settings.window_height)
            await self._adopt_initial_tab()
        except BaseException:
            await self.close()
            raise
        return self

    async def _connect(self, endpoint: str) -> None:
        assert self._pw is not None
        self.endpoint = endpoint
        self.browser = await self._pw.chromium.connect_over_cdp(endpoint, timeout=20_000)
        self.browser.on("disconnected", lambda _b: self._on_disconnected())
        if self._own_context:
            self.context = await self.browser.new_context(no_viewport=True)
        else:
            self.context = (
                self.browser.contexts[0] if self.browser.contexts else await self.browser.new_context()
            )
        self.context.on("page", self._on_new_page)

    async def _attach(self, url: str) -> None:
        self.attached = True
        try:
            await self._connect(url)
        except PlaywrightError as exc:
            first = str(exc).splitlines()[0]
            raise AttachError(
                f"Could not attach to Chrome at {url} ({first[:160]}); start Chrome with "
                "--remote-debugging-port=9222 and a non-default --user-data-dir, then try again."
            ) from None

    @property
    def disconnected(self) -> bool:
        """Chrome closed or crashed under us: this session cannot be used any more."""
        return self._disconnected is not None

    def _on_disconnected(self) -> None:
        self._disconnected = "Chrome closed or crashed; start again to get a new browser."
        for tab in self.tabs.values():
            tab._mark_gone("Chrome closed or crashed, taking the agent's tab with it.")

    def _make_channel(self, session, name: str, tab_ref: list[Tab] | None = None) -> CDPChannel:
        def gone() -> str | None:
            if self._disconnected:
                return self._disconnected
            if tab_ref and tab_ref[0].gone_reason:
                return tab_ref[0].gone_reason
            return None

        return CDPChannel(session, name, gone)

    async def _setup_downloads(self, downloads_dir: Path | None) -> None:
        assert self.browser is not None
        session = await self.browser.new_browser_cdp_session()
        self._browser_channel = self._make_channel(session, "browser")
        self.relay = TargetRelay(self._browser_channel)
        self._browser_channel.on("Browser.downloadWillBegin", self._on_download_begin)
        self._browser_channel.on("Browser.downloadProgress", self._on_download_progress)
        if downloads_dir is None:
            self._temp_downloads, self._temp_downloads_claim = temporary_downloads_dir()
            downloads_dir = self._temp_downloads
        await self.set_downloads_dir(downloads_dir)

    async def _watch_popups(self) -> None:
        # Chrome announces a page opened by a click or window.open before it acknowledges the
        # input that opened it, so after an action we know at once whether a tab is on its way.
        assert self._browser_channel is not None
        self._browser_channel.on("Target.targetCreated", self._on_target_created)
        self._browser_channel.on("Target.targetDestroyed", self._on_target_destroyed)
        await self._browser_channel.send("Target.setDiscoverTargets", {"discover": True})

    def _on_target_created(self, event: dict[str, Any]) -> None:
        info = event.get("targetInfo", {})
        if info.get("type") == "page" and info.get("openerId"):
            self._popups.append((info["targetId"], info["openerId"], info.get("openerFrameId", "")))
            self._notify_tabs_changed()

    def _on_target_destroyed(self, event: dict[str, Any]) -> None:
        self._closed_targets.add(event.get("targetId", ""))
        self._notify_tabs_changed()

    def _notify_tabs_changed(self) -> None:
        self._tabs_changed.set()
        self._tabs_changed = asyncio.Event()

    def set_dialog_decider(self, decider) -> None:
        """Who answers confirm() dialogs in every tab, present and future. None: the idle decider
        (dialogs raised while no run is in progress), and with none of those either, accept them."""
        self.dialog_decider = decider or self.idle_dialog_decider
        for tab in self.tabs.values():
            tab.decide_dialog = self.dialog_decider

    def set_idle_dialog_decider(self, decider) -> None:
        """Who answers confirm() dialogs while no run has set its own decider."""
        running = self.dialog_decider is not None and self.dialog_decider is not self.idle_dialog_decider
        self.idle_dialog_decider = decider
        if not running:
            self.set_dialog_decider(None)

    async def set_downloads_dir(self, folder: Path) -> None:
        """Downloads land here, named after the server's file name, with no dialog and never in the
        user's own Downloads folder."""
        folder.mkdir(parents=True, exist_ok=True)
        self.downloads_dir = folder
        assert self._browser_channel is not None
        await self._browser_channel.send(
            "Browser.setDownloadBehavior",
            {"behavior": "allowAndName", "downloadPath": str(folder), "eventsEnabled": True},
        )

    def _on_download_begin(self, event: dict[str, Any]) -> None:
        record = DownloadRecord(
            event["guid"],
            event.get("url", ""),
            event.get("suggestedFilename", "download"),
            started_at=clock.now(),
        )
        self.downloads.append(record)
        self._downloads_by_guid[record.guid] = record

    def _on_download_progress(self, event: dict[str, Any]) -> None:
        record = self._downloads_by_guid.get(event.get("guid", ""))
        if record is None or record.state != "started":
            return
        state = event.get("state")
        if state == "completed" and self.downloads_dir:
            # allowAndName stores the file under its guid; give it the server's name (made unique).
            source = self.downloads_dir / record.guid
            target = _unique_path(self.downloads_dir, record.suggested_name)
            with contextlib.suppress(OSError):
                source.rename(target)
                record.path = target
            record.bytes = int(event.get("receivedBytes") or event.get("totalBytes") or 0)
            record.state = "completed"
        elif state == "canceled":
            record.state = "canceled"

    async def wait_for_downloads(self, timeout: float = 30.0) -> list[DownloadRecord]:
        deadline = time.monotonic() + timeout
        while any(d.state == "started" for d in self.downloads) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return self.downloads

    # --- tabs ---------------------------------------------------------------------------------------
    def _on_new_page(self, page: Page) -> None:
        self._adoption(page)

    def _adoption(self, page: Page) -> asyncio.Task[Tab]:
        # One adoption per page, awaited by everyone who asks: Playwright's "page" event and our
        # own open_tab both ask, and the second must get the tab once it is set up and sized,
        # not a half-adopted one.
        task = self._adoptions.get(page)
        if task is None:
            task = asyncio.ensure_future(self._adopt(page))
            self._adoptions[page] = task
            self._adopting.add(task)
            task.add_done_callback(self._adopting.discard)
            page.on("close", lambda _p: self._forget_adoption(page))
        return task

    def _forget_adoption(self, page: Page) -> None:
        self._adoptions.pop(page, None)

    async def _adopt(self, page: Page) -> Tab:
        if page in self._tab_by_page:
            return self._tab_by_page[page]
        assert self.context is not None
        tab_ref: list[Tab] = []
        session = await self.context.new_cdp_session(page)
        channel = self._make_channel(session, f"tab {self._next_tab_id}", tab_ref)
        if page in self._tab_by_page:  # adopted concurrently while we awaited
            await channel.detach()
            return self._tab_by_page[page]
        tab = Tab(
            self._next_tab_id,
            page,
            self.context,
            channel,
            self.scripts,
            lambda s, n: self._make_channel(s, n, tab_ref),
            lambda: self.relay,
        )
        tab_ref.append(tab)
        tab.decide_dialog = self.dialog_decider
        self._next_tab_id += 1
        self.tabs[tab.id] = tab
        self._tab_by_page[page] = tab
        with contextlib.suppress(PlaywrightError):
            opener = await page.opener()
            if opener is not None and opener in self._tab_by_page:
                tab.opener_id = self._tab_by_page[opener].id
        with contextlib.suppress(BrowserError):
            await tab.setup()
        with contextlib.suppress(BrowserError, KeyError):
            tab.target_id = (await channel.send("Target.getTargetInfo"))["targetInfo"]["targetId"]
        await self.open_direct(tab)
        await self._fit_viewport(tab)
        page.on("close", lambda _p: self._forget(tab))
        self._notify_tabs_changed()
        return tab

    async def open_direct(self, tab: Tab) -> bool:
        """Open the tab's own connection to its page (browser/direct_session.py); False when it
        cannot be had, and the tab's calls keep going through Playwright's session."""
        return await tab.open_direct(self.endpoint, lambda s, n: self._make_channel(s, n, [tab]))

    def _forget(self, tab: Tab) -> None:
        self._tab_by_page.pop(tab.page, None)
        self.tabs.pop(tab.id, None)

    async def _adopt_initial_tab(self) -> None:
        assert self.context is not None
        pages = [p for p in self.context.pages if not p.url.startswith("devtools://")]
        chosen: Page | None = None
        if self.attached:
            # The tab the user is looking at, if any is visible; else the first one.
            for page in pages:
                with contextlib.suppress(PlaywrightError):
                    if await page.evaluate("document.visibilityState") == "visible":
                        chosen = page
                        break
        if chosen is None:
            chosen = pages[0] if pages else await self.context.new_page()
        for page in pages:
            await self._adoption(page)
        tab = await self._adoption(chosen)
        await self._make_agent_tab(tab)

    async def _fit_viewport(self, tab: Tab) -> None:
        """Headless Chrome still takes room for its (invisible) toolbar out of --window-size, and
        gives new tabs windows of its own size; resize each tab's window so the page gets exactly
        the configured viewport (1280x800, not 1280x657)."""
        if self._fit_size is None or self._browser_channel is None:
            return
        width, height = self._fit_size
        with contextlib.suppress(BrowserError, KeyError):
            layout = await tab.layout()
            dw, dh = width - layout["width"], height - layout["height"]
            if abs(dw) < 1 and abs(dh) < 1 or tab.target_id is None:
                return
            window = await self._browser_channel.send(
                "Browser.getWindowForTarget", {"targetId": tab.target_id}
            )
            bounds = window["bounds"]
            await self._browser_channel.send(
                "Browser.setWindowBounds",
                {
                    "windowId": window["windowId"],
                    "bounds": {"width": int(bounds["width"] + dw), "height": int(bounds["height"] + dh)},
                },
            )

    async def _make_agent_tab(self, tab: Tab) -> None:
        previous = self.tabs.get(self.agent_tab_id) if self.agent_tab_id else None
        if previous is not None and previous is not tab and previous.alive and previous.input_blocked:
            with contextlib.suppress(BrowserError):
                await previous.set_input_blocked(False)
        self.agent_tab_id = tab.id
        if self.block_user_input:
            with contextlib.suppress(BrowserError):
                await tab.set_input_blocked(True)

    @property
    def agent_tab(self) -> Tab:
        if self._disconnected:
            raise BrowserClosedError(self._disconnected)
        tab = self.tabs.get(self.agent_tab_id or -1)
        if tab is None:
            raise TabClosedError("The agent's tab was closed.")
        tab.check_alive()
        return tab

    async def settle_new_tabs(self) -> None:
        """Let pending tab adoptions finish (a new page event is handled asynchronously)."""
        if self._adopting:
            await asyncio.gather(*list(self._adopting), return_exceptions=True)

    async def tab_infos(self) -> list[TabInfo]:
        await self.settle_new_tabs()
        infos = []
        for tab in sorted(self.tabs.values(), key=lambda t: t.id):
            if not tab.alive:
                continue
            infos.append(TabInfo(tab.id, tab.url, await tab.title(), tab.id == self.agent_tab_id))
        return infos

    async def open_tab(self, url: str | None = None) -> Tab:
        assert self.context is not None
        page = await self.context.new_page()
        tab = await self._adoption(page)
        await self._make_agent_tab(tab)
        if url:
            await page.goto(url, wait_until="domcontentloaded", timeout=30_000)
        return tab

    async def switch_tab(self, tab_id: int) -> Tab:
        await self.settle_new_tabs()
        tab = self.tabs.get(tab_id)
        if tab is None or not tab.alive:
            raise BrowserError(f"There is no tab {tab_id}; the open tabs are {sorted(self.tabs)}.")
        await tab.bring_to_front()
        await self._make_agent_tab(tab)
        return tab

    async def close_tab(self, tab_id: int) -> Tab | None:
        """Close a tab; if it was the agent's, the agent moves to the most recent remaining tab
        (a blank one is opened when none is left). Returns the agent's tab afterwards."""
        tab = self.tabs.get(tab_id)
        if tab is None:
            raise BrowserError(f"There is no tab {tab_id}; the open tabs are {sorted(self.tabs)}.")
        was_agent = tab_id == self.agent_tab_id
        with contextlib.suppress(PlaywrightError):
            await tab.page.close()
        self._forget(tab)
        if was_agent:
            remaining = [t for t in self.tabs.values() if t.alive]
            if remaining:
                nxt = max(remaining, key=lambda t: t.id)
                await nxt.bring_to_front()
                await self._make_agent_tab(nxt)
            else:
                await self.open_tab()
        return self.tabs.get(self.agent_tab_id or -1)

    def popup_mark(self) -> int:
        """Where the record of opened pages stands; give it to adopt_tab_opened_by after an action."""
        return len(self._popups)

    async def adopt_tab_opened_by(self, opener: Tab, mark: int, timeout: float) -> Tab | None:
        """The tab `opener` (or one of its frames) opened since `mark` (popup_mark), if any; it
        becomes the agent's tab. None at once when Chrome announced no such page; an announced one
        is waited for until it is adopted, at most `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            ids = {opener.target_id, *opener.frames.frames} - {None}
            wanted = {
                target
                for target, by, by_frame in self._popups[mark:]
                if (by in ids or by_frame in ids) and target not in self._closed_targets
            }
            if not wanted:
                return None
            ours = [t for t in self.tabs.values() if t.target_id in wanted and t.alive]
            if ours:
                tab = max(ours, key=lambda t: t.id)
                await self._make_agent_tab(tab)
                return tab
            changed = self._tabs_changed
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), remaining)

    async def release_input(self) -> None:
        """Give the human their mouse and keyboard back in every tab (take-over, or on exit)."""
        for tab in self.tabs.values():
            if tab.alive and tab.input_blocked:
                with contextlib.suppress(BrowserError):
                    await tab.set_input_blocked(False)

    async def block_input(self) -> None:
        if self.block_user_input and self.agent_tab_id in self.tabs:
            with contextlib.suppress(BrowserError):
                await self.tabs[self.agent_tab_id].set_input_blocked(True)

    # --- stop ---------------------------------------------------------------------------------------
    async def close(self) -> None:
        """Launched: stop Chrome. Attached: leave the user's Chrome running, unblocked, with its own
        download behaviour back."""
        if self.browser is not None and not self._disconnected:
            await self.release_input()
            for tab in list(self.tabs.values()):
                with contextlib.suppress(Exception):
                    await tab.frames.close()
                await tab.close_direct()
            if self._own_context and self.context is not None:
                with contextlib.suppress(Exception):
                    await self.context.close()
            if self.attached and self._browser_channel is not None:
                with contextlib.suppress(BrowserError):
                    await self._browser_channel.send("Browser.setDownloadBehavior", {"behavior": "default"})
            with contextlib.suppress(Exception):
                await self.browser.close()
        if self.chrome is not None:
            await self.chrome.stop()
        if self._pw is not None:
            with contextlib.suppress(Exception):
                await self._pw.stop()
            self._pw = None
        if self._temp_downloads is not None:
            # (The lock first: Windows removes no folder with a file in it still open.)
            release_claim(self._temp_downloads_claim)
            self._temp_downloads_claim = None
            shutil.rmtree(self._temp_downloads, ignore_errors=True)
