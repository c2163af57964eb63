"""A puzzle in words, for its page and the puzzle board: the name of its kind, band and themes,
the themes' hints, the question, and the answer with the proofs of the losing moves (the board
says the same question and proofs: engine/board/puzzle_texts.py has only the board's own words).

Every sentence is one gettext message with named placeholders; card and place names are the
catalog's terms, so each language names the case form its sentence needs (``%(source)s{del}``,
engine/grammar/forms.py).  The reasons of a "no" come from ``words`` (its last-card witness).
``t`` is any gettext translations object (NullTranslations: English).  Plain text out: the page
escapes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .. import registry
from ..cards import CARDS_PER_SUIT, rank_of, suit_of
from ..crescent import Crescent
from ..drawing.describe import Translations, card_name, card_term, place_term
from ..forty_thieves import FortyThieves
from ..game import Game
from ..grammar.forms import Term, fill, parse_forms
from ..grammar.joiners import joined
from ..grammar.numbers import number
from ..registry import ACTIONS
from ..solver.prove import FIXPOINT, LAST_CARD, LOCKED_CARD, SEARCH
from . import either, line_frames, runs, variants, words
from .counts import count, ordinal
from .explain import Witness, other_candidate
from .games import reasons, witness
from .goals import empty_columns
from .model import (
    CAN_WIN,
    CARD_HOME,
    FREE_COLUMN,
    ONLY_MOVE,
    SEQUENCE,
    WIN_FROM_HERE,
    Puzzle,
)
from .puzzle_kinds import GOAL, kind_of


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


# Translators: number: the puzzle's number on its page, 12; kind: the kind's name, "Only move".
TITLE: Final = N_("Puzzle %(number)d: %(kind)s")
# The band inside a sentence: one whole sentence per band, so each language agrees the word with
# its own noun for "difficulty" (pl "Poziom trudności: łatwy.") and writes it in lower case.
DIFFICULTY: Final = {
    "easy": N_("Difficulty: easy."),
    "medium": N_("Difficulty: medium."),
    "hard": N_("Difficulty: hard."),
}
# Translators: themes: the puzzle's themes in a sentence, lower case: "a tempting wrong move,
# the last card of a suit"; the plural follows the number of themes.
THEMES: Final = ngettext("Theme: %(themes)s.", "Themes: %(themes)s.")
SOLVE: Final = N_("Solve on the board")
ANSWER: Final = N_("Answer and explanation")
# A link to one puzzle in the theme lists, with its band (lower case, agreeing with "puzzle").
# Translators: number: the puzzle's number, 12.
LINK_TEXT: Final = {
    "easy": N_("Puzzle %(number)s (easy)"),
    "medium": N_("Puzzle %(number)s (medium)"),
    "hard": N_("Puzzle %(number)s (hard)"),
}
KIND_NAMES: Final = {
    ONLY_MOVE: N_("Only move"),
    SEQUENCE: N_("Sequence"),
    WIN_FROM_HERE: N_("Win from here"),
    CAN_WIN: N_("Can this be won?"),
    FREE_COLUMN: N_("Empty a column"),
    CARD_HOME: N_("Get a card home"),
}
# A message about a line of play in a game that counts actions (a move or a draw: Forty Thieves,
# GameInfo.counted_in) has this context, so a language names the game's own unit where the plain
# message names moves (the fourteenth review, pl 2.2.1: "ciągiem ruchów" beside "Program wygrywa
# w 39 czynnościach"). English says "line" for both. The context is written out in every
# pgettext call, because extraction reads only literals (test_structures_fourteen checks it).
IN_ACTIONS: Final = "a game whose lines count actions: moves and draws from the stock"
# What a kind's page says its answers show.
ANSWER_INTROS: Final = {
    ONLY_MOVE: N_(
        "Open a puzzle's answer when you are ready: it names the move and shows why every other"
        " move loses."
    ),
    SEQUENCE: N_(
        "Open a puzzle's answer when you are ready: it names each move and shows why the other"
        " moves lose."
    ),
    WIN_FROM_HERE: N_(
        "Open a puzzle's answer when you are ready: it gives a winning line and shows why the"
        " tempting move loses."
    ),
    CAN_WIN: N_(
        "Open a puzzle's answer when you are ready: it says whether the game can be won, and why."
    ),
    FREE_COLUMN: N_(
        "Open a puzzle's answer when you are ready: it gives a shortest line to the goal and shows"
        " that no shorter line exists."
    ),
    CARD_HOME: N_(
        "Open a puzzle's answer when you are ready: it gives a shortest line to the goal and shows"
        " that no shorter line exists."
    ),
}
ANSWER_INTROS_IN_ACTIONS: Final = {
    WIN_FROM_HERE: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Open a puzzle's answer when you are ready: it gives a winning line and shows why the"
        " tempting move loses.",
    ),
}


def in_unit(
    t: Translations, message: str, in_actions: dict[str, tuple[str, str]], key: str, counted_in: str
) -> str:
    """``message``, or its form for a game counted in actions (``in_actions[key]``) when the
    game is (``counted_in``, GameInfo.counted_in)."""
    if counted_in == ACTIONS and key in in_actions:
        return t.pgettext(*in_actions[key])
    return t.gettext(message)


def answer_intro(t: Translations, kind: str, counted_in: str) -> str:
    """What a kind's page says its answers show, in the unit its game counts."""
    return in_unit(t, ANSWER_INTROS[kind], ANSWER_INTROS_IN_ACTIONS, kind, counted_in)


# One sentence per kind: what the index says a kind of puzzle asks.
KIND_INTROS: Final = {
    ONLY_MOVE: N_("Every move but one loses: find the one that keeps the game winnable."),
    SEQUENCE: N_(
        "Several decisions in a row, each with only one move that keeps the game winnable."
    ),
    WIN_FROM_HERE: N_("A position that can be won, where the obvious move loses: win the game."),
    CAN_WIN: N_("Decide whether the position can still be won, and say why."),
    # One text for every free-column puzzle, with an empty column at the start or none (the
    # twenty-fourth review, hu D2, uk D1): it says the goal as a count, true for both.
    FREE_COLUMN: N_(
        "Empty a column within the moves given, leaving one more empty column than the position"
        " had at the start."
    ),
    CARD_HOME: N_("Put the card a foundation needs next on it within the moves given."),
}
# A goal kind's intro in a game that counts actions (IN_ACTIONS): its count takes draws too, and
# says so (the seventeenth review, hu D3/S3: the hub defines "lépés" as a card moved and
# "művelet" as a move or a draw, so a count that takes draws is of műveletek).
KIND_INTROS_IN_ACTIONS: Final = {
    FREE_COLUMN: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Empty a column within the moves given, leaving one more empty column than the position"
        " had at the start; drawing a card counts as a move.",
    ),
    CARD_HOME: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Put the card a foundation needs next on it within the moves given; drawing a card"
        " counts as a move.",
    ),
}


def kind_intro(t: Translations, kind: str, counted_in: str) -> str:
    """What the index says a kind of puzzle asks, in the unit its game counts."""
    return in_unit(t, KIND_INTROS[kind], KIND_INTROS_IN_ACTIONS, kind, counted_in)


# A band as the label of its group of puzzles ("Easy: 55 puzzles", the statistics' columns): a
# group, so uk and pl say it in the plural («Легкі», «Łatwe»), unlike one puzzle's band.
BAND_NAMES: Final = {
    "easy": pgettext("a group of puzzles", "Easy"),
    "medium": pgettext("a group of puzzles", "Medium"),
    "hard": pgettext("a group of puzzles", "Hard"),
}
THEME_NAMES: Final = {
    "wrap": N_("Ace on king and king on ace"),
    "foundation-slide": N_("Cards moved between foundations"),
    "redeal": N_("Redeal"),
    "empties-pile": N_("Emptying a pile"),
    "empties-column": N_("Emptying a column"),
    "to-foundation": N_("Playing to a foundation"),
    "build": N_("Building on the piles"),
    "to-empty-column": N_("Filling an empty column"),
    "from-waste": N_("Playing from the waste"),
    "from-foundation": N_("Taking a card back from a foundation"),
    "tempting-wrong-move": N_("A tempting wrong move"),
    "stock-order-shown": N_("Stock order shown"),
    "last-card": N_("The last card of a suit"),
    "search": N_("Lost after a full search"),
}
# A game's own name for a theme where its places differ (Forty Thieves has columns, not piles).
GAME_THEME_NAMES: Final = {
    "forty_thieves": {"build": N_("Building on the columns")},
}
# The themes inside a sentence ("Themes: a tempting wrong move."): lower case where a language
# capitalises only a heading.
THEME_INLINE: Final = {
    "wrap": pgettext("theme in a sentence", "ace on king and king on ace"),
    "foundation-slide": pgettext("theme in a sentence", "cards moved between foundations"),
    "redeal": pgettext("theme in a sentence", "redeal"),
    "empties-pile": pgettext("theme in a sentence", "emptying a pile"),
    "empties-column": pgettext("theme in a sentence", "emptying a column"),
    "to-foundation": pgettext("theme in a sentence", "playing to a foundation"),
    "build": pgettext("theme in a sentence", "building on the piles"),
    "to-empty-column": pgettext("theme in a sentence", "filling an empty column"),
    "from-waste": pgettext("theme in a sentence", "playing from the waste"),
    "from-foundation": pgettext("theme in a sentence", "taking a card back from a foundation"),
    "tempting-wrong-move": pgettext("theme in a sentence", "a tempting wrong move"),
    "stock-order-shown": pgettext("theme in a sentence", "stock order shown"),
    "last-card": pgettext("theme in a sentence", "the last card of a suit"),
    "search": pgettext("theme in a sentence", "lost after a full search"),
}
GAME_THEME_INLINE: Final = {
    "forty_thieves": {"build": pgettext("theme in a sentence", "building on the columns")},
}


def _game_key(game: str) -> str:
    """A game's name as the engine writes it ("forty_thieves") from a page slug too."""
    return game.replace("-", "_")


def theme_name(game: str, theme: str) -> str:
    """The msgid naming ``theme`` as a heading, in ``game``'s own words (slug or engine name)."""
    return GAME_THEME_NAMES.get(_game_key(game), {}).get(theme, THEME_NAMES[theme])


def themes_listed(t: Translations, game: str, themes: list[str]) -> str:
    """``themes`` named inside a sentence, in ``game``'s words, joined by the list separator."""
    names = [GAME_THEME_INLINE.get(_game_key(game), {}).get(x, THEME_INLINE[x]) for x in themes]
    return t.gettext(words.LIST_SEPARATOR).join(t.pgettext(*n) for n in names)


# One theme or several: the plural agrees with the count (the eighth review, uk: «теми» before
# one theme). Translators: themes: theme names in a sentence, lower case, "filling an empty
# column, playing from the waste".
TOLD_THEMES: Final = ngettext(
    "The answers of the “Can this be won?” puzzles also name a theme: %(themes)s. It is not"
    " listed here, because it would give the answer away.",
    "The answers of the “Can this be won?” puzzles also name their themes: %(themes)s. They are"
    " not listed here, because a theme would give the answer away.",
)


def told_sentence(t: Translations, game: str, themes: list[str]) -> str:
    """The sentence naming the themes only the "can it be won?" answers tell."""
    message = t.ngettext(*TOLD_THEMES, len(themes))
    return message % {"themes": themes_listed(t, game, themes)}


def told_themes(p: Puzzle) -> list[str]:
    """The themes a page names for ``p``: all of them, but a tempting wrong move only where the
    answer shows it; a "can it be won?" answer shows only its winning line, so naming that theme
    promised a move the reader never sees (the sixth review)."""
    return [x for x in p.themes if x != "tempting-wrong-move" or p.kind != CAN_WIN]


def theme_in_sentence(t: Translations, game: str, themes: list[str]) -> str:
    """The sentence naming the puzzle's themes in ``game``'s words: "Themes: …, …."."""
    listed = themes_listed(t, game, themes)
    return t.ngettext(*THEMES, len(themes)) % {"themes": listed}


# The answer's own themes, said at the end of every answer by one label, whether or not the meta
# line above has named the position's themes (the eighth review, uk and pl: the stock's order said
# twice; the tenth, pl: "Temat:" on one answer and "Temat odpowiedzi:" on the next read as random).
# Translators: themes: theme names in a sentence, lower case, "a tempting wrong move".
ANSWER_THEMES: Final = ngettext(
    "The answer's theme: %(themes)s.", "The answer's themes: %(themes)s."
)


def answer_themes(t: Translations, game: str, themes: list[str]) -> str:
    """The sentence at the end of an answer naming the answer's own themes."""
    listed = themes_listed(t, game, themes)
    return t.ngettext(*ANSWER_THEMES, len(themes)) % {"themes": listed}


# The puzzle board's first hint: the answer's themes, one sentence each.
THEME_HINTS: Final = {
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
QUESTIONS: Final = {
    ONLY_MOVE: N_("Find the only move that keeps the game winnable."),
    WIN_FROM_HERE: N_("This position can be won. Win it: any winning line counts."),
    CAN_WIN: N_("Can this position be won?"),
}
QUESTIONS_IN_ACTIONS: Final = {
    WIN_FROM_HERE: pgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "This position can be won. Win it: any winning line counts.",
    ),
}
# The win-from-here prompt in four wordings, a puzzle saying the one its id picks (variants.py;
# the thirtieth review, pl §4 item 3: "Tę partię da się wygrać. Doprowadź ją do wygranej – liczy
# się każdy wygrywający ciąg czynności." 229 times, once a puzzle on every win-from-here page).
# The page's intro says only "win the game", so every wording still says that any winning line
# counts. The fourth says what the position itself holds beside it: the redeals (the sentence it
# replaces: NO_REDEAL_LEFT, redeals_left) or the stock's count (where the stock's cards are not
# listed next: there the second and third take turns).
# Translators: another wording of "This position can be won. Win it: any winning line counts.",
# two whole natural sentences saying exactly the same: the game can be won from this position,
# and any line of moves that wins it is a right answer (Crescent: a line of moves).
WIN_FROM_HERE_AGAIN: Final = pgettext(
    "a win-from-here puzzle's prompt",
    "A win is possible from here. Find one: any winning line will do.",
)
# Translators: as "A win is possible from here. Find one: any winning line will do.", in a game
# whose lines count actions, moves and draws from the stock (Forty Thieves: hu "műveletsor", pl
# "ciąg czynności").
WIN_FROM_HERE_AGAIN_IN_ACTIONS: Final = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "A win is possible from here. Find one: any winning line will do.",
)
# Translators: a third wording of "This position can be won. Win it: any winning line counts.",
# two whole natural sentences saying exactly the same (Crescent: a line of moves).
WIN_FROM_HERE_THIRD: Final = pgettext(
    "a win-from-here puzzle's prompt",
    "This game can still be won from here. Any line that wins it is a right answer.",
)
# Translators: as "This game can still be won from here. Any line that wins it is a right
# answer.", in a game whose lines count actions, moves and draws from the stock (Forty Thieves).
WIN_FROM_HERE_THIRD_IN_ACTIONS: Final = pgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "This game can still be won from here. Any line that wins it is a right answer.",
)
# The fourth wording, by what the position holds. Each is said instead of the question and the
# sentence on the redeals left (Crescent), or before the rest of the question (Forty Thieves).
# Translators: the prompt of a "win from here" puzzle, said instead of "This position can be won.
# Win it: any winning line counts. No redeal is left.": the redeals of this play are used up
# (the game allows them), and the game can still be won from here, by any winning line.
WIN_NO_REDEAL_LEFT: Final = pgettext(
    "a win-from-here puzzle's prompt",
    "With no redeal left, this position can still be won: win it any way you like.",
)
# Translators: as "With no redeal left, this position can still be won: win it any way you
# like.", where the deal is played without redeals at all (none was ever allowed, so none was
# used up).
WIN_WITHOUT_REDEALS: Final = pgettext(
    "a win-from-here puzzle's prompt",
    "This game is played without redeals, and this position can be won: win it any way you like.",
)
# Translators: as "With no redeal left, …", where one, two or three redeals are left for the
# player to use (said instead of "You have one redeal left.").
WIN_REDEALS_LEFT: Final = {
    1: pgettext(
        "a win-from-here puzzle's prompt",
        "With one redeal left, this position can be won: win it any way you like.",
    ),
    # Translators: as "With one redeal left, …", with two redeals left.
    2: pgettext(
        "a win-from-here puzzle's prompt",
        "With two redeals left, this position can be won: win it any way you like.",
    ),
    # Translators: as "With one redeal left, …", with three redeals left.
    3: pgettext(
        "a win-from-here puzzle's prompt",
        "With three redeals left, this position can be won: win it any way you like.",
    ),
}
# Translators: the prompt of a "win from here" puzzle of Forty Thieves, whose stock is empty (the
# figure's description says "Stock: empty"): the game can still be won, by any winning line.
WIN_STOCK_EMPTY: Final = pgettext(
    "a win-from-here puzzle's prompt",
    "With the stock empty, this position can still be won: win it any way you like.",
)
# Translators: as "With the stock empty, …", with one card left in the stock.
WIN_STOCK_ONE: Final = pgettext(
    "a win-from-here puzzle's prompt",
    "With one card left in the stock, this position can be won: win it any way you like.",
)
# Translators: as "With the stock empty, …", with cards left in the stock: in_stock: how many, 2
# to 64, a word up to ten (a term: ask for its form, uk %(in_stock)s{nom.f}), digits above. The
# plural follows the count.
WIN_STOCK_LEFT: Final = npgettext(
    "a win-from-here puzzle's prompt",
    "With %(in_stock)s card left in the stock, this position can be won: win it any way you like.",
    "With %(in_stock)s cards left in the stock, this position can be won: win it any way you like.",
)
# The wordings a win-from-here puzzle's id picks from: the question, its two other wordings, or
# the one that says what the position holds (OWN_WORDING; where the position has no words of its
# own, the second or the third, as the id picks them).
OWN_WORDING: Final = "own"
WIN_PROMPTS: Final = (
    QUESTIONS[WIN_FROM_HERE],
    WIN_FROM_HERE_AGAIN[1],
    WIN_FROM_HERE_THIRD[1],
    OWN_WORDING,
)
# (game counts actions) -> the second and third wordings
WIN_PROMPTS_AGAIN: Final = {
    False: (WIN_FROM_HERE_AGAIN, WIN_FROM_HERE_THIRD),
    True: (WIN_FROM_HERE_AGAIN_IN_ACTIONS, WIN_FROM_HERE_THIRD_IN_ACTIONS),
}
# A can-win puzzle on a deal at its start asks about the deal: no move has made a "position" of it
# yet (the twelfth review, pl: "Czy to rozdanie da się wygrać?" for a starting layout).
CAN_WIN_DEAL: Final = pgettext(
    "a puzzle's question, on a deal at its start", "Can this deal be won?"
)
# The last-card rule as a page states it once above its answers (words.RULE_STATED).
RULE_STATED: Final = words.RULE_STATED
NO_REDEAL_LEFT: Final = {
    words.NONE_LEFT: N_("No redeal is left."),
    words.NONE_IN_GAME: N_("This game is played without redeals."),
}
# The stock's cards in the order they are drawn, with their count; one card has its own sentence
# (the sixteenth review, uk D4: "the stock, from the card you draw next" before a single card).
# Translators: card: "6 of clubs", the one card in the stock.
STOCK_ONE: Final = N_("One card is left in the stock: the %(card)s.")
# Translators: in_stock: how many cards the stock holds, 2 to 64, a word up to ten (a term: ask
# for its form, uk %(in_stock)s{nom.f}); stock_cards: their names, from the one drawn next, "6 of
# clubs, queen of hearts". The plural follows the count.
STOCK_ORDER: Final = ngettext(
    "The %(in_stock)s card in the stock, from the one you draw next: %(stock_cards)s.",
    "The %(in_stock)s cards in the stock, from the one you draw next: %(stock_cards)s.",
)
MOVE: Final = N_("the %(card)s from %(source)s to %(target)s")
# Moves in a row with the same source and target: one step, the cards listed (the suit named once
# when they share it), not each card with its source and target again (the twelfth review, hu
# Pattern A: "the 6 of diamonds from column 2 to foundation 3, the 7 of diamonds from column 2 to
# foundation 3, …").
# Translators: listed: "6, 7, 8 and 9 of diamonds", two cards or more, in the order they move.
RUN: Final = N_("the %(listed)s from %(source)s to %(target)s, one after another")
# A line of several steps says "one after another" once, in the first step that needs it; a later
# step of the same line leaves it out, since the line already says the order (the eighteenth
# review, pl D3: "kolejno … a potem … kolejno" in 68 sentences; uk S2; hu S1).
# Translators: as "the 6, 7 and 8 of diamonds from column 2 to foundation 3, one after another",
# in a line that has already said "one after another" in an earlier step ("the 9 and 8 of clubs
# from column 4 to column 1, one after another, then the 6 and 7 of diamonds from column 2 to
# foundation 3"): the cards still move one by one, in the order listed. listed: "6, 7 and 8 of
# diamonds"; source, target: "column 2", "foundation 3 (diamonds)" (terms: ask for their forms).
RUN_LATER: Final = pgettext(
    "a later step of a line that has already said one after another: several cards with one"
    " source and one target",
    "the %(listed)s from %(source)s to %(target)s",
)
# A draw is a step among moves, said like them: a noun phrase of what goes where, not an action's
# name among cards that move (the fourteenth review, hu R2: "3 lap húzása a húzópakliból, a pikk
# 10-es a dobópakliból a 3. oszlopra" → "három húzás a húzópakliból, …"; uk P1: «нова карта з
# колоди» → «карта з колоди на скид»).
# Moves in a row to one target from different sources: one step that names the target once, each
# card with its source (the seventeenth review, hu D5: "a treff 7-es a 8. oszlopról a 8. (treff)
# alapsorra, aztán a treff 8-as a 7. oszlopról a 8. (treff) alapsorra, majd …"; uk P3); the cards
# after the first named by rank where they are of the suit just named (engine/puzzles/runs.py).
# Translators: listed: each card (or run of cards) with its source, listed, "the 7 of clubs from
# column 8, the 8 from column 7 and the 9 from column 4"; target: where they all go, "foundation 8
# (clubs)" (a term: ask for its form). A noun phrase, like a single move ("the 7 of clubs from
# column 8 to foundation 8").
GATHERED: Final = N_("%(listed)s to %(target)s, one after another")
# Translators: as "the 7 of clubs from column 8 and the 8 from column 7 to foundation 8, one after
# another", in a line that has already said "one after another" in an earlier step ("…, then the 4
# of diamonds from column 4 and the 5 from column 10, each to foundation 3 (diamonds)"; pl "…,
# następnie na bazę 3 (karo) czwórka karo z kolumny 4 i piątka z kolumny 10", no second
# "kolejno"). listed, target as there.
GATHERED_LATER: Final = pgettext(
    "a later step of a line that has already said one after another: cards moved to one place",
    "%(listed)s, each to %(target)s",
)
# Translators: one item of a list of moves to one place ("the 7 of clubs from column 8, …, to
# foundation 8, one after another"): card: "7 of clubs", or cards of one run, "6 and 7 of
# diamonds"; source: where it comes from, "column 8" (terms: ask for their forms).
FROM_ITEM: Final = pgettext(
    "a card moved, with where it comes from, in a list of moves to one place",
    "the %(card)s from %(source)s",
)
# Translators: as "the 7 of clubs from column 8", for a card of the suit just named in the list,
# named by its rank: ranks: "8", or "8 and 9" (terms of "a rank in a list of cards of one suit":
# ask for their forms); source: "column 7".
FROM_ITEM_RANKS: Final = pgettext(
    "cards of the suit just named, by rank, with where they come from, in a list of moves to one"
    " place",
    "the %(ranks)s from %(source)s",
)
# The same items for a card that comes from a foundation: a Forty Thieves foundation's name holds a
# parenthesis ("foundation 2 (hearts)"), which hu's item puts in another ("a kőr dáma (2. (kőr)
# alapsor)").
# Translators: as "the 7 of clubs from column 8" in a list of moves to one place, for a card that
# comes from a foundation: card: "queen of hearts", or "queen and jack of hearts", or in the forced
# moves by rank alone, "queen", since the foundation's name says the suit; source: "foundation 2
# (hearts)" (a term: ask for its form).
FROM_FOUNDATION_ITEM: Final = pgettext(
    "a card moved from a foundation, in a list of moves to one place",
    "the %(card)s from %(source)s",
)
# Translators: as "the 8 from column 7" in a list of moves to one place, for a card of the suit
# just named that comes from a foundation, or of the suit that foundation's name says (a later
# item of a line said with verbs or of the forced moves: "the 5 from pile 12 and the 4 from the
# up foundation of clubs to the down foundation of clubs"): ranks: "queen", or "queen and jack";
# source: "foundation 2 (hearts)" (terms: ask for their forms).
FROM_FOUNDATION_ITEM_RANKS: Final = pgettext(
    "cards of the suit just named, by rank, moved from a foundation, in a list of moves to one"
    " place",
    "the %(ranks)s from %(source)s",
)
# Since round 19 (hu D6) English puts a comma before it, so that the groups' "and" and the cards'
# do not run together ("the 4 of spades to the down foundation of spades, and the ace and 2 to
# column 8").
# Translators: between the last two items of a list of moves to (or from) one place when an item
# moves several cards and so has its own "and": "the 2 of clubs from the waste, and the 3 and 4
# from column 9" (uk ", а ": «двійка треф зі скиду, а трійка і четвірка зі стовпця 9»; hu ", ",
# with "pedig" in the last item's own frame, "the last item after a move of several cards").
RUNS_LAST_SEPARATOR: Final = pgettext(
    "before the last of several moves, one of them a run", ", and "
)
# Moves in a row from one source to different targets: one step that names the source once (the
# seventeenth review, pl P6: "dama kier ze stosu odrzuconych na bazę 6 (kier), walet trefl ze
# stosu odrzuconych na kolumnę 7, …").
# Translators: listed: each card (or run of cards) with its target, listed, "the queen of hearts
# to foundation 6 (hearts) and the jack of clubs to column 7"; source: where they all come from,
# "the waste" (a term: ask for its form). A noun phrase, like a single move.
SCATTERED: Final = N_("%(listed)s, one after another from %(source)s")
# Translators: as "the queen of hearts to foundation 6 (hearts) and the jack of clubs to column 7,
# one after another from the waste", in a line that has already said "one after another" in an
# earlier step ("…, then the queen of hearts to foundation 6 (hearts) and the jack of clubs to
# column 7, each from the waste"). listed, source as there.
SCATTERED_LATER: Final = pgettext(
    "a later step of a line that has already said one after another: cards moved from one place",
    "%(listed)s, each from %(source)s",
)
# Translators: one item of a list of moves from one place ("the queen of hearts to foundation 6
# (hearts), …, one after another from the waste"): card: "queen of hearts", or cards of one run;
# in the forced moves from a foundation, by rank alone, "queen", since the source's name says the
# suit; target: where it goes, "foundation 6 (hearts)" (terms: ask for their forms).
TO_ITEM: Final = pgettext(
    "a card moved, with where it goes, in a list of moves from one place",
    "the %(card)s to %(target)s",
)
# Translators: as "the queen of hearts to foundation 6", for a card of the suit just named in the
# list, named by its rank, or, in a later item of a line said with verbs or of the forced moves,
# a card that goes to a foundation (or comes from one), whose name says the suit ("the jack of
# clubs to column 7 and the 2 to foundation 8 (clubs)"): ranks: "king", or "king and jack" (terms
# of "a rank in a list of cards of one suit": ask for their forms); target: "column 7",
# "foundation 8 (clubs)".
TO_ITEM_RANKS: Final = pgettext(
    "cards of the suit just named, by rank, with where they go, in a list of moves from one place",
    "the %(ranks)s to %(target)s",
)
# The same by-rank items when their first card is the second card of a rank named before in the
# list: that rank's term brings its own article ("the other queen", hu "a másik dáma"), which
# the frames above add again ("the the other queen", hu "az a másik dáma": the eighteenth
# review, hu D3).
# Translators: as the item above it, but ranks starts with "the other queen" (its article
# included): write no article of your own before it.
RANKS_AGAIN: Final = {
    FROM_ITEM_RANKS: pgettext(
        "cards of the suit just named, by rank, the first the other card of a rank named before,"
        " with where they come from, in a list of moves to one place",
        "%(ranks)s from %(source)s",
    ),
    FROM_FOUNDATION_ITEM_RANKS: pgettext(
        "cards of the suit just named, by rank, the first the other card of a rank named before,"
        " moved from a foundation, in a list of moves to one place",
        "%(ranks)s from %(source)s",
    ),
    TO_ITEM_RANKS: pgettext(
        "cards of the suit just named, by rank, the first the other card of a rank named before,"
        " with where they go, in a list of moves from one place",
        "%(ranks)s to %(target)s",
    ),
}
# The last item of a list of moves to (or from) one place in which an item moves several cards,
# after RUNS_LAST_SEPARATOR: a frame of its own, so a language can mark the second group as a new
# subject (round 19, hu D6: "a pikk 4-es a lefelé épülő pikk alapsorra és az ász és 2-es a 8.
# oszlopra", two "és" in a row; hu ", az ász és a 2-es pedig a 8. oszlopra", "pedig" after the
# cards, which no separator between the items can say).
# Translators: as the item frame named in the context, for the last item of such a list, after
# "before the last of several moves, one of them a run" (hu ", "): the same placeholders; hu adds
# "pedig" after the cards ("%(ranks)s{def} pedig a(z) %(target)s{sub}"); a language whose
# separator already contrasts the items (uk ", а ") writes the frame as it is.
LAST_AFTER_RUN: Final = {
    FROM_ITEM: pgettext(
        "the last item after a move of several cards: a card moved, with where it comes from, in a"
        " list of moves to one place",
        "the %(card)s from %(source)s",
    ),
    FROM_ITEM_RANKS: pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, with"
        " where they come from, in a list of moves to one place",
        "the %(ranks)s from %(source)s",
    ),
    FROM_FOUNDATION_ITEM: pgettext(
        "the last item after a move of several cards: a card moved from a foundation, in a list of"
        " moves to one place",
        "the %(card)s from %(source)s",
    ),
    FROM_FOUNDATION_ITEM_RANKS: pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, moved"
        " from a foundation, in a list of moves to one place",
        "the %(ranks)s from %(source)s",
    ),
    TO_ITEM: pgettext(
        "the last item after a move of several cards: a card moved, with where it goes, in a list"
        " of moves from one place",
        "the %(card)s to %(target)s",
    ),
    TO_ITEM_RANKS: pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, with"
        " where they go, in a list of moves from one place",
        "the %(ranks)s to %(target)s",
    ),
    RANKS_AGAIN[FROM_ITEM_RANKS]: pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, the"
        " first the other card of a rank named before, with where they come from, in a list of"
        " moves to one place",
        "%(ranks)s from %(source)s",
    ),
    RANKS_AGAIN[FROM_FOUNDATION_ITEM_RANKS]: pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, the"
        " first the other card of a rank named before, moved from a foundation, in a list of moves"
        " to one place",
        "%(ranks)s from %(source)s",
    ),
    RANKS_AGAIN[TO_ITEM_RANKS]: pgettext(
        "the last item after a move of several cards: cards of the suit just named, by rank, the"
        " first the other card of a rank named before, with where they go, in a list of moves from"
        " one place",
        "%(ranks)s to %(target)s",
    ),
}
DRAW: Final = N_("a draw from the stock")
REDEAL: Final = N_("a redeal")
THEN: Final = N_("%(first)s, then %(then)s")
ONLY_ANSWER: Final = N_("The only move that keeps the game winnable: %(move)s.")
# It opens every answer of an only-move page: a second wording (variants.py: a puzzle says one,
# by its id; issue 30).
# Translators: another wording of "The only move that keeps the game winnable: the 7 of hearts
# from pile 3 to pile 1.", a whole natural sentence saying exactly the same; move as there.
ONLY_ANSWER_AGAIN: Final = N_("Only one move keeps the game winnable: %(move)s.")
OTHERS_LOSE: Final = N_("Every other move loses:")
# Only one other move was possible: a heading of its own, not "every other move".
OTHER_LOSES: Final = N_("The other possible move loses:")
# A losing move that rests on the same proof as one refuted before it in the answer (the same
# suit's last card, the same locked card): the proof is said once, and this sentence names the
# move it was said for (the tenth review: "as above" pointed at nothing, and the whole last-card
# proof was said again for every move that closes the same suit).
# Translators: move: a losing move, "the ace of diamonds from pile 7 to pile 16"; earlier: the
# move refuted before it in the same list, "the ace of diamonds from pile 7 to pile 12".
SAME_REASON_AS: Final = N_("%(move)s: this loses for the same reason as %(earlier)s.")
# The same, for a move refuted at an earlier decision of a sequence (the tenth review, hu C3: "a
# move refuted at an earlier step" named neither the move nor the step). Since round 17 (pl D1, hu
# P4) the number is the decision's, as the answer's own labels ("Decision 2 — the right move: …")
# and the puzzle's question ("three decisions in a row") count them: the forced moves in between
# are no decisions, and a list's numbers are not read out by a text reader.
# Translators: move: a losing move, "the king of clubs from pile 3 to pile 5"; earlier: the
# losing move refuted at that earlier decision, "the king of clubs from pile 3 to pile 9";
# decision: that decision's number, 2, as the label of its paragraph says it: digits or an
# ordinal word in the form the sentence needs (uk «перед %(decision)s{ord.ins.m} правильним
# ходом»: «перед другим …»; pl "przy %(decision)s{ord.loc.f} decyzji": "przy drugiej decyzji").
SAME_REASON_AT_DECISION: Final = N_(
    "%(move)s: this loses for the same reason as %(earlier)s at decision %(decision)s."
)
# The same move refuted again at a later decision, for the same reason: named by its decision.
# Translators: move: "the ace of diamonds from pile 7 to pile 6"; decision: the earlier
# decision's number, 1, as its paragraph's label says it.
SAME_MOVE_AT_DECISION: Final = N_(
    "%(move)s: this loses for the same reason as at decision %(decision)s."
)
# The earlier move is the item right above: named as such, not said again (the twelfth review,
# hu Pattern C, pl top 1: the bracketed move repeated the line just above it).
# Translators: move: a losing move, "the ace of spades from pile 15 to pile 12"; "the move above"
# is the item right above it in the same list of losing moves.
SAME_REASON_ABOVE: Final = N_("%(move)s: this loses for the same reason as the move above.")
# Several losing moves in a row that rest on the same proof: one item, not one each (the twelfth
# review, uk R2 and top 10). Translators: losing: two or more losing moves, listed, "the ace of
# spades from pile 15 to pile 12 and the ace of spades from pile 15 to pile 3"; "the move above"
# is the item right above them.
SAME_REASONS_ABOVE: Final = N_(
    "%(losing)s: these moves lose for the same reason as the move above."
)
# Translators: losing: as above, two or more moves; earlier: the move refuted before them in the
# same list, further up, "the ace of diamonds from pile 7 to pile 12".
SAME_REASONS_AS: Final = N_("%(losing)s: these moves lose for the same reason as %(earlier)s.")
# Translators: losing: as above; earlier: the losing move refuted at an earlier decision, "the
# king of clubs from pile 3 to pile 9"; decision: that decision's number, 2, as its label says it.
SAME_REASONS_AT_DECISION: Final = N_(
    "%(losing)s: these moves lose for the same reason as %(earlier)s at decision %(decision)s."
)
# Several moves in a row refuted again, one of them at an earlier decision, for that reason.
# Translators: losing: as above; decision: the earlier decision's number, 1, as its label says it.
SAME_MOVES_AT_DECISION: Final = N_(
    "%(losing)s: these moves lose for the same reason as at decision %(decision)s."
)
# A losing move that stays possible at the next decisions and loses there each time for the same
# reason (the same move, the same proof): said once, after its item at the first decision where it
# is refuted, with the last decision where it is still refuted; the later decisions do not list it
# again (round 18, uk D1/S1: puzzle 241 refuted the ace of spades from pile 2 four times, after
# decisions 2, 3, 4 and 5).
# Translators: a whole sentence after the item of one losing move ("this losing move" is the move
# of that item); until: the number of the last decision where it is still possible and still loses
# for the same reason, 5, as that decision's label says it, in digits or as an ordinal word in the
# form the sentence needs (uk «до %(until)s{ord.gen.m} правильного ходу включно»: «до п’ятого …»).
STILL_LOSES_UNTIL: Final = N_(
    "This losing move stays possible after this decision: up to and including decision"
    " %(until)s, it loses each time for the same reason."
)
# A losing move that stays possible at the next decisions and loses there each time by a search of
# the positions it leaves (their number changes: its reason is never word for word the same): said
# once, as its item at the first decision where it is refuted, with the number of positions after
# it at each decision up to the last where it is still refuted; the later decisions do not list it
# again (round 20, uk S3: puzzle 248 listed the king of spades from pile 16 six times).
# Translators: a whole item of the list of losing moves. until: the number of the last decision
# where the move is still possible and still loses, 6, as that decision's label says it, in digits
# or as an ordinal word in the form the sentence needs (uk «До %(until)s{ord.gen.m} правильного
# ходу включно»); move: the move, "the king of spades from pile 16 to the up foundation of
# spades"; counts: the number of positions that can still be reached after it at each decision,
# from the first to the last, listed in the locale's format: "17, 16, 15, 14, 13 and 12". The
# plural form follows the largest number (the singular only when every number is 1).
SEARCH_LOSES_UNTIL: Final = ngettext(
    "Up to and including decision %(until)s, the same move loses each time, %(move)s: after this"
    " move, %(counts)s position respectively can still be reached, and the game cannot be won from"
    " it.",
    "Up to and including decision %(until)s, the same move loses each time, %(move)s: after this"
    " move, %(counts)s positions respectively can still be reached, and the game cannot be won"
    " from any of them.",
)
# Translators: the last number of a list of numbers joined to the ones before ("17, 16, 15 and
# 12"); preceding: the numbers before it, listed; final: the last number. A term with forms by the
# letters either side, as the last card of a list (a number in digits is no letter: it takes the
# frame as it stands).
NUMBERS_LAST_SEPARATOR: Final = pgettext(
    "before the last number of a list", "%(preceding)s and %(final)s"
)
# The heading over a later decision's losing moves when the move said to stay possible (above)
# is one of them: it is not listed again, and the heading counts only the moves that follow. It
# says which of that decision's moves it means: the one said to stay possible (pl S4: a bullet
# read on its own names what it refers to). Since round 23 (uk D3) only where no item has given
# the note above for any of them (they lose by a search's range); else NOTED_OTHER_LOSES below.
# Translators: decision: the number of the decision where the move that stays possible was first
# refuted, 1, as its label says it; exactly one more move is possible here, and it is listed below.
STILL_OTHER_LOSES: Final = N_(
    "Besides the losing move from decision %(decision)s that stays possible, the other possible"
    " move loses too:"
)
# Translators: as above, with two or more other moves listed below (all the others possible).
STILL_OTHERS_LOSE: Final = N_(
    "Besides the losing move from decision %(decision)s that stays possible, every other move"
    " loses too:"
)
# The same headings when two or more moves of this decision stay possible from the same earlier
# decision (none of them listed again; round 20, uk S3).
# Translators: decision: as above; exactly one more move is possible here, listed below.
STILL_MANY_OTHER_LOSES: Final = N_(
    "Besides the losing moves from decision %(decision)s that stay possible, the other possible"
    " move loses too:"
)
# Translators: as above, with two or more other moves listed below (all the others possible).
STILL_MANY_OTHERS_LOSE: Final = N_(
    "Besides the losing moves from decision %(decision)s that stay possible, every other move"
    " loses too:"
)
# The heading over a later decision's losing moves when the item of a move not listed again has
# said, at an earlier decision, that it stays possible up to this one ("This losing move stays
# possible after this decision: …", above): the headings above would say it a second time (the
# 23rd review, uk D3/S1, 15 puzzles), so this one only introduces the moves listed below it. It
# names no earlier move, so their number does not change it. A move said to stay possible only
# by the item of a search's range ("Up to and including decision 3, the same move loses each
# time, …") keeps the headings above: that item does not say the move stays possible.
# Translators: exactly one more move is possible here besides the right one and the losing
# move(s) said to stay possible; it is listed below ("one more": besides those).
NOTED_OTHER_LOSES: Final = pgettext(
    "a later decision's heading after an item said a losing move stays possible up to it",
    "One more move loses:",
)
# Translators: as above, with two or more moves listed below: all the possible moves here but the
# right one and the losing move(s) said to stay possible ("too": besides those).
NOTED_OTHERS_LOSE: Final = pgettext(
    "a later decision's heading after an item said a losing move stays possible up to it",
    "Every other move loses too:",
)
ALTERNATIVE: Final = N_("%(move)s: %(reason)s")
# A decision of a sequence's written answer: its number, as the puzzle's question counts the
# decisions ("three decisions in a row"), and the move the reader had to find, labelled as the
# right one (pl: "Twój ruch:" is the board's report of what the player played; the tenth
# review). The number is in the words (round 17, pl D1/S2): a text reader does not see a list's
# numbers, and the losing moves of a later decision refer back to it ("… at decision 1").
# Since round 19 (uk D4: «1-й правильний хід: …» opened 204 sentences with a digit ordinal, which
# reads like a form field) the number is also an ordinal word (counts.ordinal): a language picks
# the digits or the word. English keeps "Decision 2": the digit follows its noun, as in "Step 2",
# and it is the name the back references repeat mid-sentence ("at decision 2"), where "at the
# second decision" would be longer and no clearer.
# Translators: a whole label sentence, numbered the way your question counts the decisions;
# decision: 1, 2, … (forced moves are not counted), as digits (%(decision)s) or as an ordinal word
# (%(decision)s{ord}, "second"; %(decision)s{Ord} capitalised to open the sentence, uk «Другий
# правильний хід: …»; a form of the ordinal term, %(decision)s{Ord.nom.f}, pl «Druga decyzja»);
# move: "the 6 of clubs from pile 14 to pile 15".
DECISION: Final = pgettext(
    "a numbered decision of a sequence's written answer",
    "Decision %(decision)s — the right move: %(move)s.",
)
# The board's report of a forced move it has just played (engine/board/puzzle.py).
PLAYED_FOR_YOU: Final = N_("Played for you: %(move)s.")
# The forced moves after a decision, all of them in one sentence, in that decision's paragraph
# (round 17, pl D4, uk D6: up to six "Forced move (the game plays it for you): …" lines in a
# row). The reader has played nothing, so it is not the board's past-tense report (the tenth
# review, uk: «Гра зробила за вас…»). One forced move and several are two sentences, not a
# plural form: no number is said, and a plural rule would pick the singular for 21 moves (uk).
# Translators: move: one forced move, "the 4 of diamonds from pile 12 to the down foundation of
# diamonds"; "Then": after the decision whose paragraph it ends.
FORCED_MOVE: Final = pgettext(
    "the one forced move after a decision of a sequence's written answer",
    "Then the game plays the forced move for you: %(move)s.",
)
# Translators: moves: two or more forced moves in a row listed as one list, "the 4 of diamonds
# from pile 12 to the down foundation of diamonds, the 3 and 2 of diamonds from pile 15 to the
# down foundation of diamonds, and finally the 5 of clubs from pile 1 to the up foundation of
# clubs"; "Then": after the decision whose paragraph they end.
FORCED_MOVES: Final = pgettext(
    "two or more forced moves after a decision of a sequence's written answer",
    "Then the game plays the forced moves for you: %(moves)s.",
)
GREEDY_LOSES: Final = N_("The move that looks best at first sight loses:")
# Translators: another wording of "The move that looks best at first sight loses:" (a puzzle says
# one of the two, chosen by its id, so the answers on a page do not all open alike): a whole
# natural heading over the tempting move, saying exactly the same.
GREEDY_LOSES_AGAIN: Final = N_("The obvious move here loses:")
GREEDY_LOSES_WORDINGS: Final = (GREEDY_LOSES, GREEDY_LOSES_AGAIN)
# The tempting step is several moves in a row (cards slid between foundations, then a move).
GREEDY_SERIES_LOSES: Final = N_("The moves that look best at first sight lose:")
YES: Final = N_("Yes, this position can be won.")
NO: Final = N_("No, this position cannot be won.")
# A deal at its start is answered about the deal, as it is asked (CAN_WIN_DEAL; the fourteenth
# review, pl and uk: "Can this deal be won?" answered "No, this position cannot be won.").
YES_DEAL: Final = N_("Yes, this deal can be won.")
NO_DEAL: Final = N_("No, this deal cannot be won.")
# The verdict opens every "can it be won?" answer: each has a second wording that says exactly
# the same (variants.py: a puzzle says one, by its id; the sixteenth review, uk S5 and pl S3).
# Translators: another wording of "Yes, this position can be won.": a whole natural sentence.
YES_AGAIN: Final = N_("Yes, the game can still be won from here.")
# Translators: another wording of "No, this position cannot be won.": a whole natural sentence.
NO_AGAIN: Final = N_("No, there is no way to win from this position.")
# Translators: another wording of "Yes, this deal can be won.": a whole natural sentence.
YES_DEAL_AGAIN: Final = N_("Yes, there is a way to win this deal.")
# Translators: another wording of "No, this deal cannot be won.": a whole natural sentence.
NO_DEAL_AGAIN: Final = N_("No, there is no way to win this deal.")
# (winnable, at the deal's start) -> the verdict's wordings
VERDICTS: Final = {
    (True, False): (YES, YES_AGAIN),
    (False, False): (NO, NO_AGAIN),
    (True, True): (YES_DEAL, YES_DEAL_AGAIN),
    (False, True): (NO_DEAL, NO_DEAL_AGAIN),
}
# Why a losing move loses, by its proof (engine/solver/prove.py): a clause after the move ("The
# 2 of diamonds from pile 12 to pile 7: after that, …"); a last-card proof with no redeal left is
# told in full by ``words``.  Each names the card or suit it speaks of; the general form is kept
# for a proof that closes several suits together.
AFTER_PROOF: Final = {
    LAST_CARD: N_(
        "after that, one suit can never be completed: every card that could finish it is stuck"
        " above a card of its own suit."
    ),
    LOCKED_CARD: N_("after that, a card is locked under cards that can go home only after it."),
    FIXPOINT: N_("after that, some card can never go home, however the other cards move."),
}
LOCKED_WITH_REDEALS: Final = N_(
    "after that, a card is locked under cards that can go home only after it, even with the"
    " redeals that are left."
)
# Translators: suit: "club" (one card of the suit); redeals are still left in this position.
AFTER_STUCK_SUIT: Final = N_(
    "after that, the %(suit)s suit can never be completed, even with the redeals that are left,"
    " because each card that could finish it lies above a card of its own suit."
)
# Translators: suit, other: two suits, one card of each: "heart", "diamond".
AFTER_BLOCKING_PAIR: Final = N_(
    "after that, the %(suit)s and %(other)s suits can never both be completed, because each card"
    " that could go home last in one of them lies on a card of the other, which would have to go"
    " home after it."
)
# Translators: card: "7 of clubs"; pile: its pile's number, 5.
AFTER_LOCKED: Final = N_(
    "after that, the %(card)s on pile %(pile)d can never move again, because every card it could"
    " be built on lies under it or is already home, and a card under it must go home before it."
)
# A locked card on Crescent with redeals still to come: they do not free it either.
# Translators: card: "7 of clubs"; pile: its pile's number, 5.
AFTER_LOCKED_WITH_REDEALS: Final = N_(
    "after that, the %(card)s on pile %(pile)d can never move again, even with the redeals that"
    " are left, because every card it could be built on lies under it or is already home, and a"
    " card under it must go home before it."
)
# The two sentences above when the card that can never move again is the card the move just put
# on that pile (the seventeenth review, uk D9/S6: "The 10 of spades from pile 4 to pile 2: after
# that, the 10 of spades on pile 2 can never move again, … every card this card could be built on"
# named it three times): said as "this card", since the move before named it and its pile (the
# board's message too: "Moving the 7 of clubs … loses the game, so it is taken back. After that,
# this card can never move again").
AFTER_LOCKED_MOVED: Final = N_(
    "after that, this card can never move again, because every card it could be built on lies"
    " under it or is already home, and a card under it must go home before it."
)
AFTER_LOCKED_MOVED_WITH_REDEALS: Final = N_(
    "after that, this card can never move again, even with the redeals that are left, because"
    " every card it could be built on lies under it or is already home, and a card under it must"
    " go home before it."
)
# (the card is the one just moved, redeals are left) -> the locked card's clause
LOCKED_CLAUSES: Final = {
    (False, False): AFTER_LOCKED,
    (False, True): AFTER_LOCKED_WITH_REDEALS,
    (True, False): AFTER_LOCKED_MOVED,
    (True, True): AFTER_LOCKED_MOVED_WITH_REDEALS,
}
# Translators: card: "7 of clubs"; pile: its pile's number, 5.
AFTER_HOMELESS: Final = N_(
    "after that, the %(card)s on pile %(pile)d can never go home, however the other cards move."
)


@dataclass
class Answer:
    """The answer as paragraphs: ``lead`` sentences, then ``items`` (a list: move, reason), then
    ``tail`` sentences; ``steps`` for a sequence: its decisions, each (its numbered sentence,
    its losing alternatives), with ``step_intros`` the heading over each decision's losing moves
    and ``step_forced`` the sentence of the forced moves after it ("" when none);
    ``rule``: whether it says the last-card rule."""

    lead: list[str] = field(default_factory=list)
    steps: list[tuple[str, list[str]]] = field(default_factory=list)
    # the heading over each step's losing moves (by their number: an item may name several)
    step_intros: list[str] = field(default_factory=list)
    # the forced moves the game plays after each decision, in one sentence ("" when none)
    step_forced: list[str] = field(default_factory=list)
    items_intro: str = ""
    items: list[str] = field(default_factory=list)
    tail: list[str] = field(default_factory=list)
    rule: bool = False  # the answer says or names the last-card rule


# Small counts the data really takes have sentences of their own, so each language writes the
# number as a word in the case and gender its sentence needs (the tenth review: hu "2 döntést",
# pl "2 decyzje" beside "jedno przełożenie"). Sequences ask for 2 to 6 decisions: five and more
# take the sentence below, its count a number word up to ten (counts.py; the fourteenth review:
# "5 decisions" was the digit the reviewers struck), digits from eleven.
SEQUENCE_QUESTIONS: Final = {
    2: N_(
        "Find the next move that keeps the game winnable, then keep going: two decisions in a"
        " row. Forced moves in between are played for you."
    ),
    3: N_(
        "Find the next move that keeps the game winnable, then keep going: three decisions in a"
        " row. Forced moves in between are played for you."
    ),
    4: N_(
        "Find the next move that keeps the game winnable, then keep going: four decisions in a"
        " row. Forced moves in between are played for you."
    ),
}


def sequence_question(t: Translations, n: int, **values: Any) -> str:
    if n in SEQUENCE_QUESTIONS:
        return fill(t.gettext(SEQUENCE_QUESTIONS[n]), values)
    return fill(
        # Translators: decisions: 5 or more, a number word up to ten (a term: ask for its form,
        # hu "%(decisions)s{attr} döntést"), digits above.
        t.ngettext(
            "Find the next move that keeps the game winnable, then keep going: %(decisions)s"
            " decision in a row. Forced moves in between are played for you.",
            "Find the next move that keeps the game winnable, then keep going: %(decisions)s"
            " decisions in a row. Forced moves in between are played for you.",
            n,
        ),
        {"decisions": count(t, n), **values},
    )


# A goal puzzle's count of moves stays digits, here and in goal_line, goal_answer and the
# board's "You have 2 moves left" (engine/board/puzzle_texts.py): it is the task's parameter,
# written as a figure the way a puzzle states one ("mate in 3"), and the board counts it down in
# the same figures, so the reader compares the two.
# In a game that counts actions (a draw from the stock counts beside the moves: Forty Thieves,
# GameInfo.counted_in), every goal sentence has the context IN_ACTIONS, so a language names the
# unit its count really takes (the seventeenth review, hu D3/S3: "Elég 2 lépés: egy húzás a
# húzópakliból, majd …" called a draw a lépés right after the hub defined lépés as a card moved;
# hu says "művelet" there, pl "czynność"). The messages without it serve a game without a stock,
# where a count is of moves only.
# A free-column task says "one more column" only where a column is already empty; a position
# with none has its own task, FIRST_COLUMN (the twenty-fourth review, hu D2, uk D1: "one more"
# pointed at nothing in 68 of the 150 puzzles). ``goal_task`` chooses by the position.
FIRST_COLUMN: Final = "first-column"
# Translators: count: the most moves the task allows, 4 (digits, as the board counts them down).
# Said only where the position already has an empty column: the goal is one empty column more.
GOAL_QUESTIONS: Final = {
    FREE_COLUMN: ngettext(
        "Make one more column empty in %(count)d move.",
        "Make one more column empty in %(count)d moves.",
    ),
    # Translators: count: as above. Said where no column is empty at the start.
    FIRST_COLUMN: ngettext(
        "Make a column empty in %(count)d move.",
        "Make a column empty in %(count)d moves.",
    ),
    # Translators: card: the card to put home, "7 of clubs".
    CARD_HOME: ngettext(
        "Put the %(card)s on a foundation in %(count)d move.",
        "Put the %(card)s on a foundation in %(count)d moves.",
    ),
}
# The same tasks where a draw counts too; ``draw_rule`` (the board's prompt) adds that it does.
# Translators: count: the most actions (moves and draws) the task allows, 4.
GOAL_QUESTIONS_IN_ACTIONS: Final = {
    (FREE_COLUMN, False): npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Make one more column empty in %(count)d move.",
        "Make one more column empty in %(count)d moves.",
    ),
    (FREE_COLUMN, True): npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Make one more column empty in %(count)d move; drawing a card counts as a move.",
        "Make one more column empty in %(count)d moves; drawing a card counts as a move.",
    ),
    # Translators: count: as above. Said where no column is empty at the start.
    (FIRST_COLUMN, False): npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Make a column empty in %(count)d move.",
        "Make a column empty in %(count)d moves.",
    ),
    # Translators: count: as above. Said where no column is empty at the start.
    (FIRST_COLUMN, True): npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Make a column empty in %(count)d move; drawing a card counts as a move.",
        "Make a column empty in %(count)d moves; drawing a card counts as a move.",
    ),
    # Translators: card: the card to put home, "7 of clubs"; count: as above.
    (CARD_HOME, False): npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Put the %(card)s on a foundation in %(count)d move.",
        "Put the %(card)s on a foundation in %(count)d moves.",
    ),
    # Translators: card: the card to put home, "7 of clubs"; count: as above.
    (CARD_HOME, True): npgettext(
        "a game whose lines count actions: moves and draws from the stock",
        "Put the %(card)s on a foundation in %(count)d move; drawing a card counts as a move.",
        "Put the %(card)s on a foundation in %(count)d moves; drawing a card counts as a move.",
    ),
}


def goal_task(kind: str, game: Game) -> str:
    """The task a goal puzzle of ``kind`` says from its position ``game``: FIRST_COLUMN for a
    free-column puzzle whose position has no empty column, else ``kind``."""
    if kind == FREE_COLUMN and isinstance(game, FortyThieves) and empty_columns(game) == 0:
        return FIRST_COLUMN
    return kind


def goal_question(
    t: Translations, kind: str, n: int, counted_in: str, draw_rule: bool = False, **values: Any
) -> str:
    """A goal puzzle's task: its goal and its number of moves (``values``: ``card``, a Term, for
    card-home), in the unit its game counts (``counted_in``: GameInfo.counted_in). ``kind``: the
    task, as ``goal_task`` chooses it (FIRST_COLUMN or a goal kind). ``draw_rule``: the board's
    prompt also says that a draw counts as a move (in a game with draws); a page says it once,
    in its intro (KIND_INTROS_IN_ACTIONS), not in every puzzle."""
    if counted_in == ACTIONS:
        message = t.npgettext(*GOAL_QUESTIONS_IN_ACTIONS[kind, draw_rule], n)
    else:
        message = t.ngettext(*GOAL_QUESTIONS[kind], n)
    return fill(message, {"count": n, **values})


# Translators: count: the line's moves, 1 here; moves: every move of the line, "the 7 of hearts
# from column 3 to column 1".
GOAL_LINE: Final = ngettext(
    "A shortest line takes %(count)d move: %(moves)s.",
    "A shortest line takes %(count)d moves: %(moves)s.",
)
# Translators: count: the line's actions (moves and draws), 1 here; moves: every action of the
# line, "a draw from the stock".
GOAL_LINE_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "A shortest line takes %(count)d move: %(moves)s.",
    "A shortest line takes %(count)d moves: %(moves)s.",
)


def goal_line(t: Translations, n: int, counted_in: str, **values: Any) -> str:
    """A one-move goal line: nothing shorter to rule out (a committed goal line has two moves or
    more, said with why no shorter one exists by ``goal_answer``)."""
    return fill(_goal_message(t, n, GOAL_LINE, counted_in), {"count": n, **values})


# A goal puzzle's answer in one sentence: the shortest line and why none is shorter, so a language
# says it once ("Wystarczą 2 czynności: …; żadna pojedyncza czynność nie prowadzi do celu"), not
# as two sentences repeated word for word under every puzzle (the fourteenth review: pl 2.3.3,
# uk R1). A two-move line has its own message: "no single move" is what rules out a shorter one.
# Each has its form with IN_ACTIONS (GOAL_ANSWERS_IN_ACTIONS), as the task has.
# Translators: count: the line's moves, always 2 here; moves: every move of the line, "the 7 of
# hearts from column 3 to column 1, then the 8 of hearts from column 5 to column 1".
GOAL_ANSWER_TWO: Final = ngettext(
    "A shortest line takes %(count)d move: %(moves)s; no single move reaches the goal.",
    "A shortest line takes %(count)d moves: %(moves)s; no single move reaches the goal.",
)
# Translators: count: the line's moves, 3 or more; moves: every move of the line, "the 10 of
# spades from column 2 to column 3, and finally the 9 of spades from column 10 to column 3".
# Every line of fewer moves was searched.
GOAL_ANSWER: Final = ngettext(
    "A shortest line takes %(count)d move: %(moves)s; every shorter line was searched, and none"
    " reaches the goal.",
    "A shortest line takes %(count)d moves: %(moves)s; every shorter line was searched, and none"
    " reaches the goal.",
)


# The same answers in another wording each (variants.py: a puzzle says one, by its id; the
# sixteenth review, uk S5: «усі коротші послідовності перебрано, і жодна до мети не веде» 246
# times).
# Translators: another wording of "A shortest line takes 2 moves: …; no single move reaches the
# goal.", a whole natural sentence saying exactly the same; count and moves as there.
GOAL_ANSWER_TWO_AGAIN: Final = ngettext(
    "The goal can be reached in %(count)d move: %(moves)s; a single move is not enough.",
    "The goal can be reached in %(count)d moves: %(moves)s; a single move is not enough.",
)
# Translators: another wording of "A shortest line takes 3 moves: …; every shorter line was
# searched, and none reaches the goal.", a whole natural sentence saying exactly the same; count
# (3 or more) and moves as there.
GOAL_ANSWER_AGAIN: Final = ngettext(
    "The goal can be reached in %(count)d move: %(moves)s; a search of every shorter line finds"
    " none that reaches it.",
    "The goal can be reached in %(count)d moves: %(moves)s; a search of every shorter line finds"
    " none that reaches it.",
)
# The four in a game that counts actions: the count and the line take draws too.
# Translators: count: the line's actions (moves and draws), always 2 here; moves: every action
# of the line, "a draw from the stock, then the 7 of hearts from the waste to column 1".
GOAL_ANSWER_TWO_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "A shortest line takes %(count)d move: %(moves)s; no single move reaches the goal.",
    "A shortest line takes %(count)d moves: %(moves)s; no single move reaches the goal.",
)
# Translators: count: the line's actions (moves and draws), 3 or more; moves: every action of the
# line, "drawing 3 cards from the stock, the 10 of spades from the waste to column 3, and finally
# the 9 of spades from column 10 to column 3". Every line of fewer actions was searched.
GOAL_ANSWER_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "A shortest line takes %(count)d move: %(moves)s; every shorter line was searched, and none"
    " reaches the goal.",
    "A shortest line takes %(count)d moves: %(moves)s; every shorter line was searched, and none"
    " reaches the goal.",
)
# Translators: another wording of the sentence above for 2 actions, a whole natural sentence
# saying exactly the same; count and moves as there.
GOAL_ANSWER_TWO_AGAIN_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "The goal can be reached in %(count)d move: %(moves)s; a single move is not enough.",
    "The goal can be reached in %(count)d moves: %(moves)s; a single move is not enough.",
)
# Translators: another wording of the sentence above for 3 or more actions, a whole natural
# sentence saying exactly the same; count and moves as there.
GOAL_ANSWER_AGAIN_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "The goal can be reached in %(count)d move: %(moves)s; a search of every shorter line finds"
    " none that reaches it.",
    "The goal can be reached in %(count)d moves: %(moves)s; a search of every shorter line finds"
    " none that reaches it.",
)

# A line of four steps or more is long: the proof that none is shorter is a sentence of its own,
# not a clause after a semicolon at the end of the list (the twentieth review, uk D3 and S1:
# «Коротшого розв’язку немає: це показав перебір усіх коротших послідовностей»; pl D2).
LONG_LINE: Final = 4
# Translators: count: the line's moves, 4 or more; moves: every move of the line, four steps or
# more, told to the player ("a goal's line, told to the player"); a language may end a sentence
# inside it. The second sentence says that every shorter line was searched.
GOAL_ANSWER_LONG: Final = ngettext(
    "A shortest line takes %(count)d move: %(moves)s. Every shorter line was searched, and none"
    " reaches the goal.",
    "A shortest line takes %(count)d moves: %(moves)s. Every shorter line was searched, and none"
    " reaches the goal.",
)
# Translators: another wording of the sentences above, saying exactly the same; count and moves as
# there.
GOAL_ANSWER_LONG_AGAIN: Final = ngettext(
    "The goal can be reached in %(count)d move: %(moves)s. No shorter line reaches it: a search of"
    " every shorter line finds none.",
    "The goal can be reached in %(count)d moves: %(moves)s. No shorter line reaches it: a search of"
    " every shorter line finds none.",
)
# Translators: as "A shortest line takes 5 moves: …. Every shorter line was searched, …" in a game
# whose lines count actions; count: the actions (moves and draws), 4 or more.
GOAL_ANSWER_LONG_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "A shortest line takes %(count)d move: %(moves)s. Every shorter line was searched, and none"
    " reaches the goal.",
    "A shortest line takes %(count)d moves: %(moves)s. Every shorter line was searched, and none"
    " reaches the goal.",
)
# Translators: another wording of the sentences above, saying exactly the same.
GOAL_ANSWER_LONG_AGAIN_IN_ACTIONS: Final = npgettext(
    "a game whose lines count actions: moves and draws from the stock",
    "The goal can be reached in %(count)d move: %(moves)s. No shorter line reaches it: a search of"
    " every shorter line finds none.",
    "The goal can be reached in %(count)d moves: %(moves)s. No shorter line reaches it: a search of"
    " every shorter line finds none.",
)


# Each goal line's message -> its form in a game that counts actions.
GOAL_LINES_IN_ACTIONS: Final = {
    GOAL_ANSWER_LONG: GOAL_ANSWER_LONG_IN_ACTIONS,
    GOAL_ANSWER_LONG_AGAIN: GOAL_ANSWER_LONG_AGAIN_IN_ACTIONS,
    GOAL_LINE: GOAL_LINE_IN_ACTIONS,
    GOAL_ANSWER_TWO: GOAL_ANSWER_TWO_IN_ACTIONS,
    GOAL_ANSWER: GOAL_ANSWER_IN_ACTIONS,
    GOAL_ANSWER_TWO_AGAIN: GOAL_ANSWER_TWO_AGAIN_IN_ACTIONS,
    GOAL_ANSWER_AGAIN: GOAL_ANSWER_AGAIN_IN_ACTIONS,
}


def _goal_message(t: Translations, n: int, plain: tuple[str, str], counted_in: str) -> str:
    """``plain`` for ``n``, or its form with IN_ACTIONS in a game that counts actions."""
    if counted_in == ACTIONS:
        return t.npgettext(*GOAL_LINES_IN_ACTIONS[plain], n)
    return t.ngettext(*plain, n)


def goal_answer(
    t: Translations, n: int, counted_in: str, key: str = "", long: bool = False, **values: Any
) -> str:
    """A goal puzzle's answer: a shortest line of ``n`` moves, every move named (``moves``), and
    why no shorter one exists, in one sentence (``long``: the line has LONG_LINE steps or more,
    and the proof is a sentence of its own), in the unit its game counts (``counted_in``:
    GameInfo.counted_in; ``key``: the puzzle's id, which picks the wording: variants.py)."""
    if n < 2:
        return goal_line(t, n, counted_in, **values)
    wordings = (
        (GOAL_ANSWER_TWO, GOAL_ANSWER_TWO_AGAIN)
        if n == 2
        else (GOAL_ANSWER_LONG, GOAL_ANSWER_LONG_AGAIN)
        if long
        else (GOAL_ANSWER, GOAL_ANSWER_AGAIN)
    )
    message = _goal_message(t, n, variants.pick(wordings, key), counted_in)
    return fill(message, {"count": n, **values})


def goal_values(p: Puzzle, t: Translations) -> dict[str, Any]:
    """The named values of a goal puzzle's sentences: its card (card-home), as a Term."""
    return {"card": card_term(t, int(p.answer["card"]))} if p.kind == CARD_HOME else {}


# Redeals (left or allowed) are one to three: each count has its sentence, in words.
# One redeal left has a sentence of its own, so a language writes the word, not the digit ("one",
# uk «один», pl "jedno": the seventh and eighth reviews); gettext's check wants the number in
# every plural form, so a separate message is the standard way.
ONE_REDEAL_LEFT: Final = N_("You have one redeal left.")
# Two and three in words too (the tenth review, hu and pl: "Még 2 újraosztásod van" beside "Még
# egy…"); a position never has more than three redeals left.
FEW_REDEALS_LEFT: Final = {
    2: N_("You have two redeals left."),
    3: N_("You have three redeals left."),
}
# A deal at its start has used none of its redeals: it allows them, none is "left" yet (the
# fourteenth review, all three languages: "You have one redeal left" before any move read as if
# one had been used). A game allows one to three.
REDEALS_ALLOWED: Final = {
    1: N_("This game allows one redeal."),
    2: N_("This game allows two redeals."),
    3: N_("This game allows three redeals."),
}


def redeals_left(t: Translations, n: int, **values: Any) -> str:
    if n == 1:
        return t.gettext(ONE_REDEAL_LEFT)
    if n in FEW_REDEALS_LEFT:
        return t.gettext(FEW_REDEALS_LEFT[n])
    return fill(
        t.ngettext(
            "You have %(count)d redeal left.",
            "You have %(count)d redeals left.",
            n,
        ),
        {"count": n, **values},
    )


# The solver's line is counted in digits (win_line, sequence_win_line, WINS_IN_MOVES and
# WINS_IN_ACTIONS): nine lines in ten are longer than ten moves, and numbers of one kind in one
# context are written alike (a page of answers would say "eight moves" beside "23 moves").
def win_line(t: Translations, n: int, **values: Any) -> str:
    """After the only move's answer and its losing alternatives: the line from the right move."""
    return fill(
        t.ngettext(
            "After the right move, the solver's winning line takes %(count)d more move.",
            "After the right move, the solver's winning line takes %(count)d more moves.",
            n,
        ),
        {"count": n, **values},
    )


def sequence_win_line(t: Translations, n: int, **values: Any) -> str:
    """After a sequence's steps: the line from the position they reach."""
    return fill(
        t.ngettext(
            "After these moves, the solver's winning line takes %(count)d more move.",
            "After these moves, the solver's winning line takes %(count)d more moves.",
            n,
        ),
        {"count": n, **values},
    )


# How many of the line's first actions the answer names (the rest is on the board).
FIRST_ACTIONS = 3
# How the solver wins: the line's count and its first steps in one sentence per count of steps
# (draws in a row are one step), so each language joins its own list ("X, Y, a potem Z"; "X,
# aztán Y, majd Z"), never a chain of "then" glued step by step (the fifth review: "…, a potem …,
# a potem …" in 440 puzzles), and the count never a sentence of its own before "its line begins"
# (the twelfth review, pl: "Program wygrywa w 392 czynnościach. Jego rozwiązanie zaczyna się tak"
# in about 360 answers). A line that draws from a stock (Forty Thieves) counts actions (glossary).
WINS_IN_MOVES: Final = {
    # Translators: count: the moves of the whole line, 30; step1: its first step in words.
    1: ngettext(
        "The solver wins in %(count)d move, beginning with %(step1)s.",
        "The solver wins in %(count)d moves, beginning with %(step1)s.",
    ),
    # Translators: count: the moves of the whole line, 30; step1, step2: its first steps in
    # words, in order.
    2: ngettext(
        "The solver wins in %(count)d move, beginning with %(step1)s, then %(step2)s.",
        "The solver wins in %(count)d moves, beginning with %(step1)s, then %(step2)s.",
    ),
    # Translators: count: the moves of the whole line, 30; step1, step2, step3: its first steps
    # in words, in order.
    3: ngettext(
        "The solver wins in %(count)d move, beginning with %(step1)s, then %(step2)s, then"
        " %(step3)s.",
        "The solver wins in %(count)d moves, beginning with %(step1)s, then %(step2)s, then"
        " %(step3)s.",
    ),
}
WINS_IN_ACTIONS: Final = {
    # Translators: count: the actions (moves and draws) of the whole line, 39; step1: its first
    # step in words ("three draws from the stock" is one step).
    1: ngettext(
        "The solver wins in %(count)d action, beginning with %(step1)s.",
        "The solver wins in %(count)d actions, beginning with %(step1)s.",
    ),
    # Translators: count: the actions (moves and draws) of the whole line, 39; step1, step2: its
    # first steps in words, in order.
    2: ngettext(
        "The solver wins in %(count)d action, beginning with %(step1)s, then %(step2)s.",
        "The solver wins in %(count)d actions, beginning with %(step1)s, then %(step2)s.",
    ),
    # Translators: count: the actions (moves and draws) of the whole line, 39; step1, step2,
    # step3: its first steps in words, in order.
    3: ngettext(
        "The solver wins in %(count)d action, beginning with %(step1)s, then %(step2)s, then"
        " %(step3)s.",
        "The solver wins in %(count)d actions, beginning with %(step1)s, then %(step2)s, then"
        " %(step3)s.",
    ),
}
# The same sentences in another wording (variants.py: a puzzle says one, by its id; the sixteenth
# review, pl S3: "Program wygrywa w …; jego rozwiązanie zaczyna się tak:" opened every "yes").
WINS_IN_MOVES_AGAIN: Final = {
    # Translators: another wording of "The solver wins in 30 moves, beginning with …": a whole
    # natural sentence saying exactly the same; count and step1 as there.
    1: ngettext(
        "The solver's winning line takes %(count)d move and begins with %(step1)s.",
        "The solver's winning line takes %(count)d moves and begins with %(step1)s.",
    ),
    # Translators: another wording of "The solver wins in 30 moves, beginning with …, then …": a
    # whole natural sentence saying exactly the same; count, step1 and step2 as there.
    2: ngettext(
        "The solver's winning line takes %(count)d move and begins with %(step1)s, then %(step2)s.",
        "The solver's winning line takes %(count)d moves and begins with %(step1)s, then"
        " %(step2)s.",
    ),
    # Translators: another wording of "The solver wins in 30 moves, beginning with …, then …,
    # then …": a whole natural sentence saying exactly the same; count and steps as there.
    3: ngettext(
        "The solver's winning line takes %(count)d move and begins with %(step1)s, then"
        " %(step2)s, then %(step3)s.",
        "The solver's winning line takes %(count)d moves and begins with %(step1)s, then"
        " %(step2)s, then %(step3)s.",
    ),
}
WINS_IN_ACTIONS_AGAIN: Final = {
    # Translators: another wording of "The solver wins in 39 actions, beginning with …": a whole
    # natural sentence saying exactly the same; count (actions) and step1 as there.
    1: ngettext(
        "The solver's winning line takes %(count)d action and begins with %(step1)s.",
        "The solver's winning line takes %(count)d actions and begins with %(step1)s.",
    ),
    # Translators: another wording of "The solver wins in 39 actions, beginning with …, then …":
    # a whole natural sentence saying exactly the same; count, step1 and step2 as there.
    2: ngettext(
        "The solver's winning line takes %(count)d action and begins with %(step1)s, then"
        " %(step2)s.",
        "The solver's winning line takes %(count)d actions and begins with %(step1)s, then"
        " %(step2)s.",
    ),
    # Translators: another wording of "The solver wins in 39 actions, beginning with …, then …,
    # then …": a whole natural sentence saying exactly the same; count and steps as there.
    3: ngettext(
        "The solver's winning line takes %(count)d action and begins with %(step1)s, then"
        " %(step2)s, then %(step3)s.",
        "The solver's winning line takes %(count)d actions and begins with %(step1)s, then"
        " %(step2)s, then %(step3)s.",
    ),
}
# Several draws in a row, one step, said like DRAW; the count a word up to ten (counts.py: "three
# draws", the fourteenth review, hu P1 and uk P1), digits from eleven.
# Translators: several draws in a row, one step of a line of moves ("three draws from the
# stock"); drawn: 2 or more, a number word up to ten (a term: ask for its form, uk
# «%(drawn)s{nom.f} карти з колоди на скид»), digits above.
DRAWS: Final = ngettext("%(drawn)s draw from the stock", "%(drawn)s draws from the stock")


def winning_line(game: Game, line: list[str], t: Translations, key: str = "") -> str:
    """How the solver wins from ``game``, in one sentence: the count of ``line`` and its first
    steps, so a "yes" says how, not only that; the draws in a row said as one step (``key``:
    the puzzle's id, which picks the wording: variants.py)."""
    said = _steps(game, " ".join(line[:FIRST_ACTIONS]).split(), t, line_frames.SOLVER)
    in_actions = game.info.counted_in == ACTIONS
    forms = variants.pick(
        (WINS_IN_ACTIONS, WINS_IN_ACTIONS_AGAIN)
        if in_actions
        else (WINS_IN_MOVES, WINS_IN_MOVES_AGAIN),
        key,
    )
    steps = dict(zip(("step1", "step2", "step3"), said, strict=False))
    return fill(t.ngettext(*forms[len(said)], len(line)), {"count": len(line), **steps})


# "every position (1 position)" does not read: one position has its own sentence.
AFTER_SEARCH_ONE: Final = N_(
    "after that, only one position can still be reached, and the game cannot be won from it."
)
# The same clause in three more wordings (variants.py: a puzzle says one, by its id and the
# losing move): it follows the tempting move of nearly every Forty Thieves win-from-here answer
# (the thirtieth review, uk S4: «після цього можна дійти лише до однієї позиції, і з неї партію
# не виграти.» 116 times).
# Translators: another wording of "after that, only one position can still be reached, and the
# game cannot be won from it.", a whole natural clause after a losing move ("The king of hearts
# from the waste to column 10: …"), saying exactly the same: one position is left to reach, and
# it is lost.
AFTER_SEARCH_ONE_AGAIN: Final = pgettext(
    "a losing move's clause: the one position it leaves, lost",
    "after that, play can reach just one position, and that one is lost.",
)
# Translators: a third wording of the same clause ("after that, only one position can still be
# reached, and the game cannot be won from it."), after a losing move and a colon: the move leads
# nowhere, since the one position play can still reach after it cannot be won (no second colon:
# the clause follows one).
AFTER_SEARCH_ONE_THIRD: Final = pgettext(
    "a losing move's clause: the one position it leaves, lost",
    "this move leads to a dead end, since the one position still within reach cannot be won.",
)
# Translators: a fourth wording of the same clause ("after that, only one position can still be
# reached, and the game cannot be won from it."), after a losing move and a colon, saying exactly
# the same.
AFTER_SEARCH_ONE_FOURTH: Final = pgettext(
    "a losing move's clause: the one position it leaves, lost",
    "after that, there is just one position left to reach, and there is no win from it.",
)
AFTER_SEARCH_ONES: Final = (
    ("", AFTER_SEARCH_ONE),
    AFTER_SEARCH_ONE_AGAIN,
    AFTER_SEARCH_ONE_THIRD,
    AFTER_SEARCH_ONE_FOURTH,
)


# The count a word up to ten ("only two positions": counts.py; the fourteenth review, hu P1, uk
# P5), digits from eleven.
# Translators: positions: 2 to 99, a number word up to ten (a term: ask for its form, uk «до
# %(positions)s{gen} позицій»), digits above.
AFTER_SEARCH_FEW: Final = ngettext(
    "after that, only %(positions)s position can still be reached, and the game cannot be won"
    " from any of them.",
    "after that, only %(positions)s positions can still be reached, and the game cannot be won"
    " from any of them.",
)
# The same clause in another wording (variants.py: a puzzle says one, by its id; the sixteenth
# review, uk S5: «і з жодної з них партію не виграти» 327 times).
# Translators: another wording of "after that, only two positions can still be reached, and the
# game cannot be won from any of them.", a whole natural clause after a losing move ("The 2 of
# diamonds from pile 12 to pile 7: after that, …"), saying exactly the same; positions: 2 to 99,
# a number word up to ten (a term: ask for its form), digits above.
AFTER_SEARCH_FEW_AGAIN: Final = ngettext(
    "after that, play can reach only %(positions)s position, and not one of them can be won.",
    "after that, play can reach only %(positions)s positions, and not one of them can be won.",
)


# A hundred positions or more, in three wordings (variants.py: by the puzzle's id and the losing
# move, so the bullets of one answer are not all worded alike; the 38th review, hu D2 and pl D1:
# one frame 17 times on a page of ten puzzles).
AFTER_SEARCH_MANY: Final = ngettext(
    "after that, a search of every position that can still be reached (%(positions)s position)"
    " finds no win.",
    "after that, a search of every position that can still be reached (%(positions)s positions)"
    " finds no win.",
)
# Translators: another wording of "after that, a search of every position that can still be
# reached (1,204 positions) finds no win.", a whole clause after a losing move and a colon, saying
# exactly the same; positions: 100 or more, in digits.
AFTER_SEARCH_MANY_AGAIN: Final = ngettext(
    "after that, %(positions)s position can still be reached, and the solver searched it without"
    " finding a win.",
    "after that, %(positions)s positions can still be reached, and the solver searched them all"
    " without finding a win.",
)
# Translators: a third wording of the same clause, after a losing move and a colon: the move leads
# nowhere, as the solver checked every position still within reach after it (no second colon: the
# clause follows one); positions: 100 or more, in digits.
AFTER_SEARCH_MANY_THIRD: Final = ngettext(
    "this move leads to a dead end, since the solver checked the %(positions)s position still"
    " within reach and it cannot be won.",
    "this move leads to a dead end, since the solver checked all %(positions)s positions still"
    " within reach and none of them can be won.",
)
AFTER_SEARCH_MANYS: Final = (AFTER_SEARCH_MANY, AFTER_SEARCH_MANY_AGAIN, AFTER_SEARCH_MANY_THIRD)


def after_search(t: Translations, n: int, key: str = "", move: str = "") -> str:
    """The clause after a losing move whose every following position (``n``) was searched
    (``key``: the puzzle's id, which picks the wording: variants.py; ``move``: the losing move,
    with which the id picks the one-position clause, so that the bullets of one answer, a
    sequence's many, are not all worded alike)."""
    by_move = f"{key} {move}" if key else ""  # the bullets of one answer worded apart
    if n == 1:
        return words.in_context(t, variants.pick(AFTER_SEARCH_ONES, by_move))
    if n < words.FEW_POSITIONS:
        message = variants.pick((AFTER_SEARCH_FEW, AFTER_SEARCH_FEW_AGAIN), key)
        return fill(t.ngettext(*message, n), {"positions": count(t, n)})
    # A hundred positions or more: digits (counts.py writes words up to ten only).
    message = variants.pick(AFTER_SEARCH_MANYS, by_move)
    return fill(t.ngettext(*message, n), {"positions": number(t, n)})


def _(t: Translations, message: str, **values: Any) -> str:
    return fill(t.gettext(message), values)


# A list of three or more steps, the way each language lists them: each step by its place in the
# list, so that a language can say "first A, then B, next C, and finally D" (the eighteenth review,
# pl S1: "najpierw … potem … a na koniec", uk S2: «спершу …, потім …, далі …, і насамкінець …»);
# never "then" before every step. A line of two steps is THEN.
# Translators: step: the first step of a list of three or more steps of a line of moves, "the 9
# and 8 of clubs from column 4 to column 1, one after another" (pl "najpierw %(step)s"); the
# frames below add the others, in turn.
STEPS_FIRST: Final = pgettext("the first step of a line of three or more steps", "%(step)s")
# Translators: steps: the first step, already said; step: the second step of a line of three or
# more steps, "…, then the 6 of clubs from column 3 to column 1" (uk "%(steps)s, потім %(step)s").
STEPS_SECOND: Final = pgettext(
    "the second step of a line of three or more steps", "%(steps)s, %(step)s"
)
# Translators: steps: the steps listed so far (two or more); step: the third step of a line of
# four or more steps, or the fifth, seventh … when it is not the last (uk "%(steps)s, далі
# %(step)s").
STEPS_MIDDLE: Final = pgettext(
    "the third step of a line of four or more steps, or the fifth, seventh … but not the last",
    "%(steps)s, %(step)s",
)
# A line of five steps or more has a fourth step in the middle: a word of its own, so the words of
# the third and the fourth take turns and none is said twice in a row (uk "спершу A, потім B, далі
# C, після цього D, і насамкінець E"), and "then" is not said again (the sixth review: "majd …
# majd").
# Translators: steps: the steps listed so far (three or more); step: the fourth step of a line of
# five or more steps, or the sixth, eighth … when it is not the last (uk "%(steps)s, після цього
# %(step)s").
STEPS_MIDDLE_AGAIN: Final = pgettext(
    "the fourth step of a line of five or more steps, or the sixth, eighth … but not the last",
    "%(steps)s, %(step)s",
)
# Translators: steps: every step but the last, already listed; step: the last step.
STEPS_LAST: Final = N_("%(steps)s, and finally %(step)s")


def move_words(game: Game, move: str, t: Translations) -> str:
    """A move of ``game``'s position in words: "the 7 of hearts from pile 3 to pile 1"; several
    moves in a row (``"f7-f3 p4-f3"``, a step the solver takes as one, or a whole line): one
    list, the draws in a row said as one step ("three draws from the stock")."""
    return steps_words(_steps(game, move.split(), t), t)


def _steps(game: Game, moves: list[str], t: Translations, voice: str = "") -> list[str]:
    """The moves as steps in words: draws in a row one step, and moves in a row that share a
    source or a target one step that names it once (engine/puzzles/runs.py); ``voice``: the
    line's kind (line_frames.SOLVER, GOAL), or "" for the one-move label's noun phrases."""
    said: list[str] = []
    ordered = False  # whether a step before has said "one after another"
    chained = False  # whether the step just before was said with a moving verb (_CHAINED_VOICES)
    drawn = False  # whether a step before was a draw (a later one: _DRAWN_AGAIN_VOICES)
    after: int | None = None  # the card the line named last (a draw names none)
    for step in runs.steps_of(game, moves):
        if drawn and step.kind == runs.DRAWN and step.count == 1 and voice in _DRAWN_AGAIN_VOICES:
            said.append(t.pgettext(*_VOICED_STEPS[voice][0]["draw_again"]))
        else:
            said.append(_step_words(game, step, t, ordered, voice, chained, after))
        after = step.cards[-1] if step.cards else after
        ordered = ordered or _in_order(step)
        chained = voice in _CHAINED_VOICES and step.kind not in (runs.DRAWN, runs.REDEALT)
        drawn = drawn or step.kind == runs.DRAWN
    return said


def _in_order(step: runs.Step) -> bool:
    """Whether ``step`` moves several cards one after another (its words say so)."""
    return step.kind in (runs.MOVED, runs.GATHERED, runs.SCATTERED) and len(step.cards) > 1


# The frames of a step of several cards: the first in a line that says "one after another", and
# the one for a later step of the line, which leaves it out.
_ORDERED: Final = {
    runs.MOVED: (RUN, RUN_LATER),
    runs.GATHERED: (GATHERED, GATHERED_LATER),
    runs.SCATTERED: (SCATTERED, SCATTERED_LATER),
}
# The same names in the frames of a line said with verbs (line_frames.SOLVER_STEPS, GOAL_STEPS).
_ORDERED_NAMES: Final = {
    runs.MOVED: ("run", "run_later"),
    runs.GATHERED: ("gathered", "gathered_later"),
    runs.SCATTERED: ("scattered", "scattered_later"),
}
_VOICED_STEPS: Final = {
    line_frames.SOLVER: (line_frames.SOLVER_STEPS, line_frames.SOLVER_DRAWS),
    line_frames.GOAL: (line_frames.GOAL_STEPS, line_frames.GOAL_DRAWS),
    line_frames.FORCED: (line_frames.FORCED_STEPS, line_frames.FORCED_DRAWS),
}
# The lines whose steps after a step with the same verb leave the verb out (the twenty-first
# review, pl S1, uk D8: "przenosi damę kier …, dwójkę trefl …"): every move, run or step of one
# shared place is said with one moving verb; a draw or a redeal has its own and breaks the chain.
_CONTINUED: Final = {
    line_frames.SOLVER: line_frames.SOLVER_STEPS_CONT,
    line_frames.GOAL: line_frames.GOAL_STEPS_CONT,
}
_CHAINED_VOICES: Final = tuple(_CONTINUED)
# The lines whose one draw after an earlier draw of the same line has a frame of its own,
# "another draw from the stock" (round 25, uk D4 and S1, pl the same: «бере карту з колоди на
# скид, потім …, а тоді бере ще одну карту», not the whole draw phrase twice). Several draws after
# an earlier draw keep their frame: no committed line has them (words30r counted).
_DRAWN_AGAIN_VOICES: Final = (line_frames.SOLVER, line_frames.GOAL)
# The frames of a step of several cards to a foundation, the cards named by rank alone (the
# twenty-fifth review, pl D3): each line's, and those without the verb (_CONTINUED).
_HOME: Final = {
    (line_frames.SOLVER, False): line_frames.SOLVER_HOME_STEPS,
    (line_frames.SOLVER, True): line_frames.SOLVER_HOME_STEPS_CONT,
    (line_frames.GOAL, False): line_frames.GOAL_HOME_STEPS,
    (line_frames.GOAL, True): line_frames.GOAL_HOME_STEPS_CONT,
    (line_frames.FORCED, False): line_frames.FORCED_HOME_STEPS,
}
_HOME_VOICES: Final = {voice for voice, _chained in _HOME}
# The frames of a step off a foundation, the cards named by rank alone (the twenty-ninth review,
# uk D2 and D4: «даму з фундаменту 1 (пік)»): the lines said with verbs, and those without the
# verb; the forced moves keep FORCED_STEPS, the cards by rank.
_OFF_HOME: Final = {
    (line_frames.SOLVER, False): line_frames.SOLVER_OFF_HOME_STEPS,
    (line_frames.SOLVER, True): line_frames.SOLVER_OFF_HOME_STEPS_CONT,
    (line_frames.GOAL, False): line_frames.GOAL_OFF_HOME_STEPS,
    (line_frames.GOAL, True): line_frames.GOAL_OFF_HOME_STEPS_CONT,
}
# The first item of a list whose first cards come from (key "source") or go to (key "target") a
# foundation target, by rank: the object of a verb, or the subject (the forced moves).
_HOME_FIRST: Final = {
    ("source", True): line_frames.HOME_FIRST_ITEM,
    ("source", False): line_frames.HOME_FIRST_ITEM_SUBJECT,
    ("target", True): line_frames.HOME_TO_FIRST_ITEM,
    ("target", False): line_frames.HOME_TO_FIRST_ITEM_SUBJECT,
}
# A goal's line has its own first item of a list to one foundation
# (line_frames.GOAL_HOME_FIRST_ITEM: hu says the foundation first there, the list first in the
# solver's line).
_GOAL_HOME_FIRST: Final = {**_HOME_FIRST, ("source", True): line_frames.GOAL_HOME_FIRST_ITEM}
# The lines whose cards are the objects of a verb (a forced move's card is its subject).
_AS_OBJECT_VOICES: Final = (line_frames.SOLVER, line_frames.GOAL)
# Each line's joining frames (STEPS_* for the one-move label's lists).
_JOINED: Final = {
    line_frames.GOAL: line_frames.GOAL_JOINED,
    line_frames.FORCED: line_frames.FORCED_JOINED,
}


def _frame(
    t: Translations,
    kind: str,
    ordered: bool,
    voice: str = "",
    chained: bool = False,
    home: bool = False,
    off_home: bool = False,
) -> str:
    """The frame of a step of several cards; ``home``: its target is a foundation and the
    cards are named by rank alone (_HOME); ``off_home``: so is its source (_OFF_HOME)."""
    if voice:
        name = _ORDERED_NAMES[kind][ordered]
        if home:
            return t.pgettext(*_HOME[voice, chained][name])
        if off_home:
            return t.pgettext(*_OFF_HOME[voice, chained][name])
        return t.pgettext(*_voiced(voice, chained)[name])
    first, later = _ORDERED[kind]
    return t.pgettext(*later) if ordered else t.gettext(first)


def _voiced(voice: str, chained: bool) -> dict[str, tuple[str, str]]:
    """The step frames of ``voice``'s line; ``chained``: those without the verb, for a step after
    a step with the same verb (_CONTINUED)."""
    if chained and voice in _CONTINUED:
        return _CONTINUED[voice]
    return _VOICED_STEPS[voice][0]


def _step_words(
    game: Game,
    step: runs.Step,
    t: Translations,
    ordered: bool = False,
    voice: str = "",
    chained: bool = False,
    after: int | None = None,
) -> str:
    """A step in words; ``ordered``: a step before it in the line has said "one after
    another", so this one does not say it again; ``voice``: as ``_steps``; ``chained``: the step
    just before had the same verb, so a move of this one leaves it out (_CONTINUED); ``after``:
    the card the line named right before the step (None: the step is the line's first)."""
    frames = _VOICED_STEPS[voice][0] if voice else None
    if step.kind == runs.DRAWN:
        n = step.count
        if frames is not None:
            if n == 1:
                return t.pgettext(*frames["draw"])
            draws = t.npgettext(*_VOICED_STEPS[voice][1], n)
            return fill(draws, {"drawn": count(t, n)})
        return t.gettext(DRAW) if n == 1 else fill(t.ngettext(*DRAWS, n), {"drawn": count(t, n)})
    if step.kind == runs.REDEALT:
        return t.pgettext(*frames["redeal"]) if frames is not None else t.gettext(REDEAL)
    # a step of several cards to a foundation names them by rank alone: the foundation's name
    # says their suit (the twenty-fifth review, pl D3); so does a card whose other end of the
    # move is a foundation, to it or from it (the twenty-ninth review, uk D2 and S2: «двійку
    # треф — на фундамент 8 (треф)», «валета, десятку й дев’ятку пік із фундаменту 1 (пік)»)
    # ... but only where the card named right before it in the line is of its suit, or none is:
    # after a card of another suit, readers carry that suit forward ("the 3 of hearts to pile 1,
    # the 10 to the down foundation of clubs" read as the 10 of hearts; the thirty-first review,
    # hu D1 and uk D3), so the step's first card is named in full
    by_home = voice in _HOME_VOICES
    kept = (after is None or suit_of(after) == suit_of(step.cards[0])) if step.cards else True
    home = (voice, chained) in _HOME and step.target.startswith("f") and kept
    if step.kind == runs.GATHERED:
        items = _items(
            game,
            step.cards,
            step.sources,
            t,
            "source",
            step.others,
            voice in _AS_OBJECT_VOICES,
            by_home,
            home,
            after,
            voice == line_frames.GOAL,
            (voice, chained) in _HOME and step.target.startswith("f"),
        )
        frame = _frame(t, runs.GATHERED, ordered, voice, chained, home)
        return fill(frame, {"listed": items, "target": place_term(t, step.target, game)})
    if step.kind == runs.SCATTERED:
        items = _items(
            game,
            step.cards,
            step.targets,
            t,
            "target",
            step.others,
            voice in _AS_OBJECT_VOICES,
            by_home,
            by_home and step.source.startswith("f") and kept,
            after,
            voice == line_frames.GOAL,
        )
        frame = _frame(t, runs.SCATTERED, ordered, voice, chained)
        return fill(frame, {"listed": items, "source": place_term(t, step.source, game)})
    source, target = place_term(t, step.source, game), place_term(t, step.target, game)
    # cards moved off a foundation: by rank alone, the source's name says the suit (_OFF_HOME;
    # the forced moves in their own frames)
    by_rank = home or (by_home and step.source.startswith("f") and kept)
    off_home = by_rank and not home and (voice, chained) in _OFF_HOME
    if len(step.cards) == 1:
        if home or off_home:
            own = _HOME[voice, chained] if home else _OFF_HOME[voice, chained]
            home_move = own["move"]  # (no literal in the call: extraction)
            move = t.pgettext(*home_move)
        else:
            move = t.pgettext(*_voiced(voice, chained)["move"]) if voice else t.gettext(MOVE)
        if by_rank:
            card = words.ranks_only(t, step.cards, step.others)
        else:
            card = words.named_card(t, step.cards[0], 0 in step.others)
        return fill(move, {"card": card, "source": source, "target": target})
    name = words.ranks_only if by_rank else words.listed_cards
    listed = name(t, step.cards, step.others)
    frame = _frame(t, runs.MOVED, ordered, voice, chained, home, off_home)
    return fill(frame, {"listed": listed, "source": source, "target": target})


def _items(
    game: Game,
    cards: tuple[int, ...],
    places: tuple[str, ...],
    t: Translations,
    key: str,
    others: tuple[int, ...] = (),
    as_object: bool = False,
    by_home: bool = False,
    shared_home: bool = False,
    after: int | None = None,
    goal: bool = False,
    to_home: bool = False,
) -> str:
    """The cards of a step of one shared place, each with its own place (``places``, one per
    card), listed: the cards in a row with the same place one item, and an item of the suit just
    named by its ranks ("the 7 of clubs from column 8, the 8 from column 7 and the 9 from column
    4"); ``key``: which end of the moves ``places`` are, "source" or "target"; ``others``: the
    positions of the cards that are the other copy of one the line named before; ``as_object``:
    each item the object of a verb (a line said with verbs: line_frames); ``by_home``: an item
    whose other end of the move is a foundation, its own place or the shared one (``shared_home``),
    names its cards by rank, as that foundation's name says their suit, where the card named
    right before it (``after`` for the first item: the line's card before the step, None when
    the step is the line's first) is of their suit or there is none; after a card of another
    suit it is named in full (the thirty-first review, hu D1, uk D3); ``goal``: the line is a
    goal's, whose first item to a foundation has a frame of its own (_GOAL_HOME_FIRST);
    ``to_home``: the cards all go to one foundation (``shared_home`` says so only where they are
    by rank), whose first item after a card of another suit is in full in that item's frame."""
    home_first = _GOAL_HOME_FIRST if goal else _HOME_FIRST
    groups: list[tuple[int, int]] = []  # each item's cards, cards[i:j]
    i = 0
    while i < len(cards):
        j = i + 1
        while j < len(cards) and places[j] == places[i]:
            j += 1
        groups.append((i, j))
        i = j
    runs_in = len(groups) < len(cards)  # an item moves several cards
    items: list[str] = []
    # whether a card's name has said the suit of the item before; an item by rank that leaves
    # its suit to its foundation says it for the cards that go there (or come from there) only:
    # a later card of that suit to another place is named in full ("the 4 to the down foundation
    # of spades, and the ace and 2 of spades to pile 8")
    suit_in_words = True
    for k, (i, j) in enumerate(groups):
        group, place = cards[i:j], place_term(t, places[i], game)
        mine = tuple(o - i for o in others if i <= o < j)  # the group's other copies
        own_home = places[i].startswith("f")
        full, by_rank = _ITEMS[key, own_home]
        last = runs_in and 0 < k == len(groups) - 1  # after RUNS_LAST_SEPARATOR
        before = cards[i - 1] if i else after
        at_home = (
            by_home
            and (shared_home or own_home)
            and (before is None or {suit_of(c) for c in group} == {suit_of(before)})
        )
        said_before = (  # of the suit just named, as before: by its ranks
            i > 0
            and {suit_of(c) for c in group} == {suit_of(cards[i - 1])}
            and (suit_in_words or own_home)
        )
        if at_home and not i:
            said = words.ranks_only(t, group, mine)
            if shared_home if key == "source" else own_home:  # to a foundation: _HOME_FIRST
                first = home_first[key, as_object]
                items.append(fill(t.pgettext(*first), {"ranks": said, key: place}))
            elif as_object and key == "source":  # from their own foundation, said right after
                first = line_frames.OFF_HOME_FIRST_ITEM
                items.append(fill(t.pgettext(*first), {"ranks": said, key: place}))
            else:  # from a shared foundation, or in the forced moves: the frame of any card
                frame = _AS_OBJECT[full] if as_object else full
                items.append(fill(t.pgettext(*frame), {"card": said, key: place}))
            suit_in_words = shared_home  # every card of the list is by rank anyway
        elif to_home and not i:
            # the first item of a list to one foundation, after a card of another suit: named in
            # full, in the frame of that first item, whose term has the rank-only forms too
            # (``words.rank_form``), so a language whose steps name the foundation right before
            # the item asks for them ("na bazę malejącą pik kolejno dziewiątkę ze stosu 15", not
            # "… pik kolejno dziewiątkę pik …"; the thirty-first review's follow-up)
            said = words.listed_cards(t, group, mine)
            first = home_first[key, as_object]
            items.append(fill(t.pgettext(*first), {"ranks": said, key: place}))
            suit_in_words = True
        elif said_before or at_home:
            ranks = _ranks(t, cards[:i], group, mine)
            if 0 in mine or rank_of(group[0]) in {
                rank_of(c) for c in cards[:i] if suit_of(c) == suit_of(group[0])
            }:
                by_rank = RANKS_AGAIN[by_rank]
            frame = LAST_AFTER_RUN[by_rank] if last else by_rank
            frame = _AS_OBJECT[frame] if as_object else frame
            items.append(fill(t.pgettext(*frame), {"ranks": ranks, key: place}))
            if not said_before:  # by rank for its foundation's sake only
                suit_in_words = shared_home
        else:
            suit_in_words = True
            said = words.listed_cards(t, group, mine)
            frame = LAST_AFTER_RUN[full] if last else full
            frame = _AS_OBJECT[frame] if as_object else frame
            if as_object and k and not last:  # a later item, its verb left out
                frame = _LATER_ITEM[frame]
            items.append(fill(t.pgettext(*frame), {"card": said, key: place}))
    if not runs_in:
        return words.listed_moves(t, items)
    if len(items) == 1:
        return items[0]
    sep, before_last = t.gettext(words.LIST_SEPARATOR), t.pgettext(*RUNS_LAST_SEPARATOR)
    return sep.join(items[:-1]) + before_last + items[-1]


# The item frames of _items: by which end of the moves the places are, and whether the place is a
# foundation.
_ITEMS: Final = {
    ("source", False): (FROM_ITEM, FROM_ITEM_RANKS),
    ("source", True): (FROM_FOUNDATION_ITEM, FROM_FOUNDATION_ITEM_RANKS),
    ("target", False): (TO_ITEM, TO_ITEM_RANKS),
    ("target", True): (TO_ITEM, TO_ITEM_RANKS),
}


# Each item frame -> its form in a line said with verbs, the card the verb's object.
_AS_OBJECT: Final = {
    FROM_ITEM: line_frames.FROM_ITEM,
    FROM_ITEM_RANKS: line_frames.FROM_ITEM_RANKS,
    FROM_FOUNDATION_ITEM: line_frames.FROM_FOUNDATION_ITEM,
    FROM_FOUNDATION_ITEM_RANKS: line_frames.FROM_FOUNDATION_ITEM_RANKS,
    TO_ITEM: line_frames.TO_ITEM,
    TO_ITEM_RANKS: line_frames.TO_ITEM_RANKS,
    RANKS_AGAIN[FROM_ITEM_RANKS]: line_frames.FROM_ITEM_RANKS_AGAIN,
    RANKS_AGAIN[FROM_FOUNDATION_ITEM_RANKS]: line_frames.FROM_FOUNDATION_ITEM_RANKS_AGAIN,
    RANKS_AGAIN[TO_ITEM_RANKS]: line_frames.TO_ITEM_RANKS_AGAIN,
    LAST_AFTER_RUN[FROM_ITEM]: line_frames.LAST_AFTER_RUN["from"],
    LAST_AFTER_RUN[FROM_ITEM_RANKS]: line_frames.LAST_AFTER_RUN["from_ranks"],
    LAST_AFTER_RUN[FROM_FOUNDATION_ITEM]: line_frames.LAST_AFTER_RUN["from_foundation"],
    LAST_AFTER_RUN[FROM_FOUNDATION_ITEM_RANKS]: line_frames.LAST_AFTER_RUN["from_foundation_ranks"],
    LAST_AFTER_RUN[TO_ITEM]: line_frames.LAST_AFTER_RUN["to"],
    LAST_AFTER_RUN[TO_ITEM_RANKS]: line_frames.LAST_AFTER_RUN["to_ranks"],
    LAST_AFTER_RUN[RANKS_AGAIN[FROM_ITEM_RANKS]]: line_frames.LAST_AFTER_RUN["from_ranks_again"],
    LAST_AFTER_RUN[RANKS_AGAIN[FROM_FOUNDATION_ITEM_RANKS]]: line_frames.LAST_AFTER_RUN[
        "from_foundation_ranks_again"
    ],
    LAST_AFTER_RUN[RANKS_AGAIN[TO_ITEM_RANKS]]: line_frames.LAST_AFTER_RUN["to_ranks_again"],
}

# The as-object frame of an item named in full -> its frame as a later item of the list (the
# second, third …), whose verb, said before the first item, is left out (line_frames.LATER_ITEM;
# the twenty-second review, uk D6). The items by rank are never first, and the last item after a
# run is a later one already, so their frames need none.
_LATER_ITEM: Final = {
    line_frames.FROM_ITEM: line_frames.LATER_ITEM["from"],
    line_frames.FROM_FOUNDATION_ITEM: line_frames.LATER_ITEM["from_foundation"],
    line_frames.TO_ITEM: line_frames.LATER_ITEM["to"],
}


def _ranks(
    t: Translations, before: tuple[int, ...], cards: tuple[int, ...], others: tuple[int, ...] = ()
) -> Term:
    """Cards of the suit just named by their ranks, as one term in every case form they share:
    "8", "8 and 9"; a rank named before in the list is "the other" one, and so is a card at a
    position in ``others`` (the other copy of one the line named before)."""
    ranks = []
    for i, c in enumerate(cards):
        again = i in others or rank_of(c) in {
            rank_of(x) for x in (*before, *cards[:i]) if suit_of(x) == suit_of(c)
        }
        rank = (words.OTHER_RANKS if again else words.RANKS)[rank_of(c) - 1]
        ranks.append(parse_forms(t.pgettext(*rank)))
    listed = words.listed_ranks(t, ranks)
    # its rank-only forms too (the same words), so any frame may ask for them (``rank_form``)
    forms = {**listed, **{words.rank_form(case): said for case, said in listed.items()}}
    return Term(words.RANKS[rank_of(cards[0]) - 1][1], forms)


def steps_words(steps: list[str], t: Translations, voice: str = "") -> str:
    """Steps in words as one list: "A", "A, then B", "A, B, C, and finally D", each step by its
    place in the list (the first, the second, the later ones in two frames by turns, the
    last); ``voice`` line_frames.GOAL or FORCED: the frames of that line."""
    if len(steps) == 1:
        return steps[0]
    joined = _JOINED.get(voice)
    if len(steps) == 2:
        then = t.pgettext(*joined["then"]) if joined else t.gettext(THEN)
        return fill(then, {"first": steps[0], "then": steps[1]})
    first, second = (joined["first"], joined["second"]) if joined else (STEPS_FIRST, STEPS_SECOND)
    middle = (
        (joined["middle"], joined["middle_again"]) if joined else (STEPS_MIDDLE, STEPS_MIDDLE_AGAIN)
    )
    said = fill(t.pgettext(*first), {"step": steps[0]})
    said = fill(t.pgettext(*second), {"steps": said, "step": steps[1]})
    for i, step in enumerate(steps[2:-1]):
        said = fill(t.pgettext(*middle[i % 2]), {"steps": said, "step": step})
    last = t.pgettext(*joined["last"]) if joined else t.gettext(STEPS_LAST)
    return fill(last, {"steps": said, "step": steps[-1]})


def ask(p: Puzzle, t: Translations, draw_rule: bool = False, game: Game | None = None) -> str:
    """The puzzle's question in one sentence: the card's first, and what the board says when the
    puzzle starts (``draw_rule``: as ``goal_question``; ``game``: the puzzle's position when the
    caller has it)."""
    if p.kind == SEQUENCE:
        return sequence_question(t, sum(1 for s in p.answer["steps"] if s["player"]))
    if kind_of(p.kind).board == GOAL:
        values = goal_values(p, t)
        counted = registry.get(p.game).counted_in
        task = goal_task(p.kind, game or p.position())
        return goal_question(t, task, p.answer["moves"], counted, draw_rule, **values)
    if p.kind == CAN_WIN and p.at_deal_start:
        return t.pgettext(*CAN_WIN_DEAL)
    counted_in = registry.get(p.game).counted_in
    picked = variants.pick(WIN_PROMPTS, p.id) if p.kind == WIN_FROM_HERE else ""
    if picked and picked != QUESTIONS[WIN_FROM_HERE]:
        again, third = WIN_PROMPTS_AGAIN[counted_in == ACTIONS]
        if picked == OWN_WORDING:  # the position has no words of its own (win_prompt)
            return t.pgettext(*variants.pick((again, third), p.id))
        return t.pgettext(*(again if picked == WIN_FROM_HERE_AGAIN[1] else third))
    return in_unit(t, QUESTIONS[p.kind], QUESTIONS_IN_ACTIONS, p.kind, counted_in)


def win_prompt(p: Puzzle, t: Translations, game: Game) -> str | None:
    """The win-from-here prompt that says what the position holds (the redeals, or the stock's
    count), when the puzzle's id picks it (variants.py: WIN_PROMPTS) and the position has such
    words: not on a deal at its start, nor where the stock's cards are listed next (their count
    is said there); else None."""
    if variants.pick(WIN_PROMPTS, p.id) != OWN_WORDING or p.at_deal_start:
        return None
    if game.info.redeals:
        left = game.redeals_left or 0
        if left == 0:
            none_in_game = words.redeal_context(game) == words.NONE_IN_GAME
            return t.pgettext(*(WIN_WITHOUT_REDEALS if none_in_game else WIN_NO_REDEAL_LEFT))
        return t.pgettext(*WIN_REDEALS_LEFT[left]) if left in WIN_REDEALS_LEFT else None
    if game.info.stock and "stock-order-shown" not in p.themes:
        n = len(game.stock)
        if n == 0:
            return t.pgettext(*WIN_STOCK_EMPTY)
        if n == 1:
            return t.pgettext(*WIN_STOCK_ONE)
        return fill(t.npgettext(*WIN_STOCK_LEFT, n), {"in_stock": count(t, n)})
    return None


def question(
    p: Puzzle, t: Translations, game: Game | None = None, draw_rule: bool = False
) -> list[str]:
    """What the puzzle asks, and what the reader must know that the figure does not show.
    ``game``: the puzzle's position when the caller has it (it is only read); ``draw_rule``: as
    ``goal_question`` (the board's prompt)."""
    game = game or p.position()
    if p.kind == WIN_FROM_HERE:
        own = win_prompt(p, t, game)
        if own is not None:
            # the position's own prompt: it says the redeals or the stock's count itself
            out = [own]
            if game.info.stock and "stock-order-shown" in p.themes and game.stock:
                out.append(stock_order(t, game.stock))
            return out
    out = [ask(p, t, draw_rule, game)]
    if game.info.redeals:
        left = game.redeals_left or 0
        if left == 0:
            out.append(t.gettext(NO_REDEAL_LEFT[words.redeal_context(game)]))
        elif p.at_deal_start:
            out.append(t.gettext(REDEALS_ALLOWED[left]))
        else:
            out.append(redeals_left(t, left))
    if game.info.stock and "stock-order-shown" in p.themes and game.stock:
        out.append(stock_order(t, game.stock))
    return out


def stock_order(t: Translations, stock: list[int]) -> str:
    """The stock's cards from the one drawn next (``stock``: bottom to top), with their count."""
    if len(stock) == 1:
        return _(t, STOCK_ONE, card=card_term(t, stock[0]))
    cards = t.gettext(words.LIST_SEPARATOR).join(card_name(t, c) for c in reversed(stock))
    n = len(stock)
    return fill(t.ngettext(*STOCK_ORDER, n), {"in_stock": count(t, n), "stock_cards": cards})


def _loses(game: Game, alt: dict[str, Any], t: Translations, key: str = "") -> list[str]:
    """Why the alternative ``alt`` ({move, proof, positions}) loses: its sentences, the first
    a clause to follow the move ("after that, …"), naming the card or suit the proof is about
    (``key``: the puzzle's id, which picks the wordings: variants.py)."""
    return _Explainer(t, key=key).loses(game, alt)


class _Explainer:
    """The reasons of one answer's losing moves: the last-card rule said once (in full, or named
    where the page states it: ``rule_stated``; ``rule_recalled``: an answer above on the page
    has named it already, so this one names it without pointing to the top again), and a proof
    already given (the same sentences, or the same suit's last card) said again only as one
    sentence that names the move it was given for."""

    def __init__(
        self,
        t: Translations,
        rule_stated: bool = False,
        rule_recalled: bool = False,
        key: str = "",
    ) -> None:
        self.t = t
        self.key = key  # the puzzle's id: which wording its sentences take (variants.py)
        self.rule_stated = rule_stated
        self.rule_recalled = rule_recalled
        self.rule_said = False
        # a proof given -> (the list it is in, that list's decision number, the move it was
        # given for)
        self.given: dict[tuple[str, ...], tuple[int, int, str]] = {}
        self.list = 0  # the list of losing moves being said (a sequence: one per decision)
        # the number of the decision whose list is being said (a sequence), as its label says it
        self.decision = 0

    def next_list(self, decision: int = 0) -> None:
        """The losing moves said next are another list (a sequence's decision number
        ``decision``: the forced moves between decisions are not counted)."""
        self.list += 1
        self.decision = decision

    def alternatives(
        self,
        game: Game,
        alts: list[dict[str, Any]],
        until: dict[int, int] | None = None,
        searched: dict[int, list[int]] | None = None,
    ) -> list[str]:
        """One list's items: a move with its reason; a proof given before said again only as
        one sentence for the moves in a row that rest on it, naming the move it was given for
        ("the move above" when that is the item right above). ``until``: the alternatives (by
        their index) that stay possible and lose for the same reason up to a later decision, by
        its number: their items say so (a sequence); ``searched``: those of them that lose by a
        search, with the number of positions after them at each decision of that range: their
        item is one sentence with the range and the numbers."""
        t = self.t
        until = dict(until or {})
        searched = searched or {}
        # two moves of one card to the two foundations of its suit that lose for the same reason,
        # with the same data, are one item that says the move once for both (either.py; round
        # 23, pl D2); their heading still counts two moves (the caller's: others_lose)
        merged = {
            later: first
            for later, first in either.pairs(game, alts).items()
            if self._loss_data(game, alts[first]) == self._loss_data(game, alts[later])
            and until.get(first) == until.get(later)
            and searched.get(first) == searched.get(later)
        }
        kept = [k for k in range(len(alts)) if k not in merged]
        until = {kept.index(k): last for k, last in until.items() if k not in merged}
        searched = {kept.index(k): counts for k, counts in searched.items() if k not in merged}
        # (what makes the reason, the move in words, its item when it says the reason itself)
        said: list[tuple[tuple[str, ...], str, str | None]] = []
        for index, alt in enumerate(alts[k] for k in kept):
            if kept[index] in merged.values():
                move = either.move_words(game, alt["move"], t)
            else:
                move = move_words(game, alt["move"], t)
            key = self._key(game, alt)
            if index in searched:
                counts = searched[index]
                ranged = fill(
                    t.ngettext(*SEARCH_LOSES_UNTIL, max(counts)),
                    {
                        "until": ordinal(t, until.pop(index)),
                        "move": move,
                        "counts": _numbers(t, counts),
                    },
                )
                said.append((key, move, _capitalized(ranged)))
                continue
            if key in self.given:
                said.append((key, move, None))
                continue
            self.given[key] = (self.list, self.decision, move)
            # each item names the cards under its candidates itself: a bullet is read on its own
            # ("Nothing has changed under the king" sent the reader to an earlier bullet: the
            # eighteenth review, pl S4; the nineteenth, hu 1, uk 2, pl 1, 100 places each)
            first, *more = self._reason(game, alt, say_rule=True)
            head = _(t, ALTERNATIVE, move=move, reason=first)
            said.append((key, move, " ".join([_capitalized(head), *more])))
        items: list[str] = []
        for i, (key, move, item) in enumerate(said):
            if item is not None:
                items.append(item)
                continue
            if i and said[i - 1][2] is None and said[i - 1][0] == key:
                continue  # in the item above, with the moves before it
            group = [move]
            for later, other, its_item in said[i + 1 :]:
                if its_item is not None or later != key:
                    break
                group.append(other)
            items.append(self._same(key, group, above=bool(i) and said[i - 1][0] == key))
        if until:
            return self._still(items, said, until)
        return items

    def _still(
        self,
        items: list[str],
        said: list[tuple[tuple[str, ...], str, str | None]],
        until: dict[int, int],
    ) -> list[str]:
        """``items`` with the sentence "this losing move stays possible … up to decision N" after
        the item of each alternative in ``until`` (its index in ``said``: an item of its own)."""
        # the item of each alternative: the items follow ``said``, one per own item or per run
        where: list[int] = []
        n = -1
        for i, (key, _move, item) in enumerate(said):
            if not (item is None and i and said[i - 1][2] is None and said[i - 1][0] == key):
                n += 1
            where.append(n)
        out = list(items)
        for index, last in sorted(until.items()):
            alone = where.count(where[index]) == 1
            if not alone:
                raise ValueError("a move that stays possible shares its item")
            still = _(self.t, STILL_LOSES_UNTIL, until=ordinal(self.t, last))
            out[where[index]] = f"{out[where[index]]} {still}"
        return out

    def _same(self, key: tuple[str, ...], moves: list[str], above: bool) -> str:
        """The item of ``moves`` (in a row) that lose by the proof ``key`` given before."""
        t = self.t
        where, decision, earlier = self.given[key]
        one = len(moves) == 1
        values: dict[str, Any] = (
            {"move": moves[0]} if one else {"losing": words.listed_moves(t, moves)}
        )
        if above:
            message = SAME_REASON_ABOVE if one else SAME_REASONS_ABOVE
        elif where == self.list or not decision:
            message = SAME_REASON_AS if one else SAME_REASONS_AS
            values["earlier"] = earlier
        elif earlier in moves:
            message = SAME_MOVE_AT_DECISION if one else SAME_MOVES_AT_DECISION
            values["decision"] = ordinal(t, decision)
        else:
            message = SAME_REASON_AT_DECISION if one else SAME_REASONS_AT_DECISION
            values.update(earlier=earlier, decision=ordinal(t, decision))
        return _capitalized(_(t, message, **values))

    def _loss_data(self, game: Game, alt: dict[str, Any]) -> tuple[object, ...]:
        """What the reason of ``alt`` says, as data: a search's number of positions (its sentence
        says nothing else), the last-card proof's witness (the suit, each candidate with its pile
        and the cards under it); else the proof's sentences, which say only the data its helper
        found (the locked or homeless card and its pile, the stuck suit or pair), not the move.
        Two moves with the same data have the same explanation."""
        if alt["proof"] == SEARCH:
            return (SEARCH, alt.get("positions"))
        if alt["proof"] == LAST_CARD:
            after = game.copy()
            after.play_all(alt["move"].split())
            w = witness(after)
            if w is not None:
                by_move = completed_by_move(game, after, w)
                return (LAST_CARD, w, words.redeal_context(after), by_move)
        return (alt["proof"], *self._reason(game, alt))

    def _key(self, game: Game, alt: dict[str, Any]) -> tuple[str, ...]:
        """What makes two losing moves lose for the same reason: the same suit that can never be
        completed by the last-card proof, with the same candidates blocked on the same piles (the
        cards under them may differ: the proof is the same; a candidate moved elsewhere is another
        proof, round 13's pl 12: the ace put home and the ace put on its king are not), else the
        same sentences (the same locked card on the same pile…). A search is never the same
        reason: each searched the positions after its own move."""
        return self.reason_key(game, alt, self.list)

    def reason_key(self, game: Game, alt: dict[str, Any], where: int) -> tuple[str, ...]:
        """As ``_key``, for the list numbered ``where``."""
        if alt["proof"] == SEARCH:
            return (SEARCH, alt["move"], str(where))
        if alt["proof"] == LAST_CARD:
            after = game.copy()
            after.play_all(alt["move"].split())
            w = witness(after)
            if w is not None:
                return (LAST_CARD, str(w.suit), *(f"{b.card}@{b.pile}" for b in w.blocked))
        return tuple(self._reason(game, alt))

    def loses(self, game: Game, alt: dict[str, Any]) -> list[str]:
        return self._reason(game, alt, say_rule=True)

    def take_rule(self, form: str = words.LONG) -> str:
        """How the next proof that needs the last-card rule says it: once an answer. A proof
        in the short shape (``form``: only on a page that states the rule) names no rule, so it
        leaves the naming to a later proof."""
        if form == words.SHORT:
            return words.UNSAID
        if self.rule_said:
            return words.UNSAID
        self.rule_said = True
        if not self.rule_stated:
            return words.FULL
        return words.RECALLED if self.rule_recalled else words.NAMED

    def _reason(self, game: Game, alt: dict[str, Any], say_rule: bool = False) -> list[str]:
        """The reason's sentences; ``say_rule``: the last-card rule as this answer says it next
        (else not at all)."""
        t, proof = self.t, alt["proof"]
        if proof == SEARCH:
            return [after_search(t, alt["positions"], self.key, alt["move"])]
        after = game.copy()
        after.play_all(alt["move"].split())
        redeals = after.info.redeals and (after.redeals_left or 0) > 0
        helpers = reasons(after)
        if proof == LAST_CARD:
            w = witness(after)
            if w is not None:
                # the question has said there is no redeal, unless this move played the last
                context = words.STATED if not game.redeals_left else words.redeal_context(after)
                # the cards under the candidates, and the proof's shape, worded by the puzzle
                # and the move, so the bullets of one answer are not all worded alike
                # (variants.py)
                key = f"{self.key} {alt['move']}" if self.key else ""
                form = words.shape(w, context, True, key, self.rule_stated)
                rule = self.take_rule(form) if say_rule else words.UNSAID
                by_move = completed_by_move(game, after, w)
                # the short shape is the clause after the move itself (words.SHORT_BY_MOVE)
                said = [] if form == words.SHORT else [words.after_witness(w, t, self.key)]
                return [
                    *said,
                    *words.last_card(
                        w,
                        t,
                        context,
                        rule=rule,
                        after_move=True,
                        key=key,
                        completed_by_move=by_move,
                        form=form,
                    ),
                ]
            suit = helpers.stuck_suit(after) if helpers is not None else None
            if suit is not None:
                return [_(t, AFTER_STUCK_SUIT, suit=words.suit_name(t, suit))]
            pair = helpers.blocking_pair(after) if helpers is not None else None
            if pair is not None:
                one, other = (words.suit_name(t, x) for x in pair)
                return [_(t, AFTER_BLOCKING_PAIR, suit=one, other=other)]
        if proof in (LOCKED_CARD, FIXPOINT) and helpers is not None:
            find = helpers.locked_card if proof == LOCKED_CARD else helpers.homeless_card
            found = find(after)
            if found is not None:
                message = AFTER_HOMELESS
                if proof == LOCKED_CARD:
                    message = LOCKED_CLAUSES[just_moved(after, alt["move"], *found), bool(redeals)]
                return [_(t, message, card=card_term(t, found[0]), pile=found[1])]
        if proof == LOCKED_CARD and redeals:
            return [t.gettext(LOCKED_WITH_REDEALS)]
        if proof in AFTER_PROOF:
            return [t.gettext(AFTER_PROOF[proof])]
        raise ValueError(f"no words for a {proof} proof")


def completed_by_move(before: Game, after: Game, w: Witness) -> bool:
    """Whether the losing move that leads from ``before`` to ``after`` is what completed the
    foundation of the witness's card already home (its one candidate left): that foundation is
    not complete in ``before`` (the diagram, and the board once the move is taken back) and is in
    ``after``. Only Crescent's proofs name such a card."""
    home = other_candidate(w)
    if home is None or not isinstance(before, Crescent) or not isinstance(after, Crescent):
        return False
    f = words.completed_foundation(home)
    return before.found[f] < CARDS_PER_SUIT <= after.found[f]


def just_moved(after: Game, moves: str, card: int, pile: int) -> bool:
    """Whether ``card`` on ``pile`` (from 1) is the card the last of ``moves`` put there: the top
    of its target in the position ``after`` them."""
    last = after.parse_move(moves.split()[-1])
    return last.dst == f"p{pile}" and after.top_card(last.dst) == card


def no_reason(p: Puzzle, t: Translations, rule: str = words.FULL) -> list[str]:
    """Why a "no" puzzle's position cannot be won; its question has told the redeal context
    (``rule``: how the last-card rule is said); the wording the puzzle's id picks."""
    counted_in = registry.get(p.game).counted_in
    return words.reason(
        p.answer, t, words.STATED, rule, counted_in=counted_in, key=p.id, at_start=p.at_deal_start
    )


def _numbers(t: Translations, counts: list[int]) -> str:
    """Numbers listed in the locale's format: "17, 16, 15 and 12"."""
    written = [number(t, n) for n in counts]
    return joined(written, t.gettext(words.LIST_SEPARATOR), t.pgettext(*NUMBERS_LAST_SEPARATOR))


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def why_lost(game: Game, alt: dict[str, Any], t: Translations, key: str = "") -> list[str]:
    """Why the move ``alt`` ({move, proof, positions}) from ``game`` loses, as whole sentences:
    what the puzzle board says after its own sentence that the move is taken back (``key``: the
    puzzle's id, so the board words it as the puzzle's pages do: variants.py)."""
    first, *more = _loses(game, alt, t, key)
    return [_capitalized(first), *more]


def others_lose(t: Translations, n: int) -> str:
    """The heading over the ``n`` losing moves: one other move has its own words."""
    return t.gettext(OTHER_LOSES if n == 1 else OTHERS_LOSE)


def _sequence_steps(
    g: Game, steps: list[dict[str, Any]], t: Translations, why: _Explainer, out: Answer
) -> None:
    """A sequence's decisions into ``out``, numbered as its question counts them, each with its
    losing moves and then the forced moves that follow it in one sentence (``g``: the puzzle's
    position, played on)."""
    carried, until, since, searched, noted = _still_losing(g, steps, t, why)
    i = 0
    while i < len(steps):
        step = steps[i]
        if not step["player"]:
            raise ValueError("a sequence's forced moves follow a decision")
        at = len(out.steps)
        why.next_list(at + 1)
        alts = step.get("alternatives", [])
        decision = fill(
            t.pgettext(*DECISION),
            {"decision": ordinal(t, at + 1), "move": move_words(g, step["move"], t)},
        )
        listed = [a for k, a in enumerate(alts) if k not in carried[at]]
        # the indices of ``until`` are the listed alternatives'
        kept = [k for k in range(len(alts)) if k not in carried[at]]
        ends = {kept.index(k): last for k, last in until[at].items()}
        runs_of = {kept.index(k): counts for k, counts in searched[at].items()}
        out.steps.append((decision, why.alternatives(g, listed, ends, runs_of)))
        intro = others_lose(t, len(alts)) if alts else ""
        if carried[at] and noted[at]:
            # an item above has said a move not listed here stays possible up to this decision
            noted_message = NOTED_OTHER_LOSES if len(listed) == 1 else NOTED_OTHERS_LOSE
            intro = t.pgettext(*noted_message) if listed else ""
        elif carried[at]:
            message = {
                (True, True): STILL_OTHER_LOSES,
                (True, False): STILL_OTHERS_LOSE,
                (False, True): STILL_MANY_OTHER_LOSES,
                (False, False): STILL_MANY_OTHERS_LOSE,
            }[len(carried[at]) == 1, len(listed) == 1]
            intro = _(t, message, decision=ordinal(t, since[at])) if listed else ""
        out.step_intros.append(intro)
        g.play(step["move"])
        i += 1
        forced: list[str] = []
        while i < len(steps) and not steps[i]["player"]:
            forced += str(steps[i]["move"]).split()
            i += 1
        out.step_forced.append(_forced_moves(g, forced, t))
        g.play_all(forced)


def _still_losing(
    g: Game, steps: list[dict[str, Any]], t: Translations, why: _Explainer
) -> tuple[
    list[set[int]], list[dict[int, int]], list[int], list[dict[int, list[int]]], list[set[int]]
]:
    """Which losing moves of a sequence stay possible and lose for the same reason at the next
    decisions (the same move in words, the same proof; a search counts as the same proof
    whatever number of positions it searched), by decision (from 0): the alternatives not listed
    again (``carried``), those whose item says up to which decision they still lose (``until``:
    index -> that decision's number), the number of the decision where the move not listed again
    was first refuted (``since``), and of those in ``until`` that lose by a search, the number
    of positions after the move at each decision of the range (``searched``: index -> the
    numbers), and of the alternatives not listed again, those whose item at the decision where
    their range began said they stay possible (``noted``: not a search's range). A decision whose
    moves not listed again began at different decisions lists them all again (its heading names
    one decision)."""
    g = g.copy()
    refuted: list[list[tuple[str, tuple[str, ...]]]] = []
    positions: list[list[int]] = []
    for step in steps:
        if step["player"]:
            alts = step.get("alternatives", [])
            said = [
                (
                    move_words(g, a["move"], t),
                    (SEARCH,) if a["proof"] == SEARCH else why.reason_key(g, a, len(refuted)),
                )
                for a in alts
            ]
            refuted.append(said)
            positions.append([int(a.get("positions") or 0) for a in alts])
            g.play(step["move"])
        else:
            g.play_all(str(step["move"]).split())
    carried: list[set[int]] = [set() for _said in refuted]
    since = [0] * len(refuted)
    # the decision (its number) where the run of each carried move began
    began: dict[tuple[int, int], int] = {}
    for at in range(1, len(refuted)):
        again = {
            k: refuted[at - 1].index(x) for k, x in enumerate(refuted[at]) if x in refuted[at - 1]
        }
        starts = {k: began.get((at - 1, j), at) for k, j in again.items()}
        if len(set(starts.values())) == 1:
            carried[at] = set(again)
            since[at] = next(iter(starts.values()))
            began.update({(at, k): start for k, start in starts.items()})
    until: list[dict[int, int]] = [{} for _said in refuted]
    searched: list[dict[int, list[int]]] = [{} for _said in refuted]
    noted: list[set[int]] = [set() for _said in refuted]
    for at, said in enumerate(refuted):
        for k, x in enumerate(said):
            if k in carried[at]:
                continue
            last, counts = at, [positions[at][k]]
            later: list[tuple[int, int]] = []  # (decision, index) where it is not listed again
            while last + 1 < len(refuted):
                here = [j for j in carried[last + 1] if refuted[last + 1][j] == x]
                if not here:
                    break
                last += 1
                counts.append(positions[last][here[0]])
                later.append((last, here[0]))
            if last > at:
                until[at][k] = last + 1
                if x[1] == (SEARCH,):
                    searched[at][k] = counts
                else:
                    for d, j in later:
                        noted[d].add(j)
    return carried, until, since, searched, noted


def _forced_moves(g: Game, forced: list[str], t: Translations) -> str:
    """The sentence of the forced moves ``forced`` the game plays from ``g`` ("" when none)."""
    if not forced:
        return ""
    steps = _steps(g, " ".join(forced).split(), t, line_frames.FORCED)
    said = steps_words(steps, t, line_frames.FORCED)
    if len(forced) == 1:
        return fill(t.pgettext(*FORCED_MOVE), {"move": said})
    return fill(t.pgettext(*FORCED_MOVES), {"moves": said})


def answer(
    p: Puzzle,
    t: Translations,
    game: Game | None = None,
    rule_stated: bool = False,
    rule_recalled: bool = False,
) -> Answer:
    """The answer in words, with every losing alternative's proof (``game``: as ``question``;
    ``rule_stated``: the page states the last-card rule, so the answer only names it;
    ``rule_recalled``: an answer above it on the page has named it, so this one does not point
    to the top of the page again)."""
    game = game or p.position()
    a = p.answer
    out = Answer()
    why = _Explainer(t, rule_stated, rule_recalled, key=p.id)
    if p.kind == ONLY_MOVE:
        only = variants.pick((ONLY_ANSWER, ONLY_ANSWER_AGAIN), p.id)
        out.lead.append(_(t, only, move=move_words(game, a["move"], t)))
        out.items_intro = others_lose(t, len(p.alternatives))
        out.items = why.alternatives(game, p.alternatives)
        out.tail.append(win_line(t, len(a["line"]) - 1))
    elif p.kind == SEQUENCE:
        _sequence_steps(game.copy(), a["steps"], t, why, out)
        out.tail.append(sequence_win_line(t, len(a["line"])))
    elif p.kind == WIN_FROM_HERE:
        out.lead.append(winning_line(game, a["line"], t, p.id))
        series = any(len(alt["move"].split()) > 1 for alt in p.alternatives)
        greedy = variants.pick(GREEDY_LOSES_WORDINGS, p.id)
        out.items_intro = t.gettext(GREEDY_SERIES_LOSES if series else greedy)
        out.items = why.alternatives(game, p.alternatives)
    elif kind_of(p.kind).board == GOAL:
        line = a["line"]
        steps = _steps(game, line, t, line_frames.GOAL)
        moves = steps_words(steps, t, line_frames.GOAL)
        counted_in = registry.get(p.game).counted_in
        out.lead.append(
            goal_answer(t, len(line), counted_in, p.id, long=len(steps) >= LONG_LINE, moves=moves)
        )
    elif a["winnable"]:
        out.lead += [
            t.gettext(variants.pick(VERDICTS[True, p.at_deal_start], p.id)),
            winning_line(game, a["line"], t, p.id),
        ]
    else:
        rule = why.take_rule() if a["proof"] == LAST_CARD else words.UNSAID
        verdict = t.gettext(variants.pick(VERDICTS[False, p.at_deal_start], p.id))
        out.lead += [verdict, *no_reason(p, t, rule)]
    out.rule = why.rule_said
    return out
