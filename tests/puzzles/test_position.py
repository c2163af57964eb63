"""A puzzle's position is replayed once per process and handed out as copies: a caller that plays
on the game it got must leave every later caller's position as the deal and prefix make it."""

from __future__ import annotations

from engine.game import new_game
from engine.puzzles.model import load


def _replayed_by_hand(code: str, redeals: int | None, prefix: list[str]):
    g = new_game(code)
    if g.info.redeals and redeals is not None:
        g.redeals_left = redeals
    for move in prefix:
        g.play(move)
    return g


def test_playing_on_a_puzzles_position_leaves_the_next_one_as_dealt() -> None:
    for path in ("docs/puzzles/crescent.json", "docs/puzzles/forty-thieves.json"):
        p = next(x for x in load(path) if len(x.prefix) > 3)
        first = p.position()
        first.play(first.legal_moves()[0])
        again = p.position()
        expected = _replayed_by_hand(p.code, p.redeals, p.prefix)
        assert again.placement() == expected.placement()
        assert again.history == expected.history
        assert (again.moves, again.redeals_left) == (expected.moves, expected.redeals_left)
        assert first.placement() != expected.placement()
        assert again is not first
