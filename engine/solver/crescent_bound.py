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
a card, apart from the bottom cards it brings to the top, which the second rule allows for.
The locked-card bound in ``crescent.py`` is the cheap incremental special case; this one sees
cycles through several piles and foundations, at about a millisecond a call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

_RANK: Final = tuple(c % 13 + 1 for c in range(52))
_SUIT: Final = tuple(c // 13 for c in range(52))
_NEIGH: Final = tuple(
    (c // 13 * 13 + (c % 13 + 1) % 13, c // 13 * 13 + (c % 13 - 1) % 13) for c in range(52)
)


def hopeless(piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int) -> bool:
    """True when some card on a pile can provably never go home (the position is lost)."""
    # avail[s][v]: rank v of suit s is on a foundation, or (later) has a copy that can go home.
    avail = [[False] * 15 for _ in range(4)]
    for s in range(4):
        for v in range(1, 14):
            avail[s][v] = v <= up[s] or v >= 14 - down[s]
    n = [len(p) for p in piles]
    moves = [[False] * m for m in n]
    home = [[False] * m for m in n]
    # copies[c]: where the pile copies of card c are.
    copies: list[list[tuple[int, int]]] = [[] for _ in range(52)]
    for i, p in enumerate(piles):
        for k, c in enumerate(p):
            copies[c].append((i, k))
    topable = [[False] * m for m in n]
    left = sum(n)
    changed = True
    while changed:
        changed = False
        # Tops first: a card becomes a top when all cards above it can move.
        for i, p in enumerate(piles):
            mv, hm, tp = moves[i], home[i], topable[i]
            free = True
            for k in range(n[i] - 1, -1, -1):
                t = free or k < redeals
                tp[k] = t
                if not t:
                    continue
                if not hm[k]:
                    c = p[k]
                    s, r = _SUIT[c], _RANK[c]
                    a = avail[s]
                    u, d = up[s], down[s]
                    ok = False
                    if r > u:
                        ok = all(a[v] for v in range(u + 1, r))
                    if not ok and r <= 13 - d:
                        ok = all(a[v] for v in range(r + 1, 14 - d))
                    if ok:
                        hm[k] = mv[k] = True
                        left -= 1
                        changed = True
                        if not a[r]:
                            a[r] = True
                if not mv[k]:
                    c = p[k]
                    for nb in _NEIGH[c]:
                        if any(topable[j][x] and (j, x) != (i, k) for j, x in copies[nb]):
                            mv[k] = True
                            changed = True
                            break
                free = mv[k]
    return left > 0
