"""A line of moves as steps (engine/puzzles/runs.py): moves in a row with the same source and
target are one run (the twelfth review, hu Pattern A), moves in a row to one target or from one
source one step (the seventeenth review, hu D5 and S2, uk P3, pl P6), draws in a row one step, on
lines from committed puzzles' positions."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.cards import parse_card, parse_cards
from engine.game import Game
from engine.puzzles.model import load
from engine.puzzles.runs import DRAWN, GATHERED, MOVED, REDEALT, SCATTERED, Step, steps_of

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


def _line(path: str, pid: str) -> tuple[Game, list[str]]:
    (p,) = [p for p in load(DATA / path) if p.id == pid]
    return p.position(), p.answer["line"]


def test_moves_to_one_target_from_different_sources_are_one_step() -> None:
    # the waste's 2 of clubs and column 1's 3 and 4 of clubs: one step naming foundation 8 once
    said = steps_of(forty(), ["w-f8", "c1-f8", "c1-f8"])
    assert said == [
        Step(GATHERED, tuple(parse_cards("2C 3C 4C")), target="f8", sources=("w", "c1", "c1"))
    ]
    assert [s.moves for s in said] == [3]


def test_moves_from_one_source_to_different_targets_are_one_step() -> None:
    # cr-wh-1b926c9364 begins with pile 1's ace of spades, king of spades and 8 of clubs, each
    # to a foundation of its own
    game, line = _line("crescent.json", "cr-wh-1b926c9364")
    said = steps_of(game, line[:3])
    assert line[:3] == ["p1-f5", "p1-f1", "p1-f8"]
    assert said == [
        Step(SCATTERED, tuple(parse_cards("AS KS 8C")), source="p1", targets=("f5", "f1", "f8"))
    ]
    assert sum(s.moves for s in said) == 3


def test_two_moves_are_enough_for_one_step_and_a_shared_target_wins() -> None:
    # c6-c2, c6-c3, c2-c3: the first two share a source and the last two a target; either split
    # is two steps, and the one that names column 3 once wins
    game, line = _line("forty-thieves.json", "ft-cw-367725c3b7")
    assert line[:3] == ["c6-c2", "c6-c3", "c2-c3"]
    assert steps_of(game, line[:3]) == [
        Step(MOVED, (parse_card("6S"),), "c6", "c2"),
        Step(GATHERED, tuple(parse_cards("7S 6S")), target="c3", sources=("c6", "c2")),
    ]


def test_the_fewest_steps_win_then_the_shared_targets() -> None:
    # p3-p10 twice, p3-f1, p10-f1 three times: two steps either way (from pile 3, then a run to
    # foundation 1; or a run to pile 10, then to foundation 1 from two piles): targets first
    game, line = _line("crescent.json", "cr-wh-9a9731121a")
    assert line[:6] == ["p3-p10", "p3-p10", "p3-f1", "p10-f1", "p10-f1", "p10-f1"]
    said = steps_of(game, line[:6])
    assert said == [
        Step(MOVED, tuple(parse_cards("JS TS")), "p3", "p10"),
        Step(
            GATHERED,
            tuple(parse_cards("9S TS JS QS")),
            target="f1",
            sources=("p3", "p10", "p10", "p10"),
        ),
    ]
    assert sum(s.moves for s in said) == 6


def test_a_draw_between_two_moves_breaks_their_step() -> None:
    g = forty()
    said = steps_of(g, ["w-f8", "c1-f8", "draw", "c1-f8"])
    assert said == [
        Step(GATHERED, tuple(parse_cards("2C 3C")), target="f8", sources=("w", "c1")),
        Step(DRAWN, count=1),
        Step(MOVED, (parse_card("4C"),), "c1", "f8"),
    ]
    assert g.top_card("w") == parse_card("2C")  # the position itself is only read


def test_a_redeal_between_two_moves_breaks_their_step() -> None:
    # cr-cw-84789a194d: pile 4 to foundation 4 three times, a redeal, pile 1 to foundation 4
    # twice: without the redeal one step to foundation 4
    game, line = _line("crescent.json", "cr-cw-84789a194d")
    for move in line[:141]:
        game.play(move)
    assert line[141:146] == ["p4-f4", "p4-f4", "p4-f4", "redeal", "p1-f4"]
    said = steps_of(game, line[141:147])
    assert [(s.kind, s.source, s.target, s.moves) for s in said] == [
        (MOVED, "p4", "f4", 3),
        (REDEALT, "", "", 1),
        (MOVED, "p1", "f4", 2),
    ]


def test_the_other_card_of_a_value_is_marked() -> None:
    """Two decks (round 20, hu D2, uk D5): the queen of spades from column 5 goes home, then the
    queen of spades on column 9, the other one, goes to column 5; the same card moved again is
    not marked, and a line starts afresh."""
    game = _position("forty-thieves.json", "ft-cw-ed6ab32c05")
    queen, king = parse_cards("QS KS")
    assert steps_of(game, ["c5-f1", "c9-c5", "c9-f1"]) == [
        Step(MOVED, (queen,), "c5", "f1"),
        Step(SCATTERED, (queen, king), source="c9", targets=("c5", "f1"), others=(0,)),
    ]
    assert steps_of(game, ["c5-f1", "f1-c5"]) == [
        Step(MOVED, (queen,), "c5", "f1"),
        Step(MOVED, (queen,), "f1", "c5"),
    ]
    after = game.copy()
    after.play("c5-f1")
    assert steps_of(after, ["c9-c5"]) == [Step(MOVED, (queen,), "c9", "c5")]
