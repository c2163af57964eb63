"""What fills each placeholder of a message, for the translator's comment (``#.``) in the catalogs.

Every message with a placeholder gets one extracted comment per placeholder, with an example of
what fills it (Poedit and Weblate show these beside the source text), and every term whose
msgstr carries case forms (a card, a place) says how to write them.  A placeholder name missing
here stops ``python -m build_tools i18n`` (``MissingExample``), so a new one comes with its
example.  The ``Translators:`` comments in the sources say more where a message needs it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")

CARD = "a card's name, e.g. “ace of spades” (a term: write %({0})s{{acc}} for a case form)"
PLACE = "a place's name, e.g. “pile 3” (a term: write %({0})s{{sub}} for a case form)"
NUMBER = "a number, e.g. {1}"
STEP = (
    "a step of the solver's line in words, e.g. “the 7 of hearts from pile 3 to pile 1” or"
    " “a draw from the stock”"
)

EXAMPLES: dict[str, str] = {
    "ace": "the engine's message when an Ace would go on a King, e.g. “An ace goes only on a king”",
    "all": "a number, the points of the cards on the foundations, e.g. 1,040",
    "back": "the engine's message quoted, e.g. “A card on a foundation stays there”",
    "band": "a difficulty band, e.g. “Easy”",
    "card": CARD.format("card"),
    "cards": NUMBER.format("cards", "87"),
    "code": "a deal code, e.g. CR1-N-AAAAAAB",
    "column_cards": "a column's cards, bottom first, e.g. “4 of spades, 6 of hearts, jack of"
    " diamonds”",
    "columns": "every column of a position, each “column: cards”, joined by “; ”, e.g. “column 1:"
    " 6 of spades; column 2: empty; column 3: 4 of hearts, 9 of clubs”",
    "count": NUMBER.format("count", "3") + "; the plural form follows it",
    "counts": "numbers listed in the page's format, one per decision, e.g. “17, 16, 15 and 12”;"
    " the plural form follows the largest",
    "date": "a date in the page's language, e.g. 4 December 2026",
    "drawn": "a count of draws, 2 or more: a number word up to ten, e.g. “three” (a term: write"
    " %(drawn)s{nom.f} for a form), digits above; the plural form follows it",
    "decision": "a decision's number, as the puzzle's question counts them (forced moves are not"
    " counted), e.g. 2; its ordinal word can be asked for: %(decision)s{ord} “second”,"
    " %(decision)s{Ord} capitalised, %(decision)s{ord.gen.m} a form of the ordinal term",
    "decisions": "a count of decisions, 5 or more: a number word up to ten, e.g. “five” (a term:"
    " write %(decisions)s{attr} for a form), digits above; the plural form follows it",
    "earlier": "a move refuted earlier in the answer, in words, e.g. “the ace of diamonds from pile"
    " 7 to pile 12”",
    "empty": "the engine's message quoted, e.g. “An empty pile stays empty”",
    "example": "a deal code of the page's game, e.g. CR1-N-AAAAAAB or FT1-N-AAAAAAB",
    "extra": "a second whole sentence, e.g. “No redeal is left.”",
    "final": "the last item of a list: a card's name, a rank, a move in words or a number, e.g."
    " “queen of hearts”",
    "first": "a card's name (a term, e.g. “king of spades”) or a number, e.g. 1",
    "first_pile": NUMBER.format("first_pile", "3"),
    "foundation": PLACE.format("foundation").replace("pile 3", "up foundation of spades"),
    "full": "the engine's message quoted, e.g. “That pile is full”",
    "gain": "a number of points with its sign, e.g. +5",
    "head": "a whole sentence or a move in words, e.g. “Hint: the 7 of hearts from pile 3 to"
    " pile 1”",
    "higher": "the engine's message quoted, e.g. “It must be one rank higher or lower”",
    "hint": "the hint's sentence, e.g. “Hint: the 7 of hearts from pile 3 to pile 1”",
    "in_stock": "a count of cards in the stock, 2 or more: a number word up to ten, e.g. “three”"
    " (a term: write %(in_stock)s{nom.f} for a form), digits above, e.g. 12; the plural form"
    " follows it",
    "items": "a list, joined by the list separator, e.g. “pile 3, pile 7”",
    "k": NUMBER.format("k", "2") + " (an ordinal form can be asked for: %(k)s{Ord.n})",
    "home": "a card's name (a term, e.g. “ace of spades”)",
    "kind": "a puzzle kind's name, e.g. “Only move”",
    "known": CARD.format("known"),
    "last": NUMBER.format("last", "16"),
    "until": "the number of the last decision meant, e.g. 5; its ordinal word can be asked for:"
    " %(until)s{ord} “fifth”, %(until)s{ord.gen.m} a form of the ordinal term",
    "left": NUMBER.format("left", "4") + " (a side of the Crescent horseshoe: piles on the left)",
    "limit": NUMBER.format("limit", "3"),
    "locked": "the engine's message quoted, e.g. “The base card never moves”",
    "listed": "cards listed, the suit named once when they share it, e.g. “6, 7 and 8 of"
    " diamonds” (a term: %(listed)s{acc} for a case form its ranks share)",
    "losing": "two or more losing moves in words, listed, e.g. “the ace of spades from pile 15 to"
    " pile 12 and the ace of spades from pile 15 to pile 3”",
    "lost": NUMBER.format("lost", "984"),
    "max": NUMBER.format("max", "4"),
    "most": NUMBER.format("most", "4"),
    "moves": "moves in words, e.g. “the 7 of hearts from pile 3 to pile 1, then a draw from the"
    " stock”",
    "move": "a move in words, e.g. “the 7 of hearts from pile 3 to pile 1”",
    "n": NUMBER.format("n", "5"),
    "none": "the button's label quoted, e.g. “No more redeals”",
    "num": NUMBER.format("num", "54") + "; the plural form follows it",
    "number": NUMBER.format("number", "12"),
    "other": "one card of a second suit, e.g. “diamond”",
    "page": "a page number, e.g. 2, or a page's title, e.g. “Crescent”",
    "pages": NUMBER.format("pages", "9"),
    "per": NUMBER.format("per", "5"),
    "pile": "a pile's number, e.g. 12, or a pile's name (a term, e.g. “pile 12”)",
    "pile_cards": "a pile's cards, bottom first, e.g. “4 of spades, 6 of hearts, jack of diamonds”",
    "place": PLACE.format("place"),
    "preceding": "the items of a list before its last, joined by the list separator, e.g. “3 of"
    " hearts, 9 of hearts”, “6, 7”, “17, 16, 15”",
    "positions": NUMBER.format("positions", "12,792") + "; the plural form follows it; up to ten"
    " a number word, e.g. “two” (a term: write %(positions)s{gen} for a case form)",
    "rating": NUMBER.format("rating", "1,500") + ", a puzzle rating",
    "from_rating": NUMBER.format("from_rating", "1,500") + ", the player's first rating shown",
    "right": NUMBER.format("right", "4") + " (piles on the right of the horseshoe)",
    "to_rating": NUMBER.format("to_rating", "1,532") + ", the player's rating now",
    "lowest": NUMBER.format("lowest", "1,421") + ", the player's lowest rating shown",
    "highest": NUMBER.format("highest", "1,560") + ", the player's highest rating shown",
    "rank": "the engine's message quoted, e.g. “It must be one rank higher or lower”",
    "reason": "whole sentences that say why, e.g. “No redeal is left, so …”",
    "ranks": "ranks of one suit listed, each a term's form, e.g. “3, 9 and queen”",
    "reference": NUMBER.format("reference", "661"),
    "score": NUMBER.format("score", "1,225"),
    "second": "a card's name (a term, e.g. “ace of spades”)",
    "first_under": "a card's name (a term, e.g. “2 of diamonds”)",
    "second_under": "a card's name (a term, e.g. “queen of diamonds”)",
    "second_pile": NUMBER.format("second_pile", "7"),
    "seconds": NUMBER.format("seconds", "20"),
    "site": "the site's name, e.g. “Solitaire rules”",
    "size": NUMBER.format("size", "14"),
    "source": PLACE.format("source"),
    "status": "a whole sentence, e.g. “You won: every card is on the foundations.”",
    "step": STEP,
    "step1": STEP,
    "step2": STEP,
    "step3": STEP,
    "steps": "steps in words, listed so far, e.g. “the 7 of hearts from column 3 to column 1,"
    " two draws from the stock”",
    "stock_cards": "the stock's cards, joined by the list separator, e.g. “6 of clubs, queen of"
    " hearts”",
    "suit": "one card of a suit, e.g. “spade”, or the engine's message quoted",
    "target": PLACE.format("target"),
    "target_card": CARD.format("target_card"),
    "targets": "places joined by the list separator, e.g. “pile 3, pile 7”",
    "themes": "theme names in a sentence, e.g. “a tempting wrong move, redeal”",
    "then": "a move in words, e.g. “the 8 of hearts from pile 4 to pile 1”",
    "top": NUMBER.format("top", "8") + " (piles along the top of the horseshoe)",
    "total": NUMBER.format("total", "1,000"),
    "under": "card names joined by the list separator, e.g. “3 of hearts, 9 of hearts”"
    " (a term: every card form works on it, %(under)s{loc})",
    "won": NUMBER.format("won", "987"),
}
TERM_NOTE = (
    "A term: give the nominative, then every case form the sentences use, "
    "e.g. “pikk ász | acc: pikk ászt | sub: pikk ászra” (README: Grammatical forms)."
)


class MissingExample(KeyError):
    """A placeholder with no example for the translator's comment."""


def names(message: str | Iterable[str]) -> list[str]:
    """The placeholders of a message (both forms of a plural), in order, once each."""
    texts = [message] if isinstance(message, str) else list(message)
    seen: list[str] = []
    for text in texts:
        for name in PLACEHOLDER.findall(text):
            if name not in seen:
                seen.append(name)
    return seen


def comments(message: str | Iterable[str], is_term: bool = False) -> list[str]:
    """The extracted comments of a message: one line per placeholder, and a term's note."""
    out = []
    for name in names(message):
        if name not in EXAMPLES:
            raise MissingExample(f"no example for %({name})s: add it to {__name__}.EXAMPLES")
        out.append(f"%({name})s: {EXAMPLES[name]}")
    if is_term:
        out.append(TERM_NOTE)
    return out
