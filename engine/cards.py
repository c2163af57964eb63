"""Cards as small integers, and their two-character notation (``TS`` = ten of spades).

A card is ``suit * 13 + rank - 1`` with suits in the order S H D C and ranks 1 (Ace) to 13
(King). The two copies of a card in a double deck are the same integer: nothing in either game
tells them apart, and the solver relies on that.
"""

from __future__ import annotations

from typing import Final

from .errors import NotationError

SUITS: Final = ("S", "H", "D", "C")
"""Suit letters in the engine's fixed order: spades, hearts, diamonds, clubs."""

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
"""Rank letters, index 0 is the Ace (rank 1)."""

SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
SUIT_SYMBOLS: Final = ("♠", "♥", "♦", "♣")
RED_SUITS: Final = frozenset({1, 2})

ACE: Final = 1
KING: Final = 13
CARDS_PER_SUIT: Final = 13
DECK: Final = tuple(range(52))
"""One deck in the documented initial order: S A..K, H A..K, D A..K, C A..K."""
SUIT_OF: Final = tuple(c // CARDS_PER_SUIT for c in DECK)
"""Suit index of every card, as a table: the move generators look it up in their inner loops."""
RANK_OF: Final = tuple(c % CARDS_PER_SUIT + 1 for c in DECK)
"""Rank (1..13) of every card, as a table (see ``SUIT_OF``)."""

Card = int


def card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (1..13) and ``suit`` (0..3)."""
    return suit * CARDS_PER_SUIT + rank - 1


def rank_of(c: Card) -> int:
    return c % CARDS_PER_SUIT + 1


def suit_of(c: Card) -> int:
    return c // CARDS_PER_SUIT


def card_name(c: Card) -> str:
    """Notation of a card, e.g. ``TS``."""
    return RANKS[c % CARDS_PER_SUIT] + SUITS[c // CARDS_PER_SUIT]


_BY_NAME: Final = {card_name(c): c for c in DECK}


def parse_card(text: str) -> Card:
    """Parse ``TS``/``ts``; ``10S`` is accepted as a courtesy and means the same card."""
    key = text.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    try:
        return _BY_NAME[key]
    except KeyError:
        raise NotationError(
            "bad_card", f"not a card: {text!r} (expected e.g. TS, AH, 9C)"
        ) from None


def parse_cards(text: str) -> list[Card]:
    """Parse a space-separated list of cards, bottom to top."""
    return [parse_card(tok) for tok in text.split()]
