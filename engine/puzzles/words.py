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

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..cards import KING, rank_of, suit_of
from ..drawing.describe import FOUNDATION_NAMES, Translations, card_term
from ..game import Game
from ..grammar.articles import resolve_articles
from ..grammar.forms import NOMINATIVE, Term, fill, parse_forms, term
from ..grammar.joiners import joined
from ..moves import REDEAL
from ..registry import ACTIONS
from ..solver.prove import LAST_CARD, SEARCH
from . import counts, variants
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


def npgettext(context: str, singular: str, plural: str) -> tuple[str, str, str]:
    """Mark a plural message with its context for extraction (Babel's ``npgettext`` keyword)."""
    return context, singular, plural


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
# The two sentences above as a puzzle's answer says them (STATED) in a second wording each, which
# a bullet picks by its puzzle's id and move (variants.py): one of them opened 26 to 29 of the
# 33 to 46 last-card proofs of an only-move page (the twenty-ninth review, hu S2, uk S1: the
# proof's scaffold recurred every few answers).
# Translators: another wording of "The last spade to go home must be the king of spades on pile 3
# or the ace of spades on pile 7.", with the same placeholders, saying exactly the same.
TWO_CANDIDATES_AGAIN: Final = N_(
    "One of two cards must be the last %(suit)s to go home: the %(first)s on pile %(first_pile)d"
    " or the %(second)s on pile %(second_pile)d."
)
# Translators: another wording of "The last spade to go home must be the king of spades or the
# ace of spades, both on pile 16.", with the same placeholders, saying exactly the same.
TWO_ON_ONE_PILE_AGAIN: Final = N_(
    "Both the %(first)s and the %(second)s lie on pile %(pile)d, and one of them must be the last"
    " %(suit)s to go home."
)
# Translators: one candidate is left: the other copy of its rank (a Crescent game has two of each
# card; one ace and one king of each suit start on the foundations) already went home and
# completed its foundation, which the diagram shows with that card on top (the sixteenth review,
# pl D1: "the ace of hearts is already on a foundation" is always true of the one that started
# there, and explained nothing; and right after the losing move that put it there, "the other
# king" read as another card than the one just moved). suit: "spade"; foundation: the foundation
# it completed, "the down foundation of spades" (a term, with the place's case forms:
# %(foundation)s{at+loc}); home: the card on top of it, "ace of spades"; card: "king of spades";
# pile: its pile, 3.
ONE_CANDIDATE: Final = {
    NONE_LEFT: N_(
        "No redeal is left, and %(foundation)s is complete, with the %(home)s on top, so the last"
        " %(suit)s to go home must be the %(card)s on pile %(pile)d."
    ),
    NONE_IN_GAME: N_(
        "This game is played without redeals, and %(foundation)s is complete, with the %(home)s"
        " on top, so the last %(suit)s to go home must be the %(card)s on pile %(pile)d."
    ),
    STATED: N_(
        "Since %(foundation)s is complete, with the %(home)s on top, the last %(suit)s to go home"
        " must be the %(card)s on pile %(pile)d."
    ),
}
# The same sentence after a losing move that itself puts the other candidate home and so
# completes its foundation (round 26, hu D1 and D6): the diagram above the answer, and the board
# that has just taken the move back, show that foundation unfinished, so "is complete" read as
# false. Only the contexts a losing move's reason can have (the question stated the redeals, or
# the move played the last one); ONE_CANDIDATE stays where the foundation was complete before.
ONE_CANDIDATE_BY_MOVE: Final = {
    # Translators: said right after a losing move that played the last redeal and whose last
    # step put the %(home)s home, completing its foundation (the diagram and the board, which
    # takes the move back, show that foundation unfinished: not "is already complete"). suit:
    # "spade"; foundation: "the down foundation of spades" (a term); home: "ace of spades";
    # card: "king of spades"; pile: its pile, 3.
    NONE_LEFT: N_(
        "No redeal is left, and this move completes %(foundation)s, with the %(home)s on top, so"
        " the last %(suit)s to go home must be the %(card)s on pile %(pile)d."
    ),
    # Translators: said right after a losing move that puts the %(home)s home, completing its
    # foundation (the diagram and the board, which takes the move back, show that foundation
    # unfinished: not "is already complete"); the question has told the redeals. suit: "spade";
    # foundation: "the down foundation of spades" (a term); home: "ace of spades"; card: "king
    # of spades"; pile: its pile, 3.
    STATED: N_(
        "Since this move completes %(foundation)s, with the %(home)s on top, the last %(suit)s to"
        " go home must be the %(card)s on pile %(pile)d."
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
    "By the last-card rule (stated at the top of this page), whichever of these two cards goes"
    " home last can never move to another pile."
)
# The rule named by a later answer on the same page: the first answer that names it points to
# the top of the page, the others do not say so again (the tenth review, uk: the bracket 28 times
# on one page). Translators: card: "king of spades", as in RULE_NAMED_ONE.
RULE_RECALLED_ONE: Final = N_("By the last-card rule, the %(card)s can never move to another pile.")
RULE_RECALLED_TWO: Final = N_(
    "By the last-card rule, whichever of these two cards goes home last can never move to another"
    " pile."
)
# The rule named after a losing move: a consequence of that move ("then"), so it does not read as
# contradicting a right move that shifts the same king or ace (the twelfth review, pl 2.4.2: the
# answer moves the king the next line says "can never move"). The sentences above prove a "no"
# answer about the position as it stands (a deal's start too), with no "then" and no "already".
# Translators: card: "king of spades", the one card that can still go home last.
RULE_NAMED_ONE_AFTER: Final = N_(
    "Then, by the last-card rule (stated at the top of this page), the %(card)s can never move"
    " to another pile."
)
RULE_NAMED_TWO_AFTER: Final = N_(
    "Then, by the last-card rule (stated at the top of this page), whichever of these two cards"
    " goes home last can never move to another pile."
)
# Translators: card: "king of spades", as in the sentence above.
RULE_RECALLED_ONE_AFTER: Final = N_(
    "Then, by the last-card rule, the %(card)s can never move to another pile."
)
RULE_RECALLED_TWO_AFTER: Final = N_(
    "Then, by the last-card rule, whichever of these two cards goes home last can never move to"
    " another pile."
)
# Other wordings of the rule named by a later answer (the 35th review, pl D2: "By the last-card
# rule, neither of these two cards …" in 25 of 30 answers of one page, word for word), chosen by
# the puzzle's id like the other frames (variants.py). Of two cards that could go home last, the
# rule binds the one that does, not both ("neither … can ever move" was false of the other: the
# 38th review, pl D3).
# Translators: another wording of "By the last-card rule, the king of spades can never move to
# another pile.", saying exactly the same; card: "king of spades", always a king or an ace.
RULE_RECALLED_ONE_AGAIN: Final = N_(
    "The %(card)s can never move to another pile: the last-card rule forbids it."
)
# Translators: a third wording of "By the last-card rule, the king of spades can never move to
# another pile.", saying exactly the same: it stays on its pile until it goes home.
RULE_RECALLED_ONE_THIRD: Final = N_(
    "The last-card rule keeps the %(card)s on its pile until it goes home."
)
# Translators: another wording of "By the last-card rule, whichever of these two cards goes home
# last can never move to another pile.", saying exactly the same.
RULE_RECALLED_TWO_AGAIN: Final = N_(
    "Whichever of these two cards goes home last can never move to another pile: the last-card"
    " rule forbids it."
)
# Translators: a third wording of "By the last-card rule, whichever of these two cards goes home
# last can never move to another pile.", saying exactly the same: that one stays on its pile until
# it goes home.
RULE_RECALLED_TWO_THIRD: Final = N_(
    "The last-card rule keeps whichever of these two cards goes home last on its pile until then."
)
# Translators: another wording of "Then, by the last-card rule, the king of spades can never move
# to another pile." (said after a losing move: from then on), saying exactly the same.
RULE_RECALLED_ONE_AFTER_AGAIN: Final = N_(
    "Then the %(card)s can never move to another pile: the last-card rule forbids it."
)
# Translators: a third wording of "Then, by the last-card rule, the king of spades can never move
# to another pile.", saying exactly the same.
RULE_RECALLED_ONE_AFTER_THIRD: Final = N_(
    "From then on, the last-card rule keeps the %(card)s on its pile until it goes home."
)
# Translators: another wording of "Then, by the last-card rule, whichever of these two cards goes
# home last can never move to another pile.", saying exactly the same.
RULE_RECALLED_TWO_AFTER_AGAIN: Final = N_(
    "Then whichever of these two cards goes home last can never move to another pile: the"
    " last-card rule forbids it."
)
# Translators: a third wording of "Then, by the last-card rule, whichever of these two cards goes
# home last can never move to another pile.", saying exactly the same.
RULE_RECALLED_TWO_AFTER_THIRD: Final = N_(
    "From then on, the last-card rule keeps whichever of these two cards goes home last on its"
    " pile until then."
)
# How an answer says the rule: in full (it stands alone: the puzzle board, the hub's daily
# puzzle), named with a pointer to the top of its page (the first answer on a page that states
# it), named (a later answer on that page), or not at all (said earlier in the same answer).
FULL, NAMED, RECALLED, UNSAID = "full", "named", "recalled", "unsaid"
# Translators: card: "ace of diamonds", always an ace or a king (its pile was named in the
# sentence before); under: the cards of its suit under it, from the bottom up, the suit named
# once, "3, 9 and queen of diamonds" (every card form works on it, %(under)s{loc}). The plural
# follows the number of cards in the list. In this sentence and the others about the cards that
# could go home last, after the suit has been named, every card placeholder also has its rank
# alone, in every case form (pl "%(card)s{rank.ins}" gives "asem"); keep the suit on the list of
# cards under it ("dwójka i dziewiątka karo"): other cards may lie between them, and without it
# the list reads as the whole pile.
BLOCKED: Final = ngettext(
    "The %(card)s lies on a card of its own suit, which could only go home after it: the"
    " %(under)s.",
    "The %(card)s lies on cards of its own suit, which could only go home after it (from the"
    " bottom up): the %(under)s.",
)
# Every sentence on the cards under the candidates has a second wording, which a puzzle says by
# its id (variants.py; a losing move's bullet by its id and move): one frame said the same tail
# in 243 answers (the nineteenth review, hu D2, pl D4 and its structural causes: the verdicts,
# worded three or four ways, read as written by a person; the proofs, one way, as a template).
# Each wording says the whole argument: every card under the candidate would have to go home
# before it, and the candidate still covers it. (A first English wording, "yet is freed only when
# it goes home itself", left the reader to find which card "it" was.)
# Translators: another wording of the sentence above, with the same placeholders: "Under the
# king of spades lies the queen of spades, which would have to go home first, but the king of
# spades still covers it."
BLOCKED_REWORDED: Final = ngettext(
    "Under the %(card)s lies the %(under)s, which would have to go home first, but the %(card)s"
    " still covers it.",
    "Under the %(card)s lie the %(under)s (from the bottom up), which would have to go home first,"
    " but the %(card)s still covers them.",
)
# Translators: a third wording of the sentence above, with the same placeholders: "The king of
# spades covers the queen of spades, which would have to go home before it and so cannot."
BLOCKED_THIRD: Final = ngettext(
    "The %(card)s covers the %(under)s, which would have to go home before it and so cannot.",
    "The %(card)s covers the %(under)s (from the bottom up), which would have to go home before it"
    " and so cannot.",
)
# Both cards that could go home last in one sentence, whatever each lies on, the reason said once
# (the seventh review, hu: "A X alatt ott van a Y… A Z alatt ott van a W…"; the sixteenth, uk
# D1/S1 and pl D2/S1: the whole frame twice in a row, with lists). The second list's length picks
# the message, the first list's length its plural form. The reason is the card under whichever
# goes home last (the seventeenth review, hu D2: "each before the card on it" was false of a
# deeper card), and it ends on the impossibility (the nineteenth, hu D2: it ended on "would").
# Translators: first, second: "ace of diamonds", "king of diamonds" (an ace and a king);
# first_under: the cards of their suit under the first, from the bottom up, the suit named once,
# "3, 9 and queen of diamonds" (the plural follows how many); second_under: the one card of their
# suit under the second, "2 of diamonds".
BLOCKED_PAIR: Final = ngettext(
    "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s:"
    " whichever of the two goes home last, the card of its suit under it would have to go home"
    " first, and cannot.",
    "The %(first)s lies on the %(first_under)s (from the bottom up) and the %(second)s on the"
    " %(second_under)s: whichever of the two goes home last, every card of its suit under it"
    " would have to go home first, and none can.",
)
# Translators: another wording of the sentence above, with the same placeholders: neither card
# can be the last to go home, since whichever went last would still cover a card that must go
# home before it.
BLOCKED_PAIR_REWORDED: Final = ngettext(
    "Under the %(first)s lies the %(first_under)s, under the %(second)s the %(second_under)s:"
    " neither can go home last, since whichever goes last would still cover a card that must go"
    " home before it.",
    "Under the %(first)s lie the %(first_under)s (from the bottom up), under the %(second)s the"
    " %(second_under)s: neither can go home last, since whichever goes last would still cover"
    " cards that must go home before it.",
)
# A third wording of the two candidates on two piles (the thirtieth review, uk S4: «хоч би який із
# двох ліг на фундамент останнім, кожна карта під ним мала б лягти туди раніше…» 72 times: the
# first wordings of the pair, of the pair on several cards and of the stacked pair close alike).
# Translators: a third wording of the sentence above ("The ace of diamonds lies on the 3 of
# diamonds and the king of diamonds on the 2 of diamonds: whichever of the two goes home last,
# …"), with the same placeholders, saying exactly the same: neither card can be the last of its
# suit to go home, since each still covers a card that must go home before it.
BLOCKED_PAIR_THIRD: Final = npgettext(
    "the last-card proof: what lies under the two cards that could go home last",
    "The %(first)s covers the %(first_under)s, and the %(second)s the %(second_under)s: neither"
    " of them can be the last to go home, as each still covers a card that must go home before"
    " it.",
    "The %(first)s covers the %(first_under)s (from the bottom up), and the %(second)s the"
    " %(second_under)s: neither of them can be the last to go home, as each still covers a card"
    " that must go home before it.",
)
# Translators: as "The ace of diamonds lies on the 3 of diamonds and the king of diamonds on the 2
# of diamonds: whichever …", but second_under lists two cards or more, from the bottom up
# ("5 and jack of diamonds"); the plural follows how many cards first_under lists.
BLOCKED_PAIR_ON_SEVERAL: Final = ngettext(
    "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s (from"
    " the bottom up): whichever of the two goes home last, every card of its suit under it would"
    " have to go home first, and none can.",
    "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s (each"
    " list from the bottom up): whichever of the two goes home last, every card of its suit under"
    " it would have to go home first, and none can.",
)
# Translators: another wording of the sentence above, with the same placeholders.
BLOCKED_PAIR_ON_SEVERAL_REWORDED: Final = ngettext(
    "Under the %(first)s lies the %(first_under)s, under the %(second)s the %(second_under)s (from"
    " the bottom up): neither can go home last, since whichever goes last would still cover cards"
    " that must go home before it.",
    "Under the %(first)s lie the %(first_under)s, under the %(second)s the %(second_under)s (each"
    " list from the bottom up): neither can go home last, since whichever goes last would still"
    " cover cards that must go home before it.",
)
# Translators: a third wording of the sentence above ("… and the king of diamonds on the 5 and
# jack of diamonds (from the bottom up): whichever of the two goes home last, …"), with the same
# placeholders: neither card can be the last of its suit to go home, since each still covers a
# card that must go home before it.
BLOCKED_PAIR_ON_SEVERAL_THIRD: Final = npgettext(
    "the last-card proof: what lies under the two cards that could go home last",
    "The %(first)s covers the %(first_under)s, and the %(second)s the %(second_under)s (from the"
    " bottom up): neither of them can be the last to go home, as each still covers a card that"
    " must go home before it.",
    "The %(first)s covers the %(first_under)s, and the %(second)s the %(second_under)s (each list"
    " from the bottom up): neither of them can be the last to go home, as each still covers a"
    " card that must go home before it.",
)
# Both on one pile, the second right on the first (no card of their suit between them, none over
# the second): said so, not listed twice (the sixteenth review, pl S1: "Pod asem karo leżą te
# same karty, a na nich jeszcze król karo"), and never as if the first lay over the second (the
# nineteenth, uk D1: «…під королем бубон — ті самі карти, а над ними ще туз бубон» read as "the
# ace lies over the king").
# Translators: first: the lower card, "king of diamonds"; first_under: the cards of their suit
# under it, "2 and 5 of diamonds" (the plural follows how many); second: the card right on the
# first, "ace of diamonds", which so lies on the first and on its cards too.
BLOCKED_STACKED: Final = ngettext(
    "The %(first)s lies on the %(first_under)s, and the %(second)s right on the %(first)s:"
    " whichever of the two goes home last, every card of its suit under it would have to go home"
    " first, and none can.",
    "The %(first)s lies on the %(first_under)s (from the bottom up), and the %(second)s right on"
    " the %(first)s: whichever of the two goes home last, every card of its suit under it would"
    " have to go home first, and none can.",
)
# Translators: another wording of the sentence above, with the same placeholders.
BLOCKED_STACKED_REWORDED: Final = ngettext(
    "The %(first)s lies on the %(first_under)s, and the %(second)s right on the %(first)s, so"
    " neither can go home last: whichever goes last would still cover a card that must go home"
    " before it.",
    "The %(first)s lies on the %(first_under)s (from the bottom up), and the %(second)s right on"
    " the %(first)s, so neither can go home last: whichever goes last would still cover cards"
    " that must go home before it.",
)
# Translators: a third wording of the sentence above, with the same placeholders.
BLOCKED_STACKED_THIRD: Final = ngettext(
    "The %(first)s covers the %(first_under)s, and the %(second)s lies right on the %(first)s:"
    " the one of the two that goes home last covers cards that would have to go home before it.",
    "The %(first)s covers the %(first_under)s (from the bottom up), and the %(second)s lies right"
    " on the %(first)s: the one of the two that goes home last covers cards that would have to go"
    " home before it.",
)
# A fourth and a fifth wording of the stacked pair, the commonest two-candidate case (118 of the
# 146), whose first two wordings close as the pair's do (the thirtieth review, uk S4).
# Translators: a fourth wording of the sentence above ("The king of diamonds lies on the 2 and 5
# of diamonds, and the ace of diamonds right on the king of diamonds: …"), with the same
# placeholders: whichever of the two went home last would still lie on a card of its suit that
# must go home before it (the ace on the king, the king on the cards under it).
BLOCKED_STACKED_FOURTH: Final = npgettext(
    "the last-card proof: what lies under the two cards that could go home last",
    "The %(first)s lies on the %(first_under)s, and the %(second)s right on the %(first)s: the"
    " last of the two to go home would still lie on a card that must go home before it.",
    "The %(first)s lies on the %(first_under)s (from the bottom up), and the %(second)s right on"
    " the %(first)s: the last of the two to go home would still lie on a card that must go home"
    " before it.",
)
# Translators: a fifth wording of the sentence above ("The king of diamonds lies on the 2 and 5
# of diamonds, and the ace of diamonds right on the king of diamonds: …"), with the same
# placeholders: neither card can be the last of the two to go home, since each lies on a card of
# its suit that must go home before it (the ace on the king, the king on the cards under it).
BLOCKED_STACKED_FIFTH: Final = npgettext(
    "the last-card proof: what lies under the two cards that could go home last",
    "The %(first)s lies on the %(first_under)s, and the %(second)s right on the %(first)s:"
    " neither can be the last of the two to go home, for each lies on a card that must go home"
    " before it.",
    "The %(first)s lies on the %(first_under)s (from the bottom up), and the %(second)s right on"
    " the %(first)s: neither can be the last of the two to go home, for each lies on a card that"
    " must go home before it.",
)
# Each sentence with its other wordings (the first is the reference: said without a puzzle); the
# commonest shapes, one candidate and a stacked pair (243 and 118 of the 389 sentences in the
# committed answers), have three and five, the pairs on two piles three (the thirtieth review,
# uk S4: the two candidates' closing clause, shared by their first wordings, 72 times).
WORDINGS: Final = {
    BLOCKED: (BLOCKED, BLOCKED_REWORDED, BLOCKED_THIRD),
    BLOCKED_PAIR: (BLOCKED_PAIR, BLOCKED_PAIR_REWORDED, BLOCKED_PAIR_THIRD),
    BLOCKED_PAIR_ON_SEVERAL: (
        BLOCKED_PAIR_ON_SEVERAL,
        BLOCKED_PAIR_ON_SEVERAL_REWORDED,
        BLOCKED_PAIR_ON_SEVERAL_THIRD,
    ),
    BLOCKED_STACKED: (
        BLOCKED_STACKED,
        BLOCKED_STACKED_REWORDED,
        BLOCKED_STACKED_THIRD,
        BLOCKED_STACKED_FOURTH,
        BLOCKED_STACKED_FIFTH,
    ),
}
# The first wordings of three shapes as they were when their rotation was fixed: the 33rd
# review's round corrected their English ("every card under it" claimed cards of other suits
# too), and the hash keeps its former name so no puzzle changes wording (variants.py).
ROTATION_SALTS: Final = {
    BLOCKED_PAIR: repr(
        (
            "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s:"
            " whichever of the two goes home last, the card under it would have to go home first,"
            " and cannot.",
            "The %(first)s lies on the %(first_under)s (from the bottom up) and the %(second)s on"
            " the %(second_under)s: whichever of the two goes home last, every card under it would"
            " have to go home first, and none can.",
        )
    ),
    BLOCKED_PAIR_ON_SEVERAL: repr(
        (
            "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s"
            " (from the bottom up): whichever of the two goes home last, every card under it would"
            " have to go home first, and none can.",
            "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s"
            " (each list from the bottom up): whichever of the two goes home last, every card under"
            " it would have to go home first, and none can.",
        )
    ),
    BLOCKED_STACKED: repr(
        (
            "The %(first)s lies on the %(first_under)s, and the %(second)s right on the"
            " %(first)s: whichever of the two goes home last, every card under it would have to go"
            " home first, and none can.",
            "The %(first)s lies on the %(first_under)s (from the bottom up), and the %(second)s"
            " right on the %(first)s: whichever of the two goes home last, every card under it"
            " would have to go home first, and none can.",
        )
    ),
}
# The one-sentence shape of a losing move's proof (the twenty-ninth review, hu S2, uk S1: the
# four-sentence scaffold "after that, the suit can never be completed / which card goes home
# last / the rule / what lies under it", worded two or three ways each, still read as a template
# over 200+ answers; «За правилом останньої карти» 301 times). When one candidate is left (the
# other copy of its rank is home, its foundation complete) the whole argument fits in the one
# clause after the move: which card must go home last, that as the last card it can never move
# to another pile (the page states why above: so only on a page that states the rule; the puzzle
# board and an answer standing alone say the rule in full, in the long shape), and the cards of
# its suit it so covers for good. A puzzle's bullet says this
# shape or the long one by its id and move (variants.py: SHAPES), so on one page the two
# alternate; two candidates keep the long argument ("whichever of the two goes home last…").
# Translators: a clause after a losing move and a colon, as the clause "after that, the club
# suit can never be completed." is ("The ace of clubs from pile 13 to the down foundation of
# clubs: this move completes that foundation, …"; the board writes it as a sentence of its own,
# its first letter made a capital, after "Moving the ace of clubs from pile 13 to the down
# foundation of clubs loses the game, so it is taken back."). That foundation: the one the
# move's words have just named, which its last step completes (so not named again). suit:
# "club"; card: "king of clubs", the one card of the suit that can still go home last, with its
# rank alone too (%(card)s{rank}); pile: its pile, 2; under: the cards of its suit under it,
# from the bottom up, the suit named once, "queen of clubs" (every card form: %(under)s{acc};
# keep its suit, other cards may lie between them). The plural follows how many cards under lists.
SHORT_BY_MOVE: Final = ngettext(
    "this move completes that foundation, so the last %(suit)s to go home can only be the"
    " %(card)s on pile %(pile)d, which as the last card can no longer move to another pile and"
    " so will always cover the %(under)s, though that card would have to go home first.",
    "this move completes that foundation, so the last %(suit)s to go home can only be the"
    " %(card)s on pile %(pile)d, which as the last card can no longer move to another pile and"
    " so will always cover the %(under)s (from the bottom up), though those cards would have to"
    " go home first.",
)
# The commonest case of the short shape (150 of the 187 short-shaped bullets it may take) in a
# second wording, which a bullet picks by its id and move (variants.py), so the short shape has
# no one tail either (tests/grammar/test_last_card_tails.py).
# Translators: another wording of the clause above, with the same placeholders, saying exactly
# the same: which card must go home last and why (the move completes the foundation its words
# have just named), what lies under it, and that as the last card it never moves off them.
SHORT_BY_MOVE_AGAIN: Final = ngettext(
    "now only the %(card)s on pile %(pile)d can be the last %(suit)s to go home, since this move"
    " completes that foundation; yet it lies on the %(under)s, which must go home first, and as"
    " the last card it can never move off it.",
    "now only the %(card)s on pile %(pile)d can be the last %(suit)s to go home, since this move"
    " completes that foundation; yet it lies on the %(under)s (from the bottom up), which must go"
    " home first, and as the last card it can never move off them.",
)
# Translators: as the clause above, but the foundation was complete before the losing move (the
# move went elsewhere: "The king of diamonds from pile 5 to pile 14: the down foundation of
# diamonds is already complete, …"), so it is named: foundation: "the up foundation of clubs", a
# term with the place's case forms (%(foundation)s{acc}); the other placeholders as above.
SHORT_COMPLETE: Final = ngettext(
    "%(foundation)s is already complete, so the last %(suit)s to go home can only be the"
    " %(card)s on pile %(pile)d, which as the last card can no longer move to another pile and"
    " so will always cover the %(under)s, though that card would have to go home first.",
    "%(foundation)s is already complete, so the last %(suit)s to go home can only be the"
    " %(card)s on pile %(pile)d, which as the last card can no longer move to another pile and"
    " so will always cover the %(under)s (from the bottom up), though those cards would have to"
    " go home first.",
)
# A losing move's proof in its long shape (a sentence each for the last card, the rule and the
# cards under) or its short one (SHORT_BY_MOVE, SHORT_COMPLETE); the first is said without a
# puzzle (the board's own game, the Study page).
LONG, SHORT = "long", "short"
SHAPES: Final = (LONG, SHORT)
# Translators: suit: "spade". The answer has already said the position cannot be won: this
# names the suit only. A position after play (CONCLUSION_AT_START says it of a deal as dealt).
CONCLUSION: Final = N_("So the %(suit)s suit can never be completed.")
# The same conclusion about a deal at its start, before any move (Puzzle.at_deal_start, the Study
# page's deal): nothing has been lost by play, so no "already" or "any more" (the seventeenth
# review, uk D4 «уже не зібрати», pl D5 "już" on a fresh deal).
# Translators: suit: "spade"; said of a deal as dealt: the suit could never be completed in it.
CONCLUSION_AT_START: Final = N_("So the %(suit)s suit cannot be completed in this deal.")
# Translators: a clause after a losing move ("The 2 of diamonds from pile 12 to pile 7: after
# that, …"); suit: "spade".
AFTER_WITNESS: Final = N_("after that, the %(suit)s suit can never be completed.")
# The same clause in another wording (variants.py: a puzzle says one, by its id): it follows most
# losing moves of the Crescent pages (the sixteenth review, hu S4: 348 bullets).
# Translators: another wording of "after that, the spade suit can never be completed.", a whole
# natural clause after a losing move ("The 2 of diamonds from pile 12 to pile 7: …"), saying
# exactly the same; suit: "spade".
AFTER_WITNESS_AGAIN: Final = N_("this move leaves no way to complete the %(suit)s suit.")
# A third wording (the twenty-ninth review, hu S2, uk S1): with the short shape taking a third of
# the proofs, one of the two clauses still opened 27 of the 46 long proofs of one page.
# Translators: a third wording of "after that, the spade suit can never be completed.", a whole
# natural clause after a losing move ("The 2 of diamonds from pile 12 to pile 7: …"), saying
# exactly the same; suit: "spade".
AFTER_WITNESS_THIRD: Final = N_(
    "once this move is played, the %(suit)s suit can never be completed."
)
AFTER_WITNESSES: Final = (AFTER_WITNESS, AFTER_WITNESS_AGAIN, AFTER_WITNESS_THIRD)
LIST_SEPARATOR: Final = N_(", ")
# A list's last joiner is a frame (grammar/joiners.py), so a language whose "and" changes with
# the letters either side gives each form (the twenty-fourth review, uk D2: «трійка й двійка»).
# Translators: the last card of a list of cards joined to the ones before ("queen of diamonds,
# king of diamonds"); preceding: the cards before it, listed; final: the last card. Write the
# language's "and" where a list of cards needs one before its last item (hu "%(preceding)s és
# %(final)s"), or the list separator where it does not. A term: where "and" changes with its
# neighbours, give the form for them, named "<before>.<after>", each "vowel" or "consonant" (uk
# "%(preceding)s і %(final)s | vowel.consonant: %(preceding)s й %(final)s").
LIST_LAST_SEPARATOR: Final = pgettext("before the last card of a list", "%(preceding)s, %(final)s")
# Translators: the last of several losing moves listed in one sentence joined to the ones before
# ("the ace of spades from pile 15 to pile 12 and the ace of spades from pile 15 to pile 3");
# preceding: the moves before it, listed; final: the last move. A term with forms by the letters
# either side, as the last card of a list (uk "… | vowel.consonant: %(preceding)s й %(final)s").
MOVES_LAST_SEPARATOR: Final = pgettext(
    "before the last move of a list", "%(preceding)s and %(final)s"
)
# A hundred positions or more: digits (counts.py writes words up to ten only).
# Translators: positions: the number of positions searched, 12,792.
SEARCHED: Final = ngettext(
    "A search of every position reachable from here (%(positions)s position) found no win.",
    "A search of every position reachable from here (%(positions)s positions) found no win.",
)
# "every position (1 position)" does not read: one position has its own sentence.
SEARCHED_ONE: Final = N_(
    "Only one position can be reached from here, and the game cannot be won from it."
)
# The same sentence in three more wordings (variants.py: a puzzle says one, by its id; the
# thirtieth review, uk S4: «…лише до однієї позиції, і з неї партію не виграти.» 116 times with
# the clause after a losing move, texts.AFTER_SEARCH_ONE).
# Translators: another wording of "Only one position can be reached from here, and the game
# cannot be won from it.", a whole natural sentence saying exactly the same.
SEARCHED_ONE_AGAIN: Final = pgettext(
    'a "no" answer\'s sentence: the one position left, lost',
    "From here, play can reach just one position, and that one is lost.",
)
# Translators: a third wording of the same sentence ("Only one position can be reached from here,
# and the game cannot be won from it."): the position leads nowhere, since the one position play
# can still reach from it cannot be won.
SEARCHED_ONE_THIRD: Final = pgettext(
    'a "no" answer\'s sentence: the one position left, lost',
    "This is a dead end: the one position still within reach cannot be won.",
)
# Translators: a fourth wording of the same sentence ("Only one position can be reached from
# here, and the game cannot be won from it."), saying exactly the same.
SEARCHED_ONE_FOURTH: Final = pgettext(
    'a "no" answer\'s sentence: the one position left, lost',
    "There is just one position left to reach from here, and there is no win from it.",
)
SEARCHED_ONES: Final = (
    ("", SEARCHED_ONE),
    SEARCHED_ONE_AGAIN,
    SEARCHED_ONE_THIRD,
    SEARCHED_ONE_FOURTH,
)
# A small search is said as what it is: only these few positions, none of them won (the fourth
# review: "every position reachable from here (2 positions)" explained nothing).
FEW_POSITIONS: Final = 100
# The count is a word up to ten (counts.py: "only two positions"; the fourteenth review, hu P1
# and uk P5: "csak 2 állás", «лише до 2 позицій»), digits from eleven.
# Translators: positions: the number of positions that can be reached, 2 to 99: a number word
# up to ten (a term: ask for its form, uk «до %(positions)s{gen} позицій»), digits above.
SEARCHED_FEW: Final = ngettext(
    "Only %(positions)s position can be reached from here, and the game cannot be won from any of"
    " them.",
    "Only %(positions)s positions can be reached from here, and the game cannot be won from any of"
    " them.",
)
# The two sentences above in another wording each (variants.py: a puzzle says one, by its id;
# the sixteenth review: uk S5 «і з жодної з них партію не виграти» 327 times, pl S3
# "Przeszukano wszystkie … pozycji").
# Translators: another wording of "A search of every position reachable from here (12,792
# positions) found no win.", a whole natural sentence saying exactly the same; positions: as
# there, 100 or more, in digits.
SEARCHED_AGAIN: Final = ngettext(
    "The solver searched all %(positions)s position reachable from here and found no win.",
    "The solver searched all %(positions)s positions reachable from here and found no win.",
)
# A third wording: the search ends one answer in four or five on a page of "no" answers.
# Translators: a third wording of the same sentence ("A search of every position reachable from
# here (12,792 positions) found no win."), a whole natural sentence saying exactly the same;
# positions: 100 or more, in digits.
SEARCHED_THIRD: Final = ngettext(
    "No position reachable from here can be won: the solver searched all %(positions)s of it.",
    "No position reachable from here can be won: the solver searched all %(positions)s of them.",
)
# Translators: another wording of "Only two positions can be reached from here, and the game
# cannot be won from any of them.", a whole natural sentence saying exactly the same; positions:
# as there, 2 to 99, a number word up to ten (a term: ask for its form), digits above.
SEARCHED_FEW_AGAIN: Final = ngettext(
    "From here, play can reach only %(positions)s position, and not one of them can be won.",
    "From here, play can reach only %(positions)s positions, and not one of them can be won.",
)
# Digits: a count the reader compares with "104" in the same sentence, mostly above ten. The line
# is in the game's unit (GameInfo.counted_in; texts.IN_ACTIONS, whose context is written out
# because extraction reads only literals): a Crescent line is of moves (uk «послідовність ходів»,
# pl "sekwencja ruchów"), a Forty Thieves line of actions (uk «послідовність дій», pl "sekwencja
# czynności"); English says "line" for both.
# Translators: cards: how many of the 104 cards are on the foundations at the end of the best
# line found, 87 (a total, not a count of cards added). A line of moves (Crescent).
BEST_LINE: Final = ngettext(
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
)
# Translators: cards: how many of the 104 cards are on the foundations at the end of the best
# line found, 87 (a total, not a count of cards added). A line of actions: moves and draws from
# the stock (Forty Thieves).
BEST_LINE_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
)
# The sentence closes every "no" answer a full search decided (283 of them on 19 pages): it has
# two more wordings that say exactly the same total (variants.py: a puzzle says one, by its id;
# the twenty-second review, hu D8 and S3). Each still says how many cards are home at the line's
# end, never how many the line put up (the fifteenth review, hu A1), and no "only" before a count
# that may be 99 (the thirteenth review, uk 2.3.4: «лише» before 98).
# Translators: another wording of "The best line found ends with 87 of the 104 cards on the
# foundations.", a whole natural sentence saying exactly the same; cards: as there, the total on
# the foundations at the end of the best line found, 87. A line of moves (Crescent).
BEST_LINE_AGAIN: Final = ngettext(
    "At the end of the best line the solver found, %(cards)d of the 104 cards is on the"
    " foundations.",
    "At the end of the best line the solver found, %(cards)d of the 104 cards are on the"
    " foundations.",
)
# Translators: a third wording of "The best line found ends with 87 of the 104 cards on the
# foundations.", a whole natural sentence saying exactly the same: the best line gets no further
# than this total; cards: as there, 87. A line of moves (Crescent).
BEST_LINE_THIRD: Final = ngettext(
    "Even the best line found gets no further than %(cards)d of the 104 cards home.",
    "Even the best line found gets no further than %(cards)d of the 104 cards home.",
)
# Translators: another wording of "The best line found ends with 87 of the 104 cards on the
# foundations." (a line of actions), a whole natural sentence saying exactly the same; cards: as
# there, the total on the foundations at the end of the best line found, 87. A line of actions:
# moves and draws from the stock (Forty Thieves).
BEST_LINE_IN_ACTIONS_AGAIN: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "At the end of the best line the solver found, %(cards)d of the 104 cards is on the"
    " foundations.",
    "At the end of the best line the solver found, %(cards)d of the 104 cards are on the"
    " foundations.",
)
# Translators: a third wording of "The best line found ends with 87 of the 104 cards on the
# foundations." (a line of actions), a whole natural sentence saying exactly the same: the best
# line gets no further than this total; cards: as there, 87. A line of actions: moves and draws
# from the stock (Forty Thieves).
BEST_LINE_IN_ACTIONS_THIRD: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "Even the best line found gets no further than %(cards)d of the 104 cards home.",
    "Even the best line found gets no further than %(cards)d of the 104 cards home.",
)
# The wordings of a game's best line (the first is the reference: said without a puzzle). The
# choice is salted with the first wording (variants.py), so it is independent of the verdict's
# and the search sentence's before it: every pairing of the three occurs.
BEST_LINES: Final = (BEST_LINE, BEST_LINE_AGAIN, BEST_LINE_THIRD)
BEST_LINES_IN_ACTIONS: Final = (
    BEST_LINE_IN_ACTIONS,
    BEST_LINE_IN_ACTIONS_AGAIN,
    BEST_LINE_IN_ACTIONS_THIRD,
)


def best_line(t: Translations, cards: int, counted_in: str, key: str = "") -> str:
    """The best line found, its total on the foundations, in the unit its game counts
    (``counted_in``: GameInfo.counted_in), in the wording the puzzle ``key`` picks
    (variants.py; no key: the first)."""
    if counted_in == ACTIONS:
        message = t.npgettext(*variants.pick(BEST_LINES_IN_ACTIONS, key), cards)
    else:
        message = t.ngettext(*variants.pick(BEST_LINES, key), cards)
    return _say(t, message, cards=cards)


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


def card_list(
    t: Translations, cards: tuple[int, ...] | list[int], others: Sequence[int] = ()
) -> Term:
    """Card names joined by the language's separator (its "and" before the last where it needs
    one: hu "a kőr 3-as és a kőr 9-es"), as one term: every case form the cards share is the
    list of those forms ("3 of hearts, 9 of hearts" in any case); ``others``: the positions of
    cards that are the other copy of one a line named before (``named_card``)."""
    terms = [named_card(t, c, i in others) for i, c in enumerate(cards)]
    cases = set.intersection(*(set(x.forms) for x in terms))
    sep, last = t.gettext(LIST_SEPARATOR), t.pgettext(*LIST_LAST_SEPARATOR)
    forms = {case: joined([x.forms[case] for x in terms], sep, last) for case in cases}
    return Term(terms[0].msgid, forms)


# A list of cards of one suit names the suit once: "the 3, 9, 10, jack and queen of hearts" (the
# tenth review, hu G1: "a kőr 3-as, kőr 9-es, kőr 10-es, kőr bubi és kőr dáma"). Its words are
# data: a rank as a term (every case form a card has: uk «трійкою», hu "3-asra"), the suit as
# written after (or before) its ranks, and one frame per language that puts them in order.
# Translators: a rank in a list of cards of one suit ("the 3, 9 and queen of hearts"): a term,
# with the same case forms as a card's name, without the suit (hu "3-as | acc: 3-ast | …").
# A form "next.<case>" (optional) is the rank as the second or a later item of a list of ranks
# alone (the suit said elsewhere) in that case, where the language says it differently from the
# first: hu repeats the article on each object, "next.acc: a 3-ast" gives "a dámát és a 3-ast"
# where the frame says "a(z) %(ranks)s{rank.acc}".
RANKS: Final = (
    pgettext("a rank in a list of cards of one suit", "ace"),
    pgettext("a rank in a list of cards of one suit", "2"),
    pgettext("a rank in a list of cards of one suit", "3"),
    pgettext("a rank in a list of cards of one suit", "4"),
    pgettext("a rank in a list of cards of one suit", "5"),
    pgettext("a rank in a list of cards of one suit", "6"),
    pgettext("a rank in a list of cards of one suit", "7"),
    pgettext("a rank in a list of cards of one suit", "8"),
    pgettext("a rank in a list of cards of one suit", "9"),
    pgettext("a rank in a list of cards of one suit", "10"),
    pgettext("a rank in a list of cards of one suit", "jack"),
    pgettext("a rank in a list of cards of one suit", "queen"),
    pgettext("a rank in a list of cards of one suit", "king"),
)
# A rank stays a digit ("the other 6"): it names a card the reader finds by its figure.
# The second card of a rank a list names again (two decks: "the 6 and the other 6 of clubs",
# where "the 6 and 6 of clubs" read as a slip; the thirteenth review, hu 2).
# Translators: the second card of this rank in a list of one suit's cards, "the 6 and the other 6
# of clubs": a term with the same case forms as the rank above (uk and pl: the word for "other"
# or "second" agrees with the rank, «другу шістку», "drugiego waleta"), its "next" forms too where
# the ranks have them (hu "next.acc: a másik 6-ost", the article its own already).
OTHER_RANKS: Final = (
    pgettext("the second card of a rank in a list of one suit", "the other ace"),
    pgettext("the second card of a rank in a list of one suit", "the other 2"),
    pgettext("the second card of a rank in a list of one suit", "the other 3"),
    pgettext("the second card of a rank in a list of one suit", "the other 4"),
    pgettext("the second card of a rank in a list of one suit", "the other 5"),
    pgettext("the second card of a rank in a list of one suit", "the other 6"),
    pgettext("the second card of a rank in a list of one suit", "the other 7"),
    pgettext("the second card of a rank in a list of one suit", "the other 8"),
    pgettext("the second card of a rank in a list of one suit", "the other 9"),
    pgettext("the second card of a rank in a list of one suit", "the other 10"),
    pgettext("the second card of a rank in a list of one suit", "the other jack"),
    pgettext("the second card of a rank in a list of one suit", "the other queen"),
    pgettext("the second card of a rank in a list of one suit", "the other king"),
)
# Translators: the suit of a list of ranks, as it stands with them: "hearts" in "the 3, 9 and
# queen of hearts" (hu "kőr", uk «черв», pl "kier").
SUITS_OF_RANKS: Final = (
    pgettext("the suit of a list of ranks", "spades"),
    pgettext("the suit of a list of ranks", "hearts"),
    pgettext("the suit of a list of ranks", "diamonds"),
    pgettext("the suit of a list of ranks", "clubs"),
)
# Translators: ranks: ranks of one suit, listed, "3, 9 and queen"; suit: that suit as written with
# them, "hearts". Order them as the language names a card (hu "%(suit)s %(ranks)s").
ONE_SUIT: Final = pgettext("cards of one suit, listed by rank", "%(ranks)s of %(suit)s")
# Translators: the last rank of a list of one suit's cards joined to the ones before ("3, 9 and
# queen"); preceding: the ranks before it, listed; final: the last rank. A term with forms by the
# letters either side, as the last card of a list (uk "… | vowel.consonant:
# %(preceding)s й %(final)s").
RANKS_LAST_SEPARATOR: Final = pgettext(
    "before the last rank of a list", "%(preceding)s and %(final)s"
)


# The prefix of a rank's form as a later item of a list (RANKS: hu "next.acc: a 3-ast").
NEXT: Final = "next."


def listed_moves(t: Translations, moves: Sequence[str]) -> str:
    """Moves in words, listed in one sentence: "A, B and C"."""
    return joined(moves, t.gettext(LIST_SEPARATOR), t.pgettext(*MOVES_LAST_SEPARATOR))


def one_suit_list(t: Translations, cards: Sequence[int], others: Sequence[int] = ()) -> Term:
    """Cards of one suit as one term, the suit named once ("3, 9 and queen of hearts"), in every
    case form their ranks share; a rank's second card is "the other" one, and so is a card at a
    position in ``others`` (the other copy of a card a line named before: ``runs.Step.others``)."""
    ranks = []
    for i, c in enumerate(cards):
        again = i in others or rank_of(c) in {rank_of(x) for x in cards[:i]}
        ranks.append(parse_forms(t.pgettext(*(OTHER_RANKS if again else RANKS)[rank_of(c) - 1])))
    sep, last = t.gettext(LIST_SEPARATOR), t.pgettext(*RANKS_LAST_SEPARATOR)
    suit = t.pgettext(*SUITS_OF_RANKS[suit_of(cards[0])])
    frame = t.pgettext(*ONE_SUIT)
    # With the suit said once before them all, every rank in its own case form: hu "a káró
    # királyt, dámát és bubit" shares the suit, where "…, a dámát és a bubit" would leave the
    # later ranks of no suit.
    by_rank = listed_ranks(t, ranks)
    suited = {
        case: frame % {"ranks": joined([x[case] for x in ranks], sep, last), "suit": suit}
        for case in by_rank
    }
    alone = {rank_form(case): said for case, said in by_rank.items()}
    return Term(ONE_SUIT[1], {**suited, **alone})


def listed_ranks(t: Translations, ranks: Sequence[Mapping[str, str]]) -> dict[str, str]:
    """Ranks alone (each a rank term's forms, RANKS or OTHER_RANKS), listed, in every case form
    they share: "8", "8 and 9"; a rank after the first in its "next" form where the language has
    one (hu "a 8-ast és a 9-est")."""
    cases = {c for c in set.intersection(*(set(x) for x in ranks)) if not c.startswith(NEXT)}
    sep, last = t.gettext(LIST_SEPARATOR), t.pgettext(*RANKS_LAST_SEPARATOR)
    return {
        case: joined(
            [x[case] if i == 0 else x.get(NEXT + case, x[case]) for i, x in enumerate(ranks)],
            sep,
            last,
        )
        for case in cases
    }


def listed_cards(t: Translations, cards: Sequence[int], others: Sequence[int] = ()) -> Term:
    """Cards listed as one term, the suit named once when they share it: the cards under a
    candidate, a run of cards moved one after another; with their ranks alone (``rank_form``)
    when they share it.  ``others``: the positions of the cards that are the other copy of one
    the line named before; when the first is, the list is the other cards' (OTHER_COPY: "other
    9 and 8 of spades", uk «друга дев’ятка і вісімка пік»), since the other rank ("the other 9")
    brings its own article, which the frame's "the %(listed)s" would say again."""
    if len({suit_of(c) for c in cards}) == 1:
        if 0 not in others:
            return one_suit_list(t, cards, others)
        return _other(t, one_suit_list(t, cards), one_suit_list(t, cards, others))
    listed = card_list(t, list(cards), others)
    ranks = {rank_form(case): said for case, said in listed.forms.items()}
    return Term(listed.msgid, {**listed.forms, **ranks})


def ranks_only(t: Translations, cards: Sequence[int], others: Sequence[int] = ()) -> Term:
    """Cards of one suit by their ranks alone, in every case form (``listed_cards``' rank forms:
    "queen", "2 and 3", "other 9 and 8"): cards moved onto a foundation, whose name says the suit
    (issue 30, the twenty-fifth review, pl D3: "na bazę rosnącą kier damę kier"); the same ranks
    by their rank-only names too ("rank", "rank.acc"), so a frame that asks for them gets them."""
    listed = listed_cards(t, cards, others)
    ranks = {
        key: said
        for key, said in listed.forms.items()
        if key == RANK_FORM or key.startswith(RANK_FORM + ".")
    }
    forms = {
        NOMINATIVE if key == RANK_FORM else key[len(RANK_FORM) + 1 :]: v for key, v in ranks.items()
    }
    # (a frame that may be given a card named in full asks for them: line_frames.HOME_FIRST_ITEM)
    return Term(listed.msgid, {**forms, **ranks})


# A card of the last-card sentences, whose first sentence names the suit ("the last diamond to go
# home"), may be said by its rank alone after it (the seventeenth review, pl D3/S1: "Pod asem karo
# leży dwójka karo, a pod królem karo – dama karo" named the suit four times in one sentence): its
# term has the rank's forms too (RANKS), named "rank" and "rank.<case>", so the catalog chooses:
# pl "Pod %(first)s{rank.ins} leży %(first_under)s" gives "Pod asem leży dwójka karo", a language
# that names the suit with each card keeps %(first)s{ins}. The lists of cards under keep their
# suit (the 37th review, pl D1: "leży dwójka" alone read as the whole pile). Data, not a flag in
# code: the sentence asks for the form it wants.
RANK_FORM: Final = "rank"


def rank_form(case: str) -> str:
    """The name of a card term's rank-only form for ``case``: "rank", "rank.ins"."""
    return RANK_FORM if case == NOMINATIVE else f"{RANK_FORM}.{case}"


def card(t: Translations, c: int) -> Term:
    """``c``'s name in every form, and its rank alone in every form (``rank_form``)."""
    name = card_term(t, c)
    rank = parse_forms(t.pgettext(*RANKS[rank_of(c) - 1]))
    ranks = {rank_form(k): v for k, v in rank.items() if not k.startswith(NEXT)}
    return Term(name.msgid, {**name.forms, **ranks})


# Two decks hold every card twice: a line of moves that names a card, then moves the other card of
# that value, says so ("…, then the other queen of spades from column 9 to column 5"; round 20,
# hu D2, uk D5: the same name twice read as one card in two places, or as a card moving back).
# The term is filled once for each case form of the card, so a frame asks for the form it needs
# (hu "a(z) %(card)s{acc}": "a másik pikk dámát").
# Translators: the other card of a value (two decks) in a line of moves that named the first, as
# the frames of a step name a card: "other queen of spades" in "…, then the other queen of spades
# from column 9 to column 5", or of a list of one suit's cards that starts with one ("other 7 and
# 8 of hearts"). The frames around it say the article (en "the", hu "a(z)"): write
# none. card: the card's name in the form the frame asks for ("queen of spades"; hu "pikk dámát"
# where the frame has %(card)s{acc}): hu "másik %(card)s". %(card)s{other}: the same card as the
# other card of its rank in a list of one suit, in that same form (your "the second card of a
# rank in a list of one suit" and "the suit of a list of ranks", in the order of "cards of one
# suit, listed by rank"): uk «друга дама пік», acc «другу даму пік», for a language whose word
# for "other" agrees with the rank: uk and pl "%(card)s{other}".
OTHER_COPY: Final = pgettext(
    "the other card of a value, named again in a line of moves", "other %(card)s"
)
# The form of the card in OTHER_COPY that names it as the other card of its rank in a list of
# one suit (uk «друга дама пік»).
OTHER_FORM: Final = "other"


def other_card(t: Translations, c: int) -> Term:
    """The other card of ``c``'s value (two decks), named again in a line: "other queen of
    spades" in every case form the card's name has."""
    return _other(t, card_term(t, c), one_suit_list(t, [c], others=(0,)))


def _other(t: Translations, name: Term, other: Term) -> Term:
    """OTHER_COPY filled for every case form ``name`` and ``other`` (its OTHER_FORM) share."""
    frame = t.pgettext(*OTHER_COPY)
    forms = {}
    for case in set(name.forms) & set(other.forms):
        said = Term(name.msgid, {NOMINATIVE: name.forms[case], OTHER_FORM: other.forms[case]})
        forms[case] = fill(frame, {"card": said})
    return Term(name.msgid, forms)


def named_card(t: Translations, c: int, other: bool = False) -> Term:
    """``c``'s name in every form; ``other``: it is the other card of its value, which the line
    named before ("other queen of spades")."""
    return other_card(t, c) if other else card_term(t, c)


def _say(t: Translations, message: str, **values: Any) -> str:
    return resolve_articles(fill(message, values))


def reason(
    answer: dict[str, Any],
    t: Translations,
    context: str = NONE_LEFT,
    rule: str = FULL,
    *,
    counted_in: str,
    key: str = "",
    at_start: bool = False,
) -> list[str]:
    """The sentences that say why a "no" puzzle's position cannot be won (``context``: its
    redeals, NONE_LEFT or NONE_IN_GAME; ``rule``: how the last-card rule is said;
    ``counted_in``: the unit its game's lines count, GameInfo.counted_in; ``key``: the puzzle's
    id, which picks the wording: variants.py; ``at_start``: the position is a deal as dealt)."""
    if answer["proof"] == LAST_CARD:
        w = Witness.from_dict(answer["reason"])
        return last_card(w, t, context, rule=rule, at_start=at_start, key=key)
    if answer["proof"] == SEARCH:
        n, cards = answer["positions"], answer["best_cards"]
        few = n < FEW_POSITIONS
        wordings = (
            (SEARCHED_FEW, SEARCHED_FEW_AGAIN)
            if few
            else (SEARCHED, SEARCHED_AGAIN, SEARCHED_THIRD)
        )
        return [
            _say(
                t,
                in_context(t, variants.pick(SEARCHED_ONES, key))
                if n == 1
                else t.ngettext(*variants.pick(wordings, key), n),
                positions=counts.count(t, n),
            ),
            best_line(t, cards, counted_in, key),
        ]
    raise ValueError(f"no words for a {answer['proof']} proof")


def last_card(
    w: Witness,
    t: Translations,
    context: str = NONE_LEFT,
    *,
    rule: str = FULL,
    after_move: bool = False,
    at_start: bool = False,
    key: str = "",
    completed_by_move: bool = False,
    form: str = LONG,
) -> list[str]:
    """Which cards could finish the suit, where they lie, what lies under them, why it stays:
    whole sentences, the suit named in the first, each card named (the one already home too).
    ``rule``: how to say why the last card never moves (``rule_sentences``); ``after_move``: the
    clause before already said the suit can never be completed, so the end does not repeat it;
    ``at_start``: the position is a deal as dealt, whose conclusion says no "any more";
    ``key``: what picks the wording of the cards under the candidates (variants.py: a puzzle's
    id, with its losing move's for a bullet; none: the first wording); ``completed_by_move``:
    the losing move just named is what completed the foundation of the card already home (it
    was not complete before it), so the sentence says the move completes it, not that it is
    complete (ONE_CANDIDATE_BY_MOVE); ``form``: the proof's shape, SHORT (``shape``: after a
    losing move, one candidate, on a page that states the rule) in one sentence, or LONG."""
    bs = w.blocked
    suit = suit_name(t, w.suit)
    if form == SHORT:
        return _short(w, t, completed_by_move, key)
    if len(bs) >= 2 and bs[0].pile == bs[1].pile:
        first = _say(
            t,
            t.gettext(_worded(TWO_ON_ONE_PILE, TWO_ON_ONE_PILE_AGAIN, context, key)),
            suit=suit,
            first=card(t, bs[0].card),
            second=card(t, bs[1].card),
            pile=bs[0].pile,
        )
    elif len(bs) >= 2:
        first = _say(
            t,
            t.gettext(_worded(TWO_CANDIDATES, TWO_CANDIDATES_AGAIN, context, key)),
            suit=suit,
            first=card(t, bs[0].card),
            first_pile=bs[0].pile,
            second=card(t, bs[1].card),
            second_pile=bs[1].pile,
        )
    else:
        home = other_candidate(w)
        assert home is not None
        first = _say(
            t,
            t.gettext((ONE_CANDIDATE_BY_MOVE if completed_by_move else ONE_CANDIDATE)[context]),
            suit=suit,
            home=card(t, home),
            foundation=term(t, FOUNDATION_NAMES[completed_foundation(home)]),
            card=card(t, bs[0].card),
            pile=bs[0].pile,
        )
    out = [first, *rule_sentences(w, t, rule, after_move, key)]
    out += _blocked_sentences(bs, t, key)
    if not after_move:
        out.append(_say(t, t.gettext(CONCLUSION_AT_START if at_start else CONCLUSION), suit=suit))
    return out


def _worded(messages: dict[str, str], again: str, context: str, key: str) -> str:
    """The sentence of ``messages`` for ``context``; as a puzzle's answer says it (STATED), in
    the wording ``key`` picks between it and ``again`` (variants.py)."""
    if context != STATED:
        return messages[context]
    return variants.pick((messages[STATED], again), key)


def shape(w: Witness, context: str, after_move: bool, key: str, rule_stated: bool) -> str:
    """The shape of the proof ``w`` that the bullet ``key`` (a puzzle's id and its losing move)
    says: SHORT or LONG as the key picks them (variants.py) when the proof follows a losing move
    in a position whose question told the redeals (STATED), on a page that states the rule
    (``rule_stated``), and one candidate is left, the other copy of its rank home; else LONG
    (no key: LONG)."""
    if not rule_stated or not after_move or context != STATED or len(w.blocked) != 1:
        return LONG
    if other_candidate(w) is None:
        return LONG
    return variants.pick(SHAPES, key)


def _short(w: Witness, t: Translations, completed_by_move: bool, key: str) -> list[str]:
    """The proof of one candidate in one sentence: SHORT_BY_MOVE (or its other wording, as
    ``key`` picks it: variants.py) when the losing move completed the other copy's foundation,
    else SHORT_COMPLETE."""
    (b,) = w.blocked
    home = other_candidate(w)
    if home is None:
        raise ValueError("the short proof names one candidate, the other copy home")
    message = SHORT_COMPLETE
    if completed_by_move:
        message = variants.pick((SHORT_BY_MOVE, SHORT_BY_MOVE_AGAIN), key)
    said = _say(
        t,
        t.ngettext(*message, len(b.under)),
        foundation=term(t, FOUNDATION_NAMES[completed_foundation(home)]),
        suit=suit_name(t, w.suit),
        card=card(t, b.card),
        pile=b.pile,
        under=listed_cards(t, b.under),
    )
    return [said]


def _plural(t: Translations, message: tuple[str, ...], n: int) -> str:
    """A plural message, marked with its context (npgettext: three strings) or without one."""
    if len(message) == 3:
        return t.npgettext(message[0], message[1], message[2], n)
    return t.ngettext(message[0], message[1], n)


def in_context(t: Translations, message: tuple[str, str]) -> str:
    """A message marked with its context (pgettext), or without one (an empty context): the
    wordings of one sentence, the first often older than its context (texts.AFTER_SEARCH_ONES)."""
    return t.pgettext(*message) if message[0] else t.gettext(message[1])


def completed_foundation(home: int) -> int:
    """The foundation (0-7: up S, H, D, C, then down) the candidate ``home`` completed when it
    went home: a King ends its suit's up foundation, an Ace its down one."""
    suit = suit_of(home)
    return suit if rank_of(home) == KING else 4 + suit


def _blocked_sentences(bs: Sequence[Blocked], t: Translations, key: str) -> list[str]:
    """What lies under the candidates: one sentence, for two the reason said once; its wording
    the one ``key`` picks (variants.py)."""
    if len(bs) == 1:
        (b,) = bs
        message = variants.pick(WORDINGS[BLOCKED], key)
        return [
            _say(
                t,
                _plural(t, message, len(b.under)),
                card=card(t, b.card),
                under=listed_cards(t, b.under),
            )
        ]
    first, second = bs
    if first.pile == second.pile and second.under == (*first.under, first.card):
        shape = BLOCKED_STACKED
    else:
        shape = BLOCKED_PAIR if len(second.under) == 1 else BLOCKED_PAIR_ON_SEVERAL
    message = variants.pick(WORDINGS[shape], key, ROTATION_SALTS[shape])
    return [
        _say(
            t,
            _plural(t, message, len(first.under)),
            first=card(t, first.card),
            first_under=listed_cards(t, first.under),
            second=card(t, second.card),
            second_under=listed_cards(t, second.under),
        )
    ]


def rule_sentences(
    w: Witness, t: Translations, rule: str, after_move: bool = False, key: str = ""
) -> list[str]:
    """The last-card rule as the answer says it: in full, named (its page states it), or not;
    ``after_move``: as the consequence of a losing move just named; ``key``: the puzzle's id,
    which picks a later answer's wording (variants.py)."""
    if rule == FULL:
        return [t.gettext(NEVER_MOVES)]
    if rule == UNSAID:
        return []
    two, one = RULE_SENTENCES[rule, after_move]
    if len(w.blocked) >= 2:
        return [t.gettext(variants.pick(two, key))]
    return [_say(t, t.gettext(variants.pick(one, key)), card=card(t, w.blocked[0].card))]


# (how the rule is said, after a losing move) -> its wordings for two cards and for one (the
# first is the reference; the rule named with its pointer to the top of the page has one)
RULE_SENTENCES: Final = {
    (NAMED, False): ((RULE_NAMED_TWO,), (RULE_NAMED_ONE,)),
    (RECALLED, False): (
        (RULE_RECALLED_TWO, RULE_RECALLED_TWO_AGAIN, RULE_RECALLED_TWO_THIRD),
        (RULE_RECALLED_ONE, RULE_RECALLED_ONE_AGAIN, RULE_RECALLED_ONE_THIRD),
    ),
    (NAMED, True): ((RULE_NAMED_TWO_AFTER,), (RULE_NAMED_ONE_AFTER,)),
    (RECALLED, True): (
        (RULE_RECALLED_TWO_AFTER, RULE_RECALLED_TWO_AFTER_AGAIN, RULE_RECALLED_TWO_AFTER_THIRD),
        (RULE_RECALLED_ONE_AFTER, RULE_RECALLED_ONE_AFTER_AGAIN, RULE_RECALLED_ONE_AFTER_THIRD),
    ),
}


def after_witness(w: Witness, t: Translations, key: str = "") -> str:
    """The clause after a losing move whose position the witness closes (``key``: the puzzle's
    id, which picks the wording: variants.py)."""
    message = variants.pick(AFTER_WITNESSES, key)
    return _say(t, t.gettext(message), suit=suit_name(t, w.suit))
