"""The solver's move generators agree with the engine's legal moves (exact mode, both games).

The solver keeps its own copy of the move rules for speed (engine/solver/crescent.py,
engine/solver/forty_thieves.py).  On random reachable positions this checks both directions:

* sound: every solver move, written out in engine notation (slides included), is legal in the
  engine one action after another, and leads to the position the solver computes;
* complete: every engine move leads to a position (by the solver's canonical key) that some
  solver move leads to too, or to the position itself, except where a documented lossless
  pruning leaves it out.  The prunings allowed, by name:

  Crescent
  - ``safe_home``: a single safe foundation move is returned alone (``CrescentState.safe``);
  - ``met_slide``: foundation-to-foundation moves of a met suit (up + down == 13) are folded
    into the key (every split is one position), so they lead to the position itself;
  Forty Thieves
  - ``ace_home``: an Ace a foundation takes goes home alone (nothing is built on an Ace);
  - ``two_deck_safe``: a card both of whose lower copies are home goes home alone (the safe-move
    lemma, engine/solver/README.md);
  - ``low_back``: no card comes back from a foundation whose suit's other foundation holds as
    many cards or more (the same lemma: both copies of that card are home);
  - ``lone_to_empty``: a lone card moved to an empty column gives the position itself;
  and in both games, moves into positions equal under the key (one of two interchangeable
  foundations or empty columns, the up or the down foundation of a suit that then meets) are
  tried once: the test compares keys, so these need no exception.

Positions come from random deals walked by a policy that prefers foundation moves (so suits
meet and foundation-to-foundation moves appear), builds long piles (full piles of 13) and
empties columns, and redeals; and from the committed won records, cut at a random point.
``test_walks_reach_every_named_case`` shows that the walks do reach each case.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Crescent, FortyThieves, Game, make_code, new_game
from engine.moves import Move
from engine.record import load_record
from engine.solver.crescent import CrescentState
from engine.solver.forty_thieves import FortyState
from tests.engine.in_pyodide import examples

RECORDS = Path(__file__).resolve().parents[2] / "docs" / "records"


def _state(g: Game) -> CrescentState | FortyState:
    return CrescentState.from_game(g) if isinstance(g, Crescent) else FortyState(g)


def _key(g: Game) -> bytes:
    return _state(g).key()


def check_agreement(g: Game, seen: Counter[str]) -> None:
    """Assert that the solver's exact moves and the engine's legal moves agree at ``g``."""
    if g.is_won:
        return
    state = _state(g)
    here = state.key()
    solver_moves = state.moves()
    reached: set[bytes] = set()
    for m in solver_moves:
        x = g.copy()
        for action in state.notation(m):
            why = x.reason(x.parse_move(action))
            assert why is None, (str(g.code), m, action, why)
            x.play(action)
        token = state.make(m)
        assert state.key() == _key(x), (str(g.code), m)
        reached.add(state.key())
        state.unmake(m, token)
    assert state.key() == here
    engine_moves = g.legal_moves()
    if isinstance(g, Crescent):
        _count_crescent(g, seen)
        if len(solver_moves) == 1 and solver_moves[0][1] >= 16:
            i = solver_moves[0][0]
            if state.safe(i, g.piles[i][-1]):
                seen["safe_home"] += 1
                return
    else:
        _count_forty(g, seen)
        if len(solver_moves) == 1 and solver_moves[0][1] >= 10:
            card = state._top(solver_moves[0][0])
            if card is not None and card % 13 == 0:
                seen["ace_home"] += 1
                return
            s, r = (card // 13, card % 13 + 1) if card is not None else (0, 99)
            if min(g.found[s], g.found[s + 4]) >= r - 1:
                seen["two_deck_safe"] += 1
                return
    for mv in engine_moves:
        y = g.copy()
        y.play(mv)
        k = _key(y)
        if isinstance(g, FortyThieves) and mv.src.startswith("f") and k not in reached:
            f = int(mv.src[1:]) - 1
            s = f % 4
            assert min(g.found[s], g.found[s + 4]) >= g.found[f], (str(g.code), str(mv))
            seen["low_back"] += 1
            continue
        if k == here and k not in reached:
            seen["met_slide" if isinstance(g, Crescent) else "lone_to_empty"] += 1
            assert _null_move_allowed(g, mv), (str(g.code), str(mv))
            continue
        assert k in reached, (str(g.code), str(mv), "engine move the solver does not make")


def _null_move_allowed(g: Game, mv: Move) -> bool:
    """A move that leaves the key unchanged is one of the named prunings."""
    if isinstance(g, Crescent):
        s = (int(mv.src[1:]) - 1) % 4
        return mv.src.startswith("f") and g.found[s] + g.found[s + 4] == 13
    src = int(mv.src[1:]) - 1 if mv.src.startswith("c") else None
    dst = int(mv.dst[1:]) - 1 if mv.dst.startswith("c") else None
    return src is not None and dst is not None and len(g.cols[src]) == 1 and not g.cols[dst]


def _count_crescent(g: Crescent, seen: Counter[str]) -> None:
    seen["position"] += 1
    if any(len(p) == 13 for p in g.piles):
        seen["full_pile"] += 1
    if any(not p for p in g.piles):
        seen["empty_pile"] += 1
    if any(m.src.startswith("f") for m in g.legal_moves()):
        seen["foundation_to_foundation"] += 1
    if g.redeals_left < 3:
        seen["after_redeal"] += 1


def _count_forty(g: FortyThieves, seen: Counter[str]) -> None:
    seen["position"] += 1
    if any(not c for c in g.cols):
        seen["empty_column"] += 1
    if any(m.src.startswith("f") for m in g.legal_moves()):
        seen["foundation_to_column"] += 1
    if not g.stock:
        seen["stock_empty"] += 1


def _policy_move(g: Game, rng: random.Random, style: int) -> Move:
    """One move of a walk: style 0 uniform, 1 foundation first, 2 onto the longest pile."""
    legal = g.legal_moves()
    if style == 1:
        home = [m for m in legal if m.dst.startswith("f") and not m.src.startswith("f")]
        if home and rng.random() < 0.9:
            return rng.choice(home)
        slides = [m for m in legal if m.src.startswith("f")]
        if slides and rng.random() < 0.3:
            return rng.choice(slides)
    if style == 2 and rng.random() < 0.8:
        onto = [m for m in legal if m.dst[:1] in ("p", "c")]
        if onto:
            piles = g.piles if isinstance(g, Crescent) else g.cols
            return max(onto, key=lambda m: (len(piles[int(m.dst[1:]) - 1]), rng.random()))
    if style != 0:
        plain = [m for m in legal if m.is_action]
        if plain and len(legal) > 1 and rng.random() < 0.9:
            legal = [m for m in legal if not m.is_action]  # redeal/draw rarely, not at once
    return rng.choice(legal)


def walk(g: Game, rng: random.Random, steps: int, seen: Counter[str]) -> None:
    """Check agreement at every position of a random walk of ``steps`` moves from ``g``."""
    for _ in range(steps):
        check_agreement(g, seen)
        if g.is_won or not g.legal_moves():
            return
        g.play(_policy_move(g, rng, rng.choice((0, 1, 1, 2))))


def _from_record(name: str, rng: random.Random, last: int | None = None) -> Game:
    """The record's position at a random ply (among the ``last`` plies when given)."""
    record = load_record(RECORDS / name)
    n = len(record.moves)
    return record.replay(rng.randrange(n + 1) if last is None else n - rng.randrange(last))


@settings(max_examples=examples(60), deadline=None)
@given(
    game=st.sampled_from(["crescent", "forty_thieves"]),
    seed=st.integers(min_value=0, max_value=2**35 - 1),
    walk_seed=st.integers(min_value=0, max_value=2**32),
    from_record=st.booleans(),
)
def test_solver_moves_agree_with_engine_moves(game, seed, walk_seed, from_record):
    rng = random.Random(walk_seed)
    if from_record:
        name = "crescent-example.txt" if game == "crescent" else "forty-thieves-example.txt"
        g = _from_record(name, rng)
    else:
        g = new_game(make_code(game, seed))
    walk(g, rng, 60, Counter())


def test_walks_reach_every_named_case():
    """The walks above are not idle: they reach full piles, empty piles and columns,
    foundation-to-foundation moves, redeals, the empty stock and every named pruning."""
    seen: Counter[str] = Counter()
    rng = random.Random(2026)
    for seed in range(1, 13):
        for game in ("crescent", "forty_thieves"):
            walk(new_game(make_code(game, seed)), rng, 150, seen)
    for name in ("crescent-example.txt", "forty-thieves-example.txt"):
        for _ in range(10):
            walk(_from_record(name, rng), rng, 30, seen)
            walk(_from_record(name, rng, last=60), rng, 30, seen)  # foundations nearly full
    for case in (
        "full_pile",
        "empty_pile",
        "foundation_to_foundation",
        "after_redeal",
        "empty_column",
        "foundation_to_column",
        "stock_empty",
        "safe_home",
        "met_slide",
        "ace_home",
        "lone_to_empty",
        "two_deck_safe",
        "low_back",
    ):
        assert seen[case] >= 3, (case, seen)
