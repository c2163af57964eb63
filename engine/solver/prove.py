"""``prove``: is a position won, proved lost, or undecided — and what the proof is.

The puzzle generator needs to know *why* a position is lost, not only that a search said so:
a bound that fired (the last-card, locked-card or fixpoint bound of Crescent) or an exact search
that exhausted every position reachable within the budget.  A search that ran out is never a
proof (``undecided``).  Nothing here searches differently from ``dfs``; it only names the proof.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game import Game
from ..outcome import (
    FIXPOINT,
    LAST_CARD,
    LOCKED_CARD,
    LOST,
    SEARCH,
    UNDECIDED,
    WON,
    Outcome,
    Proof,
)
from .core import replay
from .games import SOLVERS
from .search import dfs

__all__ = [
    "FIXPOINT",
    "LAST_CARD",
    "LOCKED_CARD",
    "LOST",
    "SEARCH",
    "UNDECIDED",
    "WON",
    "Verdict",
    "bound",
    "prove",
]


@dataclass(frozen=True)
class Verdict:
    """``outcome`` won / lost / undecided; ``proof`` how it is lost; ``positions`` the positions
    searched; ``line`` a replayed winning line when won; ``best_line`` the line with most cards
    home an exhausted or unfinished search found (``best_cards`` cards)."""

    outcome: Outcome
    proof: Proof = Proof.NONE
    positions: int = 0
    line: list[str] = field(default_factory=list)
    best_cards: int = 0
    best_line: list[str] = field(default_factory=list)


def bound(game: Game) -> Proof:
    """The bound that proves ``game`` lost at once (one of Crescent's), or ``Proof.NONE``."""
    solver = SOLVERS.get(game.game)
    if game.is_won or solver is None:
        return Proof.NONE
    return solver.bound(game)


def prove(game: Game, budget: int) -> Verdict:
    """The exact search (lossless pruning only) from ``game`` on ``budget`` positions."""
    if game.is_won:
        return Verdict(WON, line=[])
    kind = bound(game)
    if kind:
        return Verdict(LOST, kind, 1)
    r = dfs(SOLVERS[game.game].state(game), budget)
    if r.outcome == LOST:
        return Verdict(LOST, SEARCH, r.positions, [], r.best_cards, r.best_line)
    if r.outcome == WON:
        if not replay(game, r.moves):
            raise AssertionError(f"solver line rejected by the engine: {r.moves}")
        return Verdict(WON, positions=r.positions, line=r.moves)
    return Verdict(UNDECIDED, Proof.NONE, r.positions, [], r.best_cards, r.best_line)
