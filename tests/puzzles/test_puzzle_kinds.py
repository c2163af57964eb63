"""Puzzle kinds described once (engine/puzzles/puzzle_kinds.py, issue 29): every kind the data
uses is described, and verify, the hint player, the rating and the board ask the description, so
a kind registered for a test is checked, played and rated with no branch of theirs naming it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.board.puzzle import PuzzleSession
from engine.puzzles import player, rate, texts
from engine.puzzles.model import ALL_KINDS, CARD_HOME, Puzzle
from engine.puzzles.puzzle_kinds import ASK, GOAL, PUZZLE_KINDS, STEPS, PuzzleKind
from engine.puzzles.verify import verify

CODE = "FT1-N-AAAAAAB"  # a Forty Thieves deal


def test_every_kind_of_the_data_is_described_in_the_pages_order() -> None:
    assert list(PUZZLE_KINDS) == list(ALL_KINDS)
    assert PUZZLE_KINDS["can-win"].board == ASK and not PUZZLE_KINDS["can-win"].takes_moves
    assert PUZZLE_KINDS["only-move"].board == STEPS and PUZZLE_KINDS["only-move"].takes_moves
    assert PUZZLE_KINDS[CARD_HOME].board == GOAL and PUZZLE_KINDS[CARD_HOME].games == (
        "forty_thieves",
    )


def puzzle(kind: str, game: str = "forty_thieves", code: str = CODE) -> Puzzle:
    return Puzzle(
        id="test", kind=kind, game=game, code=code, redeals=None, prefix=[], answer={"line": []}
    )


@pytest.fixture
def test_kind() -> Iterator[list[str]]:
    """A kind of one's own, registered for Forty Thieves: what each caller asked it."""
    asked: list[str] = []

    def check(p: Puzzle, g: object, deep: bool) -> list[str]:
        asked.append(f"check {deep}")
        return ["test kind: its own claim fails"]

    def solves(p: Puzzle, g: object, budget: int) -> bool:
        asked.append(f"solves {budget}")
        return True

    PUZZLE_KINDS.add(
        "test-kind",
        PuzzleKind(
            name="test-kind",
            board=ASK,
            check=check,
            solves=solves,
            features=lambda p: {"alternatives": 2, "effort": 0, "tempting": 1, "length": 3},
            line=lambda p: ["draw"],
            games=("forty_thieves",),
        ),
    )
    yield asked
    PUZZLE_KINDS.remove("test-kind")


def test_verify_player_and_rating_ask_the_kinds_description(test_kind: list[str]) -> None:
    p = puzzle("test-kind")
    assert verify(p) == [  # the position's own claims (a deal's start), then the kind's
        "position: cards in the stock, but their order is not shown",
        "position: 64 cards in the stock, more than 12",
        "test kind: its own claim fails",
    ]
    assert player.solves(p, budget=7) is True
    assert test_kind == ["check True", "solves 7"]
    rate.rate_all([p])
    # a kind that takes no move: the tempting first move does not count (2 + log2(4) = 4)
    assert p.difficulty["score"] == 4.0


def test_a_kind_made_for_one_game_refuses_another_games_puzzle(test_kind: list[str]) -> None:
    assert verify(puzzle("test-kind", "crescent", "CR1-N-AAAAANE")) == [
        "test-kind: a kind of forty_thieves only"
    ]
    assert test_kind == []  # its own checker was not asked


def test_an_unknown_kind_is_named() -> None:
    assert verify(puzzle("no-such-kind")) == ["unknown kind 'no-such-kind'"]


def test_the_board_takes_no_move_before_the_answer_of_a_kind_that_asks(
    test_kind: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # its question in words: the words are the texts' own (a new kind brings its messages)
    monkeypatch.setitem(texts.QUESTIONS, "test-kind", texts.QUESTIONS["can-win"])
    s = PuzzleSession("forty_thieves")
    p = puzzle("test-kind")
    first = s.handle({"op": "puzzle", "puzzle": p.to_dict()})
    assert first["ok"] and first["puzzle"]["phase"] == "asking"
    r = s.handle({"op": "draw"})
    assert not r["ok"] and r["reason"] == "answer_first"
    shown = s.handle({"op": "show"})
    assert shown["ok"] and s.shown == ["draw"]  # the description's answer line
