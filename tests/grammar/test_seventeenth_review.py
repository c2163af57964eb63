"""The seventeenth review's editors (text-{hu,uk,pl}-17, main ec169e1), the catalog items fixed so
far: hu "Tévedtél" (you were wrong) in a message the Study page's checker shows too, where the
reader guessed nothing; an English abbreviation (RD) left unexplained; "melyik" with a plural; uk
«виграшний» for a deal that can be won (the glossary's own rule)."""

from __future__ import annotations

import pytest

from tests.grammar.catalogs import said_where, t

# (lang, msgid, the msgstr the editor asked for)
REVIEWED = [
    # hu D1: one msgid for the puzzle's verdict and the Study checker: a plain "no" fits both
    ("hu", "No: this deal cannot be won.", "Nem: ez a leosztás nem nyerhető meg."),
    # hu D6
    (
        "hu",
        "Rating deviation (how uncertain the rating still is)",
        "Az értékszám bizonytalansága (minél kisebb, annál biztosabb az értékszám)",
    ),
    # uk D2: a deal that can be won, not «виграшний» (a winning one)
    ("uk", "Yes, there is a way to win this deal.", "Так, виграти цей розклад можна."),
]


@pytest.mark.parametrize(("lang", "msgid", "expected"), REVIEWED)
def test_reviewed_wording(lang, msgid, expected):
    assert t(lang).gettext(msgid) == expected


STRUCK = [
    ("hu", r"Tévedtél: ez a leosztás nem"),  # hu D1
    ("hu", r"\(RD\)"),  # hu D6
    ("hu", r"melyik lapok"),  # hu D7
    ("uk", r"розклад виграшний"),  # uk D2: the glossary forbids «виграшний розклад» in either order
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_struck_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
