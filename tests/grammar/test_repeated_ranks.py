"""A list of one suit's cards that names a rank twice (two decks: both copies of a card can lie
under an ace or a king) says the second one as "the other": the thirteenth review's hu item 2,
where "a treff 6-os és 6-os" and "the 6 and 6 of clubs" read as slips."""

from __future__ import annotations

import pytest

from engine.cards import card
from engine.puzzles import words
from tests.grammar.catalogs import t

CLUBS, HEARTS = 3, 1
SIX_SIX = [card(6, CLUBS), card(6, CLUBS)]
JACK_FIVE_JACK = [card(11, HEARTS), card(5, HEARTS), card(11, HEARTS)]


@pytest.mark.parametrize(
    ("lang", "cards", "case", "said"),
    [
        ("en", SIX_SIX, "nom", "6 and the other 6 of clubs"),
        ("en", JACK_FIVE_JACK, "nom", "jack, 5 and the other jack of hearts"),
        ("hu", SIX_SIX, "nom", "treff 6-os és a másik 6-os"),
        ("hu", JACK_FIVE_JACK, "nom", "kőr bubi, 5-ös és a másik bubi"),
        ("uk", SIX_SIX, "nom", "шістка й друга шістка треф"),
        ("uk", JACK_FIVE_JACK, "gen", "валета, п’ятірки й другого валета черв"),
        ("pl", SIX_SIX, "acc", "szóstkę i drugą szóstkę trefl"),
        ("pl", JACK_FIVE_JACK, "ins", "waletem, piątką i drugim waletem kier"),
    ],
)
def test_a_rank_named_again_is_the_other_card(lang, cards, case, said):
    assert words.one_suit_list(t(lang), cards).forms[case] == said


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_a_list_of_different_ranks_is_unchanged(lang):
    listed = words.one_suit_list(t(lang), [card(2, HEARTS), card(9, HEARTS), card(12, HEARTS)])
    assert all("other" not in f and "másik" not in f for f in listed.forms.values())
    assert all("друг" not in f and "drug" not in f for f in listed.forms.values())
