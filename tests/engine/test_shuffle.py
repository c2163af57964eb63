"""Test vectors that pin the specified shuffle: any reimplementation must match them."""

from engine import card_name, new_game
from engine.shuffle import SplitMix64, initial_order, shuffled_deck


def test_splitmix64_reference_outputs_for_seed_0():
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_initial_order_is_two_decks_spades_hearts_diamonds_clubs():
    order = [card_name(c) for c in initial_order()]
    assert order[:3] == ["AS", "2S", "3S"]
    assert order[12:14] == ["KS", "AH"]
    assert order[51:53] == ["KC", "AS"]
    assert len(order) == 104


def test_shuffle_is_a_permutation():
    assert sorted(shuffled_deck(12345)) == sorted(initial_order())


CR1_N_AAAAAAB = [
    "6D 4S 6H JD 4S 2H", "7D JS 6D 2C 4H KD", "JS 9C 3D 9D QC QH", "8S JC KS 2S QD 3D",
    "7H 5C JC 5S 2D 8C", "6C 3C TH 9C 9H QS", "8S 7C 5C 5D 4D 3H", "6S 8C 5H 7S QS 8H",
    "9S 9S 2H 3S KC TH", "5S 8H 3C 6C TS KH", "TD 9H 2S 2C 7D JH", "JD QH 8D AD 6H TS",
    "QC 3H 7S TD 5H JH", "TC 6S 4C 4C 5D AS", "4H 7H 8D 9D AH 4D", "3S AC 2D QD TC 7C",
]  # fmt: skip


def test_vector_crescent_seed_1_full_layout():
    g = new_game("CR1-N-AAAAAAB")
    assert [" ".join(card_name(c) for c in p) for p in g.piles] == CR1_N_AAAAAAB
    assert g.found == [1] * 8


def test_vector_crescent_seed_2_first_piles():
    g = new_game("CR1-N-AAAAAAC")
    assert [" ".join(card_name(c) for c in p) for p in g.piles[:2]] == [
        "TH 7S QD 2D 7H JS",
        "6D 4H 2C QC 6D JH",
    ]


def test_variant_changes_redeals_not_layout():
    assert new_game("CR1-F-AAAAAAB").piles == new_game("CR1-N-AAAAAAB").piles
    assert new_game("CR1-F-AAAAAAB").redeals_left == 4


FT1_N_AAAAAAB_COLUMNS = [
    "6D 5S JS 8H", "7D TD 9C 9H", "JS KH JC QH", "8S JD KS 3H", "KC AD 5C 6S",
    "7H QC 3C 7H", "6C TC 7C AC", "8S 4H AS AH", "6S 3S 8C AC", "9S 4S 9S 6H",
]  # fmt: skip
FT1_N_AAAAAAB_DRAWS = (
    "6D KD 3D KS JC TH 5C 5H 2H 3C 2S 8D 7S 4C 8D 2D JD 2C 9D 2S 5S 9C 5D 7S 3S 6C 2C AD TD 4C "
    "9D QD 4S 4H QC QD 2D 9H 4D QS KC TS 7D 6H 5H 5D AH TC 2H KD QH 3D 8C QS 3H 8H TH KH JH TS "
    "JH AS 4D 7C"
)


def test_vector_forty_thieves_seed_1_full_layout_and_stock_order():
    g = new_game("FT1-N-AAAAAAB")
    assert [" ".join(card_name(c) for c in col) for col in g.cols] == FT1_N_AAAAAAB_COLUMNS
    assert " ".join(card_name(c) for c in reversed(g.stock)) == FT1_N_AAAAAAB_DRAWS
    assert g.waste == []
    assert g.found == [0] * 8
