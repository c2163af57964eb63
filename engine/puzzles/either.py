"""One losing move to either foundation of a suit, said once (issue 30; the twenty-third review,
pl D2 and structural cause 1: "Szóstka pik ze stosu 1 na bazę rosnącą pik: …" and "… na bazę
malejącą pik: …", two bullets word for word but the foundation, in 15 answers).

A Crescent card that both foundations of its suit take next (the 6 of spades on the up
foundation's 5 and on the down foundation's 7) can go to either; when both moves lose for the
same reason, the answer says the move once, "the 6 of spades from pile 1 to either foundation of
spades", as a writer would. Which moves are such a pair is decided here from the moves alone;
whether their reasons are the same is the answer's business (texts._Explainer), from the proofs'
data.

One message per suit: each language writes the whole phrase, with the case its item frame needs
and without an article before "either" (hu "… bármelyik pikk alapsorra", not "a bármelyik").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from ..cards import suit_of
from ..drawing.describe import Translations, card_term, place_term
from ..game import Game
from ..grammar.forms import fill


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword)."""
    return context, message


# A losing move in an answer's list, said once for both foundations of the card's suit, as the
# one-move label says a move ("the 6 of spades from pile 1 to the up foundation of spades"): a
# noun phrase, the card first, capitalised when it opens the item.
# Translators: card: a card of this suit, "6 of spades" (a term: %(card)s{acc} for a case form);
# source: the place it leaves, "pile 1" (a term: %(source)s{del}, %(source)s{z+gen}). Said as the
# one-move label "the %(card)s from %(source)s to %(target)s" is, with its target "either
# foundation of spades" in the form that label gives a foundation (hu "bármelyik pikk
# alapsorra", uk «на будь-який фундамент пік», pl "na którąkolwiek bazę pik").
EITHER_FOUNDATION: Final = (
    pgettext(
        "a losing move said once for both foundations of the card's suit",
        "the %(card)s from %(source)s to either foundation of spades",
    ),
    # Translators: as the message for spades above: card: a card of this suit, "6 of hearts";
    # source: "pile 1" (hu "bármelyik kőr alapsorra", uk «на будь-який фундамент черв», pl "na
    # którąkolwiek bazę kier").
    pgettext(
        "a losing move said once for both foundations of the card's suit",
        "the %(card)s from %(source)s to either foundation of hearts",
    ),
    # Translators: as the message for spades above: card: a card of this suit, "6 of diamonds";
    # source: "pile 1" (hu "bármelyik káró alapsorra", uk «на будь-який фундамент бубон», pl "na
    # którąkolwiek bazę karo").
    pgettext(
        "a losing move said once for both foundations of the card's suit",
        "the %(card)s from %(source)s to either foundation of diamonds",
    ),
    # Translators: as the message for spades above: card: a card of this suit, "6 of clubs";
    # source: "pile 1" (hu "bármelyik treff alapsorra", uk «на будь-який фундамент треф», pl "na
    # którąkolwiek bazę trefl").
    pgettext(
        "a losing move said once for both foundations of the card's suit",
        "the %(card)s from %(source)s to either foundation of clubs",
    ),
)


def pairs(game: Game, alts: Sequence[dict[str, Any]]) -> dict[int, int]:
    """The moves of ``alts`` (by index) that differ from an earlier one only in which foundation
    of the card's suit they go to: each -> the earlier one's index. Both are one move each, of the
    card on top of the same place, one to each of the two foundations of its suit."""
    found: dict[int, int] = {}
    for i, a in enumerate(alts):
        for j in range(i + 1, len(alts)):
            if i not in found and j not in found and _both_foundations(game, a, alts[j]):
                found[j] = i
    return found


def _both_foundations(game: Game, a: dict[str, Any], b: dict[str, Any]) -> bool:
    one, other = str(a["move"]).split(), str(b["move"]).split()
    if len(one) != 1 or len(other) != 1:
        return False
    first, second = game.parse_move(one[0]), game.parse_move(other[0])
    if first.src != second.src or first.dst == second.dst:
        return False
    card = game.top_card(first.src)
    return card is not None and {first.dst, second.dst} == set(game.foundations_of(card))


def move_words(game: Game, move: str, t: Translations) -> str:
    """``move`` (one of a pair: ``pairs``) said for both foundations of its card's suit."""
    src = game.parse_move(move).src
    card = game.top_card(src)
    if card is None:
        raise ValueError(f"no card to move in {move!r}")
    message = t.pgettext(*EITHER_FOUNDATION[suit_of(card)])
    return fill(message, {"card": card_term(t, card), "source": place_term(t, src, game)})
