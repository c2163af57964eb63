"""Every text the played board shows that is not in the page: marked with ``N_`` for extraction
(build_tools/site/i18n.py reads engine/board/**.py), translated by the session's gettext."""

from __future__ import annotations

from typing import Final


def N_(message: str) -> str:
    return message


BOARD_TITLE: Final = {
    "crescent": N_("Crescent board"),
    "forty_thieves": N_("Forty Thieves board"),
}
MOVED: Final = N_("%(card)s from %(source)s to %(target)s")
DREW: Final = N_("Drew the %(card)s")
UNDONE: Final = N_("Move undone")
NOTHING_TO_UNDO: Final = N_("There is no move to undo")
REDEALT: Final = N_("Redealt: the bottom card of every pile is now on top")
REDEALS_LEFT: Final = N_("Redeal (%(n)d left)")  # a button label: no counted noun
HINT_NO_WIN: Final = N_("%(hint)s (No winning line was found: this is the most promising move.)")
HINT_LOST: Final = N_("%(hint)s (This game can no longer be won, whatever you play.)")
NO_MORE_REDEALS: Final = N_("No more redeals")
SELECTED: Final = N_("Selected: %(place)s. Choose where the card goes.")
DESELECTED: Final = N_("Selection cleared")
NO_PLACE: Final = N_("No place takes this card")
WON: Final = N_("You won: every card is on the foundations.")
STUCK: Final = N_("No move is left. Undo the last move or start a new game.")
NEW_DEAL: Final = N_("New deal %(code)s")
RESTARTED: Final = N_("The deal %(code)s starts again")
BAD_CODE: Final = N_("“%(code)s” is not a deal code (for example %(example)s); the game goes on.")
BAD_SAVE: Final = N_("The saved game could not be read, so a new game starts.")
RESUMED: Final = N_("Your saved game %(code)s goes on")
BAD_POSITION: Final = N_("That position could not be replayed; the deal starts from the beginning.")
HINT: Final = N_("Hint: %(move)s")
HINT_DRAW: Final = N_("Hint: draw a card from the stock")
HINT_REDEAL: Final = N_("Hint: redeal")
NO_HINT: Final = N_("No move is left")
