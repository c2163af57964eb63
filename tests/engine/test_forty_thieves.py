"""Forty Thieves rules and scoring."""

import pytest

from engine import DRAW, FORTY_THIEVES, IllegalMoveError, Move, new_game
from engine.cards import card_name, parse_cards

from .helpers import assert_legal_moves_match_reasons, forty


def reason(g, text):
    return g.reason(g.parse_move(text))


def test_setup_ten_columns_of_four_and_a_stock_of_64():
    g = new_game("FT1-N-AAAAAAB")
    assert [len(c) for c in g.cols] == [FORTY_THIEVES.column_size] * FORTY_THIEVES.columns
    assert len(g.stock) == FORTY_THIEVES.stock_size and g.waste == [] and g.found == [0] * 8
    assert [f["suit"] for f in g.to_dict()["foundations"]] == list("SHDCSHDC")


def test_builds_down_by_suit_exactly_one_higher():
    g = forty({1: "7S", 2: "8S", 3: "9S", 4: "8H"})
    assert reason(g, "c1-c2") is None
    assert reason(g, "c1-c3") == "not_one_higher"
    assert reason(g, "c1-c4") == "not_same_suit"


def test_nothing_goes_on_an_ace():
    g = forty({1: "AS", 2: "KS"})
    assert reason(g, "c2-c1") == "nothing_on_ace"


def test_empty_column_takes_any_card():
    g = forty({1: "5D"})
    assert reason(g, "c1-c2") is None


def test_foundation_takes_its_suit_ace_then_up_to_king():
    g = forty({1: "2S AS", 2: "AH"})
    assert reason(g, "c1-f2") == "not_same_suit"
    assert reason(g, "c2-f1") == "not_same_suit"
    g.play("c1-f5")
    assert reason(g, "c1-f1") == "does_not_follow"
    g.play("c1-f5")
    assert [card_name(c) for c in g.foundation_cards_of(4)] == ["AS", "2S"]


def test_draw_turns_top_stock_card_onto_waste_and_empty_stock_refuses():
    g = forty({}, stock="3C 9D")
    g.play("draw")
    assert g.waste == parse_cards("9D") and g.stock == parse_cards("3C")
    g.play("draw")
    assert g.reason(DRAW) == "stock_empty"


def test_only_the_top_of_the_waste_plays():
    g = forty({1: "TD"}, waste="9D 8C")
    assert reason(g, "w-c1") == "not_same_suit"


def test_nothing_is_placed_on_the_waste_or_between_foundations():
    g = forty({1: "5D"}, found={1: 1, 5: 0})
    assert reason(g, "c1-w") == "not_a_target"
    assert reason(g, "f1-f5") == "foundation_to_foundation"


def test_scores_follow_the_table():
    g = forty({1: "5H", 2: "3H", 3: "5D 4H"}, stock="9C", waste="2H AH")
    g.play("w-f2")  # to a foundation
    assert g.score == 10
    g.play("w-c2")  # 2H onto 3H: waste to column
    assert g.score == 15
    g.play("c2-f2")
    assert g.score == 25
    g.play("f2-c2")  # foundation back to a column
    assert g.score == 10
    g.play("c2-f2")
    assert g.score == 20
    g.play("c3-c1")  # column to column
    g.play("draw")
    assert g.score == 20


def test_score_never_goes_below_zero():
    g = forty({1: "3S"}, found={1: 2})
    g.play("f1-c1")
    assert g.score == 0


def test_undo_restores_score_but_not_the_move_counter_draws_included():
    g = forty({1: "3H"}, stock="5C", waste="2H")
    g.play("w-c1")
    g.play("draw")
    assert g.moves == 2 and g.score == 5
    assert g.undo() == DRAW
    assert g.stock == parse_cards("5C") and g.waste == []
    g.undo()
    assert g.score == 0 and g.waste == parse_cards("2H") and g.moves == 2
    with pytest.raises(IllegalMoveError):
        g.undo()


def test_won_example_scores_1040_plus_29_times_5():
    """Every card reaches a foundation; 29 of them pass through a column first: 1185."""
    order = [s * 13 + r for copy in range(2) for s in range(4) for r in range(13)]
    g = forty({}, stock=" ".join(card_name(c) for c in reversed(order)))
    for i, c in enumerate(order):
        g.play("draw")
        f = f"f{(c // 13) + 1 + 4 * (i // 52)}"
        if i < 29:
            g.play("w-c1")
            g.play(f"c1-{f}")
        else:
            g.play(f"w-{f}")
    assert g.status == "won"
    assert (
        g.score
        == 104 * FORTY_THIEVES.score_to_foundation + 29 * FORTY_THIEVES.score_waste_to_column
    )
    assert g.score == 1185


def test_no_moves_left_is_reported_as_stuck():
    g = forty(
        {1: "5C", 2: "9H", 3: "2D", 4: "3S", 5: "5S", 6: "7S", 7: "9S", 8: "JS", 9: "KS", 10: "QD"}
    )
    assert g.legal_moves() == [] and g.status == "stuck"


def test_tap_sends_to_foundation_else_waste_card_to_a_column():
    g = forty({1: "AS", 2: "3D", 3: "9C 3D"}, waste="2D")
    assert g.tap_move("c1") == Move("c1", "f1")
    assert g.tap_move("w") == Move("w", "c3")  # longest accepting column
    assert g.tap_move("c2") is None


def test_double_click_foundation_else_longest_column_else_empty_column():
    g = forty({1: "5H", 2: "8C 6H", 3: "6H", 4: "KS", 5: "KS", 6: "KS", 7: "KS", 8: "KS", 9: "KS"})
    assert g.double_click_move("c1") == Move("c1", "c2")
    g = forty({1: "9D 5H", 2: "8C", 3: "QS"})
    assert g.double_click_move("c1") == Move("c1", "c4")
    g = forty({1: "AH"})
    assert g.double_click_move("c1") == Move("c1", "f2")


def test_legal_moves_agree_with_reasons():
    g = new_game("FT1-N-AAAAAAB")
    g.play_all(["draw"] * 5)
    assert_legal_moves_match_reasons(g)


def test_empty_waste_has_no_card_to_move():
    g = forty({1: "5D"})
    assert reason(g, "w-c1") == "source_empty"
    assert reason(g, "c1-c1") == "same_place"


def test_won_game_takes_no_more_moves():
    g = forty({1: "KC"}, found={1: 13, 2: 13, 3: 13, 4: 12, 5: 13, 6: 13, 7: 13, 8: 13})
    g.play("c1-f4")
    assert g.status == "won"
    assert g.reason(DRAW) == "game_over"
    assert g.legal_moves() == []


def test_top_card_of_columns_waste_and_foundations():
    g = forty({1: "5D 3S"}, waste="9C 2H", found={2: 4})
    assert card_name(g.top_card("c1")) == "3S" and g.top_card("c2") is None
    assert card_name(g.top_card("w")) == "2H"
    assert card_name(g.top_card("f2")) == "4H" and g.top_card("f1") is None


def test_each_suit_has_two_foundations_in_the_rules_order():
    g = new_game("FT1-N-AAAAAAB")
    for f, suit in enumerate(FORTY_THIEVES.foundation_suits, start=1):
        card = parse_cards(f"A{suit}")[0]
        assert f"f{f}" in g.foundations_of(card)
        assert len(g.foundations_of(card)) == 2
