"""The Forty Thieves goal puzzles (issue 29 §1) on the puzzle board's session, driven as the
worker drives it: each committed one solved by its line, a move that puts the goal out of reach
refused (checked against a plain search of every line), the hints leading to the goal within
the moves given, the question and words in every language."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.board.puzzle import PuzzleSession
from engine.forty_thieves import FortyThieves
from tests.engine.in_pyodide import spread
from tests.solver.plain_search import fewest_moves

from .forty_goals import goal_puzzles, play
from .po import mo

FREE_COLUMN = "ft-fc-245306d184"  # 3 moves: w-f8 c1-f8 c1-f8 empties column 1
CARD_HOME = "ft-ch-f6ee31d551"  # 4 moves: three draws, then the ace of clubs home


def session(pid: str, lang: str = "en") -> tuple[PuzzleSession, dict[str, Any]]:
    s = PuzzleSession("forty_thieves", lang, None if lang == "en" else mo(lang))
    p = goal_puzzles()[pid]
    first = s.handle({"op": "puzzle", "puzzle": p})
    assert first["ok"] and first["puzzle"]["phase"] == "solving"
    return s, p


def empty_columns(g: FortyThieves) -> int:
    return sum(1 for c in g.cols if not c)


def test_every_committed_goal_puzzle_is_solved_by_its_line_on_the_board():
    # Every one in CPython; an even sample of each kind in Pyodide (tests/engine/in_pyodide.py).
    kinds: dict[str, list[tuple[str, dict[str, Any]]]] = {}
    for pid, p in goal_puzzles().items():
        kinds.setdefault(p["kind"], []).append((pid, p))
    for pid, p in (item for group in kinds.values() for item in spread(group)):
        s, _ = session(pid)
        results = [play(s, a) for a in p["answer"]["line"]]
        assert all(r["ok"] for r in results), pid
        assert [r["verdict"] for r in results[:-1]] == ["kept"] * (len(results) - 1), pid
        assert results[-1]["verdict"] == "solved", pid
        assert results[-1]["puzzle"]["solved"], pid


def test_a_move_after_which_the_goal_is_out_of_reach_is_taken_back_with_its_proof():
    s, p = session(FREE_COLUMN)
    start = empty_columns(s.game)
    after = s.game.copy()
    after.play("w-c1")
    # the independent truth: no line of the 2 moves left empties one more column
    assert fewest_moves(after, lambda h: empty_columns(h) > start, 2) is None
    before = list(s.log)
    r = play(s, "w-c1")
    assert not r["ok"] and r["verdict"] == "wrong" and r["proof"] == "search"
    assert r["message"].startswith("Moving the ")
    assert "to column 1 cannot reach the goal in time, so it is taken back." in r["message"]
    assert r["message"].endswith("every such line was searched. Try another move.")
    assert "After it, no line of 2 more moves reaches the goal" in r["message"]
    assert s.log == before and r["puzzle"]["failed"]
    for a in p["answer"]["line"]:  # the goal still reached: done, not solved
        last = play(s, a)
    assert last["verdict"] == "solved" and not last["puzzle"]["solved"]


def test_a_move_kept_off_the_line_still_counts_and_the_last_move_must_reach_the_goal():
    s, p = session(CARD_HOME)
    assert p["answer"]["line"] == ["draw", "draw", "draw", "w-f8"]
    said = [play(s, a) for a in ["draw", "draw", "draw"]]
    assert [r["verdict"] for r in said] == ["kept"] * 3
    # a draw is told as the board tells it, with the moves left
    assert said[0]["announce"].startswith("Drew the ")
    assert said[0]["announce"].endswith(". You have 3 moves left.")
    assert said[2]["announce"].endswith(". You have 1 move left.")
    g = s.game.copy()
    others = [m for m in g.legal_moves() if str(m) != "w-f8"]
    assert others
    r = play(s, str(others[0]))  # the fourth move, and the ace of clubs not home
    assert r["verdict"] == "wrong"
    assert "It would be your last move, and the goal would not be reached." in r["message"]


@pytest.mark.parametrize("pid", [FREE_COLUMN, CARD_HOME])
def test_the_hints_lead_to_the_goal_within_the_moves_given(pid):
    s, p = session(pid)
    first = s.handle({"op": "hint"})
    rule = {
        FREE_COLUMN: "Look at the column with the fewest cards: where can each of them go?",
        CARD_HOME: "Find the ace of clubs: which cards lie on it, and where can they go?",
    }
    assert first["announce"] == rule[pid]
    for _ in range(p["answer"]["moves"]):
        hint = s.handle({"op": "hint"})
        r = play(s, hint["hint"])
        assert r["ok"]
        if r["verdict"] == "solved":
            break
    assert r["verdict"] == "solved" and r["puzzle"]["solved"]  # hints do not fail a try


@pytest.mark.parametrize(
    ("lang", "question", "done"),
    [
        # twelfth review (hu 2.4.2): a goal names the most moves, "legfeljebb".
        # the fifteenth review (hu B2): "alapsorra", one of two foundations
        # the seventeenth review (hu D3): a Forty Thieves goal counts műveletek, draws included
        ("hu", "Juttasd fel a treff ászt alapsorra legfeljebb 4 műveletben;", "elérted a célt."),
        ("uk", "Покладіть туза треф на фундамент за 4 ходи;", "мети досягнуто."),
        # round 12 (pl 2.2.1), changed on purpose: a goal counts czynności, draws included
        ("pl", "Przenieś asa trefl na bazę w co najwyżej 4 czynnościach;", "cel osiągnięty."),
    ],
)
def test_a_goal_puzzle_speaks_the_pages_language(lang, question, done):
    s = PuzzleSession("forty_thieves", lang, mo(lang))
    first = s.handle({"op": "puzzle", "puzzle": goal_puzzles()[CARD_HOME]})
    assert first["task"].startswith(question)
    for a in goal_puzzles()[CARD_HOME]["answer"]["line"]:
        last = play(s, a)
    assert done in last["announce"]


# The twenty-fourth review (hu D2, uk D1): the board's prompt says "one more column" only where
# the position already has an empty column (FREE_COLUMN has none; ONE_EMPTY has column 1 empty).
ONE_EMPTY = "ft-fc-1846f906a5"  # 4 moves


@pytest.mark.parametrize(
    ("lang", "pid", "task"),
    [
        ("en", FREE_COLUMN, "Make a column empty in 3 moves; drawing a card counts as a move."),
        ("en", ONE_EMPTY, "Make one more column empty in 4 moves; drawing a card counts as a"
                          " move."),
        ("hu", FREE_COLUMN, "Üríts ki egy oszlopot legfeljebb 3 műveletben; a húzás is"
                            " műveletnek számít."),
        ("hu", ONE_EMPTY, "Üríts ki még egy oszlopot legfeljebb 4 műveletben; a húzás is"
                          " műveletnek számít."),
        ("uk", FREE_COLUMN, "За 3 ходи спорожніть будь-який стовпець; узяти карту з колоди — теж "
                            "хід."),
        ("uk", ONE_EMPTY, "Спорожніть ще один стовпець за 4 ходи; узяти карту з колоди — теж"
                          " хід."),
        ("pl", FREE_COLUMN, "Opróżnij jedną kolumnę w co najwyżej 3 czynnościach; dobranie"
                            " karty też jest czynnością."),
        ("pl", ONE_EMPTY, "Opróżnij jeszcze jedną kolumnę w co najwyżej 4 czynnościach;"
                          " dobranie karty też jest czynnością."),
    ],
)  # fmt: skip
def test_the_boards_free_column_task_says_one_more_only_after_an_empty_column(lang, pid, task):
    s = PuzzleSession("forty_thieves", lang, None if lang == "en" else mo(lang))
    first = s.handle({"op": "puzzle", "puzzle": goal_puzzles()[pid]})
    assert empty_columns(s.game) == (1 if pid == ONE_EMPTY else 0)
    assert first["task"].startswith(task)


# The seventeenth review (hu D3/S3): a Forty Thieves goal counts actions, a draw included, so the
# board counts down "műveletek" in hu (the hub defines "lépés" as a card moved); pl counts
# "czynności" and uk "ходи" (its hub: a draw counts as a хід) in the same messages.
@pytest.mark.parametrize(
    ("lang", "after_draw", "after_move", "why"),
    [
        # (the twentieth review, hu D1: the refusal says once that the goal is out of reach)
        ("hu", "Még 3 műveleted maradt.", "Még 2 műveleted maradt.",
         # (the 26th, hu D2: the conditional, the move taken back)
         "a megmaradt 2 műveleten belül már nem lehetett volna célba érni"),
        # (the 22nd review, pl D3: the actions left said once, "ciąg pozostałych 2 czynności")
        ("pl", "Zostały ci 3 czynności.", "Zostały ci 2 czynności.",
         "ciąg pozostałych 2 czynności"),
        # (the twenty-first review, uk D6: after a move «Зроблено: …» and the count without «У
        # вас», so «хід» is not said twice; after a draw the card's sentence keeps «У вас»)
        # (the 25th review, uk D5: the proof says only what the sentence before did not)
        # (the 26th, uk D7: after a draw «Зроблено: …» too, no «У вас»)
        # (the 29th, uk D7: no conditional «що залишилися б», hard to parse)
        ("uk", "Залишилися 3 ходи.", "Залишилися 2 ходи.",
         "Перевірено всі можливі продовження з 2 ходів: жодне"),
    ],
)  # fmt: skip
def test_the_board_counts_a_goals_actions_left(lang, after_draw, after_move, why):
    s, p = session(CARD_HOME, lang)
    assert p["answer"]["line"][0] == "draw"
    drew = play(s, "draw")
    assert drew["verdict"] == "kept" and drew["announce"].endswith(after_draw)
    s, p = session(FREE_COLUMN, lang)
    moved = play(s, p["answer"]["line"][0])
    assert moved["verdict"] == "kept" and moved["announce"].endswith(after_move)
    s, _ = session(FREE_COLUMN, lang)
    wrong = play(s, "w-c1")
    assert wrong["verdict"] == "wrong" and why in wrong["message"]
    said = " ".join([drew["announce"], moved["announce"], wrong["message"]])
    assert not re.search(r"\d+ lépés|hátralévő lépés|lépésed maradt", said), said  # a card moved
