"""The thirty-eighth native reviews (text-{hu,uk,pl}-38, outside the repository; hu browse pages 8,
every other page type 9 or 10): the kinds of defect struck from the whole catalog, each with the
wording the editor wrote, and the Hungarian proof read over every committed puzzle.

- hu D1 (blocking): "a felsorolt lapoknak hamarabb kellene … kerülniük" took in the other
  candidate's cards too (more than the English, "every card of its suit under it"), and put one
  card in the plural: "az összes alatta fekvő, vele azonos színű lapnak előbb kellene …".
- uk D1: «жоден із них … : названі карти …, а звільняться лише після нього» («нього» had no
  antecedent): «хоч би який із двох ліг … останнім, він і далі накриватиме карти, …».
- uk D2: «Цей хід завершує …» right after «цей хід не залишає …».
- uk D3 (and the 37th, uk D1): «… і десятку — зі стовпця 3 і насамкінець …» ran the last step
  into the list before it: «, а насамкінець».
- uk D4: «програшний ще один хід» (predicate first): «до програшу веде ще один хід».
- pl D2: "program potrzebuje do wygranej jeszcze N ruchów" read as a minimum; the English says
  the solver's line takes N more moves.
- pl D4: "na którąkolwiek bazę" of two foundations: "na jedną z baz".
- pl D6 (Study): "jak często rozdanie da się wygrać" (one deal as a repeated event).
- pl D3, in the English source and so in every language: "neither of these two cards can ever
  move to another pile" was false of the one that does not go home last (it may move; the rule
  binds the last card of a suit only): "whichever of these two cards goes home last …".
"""

from __future__ import annotations

import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts
from tests.grammar.catalogs import assert_reworded, t
from tests.grammar.test_proof_sentences import proofs_in

REVIEWED = [
    ("hu", "felsorolt lapok", "az összes alatta fekvő, vele azonos színű lapnak előbb kellene"),
    ("uk", "названі карти", "він і далі накриватиме карти, яким треба потрапити туди раніше"),
    ("uk", "Цей хід завершує", "Тепер %(foundation)s{acc} складено повністю"),
    ("uk", " і насамкінець", "%(steps)s, а насамкінець %(step)s"),
    ("uk", "програшний ще один хід", "до програшу веде ще один хід"),
    ("uk", "програшні й усі інші ходи", "до програшу ведуть і всі інші ходи"),
    ("pl", "potrzebuje do wygranej", "wygrywający ciąg znaleziony przez program liczy jeszcze"),
    ("pl", "którąkolwiek bazę", "na jedną z baz"),
    ("pl", "jak często rozdanie", "jaką część rozdań w ogóle da się wygrać"),
    # pl D3: the rule binds the one of the two that goes home last, not both
    ("hu", "egyik sem kerülhet át másik oszlopra", "amelyik utolsónak kerül fel az alapsorra,"),
    ("hu", "Mindkét lap az utolsó lap szabálya", "addig a saját oszlopában marad"),
    ("uk", "жодну із цих двох карт", "ту із цих двох карт, що ляже на фундамент останньою,"),
    ("uk", "кожну із цих двох карт", "правило останньої карти не дає перекласти на іншу стопку"),
    ("pl", "żadna z tych dwóch kart", "ta z tych dwóch kart, która trafi na bazę jako ostatnia"),
    ("pl", "każda z tych dwóch kart", "musi do tego czasu zostać na swoim stosie"),
    # hu D3 (Study): the argument follows in the same paragraph, not the next
    ("hu", "a következő bekezdésben", "alább ismertetett gondolatmenet"),
    # hu D4 (a board hint): not "keress … keresd a módját" in one short sentence
    ("hu", "keresd a módját", "gondold végig, hogyan szabadíthatod ki az összes letakart lapot"),
]


@pytest.mark.parametrize(("lang", "struck", "written"), REVIEWED)
def test_the_thirty_eighth_reviews_wording(lang: str, struck: str, written: str) -> None:
    assert_reworded(lang, struck, written)


def test_hu_a_pair_proof_says_what_lies_under_the_last_card_only() -> None:
    """Every Hungarian pair proof of the committed puzzles: the cards that would have to go home
    first are the ones under whichever card goes last ("alatta"), of its suit, never "the listed
    ones" (which took in the other candidate's cards)."""
    pairs = 0
    for _, text in proofs_in("hu"):
        for m in re.finditer(r"(?:bármelyik|bármelyikük) kerül is fel utolsónak, ([^,]+),", text):
            pairs += 1
            assert m.group(1).startswith(("az alatta fekvő lapnak", "az összes alatta fekvő")), m
        assert "felsorolt" not in text
    assert pairs > 40, pairs


def test_no_proof_says_both_candidates_are_bound_by_the_rule() -> None:
    """pl D3: of the ace and king that could go home last, only the one that does is kept on its
    pile; every English proof of the committed Crescent puzzles, as its browse page says it (the
    rule stated at the top, the answers naming it), says so of that one."""
    bound = 0
    for p in puzzle_pages.plan("crescent").puzzles:
        a = texts.answer(p, t("en"), None, rule_stated=True)
        steps = [x for said, losing in a.steps for x in (said, *losing)]
        text = " ".join(x for x in (*a.lead, *a.items, *steps, *a.tail) if x)
        assert "neither of these two cards" not in text
        assert "each of these two cards" not in text
        bound += text.count("whichever of these two cards goes home last")
    assert bound > 40, bound


# hu D2 / pl D1: the clause after a losing move that leaves a hundred positions or more, in its
# English openings (the three wordings, each language saying each its own way).
MANY = (
    "after that, a search of every position that can still be reached (",
    "positions can still be reached, and the solver searched them all without finding a win.",
    "this move leads to a dead end, since the solver checked all",
)


def test_a_losing_move_that_leaves_many_positions_is_not_said_in_one_frame() -> None:
    """One frame said 53 times, 17 on a page of ten puzzles: the three wordings take turns, by
    puzzle and move, so none says most of them."""
    said = dict.fromkeys(MANY, 0)
    for _, text in proofs_in("en"):
        for opening in MANY:
            said[opening] += text.count(opening)
    total = sum(said.values())
    assert total > 30, said
    assert all(n > total // 6 for n in said.values()), said
    assert max(said.values()) < total // 2, said
