"""The puzzle board's own texts (engine/board/puzzle.py): what only the board says (a move
confirmed or taken back, hints, the answer's steps). The puzzle's question, its themes' hints and
why a move loses are the puzzle pages' words, in engine/puzzles/texts.py, said the same on both.
Marked with ``N_`` for extraction (build_tools/site/i18n/extract.py reads engine/board/**.py),
translated by the session's gettext; cards and places take the case forms the sentence names."""

from __future__ import annotations

from typing import Final

from ..puzzles.texts import ngettext, npgettext, pgettext
from .texts import N_

# A can-win's start: after its question (texts.ask), how the board takes the answer.
ANSWER_YES_OR_NO: Final = N_("Answer Yes or No.")
CORRECT: Final = N_("Correct: %(move)s.")
SOLVED: Final = N_("Solved!")
DONE_NOT_SOLVED: Final = N_("Done. This puzzle does not count as solved: try another one.")
# A wrong move, taken back: what it was, then why it loses (texts.why_lost).
WRONG_MOVE: Final = N_(
    "Moving the %(card)s from %(source)s to %(target)s loses the game, so it is taken back."
)
WRONG_REDEAL: Final = N_("Redealing now loses the game, so it is taken back.")
WRONG_DRAW: Final = N_("Drawing a card now loses the game, so it is taken back.")
TRY_AGAIN: Final = N_("Try another move.")
SLIDE: Final = N_(
    "Moving a card between the two foundations of its suit changes nothing here; try another move."
)
ANSWER_FIRST: Final = N_("Answer first: can this position still be won?")
YES_RIGHT: Final = N_("Right: this position can be won. Step through a winning line.")
YES_WRONG: Final = N_("No: this position can be won. Step through a winning line.")
NO_RIGHT: Final = N_("Right: this position cannot be won.")
NO_WRONG: Final = N_("No: this position cannot be won.")
# The same verdicts on a deal at its start, which the puzzle asks about as a deal (texts.YES_DEAL).
YES_RIGHT_DEAL: Final = N_("Right: this deal can be won. Step through a winning line.")
YES_WRONG_DEAL: Final = N_("No: this deal can be won. Step through a winning line.")
NO_RIGHT_DEAL: Final = N_("Right: this deal cannot be won.")
NO_WRONG_DEAL: Final = N_("No: this deal cannot be won.")
# The board's sentences about a line, in a game whose lines count actions (texts.IN_ACTIONS: pl
# "ciąg czynności", not "ruchów"); STUCK's is below it.
LINE_IN_ACTIONS: Final = {
    YES_RIGHT: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Right: this position can be won. Step through a winning line.",
    ),
    YES_WRONG: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "No: this position can be won. Step through a winning line.",
    ),
    YES_RIGHT_DEAL: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Right: this deal can be won. Step through a winning line.",
    ),
    YES_WRONG_DEAL: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "No: this deal can be won. Step through a winning line.",
    ),
}
ANSWER_SHOWN: Final = N_(
    "The answer, step by step: use Next step and Previous step. The puzzle counts as not solved."
)
STEP: Final = N_("Step %(n)d of %(total)d: %(move)s.")
# A step of an answer in a game whose lines count actions (hu "művelet", not "lépés": a draw is
# no card moved; the 37th review, hu D4).
LINE_IN_ACTIONS[STEP] = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "Step %(n)d of %(total)d: %(move)s.",
)
STEP_START: Final = N_("The puzzle's position, before the first step.")
STEP_ONLY: Final = N_("Use Next step and Previous step to go through the answer.")
RETRY: Final = N_("The puzzle starts again from its position.")
STUCK: Final = N_("No move is left: this line does not win. Try again or show the answer.")
LINE_IN_ACTIONS[STUCK] = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "No move is left: this line does not win. Try again or show the answer.",
)
HINT_CARD: Final = N_("Move the %(card)s.")
HINT_REDEAL: Final = N_("The next move is a redeal.")
HINT_DRAW: Final = N_("The next move is to draw a card.")
HINT_OVER: Final = N_("No hint now: this try is over. Try again or open the next puzzle.")
HINT_NO_MORE: Final = N_("No more hints here: answer Yes or No.")
HINT_GENERIC: Final = N_("Look at every move you have and what each one leaves.")
# A can-win's first hint, the same whatever the answer (its themes would give it away).
HINT_CAN_WIN: Final = N_(
    "Look for a card that can never reach its foundation, and for a way to free every buried card."
)
# Said when a puzzle opens, before its question (``kind``: its kind's name, as on the cards).
NOW_OPEN: Final = N_("Puzzle %(number)d is open (%(kind)s).")

# --- the goal kinds (Forty Thieves: "empty a column", "get a card home" in N moves) -------------
# A move kept on the way to the goal, and the moves the player still has: digits, as the goal's
# own count (engine/puzzles/texts.py, goal_question), which the reader compares with it. In a
# game that counts actions (a draw counts too: Forty Thieves), each count has the context
# texts.IN_ACTIONS, as the task's own (GOAL_IN_ACTIONS; the seventeenth review, hu D3: "Még 3
# műveleted maradt", not "lépésed").
# Translators: move: the move just played, "7 of hearts from column 3 to column 1".
GOAL_MOVE: Final = ngettext(
    "Played: %(move)s. You have %(count)d move left.",
    "Played: %(move)s. You have %(count)d moves left.",
)
# A draw kept on the way to the goal (``move``: the board's own sentence for the draw): only a
# game with a stock draws, so only its form with IN_ACTIONS exists.
# Translators: move: "Drew the 7 of hearts", a sentence of its own; count: the actions (moves
# and draws) left, 3.
GOAL_DRAW: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "%(move)s. You have %(count)d move left.",
    "%(move)s. You have %(count)d moves left.",
)
# The goal reached (then "Solved!"). Translators: move: as above; card: "ace of clubs".
GOAL_DONE: Final = {
    "free-column": N_("Played: %(move)s. A column is empty: the goal is reached."),
    "card-home": N_("Played: %(move)s. The %(card)s is on a foundation: the goal is reached."),
}
# A move after which the goal cannot be reached in the moves left, taken back.
WRONG_GOAL_MOVE: Final = N_(
    "Moving the %(card)s from %(source)s to %(target)s cannot reach the goal in time, so it is"
    " taken back."
)
# The same in a game that counts actions (IN_ACTIONS: "in time" is in the actions left), and a
# draw's, which only such a game has.
WRONG_GOAL_MOVE_IN_ACTIONS: Final = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "Moving the %(card)s from %(source)s to %(target)s cannot reach the goal in time, so it is"
    " taken back.",
)
WRONG_GOAL_DRAW: Final = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "Drawing a card now cannot reach the goal in time, so it is taken back.",
)
# Why: the proof, a search of every line of the moves left (digits, as the goal's count).
GOAL_WHY: Final = ngettext(
    "After it, no line of %(count)d more move reaches the goal: every such line was searched.",
    "After it, no line of %(count)d more moves reaches the goal: every such line was searched.",
)
# Translators: said right after "Moving the … cannot reach the goal in time, so it is taken back.",
# which has said that the goal is missed: a language may leave that half out here (hu "Ez lett
# volna az utolsó lépésed.").
GOAL_WHY_LAST: Final = N_("It would be your last move, and the goal would not be reached.")
# The goal sentences above in a game that counts actions (IN_ACTIONS).
GOAL_IN_ACTIONS: Final = {
    # Translators: move: the move just played, "7 of hearts from column 3 to column 1"; count:
    # the actions (moves and draws) left, 3.
    GOAL_MOVE: npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Played: %(move)s. You have %(count)d move left.",
        "Played: %(move)s. You have %(count)d moves left.",
    ),
    # Translators: count: the actions (moves and draws) left after the move, 3.
    GOAL_WHY: npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "After it, no line of %(count)d more move reaches the goal: every such line was searched.",
        "After it, no line of %(count)d more moves reaches the goal: every such line was searched.",
    ),
}
# Translators: said right after the sentence that the move is taken back, which has said that
# the goal is missed (as the same sentence without this context).
GOAL_WHY_LAST_IN_ACTIONS: Final = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "It would be your last move, and the goal would not be reached.",
)
# The first hint: what the kind's hint player looks at (engine/puzzles/goals.py ``greedy``).
HINT_GOAL: Final = {
    "free-column": N_("Look at the column with the fewest cards: where can each of them go?"),
    # Translators: card: the card to put home, "ace of clubs".
    "card-home": N_("Find the %(card)s: which cards lie on it, and where can they go?"),
}
