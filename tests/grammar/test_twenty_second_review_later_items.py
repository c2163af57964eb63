"""The later items of a list of moves said with one verb (issue 30; the twenty-second review, uk
D6, and the twenty-first, uk D7, the same defect two rounds running): a line said with verbs
names the verb once, before the first item of a list of moves from (or to) one place, and every
later item is a clause with its verb left out, which Ukrainian marks with a dash. The items by
rank had it («шістку — на стовпець 9»), the items with the card in full did not («…, а сімку
треф на висхідний фундамент треф»), so one sentence marked the gap in one item and not the next.
Now every later item has its dash and the first, the verb right before it, none; en, hu and pl
say what they said before. Each expected text is written out here, not read from the catalog."""

from __future__ import annotations

import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.cards import parse_card
from engine.puzzles import texts
from tests.grammar.catalogs import t
from tests.grammar.test_line_steps_by_place import _sentences
from tests.grammar.test_tenth_review_answers import _plain
from tests.grammar.test_twelfth_review_answers import _lead

LANGUAGES = ("en", "hu", "uk", "pl")

# The lines the editors quote, and two more of the same shape, as each language says them: the
# uk rows are the editor's fix; the en, hu and pl rows are the text before the change, unchanged.
# Since the 29th review (uk D2: «сімку треф — на висхідний фундамент треф» says the suit twice), a
# card to a foundation is named by rank in every row, «сімку — на висхідний фундамент треф»: the
# dash stays, in the frame of an item by rank.
LINES = {
    # puzzles-crescent-can-win-5, puzzle 466: a run of two cards, then one card to a foundation
    # after the contrastive «а» (the last item after a run, its own frame)
    "cr-cw-fae3ed43c1": {
        # the 29th review, uk D2: «сімку — на висхідний фундамент треф» (each row by rank); (the
        # 31st review, hu D1 / uk D3: «сімку треф — …» after the hearts, each row its suit again)
        "en": "The solver wins in 96 moves, beginning with the 8 and 7 of hearts to pile 6, and"
        " the 7 of clubs to the up foundation of clubs, one after another from pile 12.",
        "hu": "A megoldóprogram 96 lépésben nyer, és így kezd: a 12. oszlopról egymás után a kőr"
        " 8-ast és 7-est a 6. oszlopra, a treff 7-est pedig a felfelé épülő treff alapsorra"
        " teszi.",
        "uk": "Розв’язувач виграє за 96 ходів і починає так: переносить зі стопки 12 по черзі"
        " вісімку й сімку черв на стопку 6, а сімку треф — на висхідний фундамент треф.",
        "pl": "Program wygrywa w 96 ruchach. Zaczyna tak: przenosi ze stosu 12 kolejno ósemkę i"
        " siódemkę kier na stos 6 oraz siódemkę trefl na bazę rosnącą trefl.",
    },
    # Forty Thieves card-home, puzzle 742: two cards from the waste, told to the player
    "ft-ch-69970bfc00": {
        # the 29th review, uk D2: «короля — на фундамент 2 (черв)» (each row by rank); (the 31st
        # review, hu D1 / uk D3: «короля черв — …» after the 5 of diamonds, each row its suit)
        "en": "The goal can be reached in 2 moves: the 5 to foundation 7 (diamonds) and the king "
        "of hearts to foundation 2 (hearts), one after another from the waste; a single "
        "move is not enough.",
        "hu": "A cél 2 műveletben elérhető: a dobópakliból tedd egymás után az 5-öst a 7. (káró) "
        "alapsorra és a kőr királyt a 2. (kőr) alapsorra; egy művelet ehhez nem elég.",
        "uk": "Завдання можна виконати за 2 ходи: перенесіть зі скиду по черзі п’ятірку на "
        "фундамент 7 (бубон) і короля черв — на фундамент 2 (черв); одного ходу для цього "
        "замало.",
        "pl": "Cel da się osiągnąć w 2 czynnościach: przenieś ze stosu odrzuconych kolejno piątkę "
        "na bazę 7 (karo) i króla kier na bazę 2 (kier); jedna czynność to za mało.",
    },
    # Crescent win-from-here, puzzle 285: an item by rank between two in full, each later one
    # with its dash
    "cr-wh-34da3337a6": {
        # the 29th review, uk D2: «вісімку — на низхідний фундамент пік» (each row by rank); (the
        # 31st review, hu D1 / uk D3: «вісімку пік — …» after the hearts, each row its suit)
        "en": "The solver wins in 13 moves, beginning with the king of hearts to pile 4, the queen"
        " to the up foundation of hearts and the 8 of spades to the down foundation of spades,"
        " one after another from pile 14.",
        "hu": "A megoldóprogram 13 lépésben nyer, és így kezd: a 14. oszlopról egymás után a kőr"
        " királyt a 4. oszlopra, a dámát a felfelé épülő kőr alapsorra és a pikk 8-ast a lefelé"
        " épülő pikk alapsorra teszi.",
        "uk": "Розв’язувач виграє за 13 ходів і починає так: переносить зі стопки 14 по черзі"
        " короля черв на стопку 4, даму — на висхідний фундамент черв і вісімку пік — на"
        " низхідний фундамент пік.",
        "pl": "Program wygrywa w 13 ruchach. Zaczyna tak: przenosi ze stosu 14 kolejno króla kier"
        " na stos 4, damę na bazę rosnącą kier i ósemkę pik na bazę malejącą pik.",
    },
    # Crescent can-win, puzzle 423: the run after the single card, both in full
    "cr-cw-f1a511e2da": {
        "en": "The solver wins in 79 moves, beginning with the 3 to the down foundation of "
        "spades, and the ace and 2 of clubs to pile 4, one after another from pile 5.",
        "hu": "A megoldóprogram 79 lépésben nyer, és így kezd: az 5. oszlopról egymás után a "
        "3-ast a lefelé épülő pikk alapsorra, a treff ászt és 2-est pedig a 4. oszlopra "
        "teszi.",
        "uk": "Розв’язувач виграє за 79 ходів і починає так: переносить зі стопки 5 по черзі "
        "трійку на низхідний фундамент пік, а туза й двійку треф — на стопку 4.",
        "pl": "Program wygrywa w 79 ruchach. Zaczyna tak: przenosi ze stosu 5 kolejno trójkę na "
        "bazę malejącą pik oraz asa i dwójkę trefl na stos 4.",
    },
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("pid", LINES)
def test_a_list_of_moves_marks_each_later_items_verb_left_out(pid: str, lang: str) -> None:
    assert _lead(pid, lang)[-1] == LINES[pid][lang]


# No position of either game gathers cards of two suits to one place (both build by suit), so
# no committed line has a later item in full of a list of moves to one place; its frames are
# said here on the list itself, three cards to one place, the last from a foundation.
GATHERED = {
    "en": "the 7 of clubs from column 8, the 5 of diamonds from column 4 and the queen of hearts"
    " from foundation 2 (hearts)",
    "hu": "a treff 7-est a 8. oszlopról, a káró 5-öst a 4. oszlopról és a kőr dámát a 2. (kőr)"
    " alapsorról",
    "uk": "сімку треф зі стовпця 8, п’ятірку бубон — зі стовпця 4 і даму черв — із фундаменту 2"
    " (черв)",
    "pl": "siódemkę trefl z kolumny 8, piątkę karo z kolumny 4 i damę kier z bazy 2 (kier)",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_list_of_moves_to_one_place_marks_its_later_items_too(lang: str) -> None:
    game = puzzle_pages.plan("forty-thieves").by_id["ft-ch-69970bfc00"].position()
    cards = tuple(parse_card(c) for c in ("7C", "5D", "QH"))
    said = texts._items(game, cards, ("c8", "c4", "f2"), t(lang), "source", as_object=True)
    assert _plain(lang, said) == GATHERED[lang]


# Every list of moves from (or to) one place in a uk line said with verbs, item by item: the
# cards (ranks in the accusative, the suit after the last), an optional dash, the place.
SUIT = r"(?:пік|черв|бубон|треф)"
RANK = (
    r"(?:другу |другого )?(?:туза|двійку|трійку|четвірку|п’ятірку|шістку|сімку|вісімку|дев’ятку"
    r"|десятку|валета|даму|короля)"
)
CARDS = rf"{RANK}(?:(?:, | [ій] ){RANK})*(?: {SUIT})?"
TO = (
    rf"на (?:(?:стопку|стовпець) \d+|фундамент \d+ \({SUIT}\)"
    rf"|(?:висхідний|низхідний) фундамент {SUIT})"
)
FROM = (
    rf"(?:з|зі|із) (?:(?:стопки|стовпця) \d+|скиду|фундаменту \d+ \({SUIT}\)"
    rf"|(?:висхідного|низхідного) фундаменту {SUIT})"
)
SEPARATOR = r"(?:, а |, | [ій] )"
# A list opens with its verb and its shared place (and «по черзі» when the line says the order
# there): moves from one place, each item to its target, or to one place, each from its source.
LISTS = [
    re.compile(
        rf"(?:переносить|перенесіть) {FROM} (?:по черзі )?"
        rf"(?P<items>{CARDS} (?:— )?{TO}(?:{SEPARATOR}{CARDS} (?:— )?{TO})*)"
    ),
    re.compile(
        rf"(?:кладе|покладіть) {TO} (?:по черзі )?"
        rf"(?P<items>{CARDS} (?:— )?{FROM}(?:{SEPARATOR}{CARDS} (?:— )?{FROM})*)"
    ),
]
# What follows a list: the sentence's end or the line's next step (so no item is left unread).
# (the 23rd review, uk D6: no comma before «і насамкінець»; the 26th, uk D8: «і», not a second
# «а» after an item's own «а …»; the 37th and 38th, uk D1 and D3: «і … і насамкінець» ran the
# last step into the list before it: «, а насамкінець»)
LIST_END = re.compile(r"$|[.;]|, (?:потім|далі|після цього|а тоді|а насамкінець)\b")
ITEMS = [
    re.compile(rf"(?:^|{SEPARATOR})(?P<cards>{CARDS}) (?P<dash>— )?{TO}"),
    re.compile(rf"(?:^|{SEPARATOR})(?P<cards>{CARDS}) (?P<dash>— )?{FROM}"),
]


def test_every_later_item_of_a_uk_list_of_moves_has_its_dash_and_the_first_none() -> None:
    first_dashed, later_bare, unread, lists, later = [], [], [], 0, 0
    for pid, sentence in _sentences("uk"):
        for found, item in zip(LISTS, ITEMS, strict=True):
            for m in found.finditer(sentence):
                items = list(item.finditer(m["items"]))
                assert len(items) > 1, (pid, m[0])  # a list of one place moves two cards or more
                lists += 1
                if not LIST_END.match(sentence, m.end()):
                    unread.append((pid, sentence[m.start() :]))
                if items[0]["dash"]:
                    first_dashed.append((pid, m[0]))
                later_bare += [(pid, x["cards"], m[0]) for x in items[1:] if not x["dash"]]
                later += len(items) - 1
    assert unread == []
    assert first_dashed == []
    assert later_bare == []
    assert lists > 150 and later > 300  # the check reads the lists at all
