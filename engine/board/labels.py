"""The spoken name of each place of the played board, without the top card: the board's
button shows the card ("7♥") and its name starts with that text, so the name must not say the
card again ("7♥, pile 1: 6 cards", not "7♥, pile 1: 6 cards, top 7 of hearts").

Every phrase is one whole message; plurals go through ``ngettext``. Standard library only.
"""

from __future__ import annotations

from typing import Any

from engine.drawing import describe
from engine.drawing.describe import Translations
from engine.drawing.games import DRAWINGS


def place(game: Any, name: str, t: Translations) -> str:
    """``pile 3: 5 cards``; a place with no card keeps the full description (``… empty``)."""
    if name != "s" and game.top_card(name) is None:
        return describe.place(game, name, t)
    if name.startswith("f"):
        f = int(name[1:]) - 1
        names = DRAWINGS[game.game].foundation_names
        n = game.found[f]
        return t.ngettext("%(foundation)s: %(n)d card", "%(foundation)s: %(n)d cards", n) % {
            "foundation": t.gettext(names[f]),
            "n": n,
        }
    if name.startswith("p"):  # a Crescent pile
        number = int(name[1:])
        n = len(game.piles[number - 1])
        return t.ngettext("pile %(number)d: %(n)d card", "pile %(number)d: %(n)d cards", n) % {
            "number": number,
            "n": n,
        }
    if name == "s":
        return describe.place(game, name, t)
    if name == "w":
        n = len(game.waste)
        return t.ngettext("waste: %(n)d card", "waste: %(n)d cards", n) % {"n": n}
    number = int(name[1:])
    col = game.cols[number - 1]
    if len(col) == 1:
        return t.gettext("column %(number)d: 1 card") % {"number": number}
    under = ", ".join(describe.card_name(t, c) for c in reversed(col[:-1]))
    # Translators: the name of a Forty Thieves column's button (the button shows its top card),
    # said of 2 cards or more only (one card has its own message); %(cards)s is not a number
    # here but the cards under the top one, from the top down, joined by ", ", e.g. "column 3:
    # 3 cards, under the top one 9 of hearts, 4 of spades".
    return t.ngettext(
        "column %(number)d: %(n)d card, under it %(cards)s",
        "column %(number)d: %(n)d cards, under the top one %(cards)s",
        len(col),
    ) % {"number": number, "n": len(col), "cards": under}
