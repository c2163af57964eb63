"""Hungarian repeats the article on every card of a list named by rank alone (issue 30; the
thirtieth review, hu D4: "X-t és Y-t" with no second article in 277 places, "X-t, Y-t" in 126:
"in written Hungarian the object with a definite article repeats its article: a dámát és a
bubit, a 7-est és a 8-ast; read aloud, the clipped form sounds like a telegram"). A rank's
"next" forms in the catalog (engine/puzzles/words.py RANKS) say each later item with its
article. A list whose suit is said once before its ranks keeps one article ("a treff 2-est és
3-ast"): there the suit belongs to every rank, and "a treff 2-est és a 3-ast" would leave the 3
of no suit."""

from __future__ import annotations

import re

import pytest

from tests.grammar.test_tenth_review_answers import _plain
from tests.grammar.test_twelfth_review_answers import _lead
from tests.grammar.test_twenty_ninth_review_foundation_suit import _answers

# Written by hand from the review's rule.
LEADS = {
    # Crescent's solver line, three ranks to a foundation that names their suit.
    "cr-wh-357103967d": {
        "hu": "A nyerő lépéssor, amelyet a megoldóprogram talált, 16 lépésből áll; a program így"
        " kezd: a 6. oszlopról egymás után a bubit, a dámát és a királyt a felfelé épülő treff"
        " alapsorra teszi.",
    },
    # Forty Thieves: two ranks from one column, after a card from the waste.
    "ft-cw-4a9aee73c2": {
        "hu": "A megoldóprogram 158 műveletben nyer, és így kezd: a 6-ost a dobópakliból, a 7-est"
        " és a 8-ast pedig a 10. oszlopról egymás után az 1. (pikk) alapsorra teszi.",
    },
    # The suit said once before the ranks: one article for the list, the later rank by itself.
    # (The 31st review, hu D1: "a káró 2-est" after the clubs says its suit.)
    "cr-wh-14148d05d6": {
        "hu": "A megoldóprogram 9 lépésben nyer, és így kezd: a 14. oszlopról egymás után a treff"
        " 2-est és 3-ast a 4. oszlopra, a káró 2-est pedig a lefelé épülő káró alapsorra teszi.",
    },
}


@pytest.mark.parametrize(
    ("pid", "lang"), [(pid, lang) for pid, rows in LEADS.items() for lang in rows]
)
def test_a_list_of_ranks_repeats_the_article(pid: str, lang: str) -> None:
    """Failed before (hu): "a bubit, dámát és királyt", "a 7-est és 8-ast"."""
    assert _lead(pid, lang)[-1] == LEADS[pid][lang]


# A rank in any case ("2-est", "bubira", "dámáról", "királlyal", "ászt"), and a list of ranks
# alone: an article, a rank not after a suit or "másik", then a later rank with no article.
_RANK = r"(?:ász|bubi|dám|király|\d+-[a-zá-ű]+)\w*"
BARE_LATER_RANK = re.compile(
    rf"\baz? (?!(?:pikk|kőr|káró|treff|másik)\b){_RANK}(?:, {_RANK})*(?:, | és )(?!az? ){_RANK}"
)


def test_no_hungarian_list_of_ranks_drops_a_later_article() -> None:
    """Failed before: hundreds of lists (the review counted 403 on the browse and theme pages)."""
    found = sorted(
        {m.group(0) for _pid, said in _answers("hu") for m in BARE_LATER_RANK.finditer(said)}
    )
    assert found == []


def test_the_pattern_sees_what_the_review_quoted() -> None:
    """The check above would find the review's examples, and leaves a suited list alone."""
    quoted = "tedd egymás után a 7-est és 8-ast a 6. (kőr) alapsorra, majd a dámát, bubit és 10-est"
    assert [m.group(0) for m in BARE_LATER_RANK.finditer(_plain("hu", quoted))] == [
        "a 7-est és 8-ast",
        "a dámát, bubit és 10-est",
    ]
    assert BARE_LATER_RANK.search("a treff 2-est és 3-ast a 4. oszlopra") is None
    assert BARE_LATER_RANK.search("a dámát, a bubit és a 10-est") is None
