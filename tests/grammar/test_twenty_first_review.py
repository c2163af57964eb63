"""The twenty-first review's editors (text-{hu,uk,pl}-21, main f11d21c), the catalog items taken
this session: uk D3 (the solver's count and line two sentences with the same subject), D5 («після
цього ця карта»), D6 («Хід: … У вас залишився 1 хід»: «хід» twice); hu D3 ("a 104-ből" tacked on
at the end), D6 (a "tehát" that drew the rule's conclusion from the sentence before), D7 (a rules
sentence without its subject); pl D5 ("krok", a third word for a czynność), D6 (the setting's
double tap named as in the rules). The last-card tails' items (uk D1, D2, hu D1, pl D1, D2) and
the verb said once a line (pl D3) are left for the next round. Each row's expected text is the
editor's, written out here, not read from the catalog."""

from __future__ import annotations

import pytest

from tests.grammar.catalogs import said_where, translated

SOLVER = (
    "The solver's winning line takes %(count)d move and begins with %(step1)s.",
    "The solver's winning line takes %(count)d moves and begins with %(step1)s.",
)
PLAYED = (
    "Played: %(move)s. You have %(count)d move left.",
    "Played: %(move)s. You have %(count)d moves left.",
)
BEST = (
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
    "The best line found ends with %(cards)d of the 104 cards on the foundations.",
)

REVIEWED = [
    # (the 31st review, uk D2: «вистачає … щоб виграти», not «знаходить … послідовність»)
    ("uk", SOLVER, 5, "Розв’язувачеві вистачає %(count)d ходів, щоб виграти, і починає він "
                      "так: %(step1)s."),
    ("uk", PLAYED, 1, "Зроблено: %(move)s. Залишився %(count)d хід."),
    ("uk", PLAYED, 5, "Зроблено: %(move)s. Залишилося %(count)d ходів."),
    ("hu", BEST, 36, "A program által talált legjobb lépéssor végén is a 104 lapból"
     " csak %(cards)d van az alapsorokon."),
    ("hu", "Then, by the last-card rule, the %(card)s can never move to another pile.", None,
     "Az utolsó lap szabálya szerint a(z) %(card)s már nem kerülhet át másik oszlopra."),
    ("pl", "Double-click sends a card to its best place", None,
     "Podwójne kliknięcie lub podwójne dotknięcie przenosi kartę na najlepsze miejsce"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "message", "n", "expected"), REVIEWED)
def test_the_twenty_first_reviews_wording(lang, message, n, expected):
    assert translated(lang, message, n) == expected


STRUCK = [
    ("uk", r"\. Розв’язувач починає так:"),
    ("uk", r"після цього ця карта"),
    ("uk", r"^Хід: %\(move\)s\."),
    # the partitive tacked on after the foundations; the twenty-second review's editor (hu D8)
    # wrote a wording of the sentence that ends "csak N lapig jut a 104-ből.", where it follows
    # the count it belongs to: that one stands (words30k)
    ("hu", r"alapsorokon a 104-ből\.$"),
    ("hu", r"szabálya szerint tehát"),
    ("hu", r"^Minden lapot felfordítva oszt ki"),
    ("pl", r"obiecujący krok"),
    ("pl", r"\(lub dwa dotknięcia\)"),
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_the_twenty_first_reviews_other_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
