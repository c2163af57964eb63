"""A Forty Thieves win from here (issue 29 §1) on the puzzle board in a real browser: solved
along its line (draws included), and the tempting move refused with its proof, the try marked
failed."""

from __future__ import annotations

import pytest

from engine.puzzles.model import load

from .conftest import ROOT
from .test_goal_puzzles import open_goal, play
from .test_pages import axe_violations
from .test_play import clean
from .test_puzzle_board import BOX, figure, message

pytestmark = pytest.mark.browser

WINS = {p.id: p for p in load(ROOT / "docs/puzzles/goals/forty-thieves-goals.json")}
WIN = "ft-wh-142723aa7b"  # 39 actions; the tempting w-c2 is lost at once


def test_a_forty_thieves_win_from_here_is_solved_along_its_line(warm, base_url):
    page = open_goal(warm.page, base_url, "en", WIN)
    line = WINS[WIN].answer["line"]
    for action in line:
        assert play(page, action)["ok"], action
    assert page.get_attribute(BOX, "data-phase") == "solved"
    assert page.get_attribute(BOX, "data-failed") == "false"
    assert message(page).endswith("Solved!")
    assert figure(page, "solved") == "1"
    clean(warm)


def test_the_tempting_move_is_refused_with_its_proof(warm, base_url):
    page = open_goal(warm.page, base_url, "uk", WIN)
    before = page.evaluate("window.solPuzzle.state.record")
    refused = play(page, "w-c2")
    assert not refused["ok"] and refused["proof"] == "search"
    assert page.evaluate("window.solPuzzle.state.record") == before  # taken back
    assert page.get_attribute(BOX, "data-failed") == "true"
    assert message(page).endswith("Спробуйте інший хід.")
    assert axe_violations(page) == []
    clean(warm)
