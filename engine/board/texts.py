"""Every text the played board shows that is not in the page: marked with ``N_`` for extraction
(build_tools/site/i18n/extract.py reads engine/board/**.py), translated by the session's gettext."""

from __future__ import annotations

from typing import Final


def N_(message: str) -> str:
    return message


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword)."""
    return context, message


BOARD_TITLE: Final = {
    "crescent": N_("Crescent board"),
    "forty_thieves": N_("Forty Thieves board"),
}
MOVED: Final = N_("%(card)s from %(source)s to %(target)s")
DREW: Final = N_("Drew the %(card)s")
UNDONE: Final = N_("Move undone")
UNDONE_DRAW: Final = N_("Draw undone: the %(card)s is back on the stock")
# A Crescent move from a pile (``move``: MOVED), then the card it uncovers on that pile.
MOVED_UNCOVERS: Final = N_("%(move)s; %(place)s now shows the %(card)s")
MOVED_EMPTIES: Final = N_("%(move)s; %(place)s is now empty")
NOTHING_TO_UNDO: Final = N_("There is no move to undo")
REDEALT: Final = N_("Redealt: the bottom card of every pile is now on top")
REDEALS_LEFT: Final = N_("Redeal (%(n)d left)")  # a button label: no counted noun
HINT_NO_WIN: Final = N_("%(hint)s (No winning line was found: this is the most promising move.)")
# The same in a game that counts actions (engine/puzzles/texts.py IN_ACTIONS), where the hint may
# be a draw and a line is of actions (the seventeenth review, pl P9: "ciąg czynności", "krok").
HINT_NO_WIN_IN_ACTIONS: Final = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "%(hint)s (No winning line was found: this is the most promising move.)",
)
HINT_LOST: Final = N_("%(hint)s (This game can no longer be won, whatever you play.)")
# A lost position whose proof has words (engine/puzzles/words.py: the last card of a suit):
# ``reason`` is those whole sentences, told after the hint's own sentence.
# Translators: hint: "Hint: the 7 of hearts from pile 3 to pile 1"; reason: the proof, whole
# sentences ("No redeal is left, so the last spade to go home must be …").
HINT_LOST_REASON: Final = N_("%(hint)s. This position can no longer be won. %(reason)s")
NO_MORE_REDEALS: Final = N_("No more redeals")
DESELECTED: Final = N_("Selection cleared")
NO_PLACE: Final = N_("No place takes this card")
WON: Final = N_("You won: every card is on the foundations.")
STUCK: Final = N_("No move is left. Undo the last move or start a new game.")
NEW_DEAL: Final = N_("New deal %(code)s")
RESTARTED: Final = N_("The deal %(code)s starts again")
BAD_CODE: Final = N_("“%(code)s” is not a deal code (for example %(example)s); the game goes on.")
BAD_SAVE: Final = N_("The saved game could not be read, so a new game starts.")
RESUMED: Final = N_("Your saved game %(code)s goes on")
# The save was unreadable, but the board kept with it held the whole game (play.js boardCopy).
RECOVERED: Final = N_(
    "The saved game could not be read, so it was recovered from its other copy: your game "
    "%(code)s goes on."
)
BAD_POSITION: Final = N_("That position could not be replayed; the deal starts from the beginning.")
HINT: Final = N_("Hint: %(move)s")
HINT_DRAW: Final = N_("Hint: draw a card from the stock")
HINT_REDEAL: Final = N_("Hint: redeal")
NO_HINT: Final = N_("No move is left")
# Added for the board as a game (issue 17).
WRONG_GAME: Final = {
    "crescent": N_("“%(code)s” is a Crescent deal; the game here goes on."),
    "forty_thieves": N_("“%(code)s” is a Forty Thieves deal; the game here goes on."),
}
WRONG_GAME_LINK: Final = {
    "crescent": N_("Play it on the Crescent page"),
    "forty_thieves": N_("Play it on the Forty Thieves page"),
}
NO_FOUNDATION: Final = N_("No foundation takes the %(card)s")
NO_PLACE_FOR: Final = N_("No place takes the %(card)s")
SELECTED_CARD: Final = N_("Selected: the %(card)s on %(place)s. It can go to: %(targets)s.")
# The places a selected card can go to, listed in SELECTED_CARD's %(targets)s: each place in a
# frame of its own, so a language can give it its article (hu "a(z) %(place)s"), and the last one
# joined with "or" (the twenty-sixth review, hu D4 and S3: "8. oszlop, 9. oszlop" read as a data
# dump). Translators: place: "column 8", "the up foundation of hearts" (a term: ask for its form).
TARGET: Final = pgettext("one of the places a selected card can go to, in their list", "%(place)s")
# Translators: a comma and a space between the places of the list, before the last one.
TARGETS_SEPARATOR: Final = pgettext("between the places a selected card can go to", ", ")
# Translators: the last place joined to the ones before, "column 8, column 9 or column 10"
# (grammar/joiners.py: a language whose "or" changes with the letters either side may give forms).
TARGETS_LAST: Final = pgettext(
    "before the last of the places a selected card can go to", "%(preceding)s or %(final)s"
)
AFTER_MOVE: Final = N_("%(move)s. %(status)s")
# The action's number stays a digit: a place in the game's record ("after move 12"), not a count.
RESUMED_PART: Final = N_(
    "Your saved game %(code)s goes on after action %(n)d; the actions after it could not be "
    "replayed."
)
KEPT_PREVIOUS: Final = N_("The game you were playing is kept: “Previous game” brings it back.")
OTHER_TAB: Final = N_(
    "This game is also open in another tab, which has just saved its own position. Your next "
    "move here saves this one; the other stays one step away under “Previous game”."
)
PREVIOUS_BACK: Final = N_("The previous game %(code)s is back")
