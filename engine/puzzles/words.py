"""The reason a "no" puzzle cannot be won, in the reader's language, made from its proof.

Every sentence is one whole gettext message with named placeholders (never glued fragments);
counts go through ``ngettext``.  Card names (engine/drawing's card messages) stand where each
language keeps them in the nominative: after a colon, or as the subject, so the sentences read
correctly without a grammatical-case layer; the messages live here only, so they can move onto
engine/grammar's cases later.  ``t`` is any gettext translations object (NullTranslations:
English).
"""

from __future__ import annotations

from typing import Any, Final

from ..drawing.describe import Translations, card_name
from ..solver.prove import LAST_CARD, SEARCH
from .explain import Witness


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here."""
    return message


TWO_CANDIDATES: Final = N_(
    "No redeal is left, so the last card of this suit to go home must be one of two:"
    " %(first)s on pile %(first_pile)d or %(second)s on pile %(second_pile)d."
)
ONE_CANDIDATE: Final = N_(
    "No redeal is left, and the other card that could finish this suit is already on a"
    " foundation, so the last card of the suit to go home must be this one: %(card)s on pile"
    " %(pile)d."
)
NEVER_MOVES: Final = N_(
    "The last card of a suit can never move to another pile again: it would cover a card of its"
    " own suit, which would then still lie under it when it has to go home."
)
CONCLUSION: Final = N_(
    "A card under the last card of its suit could only go home after it, so this suit can never"
    " be completed: the game cannot be won."
)
LIST_SEPARATOR: Final = N_(", ")


def reason(answer: dict[str, Any], t: Translations) -> list[str]:
    """The sentences that say why a "no" puzzle's position cannot be won."""
    if answer["proof"] == LAST_CARD:
        return last_card(Witness.from_dict(answer["reason"]), t)
    if answer["proof"] == SEARCH:
        n, cards = answer["positions"], answer["best_cards"]
        return [
            t.ngettext(
                "A search of every position reachable from here (%(positions)d position) found"
                " no win.",
                "A search of every position reachable from here (%(positions)d positions) found"
                " no win.",
                n,
            )
            % {"positions": n},
            t.ngettext(
                "The best line found gets %(cards)d card to the foundations.",
                "The best line found gets %(cards)d cards to the foundations.",
                cards,
            )
            % {"cards": cards},
        ]
    raise ValueError(f"no words for a {answer['proof']} proof")


def last_card(w: Witness, t: Translations) -> list[str]:
    """Which cards could finish the suit, where they lie, what lies under them, why it stays."""
    bs = w.blocked
    if len(bs) >= 2:
        first = t.gettext(TWO_CANDIDATES) % {
            "first": card_name(t, bs[0].card),
            "first_pile": bs[0].pile,
            "second": card_name(t, bs[1].card),
            "second_pile": bs[1].pile,
        }
    else:
        first = t.gettext(ONE_CANDIDATE) % {"card": card_name(t, bs[0].card), "pile": bs[0].pile}
    out = [first, t.gettext(NEVER_MOVES)]
    sep = t.gettext(LIST_SEPARATOR)
    for b in bs:
        under = sep.join(card_name(t, c) for c in b.under)
        text = t.ngettext(
            "On pile %(pile)d, %(card)s lies on a card of its own suit: %(under)s.",
            "On pile %(pile)d, %(card)s lies on cards of its own suit: %(under)s.",
            len(b.under),
        )
        out.append(text % {"pile": b.pile, "card": card_name(t, b.card), "under": under})
    out.append(t.gettext(CONCLUSION))
    return out
