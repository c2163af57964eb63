"""Round 26 (hu D1 and D6; the English has it too): a losing move that itself puts the suit's
other candidate home completes that foundation, so its bullet says "this move completes" it; the
diagram above the answer, and the board that has just taken the move back, show the foundation
unfinished, where "is complete" read as false. "Is complete" stays where the foundation was
complete before the move (the move went to a pile)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from engine.grammar.articles import resolve_articles
from engine.grammar.typography import typeset
from engine.puzzles import texts
from engine.puzzles.model import Puzzle, load
from tests.grammar.catalogs import t
from tests.grammar.test_proof_sentences import ROOT

LANGS = ["en", "hu", "uk", "pl"]


@cache
def crescent() -> dict[str, Puzzle]:
    return {p.id: p for p in load(ROOT / "docs" / "puzzles" / "crescent.json")}


def item(pid: str, index: int, lang: str) -> str:
    said = texts.answer(crescent()[pid], t(lang)).items[index]
    return typeset(resolve_articles(said), lang).replace("\u00a0", " ")


# cr-om-d267c7ca74's first bullet: the ace of clubs from pile 13 to the down foundation of clubs,
# which held the king down to the 2 before it (the diagram shows it so)
COMPLETED_BY_THE_MOVE = {
    "en": "Since this move completes the down foundation of clubs, with the ace of clubs on top,"
    " the last club to go home must be the king of clubs on pile 2.",
    "hu": "Mivel ezzel a lépéssel teljessé válik a lefelé épülő treff alapsor (a tetejére a treff"
    " ász kerül), a treff lapok közül utolsónak csak a 2. oszlopban lévő treff király kerülhet"
    " fel.",
    "uk": "Тепер низхідний фундамент треф складено повністю (зверху лежить туз треф), тож "
    "останньою трефовою картою на фундамент може лягти лише король треф зі стопки 2.",
    # (the 27th review, pl D1: the foundation the subject, not "ten ruch" twice and "ląduje")
    "pl": "Ponieważ w ten sposób kończy się układanie bazy malejącej trefl (na jej wierzchu "
    "leży wtedy as), ostatnią kartą trefl, która trafi na bazę, może być tylko król ze stosu 2.",
}
# cr-om-6904a477c3's first bullet: the ace of clubs from pile 10 to pile 5; the up foundation of
# clubs was complete before it
COMPLETE_BEFORE = {
    "en": "Since the up foundation of clubs is complete, with the king of clubs on top, the last"
    " club to go home must be the ace of clubs on pile 5.",
    "hu": "Mivel a felfelé épülő treff alapsor már teljes (a tetején a treff király van), a treff"
    " lapok közül utolsónak csak az 5. oszlopban lévő treff ász kerülhet fel.",
    "uk": "Оскільки висхідний фундамент треф уже складено повністю (зверху лежить король треф),"
    " останньою трефовою картою на фундамент може лягти лише туз треф зі стопки 5.",
    "pl": "Ponieważ baza rosnąca trefl jest już ułożona do końca (na wierzchu leży król),"
    " ostatnią kartą trefl, która trafi na bazę, może być tylko as ze stosu 5.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_losing_move_that_completes_the_foundation_says_it_completes_it(lang: str) -> None:
    said = item("cr-om-d267c7ca74", 0, lang)
    assert COMPLETED_BY_THE_MOVE[lang] in said
    assert ALREADY[lang] not in said


# the words of the "is (already) complete" frame, struck where the move completed it
ALREADY = {"en": "is complete", "hu": "már teljes", "uk": "уже складено", "pl": "jest już ułożona"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_foundation_complete_before_the_move_is_still_complete(lang: str) -> None:
    assert COMPLETE_BEFORE[lang] in item("cr-om-6904a477c3", 0, lang)


def bullets() -> list[tuple[str, str]]:
    """Every losing move's bullet of every committed Crescent puzzle, in English: (id, text)."""
    out: list[tuple[str, str]] = []
    for p in crescent().values():
        a = texts.answer(p, t("en"))
        for said in [*a.items, *(x for _decision, items in a.steps for x in items)]:
            out.append((p.id, typeset(resolve_articles(said), "en").replace("\u00a0", " ")))
    return out


FOUNDATION = r"(?:up|down) foundation of (?:spades|hearts|diamonds|clubs)"


def test_no_bullet_says_the_foundation_its_move_completed_is_complete() -> None:
    """The structure of the sentences is the same in every language (one frame per case), so
    English stands for all four: a bullet whose move puts a card on foundation F never says F
    "is complete", and every "this move completes F" follows a move to F."""
    completes = complete = 0
    for pid, said in bullets():
        head, _colon, reason = said.partition(": ")
        target = re.search(rf"to the ({FOUNDATION})$", head)
        # (the 29th review, hu S2 / uk S1: the short shape says "is already complete", and "this
        # move completes that foundation" of the one its move's words have just named)
        for f in re.findall(rf"the ({FOUNDATION}) is (?:already )?complete", reason):
            complete += 1
            assert target is None or target.group(1) != f, (pid, said)
        for f in re.findall(rf"this move completes the ({FOUNDATION})", reason):
            completes += 1
            assert target is not None and target.group(1) == f, (pid, said)
        if "this move completes that foundation" in reason:
            completes += 1
            assert target is not None, (pid, said)
    # the committed puzzles have both kinds of bullet (184 and 40 when this was written)
    assert completes > 100 and complete > 20
