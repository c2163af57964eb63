"""Stable codes for every refusal of the engine (a move, an undo, a deal of the other game),
each with an English message.

The codes are part of the engine's API: the site translates them, tests match on them. Every
code the engine raises is here (tests/engine/test_reasons.py checks it); an unknown code is a
programming error (``message`` raises ``KeyError`` naming it), never another code's words.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

REASONS: Final[Mapping[str, str]] = MappingProxyType(
    {
        # Placing onto a pile or column
        "not_same_suit": "Must be the same suit",
        "not_adjacent_rank": "Must be one rank higher or lower",
        "not_one_higher": "Must go onto a card exactly one rank higher",
        "nothing_on_ace": "Nothing can be placed on an Ace",
        "pile_full": "This pile is full; choose another target",
        "empty_pile": "Cannot place a card on an empty pile",
        # Foundations
        "base_locked": "The foundation's base card is locked",
        "foundation_to_pile": "A card on a foundation never returns to a pile",
        "foundation_to_foundation": "A card cannot move from one foundation to another",
        "does_not_follow": "Does not follow the top card of this foundation",
        # Sources and targets
        "source_empty": "There is no card to move there",
        "same_place": "The card is already there",
        "not_a_target": "Cards cannot be placed there",
        # Whole-game actions
        "no_redeals_left": "No more redeals",
        "stock_empty": "The stock is empty",
        "game_over": "The game is over",
        "nothing_to_undo": "There is no move to undo",
        # Deal codes
        "wrong_game": "This deal code belongs to another game",
    }
)


def message(reason: str) -> str:
    """The English message of a reason code; ``KeyError`` for a code that does not exist."""
    try:
        return REASONS[reason]
    except KeyError:
        raise KeyError(f"unknown reason code {reason!r} (not in engine.reasons.REASONS)") from None
