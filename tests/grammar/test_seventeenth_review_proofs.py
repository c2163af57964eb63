"""The seventeenth native review's points on the last-card and stuck-card sentences (text-hu-17
D2, D4, S4; text-uk-17 D3, D4, D5, D9, D10, S2, S3, S6; text-pl-17 D3, D5, D6, D9, S1, S3, S4,
P8): each row the sentence as the editor expects to read it, written out here; each kind of
defect also checked over every committed puzzle's rendered answer, or as a wording struck from
the catalog."""

from __future__ import annotations

import re

import pytest

from engine.grammar.articles import resolve_articles
from engine.grammar.typography import typeset
from engine.puzzles import words
from engine.puzzles.explain import Blocked, Witness
from tests.grammar.catalogs import said_where, t
from tests.grammar.test_proof_sentences import LANGUAGES, proofs_in

KING, ACE = 12, 0  # the king and the ace of spades


def said(lang: str, w: Witness, at_start: bool = False) -> list[str]:
    out = words.last_card(w, t(lang), words.STATED, at_start=at_start)
    return [typeset(resolve_articles(x), lang).replace("\u00a0", " ") for x in out]


# The king of spades on pile 4 over the 4 and queen, the ace of spades on pile 7 over the 2 and 9.
BOTH_SEVERAL = Witness(0, (Blocked(KING, 4, (3, 11)), Blocked(ACE, 7, (1, 8))))


# hu D2/S4: "each card must go home before the card on it" was false of a deeper card (the jack
# under the 7 need not precede the 7): the card that matters is whichever goes up last; hu D4:
# "ugyanígy" before another list read as "the same cards".
def test_hu_a_pair_on_deeper_piles_names_the_card_that_goes_up_last() -> None:
    assert said("hu", BOTH_SEVERAL)[2] == (
        "A pikk király alatt alulról felfelé a pikk 4-es és dáma, a pikk ász alatt – szintén "
        "alulról felfelé – a pikk 2-es és 9-es fekszik; a kettő közül bármelyik kerül is fel "
        "utolsónak, az összes alatta fekvő, vele azonos színű lapnak előbb kellene az alapsorra "
        "kerülnie, ez pedig lehetetlen."  # the nineteenth review (hu D2): the impossibility said
    )


# pl D3/S1: the suit once a sentence; the first sentence names it, the cards after it by rank,
# in the case each place asks for; pl D6: no "– (od dołu)" (its own verb instead).
PL_PAIR = [
    "Ostatnią kartą pik, która trafi na bazę, może być tylko król ze stosu 4 albo as ze stosu 7.",
    # the twentieth review (pl D1): the editor's, which card goes last said; the second list
    # from the bottom up has its own verb too
    "Pod królem leżą, licząc od dołu, czwórka i dama pik, a pod asem – również od dołu – dwójka "
    "i dziewiątka pik, więc niezależnie od tego, który z nich trafi na bazę jako ostatni, pod "
    "nim leżałaby karta, która musi trafić tam wcześniej – a nie może.",
]


def test_pl_the_suit_is_named_once_and_the_cards_by_rank() -> None:
    sentences = said("pl", BOTH_SEVERAL)
    assert [sentences[0], sentences[2]] == PL_PAIR


def test_pl_a_second_list_from_the_bottom_up_has_its_own_verb() -> None:
    one_and_several = Witness(0, (Blocked(KING, 4, (11,)), Blocked(ACE, 7, (1, 8))))
    assert said("pl", one_and_several)[2] == (
        # the twentieth review (pl D1): which card goes last said
        "Pod królem leży dama pik, a pod asem leżą, licząc od dołu, dwójka i dziewiątka pik, "
        "więc niezależnie od tego, który z nich trafi na bazę jako ostatni, pod nim leżałaby "
        "karta, która musi trafić tam wcześniej – a nie może."
    )


# The other languages name the suit with each card (their editors did not ask otherwise; English
# keeps "the king of spades … or the ace of spades").
@pytest.mark.parametrize(
    ("lang", "opening"),
    [
        ("en", "The last spade to go home must be the king of spades on pile 4 or the ace of"
               " spades on pile 7."),
        ("uk", "Останньою піковою картою на фундамент може лягти лише король пік зі стопки 4 або"
               " туз пік зі стопки 7."),
    ],
)  # fmt: skip
def test_other_languages_keep_the_cards_full_names(lang: str, opening: str) -> None:
    assert said(lang, BOTH_SEVERAL)[0] == opening


# uk D5: «а всі ці карти» of two cards; «кожну із цих карт» holds for any number.
def test_uk_the_cards_under_one_candidate_are_each_of_these() -> None:
    one = Witness(0, (Blocked(ACE, 4, (3, 9)),))
    assert said("uk", one)[2] == (
        # the twentieth (pl S2): the impossibility said, the candidate still covers them
        "Під тузом пік лежать четвірка й десятка пік (знизу вгору): кожна із цих карт мусить "
        "лягти на фундамент раніше за нього, а він їх накриває."
    )


# uk D4, pl D5: "already"/"any more" said of a deal at its start, which has lost nothing by play;
# after play the sentence keeps it.
CONCLUSIONS = {
    "en": ("So the spade suit cannot be completed in this deal.",
           "So the spade suit can never be completed."),
    # hu: the 21st review (D4): "színt befejezni" a calque
    "hu": ("Így ebben a leosztásban nem lehet az összes pikk lapot feljuttatni.",
           "Így nem lehet az összes pikk lapot feljuttatni."),
    "uk": ("Отже, пікову масть у цьому розкладі зібрати неможливо.",
           "Отже, пікову масть уже не зібрати."),
    "pl": ("Koloru pik nie da się więc ułożyć do końca.",
           "Koloru pik nie da się więc już ułożyć do końca."),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_a_deal_at_its_start_has_its_own_conclusion(lang: str) -> None:
    at_start, later = CONCLUSIONS[lang]
    assert said(lang, BOTH_SEVERAL, at_start=True)[-1] == at_start
    assert said(lang, BOTH_SEVERAL)[-1] == later


ALREADY = {"en": "can never be completed", "hu": "ebben a leosztásban", "uk": "уже не зібрати",
           "pl": "już ułożyć"}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_answer_about_a_fresh_deal_says_no_already(lang: str) -> None:
    at_start = later = 0
    for p, text in proofs_in(lang):
        if p.kind != "can-win" or p.answer["winnable"] or p.answer["proof"] != "last-card":
            continue
        conclusion = re.split(r"(?<=\.) ", text)[-1]
        if p.at_deal_start:
            at_start += 1
            assert (ALREADY[lang] in conclusion) == (lang == "hu"), f"{p.id}: {conclusion}"
        else:
            later += 1
            assert (ALREADY[lang] in conclusion) == (lang != "hu"), f"{p.id}: {conclusion}"
    assert at_start > 20 and later > 20  # 31 and 30 committed (the seventeenth review's count)


# pl D3 over every answer: no rank followed by its suit once the sentence has named the suit.
PL_SUIT_AGAIN = re.compile(
    r"może być tylko \w+ (pik|kier|karo|trefl)\b|Pod (asem|królem) (pik|kier|karo|trefl)\b"
    r"|leży (as|król) (pik|kier|karo|trefl)\)"
)


def test_pl_no_last_card_sentence_names_its_suit_twice() -> None:
    ranks_alone = 0
    for p, text in proofs_in("pl"):
        m = PL_SUIT_AGAIN.search(text)
        assert m is None, f"{p.id}: {m.group(0) if m else ''}"
        ranks_alone += len(re.findall(r"Pod (asem|królem) (leży|leżą|wciąż|nic|i pod)", text))
    assert ranks_alone > 200


# The wordings this review struck, nowhere in their catalog any more.
STRUCK = [
    ("hu", r"mindegyiküknek a rajta fekvő|mindkettőnek a rajta fekvő"),  # hu D2
    ("hu", r"alatt ugyanígy"),  # hu D4
    ("uk", r"уже заповнений|згори лежить"),  # uk D3
    ("uk", r"[аі] всі ці карти"),  # uk D5
    ("uk", r"зрушить з місця"),  # uk D10
    ("pl", r"– \(od dołu\)"),  # pl D6
    ("pl", r"(każdą|Żadna) z %\(positions\)s"),  # pl D9: the count's form says z or ze
    ("pl", r"jest (już )?pełna \(na wierzchu"),  # pl P8: "pełna" is a full pile's word
]


@pytest.mark.parametrize(("lang", "pattern"), STRUCK)
def test_struck_wording_is_gone(lang: str, pattern: str) -> None:
    assert said_where(lang, pattern) == []
