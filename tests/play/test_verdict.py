""" "Can this deal be won?": the study's committed verdicts (engine/verdict/study.py, what the
build writes into the site) and the in-page solve (engine/verdict/page.py, what the worker runs
on Pyodide), in English and Hungarian words."""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path

import pytest

from engine import new_game
from engine.board.session import Session
from engine.drawing.describe import card_name
from engine.puzzles.explain import witness
from engine.verdict import answer, page, study

ROOT = Path(__file__).resolve().parents[2]
EN = gettext.NullTranslations()
# Small counts in running prose, as English writes them (written out here, not read from the code)
WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
         10: "ten"}  # fmt: skip


def _study(name: str) -> tuple[dict, list]:
    results = json.loads((ROOT / "docs/study" / f"{name}.json").read_text(encoding="utf-8"))
    with (ROOT / "docs/study" / f"{name}.jsonl").open(encoding="utf-8") as fh:
        lines = study.won_lines(fh)
    return results, list(study.verdicts(results, lines))


@pytest.fixture(scope="module")
def crescent() -> tuple[dict, list]:
    return _study("crescent")


def test_the_study_verdicts_add_up_to_its_summary(crescent):
    results, verdicts = crescent
    for row in results["summary"]:
        mine = [v for v in verdicts if v.redeals == row["redeals"]]
        assert len(mine) == row["deals"]
        assert sum(v.outcome == answer.WON for v in mine) == row["won"]
        assert sum(v.outcome == answer.LOST for v in mine) == row["unwinnable"]
        assert sum(v.outcome == answer.UNDECIDED for v in mine) == row["undecided"]


def test_a_won_study_verdict_carries_a_line_that_wins_within_its_limit(crescent):
    _, verdicts = crescent
    won = [v for v in verdicts if v.outcome == answer.WON]
    for v in won[::25]:
        g = new_game(v.game.code)
        g.redeals_left = v.redeals
        g.play_all(v.line)
        assert g.is_won and v.line.count("redeal") <= v.redeals


def test_a_study_deal_lost_by_the_last_card_names_the_card_its_pile_and_the_cards_under_it(
    crescent,
):
    _, verdicts = crescent
    v = next(v for v in verdicts if str(v.game.code) == "CR1-N-AAAAAAB" and v.redeals == 0)
    told = answer.tell(v, EN)
    assert told["outcome"] == "lost" and "moves" not in told
    assert told["text"][0] == "No: this deal cannot be won without redeals."
    text = " ".join(told["text"])
    # the study's first deal: the King of spades on pile 4 over the 8, the Ace on pile 14 over the 6
    assert "king of spades on pile 4" in text and "ace of spades on pile 14" in text
    # both blocked cards in one sentence (words30h merged the twin sentences, round 8)
    assert (
        "The king of spades lies on the 8 of spades and the ace of spades on the 6 of spades: "
        "whichever of the two goes home last, the card of its suit under it would have to go "
        "home first, and cannot." in text  # the study's verdict has no puzzle id: the first wording
    )
    assert told["text"][-1] == "This answer comes from the study on this page."


def test_a_proof_inferred_from_more_redeals_tells_that_proof(crescent):
    results, verdicts = crescent
    inferred = [v for v in verdicts if v.proved_with is not None]
    assert inferred  # the study has such limits (proved by search with more redeals)
    for v in inferred:
        proof = next(
            r
            for r in results["results"]
            if r["code"] == str(v.game.code) and r["redeals"] == v.proved_with
        )
        text = " ".join(answer.tell(v, EN)["text"])
        assert f"even with {v.proved_with} redeal" in text
        n = proof["positions"]
        assert (
            f"({n:,} positions) found no win" in text
            if n >= 100
            # a word up to ten (the fourteenth review: small counts in prose are words)
            else f"Only {WORDS.get(n, n)} positions can be reached from here" in text
        )


def test_the_in_page_solve_wins_with_a_replayed_line_and_reports_progress():
    said: list[str] = []
    told = page.answer({"code": " cr1-n-aaaaa7k ", "redeals": "3"}, EN, said.append, every=0)
    assert told["ok"] and told["outcome"] == "won" and told["code"] == "CR1-N-AAAAA7K"
    assert told["page"] == "play-crescent.html"
    g = new_game("CR1-N-AAAAA7K")
    g.play_all(told["moves"].split())
    assert g.is_won
    # the counts in the English number format: "1,024 positions"
    counts = [int(re.search(r"([\d,]+) positions", s).group(1).replace(",", "")) for s in said]
    assert any("," in s for s in said)
    assert counts and counts == sorted(counts) and counts[0] == 256
    assert re.fullmatch(
        r"The solver found this answer in your browser after searching [\d,]+ positions\.",
        told["text"][-1],
    )


def test_the_in_page_solve_proves_a_deal_outside_the_study_lost_and_names_the_card():
    g = new_game("CR1-N-AAAAA7J")
    g.redeals_left = 0
    w = witness(g)
    assert w is not None
    told = page.answer({"code": "CR1-N-AAAAA7J", "redeals": 0}, EN)
    assert told["outcome"] == "lost"
    text = " ".join(told["text"])
    for b in w.blocked:
        assert f"the {card_name(EN, b.card)} on pile {b.pile}" in text
        # both candidates in one sentence since the sixteenth review ("The king of spades lies on
        # the queen of spades and the ace of spades on the 2 of spades: …")
        assert re.search(rf"[Tt]he {card_name(EN, b.card)} (?:lies )?on the ", text), text


def test_the_in_page_solve_says_undecided_with_the_positions_searched():
    told = page.answer({"code": "CR1-N-AAAAA7S", "redeals": 3}, EN, budget=500)
    assert told["outcome"] == "undecided" and "moves" not in told
    n = int(re.search(r"searched (\d+) positions", told["text"][0]).group(1))
    assert 0 < n <= 500


@pytest.mark.parametrize(
    ("code", "redeals", "reason", "words"),
    [
        ("", 3, "empty", "Enter a deal code"),
        ("ZZ1-N-AAAAAAB", 3, "unknown_game", "starts with CR (Crescent) or FT"),
        ("CR1-N-AAA", 3, "wrong_length", "“CR1-N-AAA” is not a deal code"),
        ("CR1-N-AAAAAAB", 4, "bad_redeals", "from 0 to 3"),
        ("CR1-N-AAAAAAB", "x", "bad_redeals", "from 0 to 3"),
        ("CR1-N-AAAAAAB", -1, "bad_redeals", "from 0 to 3"),
    ],
)
def test_bad_input_gets_a_specific_message(code, redeals, reason, words):
    told = page.answer({"code": code, "redeals": redeals}, EN)
    assert not told["ok"] and told["reason"] == reason and words in told["message"]


def test_forty_thieves_has_no_redeal_limit():
    told = page.answer({"code": "FT1-N-AAAAAAB", "redeals": "9"}, EN, budget=3000)
    assert told["ok"] and told["redeals"] is None and told["page"] == "play-forty-thieves.html"


def test_a_lost_hint_gives_the_last_card_reason_in_one_message():
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAAAB"})
    s.game.redeals_left = 0  # the study's proof at limit 0: no redeal left
    said = s.handle({"op": "hint"})
    assert said["lost"]
    assert (
        ". This position can no longer be won. This game is played without redeals, so the last"
        " spade to go home must be the king of spades on pile 4" in said["announce"]
    )
    # a deal at its start, no move played: it lost nothing by play (the seventeenth review, uk
    # D4, pl D5: no "already" in the conclusion about a fresh deal)
    assert said["announce"].endswith("So the spade suit cannot be completed in this deal.")


def test_a_lost_hint_without_last_card_words_keeps_the_plain_message():
    s = Session("crescent")
    s.handle({"op": "start", "code": "CR1-N-AAAAA7T"})
    s.game.redeals_left = 0  # lost by the last-card bound, with no single-suit witness
    said = s.handle({"op": "hint"})
    assert said["lost"] and "This game can no longer be won, whatever you play." in said["announce"]


def test_a_deal_the_study_left_undecided_gets_a_longer_search_in_the_page(crescent):
    _, verdicts = crescent
    code = "CR1-N-AAAAAES"  # undecided at 3 redeals after the study's 120,000 positions
    assert any(
        str(v.game.code) == code and v.redeals == 3 and v.outcome == answer.UNDECIDED
        for v in verdicts
    )
    told = page.answer({"code": code, "redeals": 3, "after_study": True}, EN)
    assert told["outcome"] == "won"
    g = new_game(code)
    g.play_all(told["moves"].split())
    assert g.is_won and told["moves"].split().count("redeal") <= 3


@pytest.mark.parametrize(
    ("code", "example"),
    [("FT1-N-!!", "FT1-N-AAAAAAB"), ("ft9", "FT1-N-AAAAAAB"), ("CR1-N-!!", "CR1-N-AAAAAAB")],
)
def test_a_bad_code_gets_an_example_of_its_own_game(code, example):
    told = page.answer({"code": code, "redeals": ""}, EN)
    assert not told["ok"] and f"for example {example}" in told["message"]
