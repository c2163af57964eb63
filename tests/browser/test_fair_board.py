"""The puzzle board plays fair (issue 35), in a real browser: progress that never breaks (and a
Play save recovered from its other copy), no accidental move (a tap selects in a puzzle, a
double click is one action on both boards), every condition of the puzzle on the board, a board
that long text never shrinks, which puzzle is open, announcements that name the uncovered card
and an undone draw, one tab stop for the board and a skip link, and the Play page's details."""

from __future__ import annotations

import json
import string

import pytest

from build_tools.site.pages.puzzle_pages import plan
from engine import new_game
from engine.board import puzzle_texts, texts
from engine.drawing import describe
from engine.puzzles import texts as wording
from engine.puzzles.model import load

from .conftest import ROOT, booted_group
from .progress_record import KEY
from .storage import reload_with_storage, seed_next_document
from .test_board_game import FT_RECORD, SAVE, log_save, session_words
from .test_pages import axe_violations
from .test_play import clean, t

pytestmark = pytest.mark.browser

BOX = ".sol-puzzle-play"
READY = f"{BOX}[data-ready='true']"
PLAY_READY = ".sol-play[data-ready='true']"
PUZZLES = {p.id: p for p in load(ROOT / "docs" / "puzzles" / "crescent.json")}
FT_PUZZLES = {p.id: p for p in load(ROOT / "docs" / "puzzles" / "forty-thieves.json")}
ONLY_MOVE = "cr-om-5c8fb88632"  # answer p3-p1, the 6 of spades' only place
HOME = "cr-om-735a9c7c6b"  # answer p10-f4: the 9 of clubs' only place is its foundation
WITNESS = "cr-om-7f9072d33d"  # p2-p14 loses, with a long explanation (the last-card witness)
YES, NO = "cr-cw-8364c7eedf", "cr-cw-2f7e6e6d6c"  # one position; one redeal left, or none
STOCK_SHOWN = next(p for p in FT_PUZZLES.values() if "stock-order-shown" in p.themes)
PROGRESS = KEY.format(game="crescent")  # progress.js's key (progress_record.py)
PAGE = "puzzles-crescent.html"


def said(lang: str, message: str, **values) -> str:
    """A message as the page of ``lang`` shows it (no-break spaces read as spaces)."""
    return session_words(lang, message, **values).replace("\xa0", " ")


def text(page, selector: str) -> str:
    return page.inner_text(selector).replace("\xa0", " ")


def renders(page, box: str = BOX) -> int:
    return int(page.get_attribute(box, "data-renders") or 0)


def act(page, do, box: str = BOX) -> None:
    before = renders(page, box)
    do()
    page.wait_for_function(
        f"Number(document.querySelector('{box}').dataset.renders) > {before}", timeout=30_000
    )


def place(page, name: str, box: str = BOX):
    return page.locator(f"{box} .sol-board [data-place='{name}'][tabindex]")


def open_puzzle(page, base_url: str, lang: str, pid: str, game: str = "crescent"):
    slug = game.replace("_", "-")
    page.goto(f"{base_url}/{lang}/puzzles-{slug}.html?puzzle={pid}")  # then wait for the game
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == pid
    return page


def open_in_page(page, pid: str) -> None:
    """Another puzzle in the page that shows one, as its cards' buttons and Next puzzle open it
    (no reload: the engine that runs stays)."""
    page.evaluate("id => window.solPuzzle.open(id)", pid)
    assert page.get_attribute(BOX, "data-puzzle") == pid


def stored(page) -> dict[str, str]:
    return page.evaluate("() => Object.assign({}, localStorage)")


# The middle of an element, where both clicks of a double click land.
CENTRE = """(el) => {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
}"""

# One click (pointer down, up, click) at a point, on whatever card is drawn there now: the second
# click of a double click lands on the board as redrawn by then.
CLICK = """([x, y]) => {
  const el = document.elementFromPoint(x, y);
  const at = { bubbles: true, clientX: x, clientY: y, pointerId: 1, isPrimary: true, button: 0 };
  el.dispatchEvent(new PointerEvent("pointerdown", at));
  el.dispatchEvent(new PointerEvent("pointerup", at));
  el.dispatchEvent(new MouseEvent("click", at));
}"""

DOUBLE_CLICK = f"""async ([point, gap]) => {{
  const click = () => ({CLICK})(point);
  click();
  const first = performance.now();
  // The gap is held in this one task (a timer on a loaded machine fired after 806 ms once, past
  // a double click); the first click's answer is handled after the second click, as on a busy
  // page.
  while (performance.now() - first < gap);
  const gapNow = performance.now() - first;
  click();
  return gapNow;
}}"""


def human_double_click(page, locator, gap_ms: int) -> None:
    """Two clicks on one place ``gap_ms`` apart, as a person double-clicks (80-250 ms): the gap
    is the input itself, not a wait for the page. Held in the page, where the board measures it,
    in one task (the machine's load must not stretch it past a double click)."""
    gap = page.evaluate(DOUBLE_CLICK, [locator.evaluate(CENTRE), gap_ms])
    assert gap_ms <= gap < 400, gap  # boardinput.js DOUBLE_MS: still one double click


def double_click_answered(page, locator, gap_ms: int, box: str) -> None:
    """A human double click, then both its clicks answered (each click is one request, and each
    answer one drawing of the board)."""
    before = renders(page, box)
    human_double_click(page, locator, gap_ms)
    page.wait_for_function(
        f"Number(document.querySelector('{box}').dataset.renders) >= {before + 2}",
        timeout=30_000,
    )


# --- 5. progress that never breaks ---------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_bad_progress_entry_is_set_aside_and_named_and_the_board_still_opens(
    warm, base_url, lang
):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    good = {"band": "easy", "themes": ["onto"]}
    record = {
        "v": 1,
        "solved": {"cr-x": None, ONLY_MOVE: good},
        "failed": {"cr-y": "junk"},
        "streak": 1,
        "best_streak": 1,
        "daily": {"last": None, "streak": 0, "best": 0},
    }
    reload_with_storage(page, {PROGRESS: json.dumps(record)})
    page.click("[data-action='daily']")  # the QA report's crash: "reading 'band'"
    page.wait_for_selector(READY, timeout=60_000)
    shown = text(page, "[data-progress-message]")
    intro = t(lang).gettext(
        "Some entries of your puzzle progress could not be read and were set aside; the rest is "
        "kept. Puzzles set aside:"
    )
    assert shown.startswith(intro.replace("\xa0", " "))
    assert "cr-x" in shown and "cr-y" in shown
    assert page.inner_text("[data-progress-stat='solved']") == "1"  # the good entry is kept
    kept = stored(page)
    assert json.loads(kept[f"{PROGRESS}:set-aside"]) == {"solved:cr-x": None, "failed:cr-y": "junk"}
    # the good entry keeps its result, counted under the puzzle's current band and themes
    # (issue 33: reconcile.js)
    page.wait_for_selector(f"{BOX}[data-reconciled='true']")
    kept = stored(page)
    now = {"band": PUZZLES[ONLY_MOVE].difficulty["band"], "themes": PUZZLES[ONLY_MOVE].themes}
    assert json.loads(kept[PROGRESS])["solved"] == {ONLY_MOVE: now}
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_reset_progress_asks_first_and_cancel_keeps_it(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    record = {
        "v": 1,
        "solved": {ONLY_MOVE: {"band": "easy", "themes": []}},
        "failed": {},
        "streak": 1,
        "best_streak": 1,
        "daily": {"last": None, "streak": 0, "best": 0},
    }
    reload_with_storage(page, {PROGRESS: json.dumps(record)})
    assert page.inner_text("[data-progress-stat='solved']") == "1"
    page.click("[data-progress-action='reset']")
    question = t(lang).gettext(
        "Reset your puzzle progress for this game? It cannot be brought back."
    )
    assert text(page, "[data-progress-question]") == question.replace("\xa0", " ")
    assert page.evaluate("document.activeElement.hasAttribute('data-progress-question')")
    assert page.inner_text("[data-progress-stat='solved']") == "1"  # nothing gone yet
    page.click("[data-progress-action='cancel']")
    assert PROGRESS in stored(page) and page.inner_text("[data-progress-stat='solved']") == "1"
    page.click("[data-progress-action='reset']")
    page.click("[data-progress-action='confirm']")
    assert PROGRESS not in stored(page)
    assert page.inner_text("[data-progress-stat='solved']") == "0"
    assert page.inner_text("[data-progress-stat='best_streak']") == "0"
    done = t(lang).gettext("Your puzzle progress for this game has been reset.")
    assert text(page, "[data-progress-message]") == done.replace("\xa0", " ")
    clean(warm)


@pytest.mark.xdist_group("booted-en")
def test_replaying_a_solved_puzzle_and_going_wrong_is_no_failure(booted):
    w = booted("en", PAGE, ONLY_MOVE)
    page = w.page
    act(page, lambda: place(page, "p3").click())
    act(page, lambda: place(page, "p1").click())
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.inner_text("[data-progress-stat='streak']") == "1"
    act(page, lambda: page.click("[data-action='retry']"))
    wrong = PUZZLES[ONLY_MOVE].alternatives[0]["move"].split()[0]
    src, dst = wrong.split("-")
    drop = f"window.solPuzzle.request({{op: 'drop', place: '{src}', target: '{dst}'}})"
    act(page, lambda: page.evaluate(drop))
    assert page.get_attribute(BOX, "data-failed") == "true"  # this try failed…
    assert page.inner_text("[data-progress-stat='solved']") == "1"  # …but the solve stands
    assert page.inner_text("[data-progress-stat='failed']") == "0"
    assert page.inner_text("[data-progress-stat='streak']") == "1"
    assert ONLY_MOVE not in json.loads(stored(page)[PROGRESS])["failed"]
    clean(w)


def cr_game_with_moves() -> tuple[str, list[str]]:
    """A Crescent deal and two legal moves from its start."""
    code = "CR1-N-AAAAAAB"
    g = new_game(code)
    done = []
    for _ in range(2):
        m = next(m for m in g.legal_moves() if not m.is_action)
        g.play(m)
        done.append(str(m))
    return code, done


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_an_unreadable_play_save_is_kept_aside_and_the_game_recovered_from_its_copy(
    warm, base_url, lang
):
    page = warm.page
    code, done = cr_game_with_moves()
    page.goto(f"{base_url}/{lang}/play-crescent.html", wait_until="networkidle")
    save = log_save(code, done, elapsed=5)
    reload_with_storage(
        page, {SAVE["crescent"]: json.dumps(save)}
    )  # the saved game comes back at once…
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    log = page.evaluate("window.solPlay.state.log")
    assert log == " ".join([code, *done])
    # …and leaving the page keeps its board (with the whole log) beside the save.
    page.goto(f"{base_url}/{lang}/index.html", wait_until="networkidle")
    assert json.loads(stored(page)[f"{SAVE['crescent']}:board"])["result"]["state"]["log"] == log
    stats = {"v": 1, "played": 3, "won": 2, "streak": 2, "best_streak": 2, "best_time": None}
    stats["fewest_moves"] = None
    seed_next_document(
        page, {SAVE["crescent"]: "{garbled", "solitaire-stats:crescent:N": json.dumps(stats)}
    )
    page.goto(f"{base_url}/{lang}/play-crescent.html", wait_until="networkidle")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    assert page.evaluate("window.solPlay.state.log") == log  # recovered, not a new game
    expected = said(lang, texts.RECOVERED, code=code)
    assert text(page, "[data-out='message']") == expected
    kept = stored(page)
    assert kept[f"{SAVE['crescent']}:unreadable"] == "{garbled"
    assert json.loads(kept[SAVE["crescent"]])["log"] == log  # saved again, readable
    assert json.loads(kept["solitaire-stats:crescent:N"])["streak"] == 2
    clean(warm)


def test_an_unreadable_save_without_a_copy_ends_no_streak(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    stats = {"v": 1, "played": 3, "won": 2, "streak": 2, "best_streak": 2, "best_time": None}
    stats["fewest_moves"] = None
    current = {"code": "CR1-N-AAAAAAB", "variant": "N", "counted": True, "played": True}
    reload_with_storage(
        page,
        {
            "solitaire-play:crescent": "",
            "solitaire-stats:crescent:N": json.dumps(stats),
            "solitaire-stats:current:crescent": json.dumps({**current, "won": False}),
        },
    )
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    assert text(page, "[data-out='message']") == said("en", texts.BAD_SAVE)
    assert json.loads(stored(page)["solitaire-stats:crescent:N"])["streak"] == 2
    assert page.inner_text("[data-stat='streak'][data-variant='N']") == "2"
    clean(warm)


# --- 2. no accidental move ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group("en", "uk"))
def test_in_a_puzzle_a_tap_or_enter_selects_and_a_second_tap_moves(booted, lang):
    w = booted(lang, PAGE, ONLY_MOVE)
    page = w.page
    assert not page.is_checked("[data-puzzle-setting='one_tap']")  # off by default
    act(page, lambda: place(page, "p3").click())
    assert page.get_attribute(BOX, "data-phase") == "solving"  # nothing played
    assert page.evaluate("window.solPuzzle.state.selected") == "p3"
    assert place(page, "p3").get_attribute("aria-pressed") == "true"
    g = PUZZLES[ONLY_MOVE].position()
    tr = t(lang)
    selected = said(
        lang,
        texts.SELECTED_CARD,
        card=describe.card_term(tr, g.top_card("p3")),
        place=describe.place_term(tr, "p3", g),
        targets=str(describe.place_term(tr, "p1", g)),
    )
    assert text(page, f"{BOX} [data-out='message']") == selected
    act(page, lambda: page.keyboard.press("Escape"))  # put back: nothing selected
    assert page.evaluate("window.solPuzzle.state.selected") is None
    place(page, "p3").focus()
    act(page, lambda: page.keyboard.press("Enter"))  # Enter selects too
    assert page.evaluate("window.solPuzzle.state.selected") == "p3"
    assert page.get_attribute(BOX, "data-failed") == "false"
    act(page, lambda: place(page, "p1").click())  # the second tap, on the place: the move
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    clean(w)


def test_the_puzzle_one_tap_setting_is_its_own_and_kept(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/play-crescent.html", wait_until="networkidle")
    seed_next_document(page, {"solitaire-play:settings": '{"one_tap": true}'})
    open_puzzle(page, base_url, "en", ONLY_MOVE)
    assert not page.is_checked("[data-puzzle-setting='one_tap']")  # Play's setting is Play's
    page.check("[data-puzzle-setting='one_tap']")
    assert json.loads(stored(page)["solitaire-puzzles:settings"]) == {"one_tap": True}
    assert json.loads(stored(page)["solitaire-play:settings"]) == {"one_tap": True}
    act(page, lambda: place(page, "p3").click())  # one tap now plays the only move
    assert page.get_attribute(BOX, "data-phase") == "solved"
    page.reload(wait_until="networkidle")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.is_checked("[data-puzzle-setting='one_tap']")
    clean(warm)


def home_only_pile() -> tuple[str, str, str]:
    """A Crescent deal, a pile whose top card's only move is to its foundation, and a move the
    card beneath it then has (so a second action would have something to do)."""
    for letter in string.ascii_uppercase[1:]:
        code = f"CR1-N-AAAAAA{letter}"
        g = new_game(code)
        for n in range(1, 17):
            ms = [m for m in g.moves_from(f"p{n}") if not m.is_action]
            if len(ms) == 1 and ms[0].dst.startswith("f"):
                after = g.copy()
                after.play(ms[0])
                if any(not m.is_action for m in after.moves_from(f"p{n}")):
                    return code, f"p{n}", str(ms[0])
    raise AssertionError("no such deal")


# The slow person's 250 ms: on the page's held clock below, as for the puzzle board.
@pytest.mark.parametrize("gap", [80])
def test_a_double_click_on_the_play_board_is_one_action(warm, base_url, gap):
    page = warm.page
    code, pile, home = home_only_pile()
    page.goto(f"{base_url}/en/play-crescent.html?code={code}", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    double_click_answered(page, place(page, pile, ".sol-play"), gap, ".sol-play")
    state = page.evaluate("window.solPlay.state")
    assert state["log"] == f"{code} {home}"  # the card went home, nothing else moved
    assert state["selected"] is None  # and nothing is left selected
    assert page.inner_text("[data-out='message']") == ""  # no error after a move that worked
    clean(warm)


# On ``warm``, not ``booted``: its gap is held in the page's one task, which a loaded machine
# stretched past a double click once on a booted page (522 ms for 250; the test says so, it does
# not pass wrongly), so it keeps the conditions it was tuned on. A slow person's 250 ms gap is
# held on the page's own clock below (``double_click_answered_between``: exactly 250 ms however
# loaded the machine); in real time here it stretched to 552 ms in a clean-clone CI run alone
# (990c1ad), so real time keeps the quick person's 80 ms only.
@pytest.mark.parametrize("gap", [80])
def test_a_double_click_on_the_puzzle_board_sends_the_card_home_once(warm, base_url, gap):
    page = open_puzzle(warm.page, base_url, "en", HOME)
    double_click_answered(page, place(page, "p10"), gap, BOX)
    assert_home_once(page)
    clean(warm)


def assert_home_once(page) -> None:
    assert page.get_attribute(BOX, "data-phase") == "solved"
    state = page.evaluate("window.solPuzzle.state")
    assert state["log"].split()[-1] == "p10-f4" and state["selected"] is None
    assert page.get_attribute(BOX, "data-failed") == "false"
    assert text(page, f"{BOX} [data-out='message']").endswith(said("en", puzzle_texts.SOLVED))


def double_click_answered_between(page, locator, box: str) -> None:
    """A double click whose first click is answered (the board drawn again) before the second
    click lands, as on a quick page: the page's clock is held from the first click to the second,
    so the board measures a 250 ms gap however long the answer takes on a loaded machine. Needs
    ``page.clock.install()`` before the page loads."""
    point = locator.evaluate(CENTRE)
    page.clock.pause_at(int(page.evaluate("Date.now()")) + 1_000)
    before = renders(page, box)
    page.evaluate(CLICK, point)
    page.wait_for_function(  # the first click's answer, drawn before the second click
        f"Number(document.querySelector('{box}').dataset.renders) > {before}", timeout=30_000
    )
    page.clock.run_for(250)  # the board's gap between the clicks: a double click (DOUBLE_MS 400)
    page.evaluate(CLICK, point)
    page.clock.resume()
    page.wait_for_function(
        f"Number(document.querySelector('{box}').dataset.renders) >= {before + 2}",
        timeout=30_000,
    )


# A held clock stays installed in its browser context: these tests have a context of their own
# (``watched``), not the shared ``warm`` one.
def test_a_double_click_answered_between_its_clicks_on_the_puzzle_board_is_one_action(
    watched, base_url
):
    watched.page.clock.install()  # time flows until the test holds it
    page = open_puzzle(watched.page, base_url, "en", HOME)
    double_click_answered_between(page, place(page, "p10"), BOX)
    assert_home_once(page)
    clean(watched)


def test_a_double_click_answered_between_its_clicks_on_the_play_board_is_one_action(
    watched, base_url
):
    page = watched.page
    page.clock.install()
    code, pile, home = home_only_pile()
    page.goto(f"{base_url}/en/play-crescent.html?code={code}", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    double_click_answered_between(page, place(page, pile, ".sol-play"), ".sol-play")
    state = page.evaluate("window.solPlay.state")
    assert state["log"] == f"{code} {home}"  # the card went home, nothing else moved
    assert state["selected"] is None
    assert page.inner_text("[data-out='message']") == ""
    clean(watched)


# --- 1. every condition on the board -------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group("en", "pl"))
def test_the_task_line_and_the_redeal_control_tell_the_redeals_left(booted, lang):
    w = booted(lang, PAGE, YES)
    page = w.page
    tr = t(lang)
    # YES is a deal at its start: its task says the redeal it allows (the fourteenth review)
    one_left = tr.gettext(wording.REDEALS_ALLOWED[1]).replace("\xa0", " ")
    assert one_left in text(page, f"{BOX} [data-out='task']")
    redeal = page.locator(f"{BOX} [data-action='redeal']")
    assert redeal.is_visible() and redeal.is_enabled()
    assert text(page, f"{BOX} [data-action='redeal']") == said(lang, texts.REDEALS_LEFT, n=1)
    act(page, lambda: page.keyboard.press("h"))
    first_hint_yes = text(page, f"{BOX} [data-out='message']")
    open_in_page(page, NO)
    none_left = tr.gettext("This game is played without redeals.").replace("\xa0", " ")
    assert none_left in text(page, f"{BOX} [data-out='task']")
    assert one_left not in text(page, f"{BOX} [data-out='task']")
    assert redeal.is_visible() and redeal.is_disabled()
    assert text(page, f"{BOX} [data-action='redeal']") == said(lang, texts.NO_MORE_REDEALS)
    act(page, lambda: page.keyboard.press("h"))
    # The first hint tells a "no" from a "yes" no more than the position does.
    assert text(page, f"{BOX} [data-out='message']") == first_hint_yes
    assert first_hint_yes == said(lang, puzzle_texts.HINT_CAN_WIN)
    clean(w)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_forty_thieves_puzzle_that_shows_the_stock_lists_it_in_order(warm, base_url, lang):
    page = open_puzzle(warm.page, base_url, lang, STOCK_SHOWN.id, "forty_thieves")
    task = text(page, f"{BOX} [data-out='task']")
    tr = t(lang)
    stock = STOCK_SHOWN.position().stock
    names = [str(describe.card_term(tr, c)).replace("\xa0", " ") for c in reversed(stock)]
    at = 0
    for name in names:  # every card, from the one drawn next, in order
        found = task.find(name, at)
        assert found >= 0, (name, task)
        at = found + len(name)
    clean(warm)


# --- 3. a board that stays usable -----------------------------------------------------------------

CARD_WIDTH = """(root) => {
  const places = [...document.querySelectorAll(root + ' .sol-board .sol-card[tabindex] rect')];
  return Math.min(...places.map((r) => r.getBoundingClientRect().width));
}"""


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_a_long_explanation_never_shrinks_the_cards(warm_sized, base_url, lang, size):
    w = warm_sized(*size, size[0] < 500)
    page = w.page
    page.goto(f"{base_url}/{lang}/play-crescent.html", wait_until="networkidle")
    page.click("[data-action='play']")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    play_width = page.evaluate(CARD_WIDTH, ".sol-play")
    open_puzzle(page, base_url, lang, WITNESS)
    drop = "window.solPuzzle.request({op: 'drop', place: 'p2', target: 'p14'})"
    act(page, lambda: page.evaluate(drop))
    message = f"{BOX} [data-out='message']"
    assert page.get_attribute(BOX, "data-failed") == "true" and len(text(page, message)) > 300
    width = page.evaluate(CARD_WIDTH, BOX)
    assert width >= 30
    if size[0] > 500:
        assert width >= play_width - 0.01
    # The explanation is in its own region, whole in view; longer than the room left under the
    # board, it scrolls there and the keyboard reaches it.
    region = page.evaluate(
        """(sel) => { const m = document.querySelector(sel); const r = m.getBoundingClientRect();
          return {bottom: r.bottom, H: innerHeight, scrolls: m.scrollHeight > m.clientHeight + 1,
                  tab: m.tabIndex, style: getComputedStyle(m).overflowY}; }""",
        message,
    )
    assert region["bottom"] <= region["H"] + 0.5 and region["style"] == "auto", region
    assert region["tab"] == (0 if region["scrolls"] else -1), region
    if size[0] > 500:
        assert region["scrolls"], region  # 800 px leave no room for the whole proof
    live = f"{BOX} [data-out='live']"
    page.wait_for_function(f'document.querySelector("{live}").textContent.length > 300')
    assert axe_violations(page) == []
    clean(w)


# --- 4. which puzzle this is ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group("en", "uk"))
def test_the_board_names_the_puzzle_and_next_puzzle_says_which(booted, lang):
    w = booted(lang, PAGE, ONLY_MOVE)
    page = w.page
    numbers = plan("crescent").number
    tr = t(lang)

    def title(pid: str) -> str:
        kind = tr.gettext(wording.KIND_NAMES[PUZZLES[pid].kind])
        return said(lang, wording.TITLE, number=numbers[pid], kind=kind)

    assert text(page, f"{BOX} [data-out='title']") == title(ONLY_MOVE)
    assert text(page, f"{BOX} [data-out='difficulty']") == ""  # not before the answer
    act(page, lambda: place(page, "p3").click())
    act(page, lambda: place(page, "p1").click())
    band = PUZZLES[ONLY_MOVE].difficulty["band"]
    assert text(page, f"{BOX} [data-out='difficulty']") == said(lang, wording.DIFFICULTY[band])
    page.click(f"{BOX} [data-action='next-puzzle']")
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.puzzle !== '{ONLY_MOVE}'")
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.phase !== 'solved'")
    nxt = page.get_attribute(BOX, "data-puzzle")
    assert text(page, f"{BOX} [data-out='title']") == title(nxt)
    kind = tr.gettext(wording.KIND_NAMES[PUZZLES[nxt].kind])
    opened = said(lang, puzzle_texts.NOW_OPEN, number=numbers[nxt], kind=kind)
    page.wait_for_function(
        't => document.querySelector("' + BOX + " [data-out='live']\").textContent"
        ".replace(/\\u00a0/g, ' ').startsWith(t)",
        arg=opened,
    )
    clean(w)


# --- 6. keys and screen readers -------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group("en", "uk"))
def test_a_crescent_move_names_the_card_it_uncovers(booted_play, lang):
    code = "CR1-N-AAAAAAB"
    g = new_game(code)
    m = next(m for m in g.legal_moves() if not m.is_action and m.src.startswith("p"))
    card = g.top_card(m.src)
    g.play(m)
    under = g.top_card(m.src)
    w = booted_play(lang, "crescent", f"?code={code}")
    page = w.page
    page.click("[data-action='play']")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    req = f"window.solPlay.request({{op: 'drop', place: '{m.src}', target: '{m.dst}'}})"
    act(page, lambda: page.evaluate(req), ".sol-play")
    tr = t(lang)
    before = new_game(code)
    moved = session_words(
        lang,
        texts.MOVED,
        card=describe.card_term(tr, card),
        source=describe.place_term(tr, m.src, before),
        target=describe.place_term(tr, m.dst, before),
    )
    expected = said(
        lang,
        texts.MOVED_UNCOVERS,
        move=moved,
        place=describe.place_term(tr, m.src, g),
        card=describe.card_term(tr, under),
    )
    expected = expected[:1].upper() + expected[1:]  # a sentence (the sixteenth review, hu D14)
    page.wait_for_function(
        "t => document.querySelector(\".sol-play [data-out='live']\").textContent"
        ".replace(/\\u00a0/g, ' ') === t",
        arg=expected,
    )
    clean(w)


@pytest.mark.parametrize("lang", booted_group("en", "pl"))
def test_an_undone_draw_is_announced_as_such(booted_play, lang):
    code = str(FT_RECORD.code)
    w = booted_play(lang, "forty_thieves", f"?code={code}")
    page = w.page
    page.click("[data-action='play']")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    top = new_game(code).stock[-1]
    act(page, lambda: page.evaluate("window.solPlay.request({op: 'draw'})"), ".sol-play")
    act(page, lambda: page.evaluate("window.solPlay.request({op: 'undo'})"), ".sol-play")
    expected = said(lang, texts.UNDONE_DRAW, card=describe.card_term(t(lang), top))
    page.wait_for_function(
        "t => document.querySelector(\".sol-play [data-out='live']\").textContent"
        ".replace(/\\u00a0/g, ' ') === t",
        arg=expected,
    )
    clean(w)


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_board_is_one_tab_stop_with_a_skip_link_to_it(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    page.keyboard.press("Tab")  # the theme's "Skip to content"
    page.keyboard.press("Tab")  # then ours
    link = page.evaluate("document.activeElement.textContent")
    assert link == t(lang).gettext("Skip to the puzzle board")
    page.keyboard.press("Enter")  # before any puzzle: the button that opens today's
    assert page.evaluate("document.activeElement.dataset.action") == "daily"
    page.keyboard.press("Enter")
    page.wait_for_selector(READY, timeout=60_000)
    stops = page.evaluate(
        f"[...document.querySelectorAll('{BOX} .sol-board [data-place]')]"
        ".filter((g) => g.tabIndex === 0).length"
    )
    assert stops == 1
    assert page.evaluate("document.activeElement.closest('[data-place]') !== null")
    page.keyboard.press("ArrowRight")  # the arrows move inside; the tab stop follows
    here = page.evaluate("document.activeElement.dataset.place")
    assert page.evaluate("document.activeElement.tabIndex") == 0
    page.keyboard.press("Shift+Tab")  # one key back to the toolbar
    assert page.evaluate("document.activeElement.closest('.sol-toolbar') !== null")
    page.keyboard.press("Tab")  # and one key back to the place last used
    assert page.evaluate("document.activeElement.dataset.place") == here
    # The skip link, once a puzzle is open, lands on the board.
    page.evaluate("document.querySelector('.sol-skip').click()")
    assert page.evaluate("document.activeElement.dataset.place") == here
    assert axe_violations(page) == []
    clean(warm)


# --- 7. the Play page -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group("en", "hu"))
@pytest.mark.parametrize("game", ["crescent", "forty_thieves"])
def test_previous_game_shows_only_when_there_is_one(booted_play, lang, game):
    w = booted_play(lang, game)
    page = w.page
    page.click("[data-action='play']")
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    previous = page.locator("[data-action='previous']")
    assert not previous.is_visible()
    first = page.evaluate("window.solPlay.state.code")
    m = "window.solPlay.request({op: 'drop', place: Object.keys(window.solPlay.state.targets)[0],"
    m += " target: Object.values(window.solPlay.state.targets)[0][0]})"
    act(page, lambda: page.evaluate(m), ".sol-play")
    act(page, lambda: page.click(".sol-toolbar-game [data-action='new']"), ".sol-play")
    assert previous.is_visible()
    act(page, lambda: previous.click(), ".sol-play")
    assert page.evaluate("window.solPlay.state.code") == first
    clean(w)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_after_a_reload_the_saved_game_shows_at_once_and_the_button_says_continue(
    warm, base_url, lang
):
    page = warm.page
    code, done = cr_game_with_moves()
    page.goto(f"{base_url}/{lang}/play-crescent.html", wait_until="networkidle")
    assert page.is_visible("[data-label='play']") and not page.is_visible("[data-label='continue']")
    save = log_save(code, done)
    seed_next_document(page, {SAVE["crescent"]: json.dumps(save)})
    page.reload(wait_until="commit")
    page.wait_for_selector(".sol-play .sol-board svg", timeout=60_000)  # no press needed
    label = page.evaluate(
        "() => { const c = document.querySelector(\"[data-label='continue']\");"
        " const p = document.querySelector(\"[data-label='play']\");"
        " return [c.hidden, p.hidden, c.textContent]; }"
    )
    assert label == [False, True, t(lang).pgettext("button", "Continue")]
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    assert page.evaluate("window.solPlay.state.log") == " ".join([code, *done])
    top = page.evaluate(
        "document.querySelector('.sol-play .sol-board').getBoundingClientRect().top"
    )
    assert 0 <= top < page.viewport_size["height"]  # in view, not scrolled away
    clean(warm)


@pytest.mark.parametrize("lang", booted_group("en", "pl"))
def test_draw_and_hint_are_disabled_once_the_game_is_over(booted_play, lang):
    record = FT_RECORD
    save = log_save(str(record.code), record.moves)  # the saved game starts by itself
    w = booted_play(lang, "forty_thieves", "", {SAVE["forty_thieves"]: json.dumps(save)})
    page = w.page
    page.wait_for_selector(PLAY_READY, timeout=60_000)
    assert page.evaluate("window.solPlay.state.status") == "won"
    assert page.is_disabled(".sol-toolbar [data-action='draw']")
    assert page.is_disabled(".sol-toolbar [data-action='hint']")
    act(page, lambda: page.click(".sol-end [data-action='undo']"), ".sol-play")
    assert page.is_enabled(".sol-toolbar [data-action='hint']")
    clean(w)
