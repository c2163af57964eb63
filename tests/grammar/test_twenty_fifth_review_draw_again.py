"""A line of play never says the whole draw phrase twice (issue 30; the twenty-fifth review, uk
D4 and S1, pl the same): «…: бере карту з колоди на скид, потім перекладає п’ятірку пік зі
скиду на стовпець 3, а тоді бере карту з колоди на скид.» stood in 17 sentences of the Forty
Thieves can-win and win-from-here pages (pl "dobiera kartę … a potem dobiera kartę"). A draw
after an earlier draw of the same line is "another draw" (uk «бере ще одну карту», pl "dobiera
kolejną kartę", hu "húz még egy lapot"), in the solver's line and in a goal's line told to the
player. The real answers of committed puzzles, rendered."""

from __future__ import annotations

import dataclasses
import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts
from tests.grammar.catalogs import t
from tests.grammar.test_tenth_review_answers import _plain
from tests.grammar.test_twelfth_review_answers import _lead, _puzzle

LANGUAGES = ("en", "hu", "uk", "pl")

# The solver's line in the second wording (Forty Thieves win-from-here): a draw, a move from the
# waste, and a second draw, which is "another".
SOLVER_TWO_DRAWS = {
    # (with the cards to a foundation named by rank, the suit said once by it: words30s)
    "en": "The solver's winning line takes 80 actions and begins with a draw from the stock, then"
    " the 5 from the waste to foundation 6 (hearts), then another draw from the stock.",
    "hu": "A nyerő műveletsor, amelyet a megoldóprogram talált, 80 műveletből áll; a program így"
    " kezd: húz egy lapot, aztán az 5-öst a dobópakliból a 6. (kőr) alapsorra teszi, majd húz"
    " még egy lapot.",
    "uk": "Розв’язувачеві вистачає 80 дій, щоб виграти, і починає він так: бере карту з"
    " колоди на скид, потім перекладає п’ятірку зі скиду на фундамент 6 (черв), а тоді бере ще"
    " одну карту.",
    "pl": "Rozwiązanie programu liczy 80 czynności. Na początku program dobiera kartę, potem"
    " przenosi piątkę ze stosu odrzuconych na bazę 6 (kier), a następnie dobiera kolejną kartę.",
}

# A goal's line with two draws, told to the player. No committed goal line draws twice today (72
# draw once), so a free-column puzzle's line of three actions, "draw, the 8 of diamonds from the
# waste to column 5, c1-c5", has its last action replaced by a draw: the words of such a line are
# the point, not whether it reaches the goal.
GOAL_TWO_DRAWS = {
    "en": "The goal can be reached in 3 moves: a draw from the stock, the 8 of diamonds from the"
    " waste to column 5, and finally another draw from the stock;",
    "hu": "A cél 3 műveletben elérhető: először húzz egy lapot, majd tedd a káró 8-ast a"
    " dobópakliból az 5. oszlopra, végül húzz még egy lapot;",
    "uk": "Завдання можна виконати за 3 ходи: спершу візьміть карту з колоди на скид, потім "
    "перекладіть вісімку бубон зі скиду на стовпець 5, а насамкінець візьміть ще одну карту;",
    "pl": "Cel da się osiągnąć w 3 czynnościach: dobierz kartę, potem przenieś ósemkę karo ze"
    " stosu odrzuconych na kolumnę 5, a na koniec dobierz kolejną kartę;",
}

# Each language's words of a draw said as the first of its line: one draw or several, the
# solver's ("dobiera kartę"), the goal's ("dobierz kartę"), the forced ones' and the one-move
# label's noun phrase ("dobranie karty"). A later draw's words ("dobiera kolejną kartę") are not
# among them.
FIRST_DRAW = {
    "en": r"\ba draw from the stock|\bdraws from the stock",
    "hu": r"\bhúzz? egy lapot|\blapot húz\b|\bhúzz (?!még)\w+ lapot|húzás a húzópakliból",
    "uk": r"з колоди на скид",
    "pl": r"\bdobier(?:a|z|ze) (?!kolejn)|\bdobranie\b",
}
# And the words of a later draw, so the property is seen to read the lines that have one.
DRAW_AGAIN = {
    "en": r"\banother draw from the stock",
    "hu": r"\bhúzz? még egy lapot",
    "uk": r"\b(?:бере|візьміть) ще одну карту",
    "pl": r"\bdobier(?:a|z) kolejną kartę",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solvers_second_draw_is_another_draw(lang: str) -> None:
    assert _lead("ft-wh-8bd32fa56c", lang) == [SOLVER_TWO_DRAWS[lang]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_goals_second_draw_is_another_draw(lang: str) -> None:
    p = _puzzle("ft-fc-ae088746b0")
    assert p.answer["line"] == ["draw", "w-c5", "c1-c5"]
    drawn_twice = dataclasses.replace(p, answer={**p.answer, "line": ["draw", "w-c5", "draw"]})
    lead = [_plain(lang, x) for x in texts.answer(drawn_twice, t(lang)).lead]
    assert len(lead) == 1
    assert lead[0].startswith(GOAL_TWO_DRAWS[lang])


def _parts(lang: str) -> list[tuple[str, str]]:
    """Every part of every committed puzzle's answer in ``lang`` (a line stands in one part,
    even where a language ends a sentence between its steps), with the puzzle's id."""
    said = []
    for slug in ("crescent", "forty-thieves"):
        for p in puzzle_pages.plan(slug).by_id.values():
            a = texts.answer(p, t(lang))
            parts = [*a.lead, *a.items, *a.tail, *a.step_forced]
            parts += [x for line, alts in a.steps for x in (line, *alts)]
            said += [(p.id, _plain(lang, x)) for x in parts if x]
    return said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_line_says_the_draw_phrase_twice(lang: str) -> None:
    first, again = re.compile(FIRST_DRAW[lang]), re.compile(DRAW_AGAIN[lang])
    parts = _parts(lang)
    twice = [(pid, x) for pid, x in parts if len(first.findall(x)) > 1]
    assert twice == []
    assert sum(bool(first.search(x)) for _, x in parts) > 100  # it reads the lines that draw
    assert sum(bool(again.search(x)) for _, x in parts) >= 17  # and those that draw twice
