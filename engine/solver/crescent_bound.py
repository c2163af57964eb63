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


def hopeless(piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int) -> bool:
    """True when some card on a pile can provably never go home (the position is lost)."""
    _, home = reach(piles, up, down, redeals)
    return any(0 in h for h in home)


def reach(
    piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int
) -> tuple[list[int], list[bytearray]]:
    """The fixpoint: ``low[i]``, the lowest index of pile ``i`` that can become a top (every card
    above it can move; indices below ``redeals`` can also be brought up by redeals), and
    ``home[i][k]``, 1 if card ``k`` of pile ``i`` can go home.

    A worklist form of the fixpoint: ``low[i]`` is the lowest index of pile ``i`` that can become
    a top because every card above it can move; ``reach_up[s]``/``reach_down[s]`` are how far the
    ranks that are home or can go home run on from each foundation of suit ``s`` without a gap,
    so "can go home" is two comparisons.  Sweeps repeat until nothing changes (monotone).
    """
    where: list[list[tuple[int, int]]] = [[] for _ in range(52)]  # where card c lies on piles
    for i, p in enumerate(piles):
        for k, c in enumerate(p):
            where[c].append((i, k))
    # avail[s][v]: rank v of suit s is on a foundation, or a copy can go home.
    avail = [[v <= up[s] or v >= 14 - down[s] for v in range(14)] for s in range(4)]
    top_down = [13 - d for d in down]  # the highest rank the down foundation can still take
    reach_up = [_run_up(avail[s], up[s]) for s in range(4)]
    reach_down = [_run_down(avail[s], 14 - down[s]) for s in range(4)]
    low = [len(p) - 1 for p in piles]
    home = [bytearray(len(p)) for p in piles]
    changed = True
    while changed:
        changed = False
        for i, p in enumerate(piles):
            at_home = home[i]
            k = len(p) - 1
            while k >= 0:
                if redeals <= k < low[i]:
                    k = redeals - 1  # covered for now; a redeal may still bring a lower card up
                    continue
                c = p[k]
                if not at_home[k]:
                    s, r = divmod(c, 13)
                    r += 1
                    if up[s] < r <= reach_up[s] + 1 or reach_down[s] - 1 <= r <= top_down[s]:
                        at_home[k] = 1
                        changed = True
                        a = avail[s]
                        if not a[r]:
                            a[r] = True
                            reach_up[s] = _run_up(a, reach_up[s])
                            reach_down[s] = _run_down(a, reach_down[s])
                if (
                    k == low[i]
                    and k > 0
                    and (
                        at_home[k]
                        or any(
                            (x >= low[j] or x < redeals) and (j != i or x != k)
                            for nb in NEIGHBOURS[c]
                            for j, x in where[nb]
                        )
                    )
                ):
                    low[i] = k - 1  # this card can move, so the one under it can become a top
                    changed = True
                k -= 1
    return low, home


def _run_up(avail: list[bool], r: int) -> int:
    while r < 13 and avail[r + 1]:
        r += 1
    return r


def _run_down(avail: list[bool], r: int) -> int:
    while r > 1 and avail[r - 1]:
        r -= 1
    return r
