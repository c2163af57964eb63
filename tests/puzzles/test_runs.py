"""A line of moves as steps (engine/puzzles/runs.py): moves in a row with the same source and
target are one run (the twelfth review, hu Pattern A), draws in a row one step, on constructed
lines from two committed puzzles' positions."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.cards import parse_card, parse_cards
from engine.game import Game
from engine.puzzles.model import load
from engine.puzzles.runs import DRAWN, MOVED, Step, steps_of

DATA = Path(__file__).parents[2] / "docs" / "puzzles"


@cache
def _position(path: str, pid: str) -> Game:
    (p,) = [p for p in load(DATA / path) if p.id == pid]
    return p.position()


def crescent() -> Game:
    """Pile 4 holds the 5, 4, 3 of spades on top, pile 1 the 2 of spades (after move 156)."""
    return _position("crescent.json", "cr-cw-b0753a9f21")


def forty() -> Game:
    """The waste's top is the 2 of clubs; column 1 holds the 4 and 3 of clubs on top."""
    return _position("goals/forty-thieves-goals.json", "ft-fc-245306d184")


def test_moves_with_the_same_source_and_target_are_one_run() -> None:
    said = steps_of(crescent(), ["p4-p1", "p4-p1", "p4-p1", "p10-p4"])
    assert said == [
        Step(MOVED, tuple(parse_cards("3S 4S 5S")), "p4", "p1"),
        Step(MOVED, (parse_card("7S"),), "p10", "p4"),
    ]
    assert [s.moves for s in said] == [3, 1]


def test_a_run_needs_both_the_same_source_and_the_same_target() -> None:
    # the same target, another source: two steps; the same source after it: a step of its own
    said = steps_of(forty(), ["w-f8", "c1-f8", "c1-f8"])
    assert said == [
        Step(MOVED, (parse_card("2C"),), "w", "f8"),
        Step(MOVED, tuple(parse_cards("3C 4C")), "c1", "f8"),
    ]
    assert sum(s.moves for s in said) == 3


def test_a_draw_between_two_moves_breaks_their_run() -> None:
    g = forty()
    said = steps_of(g, ["w-f8", "c1-f8", "draw", "c1-f8"])
    assert said == [
        Step(MOVED, (parse_card("2C"),), "w", "f8"),
        Step(MOVED, (parse_card("3C"),), "c1", "f8"),
        Step(DRAWN, count=1),
        Step(MOVED, (parse_card("4C"),), "c1", "f8"),
    ]
    assert g.top_card("w") == parse_card("2C")  # the position itself is only read
