"""What a puzzle's page says is true as written (issue 29, §2): four puzzles the independent
audit (shared review puzzle-audit-2) named, each true as a claim but false as worded, taken
from the puzzles committed before the fix (tests/puzzles/data/unfair.json). ``verify`` must name
the wording each one breaks, and nothing else of it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.puzzles import kinds as K
from engine.puzzles.model import Puzzle
from engine.puzzles.verify import verify

UNFAIR = {
    d["id"]: Puzzle.from_dict(d)
    for d in json.loads((Path(__file__).parent / "data" / "unfair.json").read_text("utf-8"))
}


def test_a_legal_slide_at_an_only_move_is_named() -> None:
    # audit §2: in cr-om-26fdcf19a7 a foundation slide is legal and keeps the win
    p = UNFAIR["cr-om-26fdcf19a7"]
    g = p.position()
    assert [str(m) for m in K.slides(g)]  # the position really has one
    claims = verify(p, deep=False)
    assert claims and all("foundation slide" in c for c in claims)
    assert {c.split("slide ")[1].split()[0] for c in claims} == {str(m) for m in K.slides(g)}


def test_a_step_that_only_chooses_the_copy_is_no_decision() -> None:
    # audit §2: cr-sq-6daf8255f4 step 1 offers only the two copies of the ten of hearts
    p = UNFAIR["cr-sq-6daf8255f4"]
    g = p.position()
    moves = K.choices(g)
    assert len(moves) == 2 and len({K.card_of(g, m) % 52 for m in moves}) == 1
    assert verify(p, deep=False) == [
        "sequence step 1: fewer than 2 moves to different positions (no decision)"
    ]


def test_a_losing_move_of_several_actions_is_named() -> None:
    # audit §3: the greedy move of cr-wh-200ec6bef9 is "f7-f3 f7-f3 f7-f3 p4-f3"
    p = UNFAIR["cr-wh-200ec6bef9"]
    assert len(p.alternatives[0]["move"].split()) == 4
    assert verify(p, deep=False) == [
        f"greedy move {p.alternatives[0]['move']}: 4 actions listed as one move"
    ]


def test_a_forty_thieves_stock_over_the_limit_is_named() -> None:
    # audit §6: 32 "no" puzzles started with 13-29 stock cards; the README says at most 12
    p = UNFAIR["ft-cw-2391fcca28"]
    assert len(p.position().stock) == 13
    assert verify(p, deep=False) == ["position: 13 cards in the stock, more than 12"]


@pytest.mark.parametrize("pid", sorted(UNFAIR))
def test_the_same_puzzle_with_the_wording_put_right_verifies(pid: str) -> None:
    """Each rule fires on its defect alone: the claims themselves still hold (deep check)."""
    p = UNFAIR[pid]
    claims = verify(p, deep=True)
    assert claims  # unfair as worded
    assert not any("no longer" in c or "not refuted" in c or "does not win" in c for c in claims)
