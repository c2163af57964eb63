"""The seventeenth native reviews' repeated places in a line of moves (text-hu-17 D5 and S2,
text-uk-17 P3 and S5, text-pl-17 P6): moves in a row to one target from different sources, or from
one source to different targets, are one step that names the shared place once (engine/puzzles/
runs.py), in each language's own order; the real answers of committed puzzles, rendered."""

from __future__ import annotations

import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts
from tests.grammar.catalogs import t
from tests.grammar.test_twelfth_review_answers import _lead

LANGUAGES = ("en", "hu", "uk", "pl")

# hu D5 (puzzles-forty-thieves-can-win-3): "a treff 7-es a 8. oszlopról a 8. (treff) alapsorra,
# aztán a treff 8-as a 7. oszlopról a 8. (treff) alapsorra, majd a treff 9-es a 4. oszlopról a 8.
# (treff) alapsorra"; the editor's wording for hu, the cards after the first by their rank.
TO_ONE_TARGET = {
    "en": "The solver's winning line takes 30 actions and begins with the 7 from column 8, the 8 "
    "from column 7 and the 9 from column 4 to foundation 8 (clubs), one after another.",
    "hu": (
        "A nyerő műveletsor, amelyet a megoldóprogram talált, 30 műveletből áll; a program így "
        "kezd: a 7-est a 8. oszlopról, a 8-ast a 7. oszlopról és a 9-est a 4. oszlopról egymás "
        "után a 8. (treff) alapsorra teszi."
    ),
    "uk": (
        "Розв’язувачеві вистачає 30 дій, щоб виграти, і починає він так: кладе на "
        "фундамент 8 (треф) по черзі сімку зі стовпця 8, вісімку — зі стовпця 7 і дев’ятку — зі "
        "стовпця 4."
    ),
    "pl": (
        "Rozwiązanie programu liczy 30 czynności. Na początku program przenosi na bazę 8 (trefl) "
        "kolejno siódemkę z kolumny 8, ósemkę z kolumny 7 i dziewiątkę z kolumny 4."
    ),
}

# pl P6: "dama kier ze stosu odrzuconych na bazę 6 (kier), walet trefl ze stosu odrzuconych na
# kolumnę 7, siódemka pik ze stosu odrzuconych …"; the editor's "kolejno ze stosu odrzuconych:"
# without its colon, as the goal sentence has one before the line already. The 29th review, uk D2
# (every row): the 2 of clubs to foundation 8 (clubs) by rank, as the queen before it. (The 31st
# review, hu D1 / uk D3: after the 7 of spades the 2 says its suit again, each row.)
FROM_ONE_SOURCE = {
    "en": "A shortest line takes 4 moves: the queen to foundation 6 (hearts), the jack of clubs "
    "to column 7, the 7 of spades to column 6 and the 2 of clubs to foundation 8 (clubs), "
    "one after another from the waste;",
    "hu": (
        "Elég 4 művelet: a dobópakliból tedd egymás után a dámát a 6. (kőr) alapsorra, a treff "
        "bubit a 7. oszlopra, a pikk 7-est a 6. oszlopra és a treff 2-est a 8. (treff) alapsorra;"
    ),
    # the twenty-second review (uk D6): each item after the first leaves the verb out, and a dash
    # marks it
    "uk": (
        "Мети можна досягти за 4 ходи: перенесіть зі скиду по черзі даму на фундамент 6 (черв), "
        "валета треф — на стовпець 7, сімку пік — на стовпець 6 і двійку треф — на фундамент 8 "
        "(треф);"
    ),
    "pl": (
        "Wystarczą 4 czynności: przenieś ze stosu odrzuconych kolejno damę na bazę 6 (kier), "
        "waleta trefl na kolumnę 7, siódemkę pik na kolumnę 6 i dwójkę trefl na bazę 8 (trefl);"
    ),
}

# A step of one place where one item moves several cards: that item has its own "and", so the
# items are joined without another (uk and pl with the contrastive "а"/"a", hu with ", … pedig",
# round 19 hu D6; en with a comma before its "and"); the suit is named
# once for the cards of one suit (Crescent cr-wh-9a9731121a, its first three moves).
WITH_A_RUN = {
    "en": "The solver's winning line takes 11 moves and begins with the jack and 10 of spades to"
    " pile 10, and the 9 to the up foundation of spades, one after another from pile 3.",
    "hu": (
        "A nyerő lépéssor, amelyet a megoldóprogram talált, 11 lépésből áll; a program így kezd:"
        " a 3. oszlopról egymás után a pikk bubit és 10-est a 10. oszlopra, a 9-est pedig a"
        " felfelé épülő pikk alapsorra teszi."
    ),
    "uk": (
        "Розв’язувачеві вистачає 11 ходів, щоб виграти, і починає він так: переносить зі "
        "стопки 3 по черзі валета й десятку пік на стопку 10, а дев’ятку — на висхідний фундамент "
        "пік."
    ),
    "pl": (
        "Rozwiązanie programu liczy 11 ruchów. Na początku program przenosi ze stosu 3 kolejno"
        " waleta i dziesiątkę pik na stos 10 oraz dziewiątkę na bazę rosnącą pik."
    ),
}


# A card that comes from a Forty Thieves foundation, whose name holds a parenthesis: hu names the
# source as in a single move, not in a parenthesis of its own ("(2. (kőr) alapsor)"). The 29th
# review, uk D2 (every row): the cards from the foundation by rank, its name says their suit (uk
# «з фундаменту» after the rank's vowel, D4); the 10 from a column, of the suit only that
# foundation named, in full.
FROM_A_FOUNDATION = {
    "en": "The solver wins in 57 actions, beginning with the queen and jack from foundation 2"
    " (hearts), and the 10 of hearts from column 10 to column 9, one after another.",
    "hu": (
        "A megoldóprogram 57 műveletben nyer, és így kezd: a dámát és a bubit a 2. (kőr)"
        " alapsorról, a kőr 10-est pedig a 10. oszlopról egymás után a 9. oszlopra teszi."
    ),
    "uk": (
        "Розв’язувач виграє за 57 дій і починає так: кладе на стовпець 9 по черзі даму й валета"
        " з фундаменту 2 (черв), а десятку черв — зі стовпця 10."
    ),
    "pl": (
        "Program wygrywa w 57 czynnościach. Zaczyna tak: przenosi na kolumnę 9 kolejno damę i "
        "waleta z bazy 2 (kier) oraz dziesiątkę kier z kolumny 10."
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_moves_to_one_target_name_it_once(lang: str) -> None:
    """Failed before: foundation 8 (clubs) named three times in one sentence."""
    assert _lead("ft-cw-02c1d823ec", lang)[1] == TO_ONE_TARGET[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_moves_from_one_source_name_it_once(lang: str) -> None:
    """Failed before: "from the waste" before every card."""
    (lead,) = _lead("ft-ch-87ec13e131", lang)
    assert lead.startswith(FROM_ONE_SOURCE[lang]), lead


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_item_of_several_cards_keeps_one_and(lang: str) -> None:
    """Failed before: pile 3 named twice ("from pile 3 to pile 10, then … from pile 3")."""
    assert _lead("cr-wh-9a9731121a", lang)[0] == WITH_A_RUN[lang]


# Two moves in a row, each with its own source and target, that share one of them (English): "to
# foundation 8 (clubs), then the 8 of clubs from column 7 to foundation 8 (clubs)".
CARD = r"the (?:(?! from | to | and )[^,:;])+?"  # one card's name, no other move in it
SAME_TARGET = re.compile(
    rf" to (?P<target>[^,:;]+?), (?:then |and finally )?{CARD} from [^,:;]+? to"
    r" (?P=target)(?=[,;.]|$)"
)
SAME_SOURCE = re.compile(
    rf" from (?P<source>[^,:;]+?) to [^,:;]+?, (?:then |and finally )?{CARD} from (?P=source) to "
)


GATHERED = re.compile(r" and the [^,:;]+? from [^,:;]+? to [^,:;]+?, one after another")


@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_no_answer_names_a_shared_place_twice_in_a_row(slug: str) -> None:
    """Every committed answer in English: lead (winning lines, goal lines), steps and losing
    moves; and both shapes are said, many times."""
    gathered = scattered = 0
    for p in puzzle_pages.plan(slug).puzzles:
        a = texts.answer(p, t("en"))
        for x in [*a.lead, *a.items, *(s for s, _more in a.steps)]:
            assert SAME_TARGET.search(x) is None, (p.id, x)
            assert SAME_SOURCE.search(x) is None, (p.id, x)
            gathered += len(GATHERED.findall(x))
            scattered += x.count(", one after another from ")
    assert gathered > 20 and scattered > 20, (gathered, scattered)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_card_from_a_foundation_is_named_with_its_source(lang: str) -> None:
    assert _lead("ft-wh-180d579b56", lang)[-1] == FROM_A_FOUNDATION[lang]


NESTED = re.compile(r"\([^()]*\([^()]*\)[^()]*\)")


@pytest.mark.parametrize("lang", ["hu", "uk", "pl"])
def test_no_answer_nests_a_parenthesis(lang: str) -> None:
    """Every committed answer: hu names a card's source in a parenthesis, and a Forty Thieves
    foundation's name holds one."""
    for slug in ("crescent", "forty-thieves"):
        for p in puzzle_pages.plan(slug).puzzles:
            a = texts.answer(p, t(lang))
            for x in [*a.lead, *a.items, *(s for s, _more in a.steps)]:
                assert NESTED.search(x) is None, (p.id, x)
