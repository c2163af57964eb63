"""Issue 30, the twenty-second review (text-uk-22 P1): a figure's description said a place that
holds one card with the frame of a pile ("pile 7: 1 card, top ace of diamonds"; uk «стопка 7:
1 карта, зверху туз бубон», 2,347 places on the uk site; hu "1 lap, felül", pl "1 karta, na
wierzchu"): "top" of a single card read as template output. A pile, a foundation or the waste that
holds one card now names that card alone ("pile 7: only the ace of diamonds"), a frame chosen by
the count in every language (uk and pl say 21 and 31 with the plural form that says 1, so their
catalogs could not). Two cards or more keep "count, top card". The expected texts are written out
here per language (the cards read off each position by hand), not read from the catalogs."""

from __future__ import annotations

import re
from functools import cache

import pytest

from build_tools.site.pages import puzzle_pages
from engine import new_game
from engine.cards import parse_card
from engine.crescent import Crescent
from engine.drawing import describe
from engine.drawing.figure import Figure, draw
from engine.forty_thieves import FortyThieves
from engine.game import Game
from tests.grammar.catalogs import t
from tests.grammar.test_tenth_review_answers import _plain

LANGUAGES = ("en", "hu", "uk", "pl")

# Crescent puzzle cr-om-018d680e9e (only-move): the up foundation of hearts holds its ace alone,
# pile 7 the 7 of spades alone, between two empty piles; its neighbours hold 12 cards.
CRESCENT = "cr-om-018d680e9e"
CRESCENT_HEAD = {
    "en": "The up foundation of spades: 12 cards, top queen of spades; the up foundation of"
    " hearts: only the ace of hearts; the up foundation of diamonds: 12 cards, top queen of"
    " diamonds;",
    "hu": "Felfelé épülő pikk alapsor: 12 lap, felül pikk dáma; felfelé épülő kőr alapsor: csak a"
    " kőr ász; felfelé épülő káró alapsor: 12 lap, felül káró dáma;",
    "uk": "Висхідний фундамент пік: 12 карт, зверху дама пік; висхідний фундамент черв: лише туз"
    " черв; висхідний фундамент бубон: 12 карт, зверху дама бубон;",
    "pl": "Baza rosnąca pik: 12 kart, na wierzchu dama pik; baza rosnąca kier: tylko as kier;"
    " baza rosnąca karo: 12 kart, na wierzchu dama karo;",
}
CRESCENT_PILE_7 = {
    "en": "; pile 6: empty; pile 7: only the 7 of spades; pile 8: empty; pile 9: 5 cards, top 9"
    " of hearts;",
    "hu": "; 6. oszlop: üres; 7. oszlop: csak a pikk 7-es; 8. oszlop: üres; 9. oszlop: 5 lap,"
    " felül kőr 9-es;",
    "uk": "; стопка 6: порожня; стопка 7: лише сімка пік; стопка 8: порожня; стопка 9: 5 карт,"
    " зверху дев’ятка черв;",
    "pl": "; stos 6: pusty; stos 7: tylko siódemka pik; stos 8: pusty; stos 9: 5 kart, na"
    " wierzchu dziewiątka kier;",
}

# Forty Thieves FT1-N-AAAAAAB after "c7-f4 draw" (the first and tenth actions of the Examples
# page's record): the ace of clubs alone on foundation 4, the 6 of diamonds alone on the waste.
FT_RECORD = "FT1-N-AAAAAAB\nc7-f4 draw\n"
FT_HEAD = {
    "en": "Stock: 63 cards; waste: only the 6 of diamonds; foundation 1 (spades): empty;"
    " foundation 2 (hearts): empty; foundation 3 (diamonds): empty; foundation 4 (clubs): only"
    " the ace of clubs; foundation 5 (spades): empty;",
    "hu": "Húzópakli: 63 lap; dobópakli: csak a káró 6-os; 1. (pikk) alapsor: üres; 2. (kőr)"
    " alapsor: üres; 3. (káró) alapsor: üres; 4. (treff) alapsor: csak a treff ász; 5. (pikk)"
    " alapsor: üres;",
    "uk": "Колода: 63 карти; скид: лише шістка бубон; фундамент 1 (пік): порожній; фундамент 2"
    " (черв): порожній; фундамент 3 (бубон): порожній; фундамент 4 (треф): лише туз треф;"
    " фундамент 5 (пік): порожній;",
    "pl": "Talia: 63 karty; stos odrzuconych: tylko szóstka karo; baza 1 (pik): pusta; baza 2"
    " (kier): pusta; baza 3 (karo): pusta; baza 4 (trefl): tylko as trefl; baza 5 (pik): pusta;",
}

# The old frame's words for one card (the count not part of a larger number: 21 is not 1), and
# the words of the new one-card frame, per language.
ONE_CARD_TOP = {
    "en": re.compile(r"(?<!\d)1 card, top "),
    "hu": re.compile(r"(?<!\d)1 lap, felül "),
    "uk": re.compile(r"(?<!\d)1 карта, зверху "),
    "pl": re.compile(r"(?<!\d)1 karta, na wierzchu "),
}
ONLY = {"en": ": only the ", "hu": ": csak a ", "uk": ": лише ", "pl": ": tylko "}


def _ft() -> FortyThieves:
    g = new_game("FT1-N-AAAAAAB")
    g.play("c7-f4")
    g.play("draw")
    assert isinstance(g, FortyThieves)
    return g


def test_the_positions_hold_what_the_expected_texts_say() -> None:
    """The hand-read positions: one card on the places the texts name, none said twice."""
    cr = _positions()[CRESCENT]
    assert isinstance(cr, Crescent)
    assert cr.found[1] == 1 and cr.piles[6] == [parse_card("7S")]
    assert cr.piles[5] == [] and cr.piles[7] == [] and len(cr.piles[8]) == 5
    ft = _ft()
    assert ft.waste == [parse_card("6D")] and ft.found[3] == 1 and len(ft.stock) == 63


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_crescent_pile_and_foundation_of_one_card_name_the_card_alone(lang: str) -> None:
    """Failed before: "…; the up foundation of hearts: 1 card, top ace of hearts; …; pile 7:
    1 card, top 7 of spades; …"."""
    text = _plain(lang, describe.crescent(_positions()[CRESCENT], t(lang)))
    assert text.startswith(CRESCENT_HEAD[lang])
    assert CRESCENT_PILE_7[lang] in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_forty_thieves_waste_and_foundation_of_one_card_name_the_card_alone(lang: str) -> None:
    """Failed before: "Stock: 63 cards; waste: 1 card, top 6 of diamonds; …; foundation 4
    (clubs): 1 card, top ace of clubs; …". Read from the figure as a page draws it."""
    text = draw(Figure(record=FT_RECORD, point="end"), t(lang), lang=lang).text
    assert "a(z)" not in text
    assert text.replace("\u00a0", " ").startswith(FT_HEAD[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_place_alone_is_said_as_in_the_description(lang: str) -> None:
    """``describe.place`` (what names a place of the board) says a place of one card as the
    description does."""
    ft, cr = _ft(), _positions()[CRESCENT]
    for game, name in ((ft, "w"), (ft, "f4"), (cr, "p7"), (cr, "f2")):
        one = _plain(lang, describe.place(game, name, t(lang)))
        assert ONLY[lang] in one
        assert one in _description(game, lang)


def _description(game: Game, lang: str) -> str:
    if isinstance(game, Crescent):
        return _plain(lang, describe.crescent(game, t(lang)))
    assert isinstance(game, FortyThieves)
    return _plain(lang, describe.forty_thieves(game, t(lang)))


@cache
def _positions() -> dict[str, Game]:
    """Every committed puzzle's figure position, both games, as its browse page draws it."""
    out: dict[str, Game] = {}
    for slug in ("crescent", "forty-thieves"):
        plan = puzzle_pages.plan(slug)
        for pid in plan.order:
            out[pid] = puzzle_pages._replayed(plan.by_id[pid])[0]
    return out


def _places_of_one_card(game: Game) -> int:
    """The places a description says with a count and a top card that hold one card."""
    if isinstance(game, Crescent):
        return sum(n == 1 for n in game.found) + sum(len(p) == 1 for p in game.piles)
    assert isinstance(game, FortyThieves)
    return sum(n == 1 for n in game.found) + (len(game.waste) == 1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_committed_puzzle_says_one_card_with_a_top(lang: str) -> None:
    """Every committed puzzle's figure description, in every language: no "1 card, top" shape,
    and exactly one "only" frame per place that holds one card."""
    wrong = []
    ones = 0
    for pid, game in _positions().items():
        text = _description(game, lang)
        expected = _places_of_one_card(game)
        ones += expected
        if ONE_CARD_TOP[lang].search(text) or text.count(ONLY[lang]) != expected:
            wrong.append(pid)
    assert wrong == []
    assert len(_positions()) > 1400 and ones > 1000  # every committed puzzle read, many one-card
