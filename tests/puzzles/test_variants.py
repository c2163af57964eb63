"""The frames that open or close most answers have two wordings each (issue 30; the sixteenth
review, uk S5 and pl S3: the same frame opening 30 answers in a row reads as machine-made), and
a puzzle always says the one its id picks (engine/puzzles/variants.py): the same in every
process, on its pages and on the puzzle board, while over the committed puzzles every wording is
used and none says more than 60 % of a frame's sentences.

The wordings are written out here in English, independently of the code that chooses them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from functools import cache
from pathlib import Path

import pytest

from engine.board.puzzle import PuzzleSession
from engine.puzzles import texts
from engine.puzzles.model import GOAL_KINDS, Puzzle, load

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs" / "puzzles"

# frame -> its wordings, each a start or an end a sentence of the frame has
VERDICT_YES = ("Yes, this position can be won.", "Yes, the game can still be won from here.")
VERDICT_NO = ("No, this position cannot be won.", "No, there is no way to win from this position.")
DEAL_YES = ("Yes, this deal can be won.", "Yes, there is a way to win this deal.")
DEAL_NO = ("No, this deal cannot be won.", "No, there is no way to win this deal.")
SOLVER_WINS = ("The solver wins in ", "The solver's winning line takes ")
ONLY_MOVE = (
    "The only move that keeps the game winnable: ",
    "Only one move keeps the game winnable: ",
)
GREEDY = ("The move that looks best at first sight loses:", "The obvious move here loses:")
SEARCHED = (
    "A search of every position reachable from here (",
    "The solver searched all ",
    "No position reachable from here can be won: the solver searched all ",
)
SEARCHED_FEW = ("Only ", "From here, play can reach only ")
# The sentence after the search, which closes the answer (the twenty-second review, hu D8)
BEST_LINE = (
    "The best line found ends with ",
    "At the end of the best line the solver found, ",
    "Even the best line found gets no further than ",
)
AFTER_SEARCH_FEW = (": after that, only ", ": after that, play can reach only ")
# (the 29th review, hu S2 / uk S1: a third wording)
AFTER_WITNESS = (
    ": after that, the ",
    ": this move leaves no way to complete the ",
    ": once this move is played, the ",
)
# A line of four steps or more says the proof as a sentence of its own (issue 30; the twentieth
# review, uk D3): the same two wordings, after a full stop (the third is the first's, the fourth
# the second's).
GOAL_ENDS = (
    "; every shorter line was searched, and none reaches the goal.",
    "; a search of every shorter line finds none that reaches it.",
    ". Every shorter line was searched, and none reaches the goal.",
    ". No shorter line reaches it: a search of every shorter line finds none.",
)
GOAL_TWO_ENDS = ("; no single move reaches the goal.", "; a single move is not enough.")


@cache
def committed() -> tuple[Puzzle, ...]:
    files = [DOCS / "crescent.json", DOCS / "forty-thieves.json"]
    files.append(DOCS / "goals" / "forty-thieves-goals.json")
    return tuple(p for f in files for p in load(f))


def _which(text: str, wordings: tuple[str, ...], end: bool = False) -> int | None:
    """The number of the wording ``text`` is said in, or None if it is in neither."""
    for i, w in enumerate(wordings):
        if text.endswith(w) if end else text.startswith(w):
            return i
    return None


def frames(p: Puzzle) -> dict[str, int]:
    """The English answer of ``p``: which wording each of its frames takes."""
    a = texts.answer(p, texts_en())
    said: dict[str, int] = {}

    def note(frame: str, text: str, wordings: tuple[str, ...], end: bool = False) -> None:
        i = _which(text, wordings, end)
        assert i is not None, f"{p.id}: {text!r} is in no wording of {frame}"
        said[frame] = i

    if p.kind == "can-win":
        first = a.lead[0]
        verdicts = DEAL_YES + DEAL_NO if p.at_deal_start else VERDICT_YES + VERDICT_NO
        assert first in verdicts, f"{p.id}: {first}"
        said["verdict"] = verdicts.index(first) % 2
        if p.answer["winnable"]:
            note("solver wins", a.lead[1], SOLVER_WINS)
        elif p.answer["proof"] == "search" and p.answer["positions"] >= 100:
            note("searched", a.lead[1], SEARCHED)
        elif p.answer["proof"] == "search" and p.answer["positions"] > 1:
            note("searched few", a.lead[1], SEARCHED_FEW)
        if not p.answer["winnable"] and p.answer["proof"] == "search":
            note("best line", a.lead[-1], BEST_LINE)
    elif p.kind == "only-move":
        note("only move", a.lead[0], ONLY_MOVE)
    elif p.kind == "win-from-here":
        note("solver wins", a.lead[0], SOLVER_WINS)
        note("greedy", a.items_intro, GREEDY)
    elif p.kind in GOAL_KINDS:
        two = len(p.answer["line"]) == 2
        note("goal", a.lead[0], GOAL_TWO_ENDS if two else GOAL_ENDS, end=True)
        said["goal"] %= 2  # a long line's wording is the short one's
    items = [*a.items, *(x for _, losing in a.steps for x in losing)]
    for item in items:
        few = ": after that, only " in item or ": after that, play can reach only " in item
        if few and "only one position" not in item:
            said["after search few"] = 0 if ": after that, only " in item else 1
        closed = [i for i, w in enumerate(AFTER_WITNESS) if w in item and "suit" in item]
        if closed and (AFTER_WITNESS[0] not in item or " suit can never be completed." in item):
            said["after witness"] = closed[0]
    return said


@cache
def texts_en():
    import gettext

    return gettext.NullTranslations()


def test_a_puzzle_says_the_same_wording_in_every_process():
    """The choice is no random draw and no per-process hash (Python's ``hash`` of a str changes
    with PYTHONHASHSEED): another interpreter, with another seed, says every answer alike."""
    ps = committed()[::25]
    script = (
        "import gettext, json, sys\n"
        "from engine.puzzles import texts\n"
        "from tests.puzzles.test_variants import committed\n"
        "t = gettext.NullTranslations()\n"
        "ps = committed()[::25]\n"
        "json.dump([texts.answer(p, t).lead for p in ps], sys.stdout)\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, check=True
    )
    there = json.loads(out.stdout)
    here = [texts.answer(p, texts_en()).lead for p in ps]
    assert len(here) > 30 and here == there


def test_every_wording_is_used_and_none_says_most_of_its_frame():
    used: dict[str, Counter[int]] = {}
    for p in committed():
        for frame, i in frames(p).items():
            used.setdefault(frame, Counter())[i] += 1
    expected = {
        "verdict",
        "solver wins",
        "greedy",
        "searched",
        "searched few",
        "best line",
        "after search few",
        "goal",
        "after witness",
        "only move",
    }
    assert set(used) == expected
    for frame, counts in used.items():
        total = sum(counts.values())
        assert total >= 20, (frame, counts)
        wordings = 3 if frame in ("searched", "best line", "after witness") else 2
        assert set(counts) == set(range(wordings)), (frame, counts)  # every wording is said
        assert max(counts.values()) <= 0.6 * total, (frame, counts)


def test_the_same_id_picks_the_same_wording_and_other_ids_differ():
    from engine.puzzles.variants import pick

    wordings = ("first", "second", "third")
    ids = [p.id for p in committed()]
    picked = [pick(wordings, x) for x in ids]
    assert picked == [pick(wordings, x) for x in ids]
    assert Counter(picked).keys() == set(wordings)
    assert pick(wordings, "") == "first"  # no puzzle (the Study page's verdict): the first


# Two only-move puzzles whose losing move leaves two positions (a search of them): the board
# says why as the puzzle's page does, each in the wording its id picks (the board's sentence
# starts with the clause, "After that", the page's follows the move, "after that").
BOARD = {
    "cr-om-c1a8ad5741": ("p11-p14", "fter that, only two positions can still be reached"),
    "cr-om-680cf80f00": ("p9-p6", "fter that, play can reach only two positions"),
}


@pytest.mark.parametrize("pid", sorted(BOARD))
def test_the_board_words_a_losing_move_as_the_puzzles_page_does(pid):
    move, clause = BOARD[pid]
    data = json.loads((DOCS / "crescent.json").read_text(encoding="utf-8"))
    p = next(x for x in data["puzzles"] if x["id"] == pid)
    s = PuzzleSession("crescent")
    assert s.handle({"op": "puzzle", "puzzle": p})["ok"]
    src, dst = move.split("-")
    r = s.handle({"op": "drop", "place": src, "target": dst})
    assert r["verdict"] == "wrong" and clause in r["message"], r["message"]
    page = texts.answer(Puzzle.from_dict(p), texts_en())
    assert any(clause in item for item in page.items), page.items
