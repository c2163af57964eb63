"""Text descriptions of positions, in the page language, from the same state the SVG draws.

Every phrase is one whole gettext message with named placeholders (never fragments glued
together); plurals go through ``ngettext`` so each catalog's CLDR plural rule applies. Card and
foundation names are messages of their own, so each language
gives them in its own form: hu "pikk 2", uk "двійка пік", pl "dwójka pik", en "2 of spades".
Card and place names are terms (``engine.grammar.forms``): their msgstr carries the forms other
sentences need, and a description names none, so it shows the nominative.
Standard library only: ``t`` is any ``gettext`` translations object (NullTranslations: English).
"""

from __future__ import annotations

import gettext
from typing import Any, Protocol

from engine.cards import SUIT_SYMBOLS, rank_of, suit_of
from engine.crescent import Crescent
from engine.forty_thieves import FortyThieves
from engine.game import Game
from engine.grammar.forms import Term, fill, term

from .games import DRAWINGS


class Translations(Protocol):
    def gettext(self, message: str) -> str: ...
    def ngettext(self, singular: str, plural: str, n: int) -> str: ...
    def pgettext(self, context: str, message: str) -> str: ...
    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str: ...


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here."""
    return message


# Full English names of the 52 cards (S, H, D, C; Ace to King), each a message of its own.
CARD_NAMES = (
    N_("ace of spades"),
    N_("2 of spades"),
    N_("3 of spades"),
    N_("4 of spades"),
    N_("5 of spades"),
    N_("6 of spades"),
    N_("7 of spades"),
    N_("8 of spades"),
    N_("9 of spades"),
    N_("10 of spades"),
    N_("jack of spades"),
    N_("queen of spades"),
    N_("king of spades"),
    N_("ace of hearts"),
    N_("2 of hearts"),
    N_("3 of hearts"),
    N_("4 of hearts"),
    N_("5 of hearts"),
    N_("6 of hearts"),
    N_("7 of hearts"),
    N_("8 of hearts"),
    N_("9 of hearts"),
    N_("10 of hearts"),
    N_("jack of hearts"),
    N_("queen of hearts"),
    N_("king of hearts"),
    N_("ace of diamonds"),
    N_("2 of diamonds"),
    N_("3 of diamonds"),
    N_("4 of diamonds"),
    N_("5 of diamonds"),
    N_("6 of diamonds"),
    N_("7 of diamonds"),
    N_("8 of diamonds"),
    N_("9 of diamonds"),
    N_("10 of diamonds"),
    N_("jack of diamonds"),
    N_("queen of diamonds"),
    N_("king of diamonds"),
    N_("ace of clubs"),
    N_("2 of clubs"),
    N_("3 of clubs"),
    N_("4 of clubs"),
    N_("5 of clubs"),
    N_("6 of clubs"),
    N_("7 of clubs"),
    N_("8 of clubs"),
    N_("9 of clubs"),
    N_("10 of clubs"),
    N_("jack of clubs"),
    N_("queen of clubs"),
    N_("king of clubs"),
)

FOUNDATION_NAMES = (
    N_("the up foundation of spades"),
    N_("the up foundation of hearts"),
    N_("the up foundation of diamonds"),
    N_("the up foundation of clubs"),
    N_("the down foundation of spades"),
    N_("the down foundation of hearts"),
    N_("the down foundation of diamonds"),
    N_("the down foundation of clubs"),
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


def card_symbol(t: Translations, card: int) -> str:
    """Short label drawn on a card: the language's rank letter (hu B/D/K/A, uk В/Д/К/Т) + suit."""
    rank = rank_of(card)
    letters = {
        1: t.pgettext("rank symbol", "A"),
        11: t.pgettext("rank symbol", "J"),
        12: t.pgettext("rank symbol", "Q"),
        13: t.pgettext("rank symbol", "K"),
    }
    return letters.get(rank, str(rank)) + SUIT_SYMBOLS[suit_of(card)]


def card_term(t: Translations, card: int) -> Term:
    """The card's name in the page language, in every form the catalog gives."""
    return term(t, CARD_NAMES[suit_of(card) * 13 + rank_of(card) - 1])


def card_name(t: Translations, card: int) -> str:
    """The card's name in the page language (nominative)."""
    return str(card_term(t, card))


# The places of both games, as terms (their forms in the catalog; ``number`` filled in).
PLACE_NAMES = {
    "p": N_("pile %(number)d"),
    "c": N_("column %(number)d"),
    "f": N_("foundation %(number)d"),
    # with the article English needs in a sentence ("from the waste"); a label capitalises it
    "w": N_("the waste"),
    "s": N_("the stock"),
}


def place_term(t: Translations, place: str, game: Game | None = None) -> Term:
    """A place by its code (p3, c7, f2, w, s); with the game, a foundation by the name the
    descriptions use ("up foundation of spades", Forty Thieves "foundation 1 (spades)")."""
    if place.startswith("f") and game is not None:
        return term(t, DRAWINGS[game.game].foundation_names[int(place[1:]) - 1])
    if place[1:].isdigit():
        return term(t, PLACE_NAMES[place[0]], number=int(place[1:]))
    return term(t, PLACE_NAMES[place[0]])


# Every place of a description says its count, then its top card ("place: count, top card"), the
# foundations as the piles and the waste do (round 19, uk D5 and pl P4 of round 18: a screen
# reader read "foundation: top ace, 1 card" beside "pile 1: 6 cards, top seven", two frames in one
# list, about 4,770 and 5,450 times on the Crescent pages). A place that holds one card names that
# card alone ("pile 7: only the ace of diamonds"): "1 card, top ace" read as template output
# (issue 30, round 22 uk P1: «стопка 7: 1 карта, зверху туз бубон», 2,347 places). The frame is
# chosen by the count, in every language; a catalog's plural forms cannot choose it, since uk and
# pl say 21 and 31 with the form that says 1.
def _foundation(t: Translations, name: str, top: int | None, n: int) -> str:
    if top is None or n == 0:
        return fill(t.gettext("%(foundation)s: empty"), {"foundation": term(t, name)})
    if n == 1:
        return fill(
            # Translators: a foundation that holds one card, in a figure's description (a list of
            # places joined by "; "): the card alone, with no count and no "top", e.g. "the up
            # foundation of spades: only the ace of spades". Two cards or more say "%(foundation)s:
            # 2 cards, top 2 of spades".
            t.gettext("%(foundation)s: only the %(card)s"),
            {"foundation": term(t, name), "card": card_term(t, top)},
        )
    return fill(
        # Translators: a foundation's count and top card; said of 2 cards or more only (one card
        # has its own message), so the form that says 1 serves 21, 31 … where a language groups
        # them so.
        t.ngettext(
            "%(foundation)s: %(n)d card, top %(card)s",
            "%(foundation)s: %(n)d cards, top %(card)s",
            n,
        ),
        {"foundation": term(t, name), "card": card_term(t, top), "n": n},
    )


def _pile(t: Translations, number: int, pile: list[int]) -> str:
    if not pile:
        return fill(t.gettext("pile %(number)d: empty"), {"number": number})
    if len(pile) == 1:
        return fill(
            # Translators: a Crescent pile that holds one card, in a figure's description (a list
            # of places joined by "; "): the card alone, with no count and no "top", e.g. "pile 7:
            # only the ace of diamonds". Two cards or more say "pile 7: 2 cards, top 9 of clubs".
            t.gettext("pile %(number)d: only the %(card)s"),
            {"number": number, "card": card_term(t, pile[0])},
        )
    return fill(
        # Translators: a pile's count and top card; said of 2 cards or more only (one card has its
        # own message), so the form that says 1 serves 21, 31 … where a language groups them so.
        t.ngettext(
            "pile %(number)d: %(n)d card, top %(card)s",
            "pile %(number)d: %(n)d cards, top %(card)s",
            len(pile),
        ),
        {"number": number, "n": len(pile), "card": card_term(t, pile[-1])},
    )


def _stock(t: Translations, game: FortyThieves) -> str:
    n = len(game.stock)
    if n == 0:  # "0 cards" beside "waste: empty" read as template output (uk review, round 5)
        return t.gettext("stock: empty")
    return fill(t.ngettext("stock: %(n)d card", "stock: %(n)d cards", n), {"n": n})


def _waste(t: Translations, game: FortyThieves) -> str:
    if not game.waste:
        return t.gettext("waste: empty")
    w = len(game.waste)
    if w == 1:
        return fill(
            # Translators: the waste holding one card, in a figure's description (a list of places
            # joined by "; "): the card alone, with no count and no "top", e.g. "waste: only the 6
            # of diamonds". Two cards or more say "waste: 2 cards, top 6 of diamonds".
            t.gettext("waste: only the %(card)s"),
            {"card": card_term(t, game.waste[0])},
        )
    return fill(
        # Translators: the waste's count and top card; said of 2 cards or more only (one card has
        # its own message), so the form that says 1 serves 21, 31 … where a language groups them so.
        t.ngettext("waste: %(n)d card, top %(card)s", "waste: %(n)d cards, top %(card)s", w),
        {"n": w, "card": card_term(t, game.waste[-1])},
    )


def _column(t: Translations, number: int, col: list[int]) -> str:
    """A column and its cards, bottom to top (the description says the direction once, before
    the columns: ``_columns``)."""
    if not col:
        return fill(t.gettext("column %(number)d: empty"), {"number": number})
    return fill(
        t.gettext("column %(number)d: %(column_cards)s"),
        {"number": number, "column_cards": ", ".join(card_name(t, c) for c in col)},
    )


def crescent(game: Crescent, t: Translations = ENGLISH) -> str:
    """Every foundation, then every pile: count and top card, or empty."""
    parts = [
        _foundation(t, FOUNDATION_NAMES[f], game.foundation_top(f), game.found[f]) for f in range(8)
    ]
    parts += [_pile(t, number, pile) for number, pile in enumerate(game.piles, start=1)]
    return _sentence(fill(t.gettext("%(items)s."), {"items": "; ".join(parts)}))


def forty_thieves(game: FortyThieves, t: Translations = ENGLISH) -> str:
    """Stock and waste, the foundations, then every column's cards bottom → top.

    The direction is said once, before the columns, in a sentence of their own, when a column
    holds two cards or more; where every column holds one card at most an order means nothing,
    and the columns end the one sentence (round 22, hu D7 and S2: the note sat on the first
    column with cards, 248 times on a column of one card, "1. oszlop, alulról felfelé: pikk
    6-os;")."""
    parts = [_stock(t, game), _waste(t, game)]
    for f in range(8):
        parts.append(_foundation(t, FT_FOUNDATION_NAMES[f], game.foundation_top(f), game.found[f]))
    columns = [_column(t, n, col) for n, col in enumerate(game.cols, start=1)]
    if all(len(col) <= 1 for col in game.cols):
        return _sentence(fill(t.gettext("%(items)s."), {"items": "; ".join(parts + columns)}))
    return " ".join(
        (
            _sentence(fill(t.gettext("%(items)s."), {"items": "; ".join(parts)})),
            _sentence(
                fill(
                    # Translators: the second sentence of a Forty Thieves position's description,
                    # said when a column holds two cards or more: it says once, before them all,
                    # that every column's cards are listed from the bottom up, as a Crescent
                    # pile's spread does ("%(pile)s, bottom to top: …").
                    t.gettext("Each column's cards, bottom to top: %(columns)s."),
                    {"columns": "; ".join(columns)},
                )
            ),
        )
    )


def _sentence(text: str) -> str:
    """A description is read as a sentence: it starts with a capital."""
    return text[:1].upper() + text[1:]


def place(game: Any, name: str, t: Translations = ENGLISH) -> str:
    """One place of a position in the words of the full description (the played board names each
    of its buttons with it): ``pile 3: 5 cards, top queen of hearts``, ``pile 7: only the ace of
    diamonds``."""
    if name.startswith("f"):
        f = int(name[1:]) - 1
        names = DRAWINGS[game.game].foundation_names
        return _foundation(t, names[f], game.foundation_top(f), game.found[f])
    if name.startswith("p"):  # a Crescent pile
        number = int(name[1:])
        return _pile(t, number, game.piles[number - 1])
    if name == "s":
        return _stock(t, game)
    if name == "w":
        return _waste(t, game)
    number = int(name[1:])
    return _column(t, number, game.cols[number - 1])
