"""The grammar layer: term forms from a catalog string, forms named by messages, number forms,
and the locale typography every filled message gets."""

from __future__ import annotations

import pytest

from engine.grammar.forms import (
    MissingForm,
    NumberForms,
    Spoken,
    Term,
    TermSyntaxError,
    cases_used,
    fill,
    last_spoken,
    number_form,
    parse_forms,
)
from engine.grammar.typography import MINUS, NBSP, minus, typeset


def test_a_term_string_gives_its_nominative_and_every_named_form():
    forms = parse_forms("pikk ász | sub: pikk ászra | del: pikk ászról")
    assert forms == {"nom": "pikk ász", "sub": "pikk ászra", "del": "pikk ászról"}


@pytest.mark.parametrize(
    "bad", ["pikk ász | pikk ászra", "pikk ász | sub:", " | sub: x", "a | sub: b | sub: c"]
)
def test_a_malformed_term_string_is_refused(bad):
    with pytest.raises(TermSyntaxError):
        parse_forms(bad)


def test_a_message_names_the_form_it_needs_and_a_bare_placeholder_is_the_nominative():
    card = Term("king of spades", {"nom": "pikk király", "sub": "pikk királyra"})
    assert fill("%(card)s → %(card)s{sub}", {"card": card}) == "pikk király → pikk királyra"
    assert cases_used("a(z) %(target)s{sub} és %(count)s{ins.f}") == [
        ("target", "sub"),
        ("count", "ins.f"),
    ]


def test_a_missing_form_is_an_error_not_a_wrong_word():
    card = Term("king of spades", {"nom": "pikk király"})
    with pytest.raises(MissingForm, match="no form 'sub'"):
        fill("%(card)s{sub}", {"card": card})
    with pytest.raises(MissingForm):
        fill("%(code)s{sub}", {"code": "CR1"})  # a plain string has no forms


def test_a_form_with_a_percent_sign_is_not_read_as_a_placeholder():
    term = Term("x", {"nom": "50%", "sub": "50%-ra"})
    assert fill("%(x)s{sub} %(n)d", {"x": term, "n": 3}) == "50%-ra 3"


@pytest.mark.parametrize(
    ("n", "last"),
    [(0, 0), (6, 6), (16, 6), (20, 20), (40, 40), (100, 100), (300, 100), (2000, 1000),
     (1225, 5), (1000000, 1000000), (-15, 5)],
)  # fmt: skip
def test_the_last_word_read_aloud_decides_a_hungarian_ending(n, last):
    assert last_spoken(n) == last


def test_number_forms_come_from_the_table():
    table = NumberForms({"sub": {6: "-ra", 7: "-re", 10: "-re"}}, {"attr": {2: "két"}})
    assert number_form(table, 16, "16", "sub") == "16-ra"
    assert number_form(table, 2, "2", "attr") == "két"
    assert number_form(table, 2, "2", "Attr") == "Két"
    assert fill("%(n)s{sub}", {"n": Spoken(10, "10")}, table) == "10-re"
    with pytest.raises(MissingForm):
        number_form(table, 8, "8", "sub")
    with pytest.raises(MissingForm):
        number_form(table, 3, "3", "ill")


def test_typography_minus_and_no_break_spaces():
    assert minus("-15") == f"{MINUS}15"
    assert typeset("about 14 MB", "en") == f"about 14{NBSP}MB"
    assert typeset("1040 + 37 × 5 = 1225", "hu") == (
        f"1040{NBSP}+{NBSP}37{NBSP}×{NBSP}5{NBSP}={NBSP}1225"
    )
    assert typeset("az 5. oszlopról", "hu") == f"az 5.{NBSP}oszlopról"
    assert typeset("Ez a 5. Ez", "hu") == "Ez a 5. Ez"  # a capital starts a new sentence
    assert typeset("gra w pasjansa i w grę", "pl") == f"gra w{NBSP}pasjansa i{NBSP}w{NBSP}grę"
    assert typeset("карту з колоди", "uk") == f"карту з{NBSP}колоди"
    # uk euphony (the 29th review, D4): «з» after a vowel before a consonant, «із» between
    # consonants and before з, с, ц, ч, ш, щ
    said = typeset("двійку із висхідного фундаменту", "uk")
    assert said == f"двійку з{NBSP}висхідного фундаменту"
    assert typeset("валет із фундаменту", "uk") == "валет із фундаменту"
    assert typeset("шістку із сьомої стопки", "uk") == "шістку із сьомої стопки"
    assert typeset("послідовність із 20 ходів", "uk") == "послідовність із 20 ходів"
