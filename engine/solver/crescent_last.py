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
    """True when the position is lost by the lemma (module docstring); only for 0 or 1 redeals
    left (with more it says False)."""
    if redeals == 1:
        return _one_redeal_lost(piles, up, down)
    if redeals:
        return False
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


def _one_redeal_lost(piles: Sequence[bytes], up: Sequence[int], down: Sequence[int]) -> bool:
    """One redeal left: some open suit's pile Ace and King both fail to be its last card.

    If the suit is completed before the redeal, its last card is free of its suit now (the
    lemma).  Otherwise its last card ``X`` makes no pile move after the redeal, and at the redeal
    (each pile's bottom card goes to its top) it lies either where it lies now, over the cards
    of its pile from index 1 up (index 0 goes to the top; ``X`` at index 0 goes to the top
    itself), or on the card ``Y`` its last pile move put it on: ``Y`` is of its suit, so ``X``
    is free of its suit after the redeal only if ``Y`` went to the top, i.e. ``Y`` is a pile's
    bottom card now.  Free now implies the first case, so a suit is lost if neither pile Ace nor
    King of it lies at index 0, over no card of its suit from index 1, or next to a bottom card
    of its suit's neighbours.  (No suit order is checked here.)
    """
    bottoms = {p[0] for p in piles if p}
    ok = 0  # suits with a possible last card
    for p in piles:
        seen = 0  # suits of the cards from index 1 up to the current one
        for k, c in enumerate(p):
            s, r = divmod(c, 13)
            if (r == 0 or r == 12) and (
                k == 0 or not seen >> s & 1 or not bottoms.isdisjoint(NEIGHBOURS[c])
            ):
                ok |= 1 << s
            if k:
                seen |= 1 << s
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
