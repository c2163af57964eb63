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
