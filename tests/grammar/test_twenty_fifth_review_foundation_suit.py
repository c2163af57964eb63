"""Cards moved onto a foundation are named by rank alone (issue 30; the twenty-fifth review, pl D3,
145 places: "a potem kolejno na bazę rosnącą kier damę kier ze stosu 1 i króla ze stosu 2", "na
bazę 3 (karo) czwórkę karo ze stosu odrzuconych"): the foundation's name says the suit, and a card
put on it is always of that suit, so the suit is said once; pl and uk name the foundation first
("przenosi na bazę rosnącą kier kolejno damę …"; P2: the same order for a column). The real
answers of committed puzzles, rendered."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from engine.cards import suit_of
from engine.drawing.describe import DRAWINGS
from engine.game import Game
from engine.grammar.forms import term
from engine.puzzles import line_frames, runs
from tests.grammar.catalogs import t
from tests.grammar.test_other_copy_in_a_line import said_lines
from tests.grammar.test_tenth_review_answers import _plain
from tests.grammar.test_twelfth_review_answers import _lead

LANGUAGES = ("en", "hu", "uk", "pl")

# The reviewer's first example (Crescent, the solver's line; cr-wh-723d08701d): the queen and the
# king of hearts gathered onto the up foundation of hearts.
GATHERED_CRESCENT = {
    "en": "The solver wins in 4 moves, beginning with the king of hearts from pile 1 to pile 2,"
    " then the queen from pile 1 and the king from pile 2 to the up foundation of hearts, one"
    " after another.",
    "hu": "A megoldóprogram 4 lépésben nyer, és így kezd: a kőr királyt az 1. oszlopról a 2."
    " oszlopra teszi, majd a dámát az 1. oszlopról és a királyt a 2. oszlopról egymás után a"
    " felfelé épülő kőr alapsorra.",
    "uk": "Розв’язувач виграє за 4 ходи й починає так: перекладає короля черв зі стопки 1 на"
    " стопку 2, потім кладе на висхідний фундамент черв по черзі даму зі стопки 1 і короля — зі"
    " стопки 2.",
    "pl": "Program wygrywa w 4 ruchach. Zaczyna tak: przenosi króla kier ze stosu 1 na stos 2, a"
    " potem na bazę rosnącą kier kolejno damę ze stosu 1 i króla ze stosu 2.",
}

# The second (Forty Thieves, the solver's line; ft-cw-fff95e7369): three diamonds, each from its
# own place, onto foundation 3 (diamonds); the first item by rank too.
GATHERED_FORTY = {
    "en": "The solver wins in 158 actions, beginning with the 4 from the waste, the 5 from column"
    " 10 and the 6 from column 9 to foundation 3 (diamonds), one after another.",
    "hu": "A megoldóprogram 158 műveletben nyer, és így kezd: a 4-est a dobópakliból, az 5-öst a"
    " 10. oszlopról és a 6-ost a 9. oszlopról egymás után a 3. (káró) alapsorra teszi.",
    "uk": "Розв’язувач виграє за 158 дій і починає так: кладе на фундамент 3 (бубон) по черзі"
    " четвірку зі скиду, п’ятірку — зі стовпця 10 і шістку — зі стовпця 9.",
    "pl": "Program wygrywa w 158 czynnościach. Zaczyna tak: przenosi na bazę 3 (karo) kolejno"
    " czwórkę ze stosu odrzuconych, piątkę z kolumny 10 i szóstkę z kolumny 9.",
}

# A goal's line told to the player (ft-fc-31668dc43e): a draw, then the 4 from the waste and a run
# of two from column 5 onto the foundation.
GOAL_LINE = {
    "en": "The goal can be reached in 4 moves: a draw from the stock, then the 4 from the waste,"
    " and the 5 and 6 from column 5 to foundation 3 (diamonds), one after another; a search of"
    " every shorter line finds none that reaches it.",
    "hu": "A cél 4 műveletben elérhető: húzz egy lapot, majd tedd egymás után a 3. (káró)"
    " alapsorra a 4-est a dobópakliból, az 5-öst és a 6-ost pedig az 5. oszlopról; a"
    " megoldóprogram minden rövidebb műveletsort kipróbált, de egyik sem ért célba.",
    "uk": "Завдання можна виконати за 4 ходи: візьміть карту з колоди на скид, потім покладіть на"
    " фундамент 3 (бубон) по черзі четвірку зі скиду, а п’ятірку й шістку — зі стовпця 5;"
    " перебір усіх коротших послідовностей показав, що жодна з них до мети не веде.",
    "pl": "Cel da się osiągnąć w 4 czynnościach: dobierz kartę, a potem przenieś na bazę 3 (karo)"
    " kolejno czwórkę ze stosu odrzuconych oraz piątkę i szóstkę z kolumny 5; program sprawdził"
    " wszystkie krótsze ciągi czynności i żaden z nich do celu nie prowadzi.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_gathered_onto_a_crescent_foundation_are_named_by_rank(lang: str) -> None:
    assert _lead("cr-wh-723d08701d", lang) == [GATHERED_CRESCENT[lang]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_gathered_onto_a_forty_thieves_foundation_are_named_by_rank(lang: str) -> None:
    assert _lead("ft-cw-fff95e7369", lang)[-1] == GATHERED_FORTY[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_goal_line_to_a_foundation_names_the_suit_once(lang: str) -> None:
    assert _lead("ft-fc-31668dc43e", lang) == [GOAL_LINE[lang]]


# The suit's word in each language, as a card's name or a foundation's says it (hu "kőr 2-es",
# uk «двійка черв», «фундамент 3 (бубон)», pl "dwójka kier").
SUIT = {
    "en": re.compile(r"\b(?:spades|hearts|diamonds|clubs)\b"),
    "hu": re.compile(r"\b(?:pikk|kőr|káró|treff)\b"),
    "uk": re.compile(r"\b(?:пік|черв\w*|бубон|бубн\w*|треф\w*)\b"),
    "pl": re.compile(r"\b(?:pik|kier|karo|trefl)\b"),
}


def steps_after(lang: str) -> Iterator[tuple[str, Game, runs.Step, str, int | None]]:
    """Every step of every line of moves (the solver's, a goal's, the forced moves) that every
    committed answer says in ``lang``: (puzzle, position, step, its words, the card the line
    moved right before the step, None for its first; a draw moves none)."""
    for pid, game, moves, voice, out in said_lines(lang):
        if voice not in (line_frames.SOLVER, line_frames.GOAL, line_frames.FORCED):
            continue  # a one-move label keeps its noun phrases
        before: int | None = None
        for step, words in zip(runs.steps_of(game, moves), out, strict=True):
            yield pid, game, step, _plain(lang, words), before
            before = step.cards[-1] if step.cards else before


def _steps(lang: str) -> Iterator[tuple[str, Game, runs.Step, str]]:
    """Every step of every line of moves whose first card is the line's first or follows a card
    of its suit (after a card of another suit it says its suit: the thirty-first review, hu D1
    and uk D3, tests/grammar/test_thirty_first_review_suit_change.py): (puzzle, position, step,
    its words)."""
    for pid, game, step, words, before in steps_after(lang):
        if not step.cards or before is None or suit_of(before) == suit_of(step.cards[0]):
            yield pid, game, step, words


def _foundation_forms(lang: str, game: Game) -> list[str]:
    """Every form of every foundation's name of ``game`` (each says its suit), longest first."""
    names = DRAWINGS[game.game].foundation_names
    forms = {_plain(lang, f) for name in names for f in term(t(lang), name).forms.values()}
    return sorted(forms, key=len, reverse=True)


def _without_foundations(lang: str, game: Game, words: str) -> str:
    """``words`` with every form of every foundation's name taken out."""
    for form in _foundation_forms(lang, game):
        words = words.replace(form, " ")
    return words


def _before_a_foundation(lang: str, game: Game, words: str) -> str:
    """``words`` up to the first foundation's name they say."""
    found = [i for form in _foundation_forms(lang, game) if (i := words.find(form)) >= 0]
    return words[: min(found)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_step_onto_a_foundation_names_its_cards_suit(lang: str) -> None:
    """Failed before (pl 169 places on the built pages, uk 152): a step that moves cards onto a
    foundation, whose name says the suit, said it again with a card ("bazę 3 (karo) czwórkę
    karo"); a card on a foundation is of its suit, so, the foundations' names taken out, the
    step names no suit at all."""
    checked = 0
    for pid, game, step, words in _steps(lang):
        if step.kind not in (runs.MOVED, runs.GATHERED) or not step.target.startswith("f"):
            continue
        checked += 1
        rest = _without_foundations(lang, game, words)
        assert SUIT[lang].search(rest) is None, (pid, words)
    assert checked > 300, checked  # the check reads the steps onto a foundation at all


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_list_from_one_place_names_its_first_cards_by_rank_when_they_go_home(lang: str) -> None:
    """Failed before: "the ace of spades to the down foundation of spades and the king to the up
    foundation of spades, one after another from pile 2" (pl "przenosi ze stosu 2 kolejno asa pik
    na bazę malejącą pik …"): the first cards of a list from one place go to a foundation, so
    they are named by rank, and no suit is said before that foundation's name."""
    checked = 0
    for pid, game, step, words in _steps(lang):
        if step.kind != runs.SCATTERED or not step.targets[0].startswith("f"):
            continue
        checked += 1
        assert SUIT[lang].search(_before_a_foundation(lang, game, words)) is None, (pid, words)
    assert checked > 50, checked
