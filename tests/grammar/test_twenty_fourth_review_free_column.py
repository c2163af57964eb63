"""The twenty-fourth review (hu D2, uk D1; issue 30 round 24, words30o): a free-column task said
"Make one more column empty" in every puzzle, while in 68 of the 150 no column is empty at the
start, so "one more" (hu "még egy", uk «ще один», pl "jeszcze jedną") pointed at nothing. The task
now says "one more" only where the position has an empty column, on the page and on the board;
the kind's intro, one text for every puzzle, says the goal as a count true for both. Every
expected text is written out here, not read from the catalog."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.puzzles import texts
from engine.puzzles.model import FREE_COLUMN, load
from engine.registry import ACTIONS, MOVES
from tests.grammar.catalogs import t

ROOT = Path(__file__).resolve().parents[2]
GOALS = ROOT / "docs" / "puzzles" / "goals" / "forty-thieves-goals.json"
NONE_EMPTY = "ft-fc-74df788e03"  # 2 moves; no column is empty at the start
ONE_EMPTY = "ft-fc-1846f906a5"  # 4 moves; column 1 is empty at the start


def puzzle(pid: str):
    return next(p for p in load(GOALS) if p.id == pid)


def empty_at_start(p) -> int:
    return sum(1 for column in p.position().cols if len(column) == 0)


def test_the_two_puzzles_are_what_the_rows_say():
    assert empty_at_start(puzzle(NONE_EMPTY)) == 0 and puzzle(NONE_EMPTY).answer["moves"] == 2
    assert empty_at_start(puzzle(ONE_EMPTY)) == 1 and puzzle(ONE_EMPTY).answer["moves"] == 4


# The task on the page (the puzzle's card), and on the board, which adds the draw rule.
@pytest.mark.parametrize(
    ("lang", "pid", "page", "board"),
    [
        ("en", NONE_EMPTY, "Make a column empty in 2 moves.",
         "Make a column empty in 2 moves; drawing a card counts as a move."),
        ("en", ONE_EMPTY, "Make one more column empty in 4 moves.",
         "Make one more column empty in 4 moves; drawing a card counts as a move."),
        ("hu", NONE_EMPTY, "Üríts ki egy oszlopot legfeljebb 2 műveletben.",
         "Üríts ki egy oszlopot legfeljebb 2 műveletben; a húzás is műveletnek számít."),
        ("hu", ONE_EMPTY, "Üríts ki még egy oszlopot legfeljebb 4 műveletben.",
         "Üríts ki még egy oszlopot legfeljebb 4 műveletben; a húzás is műveletnek számít."),
        ("uk", NONE_EMPTY, "За 2 ходи спорожніть будь-який стовпець.",
         "За 2 ходи спорожніть будь-який стовпець; узяти карту з колоди — теж хід."),
        ("uk", ONE_EMPTY, "Спорожніть ще один стовпець за 4 ходи.",
         "Спорожніть ще один стовпець за 4 ходи; узяти карту з колоди — теж хід."),
        ("pl", NONE_EMPTY, "Opróżnij jedną kolumnę w co najwyżej 2 czynnościach.",
         "Opróżnij jedną kolumnę w co najwyżej 2 czynnościach; dobranie karty też jest"
         " czynnością."),
        ("pl", ONE_EMPTY, "Opróżnij jeszcze jedną kolumnę w co najwyżej 4 czynnościach.",
         "Opróżnij jeszcze jedną kolumnę w co najwyżej 4 czynnościach; dobranie karty też jest"
         " czynnością."),
    ],
)  # fmt: skip
def test_one_more_column_only_where_a_column_is_already_empty(lang, pid, page, board):
    p = puzzle(pid)
    assert texts.question(p, t(lang))[0] == page
    assert texts.question(p, t(lang), draw_rule=True)[0] == board


# A game without draws has the same choice, counted in moves (hu "lépésben").
@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Make a column empty in 3 moves."),
        ("hu", "Üríts ki egy oszlopot legfeljebb 3 lépésben."),
        ("uk", "За 3 ходи спорожніть будь-який стовпець."),
        ("pl", "Opróżnij jedną kolumnę w co najwyżej 3 czynnościach."),
    ],
)
def test_the_first_empty_column_task_in_a_game_counted_in_moves(lang, expected):
    assert texts.goal_question(t(lang), texts.FIRST_COLUMN, 3, MOVES) == expected


# The intro (hub and free-column pages) is one text for every puzzle: true with an empty column
# at the start or none, so it names no "one more column" to empty.
@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Empty a column within the moves given, leaving one more empty column than the"
               " position had at the start; drawing a card counts as a move."),
        ("hu", "Üríts ki egy oszlopot a megadott számú műveleten belül úgy, hogy eggyel több üres"
               " oszlop legyen, mint a kiinduló állásban; a húzás is műveletnek számít."),
        ("uk", "Спорожніть стовпець за відведену кількість ходів, щоб порожніх стовпців стало на"
               " один більше, ніж на початку; узяти карту з колоди — теж хід."),
        ("pl", "Opróżnij kolumnę w podanej liczbie czynności tak, aby pustych kolumn było o jedną"
               " więcej niż na początku; dobranie karty też jest czynnością."),
    ],
)  # fmt: skip
def test_the_free_column_intro_is_true_with_or_without_an_empty_column(lang, expected):
    assert texts.kind_intro(t(lang), FREE_COLUMN, ACTIONS) == expected


ONE_MORE = {
    "en": "Make one more column empty",
    "hu": "még egy oszlopot",
    "uk": "ще один стовпець",
    "pl": "jeszcze jedną kolumnę",
}
FIRST = {
    "en": "Make a column empty",
    "hu": "Üríts ki egy oszlopot",
    "uk": "спорожніть будь-який стовпець",  # the 27th review, uk D2: no empty one to look for
    "pl": "Opróżnij jedną kolumnę",
}


# Every committed free-column puzzle, in every language, on the page and on the board: the task
# says "one more" exactly when its position has an empty column.
@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_every_free_column_task_says_one_more_iff_a_column_is_empty(lang):
    puzzles = [p for p in load(GOALS) if p.kind == FREE_COLUMN]
    assert len(puzzles) >= 100
    with_empty = 0
    for p in puzzles:
        empty = empty_at_start(p) > 0
        with_empty += empty
        for draw_rule in (False, True):
            task = texts.question(p, t(lang), draw_rule=draw_rule)[0]
            assert (ONE_MORE[lang] in task) == empty, f"{p.id}: {task}"
            assert (FIRST[lang] in task) != empty, f"{p.id}: {task}"
    assert 0 < with_empty < len(puzzles)  # both wordings are in use
