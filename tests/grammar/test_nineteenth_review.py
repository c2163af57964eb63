"""Round 19 of the native editors (text-uk-19 D4, D5, P7; text-hu-19 D6), the sentences.

uk D4: 204 sequence answers opened with a digit ordinal («1-й правильний хід: …»), which reads
like a form field; a decision is now said as an ordinal word from the catalog (msgctxt "an
ordinal in running prose"), in the case each sentence needs («перед другим правильним ходом»),
and hu and pl say it as a word too ("Első döntés", "Pierwsza decyzja", "przy drugiej decyzji").
The expectations are written here per language, independently of the catalogs.
"""

from __future__ import annotations

import re

import pytest

from engine.grammar.articles import resolve_articles
from engine.puzzles import texts
from engine.puzzles.counts import ordinal
from engine.puzzles.model import SEQUENCE, load
from tests.grammar.catalogs import t

# (lang, n, form, expected): the ordinal words and their forms as the sentences ask for them
ORDINAL_FORMS = [
    ("en", 2, "nom", "2"),
    ("en", 2, "ord", "second"),
    ("uk", 1, "Ord", "Перший"),
    ("uk", 2, "ord.ins.m", "другим"),
    ("uk", 5, "ord.gen.m", "п’ятого"),
    ("uk", 3, "ord.ins.m", "третім"),
    ("pl", 1, "Ord.nom.f", "Pierwsza"),
    ("pl", 3, "Ord.nom.f", "Trzecia"),
    ("pl", 2, "ord.loc.f", "drugiej"),
    ("pl", 5, "ord.gen.f", "piątej"),
    ("pl", 1, "Ord.n", "Pierwsze"),
    ("hu", 1, "Ord", "Első"),
    ("hu", 6, "ord", "hatodik"),
    # above ten: the digits, in the language's form
    ("uk", 11, "ord.gen.m", "11-го"),
    ("uk", 12, "Ord", "12-й"),
    ("pl", 11, "ord.loc.f", "11."),
    ("hu", 11, "ord", "11."),
]


@pytest.mark.parametrize(("lang", "n", "form", "expected"), ORDINAL_FORMS)
def test_an_ordinal_has_the_forms_the_sentences_ask_for(lang, n, form, expected):
    assert ordinal(t(lang), n).form(form) == expected


def test_there_is_no_ordinal_below_one():
    with pytest.raises(ValueError):
        ordinal(t("uk"), 0)


# The label of each decision of a sequence, as the editors asked for it (uk D4: the ordinal word
# as the sentence's subject; hu and pl the same, a word at the sentence's start).
FIRST_LABEL = {
    "en": "Decision 1 — the right move: ",
    "hu": "Első döntés – a helyes lépés: ",
    "uk": "Перший правильний хід: ",
    "pl": "Pierwsza decyzja – właściwy ruch: ",
}
THIRD_LABEL = {
    "en": "Decision 3 — the right move: ",
    "hu": "Harmadik döntés – a helyes lépés: ",
    "uk": "Третій правильний хід: ",
    "pl": "Trzecia decyzja – właściwy ruch: ",
}
DIGIT_START = re.compile(r"^\d")


@pytest.mark.parametrize("lang", ("en", "hu", "uk", "pl"))
def test_no_decision_label_opens_with_a_digit(lang):
    """Failed before (uk D4): «1-й правильний хід: …», hu "1. döntés – …" opened 204 answers."""
    thirds = 0
    for p in load("docs/puzzles/crescent.json"):
        if p.kind != SEQUENCE:
            continue
        labels = [resolve_articles(s) for s, _more in texts.answer(p, t(lang)).steps]
        assert labels[0].startswith(FIRST_LABEL[lang]), (p.id, labels[0])
        assert not any(DIGIT_START.match(x) for x in labels), (p.id, labels)
        if len(labels) >= 3:
            assert labels[2].startswith(THIRD_LABEL[lang]), (p.id, labels[2])
            thirds += 1
    assert thirds >= 10


# A back reference to an earlier decision, in the case its sentence needs (uk: «перед другим
# правильним ходом», not «перед 2-м»; pl "przy drugiej decyzji", hu "a második döntésnél").
BACK_TO_SECOND = {
    "hu": "ugyanazért vezet vereséghez, mint a második döntésnél tárgyalt lépés",
    "uk": "з тієї самої причини, що й трійка треф зі стопки 11 на стопку 15 перед другим"
    " правильним ходом.",
    "pl": "z tego samego powodu co błędny ruch przy drugiej decyzji (trójka trefl ze stosu 11 na"
    " stos 15).",
}
STRUCK_BACK = {"hu": "a 2. döntésnél", "uk": "перед 2-м", "pl": "przy 2. decyzji"}


@pytest.mark.parametrize("lang", ("hu", "uk", "pl"))
def test_a_back_reference_says_the_decision_as_a_word_in_its_case(lang):
    found = []
    for p in load("docs/puzzles/crescent.json"):
        if p.kind != SEQUENCE:
            continue
        for _s, more in texts.answer(p, t(lang)).steps:
            for item in more:
                plain = re.sub("[\xa0\u202f]", " ", resolve_articles(item))
                assert STRUCK_BACK[lang] not in plain, (p.id, plain)
                if BACK_TO_SECOND[lang] in plain:
                    found.append(p.id)
    assert found
