"""Small counts in running prose are words, two to ten, in the form their noun needs; digits from
eleven (the fourteenth review: hu P1 and R2, uk P1 and P5: "már csak 2 állás", «лише до 2
позицій», "3 lap húzása", «3 нові карти з колоди»). The expected sentences are written out by hand.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from build_tools.site.i18n import catalogs
from engine.game import Game
from engine.grammar.forms import cases_used, parse_forms
from engine.puzzles import counts, texts, words
from engine.registry import MOVES
from engine.solver.prove import SEARCH
from tests.grammar.catalogs import t

# (lang, count, the clause after a losing move whose every later position was searched)
AFTER_SEARCH = [
    ("en", 3, "after that, only three positions can still be reached, and the game cannot be won"
              " from any of them."),
    ("en", 10, "after that, only ten positions can still be reached, and the game cannot be won"
               " from any of them."),
    ("en", 11, "after that, only 11 positions can still be reached, and the game cannot be won"
               " from any of them."),
    ("hu", 2, "ezután már csak két állás érhető el, és egyikből sem nyerhető meg a játszma."),
    ("hu", 10, "ezután már csak tíz állás érhető el, és egyikből sem nyerhető meg a játszma."),
    ("hu", 11, "ezután már csak 11 állás érhető el, és egyikből sem nyerhető meg a játszma."),
    ("uk", 2, "після цього можна дійти лише до двох позицій, і з жодної з них партію не виграти."),
    ("uk", 4, "після цього можна дійти лише до чотирьох позицій, і з жодної з них партію не"
              " виграти."),
    ("uk", 5, "після цього можна дійти лише до п’яти позицій, і з жодної з них партію не виграти."),
    ("uk", 10, "після цього можна дійти лише до десяти позицій, і з жодної з них партію не"
               " виграти."),
    ("uk", 21, "після цього можна дійти лише до 21 позиції, і з жодної з них партію не виграти."),
    ("pl", 2, "po tym ruchu można dojść już tylko do dwóch pozycji, a z żadnej z nich partii nie da"
              " się wygrać."),
    ("pl", 4, "po tym ruchu można dojść już tylko do czterech pozycji, a z żadnej z nich partii nie"
              " da się wygrać."),
    ("pl", 5, "po tym ruchu można dojść już tylko do pięciu pozycji, a z żadnej z nich partii nie"
              " da się wygrać."),
    ("pl", 11, "po tym ruchu można dojść już tylko do 11 pozycji, a z żadnej z nich partii nie da"
               " się wygrać."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "n", "expected"), AFTER_SEARCH)
def test_a_few_positions_after_a_move_are_counted_in_words(lang, n, expected):
    assert texts.after_search(t(lang), n) == expected


# (lang, count, the first sentence of a "no" whose every reachable position was searched)
SEARCHED_FEW = [
    ("en", 3, "Only three positions can be reached from here, and the game cannot be won from any"
              " of them."),
    ("hu", 2, "Innen csak két állás érhető el, és egyikből sem nyerhető meg a játszma."),
    ("hu", 10, "Innen csak tíz állás érhető el, és egyikből sem nyerhető meg a játszma."),
    ("uk", 2, "Звідси можна дійти лише до двох позицій, і з жодної з них партію не виграти."),
    ("uk", 5, "Звідси можна дійти лише до п’яти позицій, і з жодної з них партію не виграти."),
    ("pl", 4, "Stąd można dojść tylko do czterech pozycji, a z żadnej z nich partii nie da się"
              " wygrać."),
    ("pl", 12, "Stąd można dojść tylko do 12 pozycji, a z żadnej z nich partii nie da się wygrać."),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "n", "expected"), SEARCHED_FEW)
def test_a_few_positions_from_here_are_counted_in_words(lang, n, expected):
    proof = {"proof": SEARCH, "positions": n, "best_cards": 80}
    assert words.reason(proof, t(lang), counted_in=MOVES)[0] == expected


# A hundred positions or more stay digits, in the locale's format.
def test_a_large_search_keeps_its_digits():
    proof = {"proof": SEARCH, "positions": 12792, "best_cards": 80}
    # the sixteenth review, uk D3: the noun not said twice («позицій … (12 792 позиції)»)
    assert "(їх 12\u00a0792)" in words.reason(proof, t("uk"), counted_in=MOVES)[0]
    assert "(12,792 positions)" in words.reason(proof, t("en"), counted_in=MOVES)[0]


# (lang, draws in a row, the step in words): said like a move, what goes where, the count a word
# up to ten (hu R2: "három húzás a húzópakliból"; uk P1: «три карти з колоди на скид»).
DRAWS = [
    ("en", 1, "a draw from the stock"),
    ("en", 3, "three draws from the stock"),
    ("en", 11, "11 draws from the stock"),
    ("hu", 1, "egy húzás a húzópakliból"),
    ("hu", 2, "két húzás a húzópakliból"),
    ("hu", 10, "tíz húzás a húzópakliból"),
    ("hu", 11, "11 húzás a húzópakliból"),
    ("uk", 1, "карта з колоди на скид"),
    ("uk", 2, "дві карти з колоди на скид"),
    ("uk", 4, "чотири карти з колоди на скид"),
    ("uk", 5, "п’ять карт із колоди на скид"),
    ("uk", 10, "десять карт із колоди на скид"),
    ("uk", 11, "11 карт із колоди на скид"),
    # pl: a draw is an action, named as one ("dobranie karty", the Forty Thieves hub's own word
    # for it); "karta z talii na stos odrzuconych" read as a move missing its verb, and "sześć
    # kart z talii na stos odrzuconych" worse (the fifteenth review, pl 6)
    ("pl", 1, "dobranie karty"),
    ("pl", 2, "dobranie dwóch kart"),
    ("pl", 4, "dobranie czterech kart"),
    ("pl", 5, "dobranie pięciu kart"),
    ("pl", 11, "dobranie 11 kart"),
]


@pytest.mark.parametrize(("lang", "n", "expected"), DRAWS)
def test_draws_in_a_row_are_one_step_said_like_a_move(lang, n, expected):
    game = Game.from_code("FT1-N-AAAAAAB")
    assert texts.move_words(game, " ".join(["draw"] * n), t(lang)) == expected


# The bound is ten: two to ten are words, and one and eleven are not (one has its own sentences).
def test_the_words_are_two_to_ten():
    assert sorted(counts.NUMBER_WORDS) == list(range(2, counts.WORDS_UP_TO + 1))
    assert counts.WORDS_UP_TO == 10
    assert str(counts.count(t("en"), 11)) == "11"
    assert str(counts.count(t("en"), 10)) == "ten"


COUNT_SLOTS = {name for name, kind in catalogs.SLOT_KINDS.items() if kind == "count"}


def _forms_asked(lang: str) -> set[str]:
    """Every form a sentence of ``lang``'s catalog asks of a count's slot."""
    with catalogs.po_path(lang).open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    asked: set[str] = set()
    for m in catalog:
        for text in m.string if isinstance(m.string, tuple | list) else [m.string]:
            asked |= {case for name, case in cases_used(text or "") if name in COUNT_SLOTS}
    return asked


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_every_number_word_parses_and_has_every_form_a_sentence_asks_for(lang):
    asked = _forms_asked(lang) if lang != "en" else set()
    assert lang == "en" or asked, "no sentence asks a count for a form"
    for context, msgid in counts.NUMBER_WORDS.values():
        forms = parse_forms(t(lang).pgettext(context, msgid))
        assert asked <= set(forms), f"{lang} {msgid!r}: {forms} lacks {asked - set(forms)}"
        # one word each; the form "of" is the word after its preposition (pl "z dwóch": counts.py)
        words = [
            f.removeprefix(f.split(" ")[0] + " ") if k == counts.OF_COUNT else f
            for k, f in forms.items()
        ]
        assert all(re.fullmatch(r"[^\W\d_]+(’[^\W\d_]+)?", f) for f in words), forms


# A sequence of five or six decisions (two puzzles) said its count in digits; now a word, in the
# form its noun needs; eleven stays digits.
SEQUENCES = [
    ("en", 5, "then keep going: five decisions in a row."),
    ("en", 11, "then keep going: 11 decisions in a row."),
    ("hu", 5, "és folytasd: öt döntést kell egymás után meghoznod."),
    ("hu", 6, "és folytasd: hat döntést kell egymás után meghoznod."),
    ("uk", 5, "Зробіть п’ять правильних ходів поспіль:"),
    ("uk", 6, "Зробіть шість правильних ходів поспіль:"),
    ("pl", 5, "i graj dalej: czeka cię pięć decyzji z rzędu."),
    ("pl", 11, "i graj dalej: czeka cię 11 decyzji z rzędu."),
]


@pytest.mark.parametrize(("lang", "n", "expected"), SEQUENCES)
def test_a_long_sequence_counts_its_decisions_in_words(lang, n, expected):
    assert expected in texts.sequence_question(t(lang), n)


# The seventeenth review (pl D9/S4): "każdą z 115 pozycji", where Polish reads "ze stu
# piętnastu". The preposition goes with the count's first word read aloud ("sto…"), from the
# catalog's term, whatever the number (engine/puzzles/counts.py: OF_DIGITS).
OF_COUNTS = [
    (100, "ze 100"),
    (115, "ze 115"),
    (199, "ze 199"),
    (200, "z 200"),
    (1000, "z 1000"),
    (115_000, "ze 115\u00a0000"),
    (250_000, "z 250\u00a0000"),
]


@pytest.mark.parametrize(("n", "said"), OF_COUNTS)
def test_pl_a_count_after_z_takes_ze_before_a_hundred(n, said):
    assert counts.count(t("pl"), n).form(counts.OF_COUNT) == said


@pytest.mark.parametrize(("n", "said"), [(115, "ze 115"), (165, "ze 165"), (720, "z 720")])
def test_pl_the_search_sentences_say_ze_before_a_hundred(n, said):
    answer = {"proof": SEARCH, "positions": n, "best_cards": 50}
    # the two wordings that say "of" (SEARCHED_AGAIN, SEARCHED_THIRD), each picked by some id
    said_by = {}
    for key in (f"cr-cw-{i}" for i in range(40)):
        sentence = words.reason(answer, t("pl"), counted_in=MOVES, key=key)[0]
        said_by[sentence.split()[0]] = sentence
    # (the 23rd review, pl D4: "pozycji, do których można stąd dojść" in the first wording)
    of = [
        x
        for x in said_by.values()
        if re.search(r"pozycji(?: osiągalnych|, do których)", x) and not x.startswith("Prze")
    ]
    assert len(of) == 2, said_by
    for sentence in of:
        assert f" {said} pozycji" in sentence, sentence
