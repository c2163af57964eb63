"""A sequence puzzle's written answer as built (round 17: text-pl-17 D1, D4, S2; text-uk-17 D6):
each decision a block whose words say its number, as the question counts the decisions (no list
markers a text reader does not see, and none that count the forced moves), the forced moves after
a decision one sentence at the end of its block, and a back reference's number the decision that
refuted the move. The expectations per language are the grammar test's tables
(tests/grammar/test_seventeenth_review_sequences.py), so a changed wording is changed once."""

from __future__ import annotations

import html
import itertools
import re

import pytest

from build_tools.site.i18n.languages import CODES
from tests.grammar import test_seventeenth_review_sequences as seq

from .test_puzzle_pages import browse_pages, committed

ARTICLE = re.compile(r'<article class="sol-puzzle-card" id="(cr-sq-[0-9a-f]+)".*?</article>', re.S)
STEP = '<div class="sol-puzzle-step">'
# The patterns are the grammar test's frames and sentences (one place to change a wording), in
# the HTML: a label opens its block's first paragraph, a moves' text holds no tag.
MOVES = r"[^<]+"
LABEL = {lang: re.compile("^<p>" + seq.frame(seq.LABEL_FRAME, lang, MOVES)) for lang in CODES}
FORCED = {
    lang: re.compile(
        "<p>(?:"
        + "|".join(re.escape(x[lang]) for x in (seq.FORCED_ONE, seq.FORCED_MANY))
        + r")[^<]+\.</p></div>"
    )
    for lang in CODES
}
BACK = {lang: re.compile(seq.frame(seq.BACK_FRAME, lang, MOVES)) for lang in CODES}
SIX_FORCED = seq.SIX_FORCED  # puzzle 164: six forced moves after its first decision
# Round 18 (uk D1/S1): a losing move that stays possible is refuted once, with the last decision
# where it still loses for the same reason; puzzle 241's ace of spades up to decision 5.
STAYS = {lang: re.compile(seq.frame(seq.STAYS_FRAME, lang, MOVES)) for lang in CODES}
PUZZLE_241 = "cr-sq-c8d603387e"


@pytest.mark.parametrize("lang", CODES)
def test_a_sequence_answer_numbers_its_decisions_in_words_and_says_forced_moves_once(
    site_dir, lang
):
    data = committed("crescent")
    pages = [p for p in browse_pages(site_dir, lang, "crescent") if "-sequence-" in p.name]
    pages.append(site_dir / lang / "puzzles-crescent-themes.html")
    seen: set[str] = set()
    refs = stays = 0
    for page in pages:
        for m in ARTICLE.finditer(page.read_text(encoding="utf-8")):
            # the words, the typography's no-break spaces as spaces (checked elsewhere)
            pid, card = m[1], re.sub("[\xa0\u202f]", " ", html.unescape(m[0]))
            steps = data[pid]["answer"]["steps"]
            assert "<ol" not in card, pid  # the number is in the words, once
            blocks = card.split(STEP)[1:]
            assert len(blocks) == sum(s["player"] for s in steps), pid
            runs = 0
            for n, block in enumerate(blocks, 1):
                label = LABEL[lang].match(block)
                assert label is not None and seq.number(lang, label[1]) == n, (pid, block[:80])
                runs += len(FORCED[lang].findall(block))
                for ref in BACK[lang].findall(block):
                    assert 1 <= seq.number(lang, ref) < n, (pid, ref, n)
                    refs += 1
                for last in STAYS[lang].findall(block):
                    assert n < seq.number(lang, last) <= len(blocks), (pid, last, n)
                    stays += 1
                # a heading goes with its list: none over an empty one
                assert "<ul></ul>" not in block, (pid, n)
            if pid == PUZZLE_241:  # decisions 2 to 5 list nothing: the move said to stay
                assert len(blocks) == 5 and all("<ul>" not in b for b in blocks[1:]), pid
                assert [seq.number(lang, x) for x in STAYS[lang].findall(blocks[0])] == [5], pid
            # one sentence per run of forced moves (they lie between decisions)
            expected = sum(
                1
                for before, step in itertools.pairwise(steps)
                if before["player"] and not step["player"]
            )
            assert runs == expected, pid
            if pid == SIX_FORCED:
                assert runs == 1
            seen.add(pid)
    assert SIX_FORCED in seen and PUZZLE_241 in seen and len(seen) >= 80
    # over 40 back references before round 18; the same move again at the next decision for the
    # same reason (34 on the browse pages) is now one sentence with its range
    assert refs >= 10 and stays >= 25, (refs, stays)
