"""The stock is a place on the board only: a tap or double tap on it is the engine's ``draw``."""

from __future__ import annotations

import pytest

from engine import FortyThieves, new_game
from engine.board.session import Session


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
