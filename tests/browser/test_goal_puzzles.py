"""The Forty Thieves goal puzzles (issue 29 §1: "empty a column", "get a card home" in N moves)
on the puzzle board in a real browser: one of each solved along its line, and a move after which
the goal is out of reach refused with the search's proof, the try marked failed."""

from __future__ import annotations

import pytest

from engine.puzzles.model import load

from .conftest import ROOT
from .test_pages import axe_violations
from .test_play import clean
from .test_puzzle_board import BOX, READY, act, figure, message

pytestmark = pytest.mark.browser

GOALS = {p.id: p for p in load(ROOT / "docs/puzzles/goals/forty-thieves-goals.json")}
FREE_COLUMN = "ft-fc-245306d184"  # 3 moves: w-f8 c1-f8 c1-f8 empties column 1
CARD_HOME = "ft-ch-f6ee31d551"  # 4 moves: three draws bring the ace of clubs to the waste
OUT_OF_REACH = "w-c1"  # in FREE_COLUMN: after it no line of 2 moves empties a column


def open_goal(page, base_url: str, lang: str, pid: str):
    page.goto(
        f"{base_url}/{lang}/puzzles-forty-thieves.html?puzzle={pid}", wait_until="networkidle"
    )
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute(BOX, "data-puzzle") == pid
    assert page.get_attribute(BOX, "data-phase") == "solving"
    return page


def play(page, action: str) -> dict:
    """One move or draw through the page's own request queue (the worker's session)."""
    req = {"op": "draw"} if action == "draw" else {"op": "drop", "place": action.split("-")[0]}
    if action != "draw":
        req["target"] = action.split("-")[1]
    out: dict = {}
    act(page, lambda: out.update(page.evaluate("(r) => window.solPuzzle.request(r)", req)))
    return out


def test_an_empty_a_column_puzzle_is_solved_along_its_line(warm, base_url):
    page = open_goal(warm.page, base_url, "en", FREE_COLUMN)
    line = GOALS[FREE_COLUMN].answer["line"]
    assert len(line) == 3
    first = play(page, line[0])
    assert first["ok"] and "You have 2 moves left." in message(page)
    for action in line[1:]:
        assert play(page, action)["ok"]
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    assert "A column is empty: the goal is reached." in message(page)
    assert message(page).endswith("Solved!")
    assert figure(page, "solved") == "1"
    clean(warm)


def test_a_card_home_puzzle_is_solved_in_polish_with_its_draws(warm, base_url):
    page = open_goal(warm.page, base_url, "pl", CARD_HOME)
    line = GOALS[CARD_HOME].answer["line"]
    assert line == ["draw", "draw", "draw", "w-f8"]
    for action in line[:-1]:
        assert play(page, action)["ok"]
    # round 12 (pl 2.2.1), changed on purpose: a goal counts czynności, the draws included;
    # round 22 (pl P5): the one said in words
    assert "Została ci jedna czynność." in message(page)
    assert play(page, line[-1])["ok"]
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert "Na bazie leży już as trefl: cel osiągnięty." in message(page)
    clean(warm)


def test_a_move_that_puts_the_goal_out_of_reach_is_refused_with_its_proof(warm, base_url):
    page = open_goal(warm.page, base_url, "en", FREE_COLUMN)
    before = page.evaluate("window.solPuzzle.state.record")
    refused = play(page, OUT_OF_REACH)
    assert not refused["ok"]
    text = message(page)
    assert text.startswith("Moving the ") and "cannot reach the goal in time" in text
    assert "After it, no line of 2 more moves reaches the goal" in text
    assert text.endswith("Try another move.")
    assert page.evaluate("window.solPuzzle.state.record") == before  # taken back
    assert page.get_attribute(BOX, "data-failed") == "true"
    assert axe_violations(page) == []
    for action in GOALS[FREE_COLUMN].answer["line"]:  # the goal reached: done, not solved
        assert play(page, action)["ok"]
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert figure(page, "solved") == "0" and figure(page, "failed") == "1"
    clean(warm)
