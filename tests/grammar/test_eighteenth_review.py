"""The eighteenth review's editors (text-{hu,uk,pl}-18, main 42a3ec1), the catalog items: pl ", a"
(a contrast) joining the last of several moves, a second "więc" after "Zgodnie z zasadą", the
Study page's "I odwrotnie" before what is not the converse, its Forty Thieves lines in "ruchy"
(the glossary: czynności), the trainer's "warianty"/"reguła", "nic się nie zmieniło" pointing at
a bullet the reader may not have read. Each row's expected text is the editor's, written out here,
not read from the catalog."""

from __future__ import annotations

import pytest

from tests.grammar.catalogs import said_where, translated

RUN_LAST = ("before the last of several moves, one of them a run", " and ")

# (lang, message, count or None, the text the editor asked for)
REVIEWED = [
    # pl D1: "a" marks a contrast; the last of several moves to one place comes "then"
    ("pl", RUN_LAST, None, ", potem "),
    # pl D2: the rule is the ground, so no second "więc"
    (
        "pl",
        "Then, by the last-card rule, neither of these two cards can ever move to another pile.",
        None,
        "Zgodnie z zasadą ostatniej karty żadna z tych dwóch kart nie może już przejść na inny"
        " stos.",
    ),
    (
        "pl",
        "Then, by the last-card rule (stated at the top of this page), the %(card)s can never move"
        " to another pile.",
        None,
        "Zgodnie z zasadą ostatniej karty (opisaną na początku strony) %(card)s nie może już "
        "przejść"
        " na inny stos.",
    ),
    # pl D8: the reference is the move above, said so
    (
        "pl",
        "Nothing has changed under the %(first)s and the %(second)s.",
        None,
        "Pod %(first)s{rank.ins} i pod %(second)s{rank.ins} leży to samo co przy poprzednim ruchu.",
    ),
    # pl D7
    (
        "pl",
        "No single rule decides these positions: follow the lines that are left and see whether"
        " any of them gets every card home.",
        None,
        "O tych pozycjach nie rozstrzyga żadna pojedyncza zasada: prześledź ciągi ruchów, które"
        " jeszcze zostały, i sprawdź, czy któryś z nich doprowadza wszystkie karty na bazy.",
    ),
    # pl D6: the Forty Thieves section counts actions
    (
        "pl",
        "The best lines found for the undecided deals placed on average %(cards)s of the"
        " %(total)s cards on the foundations.",
        None,
        "Najlepsze ciągi czynności znalezione dla nierozstrzygniętych rozdań odkładały na bazy"
        " średnio %(cards)s spośród %(total)s kart.",
    ),
]


@pytest.mark.parametrize(("lang", "message", "n", "expected"), REVIEWED)
def test_reviewed_wording(lang, message, n, expected):
    assert translated(lang, message, n) == expected


STRUCK = [
    ("pl", r"nie może więc już przejść"),  # pl D2
    ("pl", r"I odwrotnie"),  # pl D5: the converse is false
    ("pl", r"warianty"),  # pl D7
    ("pl", r"nic się nie zmieniło"),  # pl D8
    ("pl", r"wygrywający ciąg ruchów dla każdego"),  # pl D6 (Forty Thieves: czynności)
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_struck_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
