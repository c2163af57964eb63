"""The instant board in a real browser: the worker starts from the build's memory snapshot, falls
back to the ordinary start when the snapshot is missing or stale, the board is on screen before
the engine is ready and the move made on it is played once it is, and the service worker fetches
a new build's snapshot after a site update."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
import zstandard

from .conftest import Held, Watched, served, wait_for_worker
from .storage import seed_next_document
from .test_play import CR, READY, clean, moves, one_destination_pile, place, play, press_play
from .test_puzzle_board import BOX, ONLY_MOVE
from .test_puzzle_board import READY as PUZZLE_READY

pytestmark = pytest.mark.browser

SNAPSHOT = "**/pyodide/start-*.snapshot.zst"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def started(page) -> str:
    return page.get_attribute(".sol-play", "data-start")


def play_a_move(page) -> None:
    src, _ = one_destination_pile()
    place(page, src).click()
    page.wait_for_function("document.querySelector(\"[data-out='moves']\").textContent === '1'")


@pytest.fixture
def no_sw(browser, base_url) -> Iterator[Watched]:
    """A page whose requests all reach playwright's routes (no service worker in between)."""
    context = browser.new_context(service_workers="block")
    w = Watched(context.new_page(), base_url)
    yield w
    context.close()


def test_the_snapshot_start_gives_a_playable_board(watched, base_url):
    page = play(watched, base_url, "en")
    assert started(page) == "snapshot"
    play_a_move(page)
    clean(watched)


INFLATED_KEPT = """async () => {
  const cache = await caches.open('pyodide-build');
  for (const request of await cache.keys()) {
    if (!request.url.endsWith('.snapshot.zst')) continue;
    const response = await cache.match(request);
    if (response.headers.get('x-solitaire-inflated') !== '1') return false;
    const head = new Uint8Array((await response.arrayBuffer()).slice(0, 4));
    return head.join() !== '40,181,47,253';  // not Zstandard's magic
  }
  return false;
}"""


def test_a_returning_reader_starts_from_the_snapshot_kept_inflated(browser, base_url):
    # The service worker replaces the cached snapshot by a decoded copy after the first start,
    # so a warm start has no Zstandard to decode; the next start restores from that copy.
    context = browser.new_context()
    w = Watched(context.new_page(), base_url)
    for _ in range(2):  # the first visit registers the service worker, the second fills it
        page = play(w, base_url, "en")
        assert started(page) == "snapshot"
    # The copy is made once the page says its engine has started; the service worker tells the
    # page when it is kept.
    assert wait_for_worker(page, INFLATED_KEPT, "inflated")
    page = play(w, base_url, "en")
    assert started(page) == "snapshot"
    play_a_move(page)
    clean(w)
    context.close()


def test_a_missing_snapshot_falls_back_to_the_ordinary_start(no_sw, base_url):
    no_sw.page.route(SNAPSHOT, lambda route: route.fulfill(status=404, body="gone"))
    page = play(no_sw, base_url, "en")
    assert started(page) == "ordinary"
    play_a_move(page)
    assert no_sw.foreign == []
    assert page.inner_text("[data-out='message']") == ""


def test_a_stale_snapshot_falls_back_to_the_ordinary_start(no_sw, base_url, site_dir):
    # A snapshot of another runtime build: its header names a different build id.
    name = next((site_dir / "pyodide").glob("start-*.snapshot.zst"))
    data = bytearray(zstandard.ZstdDecompressor().decompress(name.read_bytes()))
    data[16:48] = bytes(32)
    stale = zstandard.ZstdCompressor(level=1).compress(bytes(data))
    runtime_after_snapshot(no_sw, stale)
    page = play(no_sw, base_url, "en")
    assert started(page) == "ordinary"
    play_a_move(page)
    clean(no_sw)


def _shipped(site_dir: Path) -> bytes:
    return next((site_dir / "pyodide").glob("start-*.snapshot.zst")).read_bytes()


def runtime_after_snapshot(w: Watched, body: bytes) -> None:
    """Serve ``body`` as the snapshot and hold the runtime's module (pyodide.asm.mjs, which
    loadPyodide imports before it awaits the snapshot) until the snapshot and its decoder are in:
    a snapshot that fails then fails before Pyodide has taken it up, as on a loaded machine
    (CI run 58 logged the worker's 'Uncaught (in promise) unexpected EOF' so)."""
    held: list = []
    served: set[str] = set()

    def release() -> None:
        if served == {"snapshot", "decoder"}:
            for route in held:
                route.continue_()
            held.clear()

    def snapshot(route) -> None:
        route.fulfill(status=200, body=body)
        served.add("snapshot")
        release()

    def runtime(route) -> None:
        held.append(route)
        release()

    def finished(request) -> None:
        if request.url.endswith("/fzstd.js"):
            served.add("decoder")
            release()

    w.page.route(SNAPSHOT, snapshot)
    w.page.route("**/pyodide/pyodide.asm.mjs", runtime)
    w.page.on("requestfinished", finished)


@pytest.mark.parametrize("damage", ["truncated", "not zstandard"])
def test_a_snapshot_that_does_not_decode_falls_back_to_the_ordinary_start(
    no_sw, base_url, site_dir, damage
):
    # A download cut short (its last 100 kB missing) or a file that is no Zstandard frame (its
    # magic number gone): fzstd refuses it, and the game starts the ordinary way, with no error
    # on the console however early the snapshot fails.
    shipped = _shipped(site_dir)
    assert shipped.startswith(ZSTD_MAGIC)
    body = shipped[:-100_000] if damage == "truncated" else bytes(4) + shipped[4:]
    runtime_after_snapshot(no_sw, body)
    page = play(no_sw, base_url, "en")
    assert started(page) == "ordinary"
    play_a_move(page)
    clean(no_sw)


def test_on_a_slow_link_the_snapshot_is_decoded_as_it_arrives(no_sw, base_url):
    # 3 MB/s down (the devtools protocol's throttling, the page's worker included): the 3 MB
    # snapshot takes about a second, so the worker decodes it block by block as it arrives
    # (worker.js STREAM_AFTER_MS) rather than whole once it is in; the game starts from it.
    cdp = no_sw.page.context.new_cdp_session(no_sw.page)
    cdp.send("Network.enable")
    conditions = {"offline": False, "latency": 20, "uploadThroughput": 3e6}
    cdp.send("Network.emulateNetworkConditions", {**conditions, "downloadThroughput": 3e6})
    # The throttled page's load takes about 9 s on a quiet machine, and passed 30 s (playwright's
    # default) once under the suite's two busy workers: a bound for the slow link, not a wait.
    no_sw.page.set_default_navigation_timeout(120_000)
    no_sw.page.set_default_timeout(120_000)
    page = play(no_sw, base_url, "en")
    assert started(page) == "snapshot"
    assert json.loads(page.get_attribute(".sol-play", "data-timings"))["decode"] == "streaming"
    play_a_move(page)
    clean(no_sw)


def test_without_the_snapshots_decoder_the_game_starts_the_ordinary_way(no_sw, base_url):
    no_sw.page.route("**/pyodide/fzstd.js", lambda route: route.fulfill(status=404, body="gone"))
    page = play(no_sw, base_url, "en")
    assert started(page) == "ordinary"
    play_a_move(page)
    # the worker's own account of its fallback: the decoder's import failed (the 404 made here)
    assert "fzstd.js" in json.loads(page.get_attribute(".sol-play", "data-timings"))["fast_failed"]
    # (which the browser may also report on the console, or not, as the worker's messages come)
    no_sw.errors[:] = [e for e in no_sw.errors if "fzstd.js" not in e]
    clean(no_sw)


def test_a_static_region_that_does_not_match_falls_back_to_the_ordinary_start(no_sw, base_url):
    # start.json names another digest of the wasm's initial memory (as if its data segments
    # were not the ones the snapshot was XORed with): the restore is refused, not run on a
    # wrong memory, and the game starts the ordinary way.
    def other_digest(route):
        manifest = route.fetch().json()
        manifest["static_sha256"] = "0" * 64
        route.fulfill(status=200, json=manifest)

    no_sw.page.route("**/pyodide/start.json", other_digest)
    page = play(no_sw, base_url, "en")
    assert started(page) == "ordinary"
    play_a_move(page)
    clean(no_sw)


def test_the_puzzle_board_without_its_snapshot_starts_the_ordinary_way(no_sw, base_url):
    """The puzzle board's own session (engine/board/puzzle.py, in the snapshot since issue 31)
    imported from the wheel when there is no snapshot: the puzzle opens and its answer solves it."""
    page = no_sw.page
    page.route(SNAPSHOT, lambda route: route.fulfill(status=404, body="gone"))
    page.goto(f"{base_url}/en/puzzles-crescent.html?puzzle={ONLY_MOVE}")
    page.wait_for_selector(PUZZLE_READY, timeout=120_000)
    assert page.get_attribute(BOX, "data-start") == "ordinary"
    for name in ("p3", "p1"):
        page.locator(f"{BOX} .sol-board [data-place='{name}']").last.click()
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=60_000)
    no_sw.errors[:] = [e for e in no_sw.errors if "404" not in e]  # the 404 made here
    clean(no_sw)


def test_two_restores_give_different_new_deals(browser, base_url):
    codes = []
    for _ in range(2):
        context = browser.new_context()
        w = Watched(context.new_page(), base_url)
        page = play(w, base_url, "en", query="")
        assert started(page) == "snapshot"
        before = page.input_value("[data-out='code']")
        page.click("[data-action='new']")
        page.wait_for_function(
            f"document.querySelector(\"[data-out='code']\").value !== {json.dumps(before)}"
        )
        codes.append(page.input_value("[data-out='code']"))
        clean(w)
        context.close()
    assert codes[0] != codes[1]


def test_the_board_shown_before_the_engine_is_ready_becomes_the_game(no_sw, base_url):
    # The engine waits until the test lets its runtime through.
    held = Held(no_sw.page, "/pyodide/start.json")
    page = no_sw.page
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(".sol-board svg")
    assert page.get_attribute(".sol-play", "data-loading") == "true"
    assert page.get_attribute(".sol-play", "data-ready") is None
    code = page.input_value("[data-out='code']")
    shown = board_cards(page)
    assert len(shown) >= 16 and all(not c.endswith("=") for c in shown)  # every place, labelled
    # A move on the board shown while loading waits, said so.
    src, _ = one_destination_pile(code)
    place(page, src).click()
    assert page.get_attribute(".sol-play", "data-pending") == "1"
    assert page.is_visible("[data-out='pending']")
    assert moves(page) == 0
    held.wait()  # the worker asks for it after the service worker's wait (blocked here)
    assert moves(page) == 0 and page.get_attribute(".sol-play", "data-pending") == "1"
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    # The same deal became the game, and the queued move was played on it.
    assert page.input_value("[data-out='code']") == code
    page.wait_for_function("document.querySelector(\"[data-out='moves']\").textContent === '1'")
    assert not page.is_visible("[data-out='pending']")
    page.click("[data-action='undo']")
    page.wait_for_function("document.querySelector(\"[data-out='moves']\").textContent === '0'")
    assert board_cards(page) == shown
    clean(no_sw)


def board_cards(page) -> list[str]:
    """What the board shows, place by place: each place's name and card (its accessible label),
    so the check is the position, not the drawing's decoration."""
    return page.eval_on_selector_all(
        ".sol-board [data-place]",
        "els => els.map(e => e.dataset.place + '=' + (e.getAttribute('aria-label') || ''))",
    )


SAVE_DATA = "Object.defineProperty(navigator, 'connection', {value: {saveData: true}})"
# The first steps of the engine's start, recorded in the page as they are taken: the service
# worker's registration (play.js boot() takes it before anything else) and the page's fetches (a
# new reader's starting board, play-boards/, is fetched by boot() at once).
RECORD_STARTS = """
window.__starts = [];
if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (url, ...rest) => {
    window.__starts.push(`register ${url}`);
    return register(url, ...rest);
  };
}
const fetchFirst = window.fetch;
window.fetch = (input, ...rest) => {
  window.__starts.push(`fetch ${input.url || input}`);
  return fetchFirst(input, ...rest);
};
"""
# What the page started by the time it is idle: the page's own idle callback (play.js starts the
# engine in one for a saved game) runs before this one, callbacks being run in order.
STARTED_WHEN_IDLE = "() => new Promise((r) => requestIdleCallback(() => r(window.__starts)))"


def engine_starts(starts: list[str]) -> list[str]:
    return [s for s in starts if s.startswith("register") or "/pyodide/" in s or "play-boards" in s]


def test_a_returning_players_last_board_is_shown_at_once(browser, base_url):
    context = browser.new_context()
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url))
    w = Watched(context.new_page(), base_url)
    page = play(w, base_url, "en")
    play_a_move(page)
    # With Save-Data on, nothing starts on mere page view, even with a saved game ...
    page.add_init_script(SAVE_DATA)
    page.add_init_script(RECORD_STARTS)
    asked.clear()
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    assert engine_starts(page.evaluate(STARTED_WHEN_IDLE)) == []
    assert not [url for url in asked if "/pyodide/" in url]
    # ... and Play shows the last board at once, from what was kept with the save.
    page.click("[data-action='play']")
    page.wait_for_selector(".sol-board svg")
    assert moves(page) == 1
    assert page.input_value("[data-out='code']") == CR
    page.wait_for_selector(READY, timeout=60_000)
    assert moves(page) == 1
    clean(w)
    context.close()


KEPT = "solitaire-play:crescent:board"  # play.js BOARD_KEY: the board kept with the save


@pytest.mark.parametrize("kept", ["another position", "unreadable"])
def test_a_kept_board_not_of_the_saved_game_gives_way_to_the_engines(no_sw, base_url, kept):
    """The returning player's board shown at once is taken only when it is the saved game's
    position; a kept board of another position (the save moved on without it) or an unreadable
    one is not shown: the loading note, then the saved game from the engine (issue 31, point 6)."""
    page = play(no_sw, base_url, "en")
    play_a_move(page)
    page.goto(f"{base_url}/index.html")  # leaving keeps the save and its board (pagehide)
    board = json.loads(page.evaluate(f"localStorage.getItem({KEPT!r})"))
    assert board["moves"] == 1
    if kept == "another position":
        board["moves"] = 2
        value = json.dumps(board)
    else:
        value = "{not json"
    seed_next_document(page, {KEPT: value})
    held = Held(page, "/pyodide/start.json")
    page.goto(f"{base_url}/en/play-crescent.html")  # the saved game starts by itself
    held.wait()
    assert page.is_visible(".sol-play .sol-loading")
    assert page.is_hidden(".sol-play .sol-game")  # no board: not the kept one, not a new deal's
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    assert moves(page) == 1  # the saved game, from the engine
    assert page.input_value("[data-out='code']") == CR
    clean(no_sw)


def test_an_idle_page_with_a_saved_game_starts_the_engine(browser, base_url):
    context = browser.new_context()
    asked: list[str] = []
    w = Watched(context.new_page(), base_url)
    play_a_move(play(w, base_url, "en"))
    context.on("request", lambda r: asked.append(r.url))
    # the idle page starts the engine: its first request of the runtime comes without a press
    with w.page.expect_request(lambda r: r.url.endswith("/pyodide/start.json")):
        w.page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    # Issue 35: the saved game then shows at once, without a press (its button says Continue).
    assert w.page.get_attribute("[data-label='continue']", "hidden") is None
    w.page.wait_for_selector(READY, timeout=60_000)
    clean(w)
    context.close()


# A device of little memory (2 GB), as navigator.deviceMemory says it.
SMALL_DEVICE = "Object.defineProperty(navigator, 'deviceMemory', {value: 2})"
ENGINE_WORKER = "/javascripts/worker.js"


def a_returning_visitor(page, base_url: str) -> None:
    """A first game on Play (the service worker controls the site's pages from then on and keeps
    the runtime), then no saved game: the storage emptied from a page that writes none back."""
    play(Watched(page, base_url), base_url, "en")
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    page.goto(f"{base_url}/index.html", wait_until="networkidle")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    page.mouse.move(0, 0)  # the pointer rests on no button


def test_a_returning_visitors_idle_play_page_starts_the_engine(browser, base_url):
    """Issue 31: a returning visitor with no saved game finds the engine started while the Play
    page is idle, with no pointer over Play, no focus and no press, as the puzzle pages do; the
    press and the move made at once play on it (no second engine). Before, only a saved game
    started it, and Play's warm start waited for the engine after the press (0.28-0.34x a bare
    start where the puzzles' idle start gave 0.16-0.26x)."""
    context = browser.new_context()
    page = context.new_page()
    a_returning_visitor(page, base_url)
    with page.expect_worker(lambda w: w.url.endswith(ENGINE_WORKER), timeout=30_000):
        page.goto(f"{base_url}/en/play-crescent.html?code={CR}")
    assert page.is_hidden(".sol-play .sol-game")  # nothing pressed: no board yet
    workers: list = []
    page.on("worker", lambda w: w.url.endswith(ENGINE_WORKER) and workers.append(w))
    page.evaluate("document.querySelector(\"[data-action='play']\").click()")  # no head start
    play_a_move(page)
    page.wait_for_selector(READY, timeout=60_000)
    assert moves(page) == 1 and workers == []
    context.close()


@pytest.mark.parametrize("setting", ["little memory", "Save-Data"])
def test_a_returning_visitors_play_page_spares_a_small_device_and_save_data(
    browser, base_url, setting
):
    """The idle start spares a device of little memory (an engine kept running holds about
    0.2 GB) when no game is saved, and everyone with Save-Data on: once the page has been idle,
    no worker and no runtime request."""
    context = browser.new_context()
    page = context.new_page()
    a_returning_visitor(page, base_url)
    page.add_init_script(SMALL_DEVICE if setting == "little memory" else SAVE_DATA)
    page.add_init_script(RECORD_STARTS)
    workers: list = []
    page.on("worker", lambda w: w.url.endswith(ENGINE_WORKER) and workers.append(w))
    runtime: list[str] = []
    page.on("request", lambda r: "/pyodide/" in r.url and runtime.append(r.url))
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    assert engine_starts(page.evaluate(STARTED_WHEN_IDLE)) == []
    assert workers == [] and runtime == []
    context.close()


def test_a_new_reader_starts_nothing_before_intent(browser, base_url):
    context = browser.new_context()
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url))
    w = Watched(context.new_page(), base_url)
    w.page.add_init_script(RECORD_STARTS)
    w.page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    assert engine_starts(w.page.evaluate(STARTED_WHEN_IDLE)) == []
    assert not [url for url in asked if "/pyodide/" in url or "play-boards" in url]
    # intent: the engine starts before the click
    with w.page.expect_request(lambda r: r.url.endswith("/pyodide/start.json")):
        w.page.hover("[data-action='play']")
    started = engine_starts(w.page.evaluate("window.__starts"))
    assert any("/play-boards/crescent-" in s for s in started)
    assert any(s.startswith("register") for s in started)
    clean(w)
    context.close()


@pytest.fixture
def own_site(site_dir: Path, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A copy of the site that the test may change, as a site update would."""
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy, copy_function=_link)
    with served(copy) as url:
        yield copy, url


def _link(src: str, dst: str) -> None:
    Path(dst).hardlink_to(src)


def test_after_a_site_update_the_new_snapshot_is_used_at_once(browser, own_site):
    site, base = own_site
    context = browser.new_context()
    fetched: list[str] = []
    context.on("request", lambda r: fetched.append(r.url))
    w = Watched(context.new_page(), base)
    page = play(w, base, "en")
    assert started(page) == "snapshot"
    # The update: the same files under a new build's key, named by a new start.json.
    pyodide = site / "pyodide"
    manifest = json.loads((pyodide / "start.json").read_text(encoding="utf-8"))
    old, new = manifest["key"], "0123456789abcdef"
    for field in ("stdlib", "snapshot", "wheel"):
        renamed = manifest[field].replace(old, new)
        shutil.copyfile(pyodide / manifest[field], pyodide / renamed)
        manifest[field] = renamed
    manifest["key"] = new
    (pyodide / "start.json").unlink()
    (pyodide / "start.json").write_text(json.dumps(manifest), encoding="utf-8")
    fetched.clear()
    page.reload(wait_until="networkidle")
    press_play(page)  # the saved game starts by itself (issue 35)
    assert started(page) == "snapshot"
    assert any(new in url and url.endswith(".snapshot.zst") for url in fetched)
    assert not any(old in url for url in fetched)
    kept = page.evaluate(
        "caches.open('pyodide-build').then(c => c.keys()).then(ks => ks.map(k => k.url))"
    )
    assert kept and all(new in url for url in kept)
    clean(w)
