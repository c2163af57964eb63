"""The last-card bound: without redeals, a suit's last card must already be free of its suit.

The lemma (play without redeals from a position, suit ``s`` not complete):

1. The last card of ``s`` to go home completes a foundation holding 12: it is the King onto
   the up foundation or the Ace onto the down foundation.  The bases never leave their
   foundations, so it is the *pile* King or the *pile* Ace of ``s`` (one of each lies on the
   piles; a foundation-to-foundation move never adds a card).
2. From now on that card makes no pile move: its last one would put it onto a card of its own
   suit (rank ±1), which would lie under it, still on a pile, when it goes home last.
3. So every card now under it stays under it until it goes home: none may be of suit ``s``, and
   each of them, of suit ``t``, goes home later, so suit ``t`` is completed after suit ``s``.

A win therefore needs, for every open suit, its pile Ace or King with no card of its suit
underneath, chosen so that "``t`` lies under the last card of ``s``" (``t`` completes after
``s``) has no cycle.  When no such choice exists the position is lost.  On the study's deals
this proves 984 of 1000 lost before any search with no redeal allowed.

Only cards under a card never change without redeals, so the answer changes only when a pile
Ace or King moves or goes home (or a redeal happened): ``CrescentState.lost`` calls it then.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ..crescent import NEIGHBOURS


def last_card_lost(
    piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int = 0
) -> bool:
    """True when the position is lost by the lemma (module docstring) with ``redeals`` left."""
    if redeals:
        return _redeals_lost(piles, up, down, redeals)
    options: list[list[int]] = [[] for _ in range(4)]  # per suit: masks of suits under a candidate
    for p in piles:
        under = 0  # suits of the cards below the current one, as a bit mask
        for c in p:
            s, r = divmod(c, 13)
            if (r == 0 or r == 12) and not under >> s & 1:
                options[s].append(under)
            under |= 1 << s
    open_suits = [s for s in range(4) if up[s] + down[s] < 26]
    choices = []
    for s in open_suits:
        if not options[s]:
            return True
        choices.append(options[s])
    return not any(_acyclic(open_suits, combo) for combo in product(*choices))


def _redeals_lost(
    piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int
) -> bool:
    """``R = redeals`` left: some open suit's pile Ace and King both fail to be its last card.

    Take the position right after the last redeal before the suit is completed (or this one):
    from there the lemma holds, so its last card ``X`` is then free of its suit and never moves
    again.  A redeal sends each pile's bottom card to its top, so between now and then the
    cards under ``X`` leave only by being rotated away, at most ``R`` of them: either

    * ``X`` makes no pile move: it lies at index ``k < R`` (it may itself be rotated to a top),
      or no card of its suit lies at index ``R`` or above under it; or
    * its last pile move puts it onto ``Y`` of its suit, which must then be rotated away: a card
      at index ``j`` needs ``j + 1`` more redeals, and index plus redeals played so far never
      falls below ``d(Y) = min(index now, 1 + d(Z))`` over the pile neighbours ``Z`` it could be
      moved onto; so some neighbour ``Y`` of ``X`` has ``d(Y) < R``.

    (No suit order is checked with redeals left.)
    """
    far = 99
    d: dict[int, int] = {}  # card -> its least d over both copies
    for p in piles:
        for k, c in enumerate(p):
            if k < d.get(c, far):
                d[c] = k
    for _ in range(redeals):  # d matters only below R, so R rounds settle it
        changed = False
        for c in d:
            for z in NEIGHBOURS[c]:
                if d.get(z, far) + 1 < d[c]:
                    d[c] = d[z] + 1
                    changed = True
        if not changed:
            break
    ok = 0  # suits with a possible last card
    for p in piles:
        above = 0  # suits of the cards from index R up to the current one
        for k, c in enumerate(p):
            s, r = divmod(c, 13)
            if (
                (r == 0 or r == 12)
                and not ok >> s & 1
                and (
                    k < redeals
                    or not above >> s & 1
                    or any(d.get(y, far) < redeals for y in NEIGHBOURS[c])
                )
            ):
                ok |= 1 << s
            if k >= redeals:
                above |= 1 << s
    return any(up[s] + down[s] < 26 and not ok >> s & 1 for s in range(4))


def _acyclic(suits: list[int], after: Sequence[int]) -> bool:
    """``after[k]``: suits completed after ``suits[k]``; True if some order satisfies them all."""
    left = 0
    for s in suits:
        left |= 1 << s
    edges = {s: m for s, m in zip(suits, after, strict=True)}
    while left:
        for s in suits:  # a suit with nothing left that must come after it can come last
            if left >> s & 1 and not edges[s] & left & ~(1 << s):
                left &= ~(1 << s)
                break
        else:
            return False
    return True
