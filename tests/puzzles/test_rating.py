"""Puzzle ratings (engine/puzzles/rating.py): each group on the whole scale, by score, yes and
no apart, and every committed puzzle rated in the board's data."""

from __future__ import annotations

import json

from build_tools.site.exports.puzzle_board import board_data
from engine.puzzles.rating import HIGH, LOW, ratings

from ..browser.conftest import ROOT


def puzzle(pid: str, kind: str, score: float, winnable: bool | None = None) -> dict:
    answer = {} if winnable is None else {"winnable": winnable}
    return {"id": pid, "kind": kind, "answer": answer, "difficulty": {"score": score}}


def test_a_group_spreads_over_the_scale_by_score_and_ties_share_a_rating():
    r = ratings(
        [
            puzzle("a", "only-move", 1.0),
            puzzle("b", "only-move", 3.0),
            puzzle("c", "only-move", 2.0),
            puzzle("d", "only-move", 2.0),
        ]
    )
    # each puzzle at the middle of its rank (ties: of their ranks), 800 + 1400 × (rank − ½) / 4:
    # ranks 1, 2-3, 4 → 0.5, 2, 3.5 quarters
    assert r == {"a": 975, "c": 1500, "d": 1500, "b": 2025}


def test_yes_and_no_are_rated_apart_so_a_rating_never_tells_the_answer():
    r = ratings(
        [
            puzzle("y1", "can-win", 1.0, True),
            puzzle("y2", "can-win", 9.0, True),
            puzzle("n1", "can-win", 5.0, False),
            puzzle("n2", "can-win", 6.0, False),
        ]
    )
    assert r["y1"] == r["n1"] == 1150 and r["y2"] == r["n2"] == 1850


def test_every_committed_puzzle_has_a_rating_on_the_scale_in_the_boards_data():
    for slug in ("crescent", "forty-thieves"):
        committed = json.loads((ROOT / "docs" / "puzzles" / f"{slug}.json").read_text())
        board = board_data(slug)["puzzles"]
        assert len(board) == len(committed["puzzles"])
        assert all(LOW < p["rating"] <= HIGH for p in board)
        by_id = {p["id"]: p for p in committed["puzzles"]}
        for kind in ("only-move", "sequence"):
            same = sorted(
                (p for p in board if p["kind"] == kind),
                key=lambda p: by_id[p["id"]]["difficulty"]["score"],
            )
            assert [p["rating"] for p in same] == sorted(p["rating"] for p in same)
