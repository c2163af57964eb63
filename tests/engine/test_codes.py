import pytest

from engine import DealCodeError, make_code, parse_code, random_code
from engine.codes import MAX_SEED, encode_seed


def test_seed_is_big_endian_base32():
    assert parse_code("CR1-N-AAAAAAB").seed == 1
    assert parse_code("CR1-N-AAAAABA").seed == 32
    assert parse_code("FT1-N-7777777").seed == MAX_SEED


def test_input_is_trimmed_and_case_insensitive_output_canonical():
    code = parse_code("  cr1-f-aaaaaab \n")
    assert str(code) == "CR1-F-AAAAAAB"
    assert code.game == "crescent"
    assert code.variant == "F"


def test_round_trip_of_seed_encoding():
    for seed in (0, 1, 31, 32, 12345678, MAX_SEED):
        assert parse_code(f"FT1-N-{encode_seed(seed)}").seed == seed


@pytest.mark.parametrize(
    ("text", "reason", "position"),
    [
        ("XX1-N-AAAAAAB", "unknown_game", 0),
        ("CR2-N-AAAAAAB", "unsupported_version", 2),
        ("CR1-Z-AAAAAAB", "unknown_variant", 4),
        ("FT1-F-AAAAAAB", "unknown_variant", 4),
        ("CR1-N-AAAAAB", "wrong_length", 6),
        ("CR1-N-AAAAAAAB", "wrong_length", 6),
        ("CR1-N-AAAA1AB", "invalid_character", 10),
        ("CR1-N-AAAAAA8", "invalid_character", 12),
        ("CR1NAAAAAAB", "malformed", 2),
        ("CR1-N", "malformed", 3),
        ("", "empty", 0),
    ],
)
def test_bad_codes_name_reason_and_position(text, reason, position):
    with pytest.raises(DealCodeError) as info:
        parse_code(text)
    assert info.value.reason == reason
    assert info.value.position == position


def test_invalid_character_message_names_the_character():
    with pytest.raises(DealCodeError, match="'1'"):
        parse_code("CR1-N-AAAA1AB")


def test_non_text_is_an_engine_error():
    with pytest.raises(DealCodeError):
        parse_code(None)


def test_random_code_is_valid_and_varies():
    codes = {str(random_code("crescent")) for _ in range(20)}
    assert len(codes) > 1
    for c in codes:
        assert parse_code(c).game == "crescent"
    assert str(random_code("FT")).startswith("FT1-N-")


def test_make_code():
    assert str(make_code("forty_thieves", 1)) == "FT1-N-AAAAAAB"
    assert str(make_code("crescent", 1, "F")) == "CR1-F-AAAAAAB"
