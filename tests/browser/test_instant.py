"""Issue 31 in a real browser: the puzzle board shows its position at once (from the card's
figure) and plays the moves made on it once the engine is ready, up to the first one the puzzle
refuses; the Play board settles where the game stays, with the focus in it; a button pressed
before the board's script has loaded still acts; and each early path falls back to the ordinary
start when it cannot be taken.

Every fast path of the site and the tests of its fallback (issue 31, point 6):
* Play's instant board (play-boards/): missing -> the loading note, then the game
  (test_without_a_starting_board_play_...); a returning player's kept board not of the saved game
  or unreadable -> not shown (test_fast_start: test_a_kept_board_not_of_the_saved_game_...);
* the snapshot start (Play and puzzles): missing, stale (another runtime), the puzzle board without
  it (test_fast_start: test_a_missing_/stale_snapshot_..., test_the_puzzle_board_without_...);
  not decoding (truncated, not Zstandard) or its decoder missing (test_fast_start:
  test_a_snapshot_that_does_not_decode_..., test_without_the_snapshots_decoder_...); failing
  offline after a later visit (test_offline: test_a_snapshot_that_fails_offline_...);
* the puzzle board's instant board: no card of the puzzle on the page
  (test_without_a_figure_to_show_...); the card's puzzle gone from the site's data
  (test_a_puzzle_gone_from_the_site_meanwhile_...); the engine failing
  (test_an_engine_that_fails_...); moves the puzzle refuses (test_the_queue_stops_...);
* the early engine of a link to a puzzle on its browse page: another init (test_an_early_engine_
  started_for_another_session_...), its worker failing (test_an_early_engine_whose_script_...);
* the service worker's caches: a site update (test_fast_start: test_after_a_site_update_...;
  test_offline: test_a_new_build_replaces_...), no service worker at all (every `no_sw` test);
* clicks before the scripts load (test_..._pressed_before_the_script_has_loaded_...)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from engine.drawing import describe
from engine.puzzles import words
from engine.puzzles.explain import witness

from .conftest import Held, Watched
from .progress_record import a_players_progress, keep_progress
from .test_pages import axe_violations, open_light, violations_in_both_schemes
from .test_play import READY as PLAY_READY
from .test_play import clean, spoken, t
from .test_puzzle_board import BOX, ONLY_MOVE, PUZZLES, READY, WITNESS, message

pytestmark = pytest.mark.browser

EARLY = f"{BOX}[data-early] .sol-board svg"


@pytest.fixture
def no_sw(browser, base_url) -> Iterator[Watched]:
    """A page whose requests all reach playwright's routes (no service worker in between)."""
    context = browser.new_context(service_workers="block")
    w = Watched(context.new_page(), base_url)
    yield w
    context.close()


def hold_engine(page) -> Held:
    """Hold the engine's start (its manifest) until the test lets it through."""
    return Held(page, "/pyodide/start.json")


def browse_page(site_dir, lang: str, pid: str) -> str:
    index = json.loads((site_dir / lang / "puzzles" / "crescent.json").read_text(encoding="utf-8"))
    return index["pages"][pid]


def solve_from_browse_page(page, base_url: str, site_dir, lang: str, pid: str) -> None:
    """A browse page's Solve (issue 31): its puzzle opens on a board on that very page, just
    above its card, with no page change: the same document (a property set before the press is
    still there), the same path, the page's own address of the puzzle."""
    url = f"{base_url}/{lang}/{browse_page(site_dir, lang, pid)}"
    page.goto(url, wait_until="networkidle")
    page.evaluate("window.solSameDocument = true")
    page.click(f"button[data-action='solve'][data-puzzle='{pid}']")
    page.wait_for_selector(f"{BOX}:not([hidden]) .sol-board svg")
    assert page.evaluate("window.solSameDocument") is True
    assert page.url == f"{url}?puzzle={pid}"
    assert page.evaluate(f"document.querySelector('{BOX}').nextElementSibling.id") == pid


def link_on_browse_page(site_dir, lang: str, pid: str) -> str:
    """The address of puzzle ``pid`` on its browse page (the board's "Link to this puzzle")."""
    return f"/{lang}/{browse_page(site_dir, lang, pid)}?puzzle={pid}"


def early_tops(page) -> dict[str, str]:
    """What the early board shows on each pile: the card written on it (empty: '')."""
    return page.eval_on_selector_all(
        f"{BOX} .sol-board [data-place^='p']",
        "els => Object.fromEntries(els.map(e => [e.dataset.place, e.textContent.trim()]))",
    )


def start_tops(pid: str, lang: str) -> dict[str, str]:
    """The puzzle's position by the engine: the top card of each pile, as written on a card."""
    g = PUZZLES[pid].position()
    tr = t(lang)
    tops = {}
    for n in range(1, 17):
        card = g.top_card(f"p{n}")
        tops[f"p{n}"] = "" if card is None else describe.card_symbol(tr, card)
    return tops


def board_rect(page) -> list[float]:
    """Where the puzzle board's drawing is in the window: top, left, width, height (px)."""
    return page.eval_on_selector(
        f"{BOX} .sol-board svg",
        "e => { const r = e.getBoundingClientRect(); return [r.top, r.left, r.width, r.height]; }",
    )


def tap(page, name: str) -> None:
    page.locator(f"{BOX} .sol-board [data-place='{name}']").last.click()


def wait_played(page) -> None:
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.pending === '0'")


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_browse_pages_solve_shows_the_puzzle_at_once_and_plays_the_queued_move(
    no_sw, base_url, site_dir, lang
):
    page = no_sw.page
    held = hold_engine(page)
    solve_from_browse_page(page, base_url, site_dir, lang, ONLY_MOVE)
    page.wait_for_selector(EARLY)
    assert page.get_attribute(BOX, "data-loading") == "true"
    assert page.get_attribute(BOX, "data-ready") is None
    assert early_tops(page) == start_tops(ONLY_MOVE, lang)
    # marked as loading in the page's language: the loading note, under the board
    loading = page.eval_on_selector(f"{BOX} .sol-loading", "e => e.textContent")
    assert message(page) == loading.replace("\xa0", " ") and loading
    assert page.get_attribute(f"{BOX} .sol-board", "aria-busy") == "true"
    # the focus in the board (its heading: the Solve button pressed is below it now), in view
    assert page.evaluate(f"document.activeElement === document.querySelector('{BOX} h2')")
    top = page.eval_on_selector(f"{BOX} .sol-game", "e => e.getBoundingClientRect().top")
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    assert header - 1 <= top <= header + 40
    assert axe_violations(page) == []
    tap(page, "p3")  # picks the 6 of spades up…
    tap(page, "p1")  # …and puts it on its only place: the answer
    assert page.get_attribute(BOX, "data-pending") == "2"
    assert page.is_visible(f"{BOX} [data-out='pending']")
    held.release()
    wait_played(page)
    assert page.get_attribute(BOX, "data-puzzle") == ONLY_MOVE
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    assert not page.is_visible(f"{BOX} [data-out='pending']")
    # the card's mark says so at once, in the page's language, as on the Puzzles page
    mark = f"[id='{ONLY_MOVE}'] .sol-mark"
    page.wait_for_selector(f"{mark}[data-mark='solved']")
    words_of = page.get_attribute(".sol-puzzle-marks", "data-solved")
    assert page.inner_text(f"{mark} .sol-mark-words") == words_of
    assert page.evaluate("window.solSameDocument") is True  # still the same page
    clean(no_sw)


@pytest.mark.parametrize(
    ("pid", "taps", "failed", "phase"),
    [
        (ONLY_MOVE, ("p3", "p1"), "false", "solved"),  # the answer, picked up and put down
        (WITNESS, ("p2", "p14", "p16", "p2"), "true", "solving"),  # a losing move, then the rest
    ],
)
def test_a_link_to_a_puzzle_draws_its_card_on_the_board_before_any_script(
    no_sw, base_url, site_dir, pid, taps, failed, phase
):
    """A link to a puzzle on its browse page (?puzzle=ID): the page's inline script draws the
    card's figure on the board, just above the card, before the board's script (held here) and
    the engine (held) have come; the taps made on it are played in order once both are there, up
    to the first one the puzzle refuses."""
    page = no_sw.page
    script = hold_script(page, "puzzle.js")
    engine = hold_engine(page)
    page.goto(base_url + link_on_browse_page(site_dir, "en", pid), wait_until="commit")
    page.wait_for_selector(EARLY)
    script.wait()
    assert page.evaluate("window.solBoardReady") is None  # the board's script has not run
    assert page.evaluate(f"document.querySelector('{BOX}').nextElementSibling.id") == pid
    assert page.get_attribute(BOX, "data-loading") == "true"
    assert page.get_attribute(f"{BOX} .sol-board", "aria-busy") == "true"
    assert early_tops(page) == start_tops(pid, "en")
    loading = page.eval_on_selector(f"{BOX} .sol-loading", "e => e.textContent")
    assert message(page) == loading.replace("\xa0", " ") and loading
    drawn = board_rect(page)
    for name in taps:
        tap(page, name)
    script.release()  # the board's script takes the taps over; the engine is still held
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.pending === '{len(taps)}'")
    assert page.is_visible(f"{BOX} [data-out='pending']")
    # drawn where the board's script keeps it: nothing moved when that script took it over
    assert board_rect(page) == pytest.approx(drawn, abs=2)
    engine.release()
    wait_played(page)
    assert page.get_attribute(BOX, "data-puzzle") == pid
    assert page.get_attribute(BOX, "data-failed") == failed
    assert page.get_attribute(BOX, "data-phase") == phase
    clean(no_sw)


def test_a_returning_readers_link_starts_the_engine_with_the_board(watched, base_url, site_dir):
    """When the service worker controls the page (a returning reader), a link to a puzzle on its
    browse page starts the engine from the page's inline script too, before the board's script
    takes the board over, and that script adopts the worker: one engine, the taps made
    meanwhile played on it."""
    page = watched.page
    returning_reader(page, base_url)
    workers = engine_workers(page)  # from the link's page on
    solve_the_answer_early(page, base_url, site_dir)
    assert page.get_attribute(BOX, "data-start") == "snapshot"
    # the engine started by the inline script, before the board's script took the board over
    marks = page.evaluate(
        """() => Object.fromEntries(performance.getEntriesByType("mark")
                 .map((m) => [m.name, m.startTime]))"""
    )
    assert marks["sol-puzzle-engine-early"] < marks["sol-puzzle-board"]
    assert len(workers) == 1  # the board's script started no second engine (search has its own)
    clean(watched)


def returning_reader(page, base_url: str) -> None:
    """A first game on the Puzzles page: from then on the service worker controls the site's
    pages, and a link to a puzzle starts the engine early (docs/partials/puzzle-instant.md)."""
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.click(f"{BOX} [data-action='daily']")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("navigator.serviceWorker.controller !== null")


def forget_puzzles(page) -> None:
    """A returning reader who has not tried a puzzle: the service worker still controls the site
    and keeps the runtime, but no puzzle progress is kept (it was only the daily's)."""
    page.evaluate(
        """() => Object.keys(localStorage)
                 .filter((k) => k.startsWith("solitaire-puzzles:"))
                 .forEach((k) => localStorage.removeItem(k))"""
    )


def tried_before(page, pid: str) -> None:
    """This game's progress as a player's earlier visit left it: ``pid`` solved."""
    keep_progress(page, a_players_progress(solved=[pid]))


def page_idle(page) -> None:
    """Wait until the page has been idle once after everything its scripts asked to do when idle
    (an idle callback asked for now runs after theirs)."""
    page.evaluate(
        "() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 5000 }))"
    )


def engine_workers(page) -> list:
    """The engine's workers the page starts from now on (the search's have another script)."""
    workers: list = []
    page.on("worker", lambda w: w.url.endswith("/javascripts/worker.js") and workers.append(w))
    return workers


def solve_the_answer_early(page, base_url: str, site_dir) -> None:
    """A link to a puzzle on its browse page, the answer made on the board drawn at once, until
    it is solved."""
    page.goto(base_url + link_on_browse_page(site_dir, "en", ONLY_MOVE), wait_until="commit")
    page.wait_for_selector(EARLY)
    tap(page, "p3")
    tap(page, "p1")
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=60_000)
    assert page.get_attribute(BOX, "data-failed") == "false"
    assert page.get_attribute(BOX, "data-pending") == "0"


def test_an_early_engine_whose_script_fails_gives_way_to_the_ordinary_start(
    watched, base_url, site_dir
):
    """Issue 31, point 6: the early start's worker script fails (here: it throws, as a
    half-updated or corrupt copy would); the board starts its own worker, the answer made
    meanwhile is played on it. Before, the board waited for the failed worker for ever."""
    page = watched.page
    returning_reader(page, base_url)
    broken: list[str] = []

    def break_once(route) -> None:
        if broken:
            route.continue_()
        else:
            broken.append(route.request.url)
            route.fulfill(
                status=200,
                content_type="text/javascript",
                body='throw new Error("a worker that fails");',
            )

    page.context.route("**/assets/javascripts/worker.js", break_once)
    workers = engine_workers(page)
    solve_the_answer_early(page, base_url, site_dir)
    assert broken  # the early start's worker got the failing script
    assert len(workers) == 2  # … and the board started a second one
    marks = page.evaluate("performance.getEntriesByType('mark').map((m) => m.name)")
    assert "sol-puzzle-engine-early" in marks
    clean(watched)


def test_an_early_engine_started_for_another_session_is_ended_and_replaced(
    watched, base_url, site_dir
):
    """Issue 31, point 6: the inline script's early start is not what the board asks for (a
    page of another version: here its init asks for the Play session); the board does not adopt
    it, ends it and starts its own: one puzzle session, the answer made meanwhile played."""
    page = watched.page
    returning_reader(page, base_url)

    def other_version(route) -> None:
        response = route.fetch()
        html = response.text()
        assert 'session: "puzzle" };' in html
        route.fulfill(
            response=response, body=html.replace('session: "puzzle" };', 'session: "play" };')
        )

    page.context.route(f"**{link_on_browse_page(site_dir, 'en', ONLY_MOVE)}", other_version)
    workers = engine_workers(page)
    closed: list = []
    page.on("worker", lambda w: w.on("close", lambda _: closed.append(w)))
    solve_the_answer_early(page, base_url, site_dir)
    assert len(workers) == 2
    page.wait_for_function("1")  # one round trip: a close event sent meanwhile has arrived
    assert workers[0] in closed and workers[1] not in closed
    clean(watched)


def test_a_puzzle_gone_from_the_site_meanwhile_drops_the_early_board(no_sw, base_url, site_dir):
    """Issue 31, point 6: a browse page's card whose puzzle the site's data no longer has
    (retired by a site update since the page was loaded): the moves made on its early board are
    dropped, nothing is recorded, and the page says so."""
    page = no_sw.page

    def without_it(route) -> None:
        response = route.fetch()
        data = response.json()
        data["puzzles"] = [p for p in data["puzzles"] if p["id"] != ONLY_MOVE]
        route.fulfill(response=response, body=json.dumps(data))

    page.route("**/puzzles/crescent-board.json", without_it)
    held = hold_engine(page)
    solve_from_browse_page(page, base_url, site_dir, "en", ONLY_MOVE)
    page.wait_for_selector(EARLY)
    tap(page, "p3")
    tap(page, "p1")
    held.release()
    unknown = page.get_attribute(BOX, "data-unknown")
    page.wait_for_selector(f"{BOX} .sol-loading:not([hidden])", timeout=60_000)
    assert page.inner_text(f"{BOX} .sol-loading") == unknown  # said on the page…
    assert page.is_hidden(f"{BOX} .sol-game")
    assert page.get_attribute(BOX, "data-pending") == "0"
    assert page.get_attribute(BOX, "data-ready") is None
    said = f"document.querySelector(\"{BOX} [data-out='live']\").textContent"
    page.wait_for_function(f"(text) => {said} === text", arg=unknown)  # said to screen readers
    record = page.evaluate("JSON.parse(localStorage.getItem('solitaire-puzzles:crescent') || '{}')")
    assert not record.get("solved") and not record.get("failed")  # nothing kept of the taps
    clean(no_sw)


def test_the_queue_stops_at_the_first_move_the_puzzle_refuses(no_sw, base_url, site_dir):
    page = no_sw.page
    held = hold_engine(page)
    solve_from_browse_page(page, base_url, site_dir, "en", WITNESS)
    page.wait_for_selector(EARLY)
    for name in ("p2", "p14", "p16", "p2"):  # the losing move, then the answer, made meanwhile
        tap(page, name)
    assert page.get_attribute(BOX, "data-pending") == "4"
    held.release()
    wait_played(page)
    assert page.get_attribute(BOX, "data-failed") == "true"  # the losing move was refused…
    lost = PUZZLES[WITNESS].position()
    lost.play("p2-p14")
    # the task says no redeal; (the 29th review, hu S2 / uk S1) worded as the puzzle's page words
    # this move's bullet, by the puzzle's id and the move
    said = words.last_card(witness(lost), t("en"), words.STATED, key=f"{WITNESS} p2-p14")[0]
    assert said.replace("\xa0", " ") in message(page)
    g = PUZZLES[WITNESS].position()  # …and the answer, made on a position that is gone, dropped
    for name in ("p2", "p14", "p16"):
        shown = f"{BOX} .sol-board [data-place='{name}'][tabindex]"
        label = page.get_attribute(shown, "aria-label")
        assert label == spoken(g, name, "en")
    assert page.get_attribute(BOX, "data-phase") == "solving"
    clean(no_sw)


# Every message the page posts to its engine's worker ("init", a request's op, a batch's ops),
# in window.solPosted; with window.solHoldBatch set, a batch's answer waits in window.solHeld
# until the test hands it over (window.solHeld.splice(0).forEach((f) => f())).
POSTED = """
(() => {
  const W = window.Worker;
  window.solPosted = [];
  window.solHeld = [];
  window.Worker = function (url, opts) {
    const w = new W(url, opts);
    if (!String(url).endsWith("/javascripts/worker.js")) return w;
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => {
      window.solPosted.push(m.init ? "init" : m.batch ? m.batch.map((r) => r.op) : m.request.op);
      post(m);
    };
    let handler = null;
    w.onmessage = (e) => {
      const batch = e.data && e.data.result && e.data.result.results;
      if (batch && window.solHoldBatch) window.solHeld.push(() => handler(e));
      else if (handler) handler(e);
    };
    Object.defineProperty(w, "onmessage", { set(f) { handler = f; }, get() { return handler; } });
    return w;
  };
})();
"""


def posted(page) -> list:
    return page.evaluate("window.solPosted")


def early_board(no_sw, base_url: str, site_dir, pid: str) -> tuple:
    """A browse page's Solve pressed with the engine held: the early board is up, every
    message the page posts to the engine recorded (``posted``)."""
    page = no_sw.page
    page.add_init_script(POSTED)
    held = hold_engine(page)
    solve_from_browse_page(page, base_url, site_dir, "en", pid)
    page.wait_for_selector(EARLY)
    return page, held


def test_the_answer_made_early_goes_with_the_puzzle_in_one_message_drawn_once(
    no_sw, base_url, site_dir
):
    """Issue 31: the moves made on the early board go to the engine with the puzzle's opening,
    in one message, and the board is drawn once, for the last (before: a message and a drawing
    for each, one after the other); each move still counts, in order."""
    page, held = early_board(no_sw, base_url, site_dir, ONLY_MOVE)
    tap(page, "p3")
    tap(page, "p1")
    held.release()
    wait_played(page)
    assert posted(page) == ["init", ["puzzle", "tap", "tap"]]
    assert page.get_attribute(BOX, "data-renders") == "1"
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    record = page.evaluate("JSON.parse(localStorage.getItem('solitaire-puzzles:crescent'))")
    assert ONLY_MOVE in record["solved"] and ONLY_MOVE not in record.get("failed", {})
    clean(no_sw)


def hold_the_batch(page) -> None:
    """The engine's answer to the first batch kept back: moves made now come late."""
    page.evaluate("window.solHoldBatch = true")


def hand_over(page) -> None:
    page.wait_for_function("window.solHeld.length === 1", timeout=60_000)
    page.evaluate("window.solHoldBatch = false; window.solHeld.splice(0).forEach((f) => f())")


def test_moves_made_while_the_puzzle_opens_follow_in_order(no_sw, base_url, site_dir):
    """A move made on the early board after the puzzle's batch went to the engine, before its
    answer: played after it, in order (here the answer's second half)."""
    page, held = early_board(no_sw, base_url, site_dir, ONLY_MOVE)
    tap(page, "p3")
    hold_the_batch(page)
    held.release()
    page.wait_for_function("window.solPosted.length === 2", timeout=60_000)  # the batch is sent
    tap(page, "p1")  # on the early board still: it waits
    assert page.get_attribute(BOX, "data-pending") == "2"
    hand_over(page)
    wait_played(page)
    assert posted(page) == ["init", ["puzzle", "tap"], ["tap"]]
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    clean(no_sw)


def test_a_refused_move_drops_the_moves_made_while_the_puzzle_opened(no_sw, base_url, site_dir):
    """The batch stops at the move the puzzle refuses; the moves made after it while the engine
    answered were made on a position that no longer exists: dropped, never sent."""
    page, held = early_board(no_sw, base_url, site_dir, WITNESS)
    tap(page, "p2")  # the losing move p2-p14…
    tap(page, "p14")
    hold_the_batch(page)
    held.release()
    page.wait_for_function("window.solPosted.length === 2", timeout=60_000)
    tap(page, "p16")  # …then the answer, made on the early board meanwhile
    tap(page, "p2")
    hand_over(page)
    wait_played(page)
    assert posted(page) == ["init", ["puzzle", "tap", "tap"]]
    assert page.get_attribute(BOX, "data-failed") == "true"
    assert page.get_attribute(BOX, "data-phase") == "solving"
    g = PUZZLES[WITNESS].position()  # the position as it was: the late moves never played
    for name in ("p2", "p14", "p16"):
        shown = f"{BOX} .sol-board [data-place='{name}'][tabindex]"
        assert page.get_attribute(shown, "aria-label") == spoken(g, name, "en")
    clean(no_sw)


def test_todays_puzzle_shows_its_card_at_once(no_sw, base_url):
    page = no_sw.page
    held = hold_engine(page)
    page.goto(f"{base_url}/hu/puzzles-crescent.html", wait_until="networkidle")
    page.wait_for_selector(".sol-daily[data-daily-id]")
    daily = page.get_attribute(".sol-daily", "data-daily-id")
    page.click(f"{BOX} [data-action='daily']")
    page.wait_for_selector(EARLY)
    assert page.get_attribute(BOX, "data-early") == daily
    assert early_tops(page) == start_tops(daily, "hu")
    held.release()
    wait_played(page)
    assert page.get_attribute(BOX, "data-puzzle") == daily
    clean(no_sw)


def test_the_engines_arrival_leaves_the_early_board_where_the_reader_scrolled(no_sw, base_url):
    """The early board is fitted and scrolled into place at the press; when the engine's answer
    is drawn on it the page does not scroll again (issue 31: no jump when the engine arrives),
    even if the reader has scrolled meanwhile. Before, open() fitted the board a second time
    with a scroll back to it (and a second forced layout of the whole Puzzles page)."""
    page = no_sw.page
    held = hold_engine(page)
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.wait_for_selector(".sol-daily[data-daily-id]")
    page.click(f"{BOX} [data-action='daily']")
    page.wait_for_selector(EARLY)
    placed = page.evaluate("window.scrollY")
    page.evaluate("window.scrollBy({ top: 120, behavior: 'instant' })")
    left = page.evaluate("window.scrollY")
    assert left == placed + 120  # the page is long enough to scroll on
    held.release()
    wait_played(page)
    assert page.evaluate("window.scrollY") == left
    clean(no_sw)


def test_without_a_figure_to_show_the_puzzle_opens_as_before(no_sw, base_url):
    """A link to a puzzle whose card is not on the page (the Puzzles page's ?puzzle=ID of a
    shared link): no early board, the loading note, then the puzzle."""
    page = no_sw.page
    held = hold_engine(page)
    page.goto(f"{base_url}/en/puzzles-crescent.html?puzzle={ONLY_MOVE}", wait_until="commit")
    page.wait_for_selector(f"{BOX} .sol-loading:not([hidden])")
    assert page.is_hidden(f"{BOX} .sol-game")
    assert page.get_attribute(BOX, "data-early") is None
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-phase") == "solving"
    clean(no_sw)


def test_an_engine_that_fails_replaces_the_early_board_by_its_error(browser, base_url, site_dir):
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.route("**/pyodide/pyodide.mjs", lambda route: route.fulfill(status=404, body="gone"))
    solve_from_browse_page(page, base_url, site_dir, "en", ONLY_MOVE)
    page.wait_for_selector(f"{BOX} .sol-loading:not([hidden])", timeout=60_000)
    assert page.is_hidden(f"{BOX} .sol-game")
    assert "pyodide.mjs" in page.inner_text(f"{BOX} .sol-loading")
    context.close()


def hold_script(page, name: str) -> Held:
    return Held(page, f"/assets/javascripts/{name}")


def test_todays_puzzle_pressed_before_the_script_has_loaded_opens(watched, base_url):
    page = watched.page
    held = hold_script(page, "puzzle.js")
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="commit")
    page.click(f"{BOX} [data-action='daily']")  # the board's script is not there yet
    held.wait()
    assert page.evaluate("window.solBoardReady") is None
    held.release()
    page.wait_for_selector(READY, timeout=60_000)
    clean(watched)


def test_play_pressed_before_the_script_has_loaded_starts_the_game(watched, base_url):
    page = watched.page
    held = hold_script(page, "play.js")
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="commit")
    page.click("[data-action='play']")
    held.wait()
    assert page.evaluate("window.solBoardReady") is None
    held.release()
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    clean(watched)


BOARD_RECT = """() => {
  const r = document.querySelector('.sol-play .sol-board svg').getBoundingClientRect();
  return [r.left, r.top, r.width, r.height, window.scrollY];
}"""
FOCUS_IN_BOARD = "document.activeElement.closest('.sol-board [data-place]') !== null"


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_play_board_settles_at_once_where_the_game_stays(no_sw, base_url, lang):
    page = no_sw.page
    page.set_viewport_size({"width": 1280, "height": 800})
    held = hold_engine(page)
    page.goto(f"{base_url}/{lang}/play-crescent.html", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(".sol-play[data-loading] .sol-board svg")
    before = page.evaluate(BOARD_RECT)
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    assert before[1] >= header - 1 and before[1] + before[3] <= 800  # whole, under the header
    assert page.evaluate(FOCUS_IN_BOARD)
    loading = page.eval_on_selector(".sol-loading", "e => e.textContent")
    assert page.inner_text("[data-out='message']") == loading.strip() and loading
    held.release()
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    after = page.evaluate(BOARD_RECT)
    assert after == pytest.approx(before, abs=0.5)  # no jump when the engine arrives
    assert page.evaluate(FOCUS_IN_BOARD)
    clean(no_sw)


def test_without_a_starting_board_play_shows_the_loading_note_then_the_game(no_sw, base_url):
    page = no_sw.page
    page.route("**/play-boards/*", lambda route: route.fulfill(status=404, body="gone"))
    held = hold_engine(page)
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(".sol-play .sol-loading:not([hidden])")
    held.release()
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    assert page.is_hidden(".sol-play .sol-loading")
    assert page.evaluate(FOCUS_IN_BOARD)
    no_sw.errors[:] = [e for e in no_sw.errors if "404" not in e]  # the 404 made here
    clean(no_sw)


# --- a browse page's board: the address, Back, Next puzzle, axe (issue 31) ----------------------


def card_ids(site_dir, lang: str, pid: str) -> list[str]:
    """The cards of ``pid``'s browse page, in the page's order, read from the built file."""
    html = (site_dir / lang / browse_page(site_dir, lang, pid)).read_text(encoding="utf-8")
    return re.findall(r'<article class="sol-puzzle-card" id="([^"]+)"', html)


def test_back_closes_a_browse_pages_board_and_forward_opens_it_again(warm, base_url, site_dir):
    page = warm.page
    solve_from_browse_page(page, base_url, site_dir, "en", ONLY_MOVE)
    page.wait_for_selector(READY, timeout=60_000)
    link = page.get_attribute(f"{BOX} [data-out='link']", "href")
    assert link == base_url + link_on_browse_page(site_dir, "en", ONLY_MOVE)
    page.go_back()
    page.wait_for_selector(f"{BOX}[hidden]", state="attached")
    assert page.url == base_url + f"/en/{browse_page(site_dir, 'en', ONLY_MOVE)}"
    assert page.evaluate("window.solSameDocument") is True  # the list, not a page change
    focused = "document.activeElement.closest('article.sol-puzzle-card').id"
    assert page.evaluate(focused) == ONLY_MOVE  # back on the Solve button that opened it
    assert page.evaluate("document.activeElement.dataset.action") == "solve"
    page.go_forward()
    page.wait_for_selector(f"{BOX}:not([hidden]){READY[len(BOX) :]}")
    assert page.url == link
    assert page.get_attribute(BOX, "data-puzzle") == ONLY_MOVE
    clean(warm)


def test_next_puzzle_on_a_browse_page_is_the_pages_next_card_not_solved(warm, base_url, site_dir):
    """The reader chose this page's kind and difficulty: Next puzzle opens the page's next card
    (skipping one solved already), above that card, and the address follows it."""
    page = warm.page
    ids = card_ids(site_dir, "en", ONLY_MOVE)
    at = ids.index(ONLY_MOVE)
    after = [*ids[at + 1 :], *ids[:at]]
    assert len(after) >= 2
    skipped = after[0]  # solved before: Next puzzle passes it by
    page.goto(f"{base_url}/en/index.html")
    keep_progress(page, a_players_progress(solved=[skipped], entry={"band": "easy", "themes": []}))
    solve_from_browse_page(page, base_url, site_dir, "en", ONLY_MOVE)
    page.wait_for_selector(READY, timeout=60_000)
    tap(page, "p3")
    tap(page, "p1")
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=60_000)
    page.click(f"{BOX} [data-action='next-puzzle']")
    expected = after[1]
    page.wait_for_selector(f"{BOX}[data-puzzle='{expected}']", timeout=60_000)
    assert page.evaluate(f"document.querySelector('{BOX}').nextElementSibling.id") == expected
    assert page.url == base_url + link_on_browse_page(site_dir, "en", expected)
    assert page.evaluate("window.solSameDocument") is True
    clean(warm)


def test_a_browse_pages_open_board_is_axe_clean_light_and_dark(warm, base_url, site_dir):
    page = open_light(warm, f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}")
    page.click(f"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']")
    page.wait_for_selector(READY, timeout=60_000)
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    clean(warm)


def test_a_browse_pages_solve_by_the_keyboard_puts_the_visible_focus_in_the_board(
    warm, base_url, site_dir
):
    page = warm.page
    page.goto(f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}", wait_until="networkidle")
    solve = f"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']"
    page.wait_for_selector(solve)  # shown by the board's script
    page.focus(solve)
    page.keyboard.press("Enter")
    page.wait_for_selector(READY, timeout=60_000)
    focus = "document.activeElement.closest('.sol-board [data-place]') !== null"
    assert page.evaluate(focus)
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    page.keyboard.press("Escape")  # the board's keys answer: nothing is lifted, the focus stays
    assert page.evaluate(focus)
    clean(warm)


def test_a_first_visits_reader_who_only_points_at_solve_downloads_no_engine(
    watched, base_url, site_dir
):
    """The head start is a returning reader's only (issue 31): on a first visit the pointer over
    a Solve button and the focus on it start nothing; the press does."""
    page = watched.page
    page.goto(f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}", wait_until="networkidle")
    workers = engine_workers(page)
    runtime: list[str] = []
    page.on("request", lambda r: "/pyodide/" in r.url and runtime.append(r.url))
    solve = f"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']"
    page.hover(solve)
    page.focus(solve)
    page.evaluate("0")  # one round trip: a request the pointer started has been sent by now
    assert workers == [] and runtime == []
    page.click(solve)
    page.wait_for_selector(READY, timeout=60_000)
    assert len(workers) == 1 and runtime
    clean(watched)


# A device of little memory (2 GB): a returning reader's page starts no engine while idle there.
SMALL_DEVICE = "Object.defineProperty(navigator, 'deviceMemory', {value: 2})"
SAVE_DATA = "Object.defineProperty(navigator, 'connection', {value: {saveData: true}})"


def a_readers_browse_page(page, base_url: str, site_dir) -> str:
    """A returning reader with no puzzle progress, on a device of little memory, on ONLY_MOVE's
    browse page (nothing starts the engine before the reader does): the selector of its card's
    Solve, shown."""
    returning_reader(page, base_url)
    forget_puzzles(page)
    page.add_init_script(SMALL_DEVICE)
    page.goto(f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}", wait_until="networkidle")
    solve = f"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']"
    page.wait_for_selector(solve)
    return solve


def test_a_returning_readers_engine_starts_when_the_pointer_rests_on_solve(
    watched, base_url, site_dir
):
    page = watched.page
    solve = a_readers_browse_page(page, base_url, site_dir)
    with page.expect_worker(lambda w: w.url.endswith("/javascripts/worker.js")):
        page.hover(solve)  # no press yet
    assert page.get_attribute(BOX, "hidden") == ""  # the board is still closed
    workers = engine_workers(page)
    page.click(solve)
    tap(page, "p3")
    tap(page, "p1")
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=60_000)
    assert workers == []  # the press found the engine under way: no second one
    clean(watched)


def test_a_returning_readers_press_starts_the_engine_before_the_early_board(
    watched, base_url, site_dir
):
    """A press with no pause before it (no pointer over Solve, no focus on it: nothing started
    the engine early): the engine's worker is created and sent its start in the press's own
    task, before the early board is drawn and fitted (issue 31: on two cores the press's own
    work went first and the engine's start waited behind it). Before, the worker was created
    after the early board's mark."""
    page = watched.page
    solve = a_readers_browse_page(page, base_url, site_dir)
    page.evaluate(
        """() => {
      const W = window.Worker;
      window.__engineAt = [];
      window.Worker = function (url, options) {
        const worker = new W(url, options);
        const engine = String(url).endsWith("/javascripts/worker.js");
        if (engine) window.__engineAt.push(performance.now());
        return worker;
      };
      window.Worker.prototype = W.prototype;
    }"""
    )
    page.evaluate(f"document.querySelector({solve!r}).click()")  # a click alone: no head start
    page.wait_for_selector(EARLY)
    created, board = page.evaluate(
        """() => [window.__engineAt,
                 performance.getEntriesByName("sol-puzzle-board").map((m) => m.startTime)]"""
    )
    assert len(created) == 1 and len(board) == 1
    assert created[0] <= board[0]
    tap(page, "p3")
    tap(page, "p1")
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=60_000)
    assert page.get_attribute(BOX, "data-start") == "snapshot"
    clean(watched)


def test_a_cards_own_link_keeps_the_open_puzzle_of_a_browse_page(warm, base_url, site_dir):
    """A card's title links to page.html#ID; with a puzzle open (page.html?puzzle=…) it is a
    jump on the same page, not a new load of it without the puzzle."""
    page = warm.page
    solve_from_browse_page(page, base_url, site_dir, "en", ONLY_MOVE)
    page.wait_for_selector(READY, timeout=60_000)
    other = next(i for i in card_ids(site_dir, "en", ONLY_MOVE) if i != ONLY_MOVE)
    page.click(f"[id='{other}'] h2 a.sol-puzzle-link")
    page.wait_for_url(f"**?puzzle={ONLY_MOVE}#{other}")
    assert page.evaluate("window.solSameDocument") is True
    assert page.get_attribute(BOX, "data-puzzle") == ONLY_MOVE
    assert page.is_visible(f"{BOX} .sol-board svg")
    clean(warm)


def solve_on_the_engine_started_while_idle(page, base_url: str, site_dir) -> None:
    """ONLY_MOVE's browse page opened with the pointer on no button: the engine's worker starts
    with no press; the press then plays the answer on it (no second engine)."""
    page.mouse.move(0, 0)  # the pointer rests on no button
    with page.expect_worker(lambda w: w.url.endswith("/javascripts/worker.js"), timeout=30_000):
        page.goto(f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}")
    assert page.get_attribute(BOX, "hidden") == ""  # nothing pressed: the board is still closed
    workers = engine_workers(page)
    page.evaluate(
        f"document.querySelector(\"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']\").click()"
    )
    tap(page, "p3")
    tap(page, "p1")
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=60_000)
    assert workers == []  # the press found the engine started: no second one


def test_a_returning_players_engine_starts_while_the_page_is_idle(watched, base_url, site_dir):
    """Issue 31: a returning reader who has tried this game's puzzles (progress kept) finds the
    engine started while the page is idle, as Play does for a saved game, even on a device of
    little memory: with no pointer over Solve, no focus and no press, the engine's worker is
    created and ready, and the press plays the answer on it (no second engine)."""
    page = watched.page
    returning_reader(page, base_url)
    tried_before(page, WITNESS)  # a puzzle of this game solved on an earlier visit
    page.add_init_script(SMALL_DEVICE)
    solve_on_the_engine_started_while_idle(page, base_url, site_dir)
    clean(watched)


def test_a_returning_readers_engine_starts_while_the_page_is_idle(watched, base_url, site_dir):
    """Issue 31: a returning reader (the service worker controls the page: this browser has
    started the engine here before) with no puzzle tried finds the engine started while the page
    is idle, with no pointer over Solve, no focus and no press; the press plays the answer on it.
    Before, only a player with progress kept had it (the press waited for the engine's start)."""
    page = watched.page
    returning_reader(page, base_url)
    forget_puzzles(page)
    solve_on_the_engine_started_while_idle(page, base_url, site_dir)
    clean(watched)


@pytest.mark.parametrize("setting", ["little memory", "Save-Data"])
def test_a_returning_reader_starts_no_engine_while_idle_on_a_small_device_or_with_save_data(
    watched, base_url, site_dir, setting
):
    """The idle start spares a device of little memory (an engine kept running holds about
    0.2 GB) unless its reader has tried this game's puzzles, and everyone with Save-Data on: once
    the page has been idle, no worker and no runtime request."""
    page = watched.page
    returning_reader(page, base_url)
    forget_puzzles(page)
    page.add_init_script(SMALL_DEVICE if setting == "little memory" else SAVE_DATA)
    page.mouse.move(0, 0)
    workers = engine_workers(page)
    runtime: list[str] = []
    page.on("request", lambda r: "/pyodide/" in r.url and runtime.append(r.url))
    page.goto(f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}", wait_until="networkidle")
    page_idle(page)
    assert workers == [] and runtime == []
    clean(watched)


# The page hidden (a tab opened in the background) until the test shows it.
HIDDEN = """
Object.defineProperty(document, "visibilityState",
  {configurable: true, get: () => window.__shown ? "visible" : "hidden"});
Object.defineProperty(document, "hidden", {configurable: true, get: () => !window.__shown});
"""
SHOW = "window.__shown = true; document.dispatchEvent(new Event('visibilitychange'))"


def test_a_returning_readers_tab_opened_in_the_background_starts_the_engine_once_seen(
    watched, base_url, site_dir
):
    page = watched.page
    returning_reader(page, base_url)
    page.add_init_script(HIDDEN)
    page.mouse.move(0, 0)
    workers = engine_workers(page)
    page.goto(f"{base_url}/en/{browse_page(site_dir, 'en', ONLY_MOVE)}", wait_until="networkidle")
    page_idle(page)
    assert workers == []  # hidden: nothing started
    with page.expect_worker(lambda w: w.url.endswith("/javascripts/worker.js"), timeout=30_000):
        page.evaluate(SHOW)
    clean(watched)


@pytest.mark.parametrize("way", ["press", "link"])
def test_a_yes_no_puzzles_early_task_is_the_engines_so_the_board_stays_put(
    no_sw, base_url, site_dir, way
):
    """A can-win puzzle's early board says its task as the engine will ("… Answer Yes or No.",
    the board's own request): before, the early line lacked it, grew by a line when the engine
    arrived and pushed the board 26 px down (the clean-clone run past midnight, whose daily
    puzzle was a can-win, caught it in test_the_engines_arrival_leaves_…)."""
    pid = next(p.id for p in PUZZLES.values() if p.kind == "can-win")
    page = no_sw.page
    held = hold_engine(page)
    url = f"{base_url}/en/{browse_page(site_dir, 'en', pid)}"
    if way == "press":
        page.goto(url, wait_until="networkidle")
        page.click(f"button[data-action='solve'][data-puzzle='{pid}']")
    else:
        page.goto(f"{url}?puzzle={pid}", wait_until="commit")
    page.wait_for_selector(EARLY)
    task = f"{BOX} [data-out='task']"
    early_task = page.inner_text(task)
    assert early_task.endswith(" " + t("en").gettext("Answer Yes or No."))
    # the board's place in its box (the page around it may still be loading on a link)
    board_top = (
        "(() => { const box = document.querySelector('" + BOX + "');"
        " return box.querySelector(\"[data-out='board']\").getBoundingClientRect().top"
        " - box.getBoundingClientRect().top; })()"
    )
    early_top = page.evaluate(board_top)
    held.release()
    wait_played(page)
    assert page.inner_text(task) == early_task
    assert page.evaluate(board_top) == early_top
    clean(no_sw)
