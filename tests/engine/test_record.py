import pytest

from engine import IllegalMoveError, RecordError, new_game
from engine.record import parse_record, record_of, replay


def test_parse_code_then_moves_with_comments():
    rec = parse_record("CR1-N-AAAAAAB # deal\n p1-f2\n\np3-f6 redeal\n")
    assert str(rec.code) == "CR1-N-AAAAAAB"
    assert [str(m) for m in rec.moves] == ["p1-f2", "p3-f6", "redeal"]
    assert rec.positions == ((2, 2), (4, 1), (4, 7))


def test_replay_to_any_ply():
    text = "CR1-N-AAAAAAB p1-f2 p3-f6 redeal"
    assert replay(text, 0).to_dict() == new_game("CR1-N-AAAAAAB").to_dict()
    g = replay(text, 2)
    assert g.moves == 2 and g.redeals_left == 3
    assert replay(text).redeals_left == 2


def test_bad_ply_is_an_error():
    with pytest.raises(RecordError, match="outside"):
        replay("CR1-N-AAAAAAB p1-f2", 5)


def test_parse_error_names_line_and_column():
    with pytest.raises(RecordError) as info:
        parse_record("CR1-N-AAAAAAB\np1-f2  p1-x9\n")
    assert (info.value.line, info.value.column) == (2, 8)


def test_bad_code_in_record_names_its_position():
    with pytest.raises(RecordError) as info:
        parse_record("\n  CR1-N-AAAA1AB p1-f2")
    assert info.value.reason == "invalid_character"
    assert (info.value.line, info.value.column) == (2, 13)


def test_empty_record_has_no_code():
    with pytest.raises(RecordError, match="no deal code"):
        parse_record("# nothing\n")


def test_draw_is_not_a_crescent_move():
    with pytest.raises(RecordError):
        parse_record("CR1-N-AAAAAAB draw")


def test_illegal_move_names_its_number_and_reason():
    with pytest.raises(IllegalMoveError) as info:
        replay("CR1-N-AAAAAAB\np1-f2 p1-f2\n")
    assert info.value.move_number == 2
    assert info.value.reason == "not_same_suit"
    assert "line 2, column 7" in str(info.value)


def test_record_of_a_game_round_trips():
    g = new_game("FT1-N-AAAAAAB")
    g.play_all(["draw", "c7-f4", "c8-f2", "draw"])
    rec = record_of(g)
    assert replay(rec.text()).to_dict() == g.to_dict()


def test_ply_of_moves_and_redeals():
    rec = parse_record("CR1-N-AAAAAAB p1-f2 redeal p3-f6")
    assert rec.ply_before_move(2) == 2 and rec.ply_after_move(2) == 3
    assert rec.ply_of_redeal(1) == 2
    with pytest.raises(RecordError):
        rec.ply_of_redeal(2)
