"""A line of play is said with verbs, as a person writes it, not as a chain of move labels (issue
30; the twentieth review, pl D2 and S1: "jego rozwiązanie zaczyna się tak: dobranie karty,
czwórka kier … na bazę 6 (kier), a potem dobranie karty" in 899 answers; uk D3 and S1): the
solver's line in the third person (the solver plays it), a goal's line told to the player, and
after a line of four steps or more the proof that none is shorter a sentence of its own. The
one-move label ("Właściwy ruch: …") keeps its noun phrase. The real answers of committed
puzzles, rendered."""

from __future__ import annotations

import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts
from tests.grammar.catalogs import t
from tests.grammar.test_line_steps_by_place import FOUR_STEPS
from tests.grammar.test_twelfth_review_answers import _lead, _plain, _puzzle

LANGUAGES = ("en", "hu", "uk", "pl")

# The solver's line with a draw and a move (Forty Thieves can-win): pl "dobiera kartę, przenosi
# piątkę pik …", not "dobranie karty, piątka pik …"; en keeps its noun phrases. Its second draw
# is "another" (the twenty-fifth review, uk D4: test_twenty_fifth_review_draw_again.py).
SOLVER_LINE = {
    "en": "The solver wins in 61 actions, beginning with a draw from the stock, then the 5 of"
    " spades from the waste to column 3, then another draw from the stock.",
    "hu": "A megoldóprogram 61 műveletben nyer, és így kezd: húz egy lapot, aztán a pikk 5-öst a"
    " dobópakliból a 3. oszlopra teszi, majd húz még egy lapot.",
    "uk": "Розв’язувач виграє за 61 дію й починає так: бере карту з колоди на скид, потім"
    " перекладає п’ятірку пік зі скиду на стовпець 3, а тоді бере ще одну карту.",
    "pl": "Program wygrywa w 61 czynnościach. Zaczyna tak: dobiera kartę, przenosi piątkę pik ze"
    " stosu odrzuconych na kolumnę 3, a potem dobiera kolejną kartę.",
}

# The solver's line in the second wording, a run gathered to one place: the cards the verb's
# objects (pl "kładzie … damę trefl … i waleta"; uk «кладе … даму треф … і валета»).
SOLVER_GATHERED = {
    "en": "The solver wins in 45 actions, beginning with the jack of clubs from column 7 to column"
    " 10, then the queen of clubs from column 7 and the jack from column 10 to column 9, one after"
    " another.",
    "hu": (
        "A megoldóprogram 45 műveletben nyer, és így kezd: a treff bubit a 7. oszlopról a 10."
        " oszlopra teszi, majd a treff dámát a 7. oszlopról és a bubit a 10. oszlopról egymás után"
        " a 9. oszlopra."
    ),
    "uk": "Розв’язувач виграє за 45 дій і починає так: перекладає валета треф зі стовпця 7 на"
    " стовпець 10, потім кладе на стовпець 9 по черзі даму треф зі стовпця 7 і валета — зі"
    " стовпця 10.",
    "pl": (
        "Program wygrywa w 45 czynnościach. Zaczyna tak: przenosi waleta trefl z kolumny 7 na "
        "kolumnę 10, a potem na kolumnę 9 kolejno damę trefl z kolumny 7 i waleta z kolumny 10."
    ),
}

# A goal's line of four steps told to the player, the proof a sentence of its own (uk
# «Коротшого розв’язку немає: …»): test_line_steps_by_place.FOUR_STEPS, the same answer's rows.
# A goal's line of two steps keeps the proof after a semicolon; the steps are said with verbs.
# (its second 10 of spades is the other one, from column 5: test_other_copy_in_a_line.py)
# The 29th review, uk D2: «десятку пік із фундаменту 1 (пік)» said the suit twice; the 10 from a
# foundation is by rank (uk «з» after it, D4), and the 9 from a column, of the suit only that
# foundation named, in full.
GOAL_TWO_STEPS = {
    "en": "A shortest line takes 5 moves: the 10 from foundation 1 (spades) and the 9 of spades "
    "from column 5 to column 3, one after another, then the other 10, jack and queen from "
    "column 5 to foundation 1 (spades); every shorter line was searched, and none reaches "
    "the goal.",
    "hu": (
        "Elég 5 művelet: tedd egymás után a 3. oszlopra a 10-est az 1. (pikk) alapsorról és a "
        "pikk 9-est az 5. oszlopról, majd az 5. oszlopról a másik 10-est, a bubit és a dámát az "
        "1. (pikk) alapsorra; ennél rövidebb műveletsor nincs, a program mindet végigpróbálta."
    ),
    "uk": (
        "Мети можна досягти за 5 ходів: покладіть на стовпець 3 по черзі десятку з "
        "фундаменту 1 (пік) і дев’ятку пік — зі стовпця 5, потім — на фундамент 1 (пік) другу "
        "десятку, валета й даму зі стовпця 5; усі коротші послідовності перебрано, і жодна до "
        "мети не веде."
    ),
    "pl": (
        "Wystarczy 5 czynności: przenieś na kolumnę 3 kolejno dziesiątkę z bazy 1 (pik) i "
        "dziewiątkę pik z kolumny 5, a potem na bazę 1 (pik) drugą dziesiątkę, waleta i damę z "
        "kolumny 5; sprawdzono wszystkie krótsze ciągi czynności i żaden nie prowadzi do celu."
    ),
}

# The forced moves the game plays (Crescent sequence): the cards the subject of a verb said once
# for a place (pl D2: "na bazę malejącą karo trafią kolejno czwórka karo ze stosu 12, …, a na bazę
# rosnącą trefl – czwórka trefl …"; uk «ляжуть»; hu "kerül"). (The 31st review, hu D1 / uk D3:
# the 4 of clubs after four diamonds says its suit again, each row.) (The 31st review's
# follow-up: uk and pl name the foundation right before it, «фундамент треф — четвірка зі стопки
# 12», "na bazę rosnącą trefl – czwórka ze stosu 12", not the suit twice in a row.)
FORCED = {
    "en": "Then the game plays the forced moves for you: the 4 from pile 12, the 3 and 2 from "
    "pile 15, and the ace from pile 12 to the down foundation of diamonds, one after "
    "another, then the 4 of clubs from pile 12 and the 5 from pile 1, each to the up foundation of "
    "clubs.",
    "hu": "Ezután a játék megteszi helyetted a kényszerlépéseket: a 4-es a 12. oszlopról, a 3-as "
    "és a 2-es a 15. oszlopról, az ász pedig a 12. oszlopról egymás után a lefelé épülő "
    "káró alapsorra kerül, majd a treff 4-es a 12. oszlopról és az 5-ös az 1. oszlopról a felfelé "
    "épülő treff alapsorra kerül.",
    "uk": "Далі гра сама зробить вимушені ходи: на низхідний фундамент бубон по черзі ляжуть "
    "четвірка зі стопки 12, трійка й двійка — зі стопки 15, а туз — зі стопки 12, потім на "
    "висхідний фундамент треф — четвірка зі стопки 12 і п’ятірка — зі стопки 1.",
    "pl": (
        "Teraz gra sama wykona wymuszone ruchy: na bazę malejącą karo trafią kolejno czwórka ze "
        "stosu 12, trójka i dwójka ze stosu 15 oraz as ze stosu 12, a na bazę rosnącą trefl – "
        "czwórka ze stosu 12 i piątka ze stosu 1."
    ),
}

# The one-move label keeps its noun phrase in every language.
ONE_MOVE_LABEL = {
    "en": "The only move that keeps the game winnable: the king of diamonds from pile 16 to pile"
    " 7.",
    "hu": "Az egyetlen lépés, amely után megnyerhető marad a játszma: a káró király a 16. oszlopról"
    " a 7. oszlopra.",
    "uk": "Єдиний хід, після якого партію ще можна виграти: король бубон зі стопки 16 на стопку 7.",
    "pl": "Właściwy ruch: król karo ze stosu 16 na stos 7.",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_solvers_line_with_a_draw_and_a_move_is_said_as_what_it_does(lang: str) -> None:
    assert _lead("ft-cw-c4dd6b1f1a", lang)[-1] == SOLVER_LINE[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_solvers_line_gathers_cards_as_the_objects_of_its_verb(lang: str) -> None:
    assert _lead("ft-wh-6360e25387", lang)[0] == SOLVER_GATHERED[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_goal_line_of_four_steps_is_told_to_the_player_and_its_proof_stands_apart(
    lang: str,
) -> None:
    assert _lead("ft-fc-8ae429bb3d", lang) == [FOUR_STEPS[lang]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_goal_line_of_two_steps_is_told_to_the_player(lang: str) -> None:
    assert _lead("ft-fc-c5d40604cc", lang) == [GOAL_TWO_STEPS[lang]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_forced_moves_are_said_with_their_cards_as_the_subject(lang: str) -> None:
    a = texts.answer(_puzzle("cr-sq-27f9a98ba9"), t(lang))
    assert _plain(lang, a.step_forced[0]) == FORCED[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_one_move_label_keeps_its_noun_phrase(lang: str) -> None:
    assert _lead("cr-om-448228d612", lang) == [ONE_MOVE_LABEL[lang]]


# The openings of pl's line sentences (the solver's, both wordings; a goal's, both wordings).
PL_LINES = re.compile(r"^(Program wygrywa|Rozwiązanie programu|Wystarcz|Cel da się)")
# A pl card in the nominative, as the label says it ("piątka pik", "dama karo", "as trefl").
PL_NOMINATIVE_CARD = re.compile(
    r"\b(as|dwójka|trójka|czwórka|piątka|szóstka|siódemka|ósemka|dziewiątka|dziesiątka|walet|dama"
    r"|król) (pik|kier|karo|trefl)\b"
)


def test_no_polish_line_mixes_a_draw_noun_with_cards_in_the_nominative() -> None:
    lines = []
    for slug in ("crescent", "forty-thieves"):
        for p in puzzle_pages.plan(slug).by_id.values():
            for part in texts.answer(p, t("pl")).lead:
                said = _plain("pl", part)
                if PL_LINES.match(said):
                    lines.append((p.id, said))
    mixed = [(pid, s) for pid, s in lines if "dobranie" in s or PL_NOMINATIVE_CARD.search(s)]
    assert mixed == []
    assert len(lines) > 300  # the check reads the lines at all
