"""A relaxation that proves a Crescent position lost: some card can never reach a foundation.

A win puts every card home, so a card that can never go home proves the position lost.  The
bound computes, as a least fixpoint, an *over*-approximation of the cards that can ever move and
of those that can ever go home, ignoring timing (two cards may use the same top at once), the
13-card pile limit and how many copies are used:

* a card can become a top if every card above it can move, or if redeals can bring it up
  (with ``R`` redeals left the card at index ``k < R`` from the bottom reaches the top);
* a card can move if it can become a top and it can go home or some copy of one of its pile
  neighbours (same suit, rank ±1, wrapping) still on a pile can become a top;
* a card can go home if it can become a top and, for a foundation of its suit that can take its
  rank, every rank in between is home (on either foundation: foundation-to-foundation moves) or
  has a copy that can go home.

In any real line, the first move of each card only uses cards that moved (or went home) earlier,
so by induction on time every card that really moves is in the computed sets: a card outside
"can go home" really never goes home, and the position is lost.  A redeal only adds cards above
a card, apart from the bottom cards it brings to the top, which the first rule allows for.
The locked-card bound in ``crescent.py`` is the cheap incremental special case; this one sees
cycles through several piles and foundations, at about a millisecond a call.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..crescent import NEIGHBOURS


def _goes_home(rank: int, u: int, d: int, avail: list[bool]) -> bool:
    """A foundation of the suit (``u`` up, ``d`` down) can reach ``rank``: each rank in between
    is available (home on either foundation, or a copy can go home)."""
    if rank > u and all(avail[v] for v in range(u + 1, rank)):
        return True
    return rank <= 13 - d and all(avail[v] for v in range(rank + 1, 14 - d))


def hopeless(piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int) -> bool:
    """True when some card on a pile can provably never go home (the position is lost)."""
    # avail[s][v]: rank v of suit s is on a foundation, or (found below) a copy can go home.
    avail = [[v <= up[s] or v >= 14 - down[s] for v in range(14)] for s in range(4)]
    copies: list[list[tuple[int, int]]] = [[] for _ in range(52)]  # where card c lies on piles
    for i, p in enumerate(piles):
        for k, c in enumerate(p):
            copies[c].append((i, k))
    moves = [[False] * len(p) for p in piles]
    home = [[False] * len(p) for p in piles]
    topable = [[False] * len(p) for p in piles]
    left = sum(len(p) for p in piles)
    changed = True
    while changed:
        changed = False
        for i, p in enumerate(piles):
            free = True  # every card above can move
            for k in range(len(p) - 1, -1, -1):
                if not (free or k < redeals):
                    continue  # covered for now; a redeal may still bring a lower card up
                topable[i][k] = True
                s, r = divmod(p[k], 13)
                if not home[i][k] and _goes_home(r + 1, up[s], down[s], avail[s]):
                    home[i][k] = moves[i][k] = avail[s][r + 1] = changed = True
                    left -= 1
                if not moves[i][k] and any(
                    topable[j][x] and (j, x) != (i, k)
                    for nb in NEIGHBOURS[p[k]]
                    for j, x in copies[nb]
                ):
                    moves[i][k] = changed = True
                free = moves[i][k]
    return left > 0
