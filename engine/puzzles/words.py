"""The reason a Crescent position cannot be won, in the reader's language, made from its proof.

Every sentence is one whole gettext message with named placeholders (never glued fragments), so
each language orders it, picks the case forms it needs (``%(first)s{ins}``: engine/grammar/forms
.py) and agrees it with the count (``ngettext``).  The proof is data (explain.Witness: the suit,
the candidate last cards, their piles, the cards of their own suit under them); every sentence
names what it speaks of: the suit ("the last spade to go home"), the cards and piles.  The
redeal context is told true: no redeal *left* after some were played, or a game played *without*
redeals (``redeal_context``).  ``t`` is any gettext translations object (NullTranslations:
English).
"""

from __future__ import annotations

from typing import Any, Final

from ..drawing.describe import Translations, card_term
from ..game import Game
from ..grammar.articles import resolve_articles
from ..grammar.forms import Term, fill
from ..grammar.numbers import number
from ..moves import REDEAL
from ..solver.prove import LAST_CARD, SEARCH
from .explain import Witness


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here."""
    return message


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword)."""
    return context, message


def ngettext(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural message for extraction (Babel's ``ngettext`` keyword)."""
    return singular, plural


# Whether the game had redeals that are now used up, or none at all.
NONE_LEFT, NONE_IN_GAME = "none-left", "none-in-game"

# Translators: one card of a suit, as in "the last spade to go home" and "the spade suit".
SUITS: Final = (
    pgettext("one card of the suit", "spade"),
    pgettext("one card of the suit", "heart"),
    pgettext("one card of the suit", "diamond"),
    pgettext("one card of the suit", "club"),
)
# Translators: the two cards that could go home last (a King onto the up foundation, an Ace onto
# the down one). suit: "spade"; first, second: "king of spades", "ace of spades"; first_pile,
# second_pile: the piles' numbers, 3 and 7.
TWO_CANDIDATES: Final = {
    NONE_LEFT: N_(
        "No redeal is left, so the last %(suit)s to go home must be the %(first)s on pile"
        " %(first_pile)d or the %(second)s on pile %(second_pile)d."
    ),
    NONE_IN_GAME: N_(
        "This game is played without redeals, so the last %(suit)s to go home must be the"
        " %(first)s on pile %(first_pile)d or the %(second)s on pile %(second_pile)d."
    ),
}
# Translators: one candidate is left: the other already went home. suit: "spade"; card: "king of
# spades"; pile: its pile's number, 3.
ONE_CANDIDATE: Final = {
    NONE_LEFT: N_(
        "No redeal is left, and the other card that could go home last is already on a"
        " foundation, so the last %(suit)s to go home must be the %(card)s on pile %(pile)d."
    ),
    NONE_IN_GAME: N_(
        "This game is played without redeals, and the other card that could go home last is"
        " already on a foundation, so the last %(suit)s to go home must be the %(card)s on pile"
        " %(pile)d."
    ),
}
NEVER_MOVES: Final = N_(
    "The last card of a suit can never move to another pile again: it would cover a card of its"
    " own suit, which would then still lie under it when it has to go home."
)
# Translators: pile: 12; card: "ace of diamonds"; under: the cards of its suit under it, "3 of
# diamonds, 9 of diamonds" (a list of card names: every card form works on it, %(under)s{loc}).
# The plural follows the number of cards in the list.
BLOCKED: Final = ngettext(
    "On pile %(pile)d, the %(card)s lies on a card of its own suit: %(under)s.",
    "On pile %(pile)d, the %(card)s lies on cards of its own suit: %(under)s.",
)
# Translators: the plural follows the number of candidate last cards (1 or 2); suit: "spade".
CONCLUSION: Final = ngettext(
    "The cards under it could only go home after it, so the %(suit)s suit can never be"
    " completed: the game cannot be won.",
    "The cards under them could only go home after them, so the %(suit)s suit can never be"
    " completed: the game cannot be won.",
)
# Translators: a clause after a losing move ("The 2 of diamonds from pile 12 to pile 7: after
# that, …"); suit: "spade".
AFTER_WITNESS: Final = N_("after that, the %(suit)s suit can never be completed.")
LIST_SEPARATOR: Final = N_(", ")
# Translators: positions: the number of positions searched, 12,792.
SEARCHED: Final = ngettext(
    "A search of every position reachable from here (%(positions)s position) found no win.",
    "A search of every position reachable from here (%(positions)s positions) found no win.",
)
# "every position (1 position)" does not read: one position has its own sentence.
SEARCHED_ONE: Final = N_(
    "Only one position can be reached from here, and the game cannot be won from it."
)
# Translators: cards: how many cards the best line found gets home, 87.
BEST_LINE: Final = ngettext(
    "The best line found gets %(cards)d card to the foundations.",
    "The best line found gets %(cards)d cards to the foundations.",
)


def redeal_context(game: Game) -> str:
    """NONE_IN_GAME when the game allowed no redeal at all, else NONE_LEFT (``game`` has none
    left: the witness's condition)."""
    used = sum(1 for m in game.history if m == REDEAL)
    return NONE_IN_GAME if used == 0 and not game.redeals_left else NONE_LEFT


def suit_name(t: Translations, suit: int) -> str:
    """One card of ``suit`` (0-3: S, H, D, C) in the page language: "spade"."""
    return t.pgettext(*SUITS[suit])


def card_list(t: Translations, cards: tuple[int, ...] | list[int]) -> Term:
    """Card names joined by the language's separator, as one term: every case form the cards
    share is the list of those forms ("3 of hearts, 9 of hearts" in any case)."""
    terms = [card_term(t, c) for c in cards]
    cases = set.intersection(*(set(x.forms) for x in terms))
    sep = t.gettext(LIST_SEPARATOR)
    return Term(terms[0].msgid, {case: sep.join(x.forms[case] for x in terms) for case in cases})


def _say(t: Translations, message: str, **values: Any) -> str:
    return resolve_articles(fill(message, values))


def reason(answer: dict[str, Any], t: Translations, context: str = NONE_LEFT) -> list[str]:
    """The sentences that say why a "no" puzzle's position cannot be won (``context``: its
    redeals, NONE_LEFT or NONE_IN_GAME)."""
    if answer["proof"] == LAST_CARD:
        return last_card(Witness.from_dict(answer["reason"]), t, context)
    if answer["proof"] == SEARCH:
        n, cards = answer["positions"], answer["best_cards"]
        return [
            _say(
                t,
                t.gettext(SEARCHED_ONE) if n == 1 else t.ngettext(*SEARCHED, n),
                positions=number(t, n),
            ),
            _say(t, t.ngettext(*BEST_LINE, cards), cards=cards),
        ]
    raise ValueError(f"no words for a {answer['proof']} proof")


def last_card(w: Witness, t: Translations, context: str = NONE_LEFT) -> list[str]:
    """Which cards could finish the suit, where they lie, what lies under them, why it stays:
    whole sentences, the suit named in the first."""
    bs = w.blocked
    suit = suit_name(t, w.suit)
    if len(bs) >= 2:
        first = _say(
            t,
            t.gettext(TWO_CANDIDATES[context]),
            suit=suit,
            first=card_term(t, bs[0].card),
            first_pile=bs[0].pile,
            second=card_term(t, bs[1].card),
            second_pile=bs[1].pile,
        )
    else:
        first = _say(
            t,
            t.gettext(ONE_CANDIDATE[context]),
            suit=suit,
            card=card_term(t, bs[0].card),
            pile=bs[0].pile,
        )
    out = [first, t.gettext(NEVER_MOVES)]
    for b in bs:
        out.append(
            _say(
                t,
                t.ngettext(*BLOCKED, len(b.under)),
                pile=b.pile,
                card=card_term(t, b.card),
                under=card_list(t, b.under),
            )
        )
    out.append(_say(t, t.ngettext(*CONCLUSION, len(bs)), suit=suit))
    return out


def after_witness(w: Witness, t: Translations) -> str:
    """The clause after a losing move whose position the witness closes."""
    return _say(t, t.gettext(AFTER_WITNESS), suit=suit_name(t, w.suit))
