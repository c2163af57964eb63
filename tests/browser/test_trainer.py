"""The puzzle trainer (issue 33) in a real browser: the player's Glicko-2 rating per game, moved
by each first try against the puzzle's fixed rating (1 clean, ½ with hints, 0 for a fault),
shown in the page's language and number format, and axe-clean in both colour schemes."""

from __future__ import annotations

import json
import re

import pytest

from build_tools.site.exports.puzzle_board import board_data
from build_tools.site.i18n.language import load_language
from build_tools.site.pages.puzzle_pages import plan

from ..puzzles.glicko_reference import rate
from .conftest import ROOT, booted_group
from .progress_record import a_players_progress, keep_progress
from .storage import reload_with_storage, seed_next_document
from .test_fair_board import (
    BOX,
    ONLY_MOVE,
    PROGRESS,
    PUZZLES,
    act,
    open_in_page,
    open_puzzle,
    place,
    stored,
)
from .test_goal_puzzles import play as play_goal
from .test_pages import open_light, violations_in_both_schemes
from .test_play import clean, t

pytestmark = pytest.mark.browser

RATING = f"{PROGRESS}:rating"
EASY = {"band": "easy", "themes": []}  # a progress entry of a puzzle rated easy, no themes
PUZZLE_RD, TAU = 60, 0.5  # the trainer's constants (README: The puzzle trainer)
BOARD = {p["id"]: p for p in board_data("crescent")["puzzles"]}


def expected(score: float) -> tuple[float, float]:
    """A new player's (rating, RD) after one try at ONLY_MOVE, from Glickman's steps."""
    r, rd, _ = rate(1500, 350, 0.06, [(BOARD[ONLY_MOVE]["rating"], PUZZLE_RD, score)], TAU)
    return r, rd


def rated(page) -> dict:
    page.wait_for_function(f"localStorage.getItem('{RATING}') !== null", timeout=30_000)
    page.wait_for_function(
        "document.querySelector(\"[data-rating-stat='rated']\").textContent !== '0'"
    )
    return json.loads(stored(page)[RATING])


def solve_cleanly(page) -> None:
    act(page, lambda: place(page, "p3").click())
    act(page, lambda: place(page, "p1").click())  # ONLY_MOVE's answer: p3-p1
    assert page.get_attribute(BOX, "data-phase") == "solved"


def norm(text: str) -> str:
    """Text as read: the typography's no-break spaces as spaces."""
    return text.replace("\xa0", " ")


def shown(page, stat: str) -> str:
    return page.inner_text(f"[data-rating-stat='{stat}']").replace("\xa0", " ")


@pytest.mark.parametrize("lang", booted_group("en", "hu", "uk", "pl"))
def test_a_clean_first_solve_raises_the_rating_as_glicko2_says(booted, lang):
    w = booted(lang, "puzzles-crescent.html", ONLY_MOVE)
    page = w.page
    language = load_language(lang)
    assert shown(page, "rating") == str(language.value(1500)).replace("\xa0", " ")
    sentence = t(lang).gettext(
        "Your first try at each puzzle changes your rating for this game (Glicko-2, starting at "
        "%(rating)s): a solve without hints counts as a win, a solve with hints as half a win, "
        "and a wrong move, a wrong answer or the shown answer as a loss. Each puzzle has a fixed "
        "rating; the harder the puzzle, the more a solve gains."
    )
    words = page.inner_text(BOX).replace("\xa0", " ")
    assert sentence.split("%(rating)s")[0].replace("\xa0", " ").strip() in words
    solve_cleanly(page)
    record = rated(page)
    want, rd = expected(1)
    assert record["rated"] == {ONLY_MOVE: 1}
    assert record["rating"] == pytest.approx(want, abs=0.01)
    assert record["rd"] == pytest.approx(rd, abs=0.01)
    assert want > 1500
    assert shown(page, "rating") == str(language.value(round(want))).replace("\xa0", " ")
    assert shown(page, "rated") == "1"
    clean(w)


def test_a_solve_with_a_hint_scores_half_and_a_replay_is_not_rated(warm, base_url):
    page = open_puzzle(warm.page, base_url, "en", ONLY_MOVE)
    act(page, lambda: page.click("[data-action='hint']"))
    solve_cleanly(page)
    record = rated(page)
    assert record["rated"] == {ONLY_MOVE: 0.5}
    assert record["rating"] == pytest.approx(expected(0.5)[0], abs=0.01)
    act(page, lambda: page.click("[data-action='retry']"))  # a second try is no rating period
    solve_cleanly(page)
    page.reload(wait_until="networkidle")
    page.wait_for_selector(f"{BOX}[data-ready='true']", timeout=60_000)
    assert json.loads(stored(page)[RATING]) == record
    clean(warm)


def test_a_wrong_move_scores_nothing_and_a_puzzle_solved_before_is_not_rated(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    other = next(p for p in BOARD if p != ONLY_MOVE and p.startswith("cr-om-"))
    keep_progress(page, a_players_progress(solved=[other], entry=EASY))
    open_puzzle(page, base_url, "en", ONLY_MOVE)
    wrong = PUZZLES[ONLY_MOVE].alternatives[0]["move"].split()[0]
    src, dst = wrong.split("-")
    act(
        page,
        lambda: page.evaluate(
            f"window.solPuzzle.request({{op: 'drop', place: '{src}', target: '{dst}'}})"
        ),
    )
    record = rated(page)
    assert record["rated"] == {ONLY_MOVE: 0}
    assert record["rating"] == pytest.approx(expected(0)[0], abs=0.01)
    assert record["rating"] < 1500
    open_in_page(page, other)  # solved before the trainer: a replay
    place(page, "p1").focus()
    act(page, lambda: page.click("[data-action='show']"))
    assert page.get_attribute(BOX, "data-failed") == "true"
    assert json.loads(stored(page)[RATING])["rated"] == {ONLY_MOVE: 0}
    clean(warm)


def test_the_rating_is_axe_clean_in_both_schemes(warm, base_url):
    page = warm.page
    page.emulate_media(color_scheme="light")
    page = open_puzzle(page, base_url, "en", ONLY_MOVE)
    solve_cleanly(page)
    rated(page)
    page.locator("[data-rating-stat='rating']").scroll_into_view_if_needed()
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    clean(warm)


# --- 2. puzzles at your level -----------------------------------------------------------------


def progress_record(solved=(), failed=()) -> str:
    """A record of ``solved`` and ``failed`` puzzles (rated easy), no streak running now."""
    solved = list(solved)
    record = a_players_progress(solved, failed, entry=EASY)
    return json.dumps(record | {"streak": 0, "best_streak": len(solved)})


def rating_record(rating: float) -> str:
    return json.dumps({"v": 1, "rating": rating, "rd": 80, "vol": 0.06, "rated": {}, "history": []})


def press_next(page) -> str:
    before = page.get_attribute(BOX, "data-puzzle")
    page.click("[data-action='next-puzzle']")
    page.wait_for_function(
        f"document.querySelector('{BOX}').dataset.puzzle !== '{before}'", timeout=30_000
    )
    page.wait_for_selector(f"{BOX}[data-ready='true']")
    return page.get_attribute(BOX, "data-puzzle")


def test_next_puzzle_is_unsolved_near_the_rating_and_no_theme_comes_three_times(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    target = 2100
    nearest = sorted(BOARD.values(), key=lambda p: abs(p["rating"] - target))
    solved = [p["id"] for p in nearest[:3]]  # the three nearest are solved already
    seed_next_document(page, {PROGRESS: progress_record(solved), RATING: rating_record(target)})
    open_puzzle(page, base_url, "en", ONLY_MOVE)
    seen = [ONLY_MOVE]
    for _ in range(4):
        seen.append(press_next(page))
    assert not set(seen[1:]) & set(solved)
    assert len(set(seen)) == len(seen)
    # the first pick: the nearest unsolved to 2100 that repeats no theme twice over (one puzzle
    # opened before it cannot block a theme)
    unsolved = [p for p in nearest if p["id"] not in solved and p["id"] != ONLY_MOVE]
    assert abs(BOARD[seen[1]]["rating"] - target) == abs(unsolved[0]["rating"] - target)
    for a, b, c in zip(seen, seen[1:], seen[2:], strict=False):
        common = set(BOARD[a]["themes"]) & set(BOARD[b]["themes"]) & set(BOARD[c]["themes"])
        assert not common, (a, b, c, common)
    for pid in seen[1:]:  # each near the rating: within the scale's closest unsolved tenth
        assert abs(BOARD[pid]["rating"] - target) <= 200, (pid, BOARD[pid]["rating"])
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_cards_show_solved_failed_and_not_tried_in_words_and_unsolved_only_hides(
    warm, base_url, lang
):
    page = warm.page
    url = f"{base_url}/{lang}/puzzles-crescent-only-move-1.html"
    page.goto(url, wait_until="networkidle")
    ids = page.eval_on_selector_all("article.sol-puzzle-card", "els => els.map(e => e.id)")
    solved, failed, untried = ids[0], ids[1], ids[2]
    reload_with_storage(page, {PROGRESS: progress_record([solved], [failed])})
    words = {
        "solved": t(lang).pgettext("puzzle status", "Solved"),
        "failed": t(lang).pgettext("puzzle status", "Not solved at the first try"),
        "untried": t(lang).pgettext("puzzle status", "Not tried yet"),
    }
    for pid, state in ((solved, "solved"), (failed, "failed"), (untried, "untried")):
        mark = page.locator(f"#{pid} .sol-mark")
        assert mark.get_attribute("data-mark") == state
        assert words[state].replace("\xa0", " ") in mark.inner_text().replace("\xa0", " ")
        assert mark.locator(".sol-mark-symbol").get_attribute("aria-hidden") == "true"
    only = t(lang).gettext("Show unsolved puzzles only")
    page.get_by_label(only).check()
    assert page.locator(f"#{solved}").is_hidden()
    assert page.locator(f"#{failed}").is_visible() and page.locator(f"#{untried}").is_visible()
    page.get_by_label(only).uncheck()
    assert page.locator(f"#{solved}").is_visible()
    # the theme page marks its links the same way
    page.goto(f"{base_url}/{lang}/puzzles-crescent-themes.html", wait_until="networkidle")
    link = page.locator(f".sol-puzzle-links a[href$='#{solved}']").first
    mark = link.locator("xpath=..").locator(".sol-mark")
    assert mark.get_attribute("data-mark") == "solved"
    assert words["solved"].replace("\xa0", " ") in mark.inner_text().replace("\xa0", " ")
    clean(warm)


def test_the_daily_card_is_marked_and_follows_a_solve_on_the_board(warm, base_url):
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    page.wait_for_function("document.querySelector('.sol-daily').dataset.dailyId")
    daily = page.get_attribute(".sol-daily", "data-daily-id")
    mark = page.locator(".sol-daily .sol-mark")
    assert mark.get_attribute("data-mark") == "untried"
    assert "Not tried yet" in mark.inner_text()
    page.click("[data-action='daily']")
    page.wait_for_selector(f"{BOX}[data-ready='true']", timeout=60_000)
    act(page, lambda: page.click("[data-action='show']"))  # the shown answer: a failed try
    page.wait_for_function(
        "document.querySelector('.sol-daily .sol-mark').dataset.mark === 'failed'"
    )
    assert daily in json.loads(stored(page)[PROGRESS])["failed"]
    clean(warm)


def test_marks_and_the_unsolved_switch_are_axe_clean(warm, base_url):
    page = open_light(warm, f"{base_url}/en/puzzles-crescent-only-move-1.html")
    first = page.eval_on_selector("article.sol-puzzle-card", "e => e.id")
    reload_with_storage(page, {PROGRESS: progress_record([first])})
    page.wait_for_selector(".sol-mark[data-mark='solved']")
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    clean(warm)


# --- 5. a solve worth seeing -------------------------------------------------------------------


@pytest.mark.parametrize("lang", booted_group("en", "hu", "uk", "pl"))
def test_a_solve_shows_its_summary_with_the_rating_change_and_focus_on_next(booted, lang):
    w = booted(lang, "puzzles-crescent.html", ONLY_MOVE)
    page = w.page
    assert page.locator("[data-out='summary']").is_hidden()
    before = int(page.get_attribute(BOX, "data-summary") or 0)
    solve_cleanly(page)
    page.wait_for_function(f"Number(document.querySelector('{BOX}').dataset.summary) > {before}")
    panel = page.locator("[data-out='summary']")
    assert panel.is_visible()
    language = load_language(lang)
    want = round(expected(1)[0])

    def cell(key: str) -> str:
        return panel.locator(f"[data-summary='{key}']").inner_text().replace("\xa0", " ")

    assert cell("moves") == "1" and cell("hints") == "0" and cell("streak") == "1"
    assert cell("rating") == str(language.value(want)).replace("\xa0", " ")
    assert cell("change") == f"+{want - 1500}"
    tr = t(lang)
    text = panel.inner_text()
    for label in ("Puzzle solved", "Your moves", "Hints used", "Time", "Rating change"):
        assert tr.gettext(label) in text
    focused = page.evaluate("document.activeElement.dataset.action")
    assert focused == "next-puzzle"
    clean(w)


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_the_summary_moves_only_when_motion_is_allowed(warm, base_url, motion):
    page = warm.page
    page.emulate_media(reduced_motion=motion)
    open_puzzle(page, base_url, "en", ONLY_MOVE)
    solve_cleanly(page)
    page.wait_for_selector("[data-out='summary']:not([hidden])")
    animation = page.evaluate(
        "getComputedStyle(document.querySelector('[data-out=\"summary\"]')).animationName"
    )
    assert animation == ("none" if motion == "reduce" else "sol-summary-rise")
    clean(warm)


# --- 9. today's progress record migrates without loss -----------------------------------------

RETIRED_ID = "cr-om-0000000000"  # no puzzle has this id: one no longer published


def todays_record() -> dict:
    """A record as the site before the trainer saved it (progress.js version 1), with a puzzle
    since re-banded (its saved band and themes are not the current ones) and one removed."""
    rebanded = next(p for p in PUZZLES.values() if p.difficulty["band"] == "hard")
    return {
        "v": 1,
        "solved": {
            ONLY_MOVE: {"band": "easy", "themes": ["build"]},
            rebanded.id: {"band": "easy", "themes": ["wrap"]},
            RETIRED_ID: {"band": "medium", "themes": ["build"]},
        },
        "failed": {"cr-om-7f9072d33d": {"band": "hard", "themes": []}},
        "streak": 3,
        "best_streak": 7,
        "daily": {"last": "2026-12-04", "streak": 2, "best": 5},
    }


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_todays_record_migrates_without_loss_and_a_removed_id_is_kept_aside(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    saved = todays_record()
    reload_with_storage(page, {PROGRESS: json.dumps(saved)})
    page.wait_for_selector(f"{BOX}[data-reconciled='true']", timeout=30_000)
    record = json.loads(stored(page)[PROGRESS])
    rebanded = next(i for i in saved["solved"] if i not in (ONLY_MOVE, RETIRED_ID))
    # every result of a published puzzle kept, under its current band and themes
    assert set(record["solved"]) == {ONLY_MOVE, rebanded}
    assert set(record["failed"]) == {"cr-om-7f9072d33d"}
    assert record["solved"][rebanded] == {
        "band": PUZZLES[rebanded].difficulty["band"],
        "themes": PUZZLES[rebanded].themes,
    }
    assert (record["streak"], record["best_streak"], record["daily"]) == (3, 7, saved["daily"])
    # the removed id kept aside, whole, and named
    kept = json.loads(stored(page)[f"{PROGRESS}:retired"])
    assert kept == {f"solved:{RETIRED_ID}": saved["solved"][RETIRED_ID]}
    assert RETIRED_ID in page.inner_text("[data-progress-message]")
    # the figures count the current data: two solved, one of them hard now
    assert page.inner_text("[data-progress-stat='solved']") == "2"
    assert page.inner_text("[data-progress-stat='best_streak']") == "7"
    hard = 1 + (PUZZLES[ONLY_MOVE].difficulty["band"] == "hard")
    assert page.inner_text("[data-progress-band='hard']") == str(hard)
    # the rating starts fresh beside it; the saved puzzles are replays, not rated
    assert RATING not in stored(page)
    clean(warm)


# --- 6. the daily streak's 14 days ------------------------------------------------------------

LOCAL_DAYS = """(n) => { const out = []; const now = new Date();
  for (let k = n - 1; k >= 0; k--) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - k);
    out.push([d.getFullYear(), d.getMonth() + 1, d.getDate()]
      .map((x, i) => String(x).padStart(i ? 2 : 4, "0")).join("-"));
  }
  return out; }"""


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_the_daily_strip_shows_14_days_with_old_days_unknown_not_missed(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    last14 = page.evaluate(LOCAL_DAYS, 14)
    today, yesterday, before = last14[-1], last14[-2], last14[-3]
    saved = json.loads(progress_record())
    saved["daily"] = {"last": yesterday, "streak": 2, "best": 4}  # today's format: no days kept
    reload_with_storage(page, {PROGRESS: json.dumps(saved)})
    items = page.locator("ol[data-days] li")
    assert items.count() == 14
    states = dict(
        zip(last14, items.evaluate_all("els => els.map(e => e.dataset.state)"), strict=True)
    )
    # the old record proves the streak's two days; every earlier day is unknown, not missed
    assert states[yesterday] == states[before] == "solved"
    assert states[today] == "pending"
    assert {states[d] for d in last14[:-3]} == {"unknown"}
    tr = t(lang)
    unknown = tr.pgettext("daily puzzle day", "Unknown: from before this browser kept days")
    assert norm(unknown) in norm(items.first.inner_text())
    heading = tr.ngettext(
        "The daily puzzle on the last %(num)s day", "The daily puzzle on the last %(num)s days", 14
    ) % {"num": 14}
    assert page.locator("ol[data-days]").get_attribute("aria-labelledby")
    assert norm(heading) in norm(page.inner_text(".sol-puzzle-progress"))
    # solving today's daily puzzle marks today
    page.wait_for_function("document.querySelector('.sol-daily').dataset.dailyId")
    page.click("[data-action='daily']")
    page.wait_for_selector(f"{BOX}[data-ready='true']", timeout=60_000)
    daily = page.get_attribute(BOX, "data-puzzle")
    board = BOARD[daily]
    if board["kind"] == "can-win":
        yes = board["answer"]["winnable"]
        act(page, lambda: page.click(f"[data-action='{'yes' if yes else 'no'}']"))
    else:
        for step in solution_moves(board):
            src, dst = step.split("-")
            act(
                page,
                lambda s=src, d=dst: page.evaluate(
                    f"window.solPuzzle.request({{op: 'drop', place: '{s}', target: '{d}'}})"
                ),
            )
            if page.get_attribute(BOX, "data-phase") == "solved":
                break
    page.wait_for_selector(f"ol[data-days] li[data-day='{today}'][data-state='solved']")
    solved = tr.pgettext("daily puzzle day", "Solved")
    assert norm(solved) in norm(page.inner_text(f"ol[data-days] li[data-day='{today}']"))
    assert json.loads(stored(page)[f"{PROGRESS}:days"])["solved"] == [today]
    clean(warm)


def solution_moves(board: dict) -> list[str]:
    """The moves the player makes to solve a move puzzle of the board data."""
    a = board["answer"]
    if board["kind"] == "only-move":
        return [a["move"]]
    if board["kind"] == "sequence":
        return [m for s in a["steps"] if s["player"] for m in s["move"].split()]
    return list(a["line"])


# --- 3. the streak run --------------------------------------------------------------------------


def play_solution(page, board: dict) -> None:
    for step in solution_moves(board):
        if page.get_attribute(BOX, "data-phase") == "solved":
            return
        src, dst = step.split("-")
        request = f"window.solPuzzle.request({{op: 'drop', place: '{src}', target: '{dst}'}})"
        act(page, lambda r=request: page.evaluate(r))
    assert page.get_attribute(BOX, "data-phase") == "solved"


def next_in_run(page, board: dict, solved: str) -> dict:
    """After the run's first solve: the run counts 1, Next puzzle opens the run's next one."""
    page.wait_for_function("document.querySelector('[data-run=\"count\"]').textContent === '1'")
    page.click("[data-action='next-puzzle']")
    page.wait_for_function(
        f"document.querySelector('{BOX}').dataset.puzzle !== '{solved}'", timeout=30_000
    )
    page.wait_for_selector(f"{BOX}[data-ready='true']")
    return board[page.get_attribute(BOX, "data-puzzle")]


def end_run_by_showing(page, lang: str):
    """A shown answer is a mistake: the run ends with its best of one; the run's panel."""
    act(page, lambda: page.click("[data-action='show']"))
    page.wait_for_selector("[data-out='run'][data-state='ended']")
    panel = page.locator("[data-out='run']")
    assert norm(t(lang).gettext("Your streak run has ended.")) in norm(panel.inner_text())
    assert panel.locator("[data-run='best']").inner_text() == "1"
    return panel


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_streak_run_rises_in_rating_and_ends_at_the_first_mistake(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    moves = [p for p in BOARD.values() if p["kind"] != "can-win"]
    first = min(moves, key=lambda p: p["rating"])
    page.click(".sol-start [data-action='run']")
    page.wait_for_selector(f"{BOX}[data-ready='true']", timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == first["id"]
    play_solution(page, first)
    second = next_in_run(page, BOARD, first["id"])
    higher = [p for p in moves if p["rating"] >= first["rating"] + 50]
    assert second["kind"] != "can-win"
    assert second["rating"] == min(p["rating"] for p in higher)  # the lowest step up
    panel = end_run_by_showing(page, lang)
    assert panel.locator("[data-run='count']").inner_text() == "1"
    assert json.loads(stored(page)[f"{PROGRESS}:run"]) == {"v": 1, "best": 1}
    assert page.inner_text("[data-rating-stat='best_run']") == "1"
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_forty_thieves_streak_run_takes_its_goal_puzzles_and_keeps_its_own_best(
    warm, base_url, lang
):
    # Forty Thieves joined the run with its goal kinds (issue 29): the run starts at its
    # lowest-rated puzzle with moves, rises, and keeps a best of its own, apart from Crescent's
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-forty-thieves.html", wait_until="networkidle")
    ft = {p["id"]: p for p in board_data("forty-thieves")["puzzles"]}
    moves = [p for p in ft.values() if p["kind"] != "can-win"]
    first = min(moves, key=lambda p: (p["rating"], p["id"]))
    page.click(".sol-start [data-action='run']")
    page.wait_for_selector(f"{BOX}[data-ready='true']", timeout=60_000)
    assert ft[page.get_attribute(BOX, "data-puzzle")]["rating"] == first["rating"]
    shown = ft[page.get_attribute(BOX, "data-puzzle")]
    for action in solution_moves(shown):
        if page.get_attribute(BOX, "data-phase") == "solved":
            break
        assert play_goal(page, action)["ok"], action
    assert page.get_attribute(BOX, "data-phase") == "solved"
    second = next_in_run(page, ft, shown["id"])
    assert second["kind"] != "can-win" and second["rating"] >= shown["rating"] + 50
    end_run_by_showing(page, lang)
    saved = stored(page)
    assert json.loads(saved["solitaire-puzzles:forty_thieves:run"]) == {"v": 1, "best": 1}
    assert f"{PROGRESS}:run" not in saved  # Crescent's best is its own
    clean(warm)


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_the_streak_run_is_offered_where_there_are_move_puzzles(warm, base_url, lang):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    tr = t(lang)
    button = page.locator(".sol-start [data-action='run']")
    assert norm(button.inner_text()) == norm(tr.gettext("Start a streak run"))
    about = tr.gettext(
        "A streak run gives you puzzles with moves to find, each one harder than the last; the "
        "first mistake ends the run."
    )
    assert norm(about) in norm(page.inner_text(".sol-run-about"))
    # Forty Thieves: a run only once it has puzzles with moves (issue 29 adds them)
    page.goto(f"{base_url}/{lang}/puzzles-forty-thieves.html", wait_until="networkidle")
    ft_moves = any(p["kind"] != "can-win" for p in board_data("forty-thieves")["puzzles"])
    assert page.locator(".sol-start [data-action='run']").count() == int(ft_moves)
    clean(warm)


# --- 7. progress you can carry, and the rating history chart -----------------------------------


def carried(game: str = "crescent", **parts) -> dict:
    """A progress file as another browser exports it."""
    data = {
        "format": "solitaire-puzzles-progress",
        "v": 1,
        "game": game,
        "progress": json.loads(progress_record()),
        "rating": {"v": 1, "rating": 1500, "rd": 350, "vol": 0.06, "rated": {}, "history": []},
        "days": {"v": 1, "since": "2026-11-01", "solved": []},
        "run": {"v": 1, "best": 0},
    }
    data.update(parts)
    return data


def import_file(page, tmp_path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    page.set_input_files("[data-carry-file]", str(path))
    page.wait_for_function("document.querySelector('[data-carry]').dataset.outcome")
    outcome = page.get_attribute("[data-carry]", "data-outcome")
    page.evaluate("delete document.querySelector('[data-carry]').dataset.outcome")
    return outcome


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_import_merges_by_the_rules_and_a_bad_or_foreign_file_changes_nothing(
    warm, base_url, lang, tmp_path
):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-crescent.html", wait_until="networkidle")
    ids = [p for p in BOARD if p.startswith("cr-om-")][:4]
    a, b, c, d = ids
    mine = json.loads(progress_record([a], [b]))
    mine |= {"streak": 1, "best_streak": 2, "daily": {"last": "2026-12-01", "streak": 1, "best": 1}}
    my_rating = {
        "v": 1,
        "rating": 1600,
        "rd": 200,
        "vol": 0.06,
        "rated": {a: 1},
        "history": [[1600, 1]],
    }
    reload_with_storage(page, {PROGRESS: json.dumps(mine), RATING: json.dumps(my_rating)})
    page.wait_for_selector("[data-carry]:not([hidden])")
    page.wait_for_selector(f"{BOX}[data-reconciled='true']")  # bands brought up to date first
    before = stored(page)
    tr = t(lang)
    message = "[data-carry-message]"
    # a file that is no progress at all, then another game's: refused, nothing changed
    assert import_file(page, tmp_path, "junk.json", "{not json") == "bad"
    bad = tr.gettext("This file is not puzzle progress from this site, so nothing was changed.")
    assert norm(page.inner_text(message)) == norm(bad)
    foreign = json.dumps(carried("forty_thieves"))
    assert import_file(page, tmp_path, "ft.json", foreign) == "foreign"
    other = tr.gettext(
        "This file holds the progress of another game, so nothing was changed: import it on "
        "that game's Puzzles page."
    )
    assert norm(page.inner_text(message)) == norm(other)
    assert stored(page) == before
    # a good file: b solved there (so solved here), c failed there, more rated tries there
    theirs_progress = json.loads(progress_record([b], [c]))
    theirs_progress |= {"streak": 3, "best_streak": 3}
    theirs_progress["daily"] = {"last": "2026-12-03", "streak": 2, "best": 4}
    history = [[1500 + 10 * k, 1] for k in range(1, 4)]
    theirs_rating = {
        "v": 1,
        "rating": 1530,
        "rd": 150,
        "vol": 0.06,
        "rated": {b: 1, c: 0, d: 0.5},
        "history": history,
    }
    good = carried(progress=theirs_progress, rating=theirs_rating, run={"v": 1, "best": 5})
    assert import_file(page, tmp_path, "good.json", json.dumps(good)) == "imported"
    merged_text = tr.gettext("Your progress from the file was merged with this browser's.")
    assert norm(page.inner_text(message)) == norm(merged_text)
    now = stored(page)
    progress_now = json.loads(now[PROGRESS])
    assert set(progress_now["solved"]) == {a, b}  # solved in either stays solved
    assert set(progress_now["failed"]) == {c}
    assert (progress_now["streak"], progress_now["best_streak"]) == (3, 3)
    assert progress_now["daily"] == {"last": "2026-12-03", "streak": 2, "best": 4}
    rating_now = json.loads(now[RATING])
    assert rating_now["rating"] == 1530  # three rated tries beat one
    assert set(rating_now["rated"]) == {a, b, c, d}
    assert json.loads(now[f"{PROGRESS}:run"]) == {"v": 1, "best": 5}
    assert page.inner_text("[data-progress-stat='solved']") == "2"
    # the chart: one point per rated try of the history, described in the page's language
    chart = page.locator("[data-chart] svg")
    assert chart.get_attribute("role") == "img"
    assert chart.locator("circle").count() == 3
    language = load_language(lang)
    desc = tr.gettext(
        "Over these rated puzzles your rating went from %(from_rating)s to %(to_rating)s; the "
        "lowest was %(lowest)s and the highest %(highest)s."
    ) % {
        "from_rating": language.value(1510),
        "to_rating": language.value(1530),
        "lowest": language.value(1510),
        "highest": language.value(1530),
    }
    assert norm(chart.locator("desc").text_content()) == norm(desc)
    clean(warm)


def test_export_writes_the_records_of_this_game(warm, base_url, tmp_path):
    page = warm.page
    page.goto(f"{base_url}/en/puzzles-crescent.html", wait_until="networkidle")
    saved = json.loads(progress_record([ONLY_MOVE]))
    reload_with_storage(page, {PROGRESS: json.dumps(saved)})
    page.wait_for_selector("[data-carry]:not([hidden])")
    with page.expect_download() as download:
        page.click("[data-carry-action='export']")
    path = tmp_path / "out.json"
    download.value.save_as(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert download.value.suggested_filename == "solitaire-puzzles-crescent.json"
    assert (data["format"], data["v"], data["game"]) == (
        "solitaire-puzzles-progress",
        1,
        "crescent",
    )
    assert set(data["progress"]["solved"]) == set(saved["solved"])
    assert data["rating"]["rating"] == 1500 and data["run"] == {"v": 1, "best": 0}
    assert page.inner_text("[data-carry-message]") == "Your progress was saved to a file."
    clean(warm)


def test_the_chart_strip_run_and_carry_are_axe_clean(warm, base_url, tmp_path):
    page = open_light(warm, f"{base_url}/en/puzzles-crescent.html")
    history = [[1500 + 7 * k, k % 2] for k in range(30)]
    rating = {"v": 1, "rating": 1703, "rd": 90, "vol": 0.06, "rated": {}, "history": history}
    reload_with_storage(page, {RATING: json.dumps(rating)})
    page.wait_for_selector("[data-chart] svg")
    page.wait_for_selector("ol[data-days] li")
    page.locator("[data-chart]").scroll_into_view_if_needed()
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    clean(warm)


# --- 8. a lesson opens each theme ---------------------------------------------------------------

_LESSON_LINES = re.findall(
    r'"([\w-]+)": (_\(".+?"\)(?: if slug == "crescent" else _\(".+?"\))?),?\n',
    (ROOT / "docs" / "partials" / "puzzle-lessons.md").read_text(encoding="utf-8"),
)


def lessons(slug: str) -> dict[str, str]:
    """Each theme's lesson msgid on ``slug``'s theme page, read from the partial (a theme
    whose lesson differs per game, as building does, gives Crescent's first)."""
    out = {}
    for theme, expr in _LESSON_LINES:
        texts = re.findall(r'_\("(.+?)"\)', expr)
        out[theme] = texts[0] if slug == "crescent" or len(texts) == 1 else texts[1]
    return out


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_each_theme_opens_with_its_lesson_example_and_puzzles_to_try(warm, base_url, lang, slug):
    page = warm.page
    page.goto(f"{base_url}/{lang}/puzzles-{slug}-themes.html", wait_until="networkidle")
    tr = t(lang)
    themes = plan(slug).themes()
    for theme, puzzles in themes.items():
        heading = page.locator(f"h2#theme-{theme}")
        lesson = heading.locator("xpath=following-sibling::div[contains(@class,'sol-lesson')][1]")
        text = norm(lesson.inner_text())
        assert norm(tr.gettext(lessons(slug)[theme])) in text, theme
        assert norm(tr.gettext("The idea")) in text and norm(tr.gettext("A worked example")) in text
        example = lesson.locator("article.sol-puzzle-card")
        assert example.count() == 1
        assert example.get_attribute("id") in {p.id for p in puzzles}
        assert example.locator("svg").count() >= 1  # the engine's figure of the position
        links = lesson.locator(".sol-puzzle-links a")
        assert 0 < links.count() <= 3 or len(puzzles) == 1
        for href in links.evaluate_all("els => els.map(e => e.hash.slice(1))"):
            assert href in {p.id for p in puzzles} and href != example.get_attribute("id")
    ids = page.eval_on_selector_all("[id]", "els => els.map(e => e.id)")
    assert len(ids) == len(set(ids))  # one example card per theme, never twice on the page
    clean(warm)


def test_the_lessons_are_axe_clean(warm, base_url):
    page = open_light(warm, f"{base_url}/en/puzzles-crescent-themes.html")
    assert violations_in_both_schemes(page) == {"light": [], "dark": []}
    clean(warm)
