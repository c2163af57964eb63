"""Real-browser fixtures: the built site served on 127.0.0.1, Debian's chromium via playwright.

Two ways to get a page:

* ``watched``: a page in a browser context of its own (a first visit: empty HTTP cache, no service
  worker, no storage). For the tests about a first visit, the service worker or its caches.
* ``warm``: a new page in the one context this worker shares between tests (a returning reader:
  the HTTP cache, the compiled wasm and the service worker's runtime cache stay warm, so Pyodide
  starts faster). The first site document of its page starts on empty storage (``FRESH_STORAGE``);
  each test has its own page (its own sessionStorage, init scripts, media emulation and
  viewport). For every test that does not test the first visit or the caches.
* ``warm_sized``: the same on a screen of another size (a context per size, shared likewise).
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


# Run first in every document of a ``warm`` test's page: the first site document that page opens
# empties the origin's localStorage, before any of the site's scripts. It is the test's own page
# that clears, as late as can be: a page an earlier test closed may still have its last writes
# (Play saves on pagehide and visibilitychange) in flight to the storage backend, on another
# renderer's pipe, and a clear sent from elsewhere beforehand could land ahead of them (it once
# did, in CI). The flag lives in sessionStorage, which is the tab's own: the test's reloads and
# navigations keep what it stored, a second tab the test opens itself starts from what is there.
FRESH_STORAGE = """
(() => {
  if (location.protocol !== "http:" || sessionStorage.getItem("test:fresh-origin")) return;
  sessionStorage.setItem("test:fresh-origin", "1");
  localStorage.clear();
})();
"""


def fresh_page(context):
    """A new page of ``context`` whose first site document starts on empty localStorage."""
    page = context.new_page()
    page.add_init_script(FRESH_STORAGE)
    return page


@pytest.fixture(scope="session")
def warm_context(browser):
    """The context this worker's ``warm`` pages share (see the module's docstring)."""
    context = browser.new_context()
    yield context
    context.close()


@pytest.fixture
def warm(warm_context, base_url):
    """A watched page in the shared context, its origin's storage empty (see the docstring)."""

    def close_the_tests_pages() -> None:  # the test's, and any it opened (a popup)
        for left in warm_context.pages:
            left.close()

    close_the_tests_pages()  # one an earlier test left open
    page = fresh_page(warm_context)
    try:
        yield Watched(page, base_url)
    finally:
        close_the_tests_pages()


@pytest.fixture(scope="session")
def _sized_contexts(browser):
    """This worker's shared contexts of a given screen (``warm_sized``), made when first asked."""
    contexts: dict[tuple[int, int, bool], object] = {}
    yield contexts
    for context in contexts.values():
        context.close()


@pytest.fixture
def warm_sized(browser, _sized_contexts, base_url):
    """``warm`` on another screen: ``warm_sized(width, height, phone)`` is a watched page in the
    context this worker shares for that viewport (a phone's with touch and the mobile meta
    viewport, which are a context's options), its origin's storage empty, as ``warm`` is."""
    used = []

    def close_the_tests_pages(context) -> None:
        for left in context.pages:
            left.close()

    def open_page(width: int, height: int, phone: bool = False) -> Watched:
        key = (width, height, phone)
        if key not in _sized_contexts:
            _sized_contexts[key] = browser.new_context(
                viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone
            )
        context = _sized_contexts[key]
        close_the_tests_pages(context)  # one an earlier test left open
        used.append(context)
        return Watched(fresh_page(context), base_url)

    try:
        yield open_page
    finally:
        for context in used:
            close_the_tests_pages(context)


def wait_for_worker(page, check: str, news: str, arg: object = None):
    """Wait until ``check`` (the source of an async JS function of ``arg``) answers something
    true, and return it: it looks at once, then again each time the service worker tells the page
    ``news`` (a key of the message sw.js posts when it has kept something). No polling."""
    return page.evaluate(
        f"""async (arg) => {{
  const check = {check};
  let heard = 0, wake = null;
  navigator.serviceWorker.addEventListener("message", (e) => {{
    if (e.data && {news!r} in e.data) {{ heard += 1; if (wake) wake(); }}
  }});
  const bound = Date.now() + 90000;  // a bound on a broken worker, not a wait
  for (;;) {{
    const got = await check(arg);
    if (got) return got;
    if (Date.now() > bound) throw new Error("the service worker never told " + {news!r});
    if (!heard) await new Promise((resolve) => {{
      wake = resolve;
      setTimeout(resolve, bound - Date.now() + 1);
    }});
    heard = 0;
  }}
}}""",
        arg,
    )


class Held:
    """The page's requests whose URL ends with ``suffix`` (the worker's too), held at playwright's
    route until the test lets them through."""

    def __init__(self, page, suffix: str) -> None:
        self.page = page
        self.suffix = suffix
        self.asked: list = []
        self.routes: list = []
        page.on("request", lambda r: r.url.endswith(suffix) and self.asked.append(r))
        page.route(f"**{suffix}", lambda route: self.routes.append(route))

    def wait(self) -> None:
        """Until a request is held: its request event, then one round trip to the browser (the
        route is dispatched right after the request event, before any later answer)."""
        if not self.asked:
            self.page.wait_for_event(
                "request", lambda r: r.url.endswith(self.suffix), timeout=60_000
            )
        self.page.evaluate("0")
        assert self.routes, f"a request for {self.suffix} reached the route"

    def release(self) -> None:
        self.wait()
        for route in self.routes:
            route.continue_()
