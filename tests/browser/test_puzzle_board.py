"""The puzzle board of the Puzzles pages in a real browser (issue 23): a puzzle solved by clicks
and by the keyboard alone, a wrong move refused with why it loses in the page's language, can-win
answered yes and no, the permalink and the Solve buttons, progress that survives a reload, a
corrupt progress record set aside without touching anything else, axe-clean during a puzzle."""

from __future__ import annotations

import json

import pytest

from engine.board import puzzle_texts
from engine.grammar.forms import fill
from engine.puzzles import words
from engine.puzzles.explain import witness
from engine.puzzles.model import load

from .conftest import ROOT, Watched
from .storage import reload_with_storage
from .test_board_game import assert_fits
from .test_fair_board import open_in_page
from .test_pages import axe_violations
from .test_play import clean, t

pytestmark = pytest.mark.browser

BOX = ".sol-puzzle-play"
READY = f"{BOX}[data-ready='true']"
PUZZLES = {p.id: p for p in load(ROOT / "docs" / "puzzles" / "crescent.json")}
ONLY_MOVE = "cr-om-5c8fb88632"  # answer p3-p1, the 6 of spades' only place
WITNESS = "cr-om-7f9072d33d"  # p2-p14 loses by the last-card witness
YES, NO = "cr-cw-8364c7eedf", "cr-cw-2f7e6e6d6c"
PAGE = "puzzles-crescent.html"


def open_puzzle(page, base_url: str, lang: str, pid: str):
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html?puzzle={pid}")  # then wait for the game
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == pid
    return page


def renders(page) -> int:
    return int(page.get_attribute(BOX, "data-renders") or 0)


def act(page, do) -> None:
    before = renders(page)
    do()
    page.wait_for_function(
        f"Number(document.querySelector('{BOX}').dataset.renders) > {before}", timeout=30_000
    )


def place(page, name: str):
    return page.locator(f"{BOX} .sol-board [data-place='{name}'][tabindex]")


def message(page) -> str:
    return page.inner_text(f"{BOX} [data-out='message']").replace("\xa0", " ")


def figure(page, stat: str) -> str:
    return page.inner_text(f"[data-progress-stat='{stat}']")


def test_a_permalink_opens_its_puzzle_solved_by_clicks_and_progress_survives_a_reload(
    warm, base_url
):
    page = open_puzzle(warm.page, base_url, "en", ONLY_MOVE)
    assert page.get_attribute(BOX, "data-start") == "snapshot"  # the fast start still works
    assert page.get_attribute(BOX, "data-phase") == "solving"
    act(page, lambda: place(page, "p3").click())  # a tap picks the card up (issue 35)…
    assert page.get_attribute(BOX, "data-phase") == "solving"
    act(page, lambda: place(page, "p1").click())  # …a tap on its place moves it
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    assert message(page).startswith("Correct:") and "Solved!" in message(page)
    assert figure(page, "solved") == "1" and figure(page, "streak") == "1"
    band = PUZZLES[ONLY_MOVE].difficulty["band"]
    assert page.inner_text(f"[data-progress-band='{band}']") == "1"
    # The rating is saved before the solve summary is shown (puzzleboard.js summarize waits for
    # it): the summary is the event that says both records are written.
    page.wait_for_selector(f"{BOX}[data-summary='1']")
    keys = page.evaluate("() => Object.keys(localStorage)")
    ours = [k for k in keys if k.startswith("solitaire-")]  # (Material keeps its palette too)
    # no Play save, no Play statistics: the progress and the trainer's rating (issue 33)
    assert sorted(ours) == ["solitaire-puzzles:crescent", "solitaire-puzzles:crescent:rating"]
    page.reload(wait_until="networkidle")  # the engine is not needed to show the progress
    assert figure(page, "solved") == "1" and figure(page, "best_streak") == "1"
    clean(warm)


@pytest.mark.xdist_group("booted-en")
def test_a_puzzle_solved_by_the_keyboard_alone(booted):
    w = booted("en", PAGE, ONLY_MOVE)
    page = w.page
    focused = page.evaluate("document.activeElement.closest('[data-place]') !== null")
    assert focused  # the board has the focus once the puzzle is open
    act(page, lambda: page.keyboard.press("h"))  # hint, first step: the theme in words
    assert "Build one card onto another." in message(page)
    act(page, lambda: page.keyboard.press("h"))  # second step: the card, marked on the board
    assert message(page) == "Move the 6 of spades."
    assert place(page, "p3").get_attribute("class").count("sol-hint") == 1
    page.keyboard.press("3")  # the number key goes to pile 3
    assert page.evaluate("document.activeElement.dataset.place") == "p3"
    assert page.evaluate("document.activeElement.matches(':focus-visible')")
    act(page, lambda: page.keyboard.press("Enter"))  # Enter picks the card up
    assert page.get_attribute(BOX, "data-phase") == "solving"
    page.keyboard.press("1")  # "1" waits for a second digit (piles 10-16), then pile 1
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.phase === 'solved'")
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"  # hints are allowed
    # The solve summary puts the focus on "Next puzzle" (issue 33), shown focused; Enter on it
    # opens the next card's puzzle.
    page.wait_for_function("document.activeElement.dataset.action === 'next-puzzle'")
    assert page.evaluate("document.activeElement.matches('.sol-toolbar button:focus-visible')")
    page.keyboard.press("Enter")
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.puzzle !== '{ONLY_MOVE}'")
    assert page.get_attribute(BOX, "data-phase") in ("solving", "asking")
    clean(w)


@pytest.mark.parametrize(
    ("lang", "opening"),
    [
        pytest.param(
            "uk",
            "Якщо перенести короля пік зі стопки 2 на стопку 14",
            marks=pytest.mark.xdist_group("booted-uk"),
        ),
        # the eleventh review (hu C2): the move was made, so no hypothetical "Ha … tennéd"; the
        # thirteenth (hu G2): a verb, not the nominal chain "A … áthelyezése … vereséghez vezet";
        # the fifteenth (hu C2): the move named, then what it would do, in one mood; the
        # sixteenth (hu D2): its own verb, not a parenthesis before the postposition
        pytest.param(
            "hu",
            "A pikk királyt a 2. oszlopról a 14. oszlopra tetted, de ez a lépés vereséghez",
            marks=pytest.mark.xdist_group("booted-hu"),
        ),
    ],
)
def test_a_wrong_move_is_refused_with_why_it_loses_and_the_page_stays_accessible(
    booted, lang, opening
):
    watched = booted(lang, PAGE, WITNESS)
    page = watched.page
    before = page.evaluate("window.solPuzzle.state.record")
    act(page, lambda: place(page, "p2").click())  # two places take the king: it is picked up
    act(page, lambda: place(page, "p14").click())
    text = message(page)
    assert text.startswith(opening)
    tr = t(lang)
    w = PUZZLES[WITNESS].position()
    w.play("p2-p14")
    # the task line says no redeal; (the 29th review, hu S2 / uk S1) worded as the puzzle's page
    # words this move's bullet, by the puzzle's id and the move
    sentences = words.last_card(witness(w), tr, words.STATED, key=f"{WITNESS} p2-p14")
    assert sentences[0].replace("\xa0", " ") in text  # the witness, card by card
    assert text.endswith(fill(tr.gettext(puzzle_texts.TRY_AGAIN), {}).replace("\xa0", " "))
    assert page.evaluate("window.solPuzzle.state.record") == before  # taken back
    assert page.get_attribute(BOX, "data-failed") == "true"
    page.wait_for_function(
        f"document.querySelector('{BOX} [data-out=\"live\"]').textContent.length > 0"
    )
    assert page.inner_text(f"{BOX} [data-out='live']").replace("\xa0", " ").startswith(opening)
    assert not page.locator("[data-action='retry']").is_hidden()
    assert axe_violations(page) == []
    src, dst = PUZZLES[WITNESS].answer["move"].split("-")  # the right move: done, not solved
    act(page, lambda: place(page, src).click())  # picked up (a tap selects in a puzzle)…
    act(page, lambda: place(page, dst).click())  # …and put on its place
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert figure(page, "solved") == "0" and figure(page, "failed") == "1"
    clean(watched)


def small_screen(warm_sized, size: tuple[int, int]) -> tuple[Watched, bool]:
    phone = size[0] < 500
    return warm_sized(*size, phone), phone


# The Play board's fit (boardfit.js): the board scaled to the height that its task, toolbar and
# message leave in the viewport, its labels readable, its places big enough to tap on a phone.
@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1280, 600), (390, 700)])
def test_the_whole_puzzle_board_and_a_hint_fit_a_small_screen(warm_sized, base_url, lang, size):
    w, phone = small_screen(warm_sized, size)
    page = open_puzzle(w.page, base_url, lang, WITNESS)
    assert_fits(page, phone, BOX)
    act(page, lambda: page.evaluate("window.solPuzzle.request({op: 'hint'})"))
    assert message(page)
    assert_fits(page, phone, BOX)
    clean(w)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_wrong_moves_long_proof_keeps_the_board_and_starts_in_view(warm_sized, base_url, lang):
    # Issue 35: the proof no longer shrinks the board (test_fair_board.py measures the cards);
    # it scrolls in its region under the board, and both stay whole in view.
    w, _ = small_screen(warm_sized, (1280, 720))
    page = open_puzzle(w.page, base_url, lang, WITNESS)
    drop = "window.solPuzzle.request({op: 'drop', place: 'p2', target: 'p14'})"
    act(page, lambda: page.evaluate(drop))
    assert page.get_attribute(BOX, "data-failed") == "true" and len(message(page)) > 200
    assert_fits(page, False, BOX)  # the board and the proof's region, whole in view
    clean(w)


@pytest.mark.xdist_group("booted-en")
def test_can_win_is_answered_no_with_the_reason_and_yes_with_the_line(booted):
    w = booted("en", PAGE, NO)
    page = w.page
    assert not page.locator("[data-action='no']").is_hidden()
    act(page, lambda: page.click("[data-action='no']"))
    # both puzzles are deals at their start: asked and answered as a deal (the 14th review)
    assert message(page).startswith("Right: this deal cannot be won.")
    # the reason names the suit and its two candidates (the redeal context is the question's;
    # the 29th review, hu S2 / uk S1: this puzzle's id picks the sentence's second wording)
    assert (
        "One of two cards must be the last spade to go home: the king of spades on pile 5 or the"
        " ace" in message(page)
    )
    assert page.locator("[data-action='no']").is_hidden()
    assert figure(page, "solved") == "1"
    assert axe_violations(page) == []
    open_in_page(page, YES)  # as a card's button opens it (the engine that runs stays)
    act(page, lambda: page.click("[data-action='yes']"))
    assert message(page).startswith("Right: this deal can be won.")
    steps = len(PUZZLES[YES].answer["line"])
    act(page, lambda: page.click("[data-action='next-step']"))
    assert message(page).startswith(f"Step 1 of {steps}:")
    act(page, lambda: page.click("[data-action='previous-step']"))
    assert message(page) == "The puzzle's position, before the first step."
    assert figure(page, "solved") == "2" and figure(page, "streak") == "2"
    clean(w)


def test_a_cards_solve_button_and_todays_puzzle_open_on_the_board(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.wait_for_selector(".sol-daily[data-daily-id]")  # daily.js: the local date's card
    daily = page.get_attribute(".sol-daily", "data-daily-id")
    button = page.locator(".sol-daily button[data-action='solve']")
    # daily.js may put the card in place before puzzleboard.js (which shows Solve buttons, hidden
    # as built) has loaded: the button shows when that script runs (CI once read it hidden)
    button.wait_for(state="visible")
    assert button.get_attribute("data-puzzle") == daily
    button.click()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == daily
    assert f"?puzzle={daily}" in page.url
    # "Solve today's puzzle" opens the same one, by the keyboard
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.wait_for_selector(".sol-daily[data-daily-id]")
    page.focus(f"{BOX} [data-action='daily']")
    page.keyboard.press("Enter")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == daily
    clean(warm)


@pytest.mark.xdist_group("booted-pl")
def test_show_the_answer_marks_the_puzzle_not_solved(booted):
    w = booted("pl", PAGE, ONLY_MOVE)
    page = w.page
    act(page, lambda: page.click("[data-action='show']"))
    assert page.get_attribute(BOX, "data-phase") == "answer"
    act(page, lambda: page.click("[data-action='next-step']"))
    assert message(page).startswith("Krok 1/1:")  # the 26th review, pl D1: not "z 130"
    assert figure(page, "failed") == "1" and figure(page, "solved") == "0"
    clean(w)


@pytest.mark.parametrize(
    ("lang", "bad"),
    [("hu", "{not json"), ("en", json.dumps({"v": 9, "solved": [], "streak": "many"}))],
)
def test_a_corrupt_or_foreign_progress_record_is_set_aside_and_nothing_else_is_touched(
    warm, base_url, lang, bad
):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    others = {
        "solitaire-play:crescent": json.dumps({"v": 2, "log": "CR1-N-AAAAAAB p1-f2", "elapsed": 3}),
        "solitaire-stats:crescent:N": json.dumps({"v": 1, "played": 2, "won": 1}),
        "solitaire-puzzles:forty_thieves": json.dumps({"v": 1, "solved": {}}),
    }
    reload_with_storage(page, {**others, "solitaire-puzzles:crescent": bad})
    expected = t(lang).gettext(
        "Your puzzle progress could not be read, so it starts again from zero. Your games in "
        "progress and your statistics are kept."
    )
    # the section's scripts say it once they have read the record (progress.js render), which a
    # loaded machine can run after the network is idle: wait for the words, then compare them
    page.wait_for_function(
        "() => document.querySelector('[data-progress-message]').textContent.trim() !== ''"
    )
    assert page.inner_text("[data-progress-message]").replace("\xa0", " ") == expected.replace(
        "\xa0", " "
    )
    stored = page.evaluate("() => Object.assign({}, localStorage)")
    assert stored["solitaire-puzzles:crescent:unreadable"] == bad
    assert "solitaire-puzzles:crescent" not in stored
    for k, v in others.items():
        assert stored[k] == v
    assert figure(page, "solved") == "0"
    clean(warm)


def solve_by_requests(page, pid: str) -> None:
    """Play a puzzle's answer through the page's own request queue (the worker's session)."""
    p = PUZZLES[pid]
    if p.kind == "can-win":
        yes = "yes" if p.answer["winnable"] else "no"
        act(page, lambda: page.click(f"[data-action='{yes}']"))
        return
    if p.kind == "only-move":
        moves = [p.answer["move"]]
    elif p.kind == "sequence":
        moves = [s["move"] for s in p.answer["steps"] if s["player"]]
    else:
        moves = list(p.answer["line"])
    page.evaluate(
        """async (moves) => {
          for (const m of moves) {
            const req = m === "redeal" ? { op: m }
              : { op: "drop", place: m.split("-")[0], target: m.split("-")[1] };
            const r = await window.solPuzzle.request(req);
            if (!r.ok) throw new Error(m + ": " + r.message);
          }
        }""",
        moves,
    )


def test_the_daily_puzzle_solved_extends_the_daily_streak_by_the_local_date(watched, base_url):
    # Its own context: the shared warm one carries more than storage between tests (a service
    # worker and its caches, a clock a test installed), and the daily streak reads the date.
    page = watched.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.wait_for_selector(".sol-daily[data-daily-id]")
    daily = page.get_attribute(".sol-daily", "data-daily-id")
    # Yesterday (local date) ended a run of 4 days.
    page.evaluate(
        """() => {
          const d = new Date();
          d.setDate(d.getDate() - 1);
          const pad = (n) => String(n).padStart(2, "0");
          const last = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
          localStorage.setItem("solitaire-puzzles:crescent", JSON.stringify({
            v: 1, solved: {}, failed: {}, streak: 0, best_streak: 0,
            daily: { last, streak: 4, best: 4 },
          }));
        }"""
    )
    page.reload(wait_until="networkidle")
    assert figure(page, "daily_streak") == "4"
    page.click(f"{BOX} [data-action='daily']")
    page.wait_for_selector(READY, timeout=60_000)
    solve_by_requests(page, daily)
    page.wait_for_function(f"document.querySelector('{BOX}').dataset.phase !== 'solving'")
    assert figure(page, "solved") == "1"
    assert figure(page, "daily_streak") == "5" and figure(page, "best_daily") == "5"
    clean(watched)


def test_a_forty_thieves_puzzle_is_answered_on_its_page(warm, base_url):
    pid = "ft-cw-5d20547427"  # no: an exhausted search of 15 positions
    page = warm.page
    page.goto(f"{base_url}/uk/puzzles-forty-thieves.html?puzzle={pid}", wait_until="networkidle")
    page.wait_for_selector(READY, timeout=60_000)
    act(page, lambda: page.click("[data-action='no']"))
    # «із» before ц/ж (the eleventh review, uk A2)
    assert message(page).startswith("Правильно: із цієї позиції виграти неможливо.")
    # its id picks the search sentence's second wording (words30w: variants.py)
    assert "Досяжних звідси позицій лише 15, і жодна з них не веде до виграшу." in message(page)
    assert page.evaluate("localStorage.getItem('solitaire-puzzles:forty_thieves')")
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_solve_on_a_browse_page_opens_the_puzzle_on_the_board(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent-only-move-1.html", wait_until="networkidle")
    button = page.locator("article.sol-puzzle-card button[data-action='solve']").first
    pid = button.get_attribute("data-puzzle")
    button.wait_for(state="visible")  # shown by puzzle.js, which may run after network idle
    button.click()
    # in place (issue 31): the board on this page, its address the page's own ?puzzle=ID
    page.wait_for_url(f"**/{lang}/puzzles-crescent-only-move-1.html?puzzle={pid}")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == pid
    assert page.get_attribute(BOX, "data-phase") == "solving"
    # a link to it opens it there again, on a new load of the page
    page.goto(page.get_attribute(f"{BOX} [data-out='link']", "href"))
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == pid
    assert page.evaluate(f"document.querySelector('{BOX}').nextElementSibling.id") == pid
    clean(warm)
