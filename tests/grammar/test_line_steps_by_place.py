"""A line of moves says "one after another" once, and joins its steps by their place in the
line (the eighteenth review: pl D3 "kolejno … a potem … kolejno" in 68 sentences, pl S1
"najpierw … potem … a na koniec", uk S2 «спершу …, потім …, далі … і насамкінець …», hu S1):
the first step that moves several cards says the order, a later step of the same line does not,
and a line of three or more steps names its first, second, later and last steps each in its own
words; a line of two steps keeps "then". The real answers of committed puzzles, rendered."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts
from tests.grammar.catalogs import t
from tests.grammar.test_twelfth_review_answers import _lead, _plain, _puzzle

LANGUAGES = ("en", "hu", "uk", "pl")

# A goal line of three steps (Forty Thieves card-home): one move, cards gathered to column 8 (the
# order said), cards scattered from column 7 (not said again).
THREE_STEPS = {
    # the 29th review, uk D2 (each row): the ace to foundation 5 (spades) by rank, as its name
    # says the suit; (the 31st review, hu D1 / uk D3: after the king of diamonds, the ace of
    # spades says its suit again, each row)
    "en": "A shortest line takes 6 moves: the 10 of diamonds from column 7 to column 3, the jack of"
    " diamonds from column 7 and the 10 from column 3 to column 8, one after another, and finally"
    " the queen of diamonds to column 4, the king to column 3 and the ace of spades to foundation 5"
    " (spades), each from column 7;",
    "hu": (
        "Elég 6 művelet: először tedd a káró 10-est a 7. oszlopról a 3. oszlopra, majd egymás"
        " után a 8. oszlopra a káró bubit a 7. oszlopról és a 10-est a 3. oszlopról, végül a 7."
        " oszlopról a káró dámát a 4. oszlopra, a királyt a 3. oszlopra és a pikk ászt az"
        " 5. (pikk) alapsorra;"
    ),
    # the twenty-second review (uk D6): a later item with its card in full has the dash for the
    # verb left out, as «короля — на стовпець 3» has; the 31st review, uk D3: «туза пік — на
    # фундамент 5 (пік)» after the king of diamonds (the 29th review's «туза — …» read as a
    # diamond)
    "uk": (
        "Мети можна досягти за 6 ходів: спершу перекладіть десятку бубон зі стовпця 7 на "
        "стовпець 3, потім покладіть на стовпець 8 по черзі валета бубон зі стовпця 7 і десятку "
        "— зі стовпця 3, а насамкінець перенесіть зі стовпця 7 даму бубон на стовпець 4, короля "
        "— на стовпець 3 і туза пік — на фундамент 5 (пік);"
    ),
    "pl": (
        "Wystarczy 6 czynności: przenieś dziesiątkę karo z kolumny 7 na kolumnę 3, potem na "
        "kolumnę 8 kolejno waleta karo z kolumny 7 i dziesiątkę z kolumny 3, a na koniec z "
        "kolumny 7 damę karo na kolumnę 4, króla na kolumnę 3 i asa pik na bazę 5 (pik);"
    ),
}

# Four steps: a draw first, so the order is said by the second step; the third step has the
# frame of a later middle step (uk «далі», pl "dalej", hu "aztán").
FOUR_STEPS = {
    "en": (
        "A shortest line takes 5 moves: a draw from the stock, the 10 of spades from the waste"
        " and the 9 from column 9 to column 5, one after another, the 4 of clubs from column 9 to"
        " column 6, and finally the 10 of clubs from column 7 to column 9. Every shorter line was"
        " searched, and none reaches the goal."
    ),
    "hu": (
        "Elég 5 művelet: először húzz egy lapot, majd tedd egymás után az 5. oszlopra a pikk "
        "10-est a dobópakliból és a 9-est a 9. oszlopról, aztán a treff 4-est a 9. oszlopról a "
        "6. oszlopra, végül a treff 10-est a 7. oszlopról a 9. oszlopra. Ennél rövidebb "
        "műveletsor nincs: a program mindet végigpróbálta."
    ),
    "uk": (
        "Мети можна досягти за 5 ходів: спершу візьміть карту з колоди на скид, потім покладіть "
        "на стовпець 5 по черзі десятку пік зі скиду й дев’ятку — зі стовпця 9, далі — четвірку "
        "треф зі стовпця 9 на стовпець 6, а насамкінець — десятку треф зі стовпця 7 на стовпець "
        "9. Усі коротші послідовності перебрано, і жодна до мети не веде."
    ),
    "pl": (
        "Wystarczy 5 czynności: dobierz kartę, potem przenieś na kolumnę 5 kolejno dziesiątkę pik "
        "ze stosu odrzuconych i dziewiątkę z kolumny 9, następnie czwórkę trefl z kolumny 9 na "
        "kolumnę 6, a na koniec dziesiątkę trefl z kolumny 7 na kolumnę 9. Sprawdzono wszystkie "
        "krótsze ciągi czynności i żaden nie prowadzi do celu."
    ),
}

# Five steps: the fourth has a word of its own, so no word is said twice (uk «далі … далі»), and
# the order is said by the first step that moves several cards, the fourth.
FIVE_STEPS = {
    "en": (
        "A shortest line takes 7 moves: the 5 from column 5 to foundation 1 (spades), the 3 of "
        "clubs from column 1 to column 5, the queen of spades from column 2 to column 1, the 6 "
        "from column 10 and the 7 from column 3 to foundation 1 (spades), one after another, and "
        "finally the king of spades to column 3 and the 4 of diamonds to foundation 3 (diamonds), "
        "each from column 2. Every shorter line was searched, and none reaches the goal."
    ),
    "hu": (
        "Elég 7 művelet: először tedd az 5-öst az 5. oszlopról az 1. (pikk) alapsorra, majd a "
        "treff 3-ast az 1. oszlopról az 5. oszlopra, aztán a pikk dámát a 2. oszlopról az 1. "
        "oszlopra, ezután egymás után az 1. (pikk) alapsorra a 6-ost a 10. oszlopról és a 7-est "
        "a 3. oszlopról, végül a 2. oszlopról a pikk királyt a 3. oszlopra és a káró 4-est a 3. "
        "(káró) alapsorra. Ennél rövidebb műveletsor nincs: a program mindet végigpróbálta."
    ),
    # the twenty-second review (uk D6): «четвірку — на …», the dash for the verb left out (the 29th
    # review, uk D2: «четвірку — на фундамент 3 (бубон)», not «четвірку бубон — …»)
    "uk": (
        "Мети можна досягти за 7 ходів: спершу перекладіть п’ятірку зі стовпця 5 на фундамент 1 "
        "(пік), потім — трійку треф зі стовпця 1 на стовпець 5, далі — даму пік зі стовпця 2 на "
        "стовпець 1, після цього покладіть на фундамент 1 (пік) по черзі шістку зі стовпця 10 і "
        "сімку — зі стовпця 3, а насамкінець перенесіть зі стовпця 2 короля пік на стовпець 3 і "
        "четвірку бубон — на фундамент 3 (бубон). Усі коротші послідовності перебрано, і жодна "
        "до мети не веде."
    ),
    "pl": (
        "Wystarczy 7 czynności: przenieś piątkę z kolumny 5 na bazę 1 (pik), potem trójkę trefl z "
        "kolumny 1 na kolumnę 5, następnie damę pik z kolumny 2 na kolumnę 1, dalej na bazę 1 "
        "(pik) kolejno szóstkę z kolumny 10 i siódemkę z kolumny 3, a na koniec z kolumny 2 króla "
        "pik na kolumnę 3 i czwórkę karo na bazę 3 (karo). Sprawdzono wszystkie krótsze ciągi "
        "czynności i żaden nie prowadzi do celu."
    ),
}

# Two steps keep "then"; the run in the second step is said without the order again (pl D3: "a
# potem kolejno dziesiątka, walet i dama pik"). Its 10 of spades is the other one, from column 5,
# not the one just moved to column 3 (round 20, hu D2, uk D5: test_other_copy_in_a_line.py).
# The 29th review, uk D2: the 10 from foundation 1 (spades) is by rank, and the 9 from a column,
# of the suit only that foundation named, in full (as test_line_steps_as_verbs.GOAL_TWO_STEPS).
TWO_STEPS = {
    "en": "A shortest line takes 5 moves: the 10 from foundation 1 (spades) and the 9 of spades "
    "from column 5 to column 3, one after another, then the other 10, jack and queen from "
    "column 5 to foundation 1 (spades);",
    "hu": (
        "Elég 5 művelet: tedd egymás után a 3. oszlopra a 10-est az 1. (pikk) alapsorról és "
        "a pikk 9-est az 5. oszlopról, majd az 5. oszlopról a másik 10-est, a bubit és a dámát "
        "az 1. "
        "(pikk) alapsorra;"
    ),
    "uk": (
        "Мети можна досягти за 5 ходів: покладіть на стовпець 3 по черзі десятку з "
        "фундаменту 1 (пік) і дев’ятку пік — зі стовпця 5, потім — на фундамент 1 (пік) другу "
        "десятку, валета й даму зі стовпця 5;"
    ),
    "pl": (
        "Wystarczy 5 czynności: przenieś na kolumnę 3 kolejno dziesiątkę z bazy 1 (pik) i "
        "dziewiątkę pik z kolumny 5, a potem na bazę 1 (pik) drugą dziesiątkę, waleta i damę z "
        "kolumny 5;"
    ),
}

# The forced moves of a sequence (Crescent sequence-1, puzzle 164; pl D3 and D4, uk D3): two
# steps to two foundations, the order said in the first only; pl "Teraz", as "a następnie" joins
# the steps. (The 31st review, hu D1 / uk D3: the 4 of clubs after four diamonds says its suit,
# each row; the 5 after it keeps its rank.) (The 31st review's follow-up: uk and pl name the
# foundation right before it, «фундамент треф — четвірка зі стопки 12», "na bazę rosnącą trefl –
# czwórka ze stosu 12", not the suit twice in a row.)
FORCED = {
    "en": "Then the game plays the forced moves for you: the 4 from pile 12, the 3 and 2 from "
    "pile 15, and the ace from pile 12 to the down foundation of diamonds, one after "
    "another, then the 4 of clubs from pile 12 and the 5 from pile 1, each to the up foundation of "
    "clubs.",
    "hu": (
        "Ezután a játék megteszi helyetted a kényszerlépéseket: a 4-es a 12. oszlopról, a 3-as és "
        "a 2-es a 15. oszlopról, az ász pedig a 12. oszlopról egymás után a lefelé épülő káró "
        "alapsorra kerül, majd a treff 4-es a 12. oszlopról és az 5-ös az 1. oszlopról a felfelé "
        "épülő treff alapsorra kerül."
    ),
    "uk": (
        "Далі гра сама зробить вимушені ходи: на низхідний фундамент бубон по черзі ляжуть "
        "четвірка зі стопки 12, трійка й двійка — зі стопки 15, а туз — зі стопки 12, потім на "
        "висхідний фундамент треф — четвірка зі стопки 12 і п’ятірка — зі стопки 1."
    ),
    "pl": (
        "Teraz gra sama wykona wymuszone ruchy: na bazę malejącą karo trafią kolejno czwórka ze "
        "stosu 12, trójka i dwójka ze stosu 15 oraz as ze stosu 12, a na bazę rosnącą trefl – "
        "czwórka ze stosu 12 i piątka ze stosu 1."
    ),
}


def _goal_line(pid: str, lang: str) -> str:
    """The goal answer's line, up to the clause that says no shorter line exists; a line of four
    steps or more, whose proof is a sentence of its own (issue 30), whole."""
    said = _lead(pid, lang)[0]
    return said[: said.index(";") + 1] if ";" in said else said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_of_three_steps_says_the_order_once_and_each_step_by_its_place(lang: str) -> None:
    assert _goal_line("ft-ch-34741d5699", lang) == THREE_STEPS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_of_four_steps_names_its_later_middle_step_in_its_own_words(lang: str) -> None:
    assert _goal_line("ft-fc-8ae429bb3d", lang) == FOUR_STEPS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_of_five_steps_says_no_joining_word_twice(lang: str) -> None:
    assert _goal_line("ft-ch-9ca29fcfbf", lang) == FIVE_STEPS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_of_two_steps_keeps_then_and_says_the_order_once(lang: str) -> None:
    assert _goal_line("ft-fc-c5d40604cc", lang) == TWO_STEPS[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forced_moves_say_the_order_once(lang: str) -> None:
    a = texts.answer(_puzzle("cr-sq-27f9a98ba9"), t(lang))
    assert _plain(lang, a.step_forced[0]) == FORCED[lang]


# The marker each language's frames say the order with; a sentence says it once at most.
MARKER = {"en": "one after another", "hu": "egymás után", "uk": "по черзі", "pl": "kolejno"}
# Where one sentence ends and the next begins (each part of an answer may hold several).
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÁÉÍÓÖŐÚÜŰА-ЯІЇЄҐŁŚŻŹĆŃ])")


def _sentences(lang: str) -> Iterator[tuple[str, str]]:
    """Every sentence of every committed puzzle's answer in ``lang``, with the puzzle's id."""
    for slug in ("crescent", "forty-thieves"):
        for p in puzzle_pages.plan(slug).by_id.values():
            a = texts.answer(p, t(lang))
            parts = [*a.lead, *a.items, *a.tail, *a.step_forced]
            parts += [x for said, alts in a.steps for x in (said, *alts)]
            for part in filter(None, parts):
                for sentence in SENTENCE_END.split(_plain(lang, part)):
                    yield p.id, sentence


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_of_any_answer_says_one_after_another_twice(lang: str) -> None:
    said = [(pid, s) for pid, s in _sentences(lang) if MARKER[lang] in s]
    twice = [(pid, s) for pid, s in said if s.count(MARKER[lang]) > 1]
    assert twice == []
    assert len(said) > 300  # the check reads the lines that say the order at all
