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

from collections.abc import Sequence
from typing import Any, Final

from ..drawing.describe import Translations, card_term
from ..game import Game
from ..grammar.articles import resolve_articles
from ..grammar.forms import Term, fill, parse_forms
from ..grammar.numbers import number
from ..moves import REDEAL
from ..solver.prove import LAST_CARD, SEARCH
from .explain import Blocked, Witness, other_candidate


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here."""
    return message


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword)."""
    return context, message


def ngettext(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural message for extraction (Babel's ``ngettext`` keyword)."""
    return singular, plural


# Whether the game had redeals that are now used up, or none at all; or (a puzzle's answer) the
# question has said it already, so the proof does not say it again.
NONE_LEFT, NONE_IN_GAME, STATED = "none-left", "none-in-game", "stated"

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
    STATED: N_(
        "The last %(suit)s to go home must be the %(first)s on pile %(first_pile)d or the"
        " %(second)s on pile %(second_pile)d."
    ),
}
# Translators: both candidates lie on one pile. suit: "spade"; first, second: "king of
# spades", "ace of spades"; pile: their pile's number, 16.
TWO_ON_ONE_PILE: Final = {
    NONE_LEFT: N_(
        "No redeal is left, so the last %(suit)s to go home must be the %(first)s or the"
        " %(second)s, both on pile %(pile)d."
    ),
    NONE_IN_GAME: N_(
        "This game is played without redeals, so the last %(suit)s to go home must be the"
        " %(first)s or the %(second)s, both on pile %(pile)d."
    ),
    STATED: N_(
        "The last %(suit)s to go home must be the %(first)s or the %(second)s, both on pile"
        " %(pile)d."
    ),
}
# Translators: one candidate is left: the other already went home. suit: "spade"; home: the one
# already on a foundation, "ace of spades"; card: "king of spades"; pile: its pile's number, 3.
ONE_CANDIDATE: Final = {
    NONE_LEFT: N_(
        "No redeal is left, and the %(home)s is already on a foundation, so the last %(suit)s to"
        " go home must be the %(card)s on pile %(pile)d."
    ),
    NONE_IN_GAME: N_(
        "This game is played without redeals, and the %(home)s is already on a foundation, so"
        " the last %(suit)s to go home must be the %(card)s on pile %(pile)d."
    ),
    STATED: N_(
        "The %(home)s is already on a foundation, so the last %(suit)s to go home must be the"
        " %(card)s on pile %(pile)d."
    ),
}
NEVER_MOVES: Final = N_(
    "The last card of a suit can never move to another pile: it would cover a card of its own"
    " suit, which would then still lie under it when it has to go home."
)
# The rule in full, said once at the top of a page that lists many answers (a browse page, the
# theme page); its answers then name it in a short sentence (the seventh review: the principle
# repeated in every answer made a browse page read as a template).
RULE_STATED: Final = N_(
    "Some answers on this page rest on the last-card rule: the last card of a suit can never move"
    " to another pile, because it would cover a card of its own suit, which would then still lie"
    " under it when it has to go home."
)
# The rule named, not explained, by an answer on a page that states it above (RULE_STATED), one
# sentence per number of cards that could go home last.
# Translators: card: "king of spades", the one card that can still go home last.
RULE_NAMED_ONE: Final = N_(
    "By the last-card rule (stated at the top of this page), the %(card)s can never move to"
    " another pile."
)
RULE_NAMED_TWO: Final = N_(
    "By the last-card rule (stated at the top of this page), neither of these two cards can ever"
    " move to another pile."
)
# How an answer says the rule: in full (it stands alone: the puzzle board, the hub's daily
# puzzle), named (its page states it once), or not at all (said earlier in the same answer).
FULL, NAMED, UNSAID = "full", "named", "unsaid"
# Translators: card: "ace of diamonds", always an ace or a king (its pile was named in the
# sentence before); under: the cards of its suit under it, from the bottom up, "3 of diamonds, 9
# of diamonds" (a list of card names: every card form works on it, %(under)s{loc}). The plural
# follows the number of cards in the list.
BLOCKED: Final = ngettext(
    "The %(card)s lies on a card of its own suit, which could only go home after it: %(under)s.",
    "The %(card)s lies on cards of its own suit, which could only go home after it (from the"
    " bottom up): %(under)s.",
)
# Both cards that could go home last lie on one card of their suit each: one sentence, not two
# of the same shape in a row (the seventh review, hu: "A X alatt ott van a Y… A Z alatt ott van
# a W…"). Translators: first, second: "ace of diamonds", "king of diamonds" (an ace and a king);
# first_under, second_under: the card of their suit under each, "2 of diamonds", "queen of
# diamonds".
BLOCKED_PAIR: Final = N_(
    "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s: each"
    " card underneath could only go home after the card on it."
)
# The same card over the same one card was described earlier in the answer: named again, short
# (the seventh review, pl: "wymienione wyżej" read as officialese; the card's name is shorter).
# Translators: card: "ace of diamonds", always an ace or a king; under: "2 of diamonds".
BLOCKED_AGAIN_ONE: Final = N_("The %(card)s still lies on the %(under)s.")
# The same card over the same cards was described earlier in the answer: not listed again.
# Translators: card: "ace of diamonds", always an ace or a king.
# The plural follows the number of those cards.
BLOCKED_AGAIN: Final = ngettext(
    "The %(card)s still lies on the card of its own suit named above.",
    "The %(card)s still lies on the cards of its own suit named above.",
)
# Translators: suit: "spade". The answer has already said the position cannot be won: this
# names the suit only.
CONCLUSION: Final = N_("So the %(suit)s suit can never be completed.")
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
# A small search is said as what it is: only these few positions, none of them won (the fourth
# review: "every position reachable from here (2 positions)" explained nothing).
FEW_POSITIONS: Final = 100
# Translators: positions: the number of positions that can be reached, 2 to 99.
SEARCHED_FEW: Final = ngettext(
    "Only %(positions)s position can be reached from here, and the game cannot be won from any of"
    " them.",
    "Only %(positions)s positions can be reached from here, and the game cannot be won from any of"
    " them.",
)
# Translators: cards: how many of the 104 cards are on the foundations at the end of the best
# line found, 87 (a total, not a count of cards added).
BEST_LINE: Final = ngettext(
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
)


def redeal_context(game: Game) -> str:
    """NONE_IN_GAME when the game allowed no redeal at all, else NONE_LEFT (``game`` has none
    left: the witness's condition)."""
    used = sum(1 for m in game.history if m == REDEAL)
    return NONE_IN_GAME if used == 0 and not game.redeals_left else NONE_LEFT


def suit_name(t: Translations, suit: int) -> Term:
    """One card of ``suit`` (0-3: S, H, D, C) in the page language: "spade", a term, so a
    language can ask for another form (uk «бубнову масть»: ``%(suit)s{adj.f.acc}``)."""
    context, msgid = SUITS[suit]
    return Term(msgid, parse_forms(t.pgettext(context, msgid)))


def card_list(t: Translations, cards: tuple[int, ...] | list[int]) -> Term:
    """Card names joined by the language's separator, as one term: every case form the cards
    share is the list of those forms ("3 of hearts, 9 of hearts" in any case)."""
    terms = [card_term(t, c) for c in cards]
    cases = set.intersection(*(set(x.forms) for x in terms))
    sep = t.gettext(LIST_SEPARATOR)
    return Term(terms[0].msgid, {case: sep.join(x.forms[case] for x in terms) for case in cases})


def _say(t: Translations, message: str, **values: Any) -> str:
    return resolve_articles(fill(message, values))


def reason(
    answer: dict[str, Any], t: Translations, context: str = NONE_LEFT, rule: str = FULL
) -> list[str]:
    """The sentences that say why a "no" puzzle's position cannot be won (``context``: its
    redeals, NONE_LEFT or NONE_IN_GAME; ``rule``: how the last-card rule is said)."""
    if answer["proof"] == LAST_CARD:
        return last_card(Witness.from_dict(answer["reason"]), t, context, rule=rule)
    if answer["proof"] == SEARCH:
        n, cards = answer["positions"], answer["best_cards"]
        return [
            _say(
                t,
                t.gettext(SEARCHED_ONE)
                if n == 1
                else t.ngettext(*(SEARCHED_FEW if n < FEW_POSITIONS else SEARCHED), n),
                positions=number(t, n),
            ),
            _say(t, t.ngettext(*BEST_LINE, cards), cards=cards),
        ]
    raise ValueError(f"no words for a {answer['proof']} proof")


def last_card(
    w: Witness,
    t: Translations,
    context: str = NONE_LEFT,
    *,
    rule: str = FULL,
    after_move: bool = False,
    said: set[str] | None = None,
) -> list[str]:
    """Which cards could finish the suit, where they lie, what lies under them, why it stays:
    whole sentences, the suit named in the first, each card named (the one already home too).
    ``rule``: how to say why the last card never moves (``rule_sentences``); ``after_move``: the
    clause before already said the suit can never be completed, so the end does not repeat it;
    ``said``: the answer's sentences so far, so a card's cards already listed are not again."""
    bs = w.blocked
    suit = suit_name(t, w.suit)
    if len(bs) >= 2 and bs[0].pile == bs[1].pile:
        first = _say(
            t,
            t.gettext(TWO_ON_ONE_PILE[context]),
            suit=suit,
            first=card_term(t, bs[0].card),
            second=card_term(t, bs[1].card),
            pile=bs[0].pile,
        )
    elif len(bs) >= 2:
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
        home = other_candidate(w)
        assert home is not None
        first = _say(
            t,
            t.gettext(ONE_CANDIDATE[context]),
            suit=suit,
            home=card_term(t, home),
            card=card_term(t, bs[0].card),
            pile=bs[0].pile,
        )
    out = [first, *rule_sentences(w, t, rule)]
    out += _blocked_sentences(bs, t, said)
    if not after_move:
        out.append(_say(t, t.gettext(CONCLUSION), suit=suit))
    return out


def _blocked_sentences(bs: Sequence[Blocked], t: Translations, said: set[str] | None) -> list[str]:
    """What lies under each candidate: one sentence each, or one for both when each lies on a
    single card and neither was described before; a card described before (``said``, then
    updated) only named again."""
    each = [
        _say(
            t,
            t.ngettext(*BLOCKED, len(b.under)),
            card=card_term(t, b.card),
            under=card_list(t, b.under),
        )
        for b in bs
    ]
    known = said if said is not None else set()
    if len(bs) == 2 and all(len(b.under) == 1 for b in bs) and not known & set(each):
        known.update(each)
        first, second = bs
        return [
            _say(
                t,
                t.gettext(BLOCKED_PAIR),
                first=card_term(t, first.card),
                first_under=card_term(t, first.under[0]),
                second=card_term(t, second.card),
                second_under=card_term(t, second.under[0]),
            )
        ]
    out = []
    for b, sentence in zip(bs, each, strict=True):
        card = card_term(t, b.card)
        if sentence not in known:
            known.add(sentence)
            out.append(sentence)
        elif len(b.under) == 1:
            under = card_term(t, b.under[0])
            out.append(_say(t, t.gettext(BLOCKED_AGAIN_ONE), card=card, under=under))
        else:
            out.append(_say(t, t.ngettext(*BLOCKED_AGAIN, len(b.under)), card=card))
    return out


def rule_sentences(w: Witness, t: Translations, rule: str) -> list[str]:
    """The last-card rule as the answer says it: in full, named (its page states it), or not."""
    if rule == FULL:
        return [t.gettext(NEVER_MOVES)]
    if rule == UNSAID:
        return []
    if len(w.blocked) >= 2:
        return [t.gettext(RULE_NAMED_TWO)]
    return [_say(t, t.gettext(RULE_NAMED_ONE), card=card_term(t, w.blocked[0].card))]


def after_witness(w: Witness, t: Translations) -> str:
    """The clause after a losing move whose position the witness closes."""
    return _say(t, t.gettext(AFTER_WITNESS), suit=suit_name(t, w.suit))
