"""Round 19 of the native editors (text-uk-19 D4, D5, P7; text-hu-19 D6), the sentences.

uk D4: 204 sequence answers opened with a digit ordinal («1-й правильний хід: …»), which reads
like a form field; a decision is now said as an ordinal word from the catalog (msgctxt "an
ordinal in running prose"), in the case each sentence needs («перед другим правильним ходом»),
and hu and pl say it as a word too ("Első döntés", "Pierwsza decyzja", "przy drugiej decyzji").
uk D5 and P7: a figure's description says every place as "place: count, top card", and a Forty
Thieves description says once that its columns' cards go from the bottom up. hu D6: a second group
of ranks in one list of moves is joined with ", … pedig", each rank with its article.
The expectations are written here per language, independently of the catalogs.
"""

from __future__ import annotations

import re

import pytest

from engine import new_game
from engine.drawing import describe
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
    # (the 24th review, uk D4: a move compared with a move, «після ходу «…»»)
    "uk": "з тієї самої причини, що й після ходу «трійка треф зі стопки 11 на стопку 15» перед"
    " другим правильним ходом.",
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


def _plain(text: str) -> str:
    return re.sub("[\xa0\u202f]", " ", resolve_articles(text))


# uk D5 (and pl P4 of round 18): a figure's description said a foundation as "top card, count"
# and a pile as "count, top card"; now every place says "place: count, top card", and a place of
# one card names that card alone (issue 30, round 22 uk P1).
FOUNDATIONS = {
    "en": "The up foundation of spades: only the ace of spades; the up foundation of hearts: 2"
    " cards, top 2 of hearts; ",
    "hu": "Felfelé épülő pikk alapsor: csak a pikk ász; felfelé épülő kőr alapsor: 2 lap,"
    " felül kőr 2-es; ",
    "uk": "Висхідний фундамент пік: лише туз пік; висхідний фундамент черв: 2 карти,"
    " зверху двійка черв; ",
    "pl": "Baza rosnąca pik: tylko as pik; baza rosnąca kier: 2 karty, na wierzchu dwójka kier; ",
}
PILE_ONE = {
    "en": "pile 1: 5 cards, top 4 of spades;",
    "hu": "1. oszlop: 5 lap, felül pikk 4-es;",
    "uk": "стопка 1: 5 карт, зверху четвірка пік;",
    "pl": "stos 1: 5 kart, na wierzchu czwórka pik;",
}
# P7: a Forty Thieves description says once that the columns' cards go from the bottom up, as a
# Crescent pile's spread does; since round 22 (hu D7, S2) once before the columns, in a sentence
# of their own, not on the first column with cards (which was often a column of one card).
FIRST_COLUMN = {
    "en": "foundation 8 (clubs): empty. Each column's cards, bottom to top: column 1: empty;"
    " column 2: 7 of diamonds, 10 of diamonds, 9 of clubs, 9 of hearts; column 3: jack of spades,",
    "hu": "8. (treff) alapsor: üres. Az oszlopok lapjai alulról felfelé: 1. oszlop: üres; 2."
    " oszlop: káró 7-es, káró 10-es, treff 9-es, kőr 9-es; 3. oszlop: pikk bubi,",
    "uk": "фундамент 8 (треф): порожній. Карти кожного стовпця від низу до верху: стовпець 1:"
    " порожній; стовпець 2: сімка бубон, десятка бубон, дев’ятка треф, дев’ятка черв; стовпець 3:"
    " валет пік,",
    "pl": "baza 8 (trefl): pusta. Karty każdej kolumny od dołu do góry: kolumna 1: pusta; kolumna"
    " 2: siódemka karo, dziesiątka karo, dziewiątka trefl, dziewiątka kier; kolumna 3: walet pik,",
}
DIRECTION = {
    "en": "bottom to top",
    "hu": "alulról felfelé",
    "uk": "від низу до верху",
    "pl": "od dołu do góry",
}


@pytest.mark.parametrize("lang", ("en", "hu", "uk", "pl"))
def test_every_place_of_a_description_says_count_then_top_card(lang):
    """Failed before: "Висхідний фундамент пік: зверху туз пік, 1 карта; … стопка 1: 6 карт, …"."""
    g = new_game("CR1-N-AAAAAAB")
    g.play("p1-f2")
    text = _plain(describe.crescent(g, t(lang)))
    assert text.startswith(FOUNDATIONS[lang]), text[:200]
    assert PILE_ONE[lang] in text


@pytest.mark.parametrize("lang", ("en", "hu", "uk", "pl"))
def test_a_forty_thieves_description_says_the_columns_direction_once(lang):
    """Failed before (uk P7): «стовпець 2: четвірка пік, …», no direction anywhere."""
    g = new_game("FT1-N-AAAAAAB")
    g.cols[0].clear()
    text = _plain(describe.forty_thieves(g, t(lang)))
    assert FIRST_COLUMN[lang] in text
    assert text.count(DIRECTION[lang]) == 1


# hu D6: two groups of one suit's cards in one list of moves from one place were joined by a
# second "és" ("a pikk 4-es a lefelé épülő pikk alapsorra és az ász és 2-es a 8. oszlopra"); the
# second group is now a contrasted subject with "pedig", each rank with its article. English had
# the same doubled "and": a comma parts the groups. uk and pl already contrasted them. Round 25
# (pl D3): the 4 goes onto the foundation, whose name says spades, so it is named by rank; the
# ace and 2 go to a pile, so their suit is said with them.
TWO_GROUPS = {
    "en": "begins with the 4 to the down foundation of spades, and the ace and 2 of spades to "
    "pile 8, one after another from pile 10.",
    "hu": (
        "így kezd: a 10. oszlopról egymás után a 4-est a lefelé épülő pikk alapsorra, a pikk ászt "
        "és 2-est pedig a 8. oszlopra teszi."
    ),
    "uk": (
        "так: переносить зі стопки 10 по черзі четвірку на низхідний фундамент пік, а туза й "
        "двійку пік — на стопку 8."
    ),
    "pl": (
        "Na początku program przenosi ze stosu 10 kolejno czwórkę na bazę malejącą pik oraz asa i "
        "dwójkę pik na stos 8."
    ),
}


@pytest.mark.parametrize("lang", ("en", "hu", "uk", "pl"))
def test_two_groups_of_ranks_in_one_list_are_joined_once(lang):
    p = next(p for p in load("docs/puzzles/crescent.json") if p.id == "cr-wh-f03005284f")
    lead = _plain(texts.answer(p, t(lang)).lead[0])
    assert lead.endswith(TWO_GROUPS[lang]), lead


def test_no_hungarian_list_of_moves_says_and_before_a_group_with_its_own_and():
    """Failed before (hu D6): 'alapsorra és az ász és 2-es', 'oszlopról és a 3-as és 4-es'."""
    doubled = re.compile(r"(?:alapsorra|oszlopra|oszlopról|alapsorról|dobópakliból) és az? \S+ és ")
    pedig = 0
    for game in ("crescent", "forty-thieves"):
        for p in load(f"docs/puzzles/{game}.json"):
            a = texts.answer(p, t("hu"))
            said = [*a.lead, *a.step_forced, *a.tail, *(s for s, _more in a.steps)]
            for text in map(_plain, said):
                assert not doubled.search(text), (p.id, text)
                pedig += text.count(" pedig ")
    assert pedig >= 10
