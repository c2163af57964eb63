"""The reason a Crescent position is lost, as data the words are made from.

The simplest case of the last-card bound (engine/solver/crescent_last.py), with no redeal left:
the last card of a suit to go home is its King going onto the up foundation or its Ace going
onto the down foundation (the pile King and the pile Ace: the bases never move), and that card
can never make another pile move (it would cover a card of its own suit, which would then still
lie under it when it goes home last).  So the cards under it stay there until it goes home; if
every such candidate of one suit lies on a card of its own suit, the suit can never be
completed.  ``witness`` finds that suit and those cards; it is itself a proof (the verifier
checks it again), and ``words`` turns it into sentences.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..crescent import Crescent

ACE, KING = 0, 12  # rank index of a card (card % 13)


@dataclass(frozen=True)
class Blocked:
    """A candidate last card: ``card`` on pile ``pile`` (1-based), over the ``under`` cards of
    its own suit (bottom to top)."""

    card: int
    pile: int
    under: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {"card": self.card, "pile": self.pile, "under": list(self.under)}


@dataclass(frozen=True)
class Witness:
    """Suit ``suit`` can never be completed: each candidate last card still on a pile is blocked;
    ``home`` says whether the other candidate already went home (then one is left)."""

    suit: int
    blocked: tuple[Blocked, ...]

    def to_dict(self) -> dict[str, object]:
        return {"suit": self.suit, "blocked": [b.to_dict() for b in self.blocked]}

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> Witness:
        bs = d["blocked"]
        assert isinstance(bs, list)
        return cls(
            int(d["suit"]),  # type: ignore[call-overload]
            tuple(Blocked(int(b["card"]), int(b["pile"]), tuple(b["under"])) for b in bs),
        )


def witness(g: Crescent) -> Witness | None:
    """The first suit (S, H, D, C order) that the lemma closes with no redeal left, or None."""
    if g.redeals_left != 0:
        return None
    for s in range(4):
        if g.found[s] + g.found[s + 4] >= 26:
            continue
        blocked: list[Blocked] = []
        free = False
        for i, p in enumerate(g.piles):
            for k, c in enumerate(p):
                if c // 13 == s and c % 13 in (ACE, KING):
                    under = tuple(x for x in p[:k] if x // 13 == s)
                    if under:
                        blocked.append(Blocked(c, i + 1, under))
                    else:
                        free = True
        if blocked and not free:
            return Witness(s, tuple(blocked))
    return None


def other_candidate(w: Witness) -> int | None:
    """The suit's other candidate last card, already home, when only one is left on the piles:
    the King when the Ace is left, the Ace when the King is (so the words can name it)."""
    if len(w.blocked) != 1:
        return None
    card = w.blocked[0].card
    return card - card % 13 + (KING if card % 13 == ACE else ACE)


def locked_card(g: Crescent) -> tuple[int, int] | None:
    """(card, pile from 1) of the first card the locked-card bound says can never move."""
    from ..solver.crescent import CrescentState

    st = CrescentState.from_game(g)
    for i, p in enumerate(st.piles):
        for k in range(st.redeals + 1, len(p)):
            if st.locked(i, k):
                return p[k], i + 1
    return None


def homeless_card(g: Crescent) -> tuple[int, int] | None:
    """(card, pile from 1) of the first card the fixpoint bound says can never go home."""
    from ..solver.crescent_bound import reach

    _, home = reach([bytes(p) for p in g.piles], g.found[:4], g.found[4:], g.redeals_left or 0)
    for i, (p, h) in enumerate(zip(g.piles, home, strict=True)):
        for k, ok in enumerate(h):
            if not ok:
                return p[k], i + 1
    return None


def stuck_suit(g: Crescent) -> int | None:
    """The one open suit the last-card bound closes on its own (with the redeals left), or None
    when it needs several suits together: each suit is tried with the others counted home."""
    from ..solver.crescent_last import last_card_lost

    piles = [bytes(p) for p in g.piles]
    up, down = g.found[:4], g.found[4:]
    for s in range(4):
        if up[s] + down[s] >= 26:
            continue
        only_up = [up[x] if x == s else 13 for x in range(4)]
        only_down = [down[x] if x == s else 13 for x in range(4)]
        if last_card_lost(piles, only_up, only_down, g.redeals_left or 0):
            return s
    return None


def blocking_pair(g: Crescent) -> tuple[int, int] | None:
    """Two open suits that close each other with no redeal left: every candidate last card of
    one lies on a card of the other (so each would have to be completed after the other)."""
    if g.redeals_left != 0:
        return None
    under: list[list[set[int]]] = [[] for _ in range(4)]  # per suit: each free candidate's suits
    for p in g.piles:
        for k, c in enumerate(p):
            if c % 13 in (ACE, KING):
                suits = {x // 13 for x in p[:k]}
                if c // 13 not in suits:
                    under[c // 13].append(suits)
    open_suits = [s for s in range(4) if g.found[s] + g.found[s + 4] < 26]
    for s in open_suits:
        for o in open_suits:
            closed = all(o in u for u in under[s]) and all(s in u for u in under[o])
            if s < o and under[s] and under[o] and closed:
                return s, o
    return None
