"""Every text of the puzzle board (engine/board/puzzle.py) that is not in the page: marked with
``N_`` for extraction (build_tools/site/i18n.py reads engine/board/**.py), translated by the
session's gettext; cards and places take the case forms the sentence names."""

from __future__ import annotations

from typing import Final


def N_(message: str) -> str:
    return message


START: Final = {
    "only-move": N_("Find the only move that keeps this game winnable."),
    "sequence": N_("Find the moves that keep this game winnable; some are played for you."),
    "win-from-here": N_("Win the game from this position."),
    "can-win": N_("Can this position still be won? Answer Yes or No."),
}
CORRECT: Final = N_("Correct: %(move)s.")
PLAYED_FOR_YOU: Final = N_("Played for you: %(move)s.")
SOLVED: Final = N_("Solved!")
DONE_NOT_SOLVED: Final = N_("Done. This puzzle does not count as solved: try another one.")
# A wrong move, taken back: what it was, then why it loses (one of the reasons below).
WRONG_MOVE: Final = N_(
    "Moving the %(card)s from %(source)s to %(target)s loses the game, so it is taken back."
)
WRONG_REDEAL: Final = N_("Redealing now loses the game, so it is taken back.")
WRONG_DRAW: Final = N_("Drawing a card now loses the game, so it is taken back.")
WHY_LAST_CARD: Final = N_(
    "After it, one suit can never be completed: every card that could go home last in it lies"
    " on a card of its own suit."
)
WHY_LOCKED_CARD: Final = N_(
    "After it, a card can never move again and never go home, so the cards under it stay buried."
)
WHY_FIXPOINT: Final = N_(
    "After it, some card on a pile can never go home, however the other cards move."
)
TRY_AGAIN: Final = N_("Try another move.")
SLIDE: Final = N_(
    "Moving a card between the two foundations of its suit changes nothing here; try another move."
)
ANSWER_FIRST: Final = N_("Answer first: can this position still be won?")
YES_RIGHT: Final = N_("Right: this position can be won. Step through a winning line.")
YES_WRONG: Final = N_("No: this position can be won. Step through a winning line.")
NO_RIGHT: Final = N_("Right: this position cannot be won.")
NO_WRONG: Final = N_("No: this position cannot be won.")
ANSWER_SHOWN: Final = N_(
    "The answer, step by step: use Next step and Previous step. The puzzle counts as not solved."
)
STEP: Final = N_("Step %(n)d of %(total)d: %(move)s.")
STEP_START: Final = N_("The puzzle's position, before the first step.")
STEP_ONLY: Final = N_("Use Next step and Previous step to go through the answer.")
RETRY: Final = N_("The puzzle starts again from its position.")
STUCK: Final = N_("No move is left: this line does not win. Try again or show the answer.")
HINT_CARD: Final = N_("Move the %(card)s.")
HINT_REDEAL: Final = N_("The next move is a redeal.")
HINT_DRAW: Final = N_("The next move is to draw a card.")
HINT_OVER: Final = N_("No hint now: this try is over. Try again or open the next puzzle.")
HINT_NO_MORE: Final = N_("No more hints here: answer Yes or No.")
# Hint, first step: the answer's themes, one sentence each.
THEMES: Final = {
    "wrap": N_("Remember that ranks wrap around: an Ace goes onto a King, a King onto an Ace."),
    "foundation-slide": N_("Cards can move between the two foundations of a suit once they meet."),
    "redeal": N_("A redeal may be the way on."),
    "empties-pile": N_("Think of emptying a pile."),
    "empties-column": N_("Think of emptying a column."),
    "to-foundation": N_("A card wants to go home to a foundation."),
    "build": N_("Build one card onto another."),
    "to-empty-column": N_("An empty column takes any card: use it well."),
    "from-waste": N_("Look at the waste's top card."),
    "from-foundation": N_("A card may come back down from a foundation."),
    "tempting-wrong-move": N_("The move that looks best is not the right one."),
    "stock-order-shown": N_("The stock's cards are shown in the order they will be drawn."),
    "last-card": N_("Look for the last card of a suit to go home: what lies under it?"),
    "search": N_("Try the lines that are left: do any of them get every card home?"),
}
HINT_GENERIC: Final = N_("Look at every move you have and what each one leaves.")
