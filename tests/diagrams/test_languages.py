"""Descriptions in hu, uk and pl: card names, CLDR plural forms, Hungarian articles resolved."""

import re

import pytest

from build_tools.diagram_cli import translations
from engine import new_game
from engine.cards import parse_card
from engine.drawing.describe import card_name, card_symbol, crescent, forty_thieves
from engine.drawing.figure import Figure, render
from engine.grammar.articles import resolve_articles

RECORD = "CR1-N-AAAAAAB\np1-f2 p3-f6 redeal p13-f8\n"


@pytest.mark.parametrize(
    ("lang", "card", "name", "symbol"),
    [
        ("hu", "2S", "pikk 2-es", "2♠"),
        ("hu", "AD", "káró ász", "A♦"),
        ("hu", "JD", "káró bubi", "B♦"),
        ("uk", "2S", "двійка пік", "2♠"),
        ("uk", "AD", "туз бубон", "Т♦"),
        ("uk", "JD", "валет бубон", "В♦"),
        ("pl", "2S", "dwójka pik", "2♠"),
        ("pl", "AH", "as kier", "A♥"),
        ("pl", "JD", "walet karo", "W♦"),
    ],
)
def test_card_names_and_symbols(lang, card, name, symbol):
    t = translations(lang)
    assert card_name(t, parse_card(card)) == name
    assert card_symbol(t, parse_card(card)) == symbol


def test_plural_forms_follow_cldr():
    g = new_game("CR1-N-AAAAAAB")
    g.piles[0] = g.piles[0][:1]  # 1 card: the card alone, no count (issue 30, round 22 uk P1)
    g.piles[1] = g.piles[1][:2]  # 2 cards
    g.piles[2] = g.piles[2][:5]  # 5 cards
    g.piles[3] = g.piles[3] + g.piles[4] + g.piles[5] + g.piles[6][:3]  # 21 cards
    g.piles[4] = g.piles[7] + g.piles[8] + g.piles[9] + g.piles[10][:4]  # 22 cards
    uk, pl, hu = (crescent(g, translations(lang)) for lang in ("uk", "pl", "hu"))
    hu = resolve_articles(hu)
    assert "стопка\u00a01: лише шістка бубон;" in uk and "стопка\u00a02: 2 карти," in uk
    assert "стопка\u00a03: 5 карт," in uk and "стопка\u00a04: 21 карта," in uk
    assert "стопка\u00a05: 22 карти," in uk
    assert "stos 1: tylko szóstka karo;" in pl and "stos 2: 2 karty," in pl
    assert "stos 3: 5 kart," in pl and "stos 4: 21 kart," in pl and "stos 5: 22 karty," in pl
    assert "1. oszlop: csak a káró 6-os;" in hu and "3. oszlop: 5 lap," in hu
    assert "4. oszlop: 21 lap," in hu


def test_forty_thieves_in_polish():
    text = forty_thieves(new_game("FT1-N-AAAAAAB"), translations("pl"))
    assert text.startswith("Talia: 64 karty; stos odrzuconych: pusty; ")


@pytest.mark.parametrize("lang", ["hu", "uk", "pl"])
def test_rendered_figures_have_no_english_and_no_unresolved_article(lang):
    html = render(Figure(record=RECORD, point="before-move-3", highlight="p13", circle="f8"),
                  translations(lang), lang)  # fmt: skip
    assert "a(z)" not in html.lower()
    visible = re.sub(r"<[^>]+>", " ", html)
    for english in ("pile", "foundation", "card", "top", "Before move", "highlighted"):
        assert english not in visible


def test_hungarian_caption_articles():
    html = render(Figure(record=RECORD, point="before-move-1"), translations("hu"), "hu")
    assert "A játszma az 1.\u00a0lépés előtt (CR1-N-AAAAAAB)" in html
