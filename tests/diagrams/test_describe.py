"""Descriptions state exactly what the engine state says."""

import re

from engine import new_game
from engine.drawing import describe


def test_english_card_names():
    from engine.cards import parse_card

    assert describe.card_name(describe.ENGLISH, parse_card("2S")) == "2 of spades"
    assert describe.card_name(describe.ENGLISH, parse_card("JD")) == "jack of diamonds"
    assert describe.card_name(describe.ENGLISH, parse_card("AH")) == "ace of hearts"


def test_crescent_description_matches_state():
    g = new_game("CR1-N-AAAAAAB")
    g.play("p1-f2")
    g.piles[8].clear()
    text = describe.crescent(g)
    # every place says its count, then its top card (round 19, uk D5: one order for all); a place
    # of one card names that card alone (issue 30, round 22 uk P1)
    assert text.startswith("The up foundation of spades: only the ace of spades; ")
    assert "the up foundation of hearts: 2 cards, top 2 of hearts" in text
    assert "pile 1: 5 cards, top 4 of spades" in text
    assert "pile 9: empty" in text
    for number, pile in enumerate(g.piles, start=1):
        m = re.search(rf"pile {number}: (\d+) cards?", text)
        if pile:
            assert int(m.group(1)) == len(pile)


def test_forty_thieves_description_lists_every_column_bottom_to_top():
    g = new_game("FT1-N-AAAAAAB")
    g.play("draw")
    text = describe.forty_thieves(g)
    assert text.startswith("Stock: 63 cards; waste: only the 6 of diamonds; ")
    assert "foundation 1 (spades): empty" in text
    # the direction is said once (round 19, uk P7), before the columns (round 22, hu D7 and S2)
    assert (
        "foundation 8 (clubs): empty. Each column's cards, bottom to top: column 1: 6 of"
        " diamonds, 5 of spades, jack of spades, 8 of hearts; column 2: " in text
    )
    assert text.count("column ") == 10 and text.count("bottom to top") == 1
