from engine import Crescent, FortyThieves, make_code
from engine.solver import hint, replay, solve

FULL = [13] * 8


def _cr(piles, found, redeals):
    return Crescent.from_position(piles + [[]] * (16 - len(piles)), found, redeals)


def test_forced_win_crescent():
    g = _cr([[51]], [13, 13, 13, 12, 13, 13, 13, 13], 0)
    r = solve(g)
    assert r.outcome == "won" and r.moves == ["p1-f4"]
    assert replay(g, r.moves)
    assert hint(g) == (g.parse_move("p1-f4"), True)


def test_proven_loss_and_redeal_win():
    g = _cr([[50, 51]], [13, 13, 13, 11, 13, 13, 13, 13], 0)
    assert solve(g).outcome == "unwinnable"
    r = solve(g, redeals=1)
    assert r.outcome == "won" and r.moves[0] == "redeal"
    g.redeals_left = 1
    assert replay(g, r.moves)


def test_forty_thieves_forced_win():
    found = [13, 13, 13, 13, 13, 13, 12, 11]  # f7, f8 are clubs? check by solving
    cols = [[]] * 10
    from engine.forty_thieves import FOUNDATION_SUIT

    missing = []
    for f in range(8):
        for r in range(found[f], 13):
            missing.append(FOUNDATION_SUIT[f] * 13 + r)
    # put the missing cards in the stock so that the lowest comes first
    stock = sorted(missing, reverse=True)
    g = FortyThieves.from_position(cols, stock, [], found)
    r = solve(g)
    assert r.outcome == "won" and replay(g, r.moves)


def test_deterministic_and_replays():
    for game in ("crescent", "forty_thieves"):
        code = make_code(game, 3)
        a = solve(code, budget=3000)
        b = solve(code, budget=3000)
        assert (a.outcome, a.moves, a.positions, a.best_cards) == (
            b.outcome,
            b.moves,
            b.positions,
            b.best_cards,
        )
        if a.outcome == "won":
            from engine import new_game

            assert replay(new_game(code), a.moves)


def test_make_then_unmake_restores_every_position_exactly():
    """The solver's own move/unmove must be exact, foundation moves included."""
    import random

    from engine import new_game
    from engine.solver.core import _start

    rng = random.Random(5)
    for code in ("CR1-N-AAAAAAB", "CR1-N-AAAAAAC", "FT1-N-AAAAAAB", "FT1-N-AAAAAAC"):
        _, state = _start(new_game(code), None)
        for _ in range(60):
            moves = state.moves()
            if not moves:
                break
            before = repr(vars(state))
            for m in moves:
                state.make(m)
                state.unmake(m)
                assert repr(vars(state)) == before, (code, m)
            state.make(rng.choice(moves))
