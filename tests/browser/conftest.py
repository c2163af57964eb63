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
* ``booted``: a Puzzles page whose engine has started, kept per worker, language, page and screen
  in a context of its own and reset per test to what a fresh load of its puzzle shows, through
  the page's own routes (no load, no Pyodide start). For the puzzle tests that test neither the
  page's load nor a reload (see the fixture).
* ``booted_play``: the same for a Play page, kept per worker, language and game, reset per test
  by play.js's fresh start (``window.solTestReset``, which exists only in a tab the fixture
  marked) to what a load of the test's address on the test's storage shows.
"""

from __future__ import annotations

import contextlib
import functools
import shutil
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
# Debian's chromium-headless-shell: the same chromium (Blink, V8, the same release) in its
# headless-only build, the browser Playwright itself drives for headless tests. It ran the browser
# tests on 38 % less CPU than the full chromium in its new headless mode, all passing in both
# (BENCHMARKS.md, "The browser the tests drive"); the benchmarks that time a reader's page keep
# the full chromium.
CHROMIUM = "chromium-headless-shell"
CHROMIUM_ARGS = [
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


class _Server(ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that leaves a page mid-file closes its connection (the test's next
        # navigation): nothing the site did wrong, so no traceback in the test log.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


@contextlib.contextmanager
def served(directory: Path) -> Iterator[str]:
    """``directory`` served on 127.0.0.1 (a free port) while the block runs: its base URL."""
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    with served(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = shutil.which(CHROMIUM)
    if executable is None:
        # A failure, not pytest.exit: under xdist a worker's exit shows only as a crash.
        pytest.fail(
            f"{CHROMIUM} is not installed: `./dev test` installs it (Debian's package)",
            pytrace=False,
        )
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


# Parts of the kept pages' snapshots (the booted fixtures and their tests) said once: the
# window's size and media a kept page must still have, and what any test can observe of a page
# beyond its own box (storage, focus, scroll, selection, dialogs); the object literal's end.
VIEW_AND_MEDIA = """    view: [innerWidth, innerHeight, devicePixelRatio],
    media: ["(prefers-color-scheme: dark)", "(prefers-reduced-motion: reduce)",
            "(prefers-contrast: more)", "(forced-colors: active)"]
      .map((query) => matchMedia(query).matches),
"""
OBSERVED_TAIL = """    local: { ...localStorage },
    session: { ...sessionStorage },
    focus: focus ? [focus.tagName, focus.dataset.place || null, focus.dataset.action || null]
      : null,
    scroll: [scrollX, scrollY],
    selection: String(getSelection()),
    dialogs: document.querySelectorAll("dialog[open]").length,
  };
}"""

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


# --- ``booted``: one started board per worker, language and page, reset per test ----------------

# What a booted page shows, whatever puzzle is open: ``kept``, what the reset cannot bring back
# (a setting a test changed, a scheme or screen it emulated, a navigation or reload, which drops
# the marker): a page with any of it changed is closed and a new one started; ``reset``, what the
# reset brings back, checked after it.
BOOTED_PRINT = (
    """() => {
  const attrs = (el) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
  const kept = {
    marker: window.__booted === true,
    path: location.pathname,
    checks: [...document.querySelectorAll("input[type=checkbox]")].map((c) => c.checked),
    html: attrs(document.documentElement),
    body: attrs(document.body),
"""
    + VIEW_AND_MEDIA
    + """  };
  const reset = {
    hash: location.hash,
    dialogs: document.querySelectorAll("dialog[open]").length,
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  };
  return { kept, reset };
}"""
)

# The reset of a Puzzles page to what a fresh load of ``?puzzle=ID`` shows, through the page's own
# routes: "Reset puzzle progress" (confirmed), which clears the progress, rating, days and best
# run and the page's memory of set-aside and retired entries and draws every figure and mark
# again; then the rest of the origin's storage, but for what a fresh load writes (Material's
# palette: the page's scheme is checked unchanged before); the place the board's focus last had
# (boardinput.js: the one tab stop) put back on its first place, as on a fresh board; then the
# puzzle opened as the page opens its address's (``solPuzzle.open(id, true)``, what a card's
# button and Next puzzle call), which starts the session's puzzle afresh.
#
# Time, which the page measures itself: the board's announcements land 30 ms after they are asked
# for (announce.js), a tap within 400 ms of the last one on the same place is a double tap and a
# digit waits 800 ms for a second one (boardinput.js DOUBLE_MS, DIGIT_MS). The reset starts once
# those windows of the last test's input have closed (INPUT_TIMES records when it came), so no
# announcement lands after the reset and the next test's first tap or digit is a first one; the
# open's own announcement has landed when the reset returns.
INPUT_TIMES = """() => {
  window.__booted = true;
  window.__input = { tap: -Infinity, digit: -Infinity };
  addEventListener("pointerup", () => { window.__input.tap = performance.now(); }, true);
  addEventListener("keydown", (event) => {
    if (/^[0-9]$/.test(event.key)) window.__input.digit = performance.now();
  }, true);
}"""

# Scrolled to the top, and Material told so before anything scrolls again: a page scrolled from
# its bottom to the board in one task is seen scrolling *up* into the page, and Material shows its
# "Back to top" button, which a fresh load (scrolled down from the top) never shows (stop 44's CI
# on 5796e9c: the phone page kept it after a reset). The scroll event, once it has run, is that
# word.
TO_TOP = """() => new Promise((resolve) => {
  if (scrollX === 0 && scrollY === 0) return resolve();
  addEventListener("scroll", () => resolve(), { once: true });
  scrollTo(0, 0);
})"""

RESET_PUZZLE_PAGE = (
    """async ([pid, stored]) => {
  await ("""
    + TO_TOP
    + """)();
  const after = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));
  const now = performance.now();
  await after(Math.max(31, window.__input.tap + 401 - now, window.__input.digit + 801 - now));
  const box = document.querySelector(".sol-puzzle-play");
  const section = box.querySelector("[data-progress]");
  section.querySelector('[data-progress-action="reset"]').click();
  section.querySelector('[data-progress-action="confirm"]').click();
  section.querySelector("[data-progress-message]").textContent = "";
  const carried = section.querySelector("[data-carry-message]");
  if (carried) carried.textContent = "";
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  sessionStorage.clear();
  sessionStorage.setItem("test:fresh-origin", "1");  // FRESH_STORAGE's flag, as on a fresh page
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
  for (const figure of box.querySelectorAll("[data-out='summary'] [data-summary]")) {
    figure.textContent = "";
  }
  delete box.dataset.summary;  // the count of summaries shown
  const first = box.querySelector(".sol-board [data-place][tabindex]");
  if (first) first.focus({ preventScroll: true });
  if (document.activeElement) document.activeElement.blur();
  getSelection().removeAllRanges();
  box.querySelector("[data-out='live']").textContent = "";
  box.querySelector("[data-out='message']").textContent = "";
  history.replaceState(null, "", `?puzzle=${encodeURIComponent(pid)}`);
  scrollTo(0, 0);
  await window.solPuzzle.open(pid, true);
  await after(31);
}"""
)


class _Booted:
    """One kept page: its context (storage of its own), its watcher, its print after a start."""

    def __init__(self, context, watched: Watched, print_: dict, stored: dict) -> None:
        self.context = context
        self.watched = watched
        self.print = print_
        self.stored = stored  # the origin's localStorage as a fresh load leaves it


@pytest.fixture(scope="session")
def booted_pages(browser):
    """This worker's kept pages of ``booted``, by (language, page, viewport, phone), and of
    ``booted_play``, by ("play", language, game), and the count of starts (a start is a page
    loaded, whose engine starts then, or on a Play page at its first Play; a reuse is none)."""
    pages: dict[tuple, _Booted] = {}
    starts = {"count": 0}
    yield pages, starts
    for kept in pages.values():
        kept.context.close()


def _opened_puzzle(page, pid: str) -> None:
    page.wait_for_selector(".sol-puzzle-play[data-ready='true']", timeout=60_000)
    assert page.get_attribute(".sol-puzzle-play", "data-puzzle") == pid


@pytest.fixture
def booted(browser, booted_pages, base_url):
    """A Puzzles page whose engine has started, kept per worker, language and page (and screen):
    ``booted(lang, "puzzles-crescent.html", pid)`` is a watched page showing puzzle ``pid`` as a
    fresh load of ``…?puzzle=pid`` on empty storage shows it, the same page each time it is asked
    for on this worker (so Pyodide starts once), reset in between (RESET_PUZZLE_PAGE): storage
    empty, every progress figure and mark drawn again, the puzzle opened anew (the session's
    selection, moves and hints gone), no message, announcement, dialog, focus, selection or
    scroll left, no console error or request of the last test on the watcher. Asked for again in
    one test, it resets the page again. ``size=(w, h), phone=`` for another screen.

    Not for a test about the page's load, a reload or a first visit, nor one that adds listeners,
    routes, init scripts or a clock to the page (they would stay), nor one that depends on which
    puzzles this visit opened before (Next puzzle, a streak run): use ``warm`` for those."""
    pages, starts = booted_pages

    def start(key: tuple, pid: str) -> _Booted:
        lang, path, size, phone = key
        options = {} if size is None else {"viewport": {"width": size[0], "height": size[1]}}
        if phone:
            options.update(has_touch=True, is_mobile=True)
        context = browser.new_context(**options)
        page = fresh_page(context)
        watched = Watched(page, base_url)
        page.goto(f"{base_url}/{lang}/{path}?puzzle={pid}")
        _opened_puzzle(page, pid)
        page.evaluate(INPUT_TIMES)
        starts["count"] += 1
        stored = page.evaluate("() => ({ ...localStorage })")
        return _Booted(context, watched, page.evaluate(BOOTED_PRINT), stored)

    def reset(kept: _Booted, pid: str) -> bool:
        for other in kept.context.pages:  # a popup the last test opened
            if other is not kept.watched.page:
                other.close()
        page = kept.watched.page
        if page.is_closed() or page.evaluate(BOOTED_PRINT)["kept"] != kept.print["kept"]:
            return False
        kept.watched.errors.clear()
        kept.watched.foreign.clear()
        page.mouse.move(0, 0)
        page.keyboard.press("Shift")  # the last input from the keyboard, as on a fresh page
        page.evaluate(RESET_PUZZLE_PAGE, [pid, kept.stored])
        _opened_puzzle(page, pid)
        return page.evaluate(BOOTED_PRINT) == kept.print

    def open_booted(
        lang: str, path: str, pid: str, size: tuple[int, int] | None = None, phone: bool = False
    ) -> Watched:
        key = (lang, path, size, phone)
        kept = pages.get(key)
        if kept is not None and not reset(kept, pid):
            kept.context.close()
            kept = None
        if kept is None:
            kept = pages[key] = start(key, pid)
        return kept.watched

    return open_booted


def booted_group(*langs: str) -> list:
    """The ``lang`` values of a test that uses ``booted``, each in its language's xdist group
    (``--dist loadgroup``): one language's booted tests run on one worker, so each of its booted
    pages starts once a run."""
    return [pytest.param(lang, marks=pytest.mark.xdist_group(f"booted-{lang}")) for lang in langs]


# --- ``booted_play``: one Play page per worker, language and game, reset per test ---------------

PLAY_PAGE = {"crescent": "play-crescent.html", "forty_thieves": "play-forty-thieves.html"}

# Run first in every document of a booted Play page: the tab is a test's (play.js then keeps its
# board's HTML and defines its fresh start, ``window.solTestReset``; never in another tab).
PLAY_TEST_MARK = """
(() => {
  if (location.protocol === "http:") sessionStorage.setItem("test:booted-play", "1");
})();
"""

# What a booted Play page shows that the fresh start cannot bring back (a navigation or reload,
# which drops the marker; an emulated scheme or screen; the palette a test switched): a page
# with any of it changed is closed and a new one started.
BOOTED_PLAY_PRINT = (
    """() => {
  const attrs = (el) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();
  return {
    marker: window.__bootedPlay === true && typeof window.solTestReset === "function",
    path: location.pathname,
    html: attrs(document.documentElement),
    body: attrs(document.body),
"""
    + VIEW_AND_MEDIA
    + """  };
}"""
)

# The reset of a Play page to what a load of ``address`` shows on empty storage (but for what a
# load writes, ``stored``: Material's palette) plus the test's ``saves`` (key → value, put as a
# test puts them before its load): play.js's fresh start (play.js: ``freshStart``) waits for the
# last request and its announcement, forgets the visit (game, clock, the save this tab wrote,
# settings, starting board, the input's last tap, place and digit, the table's pending
# announcement and statistics' visit), and, before it puts the board's HTML back and runs the
# page's opening again (a saved game starts by itself, as on a load), the page around it is put
# back here: dialogs, focus, selection, address, scroll, storage.
RESET_PLAY_PAGE = (
    """async ([address, stored, saves]) => {
  await ("""
    + TO_TOP
    + """)();
  await window.solTestReset(() => {
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
    if (document.activeElement) document.activeElement.blur();
    getSelection().removeAllRanges();
    history.replaceState(null, "", address);
    scrollTo(0, 0);
    localStorage.clear();
    for (const [key, value] of Object.entries({ ...stored, ...saves })) {
      localStorage.setItem(key, value);
    }
    sessionStorage.clear();
    sessionStorage.setItem("test:fresh-origin", "1");  // FRESH_STORAGE's flag, as on a fresh page
    sessionStorage.setItem("test:booted-play", "1");  // PLAY_TEST_MARK's
  });
}"""
)


@pytest.fixture
def booted_play(browser, booted_pages, base_url):
    """A Play page kept per worker, language and game: ``booted_play(lang, game, query, saves)``
    is a watched page as a load of ``…/play-<game>.html<query>`` shows it (play.js has run, Play
    not pressed; a saved game has started by itself) on empty storage plus ``saves`` (key →
    stored text), the same page each time it is asked for on this worker (so Pyodide starts once,
    at the first Play), reset in between (RESET_PLAY_PAGE): storage, settings, game, clock,
    statistics, the board's HTML, messages, live regions, dialogs, focus, selection and scroll as
    on a load; no console error or request of the last test on the watcher. Asked for again in
    one test, it resets the page again (another address or save: as a new load of it).

    Not for a test of the page's load, a reload, a first visit, the start's fallbacks, the
    service worker or the caches, nor one that adds listeners, routes, init scripts or a clock to
    the page, or emulates a screen or scheme (such a page is replaced): use ``warm`` for those."""
    pages, starts = booted_pages

    def start(key: tuple) -> _Booted:
        _, lang, game = key
        context = browser.new_context()
        page = fresh_page(context)
        page.add_init_script(PLAY_TEST_MARK)
        watched = Watched(page, base_url)
        page.goto(f"{base_url}/{lang}/{PLAY_PAGE[game]}")
        page.wait_for_function("typeof window.solTestReset === 'function'")
        page.evaluate("window.__bootedPlay = true")
        starts["count"] += 1
        stored = page.evaluate("() => ({ ...localStorage })")
        return _Booted(context, watched, page.evaluate(BOOTED_PLAY_PRINT), stored)

    def reset(kept: _Booted, address: str, saves: dict[str, str]) -> bool:
        for other in kept.context.pages:  # a popup the last test opened
            if other is not kept.watched.page:
                other.close()
        page = kept.watched.page
        if page.is_closed() or page.evaluate(BOOTED_PLAY_PRINT) != kept.print:
            return False
        kept.watched.errors.clear()
        kept.watched.foreign.clear()
        page.mouse.move(0, 0)
        page.keyboard.press("Shift")  # the last input from the keyboard, as on a fresh page
        page.evaluate(RESET_PLAY_PAGE, [address, kept.stored, saves])
        return True

    def open_booted(
        lang: str, game: str = "crescent", query: str = "", saves: dict[str, str] | None = None
    ) -> Watched:
        key = ("play", lang, game)
        address = f"/{lang}/{PLAY_PAGE[game]}{query}"
        kept = pages.get(key)
        if kept is not None and not reset(kept, address, saves or {}):
            kept.context.close()
            kept = None
        if kept is None:
            kept = pages[key] = start(key)
            if not reset(kept, address, saves or {}):
                raise AssertionError("a new booted Play page could not be reset")
        return kept.watched

    return open_booted
