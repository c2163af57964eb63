"""The beam's redeal before a dead end (``CrescentState.redeal_doomed`` / ``redeal_anytime`` and
``search._phase_dfs`` with ``anytime``): the check is the last-card bound of the redealt
position, it is silent before every redeal of a won line, and the beam offers exactly the
positions it lets through."""

from __future__ import annotations

import json
import random
from pathlib import Path

from engine import make_code, new_game
from engine.solver.core import start
from engine.solver.crescent import ANYTIME_REDEALS, CrescentState
from engine.solver.search import _phase_dfs

STUDY = Path(__file__).resolve().parents[2] / "docs" / "study"


def _redealt_doomed(st: CrescentState) -> bool:
    """The slow way: play the redeal, ask the bound, take it back."""
    m = st.redeal_move()
    tok = st.make(m)
    out = st.doomed()
    st.unmake(m, tok)
    return out


def test_redeal_doomed_is_the_bound_of_the_redealt_position():
    rng = random.Random(21)
    fired = kept = 0
    for seed in range(1, 41):
        g = new_game(make_code("crescent", seed))
        st = CrescentState.from_game(g, redeals=rng.choice((1, 2, 3)))
        for _ in range(rng.randrange(0, 40)):
            ms = [m for m in st.moves() if m[0] >= 0]
            if not ms:
                break
            st.make(rng.choice(ms))
        assert st.redeal_doomed() == _redealt_doomed(st), seed
        fired += st.redeal_doomed()
        kept += not st.redeal_doomed()
    assert fired and kept  # both answers occur on these positions


def test_silent_before_every_redeal_of_a_won_line():
    """Each redeal of a replay-verified won line leads on to a win, so the bound of the redealt
    position must not fire there, with the line's own limit and with more redeals allowed."""
    lines = [json.loads(x) for x in (STUDY / "crescent.jsonl").read_text().splitlines()[1:]]
    won = [d for d in lines if "redeal" in d.get("line", "")][:25]
    assert len(won) == 25
    checked = 0
    for d in won:
        moves = d["line"].split()
        for extra in (0, 1):
            g = start(d["code"], moves.count("redeal") + extra)
            for a in moves:
                if a == "redeal":
                    assert not CrescentState.from_game(g).redeal_doomed(), (d["code"], extra)
                    checked += 1
                g.play(a)
            assert g.is_won
    assert checked >= 50


def _leaves(code: str, redeals: int, anytime: bool) -> list[tuple[bool, bool]]:
    """(moves left, redeal_anytime) of every position the phase search offers to the beam."""
    st = CrescentState.from_game(start(code, redeals), redeals)
    st.greedy = 2
    out: list[tuple[bool, bool]] = []

    def leaf(state: CrescentState, _notes: list[list[str]], moves_left: bool) -> None:
        has = any(m[0] >= 0 for m in state.moves())
        assert has == moves_left
        out.append((moves_left, state.redeal_anytime()))

    _phase_dfs(st, 600, None, set(), leaf, anytime)
    return out


def test_the_beam_offers_dead_ends_and_positions_the_bound_lets_through():
    offered = 0
    for seed in range(1, 7):
        code = str(make_code("crescent", seed))
        for redeals in range(1, ANYTIME_REDEALS + 1):
            without = _leaves(code, redeals, anytime=False)
            assert all(not moves_left for moves_left, _ in without)
            with_ = _leaves(code, redeals, anytime=True)
            assert all(anytime for moves_left, anytime in with_ if moves_left)
            offered += sum(moves_left for moves_left, _ in with_)
    assert offered > 0  # the beam does redeal before dead ends on real deals


def test_no_redeal_before_a_dead_end_with_more_redeals_left():
    code = str(make_code("crescent", 1))
    for redeals in range(ANYTIME_REDEALS + 1, 4):
        assert all(not moves_left for moves_left, _ in _leaves(code, redeals, anytime=True))
