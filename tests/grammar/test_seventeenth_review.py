"""The seventeenth review's editors (text-{hu,uk,pl}-17, main ec169e1), the catalog items fixed so
far: hu "Tévedtél" (you were wrong) in a message the Study page's checker shows too, where the
reader guessed nothing; an English abbreviation (RD) left unexplained; "melyik" with a plural; uk
«виграшний» for a deal that can be won (the glossary's own rule)."""

from __future__ import annotations

import pytest

from engine import new_game
from engine.verdict import answer
from tests.grammar.catalogs import said_where, t

# (lang, msgid, the msgstr the editor asked for)
REVIEWED = [
    # hu D1/S1: the puzzle board answers a wrong guess ("Tévedtél", like its siblings); the Study
    # page's checker has its own msgctxt (below), where the reader guessed nothing
    ("hu", "No: this deal cannot be won.", "Tévedtél: ez a leosztás nem nyerhető meg."),
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


# The headline the Study page shows for each outcome, in each language, opens with the same answer
# word: the Forty Thieves "no" shared the puzzle board's msgid, so the page told a reader who had
# only asked "Tévedtél" (hu), "Niestety, to zła odpowiedź" (pl), «Неправильно» (uk): you were wrong.
NO_WORD = {"en": "No:", "hu": "Nem:", "uk": "Ні:", "pl": "Nie:"}


@pytest.mark.parametrize("lang", sorted(NO_WORD))
def test_the_study_pages_no_is_an_answer_not_a_verdict_on_a_guess(lang):
    lost = {
        name: answer.tell(answer.Verdict(new_game(name), 0, answer.LOST), t(lang))
        for name in ("FT1-N-AAAAAAB", "CR1-N-AAAAA7K")
    }
    for name, told in lost.items():
        assert told["text"][0].startswith(NO_WORD[lang]), (name, told["text"][0])


STRUCK = [
    ("hu", r"\(RD\)"),  # hu D6
    ("hu", r"melyik lapok"),  # hu D7
    ("uk", r"розклад виграшний"),  # uk D2: the glossary forbids «виграшний розклад» in either order
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_struck_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
