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
``s``) has no cycle.  When no such choice exists the position is lost.  With redeals left the
same reasoning applies to what a redeal cannot change (``last_card_lost``).  How many of the
study's deals it proves lost at the start, per redeal limit: ``benchmarks/bound_figures.py``.

The cards under a card change only by redeals, and the ``d`` of ``last_card_lost`` only when a
card within ``R`` ranks of an Ace or King moves, so ``CrescentState.lost`` calls it only after
such a card moves or goes home (``may_change``), and after a redeal.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from ..crescent import NEIGHBOURS

_BIT = tuple(1 << (c // 13) for c in range(52))  # a card's suit as a bit mask
_SPECIAL = tuple(c % 13 in (0, 12) for c in range(52))  # an Ace or a King
# _NEAR[R][c]: card c is within R ranks of an Ace or King (only those can matter for d below R)
_NEAR = tuple(tuple(min(c % 13, 12 - c % 13) <= r for c in range(52)) for r in range(10))
MAX_REDEALS = 2  # with 3 redeals left it proved no study deal lost: not worth its cost there


def may_change(card: int, redeals: int) -> bool:
    """Whether moving ``card`` (onto a pile or home) can change ``last_card_lost`` with
    ``redeals`` left: only cards within that many ranks of an Ace or King, and only while the
    bound is used at all (``MAX_REDEALS``)."""
    return redeals <= MAX_REDEALS and _NEAR[redeals][card]


def last_card_lost(
    piles: Sequence[bytes], up: Sequence[int], down: Sequence[int], redeals: int = 0
) -> bool:
    """True when no choice of last cards fits the lemma (module docstring) with ``redeals`` left.

    With ``R`` redeals left the lemma holds from the position right after the last redeal before
    the suit is completed (or this one), and a redeal sends each pile's bottom card to its top,
    so a card leaves from under the last card ``X`` only by being rotated away, at most ``R`` of
    them.  Either ``X`` makes no pile move from now on: then it lies at an index below ``R`` (it
    may itself be rotated to a top), or over no card of its suit from index ``R`` up, and those
    cards stay under it (their suits are completed later); or its last pile move puts it onto a
    neighbour ``Y`` of its suit that must later be rotated away: a card at index ``j`` needs
    ``j + 1`` more redeals, and index plus redeals played never falls below ``d(Y) = min(index
    now, 1 + d(Z))`` over the pile neighbours ``Z`` it could be moved onto, so ``d(Y) < R``.
    """
    summaries = _SUMMARIES[redeals]
    if len(summaries) > _SUMMARY_LIMIT:
        summaries.clear()
    specials: list[tuple[int, int, int]] = []  # (card, index, suits from index R up under it)
    d: dict[int, int] = {}  # d below R of the cards near an Ace or King (absent: R or more)
    near = _NEAR[redeals]
    for p in piles:
        summary = summaries.get(p)
        if summary is None:
            summary = summaries[p] = _summary(p, redeals)
        if summary:
            specials += summary
        for k in range(min(redeals, len(p))):
            c = p[k]
            if near[c] and k < d.get(c, redeals):
                d[c] = k
    on_piles: set[int] | None = None  # the cards on the piles, when first needed
    for _ in range(redeals - 1):  # d matters only below R: each round reaches one step further
        changed = False
        for c, v in list(d.items()):
            if v + 2 > redeals:
                continue
            for z in NEIGHBOURS[c]:
                if near[z] and d.get(z, redeals) > v + 1:
                    if on_piles is None:
                        on_piles = set(b"".join(piles))
                    if z in on_piles:
                        d[z] = v + 1
                        changed = True
        if not changed:
            break
    # per suit: for each way its last card can end, the suits that must be completed after it
    options: list[set[int]] = [set(), set(), set(), set()]
    bit = _BIT
    for c, k, above in specials:
        s = c // 13
        if k >= redeals and not above & bit[c]:
            options[s].add(above)  # it never moves: these cards stay under it
        n1, n2 = NEIGHBOURS[c]
        if redeals and (k < redeals or n1 in d or n2 in d):
            options[s].add(0)  # rotated free: nothing known under it
    open_suits = [s for s in range(4) if up[s] + down[s] < 26]
    choices = []
    for s in open_suits:
        if not options[s]:
            return True
        choices.append(sorted(options[s]))
    return not any(_acyclic(open_suits, combo) for combo in product(*choices))


# Per redeals left, each pile's Aces and Kings with their indices and the suits under them from
# index R up (``_summary``).  Piles recur across the positions of a search (a move changes one or
# two), so this memo spares most of the scan; it is cleared when it grows past the limit.
_SUMMARIES: tuple[dict[bytes, tuple[tuple[int, int, int], ...]], ...] = tuple({} for _ in range(10))
_SUMMARY_LIMIT = 1 << 15


def _summary(p: bytes, redeals: int) -> tuple[tuple[int, int, int], ...]:
    """(card, index, suits from index ``redeals`` up under it) of each Ace and King of ``p``."""
    out = []
    under = 0  # suits of the cards below index k, from index ``redeals`` up (a bit per suit)
    for k, c in enumerate(p):
        if _SPECIAL[c]:
            out.append((c, k, under))
        if k >= redeals:
            under |= _BIT[c]
    return tuple(out)


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
