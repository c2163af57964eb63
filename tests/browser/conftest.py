"""Real-browser fixtures: the built site served on 127.0.0.1, Debian's chromium via playwright."""

from __future__ import annotations

import functools
import shutil
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium") or "/usr/bin/chromium"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield b
        b.close()


class Watched:
    """A page with everything that must not happen recorded: console errors, failed requests,
    requests to another origin."""

    def __init__(self, page, origin: str) -> None:
        self.page = page
        self.errors: list[str] = []
        self.foreign: list[str] = []
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("requestfailed", self._failed)

        def request(r) -> None:
            if not r.url.startswith((origin, "data:", "blob:")):
                self.foreign.append(r.url)

        page.on("request", request)

    def _failed(self, r) -> None:
        # A request cut off by the test's next navigation (the favicon of a page left at once)
        # is aborted, not failed: the site did nothing wrong. Every other failure counts.
        if r.failure != "net::ERR_ABORTED":
            self.errors.append(f"failed: {r.url} ({r.failure})")


@pytest.fixture
def watched(browser, base_url):
    context = browser.new_context()
    page = context.new_page()
    w = Watched(page, base_url)
    yield w
    context.close()
