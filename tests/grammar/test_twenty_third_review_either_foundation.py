"""One losing move to either foundation of a suit, said once (issue 30; the twenty-third review,
pl D2 and structural cause 1): two losing moves of one card from one place, one to each
foundation of its suit, that lose for the same reason with the same data (a search of as many
positions) were two bullets word for word but the foundation, in 15 Crescent answers ("Szóstka
pik ze stosu 1 na bazę rosnącą pik: …" / "… na bazę malejącą pik: …", puzzle 151). Now they are
one bullet that says the move once, "to either foundation of spades"; the heading above still
counts two moves (two moves are two moves: "Every other move loses", never "The other possible
move loses" over them). Each expected text is written out here, not read from the catalog."""

from __future__ import annotations

import re
from functools import cache

import pytest

from build_tools.site.pages import puzzle_pages
from engine.drawing.describe import FOUNDATION_NAMES, FT_FOUNDATION_NAMES
from engine.grammar.forms import parse_forms
from engine.puzzles import texts
from tests.grammar.catalogs import t
from tests.grammar.test_tenth_review_answers import _plain
from tests.grammar.test_twelfth_review_answers import _puzzle

LANGUAGES = ("en", "hu", "uk", "pl")

# Puzzle 151 (crescent only-move, the editor's example): the heading over the list, then the
# one item of the 6 of spades to either foundation of spades; the pl row is the editor's fix.
ONLY_MOVE_151 = {
    "en": (
        "Every other move loses:",
        "The 6 of spades from pile 1 to either foundation of spades: this move leads to a dead "
        "end, since the solver checked all 1,041 positions still within reach and none of them "
        "can be won.",
    ),
    "hu": (
        "Bármely más lépés után elvész a játszma:",
        "A pikk 6-os az 1. oszlopról bármelyik pikk alapsorra: ez a lépés zsákutcába visz; a "
        "megoldóprogram az utána még elérhető mind az 1041 állást átvizsgálta, és egyikből sem "
        "nyerhető meg a játszma.",
    ),
    "uk": (
        "Усі інші ходи ведуть до програшу:",
        "Шістка пік зі стопки 1 на будь-який із двох фундаментів пік: цей хід веде в глухий кут "
        "— розв’язувач перевірив усі досяжні після нього позиції (їх 1041), і з жодної з них "
        "партію не виграти.",  # (the 30th review, uk D4)
    ),
    "pl": (
        "Każdy inny ruch przegrywa:",
        "Szóstka pik ze stosu 1 na jedną z baz pik: żadna spośród 1041 pozycji, do których "
        "można po tym ruchu dojść, nie prowadzi do wygranej – program sprawdził każdą z nich.",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_to_either_foundation_is_one_item_under_a_heading_of_every_other_move(
    lang: str,
) -> None:
    a = texts.answer(_puzzle("cr-om-e4812444b8"), t(lang))
    heading, item = ONLY_MOVE_151[lang]
    assert _plain(lang, a.items_intro) == heading
    # three losing moves, two items: the ace of clubs keeps its own
    assert len(a.items) == 2
    assert _plain(lang, a.items[0]) == item


# Puzzle 247 (crescent sequence): the second decision's list, the 9 of diamonds to either
# foundation of diamonds, then the same card to pile 13 (845 positions: its own item).
SEQUENCE_247 = {
    "en": [
        "The 9 of diamonds from pile 7 to either foundation of diamonds: after that, a search of"
        " every position that can still be reached (843 positions) finds no win.",
        "The 9 of diamonds from pile 7 to pile 13: this move leads to a dead end, since the "
        "solver checked all 845 positions still within reach and none of them can be won.",
    ],
    "hu": [
        "A káró 9-es a 7. oszlopról bármelyik káró alapsorra: ezután a még elérhető 843 állás"
        " egyikéből sem vezet nyerő folytatás.",
        "A káró 9-es a 7. oszlopról a 13. oszlopra: ez a lépés zsákutcába visz; a "
        "megoldóprogram az utána még elérhető mind a 845 állást átvizsgálta, és egyikből sem "
        "nyerhető meg a játszma.",
    ],
    "uk": [
        "Дев’ятка бубон зі стопки 7 на будь-який із двох фундаментів бубон: після цього виграти вже"
        " неможливо — серед усіх досяжних позицій (їх 843) виграшної не знайдено.",
        # (the 30th review, uk D4)
        "Дев’ятка бубон зі стопки 7 на стопку 13: цей хід веде в глухий кут — розв’язувач "
        "перевірив усі досяжні після нього позиції (їх 845), і з жодної з них партію не виграти.",
    ],
    "pl": [
        "Dziewiątka karo ze stosu 7 na jedną z baz karo: po tym ruchu osiągalne są jeszcze 843 "
        "pozycje; program sprawdził je wszystkie i z żadnej nie da się wygrać.",
        "Dziewiątka karo ze stosu 7 na stos 13: żadna spośród 845 pozycji, do których można po "
        "tym ruchu dojść, nie prowadzi do wygranej – program sprawdził każdą z nich.",
    ],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sequences_decision_says_a_move_to_either_foundation_once(lang: str) -> None:
    a = texts.answer(_puzzle("cr-sq-55dc978797"), t(lang))
    _decision, items = a.steps[1]
    assert [_plain(lang, x) for x in items] == SEQUENCE_247[lang]


# Puzzle 250 (crescent sequence): the pair stays possible and loses up to decision 2, so its one
# item says the range; decision 2's heading still speaks of the losing moves (plural) that stay
# possible, and of the one other move listed under it.
SEQUENCE_250 = {
    "en": (
        "Up to and including decision 2, the same move loses each time, the 6 of spades from"
        " pile 1 to either foundation of spades: after this move, 1,067 and 1,041 positions"
        " respectively can still be reached, and the game cannot be won from any of them.",
        "Besides the losing moves from decision 1 that stay possible, the other possible move"
        " loses too:",
    ),
    "hu": (
        "Ez a vesztes lépés a második döntésig minden alkalommal kínálkozik: a pikk 6-os az 1. "
        "oszlopról bármelyik pikk alapsorra. Utána az egyes döntéseknél rendre 1067 és 1041 állás "
        "érhető el, és egyikből sem nyerhető meg a játszma.",
        "Az első döntésnél tárgyalt vesztes lépéseken kívül a másik lehetséges lépés után is"
        " elvész a játszma:",
    ),
    "uk": (
        "Шістка пік зі стопки 1 на будь-який із двох фундаментів пік: цей хід програшний аж до "
        "другого правильного ходу включно — досяжних після нього позицій залишається відповідно "
        "1067 і 1041, і з жодної з них партію не виграти.",  # (the 29th review, uk D1; the 30th,
        # D3; the 31st, D1)
        "Хибні ходи, розібрані перед першим правильним ходом, і далі ведуть до програшу; крім "
        "них, до програшу веде ще один хід:",
    ),
    "pl": (
        "Szóstka pik ze stosu 1 na jedną z baz pik – ten ruch przegrywa przy każdej decyzji aż "
        "do drugiej włącznie: da się po nim dojść odpowiednio do 1067 i 1041 pozycji, a żadna z "
        "nich nie prowadzi do wygranej.",
        "Błędne ruchy omówione przy pierwszej decyzji nadal są możliwe i nadal przegrywają; "
        "przegrywa też jeszcze jeden ruch:",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_to_either_foundation_that_stays_possible_is_one_item_with_its_range(
    lang: str,
) -> None:
    a = texts.answer(_puzzle("cr-sq-63333a668c"), t(lang))
    item, later_heading = SEQUENCE_250[lang]
    (_decision, first), (_next, second) = a.steps
    assert [_plain(lang, x) for x in first] == [item]
    assert _plain(lang, a.step_intros[1]) == later_heading
    assert len(second) == 1


@cache
def _foundation_names(lang: str) -> re.Pattern[str]:
    """Every form of every foundation's name in ``lang`` (both games), longest first."""
    forms = {
        form
        for name in (*FOUNDATION_NAMES, *FT_FOUNDATION_NAMES)
        for form in parse_forms(t(lang).gettext(name)).values()
    }
    return re.compile("|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)))


def _lists(a: texts.Answer) -> list[list[str]]:
    return [a.items, *(items for _decision, items in a.steps)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_items_of_a_list_are_the_same_but_the_foundation(lang: str) -> None:
    """Failed before: 14 lists of the Crescent answers (puzzles 143-160, 247, 250) had two items
    word for word the same but "up" and "down" foundation."""
    names = _foundation_names(lang)
    lists = 0
    for slug in ("crescent", "forty-thieves"):
        for p in puzzle_pages.plan(slug).puzzles:
            for items in _lists(texts.answer(p, t(lang))):
                masked = [names.sub("FOUNDATION", x) for x in items]
                same = [x for i, x in enumerate(items) if masked[i] in masked[:i]]
                assert not same, (p.id, same)
                lists += bool(items)
    assert lists > 300  # the answers were read: every only-move, sequence and win-from-here list


def test_moves_to_the_two_foundations_with_different_reasons_stay_two_items() -> None:
    """The move is said once only when the two reasons carry the same data: a search of another
    number of positions after one of them is another explanation, said in its own item."""
    p = _puzzle("cr-om-e4812444b8")
    up, down, *rest = p.alternatives
    assert (up["move"], down["move"]) == ("p1-f1", "p1-f5")
    alts = [up, {**down, "positions": 1042}, *rest]
    items = texts._Explainer(t("en")).alternatives(p.position(), alts)
    assert [x.split(":")[0] for x in items] == [
        "The 6 of spades from pile 1 to the up foundation of spades",
        "The 6 of spades from pile 1 to the down foundation of spades",
        "The ace of clubs from pile 10 to pile 7",
    ]
