import json
import random
from pathlib import Path

import pytest

from engine import Crescent, FortyThieves, make_code, new_game
from engine.forty_thieves import FOUNDATION_SUIT
from engine.outcome import Outcome
from engine.solver import hint, replay, solve
from engine.solver.core import start
from engine.solver.crescent import CrescentState
from engine.solver.crescent_bound import hopeless
from engine.solver.forty_thieves import FortyState

from .plain_search import reachable

STUDY = Path(__file__).resolve().parents[2] / "docs" / "study"


def _cr(piles, found, redeals):
    return Crescent.from_position(piles + [[]] * (16 - len(piles)), found, redeals)


def test_forced_win_crescent():
    g = _cr([[51]], [13, 13, 13, 12, 13, 13, 13, 13], 0)
    r = solve(g)
    assert r.outcome == "won" and r.moves == ["p1-f4"]
    assert replay(g, r.moves)
    h = hint(g)
    assert h.move == g.parse_move("p1-f4") and h.wins


def test_proven_loss_and_redeal_win():
    # JC over QC, clubs up at JC: the QC is needed first, so only a redeal wins.
    g = _cr([[50, 51]], [13, 13, 13, 11, 13, 13, 13, 13], 0)
    assert solve(g).outcome == Outcome.LOST
    r = solve(g, redeals=1)
    assert r.outcome == "won" and r.moves[0] == "redeal"
    g.redeals_left = 1
    assert replay(g, r.moves)
    assert hint(g).wins


def test_win_needs_a_wrap_and_a_foundation_to_foundation_slide():
    # Spades: up A..6 and down K..8 (met, 13 cards); the other 13 spades are on the piles.
    # The KS sits on the AS only by the wrap; every other suit is home.
    spades = [c for c in range(13)]
    piles = [[spades[6], spades[5]], [spades[7], spades[8]], [spades[0], spades[12]]]
    piles += [[c] for c in spades[1:5]] + [[spades[9]], [spades[10]], [spades[11]]]
    g = _cr(piles, [6, 13, 13, 13, 7, 13, 13, 13], 0)
    r = solve(g)
    assert r.outcome == "won" and replay(g, r.moves)
    assert any(m in ("f1-f5", "f5-f1") for m in r.moves)


def test_dead_end_bound_proves_a_locked_pile_lost():
    # 5S on top of both 4S and both 6S with no redeal: the 5S can never move, and the spade
    # foundations can never pass the 4s (up) or the 6s (down).
    s4, s5, s6 = 3, 4, 5
    g = _cr([[s4, s4, s6, s6, s5]], [3, 13, 13, 13, 7, 13, 13, 13], 0)
    st = CrescentState.from_game(g)
    assert st.lost(True, None)
    r = solve(g)
    assert r.outcome == Outcome.LOST and r.positions == 1
    # With a redeal the bottom 4S comes to the top and the locked-card bound no longer applies.
    st1 = CrescentState.from_game(g, redeals=1)
    assert not any(st1.locked(0, k) for k in range(5))


def test_forty_thieves_forced_win():
    found = [13, 13, 13, 13, 13, 13, 12, 11]
    missing = [FOUNDATION_SUIT[f] * 13 + r for f in range(8) for r in range(found[f], 13)]
    stock = sorted(missing, reverse=True)  # the lowest is drawn first
    g = FortyThieves.from_position([[]] * 10, stock, [], found)
    r = solve(g)
    assert r.outcome == "won" and replay(g, r.moves)


@pytest.mark.parametrize(
    ("game", "seed", "outcome"),
    [("crescent", 3, "won"), ("forty_thieves", 1, "won"), ("forty_thieves", 3, "undecided")],
)
def test_deterministic_and_replays(game, seed, outcome):
    code = make_code(game, seed)
    a = solve(code, budget=3000)
    b = solve(code, budget=3000)
    assert (a.outcome, a.moves, a.positions, a.best_cards) == (
        b.outcome,
        b.moves,
        b.positions,
        b.best_cards,
    )
    assert a.outcome == outcome
    if outcome == "won":
        assert replay(new_game(code), a.moves)


@pytest.mark.parametrize("seed", [5, 7, 17, 19])
def test_every_win_of_a_few_deals_replays(seed):
    # each of these deals is won within the budget (the search is deterministic)
    code = make_code("crescent", seed)
    r = solve(code, budget=40_000)
    assert r.outcome == "won"
    assert replay(new_game(code), r.moves)
    assert r.moves.count("redeal") == r.redeals_used <= 3


def _snapshot(state):
    return repr({k: getattr(state, k) for k in state.__slots__})


def test_make_then_unmake_restores_every_position_exactly():
    """The solver's own move/unmove must be exact, foundation moves and slides included."""
    rng = random.Random(5)
    for code in ("CR1-N-AAAAAAB", "CR1-N-AAAAAAC", "FT1-N-AAAAAAB", "FT1-N-AAAAAAC"):
        g = new_game(code)
        state = CrescentState.from_game(g) if isinstance(g, Crescent) else FortyState(g)
        for _ in range(80):
            moves = state.moves()
            if not moves:
                break
            before = _snapshot(state)
            for m in moves:
                tok = state.make(m)
                state.unmake(m, tok)
                assert _snapshot(state) == before, (code, m)
            state.make(rng.choice(moves))


def test_solver_notation_matches_the_engine_along_random_lines():
    """Every solver move, written out (slides included), is legal in the engine."""
    rng = random.Random(11)
    for seed in range(1, 6):
        g = new_game(make_code("crescent", seed))
        st = CrescentState.from_game(g)
        for _ in range(60):
            ms = st.moves()
            if not ms:
                break
            m = rng.choice(ms)
            for a in st.notation(m):
                g.play(a)
            st.make(m)
            assert st.key() == CrescentState.from_game(g).key()


def test_a_real_deal_proved_lost_agrees_with_a_plain_search():
    """CR1-N-AAAAAEF without redeals: the solver's proof matches an exhaustive search over the
    engine's own legal moves (no pruning, no bound)."""
    code = "CR1-N-AAAAAEF"
    assert solve(code, redeals=0).outcome == Outcome.LOST
    g = new_game(code)
    g.redeals_left = 0
    seen = 0
    for x in reachable(g):
        assert not x.is_won
        seen += 1
    assert seen < 1000


def test_fixpoint_bound_proves_a_two_pile_cycle_lost():
    # 5S sits on both 4H and both 6H; 5H sits on both 4S and both 6S.  Each five needs a card
    # under the other to move or go home (the other 5S and 5H wait on them too): no single
    # card is locked, but neither five can ever move.
    s4, s5, s6, h4, h5, h6 = 3, 4, 5, 16, 17, 18
    found = [3, 3, 13, 13, 7, 7, 13, 13]
    g = _cr([[h4, h4, h6, h6, s5], [s4, s4, s6, s6, h5], [h5, s5]], found, 0)
    st = CrescentState.from_game(g)
    assert not any(st.locked(i, k) for i, p in enumerate(st.piles) for k in range(len(p)))
    assert hopeless(st.piles, st.up, st.down, 0)
    assert solve(g).outcome == Outcome.LOST


def test_fixpoint_bound_never_fires_on_a_won_line():
    # Every position of a replay-verified won line is winnable, so the bound must stay silent.
    lines = [json.loads(x) for x in (STUDY / "crescent.jsonl").read_text().splitlines()[1:]]
    won = [d for d in lines if d.get("line")][:25]
    assert len(won) == 25
    for d in won:
        moves = d["line"].split()
        for extra in (0, 1):
            g = start(d["code"], moves.count("redeal") + extra)
            for a in moves:
                st = CrescentState.from_game(g)
                assert not hopeless(st.piles, st.up, st.down, st.redeals), (d["code"], a)
                g.play(a)
            assert g.is_won


def test_a_real_deal_won_without_a_redeal():
    # One of the few study deals the last-card bound leaves open with no redeal; the exact
    # search (all of the budget when no redeal is left) wins it.
    code = "CR1-N-AAAAAJG"
    r = solve(code, 0, 30_000)
    assert r.outcome == "won" and r.redeals_used == 0
    assert replay(new_game(code), r.moves) and "redeal" not in r.moves
