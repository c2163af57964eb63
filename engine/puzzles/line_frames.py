"""The steps of a line of play in words, by who plays the line (issue 30; the twentieth review,
pl D2 and S1, uk D3 and S1): a line is not a list of move labels ("the right move: the 7 of hearts
from pile 3 to pile 1"), so each step of a line has its own message by the line's kind, and a
language writes a whole verb phrase with the cases it needs ("dobiera kartę, przenosi czwórkę
kier …", "dobierz kartę, połóż na kolumnie 5 dziesiątkę pik …"); English keeps its noun phrases.

SOLVER: the solver's winning line, told in the third person (the solver plays it). GOAL: a goal
puzzle's shortest line, told to the player (imperative). The one-move label and the forced moves
keep the frames of texts.py.
"""

from __future__ import annotations

from typing import Final

SOLVER: Final = "solver"
GOAL: Final = "goal"
VOICES: Final = (SOLVER, GOAL)


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword)."""
    return context, message


def npgettext(context: str, singular: str, plural: str) -> tuple[str, str, str]:
    """Mark a plural message with its context for extraction (Babel's ``npgettext`` keyword)."""
    return context, singular, plural


# The solver's line: "The solver wins in 85 actions, beginning with a draw from the stock, then
# the 4 of hearts from the waste to foundation 6 (hearts), then another draw from the stock" (pl
# "Program wygrywa w 85 czynnościach. Zaczyna tak: dobiera kartę, przenosi czwórkę kier ze stosu
# odrzuconych na bazę 6 (kier), a potem dobiera kolejną kartę."). Each is one of the steps
# (step1, step2, step3) of "The solver wins in … beginning with …". A draw after an earlier draw
# of the line has a frame of its own, "draw_again" (round 25, uk D4, pl the same: the whole draw
# phrase said twice in one sentence).
SOLVER_STEPS: Final = {
    # Translators: a move of the solver's line, the solver as the subject (pl "przenosi
    # %(card)s{acc} %(source)s{z+gen} na %(target)s{acc}"): card: "7 of hearts"; source, target:
    # "pile 3", "foundation 6 (hearts)" (terms: ask for their forms).
    "move": pgettext(
        "a step of the solver's line, said as what the solver does: one card moved",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: several cards with one source and one target, moved one after another (pl
    # "przenosi kolejno %(listed)s{acc} …"): listed: "6, 7 and 8 of diamonds".
    "run": pgettext(
        "a step of the solver's line, said as what the solver does: several cards with one source"
        " and one target, one after another",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a later step of the solver's line that has already said one after another: several cards"
        " with one source and one target",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: cards moved to one place (pl "kładzie na %(target)s{loc} kolejno %(listed)s"):
    # listed: each card with its source, already in the case of "a card moved … (as the object
    # of a verb)", "the 7 of clubs from column 8 and the 8 from column 7"; target: "column 5".
    "gathered": pgettext(
        "a step of the solver's line, said as what the solver does: cards moved to one place",
        "%(listed)s to %(target)s, one after another",
    ),
    "gathered_later": pgettext(
        "a later step of the solver's line that has already said one after another: cards moved"
        " to one place",
        "%(listed)s, each to %(target)s",
    ),
    # Translators: cards moved from one place (pl "przenosi %(source)s{z+gen} kolejno
    # %(listed)s"): listed: each card with its target, in the object's case, "the queen of hearts
    # to foundation 6 (hearts) and the jack of clubs to column 7"; source: "the waste".
    "scattered": pgettext(
        "a step of the solver's line, said as what the solver does: cards moved from one place",
        "%(listed)s, one after another from %(source)s",
    ),
    "scattered_later": pgettext(
        "a later step of the solver's line that has already said one after another: cards moved"
        " from one place",
        "%(listed)s, each from %(source)s",
    ),
    # Translators: one card drawn (pl "dobiera kartę").
    "draw": pgettext(
        "a step of the solver's line, said as what the solver does: one draw",
        "a draw from the stock",
    ),
    # Translators: one card drawn after an earlier draw of the same line, so the line does not
    # say the draw in the same words twice (round 25, uk D4 and S1: «…: бере карту з колоди на
    # скид, потім перекладає …, а тоді бере ще одну карту.»; pl "dobiera kolejną kartę").
    "draw_again": pgettext(
        "a step of the solver's line, said as what the solver does: one draw, after an earlier"
        " draw in the same line",
        "another draw from the stock",
    ),
    "redeal": pgettext(
        "a step of the solver's line, said as what the solver does: a redeal", "a redeal"
    ),
}
# The same steps of the solver's line when the step before in the line had the same verb (every
# move, run or step of one shared place is said with one verb; a draw or a redeal has its own and
# breaks the chain; the twenty-first review, pl S1, uk D8): the verb left out (pl "przenosi damę
# kier …, dwójkę trefl …"; uk «перекладає …, потім — по черзі …»). The same placeholders as
# SOLVER_STEPS; a language that needs the verb again writes it.
SOLVER_STEPS_CONT: Final = {
    # Translators: the step frame named in the context without its verb, said after a step with
    # the same verb (pl "%(card)s{acc} %(source)s{z+gen} na %(target)s{acc}"; uk «— %(card)s{acc}
    # …», the dash for the verb left out); write the verb again where your language needs it (a
    # step said with another verb than the one before). The placeholders as in SOLVER_STEPS.
    "move": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: one card moved",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "run": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: several cards with one "
        "source and one target, one after another",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "run_later": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: several cards with one "
        "source and one target, the line having already said one after another",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "gathered": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: cards moved to one place",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "gathered_later": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: cards moved to one place, "
        "the line having already said one after another",
        "%(listed)s, each to %(target)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "scattered": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: cards moved from one place",
        "%(listed)s, one after another from %(source)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "scattered_later": pgettext(
        "a step of the solver's line, said as what the solver does, a later step of a line "
        "whose step before had the same verb: the verb left out: cards moved from one place, "
        "the line having already said one after another",
        "%(listed)s, each from %(source)s",
    ),
}
# Translators: several draws in a row, one step of the solver's line (pl "dobiera %(drawn)s{acc}
# karty"); drawn: 2 or more, a number word up to ten (a term: ask for its form), digits above.
SOLVER_DRAWS: Final = npgettext(
    "a step of the solver's line, said as what the solver does: several draws",
    "%(drawn)s draw from the stock",
    "%(drawn)s draws from the stock",
)

# A goal's line, told to the player: "The goal can be reached in 5 actions: a draw from the
# stock, then …" (pl "Wystarczy 5 czynności: dobierz kartę, połóż na kolumnie 5 dziesiątkę pik
# ze stosu odrzuconych, …"; uk «Спершу перекладіть …»).
GOAL_STEPS: Final = {
    # Translators: a move of a goal's line, told to the player (pl "przenieś %(card)s{acc}
    # %(source)s{z+gen} na %(target)s{acc}"): card: "7 of hearts"; source, target: "column 3",
    # "foundation 6 (hearts)" (terms: ask for their forms).
    "move": pgettext(
        "a step of a goal's line, told to the player: one card moved",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: several cards with one source and one target: listed: "6, 7 and 8 of
    # diamonds".
    "run": pgettext(
        "a step of a goal's line, told to the player: several cards with one source and one"
        " target, one after another",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    "run_later": pgettext(
        "a later step of a goal's line that has already said one after another, told to the"
        " player: several cards with one source and one target",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: cards moved to one place (pl "połóż na %(target)s{loc} %(listed)s"): listed:
    # each card with its source, in the object's case, "the 10 of spades from the waste and the
    # 9 from column 9"; target: "column 5".
    "gathered": pgettext(
        "a step of a goal's line, told to the player: cards moved to one place",
        "%(listed)s to %(target)s, one after another",
    ),
    "gathered_later": pgettext(
        "a later step of a goal's line that has already said one after another, told to the"
        " player: cards moved to one place",
        "%(listed)s, each to %(target)s",
    ),
    # Translators: cards moved from one place: listed: each card with its target, in the
    # object's case; source: "column 3".
    "scattered": pgettext(
        "a step of a goal's line, told to the player: cards moved from one place",
        "%(listed)s, one after another from %(source)s",
    ),
    "scattered_later": pgettext(
        "a later step of a goal's line that has already said one after another, told to the"
        " player: cards moved from one place",
        "%(listed)s, each from %(source)s",
    ),
    # Translators: one card drawn (pl "dobierz kartę").
    "draw": pgettext(
        "a step of a goal's line, told to the player: one draw", "a draw from the stock"
    ),
    # Translators: one card drawn after an earlier draw of the same line, told to the player, so
    # the line does not say the draw in the same words twice (pl "dobierz kolejną kartę"; uk
    # «візьміть ще одну карту»).
    "draw_again": pgettext(
        "a step of a goal's line, told to the player: one draw, after an earlier draw in the same"
        " line",
        "another draw from the stock",
    ),
    "redeal": pgettext("a step of a goal's line, told to the player: a redeal", "a redeal"),
}
# The same steps of a goal's line when the step before had the same verb (as SOLVER_STEPS_CONT):
# pl "przenieś damę kier …, dwójkę trefl …".
GOAL_STEPS_CONT: Final = {
    # Translators: the step frame named in the context without its verb, said after a step with
    # the same verb (pl "%(card)s{acc} %(source)s{z+gen} na %(target)s{acc}"; uk «— …»); write
    # the verb again where your language needs it. The placeholders as in GOAL_STEPS.
    "move": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: one card moved",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "run": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: several cards with one source and one "
        "target, one after another",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "run_later": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: several cards with one source and one "
        "target, the line having already said one after another",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "gathered": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: cards moved to one place",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "gathered_later": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: cards moved to one place, the line "
        "having already said one after another",
        "%(listed)s, each to %(target)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "scattered": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: cards moved from one place",
        "%(listed)s, one after another from %(source)s",
    ),
    # Translators: as "move" above, the verb left out after a step with the same verb.
    "scattered_later": pgettext(
        "a step of a goal's line, told to the player, a later step of a line whose step "
        "before had the same verb: the verb left out: cards moved from one place, the line "
        "having already said one after another",
        "%(listed)s, each from %(source)s",
    ),
}
# Translators: several draws in a row (pl "dobierz %(drawn)s{acc} karty"); drawn: 2 or more, a
# number word up to ten (a term: ask for its form), digits above.
GOAL_DRAWS: Final = npgettext(
    "a step of a goal's line, told to the player: several draws",
    "%(drawn)s draw from the stock",
    "%(drawn)s draws from the stock",
)
# The steps of a goal's line joined, each by its place (as texts.STEPS_*), told to the player; a
# language may end a sentence between steps (uk «…на стовпець 7. Далі …»): the line stands after
# a colon that ends its own sentence's count ("…in 7 moves: %(moves)s").
GOAL_JOINED: Final = {
    # Translators: first: the first step, then: the second, of a line of two steps.
    "then": pgettext("a goal's line of two steps, told to the player", "%(first)s, then %(then)s"),
    # Translators: step: the first step of a line of three or more (uk "спершу %(step)s").
    "first": pgettext("the first step of a goal's line of three or more steps", "%(step)s"),
    # Translators: steps: the first step; step: the second (uk "%(steps)s, потім %(step)s").
    "second": pgettext(
        "the second step of a goal's line of three or more steps", "%(steps)s, %(step)s"
    ),
    # Translators: the third step, or the fifth, seventh … when not the last.
    "middle": pgettext(
        "the third step of a goal's line of four or more steps, or the fifth, seventh … but not"
        " the last",
        "%(steps)s, %(step)s",
    ),
    # Translators: the fourth step, or the sixth, eighth … when not the last.
    "middle_again": pgettext(
        "the fourth step of a goal's line of five or more steps, or the sixth, eighth … but not"
        " the last",
        "%(steps)s, %(step)s",
    ),
    # Translators: steps: every step but the last; step: the last step.
    "last": pgettext(
        "the last step of a goal's line of three or more steps", "%(steps)s, and finally %(step)s"
    ),
}

# The steps of a line to a foundation (issue 30; the twenty-fifth review, pl D3: "na bazę rosnącą
# kier damę kier", the suit said twice, 145 places): the foundation's name says the suit, and a
# card put on it is of that suit, so the cards are named by rank alone; a language may put the
# foundation first (pl "przenosi na bazę rosnącą kier kolejno damę ze stosu 1 i króla ze stosu 2").
# The solver's line (SOLVER_STEPS).
SOLVER_HOME_STEPS: Final = {
    # Translators: as "move" of the frames above, the target a foundation, whose name
    # says the suit: card: the card by rank alone, "2", "queen" (pl "… na %(target)s{acc}
    # %(card)s{acc} %(source)s{z+gen}"); target: "the up foundation of diamonds", "foundation 6
    # (hearts)".
    "move": pgettext(
        "a step of the solver's line, said as what the solver does: one card moved to a"
        " foundation of its suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of the frames above, the
    # target a foundation, whose name says the suit: listed: the cards by rank alone, "2 and 3"
    # (pl "… na %(target)s{acc} kolejno %(listed)s{acc} %(source)s{z+gen}": the foundation
    # before the ranks, so the suit is said once and first).
    "run": pgettext(
        "a step of the solver's line, said as what the solver does: several cards with one"
        " source, one after another, to a foundation of their suit,"
        " named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a step of the solver's line, said as what the solver does: several cards with one"
        " source, the line having already said one after another, to"
        " a foundation of their suit, named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "gathered" of the frames above, the
    # target a foundation, whose name says the suit: listed: each card by rank alone with its
    # source, "the queen from pile 1 and the king from pile 2" (pl "… na %(target)s{acc}
    # kolejno %(listed)s").
    "gathered": pgettext(
        "a step of the solver's line, said as what the solver does: cards moved to one foundation"
        " of their suit, one after another, named by rank only",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "gathered_later": pgettext(
        "a step of the solver's line, said as what the solver does: cards moved to one foundation"
        " of their suit, the line having already said one after"
        " another, named by rank only",
        "%(listed)s, each to %(target)s",
    ),
}
# The same after a step with the same verb (SOLVER_STEPS_CONT).
SOLVER_HOME_STEPS_CONT: Final = {
    # Translators: as "move" of the frames above (the verb left out), the target a foundation,
    # whose name
    # says the suit: card: the card by rank alone, "2", "queen" (pl "… na %(target)s{acc}
    # %(card)s{acc} %(source)s{z+gen}"); target: "the up foundation of diamonds", "foundation 6
    # (hearts)".
    "move": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: one card moved to a foundation of its suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of the frames above (the verb left out), the
    # target a foundation, whose name says the suit: listed: the cards by rank alone, "2 and 3"
    # (pl "… na %(target)s{acc} kolejno %(listed)s{acc} %(source)s{z+gen}": the foundation
    # before the ranks, so the suit is said once and first).
    "run": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: several cards with one source, one after another, to a foundation of their"
        " suit,"
        " named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: several cards with one source, the line having already said one after"
        " another, to"
        " a foundation of their suit, named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "gathered" of the frames above (the verb left out), the
    # target a foundation, whose name says the suit: listed: each card by rank alone with its
    # source, "the queen from pile 1 and the king from pile 2" (pl "… na %(target)s{acc}
    # kolejno %(listed)s").
    "gathered": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: cards moved to one foundation of their suit, one after another, named by rank"
        " only",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "gathered_later": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: cards moved to one foundation of their suit, the line having already said one"
        " after"
        " another, named by rank only",
        "%(listed)s, each to %(target)s",
    ),
}
# A goal's line (GOAL_STEPS).
GOAL_HOME_STEPS: Final = {
    # Translators: as "move" of the frames above, the target a foundation, whose name
    # says the suit: card: the card by rank alone, "2", "queen" (pl "… na %(target)s{acc}
    # %(card)s{acc} %(source)s{z+gen}"); target: "the up foundation of diamonds", "foundation 6
    # (hearts)".
    "move": pgettext(
        "a step of a goal's line, told to the player: one card moved to a foundation of its suit,"
        " named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of the frames above, the
    # target a foundation, whose name says the suit: listed: the cards by rank alone, "2 and 3"
    # (pl "… na %(target)s{acc} kolejno %(listed)s{acc} %(source)s{z+gen}": the foundation
    # before the ranks, so the suit is said once and first).
    "run": pgettext(
        "a step of a goal's line, told to the player: several cards with one source, one after"
        " another, to a foundation of their suit,"
        " named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a step of a goal's line, told to the player: several cards with one source, the line"
        " having already said one after another, to"
        " a foundation of their suit, named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "gathered" of the frames above, the
    # target a foundation, whose name says the suit: listed: each card by rank alone with its
    # source, "the queen from pile 1 and the king from pile 2" (pl "… na %(target)s{acc}
    # kolejno %(listed)s").
    "gathered": pgettext(
        "a step of a goal's line, told to the player: cards moved to one foundation of their"
        " suit, one after another, named by rank only",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "gathered_later": pgettext(
        "a step of a goal's line, told to the player: cards moved to one foundation of their"
        " suit, the line having already said one after"
        " another, named by rank only",
        "%(listed)s, each to %(target)s",
    ),
}
# The same after a step with the same verb (GOAL_STEPS_CONT).
GOAL_HOME_STEPS_CONT: Final = {
    # Translators: as "move" of the frames above (the verb left out), the target a foundation,
    # whose name
    # says the suit: card: the card by rank alone, "2", "queen" (pl "… na %(target)s{acc}
    # %(card)s{acc} %(source)s{z+gen}"); target: "the up foundation of diamonds", "foundation 6
    # (hearts)".
    "move": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out: one"
        " card moved to a foundation of its suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of the frames above (the verb left out), the
    # target a foundation, whose name says the suit: listed: the cards by rank alone, "2 and 3"
    # (pl "… na %(target)s{acc} kolejno %(listed)s{acc} %(source)s{z+gen}": the foundation
    # before the ranks, so the suit is said once and first).
    "run": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out:"
        " several cards with one source, one after another, to a foundation of their suit,"
        " named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out:"
        " several cards with one source, the line having already said one after another, to"
        " a foundation of their suit, named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "gathered" of the frames above (the verb left out), the
    # target a foundation, whose name says the suit: listed: each card by rank alone with its
    # source, "the queen from pile 1 and the king from pile 2" (pl "… na %(target)s{acc}
    # kolejno %(listed)s").
    "gathered": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out: cards"
        " moved to one foundation of their suit, one after another, named by rank only",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "gathered_later": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out: cards"
        " moved to one foundation of their suit, the line having already said one after"
        " another, named by rank only",
        "%(listed)s, each to %(target)s",
    ),
}
# The forced moves to a foundation (FORCED_STEPS), the cards the subject, named by rank alone (pl
# "na bazę rosnącą pik trafią kolejno piątka ze stosu 15 oraz szóstka i siódemka ze stosu 4").
FORCED_HOME_STEPS: Final = {
    # Translators: as "move" of FORCED_STEPS, the target a foundation, whose name says the suit:
    # card: the card by rank alone, in the nominative, "5" (pl "na %(target)s{acc} trafi
    # %(card)s %(source)s{z+gen}").
    "move": pgettext(
        "a forced move the game plays, the card the subject: one card moved to a foundation of its"
        " suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of FORCED_STEPS, to a foundation: listed: the cards by rank alone, "6
    # and 7".
    "run": pgettext(
        "forced moves the game plays, the cards the subject: several cards with one source, one"
        " after another, to a foundation of their suit, named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    "run_later": pgettext(
        "a later step of forced moves that have already said one after another, the cards the"
        " subject: several cards with one source, to a foundation of their suit, named by rank"
        " only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: as "gathered" of FORCED_STEPS, to a foundation: listed: each card by rank alone
    # with its source, "the 5 from pile 15 and the 6 and 7 from pile 4".
    "gathered": pgettext(
        "forced moves the game plays, the cards the subject: cards moved to one foundation of"
        " their suit, one after another, named by rank only",
        "%(listed)s to %(target)s, one after another",
    ),
    "gathered_later": pgettext(
        "a later step of forced moves that have already said one after another, the cards the"
        " subject: cards moved to one foundation of their suit, named by rank only",
        "%(listed)s, each to %(target)s",
    ),
}
# The first item of a list to one foundation is named in full where the line's card before it is
# of another suit (the thirty-first review, hu D1 / uk D3), by rank alone otherwise; its term has
# the rank-only forms too ("rank", "rank.acc": words.rank_form), so a language whose "gathered"
# frames name the foundation right before the list asks for them and says the suit once (the
# thirty-first review's follow-up: pl "na bazę malejącą pik kolejno dziewiątkę pik ze stosu 15",
# uk «на висхідний фундамент черв по черзі двійку черв …»).
# Translators: the first item of a list of moves to a foundation in the solver's line (the
# "gathered" frames of the steps to a foundation and of any step to one place; a goal's line has
# the next one), a card of the foundation's suit, with where it comes from, the object of the verb
# said right before it (pl "%(ranks)s{rank.acc} %(source)s{z+gen}", uk without the dash of a later
# item): ranks: the cards by rank alone, "queen", "2 and 3", or, after a card of another suit in
# the line, by their full names, "queen of hearts", "2 and 3 of spades"; %(ranks)s{rank.acc} (the
# case after "rank.") is always by rank alone. Use the rank-only form where every "gathered"
# frame of your language says the foundation right before this item (pl "przenosi na
# %(target)s{acc} kolejno %(listed)s": "na bazę malejącą pik kolejno dziewiątkę ze stosu 15", its
# name says the suit); keep the form without "rank." where the card may come before the
# foundation (hu "a(z) %(ranks)s{acc}", its solver's frame says the list first): after a card of
# another suit it must say its own. source: "pile 1", "the waste", "the down foundation of
# hearts".
HOME_FIRST_ITEM: Final = pgettext(
    "cards of the suit of the foundation they go to, by rank, with where they come from, the first"
    " item of a list of moves to one foundation (as the object of a verb)",
    "the %(ranks)s from %(source)s",
)

# The same item in a goal's line, told to the player, a frame of its own: a language may say the
# foundation right before the list in a goal's line and after it in the solver's (hu "tedd
# egymás után a(z) %(target)s{sub} %(listed)s", "%(listed)s egymás után a(z) %(target)s{sub}
# teszi").
# Translators: as the item above (the first item of a list of moves to one foundation, with where
# it comes from, the object of the verb), in a goal's line told to the player ("put the 5 from the
# waste and the 6 from column 4 onto foundation 5 (spades)"): ranks by rank alone, or in full
# after a card of another suit in the line ("5 of spades"); ask for its rank-only form
# (%(ranks)s{rank.acc}) where every "gathered" frame of a goal's line says the foundation right
# before the list (pl "przenieś na %(target)s{acc} kolejno %(listed)s", hu "tedd egymás után
# a(z) %(target)s{sub} %(listed)s"): "az 5. (pikk) alapsorra az 5-öst a dobópakliból", its name
# says the suit. source: "the waste", "column 4".
GOAL_HOME_FIRST_ITEM: Final = pgettext(
    "cards of the suit of the foundation they go to, with where they come from, the first item of"
    " a list of moves to one foundation in a goal's line, told to the player (as the object of a"
    " verb)",
    "the %(ranks)s from %(source)s",
)

# Translators: as the item above, in the forced moves, the cards the subject (the nominative; pl
# "%(ranks)s{rank} %(source)s{z+gen}", hu "a(z) %(ranks)s a(z) %(source)s{del}"): ranks by rank
# alone, or in full after a card of another suit (a card's full name has its case forms only: hu
# writes the article, "a(z)", not "{def}"); ask for the rank-only form ("rank", "rank.<case>")
# only where your forced moves' frames say the foundation right before this item (pl "na
# %(target)s{acc} trafią kolejno %(listed)s"), not where the list comes first (hu "%(listed)s
# egymás után a(z) %(target)s{sub} kerül").
HOME_FIRST_ITEM_SUBJECT: Final = pgettext(
    "cards of the suit of the foundation they go to, by rank, with where they come from, the first"
    " item of a list of forced moves to one foundation, the cards the subject",
    "the %(ranks)s from %(source)s",
)

# Translators: the first item of a list of moves from one place whose first card(s) go to a
# foundation, by rank alone (the foundation's name says the suit), the object of the verb said
# right before it (pl "%(ranks)s{acc} na %(target)s{acc}"): ranks: "ace", "2 and ace"; target:
# "the down foundation of spades".
HOME_TO_FIRST_ITEM: Final = pgettext(
    "cards of the suit of the foundation they go to, by rank, with that foundation, the first item"
    " of a list of moves from one place (as the object of a verb)",
    "the %(ranks)s to %(target)s",
)
# Translators: as the item above, in the forced moves, the cards the subject (the nominative; pl
# "%(ranks)s na %(target)s{acc}").
HOME_TO_FIRST_ITEM_SUBJECT: Final = pgettext(
    "cards of the suit of the foundation they go to, by rank, with that foundation, the first item"
    " of a list of forced moves from one place, the cards the subject",
    "the %(ranks)s to %(target)s",
)

# The steps of a line off a foundation (issue 30; the twenty-ninth review, uk D2: «валета,
# десятку й дев’ятку пік із фундаменту 1 (пік)», the suit said twice): the source's name says the
# suit, so the cards are named by rank alone, with frames of their own, since a rank is said
# otherwise before its source than a card's name, which ends in its suit (uk «даму з фундаменту
# 1 (пік)», «з» after a vowel, where «дама пік» takes «із фундаменту»: the same review, D4). The
# forced moves, whose cards are the subject, keep FORCED_STEPS. Each voice's "move", "run" and
# "run_later", and those of a step whose verb is left out.
SOLVER_OFF_HOME_STEPS: Final = {
    # Translators: as "move" of the solver's line, the source a foundation, whose name says the
    # suit: card: the card by rank alone, "queen", "other queen" (uk "перекладає %(card)s{acc} з
    # %(source)s{gen} на %(target)s{acc}"); source: "foundation 1 (spades)"; target: "column 5".
    "move": pgettext(
        "a step of the solver's line, said as what the solver does: one card moved off a"
        " foundation of its suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of the solver's line, the source a foundation, whose name says the
    # suit: listed: the cards by rank alone, "king, queen and jack".
    "run": pgettext(
        "a step of the solver's line, said as what the solver does: several cards moved off one"
        " foundation of their suit to one place, one after another, named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a step of the solver's line, said as what the solver does: several cards moved off one"
        " foundation of their suit to one place, the line having already said one after another,"
        " named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
}
SOLVER_OFF_HOME_STEPS_CONT: Final = {
    # Translators: as "move" above, the verb of the step before left out (uk "— %(card)s{acc} з
    # %(source)s{gen} …").
    "move": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: one card moved off a foundation of its suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" above, the verb of the step before left out.
    "run": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: several cards moved off one foundation of their suit to one place, one after"
        " another, named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as "run_later" above, the verb of the step before left out.
    "run_later": pgettext(
        "a step of the solver's line, said as what the solver does, the verb of the step before"
        " left out: several cards moved off one foundation of their suit to one place, the line"
        " having already said one after another, named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
}
GOAL_OFF_HOME_STEPS: Final = {
    # Translators: as "move" of a goal's line, told to the player, the source a foundation,
    # whose name says the suit: card: the card by rank alone, "queen" (uk "перекладіть
    # %(card)s{acc} з %(source)s{gen} на %(target)s{acc}"); source: "foundation 1 (spades)".
    "move": pgettext(
        "a step of a goal's line, told to the player: one card moved off a foundation of its"
        " suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" of a goal's line, the source a foundation: listed: the cards by rank
    # alone, "king, queen and jack".
    "run": pgettext(
        "a step of a goal's line, told to the player: several cards moved off one foundation of"
        " their suit to one place, one after another, named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as above, in a line that has already said "one after another".
    "run_later": pgettext(
        "a step of a goal's line, told to the player: several cards moved off one foundation of"
        " their suit to one place, the line having already said one after another, named by"
        " rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
}
GOAL_OFF_HOME_STEPS_CONT: Final = {
    # Translators: as "move" above, the verb of the step before left out.
    "move": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out: one"
        " card moved off a foundation of its suit, named by rank only",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: as "run" above, the verb of the step before left out.
    "run": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out:"
        " several cards moved off one foundation of their suit to one place, one after another,"
        " named by rank only",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    # Translators: as "run_later" above, the verb of the step before left out.
    "run_later": pgettext(
        "a step of a goal's line, told to the player, the verb of the step before left out:"
        " several cards moved off one foundation of their suit to one place, the line having"
        " already said one after another, named by rank only",
        "the %(listed)s from %(source)s to %(target)s",
    ),
}
# Translators: the first item of a list of moves to one place whose first cards come from a
# foundation of their suit, by rank alone (its name says the suit), the object of the verb said
# right before it (uk "%(ranks)s{acc} з %(source)s{gen}", «з» after the rank's vowel): ranks:
# "queen", "queen and jack"; source: "foundation 2 (hearts)".
OFF_HOME_FIRST_ITEM: Final = pgettext(
    "cards of the suit of the foundation they come from, by rank, with that foundation, the first"
    " item of a list of moves to one place (as the object of a verb)",
    "the %(ranks)s from %(source)s",
)

# The items of a step of one shared place in a line said with verbs: each card is the verb's
# object (pl "dziesiątkę pik ze stosu odrzuconych, a na niej dziewiątkę z kolumny 9"; uk
# accusative; hu "-t"). The same placeholders as texts.FROM_ITEM and the rest.
# Translators: as "the 7 of clubs from column 8" in a list of moves to one place, the card the
# object of a verb (pl "%(card)s{acc} %(source)s{z+gen}"): card: "7 of clubs"; source: "column 8".
FROM_ITEM: Final = pgettext(
    "a card moved, with where it comes from, in a list of moves to one place (as the object of a"
    " verb)",
    "the %(card)s from %(source)s",
)
# Translators: as above, for cards of the suit just named, by rank, or of the suit of the
# foundation they all go to, whose name says it: ranks: "8", "8 and 9".
FROM_ITEM_RANKS: Final = pgettext(
    "cards of the suit just named, by rank, with where they come from, in a list of moves to one"
    " place (as the object of a verb)",
    "the %(ranks)s from %(source)s",
)
# Translators: as "the 7 of clubs from column 8", from a foundation: source: "foundation 2
# (hearts)".
FROM_FOUNDATION_ITEM: Final = pgettext(
    "a card moved from a foundation, in a list of moves to one place (as the object of a verb)",
    "the %(card)s from %(source)s",
)
# Translators: as above, by rank: cards of the suit just named, or of the suit of the foundation
# they come from, whose name says it: ranks: "queen", "queen and jack".
FROM_FOUNDATION_ITEM_RANKS: Final = pgettext(
    "cards of the suit just named, by rank, moved from a foundation, in a list of moves to one"
    " place (as the object of a verb)",
    "the %(ranks)s from %(source)s",
)
# Translators: as "the jack of clubs to column 7" in a list of moves from one place, the card the
# object of a verb: card: "jack of clubs", or by rank alone, "queen", when the place they all come
# from is a foundation, whose name says the suit (a card that goes to a foundation is by rank in
# the frames of its own); target: "column 7".
TO_ITEM: Final = pgettext(
    "a card moved, with where it goes, in a list of moves from one place (as the object of a verb)",
    "the %(card)s to %(target)s",
)
# Translators: as above, by rank: cards of the suit just named, or cards that go to a foundation
# (or come from one), whose name says the suit ("the 2 to foundation 8 (clubs)"): ranks: "king",
# "2 and 3".
TO_ITEM_RANKS: Final = pgettext(
    "cards of the suit just named, by rank, with where they go, in a list of moves from one"
    " place (as the object of a verb)",
    "the %(ranks)s to %(target)s",
)
# Translators: as the item above, but ranks starts with "the other queen" (its article
# included): write no article of your own before it.
FROM_ITEM_RANKS_AGAIN: Final = pgettext(
    "cards of the suit just named, by rank, the first the other card of a rank named before,"
    " with where they come from, in a list of moves to one place (as the object of a verb)",
    "%(ranks)s from %(source)s",
)
FROM_FOUNDATION_ITEM_RANKS_AGAIN: Final = pgettext(
    "cards of the suit just named, by rank, the first the other card of a rank named before,"
    " moved from a foundation, in a list of moves to one place (as the object of a verb)",
    "%(ranks)s from %(source)s",
)
TO_ITEM_RANKS_AGAIN: Final = pgettext(
    "cards of the suit just named, by rank, the first the other card of a rank named before,"
    " with where they go, in a list of moves from one place (as the object of a verb)",
    "%(ranks)s to %(target)s",
)
# The later items (the second, third …) of such a list, a card named in full: the verb stands
# once, before the first item, and each later item is a clause with the verb left out, which uk
# marks with a dash, as its items of cards by rank already do (the twenty-second review, uk D6;
# the twenty-first, uk D7: «переносить зі стопки 12 по черзі вісімку і сімку черв на стопку 6, а
# сімку треф — на висхідний фундамент треф»). The first item keeps the frame above, the verb right
# before it. A frame of its own, chosen by the item's place in the list (texts._items).
LATER_ITEM: Final = {
    # Translators: as "the 7 of clubs from column 8" in a list of moves to one place, for the
    # second, third … item, whose verb (said before the first item) is left out (uk
    # "%(card)s{acc} — %(source)s{z+gen}", the dash for the verb): card: "7 of clubs", or cards of
    # one run, "6 and 7 of diamonds"; source: "column 8".
    "from": pgettext(
        "a card moved, with where it comes from, a later item of a list of moves to one place,"
        " its verb left out (as the object of a verb)",
        "the %(card)s from %(source)s",
    ),
    # Translators: as above, for a card that comes from a foundation: source: "foundation 2
    # (hearts)".
    "from_foundation": pgettext(
        "a card moved from a foundation, a later item of a list of moves to one place, its verb"
        " left out (as the object of a verb)",
        "the %(card)s from %(source)s",
    ),
    # Translators: as "the jack of clubs to column 7" in a list of moves from one place, for the
    # second, third … item, whose verb (said before the first item) is left out (uk
    # "%(card)s{acc} — на %(target)s{acc}", the dash for the verb): card: "jack of clubs", or
    # cards of one run; target: "column 7" (a card that goes to a foundation is by rank, in
    # "cards of the suit just named, by rank, with where they go …", since the twenty-ninth review,
    # uk D2).
    "to": pgettext(
        "a card moved, with where it goes, a later item of a list of moves from one place, its"
        " verb left out (as the object of a verb)",
        "the %(card)s to %(target)s",
    ),
}
# Translators: the last item of such a list after a move of several cards (after "before the
# last of several moves, one of them a run"), the card the object of a verb: the same
# placeholders as the item named in the context (hu adds "pedig" after the cards). It is always
# a later item: the verb, said before the first item, is left out (uk marks it with a dash,
# "%(card)s{acc} — на %(target)s{acc}", as in "a later item of a list of moves").
LAST_AFTER_RUN: Final = {
    "from": pgettext(
        "the last item after a move of several cards: a card moved, with where it comes from, in a"
        " list of moves to one place (as the object of a verb)",
        "the %(card)s from %(source)s",
    ),
    "from_ranks": pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, with"
        " where they come from, in a list of moves to one place (as the object of a verb)",
        "the %(ranks)s from %(source)s",
    ),
    "from_foundation": pgettext(
        "the last item after a move of several cards: a card moved from a foundation, in a list of"
        " moves to one place (as the object of a verb)",
        "the %(card)s from %(source)s",
    ),
    "from_foundation_ranks": pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, moved"
        " from a foundation, in a list of moves to one place (as the object of a verb)",
        "the %(ranks)s from %(source)s",
    ),
    "to": pgettext(
        "the last item after a move of several cards: a card moved, with where it goes, in a list"
        " of moves from one place (as the object of a verb)",
        "the %(card)s to %(target)s",
    ),
    "to_ranks": pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, with"
        " where they go, in a list of moves from one place (as the object of a verb)",
        "the %(ranks)s to %(target)s",
    ),
    "from_ranks_again": pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, the"
        " first the other card of a rank named before, with where they come from, in a list of"
        " moves to one place (as the object of a verb)",
        "%(ranks)s from %(source)s",
    ),
    "from_foundation_ranks_again": pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, the"
        " first the other card of a rank named before, moved from a foundation, in a list of moves"
        " to one place (as the object of a verb)",
        "%(ranks)s from %(source)s",
    ),
    "to_ranks_again": pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, the"
        " first the other card of a rank named before, with where they go, in a list of moves from"
        " one place (as the object of a verb)",
        "%(ranks)s to %(target)s",
    ),
}

# The forced moves the game plays after a decision of a sequence: "Then the game plays the forced
# moves for you: the 4 of diamonds from pile 12, …" (pl "na bazę malejącą karo trafią kolejno
# czwórka karo ze stosu 12, trójka i dwójka ze stosu 15 …": the cards the subject of a verb,
# in the nominative, as the items of a list of moves to or from one place already are).
FORCED: Final = "forced"
FORCED_STEPS: Final = {
    # Translators: a forced move the game plays, the card the subject (pl "%(card)s trafi
    # %(source)s{z+gen} na %(target)s{acc}"): card: "4 of diamonds"; source, target: "pile 12",
    # "the down foundation of diamonds" (terms: ask for their forms).
    "move": pgettext(
        "a forced move the game plays, the card the subject: one card moved",
        "the %(card)s from %(source)s to %(target)s",
    ),
    # Translators: several cards with one source and one target (pl "na %(target)s{acc} trafią
    # kolejno %(listed)s %(source)s{z+gen}"): listed: "3 and 2 of diamonds".
    "run": pgettext(
        "forced moves the game plays, the cards the subject: several cards with one source and"
        " one target, one after another",
        "the %(listed)s from %(source)s to %(target)s, one after another",
    ),
    "run_later": pgettext(
        "a later step of forced moves that have already said one after another, the cards the"
        " subject: several cards with one source and one target",
        "the %(listed)s from %(source)s to %(target)s",
    ),
    # Translators: cards moved to one place (pl "na %(target)s{acc} trafią kolejno %(listed)s"):
    # listed: each card with its source, "the 4 of diamonds from pile 12, the 3 and 2 from pile
    # 15"; target: "the down foundation of diamonds".
    "gathered": pgettext(
        "forced moves the game plays, the cards the subject: cards moved to one place",
        "%(listed)s to %(target)s, one after another",
    ),
    # Translators: as above, in forced moves that have already said "one after another" (pl "na
    # %(target)s{acc} – %(listed)s", the verb said before).
    "gathered_later": pgettext(
        "a later step of forced moves that have already said one after another, the cards the"
        " subject: cards moved to one place",
        "%(listed)s, each to %(target)s",
    ),
    # Translators: cards moved from one place: listed: each card with its target; source:
    # "pile 3".
    "scattered": pgettext(
        "forced moves the game plays, the cards the subject: cards moved from one place",
        "%(listed)s, one after another from %(source)s",
    ),
    "scattered_later": pgettext(
        "a later step of forced moves that have already said one after another, the cards the"
        " subject: cards moved from one place",
        "%(listed)s, each from %(source)s",
    ),
    # Translators: a draw the game makes (Crescent has none today; pl "gra dobierze kartę").
    "draw": pgettext("a forced step the game plays: one draw", "a draw from the stock"),
    "redeal": pgettext("a forced step the game plays: a redeal", "a redeal"),
}
# Translators: several draws in a row the game makes; drawn: 2 or more (a term: ask for its
# form), digits above ten.
FORCED_DRAWS: Final = npgettext(
    "a forced step the game plays: several draws",
    "%(drawn)s draw from the stock",
    "%(drawn)s draws from the stock",
)
# The forced moves joined, each by its place (as GOAL_JOINED).
FORCED_JOINED: Final = {
    # Translators: first: the first, then: the second of two forced steps (pl "%(first)s, a
    # %(then)s": "…, a na bazę rosnącą trefl – czwórka trefl …").
    "then": pgettext("forced moves of two steps", "%(first)s, then %(then)s"),
    "first": pgettext("the first step of forced moves of three or more steps", "%(step)s"),
    "second": pgettext(
        "the second step of forced moves of three or more steps", "%(steps)s, %(step)s"
    ),
    "middle": pgettext(
        "the third step of forced moves of four or more steps, or the fifth, seventh … but not the"
        " last",
        "%(steps)s, %(step)s",
    ),
    "middle_again": pgettext(
        "the fourth step of forced moves of five or more steps, or the sixth, eighth … but not the"
        " last",
        "%(steps)s, %(step)s",
    ),
    "last": pgettext(
        "the last step of forced moves of three or more steps", "%(steps)s, and finally %(step)s"
    ),
}
