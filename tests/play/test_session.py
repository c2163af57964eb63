"""The in-page session (the same code the Web Worker runs on Pyodide), driven as the worker does."""

from __future__ import annotations

from engine import new_game
from engine.board.session import Session


def test_a_hint_is_a_legal_move_and_says_whether_it_wins():
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    answer = s.handle({"op": "hint"})
    assert answer["ok"] and answer["announce"]
    game = new_game("CR1-N-AAAAAAB")
    assert game.reason(game.parse_move(answer["hint"])) is None
    assert isinstance(answer["wins"], bool)
    assert not answer["lost"]  # the fresh deal is not proved lost
    if not answer["wins"]:
        assert "No winning line was found" in answer["announce"]


def test_a_hint_says_when_the_game_can_no_longer_be_won():
    # CR1-N-AAAAAAB with its three redeals spent at once: the last-card bound proves it lost.
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    for _ in range(3):
        assert s.handle({"op": "redeal"})["ok"]
    answer = s.handle({"op": "hint"})
    assert answer["ok"] and answer["lost"] and not answer["wins"]
    assert "can no longer be won" in answer["announce"]


def test_a_forty_thieves_hint_is_a_legal_move():
    s = Session("forty_thieves")
    s.handle({"op": "start", "code": "FT1-N-AAAAAAB"})
    answer = s.handle({"op": "hint"})
    assert answer["ok"]
    game = new_game("FT1-N-AAAAAAB")
    assert game.reason(game.parse_move(answer["hint"])) is None


def test_a_bad_code_keeps_the_game():
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    answer = s.handle({"op": "start", "code": "XX9"})
    assert not answer["ok"] and answer["reason"] == "bad_code"
    assert answer["state"]["code"] == "CR1-N-AAAAAAB"


def test_the_state_draws_the_board_style_and_counts_redeals_used_per_variant():
    s = Session("crescent")
    s.start("CR1-F-AAAAAAB")  # Crescent Four: 4 redeals
    s.handle({"op": "redeal"})
    state = s.handle({"op": "state"})["state"]
    assert state["variant"] == "F" and state["redeals_used"] == 1
    assert "sol-board-style" in state["svg"] and "sol-felt" in state["svg"]
    ft = Session("forty_thieves").handle({"op": "state"})["state"]
    assert ft["variant"] == "N" and ft["redeals_used"] is None
    assert "sol-back" in ft["svg"]
