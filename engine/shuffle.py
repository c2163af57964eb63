"""The specified shuffle: SplitMix64 driving a Fisher–Yates shuffle of two decks.

This is a published contract (see engine/README.md), not an implementation detail: anyone can
rebuild every deal from it, and the test vectors in tests/engine/test_shuffle.py pin it down.

- PRNG: SplitMix64 (Steele, Lea & Flood, 2014). State is the 64-bit seed; each step adds
  0x9E3779B97F4A7C15 and mixes the state with the standard finaliser.
- Bounded draws: ``below(n)`` draws 64-bit values and rejects those at or above
  ``2**64 - (2**64 % n)``, then returns ``x % n``; so every value is exactly equally likely.
- Initial order: deck 1 then deck 2, each S A..K, H A..K, D A..K, C A..K.
- Fisher–Yates: for ``i`` from 103 down to 1, swap positions ``i`` and ``below(i + 1)``.
"""

from __future__ import annotations

from .cards import DECK, Card

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class SplitMix64:
    """SplitMix64: tiny, fast, and specified in a few lines, so it is easy to reimplement."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` by rejection (no modulo bias)."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def initial_order(decks: int = 2) -> list[Card]:
    """The documented order before shuffling."""
    return list(DECK) * decks


def shuffled_deck(seed: int, decks: int = 2) -> list[Card]:
    """The two decks after the specified Fisher–Yates shuffle with ``seed``."""
    cards = initial_order(decks)
    rng = SplitMix64(seed)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards
