"""The stock is a place on the board only: a tap or double tap on it is the engine's ``draw``."""

from __future__ import annotations

import pytest

from engine import FortyThieves, new_game
from engine.board import session as board_session
from engine.board.session import Session
from engine.moves import DRAW
from engine.outcome import Outcome
from engine.solver.core import Hint

from .po import mo


@pytest.mark.parametrize("op", ["tap", "double"])
def test_a_tap_on_the_stock_draws(op):
    s = Session("forty_thieves")
    s.handle({"op": "start", "code": "FT1-N-AAAAAAB"})
    answer = s.handle({"op": op, "place": "s"})
    assert answer["ok"] and answer["move"] == "draw"
    assert answer["state"]["stock"] == 63 and answer["state"]["record"].endswith(" draw")


def test_the_engine_knows_no_stock_place():
    g = new_game("FT1-N-AAAAAAB")
    assert "s" not in FortyThieves.places
    with pytest.raises(KeyError):
        g.tap_move("s")


# The seventeenth review (pl P9): a Forty Thieves hint may be a draw, and its line is of actions,
# so the no-win note has the actions context there ("ciąg czynności", "ta czynność"); Crescent keeps
# its line of moves. The solver is replaced by an undecided answer, so the note is said.
@pytest.mark.parametrize(
    ("kind", "said"),
    [
        # (the 22nd review, pl D4: a sentence of its own, not in brackets after the hint)
        ("forty_thieves", ". Nie znaleziono wygrywającego ciągu czynności – ta czynność wydaje się"
         " najbardziej obiecująca."),
        ("crescent", ". Nie znaleziono wygrywającego ciągu ruchów – to najbardziej obiecujący"
         " ruch."),
    ],
)  # fmt: skip
def test_a_hint_without_a_win_names_its_games_line(monkeypatch, kind, said):
    s = Session(kind, "pl", mo("pl"))
    move = DRAW if kind == "forty_thieves" else s.game.legal_moves()[0]
    undecided = Hint(move=move, outcome=Outcome.UNDECIDED, note="")
    monkeypatch.setattr(board_session, "_solver_hint", lambda *a, **k: undecided)
    r = s.give_hint()
    assert r["ok"] and r["announce"].endswith(said), r["announce"]
