"""Every sentence of the "Can this deal be won?" answers that is not the puzzles' (whose words
for a last-card proof and an exhausted search, engine/puzzles/words.py, are reused): marked with
``N_`` for extraction (build_tools/site/i18n/extract.py), plurals as (singular, plural) pairs."""

from __future__ import annotations

from typing import Final


def N_(message: str) -> str:
    """Mark a message for extraction without translating it here."""
    return message


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword): a
    sentence the puzzle board says too, in another situation."""
    return context, message


def ngettext(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural message for extraction (Babel's ``ngettext`` keyword), translated later
    with the count by ``answer.plural``."""
    return singular, plural


# Counts here stay digits (unlike the puzzles' few positions, engine/puzzles/counts.py): a redeal
# count is the limit the reader typed in the Study page's number field, which they compare it
# with, and the positions searched run to thousands.
# The headline: the answer itself.
WON_CRESCENT: Final = ngettext(
    "Yes: this deal can be won with %(count)s redeal allowed.",
    "Yes: this deal can be won with %(count)s redeals allowed.",
)
# A count of 0 has its own sentence ("without redeals"): no language here words it as a number.
WON_CRESCENT_NONE: Final = N_("Yes: this deal can be won without redeals.")
WON_FORTY: Final = N_("Yes: this deal can be won.")
LOST_CRESCENT: Final = ngettext(
    "No: this deal cannot be won with %(count)s redeal allowed.",
    "No: this deal cannot be won with %(count)s redeals allowed.",
)
LOST_CRESCENT_NONE: Final = N_("No: this deal cannot be won without redeals.")
# The puzzle board says the same English to a wrong guess (engine/board/puzzle_texts.py); here the
# reader guessed nothing, so a language that answers a guess with "you were wrong" (hu "Tévedtél")
# needs a plain "no" (the seventeenth review, hu S1).
LOST_FORTY: Final = pgettext(
    "the Study page's verdict on a deal the reader asked about", "No: this deal cannot be won."
)
UNDECIDED_STUDY: Final = ngettext(
    "Not known yet: the study searched %(count)s position of this deal and found neither a"
    " win nor a proof that there is none.",
    "Not known yet: the study searched %(count)s positions of this deal and found neither a"
    " win nor a proof that there is none.",
)
UNDECIDED_HERE: Final = ngettext(
    "Undecided so far: the solver searched %(count)s position in the time allowed and found"
    " neither a win nor a proof that there is none.",
    "Undecided so far: the solver searched %(count)s positions in the time allowed and found"
    " neither a win nor a proof that there is none.",
)
# Where the answer comes from, and what a win used.
FROM_STUDY: Final = N_("This answer comes from the study on this page.")
SOLVED_HERE: Final = ngettext(
    "The solver found this answer in your browser after searching %(count)s position.",
    "The solver found this answer in your browser after searching %(count)s positions.",
)
WON_USES_NONE: Final = N_("The winning game found uses no redeal.")
WON_USES: Final = ngettext(
    "The winning game found uses %(count)s redeal.",
    "The winning game found uses %(count)s redeals.",
)
FULL_INFORMATION: Final = N_(
    "The solver knows the order of the stock, which a player does not see while playing."
)
# Proofs that the puzzles' words do not cover.
LAST_CARD_GENERAL: Final = N_(
    "The argument about the last card of each suit, explained on this page, rules out every win:"
    " whatever is played and however the redeals fall, some suit can never be completed."
)
LOCKED_CARD: Final = N_(
    "Some card can never go home: every card it could move onto, and every card that could"
    " free it, is already on a foundation or stuck for good."
)
FIXPOINT: Final = N_(
    "Some card can never go home: no sequence of moves can ever uncover it and give it a"
    " foundation that takes it."
)
PROVED_WITH_MORE: Final = ngettext(
    "It cannot be won even with %(count)s redeal allowed, for the reason below, and fewer"
    " redeals allow no game that more redeals do not.",
    "It cannot be won even with %(count)s redeals allowed, for the reason below, and fewer"
    " redeals allow no game that more redeals do not.",
)
# Bad input and progress.
BAD_CODE: Final = N_("“%(code)s” is not a deal code (for example %(example)s).")
EMPTY_CODE: Final = N_("Enter a deal code, for example %(example)s.")
UNKNOWN_GAME: Final = N_(
    "“%(code)s” is not a deal code of this site: a code starts with CR (Crescent) or FT (Forty"
    " Thieves), for example %(example)s."
)
BAD_LIMIT: Final = N_("The redeal limit must be a whole number from 0 to %(max)d.")
SEARCHING: Final = ngettext(
    "Searching… %(count)s position so far.",
    "Searching… %(count)s positions so far.",
)
