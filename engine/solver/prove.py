"""``prove``: is a position won, proved lost, or open — and what the proof is.

The puzzle generator needs to know *why* a position is lost, not only that a search said so:
a bound that fired (the last-card, locked-card or fixpoint bound of Crescent) or an exact search
that exhausted every position reachable within the budget.  A search that ran out is never a
proof (``open``).  Nothing here searches differently from ``dfs``; it only names the proof.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..crescent import Crescent
from ..forty_thieves import FortyThieves
from ..game import Game
from .core import replay
from .crescent import CrescentState
from .forty_thieves import FortyState
from .search import UNWINNABLE, WON, dfs

LOST, WINS, OPEN = "lost", "wins", "open"
# proof kinds of a lost position
LAST_CARD, LOCKED_CARD, FIXPOINT, SEARCH = "last-card", "locked-card", "fixpoint", "search"


@dataclass(frozen=True)
class Verdict:
    """``status`` lost / wins / open; ``proof`` one of the kinds above when lost; ``positions``
    the positions searched; ``line`` a replayed winning line when ``wins``; ``best_line`` the line
    with most cards home an exhausted or unfinished search found (``best_cards`` cards)."""

    status: str
    proof: str = ""
    positions: int = 0
    line: list[str] = field(default_factory=list)
    best_cards: int = 0
    best_line: list[str] = field(default_factory=list)


def bound(game: Game) -> str:
    """The Crescent bound that proves ``game`` lost, or "" (Forty Thieves has none)."""
    if not isinstance(game, Crescent) or game.is_won:
        return ""
    st = CrescentState.from_game(game)
    if st.doomed():
        return LAST_CARD
    for i, p in enumerate(st.piles):
        for k in range(st.redeals + 1, len(p)):
            if st.locked(i, k):
                return LOCKED_CARD
    if st.lost(True, None):
        return FIXPOINT
    return ""


def prove(game: Game, budget: int) -> Verdict:
    """The exact search (lossless pruning only) from ``game`` on ``budget`` positions."""
    if game.is_won:
        return Verdict(WINS, line=[])
    kind = bound(game)
    if kind:
        return Verdict(LOST, kind, 1)
    if isinstance(game, Crescent):
        st: CrescentState | FortyState = CrescentState.from_game(game)
    elif isinstance(game, FortyThieves):
        st = FortyState(game)
    else:
        raise TypeError(f"no solver for {type(game).__name__}")
    r = dfs(st, budget)
    if r.outcome == UNWINNABLE:
        return Verdict(LOST, SEARCH, r.positions, [], r.best_cards, r.best_line)
    if r.outcome == WON:
        if not replay(game, r.moves):
            raise AssertionError(f"solver line rejected by the engine: {r.moves}")
        return Verdict(WINS, positions=r.positions, line=r.moves)
    return Verdict(OPEN, "", r.positions, [], r.best_cards, r.best_line)
