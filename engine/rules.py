"""Each game's rule constants as data.

The site quotes these numbers (pile count, pile size, limits, redeals, scores) instead of typing
them into pages, so a rule changed here changes every language at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from types import MappingProxyType
from typing import Any, Final

from .cards import SUITS


@dataclass(frozen=True)
class Variant:
    letter: str
    name: str
    redeals: int


@dataclass(frozen=True)
class CrescentRules:
    game: str = "crescent"
    prefix: str = "CR"
    decks: int = 2
    deck_size: int = 104
    cards_per_deck: int = 52
    copies: int = 2
    piles: int = 16
    pile_size: int = 6
    dealt_cards: int = 96
    pile_limit: int = 13
    piles_left: int = 4
    piles_top: int = 8
    piles_right: int = 4
    foundations: int = 8
    up_foundations: int = 4
    down_foundations: int = 4
    foundation_cards: int = 13
    foundation_suits: tuple[str, ...] = SUITS + SUITS
    foundation_directions: tuple[str, ...] = ("up",) * 4 + ("down",) * 4
    undo_depth: int = 100
    default_variant: str = "N"
    variants: Mapping[str, Variant] = field(
        default_factory=lambda: MappingProxyType(
            {"N": Variant("N", "standard", 3), "F": Variant("F", "crescent_four", 4)}
        )
    )

    @property
    def redeals(self) -> int:
        """Redeals of the standard variant."""
        return self.variants[self.default_variant].redeals

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["variants"] = {k: asdict(v) for k, v in self.variants.items()}
        d["redeals"] = self.redeals
        return d


@dataclass(frozen=True)
class FortyThievesRules:
    game: str = "forty_thieves"
    prefix: str = "FT"
    decks: int = 2
    deck_size: int = 104
    cards_per_deck: int = 52
    copies: int = 2
    columns: int = 10
    column_size: int = 4
    dealt_cards: int = 40
    stock_size: int = 64
    foundations: int = 8
    foundation_cards: int = 13
    foundation_suits: tuple[str, ...] = SUITS + SUITS
    redeals: int = 0
    undo_depth: int = 100
    score_start: int = 0
    score_to_foundation: int = 10
    score_waste_to_column: int = 5
    score_foundation_to_column: int = -15
    score_column_to_column: int = 0
    score_draw: int = 0
    score_minimum: int = 0
    score_win_bonus: int = 0
    default_variant: str = "N"
    variants: Mapping[str, Variant] = field(
        default_factory=lambda: MappingProxyType({"N": Variant("N", "standard", 0)})
    )

    @property
    def score_all_foundations(self) -> int:
        """Points for every card placed on a foundation once (1040 with the default values)."""
        return self.deck_size * self.score_to_foundation

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["variants"] = {k: asdict(v) for k, v in self.variants.items()}
        d["score_all_foundations"] = self.score_all_foundations
        return d


CRESCENT: Final = CrescentRules()
FORTY_THIEVES: Final = FortyThievesRules()


def facts() -> dict[str, dict[str, Any]]:
    """All rule constants, keyed by game, for templates and JSON."""
    return {r.game: r.as_dict() for r in (CRESCENT, FORTY_THIEVES)}
