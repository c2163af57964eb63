"""Text descriptions of positions, in the page language, from the same state the SVG draws.

Every phrase is one whole gettext message with named placeholders (never fragments glued
together); plurals go through ``ngettext`` so each catalog's CLDR plural rule applies. Card and
foundation names are messages of their own (context ``card`` / ``foundation``), so each language
gives them in its own form: hu "pikk 2", uk "двійка пік", pl "dwójka pik", en "2 of spades".
Standard library only: ``t`` is any ``gettext`` translations object (NullTranslations: English).
"""

from __future__ import annotations

import gettext
from typing import Protocol

from engine.cards import rank_of, suit_of
from engine.crescent import Crescent
from engine.forty_thieves import FortyThieves


class Translations(Protocol):
    def gettext(self, message: str) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int) -> str: ...
    def pgettext(self, context: str, message: str) -> str: ...


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here."""
    return message


_RANK_WORDS = (
    "ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king",
)  # fmt: skip
_SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")

# Full English names of the 52 cards, each a message with context "card".
CARD_NAMES = tuple(f"{_RANK_WORDS[r]} of {_SUIT_WORDS[s]}" for s in range(4) for r in range(13))

FOUNDATION_NAMES = (
    N_("up foundation of spades"),
    N_("up foundation of hearts"),
    N_("up foundation of diamonds"),
    N_("up foundation of clubs"),
    N_("down foundation of spades"),
    N_("down foundation of hearts"),
    N_("down foundation of diamonds"),
    N_("down foundation of clubs"),
)
FT_FOUNDATION_NAMES = (
    N_("foundation 1 (spades)"),
    N_("foundation 2 (hearts)"),
    N_("foundation 3 (diamonds)"),
    N_("foundation 4 (clubs)"),
    N_("foundation 5 (spades)"),
    N_("foundation 6 (hearts)"),
    N_("foundation 7 (diamonds)"),
    N_("foundation 8 (clubs)"),
)

ENGLISH: Translations = gettext.NullTranslations()


RANK_SYMBOLS = (N_("A"), *(str(r) for r in range(2, 11)), N_("J"), N_("Q"), N_("K"))
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")


def card_symbol(t: Translations, card: int) -> str:
    """Short label drawn on a card: the language's rank letter (hu B/D/K/A, uk В/Д/К/Т) + suit."""
    rank = RANK_SYMBOLS[rank_of(card) - 1]
    text = t.pgettext("rank symbol", rank) if not rank.isdigit() else rank
    return text + SUIT_SYMBOLS[suit_of(card)]


def card_name(t: Translations, card: int) -> str:
    """The card's name in the page language (context ``card``)."""
    return t.pgettext("card", CARD_NAMES[suit_of(card) * 13 + rank_of(card) - 1])


def _foundation(t: Translations, name: str, top: int | None, n: int) -> str:
    if top is None or n == 0:
        return t.gettext("%(foundation)s: empty") % {"foundation": t.pgettext("foundation", name)}
    return t.ngettext(
        "%(foundation)s: top %(card)s, %(n)d card",
        "%(foundation)s: top %(card)s, %(n)d cards",
        n,
    ) % {"foundation": t.pgettext("foundation", name), "card": card_name(t, top), "n": n}


def crescent(game: Crescent, t: Translations = ENGLISH) -> str:
    """Every foundation, then every pile: count and top card, or empty."""
    parts = [
        _foundation(t, FOUNDATION_NAMES[f], game.foundation_top(f), game.found[f]) for f in range(8)
    ]
    for number, pile in enumerate(game.piles, start=1):
        if not pile:
            parts.append(t.gettext("pile %(number)d: empty") % {"number": number})
        else:
            parts.append(
                t.ngettext(
                    "pile %(number)d: %(n)d card, top %(card)s",
                    "pile %(number)d: %(n)d cards, top %(card)s",
                    len(pile),
                )
                % {"number": number, "n": len(pile), "card": card_name(t, pile[-1])}
            )
    return t.gettext("%(items)s.") % {"items": "; ".join(parts)}


def forty_thieves(game: FortyThieves, t: Translations = ENGLISH) -> str:
    """Stock and waste, the foundations, then every column's cards bottom → top."""
    n = len(game.stock)
    parts = [t.ngettext("stock: %(n)d card", "stock: %(n)d cards", n) % {"n": n}]
    if game.waste:
        w = len(game.waste)
        parts.append(
            t.ngettext("waste: %(n)d card, top %(card)s", "waste: %(n)d cards, top %(card)s", w)
            % {"n": w, "card": card_name(t, game.waste[-1])}
        )
    else:
        parts.append(t.gettext("waste: empty"))
    for f in range(8):
        parts.append(_foundation(t, FT_FOUNDATION_NAMES[f], game.foundation_top(f), game.found[f]))
    for number, col in enumerate(game.cols, start=1):
        if not col:
            parts.append(t.gettext("column %(number)d: empty") % {"number": number})
        else:
            parts.append(
                t.gettext("column %(number)d: %(cards)s")
                % {"number": number, "cards": ", ".join(card_name(t, c) for c in col)}
            )
    return t.gettext("%(items)s.") % {"items": "; ".join(parts)}
