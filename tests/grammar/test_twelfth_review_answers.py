"""The twelfth native reviews' defects of how answers are assembled, as behaviour (text-hu-12,
text-uk-12, text-pl-12): the real answers of committed puzzles, rendered in each language.

Runs of moves with the same source and target are said once (hu Pattern A, top 2).
"""

from __future__ import annotations

import re
from functools import cache

import pytest

from build_tools.site.pages import puzzle_pages
from engine.grammar.articles import resolve_articles
from engine.grammar.typography import typeset
from engine.puzzles import texts
from engine.puzzles.model import Puzzle
from tests.grammar.catalogs import t

LANGUAGES = ("en", "hu", "uk", "pl")


def _plain(lang: str, text: str) -> str:
    out = typeset(resolve_articles(text) if lang == "hu" else text, lang)
    return out.replace("\u00a0", " ")


@cache
def _puzzle(pid: str) -> Puzzle:
    slug = "crescent" if pid.startswith("cr-") else "forty-thieves"
    return puzzle_pages.plan(slug).by_id[pid]


def _lead(pid: str, lang: str) -> list[str]:
    return [_plain(lang, x) for x in texts.answer(_puzzle(pid), t(lang)).lead]


# hu Pattern A: ft-free-column-2 (puzzle 626), crescent-can-win-3 (puzzle 404), ft-free-column-2
# (puzzle 629): each card of a run was named with its source and target again.
RUNS = {
    "ft-fc-d3384dae62": {
        "en": "A shortest line takes 6 moves: the 6, 7, 8, 9, 10 and jack of diamonds from column 2"
        " to foundation 3 (diamonds), one after another.",
        "hu": "Az egyik legrövidebb megoldás 6 lépésből áll: a 2. oszlopról egymás után a káró"
        " 6-os, 7-es, 8-as, 9-es, 10-es és bubi a 3. (káró) alapsorra.",
        "uk": "Один із найкоротших шляхів до мети — 6 ходів: шістка, сімка, вісімка, дев’ятка,"
        " десятка і валет бубон по черзі зі стовпця 2 на фундамент 3 (бубон).",
        "pl": "Jedno z najkrótszych rozwiązań ma 6 ruchów: kolejno szóstka, siódemka, ósemka,"
        " dziewiątka, dziesiątka i walet karo z kolumny 2 na bazę 3 (karo).",
    },
    "ft-fc-245306d184": {
        "en": "A shortest line takes 3 moves: the 2 of clubs from the waste to foundation 8"
        " (clubs), then the 3 and 4 of clubs from column 1 to foundation 8 (clubs), one after"
        " another.",
        "hu": "Az egyik legrövidebb megoldás 3 lépésből áll: a treff 2-es a dobópakliból a 8."
        " (treff) alapsorra, majd az 1. oszlopról egymás után a treff 3-as és 4-es a 8. (treff)"
        " alapsorra.",
        "uk": "Один із найкоротших шляхів до мети — 3 ходи: двійка треф зі скиду на фундамент 8"
        " (треф), потім трійка і четвірка треф по черзі зі стовпця 1 на фундамент 8 (треф).",
        "pl": "Jedno z najkrótszych rozwiązań ma 3 ruchy: dwójka trefl ze stosu odrzuconych na"
        " bazę 8 (trefl), a potem kolejno trójka i czwórka trefl z kolumny 1 na bazę 8 (trefl).",
    },
    "cr-cw-b0753a9f21": {
        "en": "The solver's line begins with the 3, 4 and 5 of spades from pile 4 to pile 1, one"
        " after another.",
        "hu": "A nyerő lépéssor ezzel kezdődik: a 4. oszlopról egymás után a pikk 3-as, 4-es és"
        " 5-ös az 1. oszlopra.",
        "uk": "Виграш починається так: трійка, четвірка і п’ятірка пік по черзі зі стопки 4 на"
        " стопку 1.",
        "pl": "Jego rozwiązanie zaczyna się tak: kolejno trójka, czwórka i piątka pik ze stosu 4"
        " na stos 1.",
    },
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("pid", sorted(RUNS))
def test_a_run_of_moves_with_one_source_and_target_is_said_once(pid: str, lang: str) -> None:
    """Failed before: "the 6 of diamonds from column 2 to foundation 3 (diamonds), the 7 of
    diamonds from column 2 to foundation 3 (diamonds), …" (the count of moves stays 6)."""
    assert RUNS[pid][lang] in _lead(pid, lang)


# Two moves in a row from one place to one place, each with its source and target (English).
REPEATED = re.compile(
    r"from (?P<source>[^,:]+?) to (?P<target>[^,:]+?), (?:then |and finally )?the [^,:]+? from"
    r" (?P=source) to (?P=target)\b"
)


@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_no_answer_names_one_source_and_target_twice_in_a_row(slug: str) -> None:
    """Every committed answer: lead (winning lines, goal lines), steps and losing moves."""
    said = 0
    for p in puzzle_pages.plan(slug).puzzles:
        a = texts.answer(p, t("en"))
        for x in [*a.lead, *a.items, *(s for s, _more in a.steps)]:
            assert REPEATED.search(x) is None, (p.id, x)
            said += ", one after another" in x
    assert said > 20
