"""The thirty-seventh native reviews (text-{hu,uk,pl}-37, outside the repository; pl browse and
theme pages 8, every other page type 9 or 10).

- pl D1 (blocking, 415 sentences): the last-card proof named the cards under a candidate by rank
  alone ("Pod asem leżą, licząc od dołu, piątka, dziesiątka i dama"), which reads as the whole
  pile, and false when cards of other suits lie between them; "karta pod nim musiałaby" claimed
  the card right under it had to go home first.  The list now names its suit once, at its end
  ("piątka, dziesiątka i dama kier"), in every wording and case form; the uk pairs had the same
  rank-only lists («Під тузом пік лежить дама, а під королем — сімка») and now say it the same way.
- pl M1: the setting "Automatyczne odkładanie upuszczonej karty" read as "to the foundation"
  (odkładać is said of foundations everywhere else on the site).

The property reads every proof of every committed puzzle, in its long shape and in the short
shape a page uses once it has stated the rule, and finds each list of covered cards with the
patterns of test_proof_sentences (written per language there, independently of the catalogs).
"""

from __future__ import annotations

import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts
from tests.grammar.catalogs import assert_reworded, t, translated
from tests.grammar.test_proof_sentences import BLOCKED, PAIR, proofs_in

# The suit at the end of a list of one suit's cards, in the case forms the lists take.
SUIT_LAST = {
    "pl": re.compile(r"[ \u00a0](?:pik|kier|karo|trefl)$"),
    "uk": re.compile(r"[ \u00a0](?:пік|черв|бубон|треф)$"),
}


def _short_items(lang: str) -> list[str]:
    """Every losing move's bullet of every Crescent puzzle as its browse page says it (the page
    states the last-card rule, so a proof with one candidate takes the short shape)."""
    out = []
    for p in puzzle_pages.plan("crescent").puzzles:
        a = texts.answer(p, t(lang), None, rule_stated=True)
        out += [*a.items, *(x for _, losing in a.steps for x in losing)]
    return [re.sub(r"<[^>]+>", "", x) for x in out]


def _lists(lang: str, text: str) -> list[str]:
    found = [m.group(1) for pattern, _ in BLOCKED[lang] for m in pattern.finditer(text)]
    found += [m.group("cards") for pattern in PAIR[lang] for m in pattern.finditer(text)]
    return found


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_every_list_of_covered_cards_names_its_suit(lang: str) -> None:
    read = 0
    texts_ = [text for _, text in proofs_in(lang)] + _short_items(lang)
    for text in texts_:
        for listed in _lists(lang, text):
            read += 1
            assert SUIT_LAST[lang].search(listed.strip()), (listed, text[:300])
    # the lists are there to read: hundreds in the committed puzzles (a pattern that stopped
    # matching would read none)
    assert read > 300, read


def test_pl_a_pair_says_a_card_of_its_suit_lies_under_the_last_one() -> None:
    """Not "karta pod nim musiałaby …" (the card right under it, of any suit)."""
    said = translated(
        "pl",
        "The %(first)s lies on the %(first_under)s and the %(second)s on the %(second_under)s:"
        " whichever of the two goes home last, the card of its suit under it would have to go"
        " home first, and cannot.",
        1,
    )
    assert "karta pod nim" not in said
    assert "pod nim leżałaby karta, która musi trafić tam wcześniej" in said


def test_pl_the_drop_setting_is_not_said_as_a_foundation_move() -> None:
    label = translated("pl", "Automatic placement of a dropped card")
    assert label == "Przenoś upuszczoną kartę na najlepsze miejsce"
    rules = translated(
        "pl",
        "Drag and drop; the Automatic placement setting (off by default) sends a dropped card to"
        " the best place.",
    )
    assert "„Przenoś upuszczoną kartę na najlepsze miejsce”" in rules
    assert "odkładanie" not in rules


# The other items of the round, each a row a native editor wrote (the catalogs must say it so).
REVIEWED = [
    # uk D2: «по черзі» means "one after another" on this site; "respectively" is «відповідно»
    ("uk", "по черзі %(counts)s", "відповідно %(counts)s"),
    # uk D3: not a finished passive beside a present («цим ходом … складено повністю (зверху
    # лягає …)») for a move only discussed
    # (and the 38th, uk D2: not «Цей хід завершує …» right after «цей хід не залишає …»)
    ("uk", "цим ходом %(foundation)s{acc} складено", "Тепер %(foundation)s{acc} складено повністю"),
    # uk D4: «з» after a vowel («22 карти з 104»); «карт із 104» stays
    ("uk", "карти із 104", "карти з 104"),
    ("uk", "карта із 104", "карта з 104"),
    # hu D1: "maga is" pointed at something said before that nothing was
    ("hu", "ráadásul maga is", "ráadásul épp"),
    # (the 36th, pl D4: "liczba … wynosi kolejno" bureaucratic, and "z żadnej z nich" pointed
    # back at "liczba")
    ("pl", "wynosi kolejno", "da się po nim dojść odpowiednio do %(counts)s pozycji"),
]


@pytest.mark.parametrize(("lang", "struck", "written"), REVIEWED)
def test_the_thirty_seventh_reviews_wording(lang: str, struck: str, written: str) -> None:
    assert_reworded(lang, struck, written)


def test_hu_the_sequence_kind_is_not_called_a_line_of_moves() -> None:
    """hu D3: "Lépéssor" is the site's word for a line of play; the kind is a row of decisions."""
    assert translated("hu", "Sequence") == "Döntéssorozat"


def test_hu_a_draw_is_not_called_a_move_on_the_board() -> None:
    """hu D4: the Forty Thieves hub defines lépés as one card moved; a draw is a művelet."""
    assert "lépés" not in translated("hu", "The next move is to draw a card.")
    step = ("a game whose lines count actions: moves and draws from the stock",)
    assert "művelet" in translated("hu", (*step, "Step %(n)d of %(total)d: %(move)s."))
    # a Crescent step is one card moved: the form both counters share (the 14th review, hu C6)
    assert translated("hu", "Step %(n)d of %(total)d: %(move)s.").endswith(". lépés: %(move)s.")


def test_hu_the_hub_labels_and_import_sentence_read_as_an_interface_writer_writes_them() -> None:
    """hu D5: no sentence-long gloss in a statistics label; D6: not "marad" three times."""
    assert translated("hu", "Best run of puzzles solved in a row") == "Leghosszabb hibátlan sorozat"
    assert "(" not in translated("hu", "Best run of puzzles solved in a row")
    daily = translated("hu", "Days in a row with the daily puzzle solved")
    assert len(daily) < 40, daily
    export = translated(
        "hu",
        "Export saves this game's puzzle progress (solved puzzles, rating, streaks) to a file;"
        " import that file in another browser. Importing merges: a puzzle solved in either stays"
        " solved, the rating with more rated puzzles wins, and each streak keeps the larger"
        " number.",
    )
    assert export.count("marad") <= 1, export
    assert " az az " not in export
