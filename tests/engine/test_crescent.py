"""Crescent rules, one behaviour each, positions written in notation."""

import pytest

from engine import CRESCENT, REDEAL, IllegalMoveError, Move, new_game
from engine.cards import card_name, parse_cards

from .helpers import assert_legal_moves_match_reasons, crescent


def reason(g, text):
    return g.reason(g.parse_move(text))


def test_setup_sets_out_one_ace_and_king_per_suit_and_deals_16_piles_of_6():
    g = new_game("CR1-N-AAAAAAB")
    assert [len(p) for p in g.piles] == [CRESCENT.pile_size] * CRESCENT.piles
    assert [card_name(g.foundation_top(f)) for f in range(8)] == [
        "AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC",
    ]  # fmt: skip
    cards = sorted([c for p in g.piles for c in p] + [g.foundation_top(f) for f in range(8)])
    assert cards == sorted(list(range(52)) * 2)
    assert g.redeals_left == 3 and g.moves == 0


def test_ace_goes_onto_king_of_same_suit_wrap():
    g = crescent({10: "AS", 14: "KS"})
    g.play("p10-p14")
    assert g.piles[13] == parse_cards("KS AS")


def test_king_goes_onto_ace_wrap():
    g = crescent({1: "KH", 2: "AH"})
    assert reason(g, "p1-p2") is None


def test_one_rank_higher_or_lower_same_suit():
    g = crescent({1: "8H", 2: "9H", 3: "7H"})
    assert reason(g, "p1-p2") is None
    assert reason(g, "p1-p3") is None


def test_must_be_same_suit():
    g = crescent({1: "8H", 2: "9D"})
    assert reason(g, "p1-p2") == "not_same_suit"


def test_must_be_adjacent_rank():
    g = crescent({1: "8H", 2: "TH"})
    assert reason(g, "p1-p2") == "not_adjacent_rank"


def test_pile_holds_at_most_13_cards():
    full = "2C " * 12 + "9H"
    g = crescent({1: "8H", 2: full})
    assert reason(g, "p1-p2") == "pile_full"


def test_empty_pile_takes_no_card_not_even_a_king():
    g = crescent({1: "KS"})
    assert reason(g, "p1-p2") == "empty_pile"


def test_nothing_to_move_from_an_empty_pile():
    g = crescent({2: "KS"})
    assert reason(g, "p1-p2") == "source_empty"


def test_only_top_card_moves_and_lands_on_top():
    g = crescent({1: "2C 8H", 2: "9H"})
    g.play("p1-p2")
    assert g.piles[0] == parse_cards("2C") and g.piles[1] == parse_cards("9H 8H")


def test_up_foundation_builds_up_from_ace():
    g = crescent({1: "2S", 2: "3S"})
    assert reason(g, "p2-f1") == "does_not_follow"
    g.play("p1-f1")
    g.play("p2-f1")
    assert card_name(g.foundation_top(0)) == "3S" and g.found[0] == 3


def test_down_foundation_builds_down_from_king():
    g = crescent({1: "QH"})
    g.play("p1-f6")
    assert card_name(g.foundation_top(5)) == "QH"


def test_foundation_of_other_suit_refuses():
    g = crescent({1: "2H"})
    assert reason(g, "p1-f1") == "not_same_suit"


def test_no_wrap_on_foundations():
    g = crescent({1: "AS", 2: "KS"}, found={1: 13, 5: 13})
    assert reason(g, "p1-f1") == "does_not_follow"  # nothing on an up-foundation King
    assert reason(g, "p2-f5") == "does_not_follow"  # nothing on a down-foundation Ace


def test_foundation_card_never_returns_to_a_pile():
    g = crescent({1: "3S"}, found={1: 2})
    assert reason(g, "f1-p1") == "foundation_to_pile"


def test_eight_of_diamonds_moves_from_up_to_down_foundation():
    # up diamonds A..8 (8 cards), down diamonds K..9 (5 cards)
    g = crescent({1: "2C"}, found={3: 8, 7: 5})
    assert Move("f3", "f7") in g.legal_moves()
    g.play("f3-f7")
    assert card_name(g.foundation_top(2)) == "7D" and card_name(g.foundation_top(6)) == "8D"
    assert g.moves == 1


def test_down_foundation_top_moves_to_up_foundation_when_it_follows():
    g = crescent(
        {1: "2C"}, found={3: 8, 7: 6}
    )  # up 8D, down top 8D: 8D goes onto up? no, up needs 9D
    assert Move("f7", "f3") not in g.legal_moves()
    g = crescent({1: "2C"}, found={3: 7, 7: 6})  # up top 7D, down top 8D
    assert Move("f7", "f3") in g.legal_moves()


def test_base_card_never_moves():
    g = crescent({1: "2C"}, found={3: 1, 7: 12})
    assert reason(g, "f3-f7") == "base_locked"


def test_redeal_moves_bottom_card_to_top_of_every_pile_of_two_or_more():
    g = crescent({1: "2H 9C JD JD", 2: "5S", 3: "3C 4C"})
    g.play("redeal")
    assert g.piles[0] == parse_cards("9C JD JD 2H")
    assert g.piles[1] == parse_cards("5S")
    assert g.piles[2] == parse_cards("4C 3C")
    assert g.piles[3] == []


def test_redeal_is_not_a_move_and_clears_undo():
    g = crescent({1: "8H 2H", 2: "9H 3H"})
    g.play("p1-p2")
    assert g.can_undo
    g.play("redeal")
    assert g.moves == 1 and not g.can_undo and g.redeals_left == 2


def test_three_redeals_then_none_four_in_crescent_four():
    g = new_game("CR1-N-AAAAAAB")
    for _ in range(3):
        g.play(REDEAL)
    assert g.reason(REDEAL) == "no_redeals_left"
    with pytest.raises(IllegalMoveError) as info:
        g.play("redeal")
    assert info.value.reason == "no_redeals_left"
    assert new_game("CR1-F-AAAAAAB").redeals_left == 4


def test_undo_takes_back_move_and_counter_goes_down():
    g = crescent({1: "2S 8H", 2: "9H"})
    before = g.to_dict()
    g.play("p1-p2")
    g.undo()
    assert g.to_dict() == before and g.moves == 0


def test_undo_keeps_the_last_100_moves():
    g = crescent({1: "9H 8H", 2: "9H"})
    for i in range(105):
        g.play("p1-p2" if i % 2 == 0 else "p2-p1")
    for _ in range(100):
        g.undo()
    assert not g.can_undo and g.moves == 5
    with pytest.raises(IllegalMoveError, match="no move to undo"):
        g.undo()


def test_won_when_all_eight_foundations_hold_13():
    g = crescent({1: "KS"}, found={1: 12, 2: 13, 3: 13, 4: 13, 5: 13, 6: 13, 7: 13, 8: 13})
    g.play("p1-f1")
    assert g.status == "won" and g.is_won and g.legal_moves() == []
    assert reason(g, "redeal") == "game_over"


def test_stuck_when_no_move_and_no_redeal_left():
    g = crescent({1: "5C", 2: "9H"}, redeals=0)
    assert g.legal_moves() == [] and g.status == "stuck"
    g = crescent({1: "5C", 2: "9H"}, redeals=1)
    assert g.status == "playing"


def test_tap_plays_the_only_destination_else_selects():
    g = crescent({1: "8H", 2: "9H", 3: "7H", 4: "5C", 5: "4C"})
    assert g.tap_move("p1") is None  # two places
    assert g.tap_move("p4") == Move("p4", "p5")


def test_drop_on_foundations_prefers_the_up_foundation_when_both_take_it():
    g = crescent({1: "7D"}, found={3: 6, 7: 6})  # up top 6D, down top 8D
    assert g.foundation_drop_move("p1") == Move("p1", "f3")
    g = crescent({1: "7D"}, found={3: 5, 7: 6})
    assert g.foundation_drop_move("p1") == Move("p1", "f7")


def test_legal_moves_agree_with_reasons():
    g = new_game("CR1-N-AAAAAAB")
    assert_legal_moves_match_reasons(g)


def test_a_card_cannot_move_onto_its_own_pile():
    g = crescent({1: "8H"})
    assert reason(g, "p1-p1") == "same_place"


def test_every_reason_has_an_english_message():
    from engine import REASONS

    assert all(REASONS[code] for code in REASONS)
    with pytest.raises(IllegalMoveError, match="Must be the same suit"):
        crescent({1: "8H", 2: "9D"}).play("p1-p2")


def test_top_card_of_piles_and_foundations():
    g = crescent({1: "2C 8H"}, found={3: 8, 7: 5})
    assert card_name(g.top_card("p1")) == "8H"
    assert g.top_card("p2") is None
    assert card_name(g.top_card("f3")) == "8D" and card_name(g.top_card("f7")) == "9D"


def test_a_wrap_is_an_ace_on_a_king_or_a_king_on_an_ace_between_piles():
    g = crescent({1: "KS", 2: "AS", 3: "QS", 4: "2S"}, found={1: 3, 5: 1})
    assert g.is_wrap(Move("p1", "p2")) and g.is_wrap(Move("p2", "p1"))
    assert not g.is_wrap(Move("p1", "p3"))  # K on Q: no wrap
    assert not g.is_wrap(Move("p2", "p4"))  # A on 2: no wrap
    assert not g.is_wrap(Move("p2", "f1")) and not g.is_wrap(REDEAL)
    assert not crescent({1: "KS"}).is_wrap(Move("p1", "p2"))  # onto an empty pile


def test_each_suit_has_an_up_and_a_down_foundation():
    g = new_game("CR1-N-AAAAAAB")
    assert g.foundations_of(parse_cards("2H")[0]) == ("f2", "f6")
    assert g.foundations_of(parse_cards("KC")[0]) == ("f4", "f8")
