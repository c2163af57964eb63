"""The last-card bound (engine/solver/crescent_last.py) against exhaustive play in the engine."""

import random

from engine import Crescent, make_code, new_game
from engine.outcome import Outcome
from engine.solver import solve
from engine.solver.core import WON, search_crescent
from engine.solver.crescent import CrescentState
from engine.solver.crescent_last import last_card_lost

from .plain_search import reachable


def _spades(piles, up, down, redeals):
    found = [up, 13, 13, 13, down, 13, 13, 13]
    return Crescent.from_position(piles + [[]] * (16 - len(piles)), found, redeals)


def _engine_wins(g: Crescent) -> bool:
    return any(x.is_won for x in reachable(g))


def _lost(g: Crescent) -> bool:
    return last_card_lost([bytes(p) for p in g.piles], g.found[:4], g.found[4:], g.redeals_left)


A, Q, K = 0, 11, 12  # spade card numbers (rank - 1)


def test_both_last_cards_over_their_suit_is_lost_without_a_redeal():
    # Spades up A..10, down K..3: left J, Q, the pile K (over a Q) and the pile A (over a 2).
    # Whichever of them goes home last has a spade under it: the engine agrees no line wins.
    g = _spades([[1, A], [Q, K], [10]], 10, 11, 0)
    assert _lost(g) and not _engine_wins(g)
    r = solve(g)
    assert r.outcome == Outcome.LOST and r.positions == 1
    # With one redeal the A and the K come to the top of their piles: now it wins.
    g.redeals_left = 1
    assert not _lost(g) and _engine_wins(g)
    assert solve(g).outcome == WON


def test_one_redeal_form():
    # Up A..9, down K..3: the pile A over a 2 over the 10, the pile K over the Q over the J;
    # no 2, Q, A or K is a pile's bottom card, so a redeal cannot free either of them.
    g = _spades([[9, 1, A], [10, Q, K]], 9, 11, 1)
    assert _lost(g) and not _engine_wins(g)
    assert solve(g).outcome == Outcome.LOST


def test_the_suit_order_matters():
    # Spades and hearts each have only their pile Ace left to end on (their Kings are home),
    # each Ace free of its own suit, but the spade Ace lies on the 2 of hearts and the heart Ace
    # on the 2 of spades: each suit would have to be completed before the other.
    s2, h2, sa, ha = 1, 14, 0, 13
    g = Crescent.from_position([[h2, sa], [s2, ha]] + [[]] * 14, [13] * 4 + [11, 11, 13, 13], 0)
    assert _lost(g) and not _engine_wins(g)
    for s in (0, 1):  # either suit alone would be fine
        one = [13] * 8
        one[4 + s] = 11
        piles = [[h2, sa]] if s == 0 else [[s2, ha]]
        alone = Crescent.from_position(piles + [[]] * 15, one, 0)
        assert not _lost(alone)


def test_never_says_lost_when_the_engine_finds_a_win():
    """Random small positions of one open suit: the bound may miss losses, never invent one."""
    rng = random.Random(2026)
    fired = won = 0
    for _ in range(400):
        up = rng.randint(6, 12)
        down = rng.randint(max(1, 18 - up), min(12, 25 - up))  # 1..8 spades left
        left = [c for c in range(13) for _ in range(2 - (c + 1 <= up) - (c + 1 >= 14 - down))]
        rng.shuffle(left)
        n = rng.randint(1, min(5, len(left)))
        piles: list[list[int]] = [[] for _ in range(n)]
        for i, c in enumerate(left):
            piles[i % n if i < n else rng.randrange(n)].append(c)
        g = _spades(piles, up, down, rng.choice((0, 0, 1)))
        wins = _engine_wins(g)
        lost = _lost(g)
        assert not (lost and wins), (piles, up, down, g.redeals_left)
        fired += lost
        won += wins
    assert fired > 40 and won > 40  # both kinds were really tried


class _WithoutLastCard(CrescentState):
    __slots__ = ()

    def doomed(self) -> bool:
        return False


def test_silent_along_lines_won_without_it():
    """Lines won by the search with the bound switched off: with at most one redeal to come,
    no position on them is called lost."""
    lines = 0
    for seed in range(1, 13):
        g = new_game(make_code("crescent", seed))
        r = search_crescent(g, 20_000, state=_WithoutLastCard)
        if r.outcome != WON:
            continue
        lines += 1
        redeals = [i for i, a in enumerate(r.moves) if a == "redeal"]
        x = g.copy()
        x.redeals_left = 9
        for i, a in enumerate(r.moves):
            to_come = sum(j >= i for j in redeals)
            if to_come <= 1:
                piles = [bytes(p) for p in x.piles]
                assert not last_card_lost(piles, x.found[:4], x.found[4:], to_come), (seed, i)
            x.play(a)
        assert x.is_won
    assert lines >= 6


def test_two_open_suits_never_lost_when_the_engine_wins():
    """Spades and hearts open, few cards each, 0 to 2 redeals: the suit order (with the cards that
    stay under an unmoved last card) never rules out a real win."""
    rng = random.Random(77)
    fired = won = 0
    for _ in range(250):
        found = [13] * 8
        left: list[int] = []
        for s in (0, 1):
            up = rng.randint(10, 12)
            down = rng.randint(max(1, 23 - up), min(13, 25 - up))  # 1..3 cards of the suit left
            found[s], found[4 + s] = up, down
            left += [
                s * 13 + c
                for c in range(13)
                for _ in range(2 - (c + 1 <= up) - (c + 1 >= 14 - down))
            ]
        rng.shuffle(left)
        n = rng.randint(1, min(3, len(left)))
        piles: list[list[int]] = [[] for _ in range(n)]
        for i, c in enumerate(left):
            piles[i % n if i < n else rng.randrange(n)].append(c)
        g = Crescent.from_position(piles + [[]] * (16 - n), found, rng.choice((0, 0, 1, 2)))
        wins = _engine_wins(g)
        lost = _lost(g)
        assert not (lost and wins), (piles, found, g.redeals_left)
        fired += lost
        won += wins
    assert fired > 20 and won > 20
