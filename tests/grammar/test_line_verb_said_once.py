"""A line of play says its verb once, not in every step (issue 30; the twenty-first review, pl S1
and D3, uk D8): a step after a step with the same verb leaves the verb out (pl "przenosi damę
kier …, dwójkę trefl …, a potem piątkę karo …"; uk «перекладає …, потім — даму …», the dash for
the verb left out; hu leaves "teszi" / "tedd" out too); a draw or a redeal has a verb of its own,
so the move after it says its verb again; pl D4/S2: the cards of a step to one place are joined
with "oraz", not "potem". The real answers of committed puzzles, rendered."""

from __future__ import annotations

import itertools
import re

import pytest

from tests.grammar.test_line_steps_by_place import _sentences
from tests.grammar.test_twelfth_review_answers import _lead

LANGUAGES = ("en", "hu", "uk", "pl")

# The solver's line of three moves (Crescent can-win): the verb in the first step only. (The
# 31st review, hu D1 / uk D3: the queen after the 2 of diamonds is a club, so it says its suit,
# and uk, pl name it before its foundation, in the frame of any card.)
THREE_MOVES = {
    "en": "The solver wins in 144 moves, beginning with the 2 from pile 10 to the up foundation "
    "of diamonds, then the queen of clubs from pile 14 to the down foundation of clubs, then the 5 "
    "of diamonds from pile 7 to pile 13.",
    "hu": "A megoldóprogram 144 lépésben nyer, és így kezd: a 2-est a 10. oszlopról a felfelé "
    "épülő káró alapsorra teszi, aztán a treff dámát a 14. oszlopról a lefelé épülő treff "
    "alapsorra, majd a káró 5-öst a 7. oszlopról a 13. oszlopra.",
    "uk": "Розв’язувач виграє за 144 ходи й починає так: перекладає двійку зі стопки 10 на"
    " висхідний фундамент бубон, потім — даму треф зі стопки 14 на низхідний фундамент треф,"
    " а тоді — "
    "п’ятірку бубон зі стопки 7 на стопку 13.",
    # (the 31st review, pl D3: the card and its source first, so the suit stays off the rank;
    # hu D1 / uk D3: the queen of clubs after the 2 of diamonds says its suit)
    "pl": "Program wygrywa w 144 ruchach. Zaczyna tak: przenosi dwójkę ze stosu 10 na bazę rosnącą"
    " karo, damę trefl ze stosu 14 na bazę malejącą trefl, a potem piątkę karo ze stosu 7 na stos"
    " 13.",
}

# The solver's line with a draw between two moves (Forty Thieves can-win): the move after the
# draw says its verb again. (The 31st review, hu D1 / uk D3: the 2 after the 10 of clubs is a
# heart, so it says its suit, the draw between them naming no card.)
DRAW_BETWEEN = {
    "en": "The solver wins in 120 actions, beginning with the 10 of clubs from column 7 to column "
    "6, then a draw from the stock, then the 2 of hearts from the waste to foundation 6 (hearts).",
    "hu": "A megoldóprogram 120 műveletben nyer, és így kezd: a treff 10-est a 7. oszlopról a 6. "
    "oszlopra teszi, aztán húz egy lapot, majd a kőr 2-est a dobópakliból a 6. (kőr) alapsorra "
    "teszi.",
    "uk": "Розв’язувач виграє за 120 дій і починає так: перекладає десятку треф зі стовпця 7 на "
    "стовпець 6, потім бере карту з колоди на скид, а тоді перекладає двійку черв зі скиду на "
    "фундамент 6 (черв).",
    "pl": "Program wygrywa w 120 czynnościach. Zaczyna tak: przenosi dziesiątkę trefl z kolumny 7 "
    "na kolumnę 6, dobiera kartę, a potem przenosi dwójkę kier ze stosu odrzuconych na bazę 6"
    " (kier).",
}

# A goal's line told to the player, its first three steps moves (Forty Thieves): the imperative
# once.
GOAL_THREE_MOVES = {
    "en": "A shortest line takes 7 moves: the 5 from column 5 to foundation 1 (spades), the 3 of "
    "clubs from column 1 to column 5, the queen of spades from column 2 to column 1,",
    "hu": "Elég 7 művelet: először tedd az 5-öst az 5. oszlopról az 1. (pikk) alapsorra, majd a "
    "treff 3-ast az 1. oszlopról az 5. oszlopra, aztán a pikk dámát a 2. oszlopról az 1. "
    "oszlopra,",
    "uk": "Мети можна досягти за 7 ходів: спершу перекладіть п’ятірку зі стовпця 5 на фундамент 1"
    " (пік), потім — трійку треф зі стовпця 1 на стовпець 5, далі — даму пік зі стовпця "
    "2 на стовпець 1,",
    "pl": "Wystarczy 7 czynności: przenieś piątkę z kolumny 5 na bazę 1 (pik), potem trójkę trefl "
    "z kolumny 1 na kolumnę 5, następnie damę pik z kolumny 2 na kolumnę 1,",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_solver_line_of_three_moves_says_its_verb_once(lang: str) -> None:
    assert _lead("cr-cw-89fada072e", lang)[-1] == THREE_MOVES[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_after_a_draw_says_its_verb_again(lang: str) -> None:
    assert _lead("ft-cw-46f1b19641", lang)[-1] == DRAW_BETWEEN[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_goal_line_tells_its_verb_once(lang: str) -> None:
    assert _lead("ft-ch-9ca29fcfbf", lang)[0].startswith(GOAL_THREE_MOVES[lang])


# Each language's moving verb of a line with the same verb in every move step (the solver's and
# the goal's), and the verbs of a draw or a redeal, which break the chain.
VERBS = {
    "pl": (r"przenosi|przenieś", r"dobiera|dobierz|przełożenie"),
    "uk": (r"перекладає|перекладіть", r"бере|візьміть|перерозподіл"),
    "hu": (r"teszi|tedd", r"húz|húzz|újraosztja|újra"),
}


@pytest.mark.parametrize("lang", ("hu", "uk", "pl"))
def test_no_answer_says_a_line_s_verb_twice_in_a_row(lang: str) -> None:
    verb, breaker = VERBS[lang]
    said = re.compile(rf"(?<!\w)(?:(?P<verb>{verb})|{breaker})(?!\w)")
    twice, lines = [], 0
    for pid, sentence in _sentences(lang):
        kinds = [m.lastgroup == "verb" for m in said.finditer(sentence)]
        lines += any(kinds)
        if any(a and b for a, b in itertools.pairwise(kinds)):
            twice.append((pid, sentence))
    assert twice == []
    assert lines > 500  # the check reads the lines at all


def test_no_pl_answer_says_potem_twice() -> None:
    """pl D4/S2: the cards of a step to one place are joined with commas and "oraz", so the only
    "potem" of a sentence is the line's own between its steps (26 sentences said it twice)."""
    twice = [(pid, s) for pid, s in _sentences("pl") if len(re.findall(r"\bpotem\b", s)) > 1]
    assert twice == []
    assert sum("potem" in s for _, s in _sentences("pl")) > 300
