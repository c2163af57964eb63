"""Real-browser fixtures: the built site served on 127.0.0.1, Debian's chromium via playwright.

Two ways to get a page:

* ``watched``: a page in a browser context of its own (a first visit: empty HTTP cache, no service
  worker, no storage). For the tests about a first visit, the service worker or its caches.
* ``warm``: a new page in the one context this worker shares between tests (a returning reader:
  the HTTP cache, the compiled wasm and the service worker's runtime cache stay warm, so Pyodide
  starts faster). Its storage is emptied before the test (``reset_origin``), and each test has
  its own page (its own sessionStorage, init scripts, media emulation and viewport). For every
  test that does not test the first visit or the caches.
"""

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


# A plain-text document of the site's own origin, outside the service worker's /pyodide/ path:
# the shared context keeps a page there, from which the origin's storage is emptied.
RESET_PATH = "/sw.js"


def reset_origin(janitor) -> None:
    """Empty the origin's localStorage from ``janitor``, a page of the shared context on
    RESET_PATH (no navigation per test)."""
    janitor.evaluate("localStorage.clear()")
    assert janitor.evaluate("localStorage.length") == 0


@pytest.fixture(scope="session")
def warm_context(browser, base_url):
    """The context this worker's ``warm`` pages share (see the module's docstring), and its page
    on RESET_PATH that empties the origin's storage between tests (it runs no script)."""
    context = browser.new_context()
    janitor = context.new_page()
    janitor.goto(f"{base_url}{RESET_PATH}")
    yield context, janitor
    context.close()


@pytest.fixture
def warm(warm_context, base_url):
    """A watched page in the shared context, its origin's storage empty (see the docstring)."""
    context, janitor = warm_context

    def close_the_tests_pages() -> None:  # the test's, and any it opened (a popup)
        for left in context.pages:
            if left is not janitor:
                left.close()

    close_the_tests_pages()  # one an earlier test left open
    # After every earlier page has been closed (their own last writes, on pagehide, first).
    reset_origin(janitor)
    page = context.new_page()
    try:
        yield Watched(page, base_url)
    finally:
        close_the_tests_pages()
