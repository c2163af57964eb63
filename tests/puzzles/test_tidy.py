"""Winning lines without detours (engine/puzzles/tidy.py): a card moved and moved straight back
is taken out, the line still wins, and no committed "any winning line" quotes such a detour."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from engine.codes import make_code
from engine.errors import EngineError
from engine.game import Game, new_game
from engine.puzzles.model import CAN_WIN, WIN_FROM_HERE, Puzzle, load
from engine.puzzles.tidy import tidy

ROOT = Path(__file__).resolve().parents[2]
FILES = (
    "docs/puzzles/crescent.json",
    "docs/puzzles/forty-thieves.json",
    "docs/puzzles/goals/forty-thieves-goals.json",
)


@cache
def any_win_puzzles() -> tuple[Puzzle, ...]:
    """The committed puzzles whose answer is a winning line where any win counts."""
    out = []
    for f in FILES:
        for p in load(ROOT / f):
            if p.kind == WIN_FROM_HERE or (p.kind == CAN_WIN and p.answer["winnable"]):
                out.append(p)
    return tuple(out)


def straight_back(start: Game, line: list[str]) -> list[tuple[int, int]]:
    """The pairs (i, j): action i moves a card, and that card's very next move, action j, takes
    it back where it came from (found by replaying the line and following each card)."""
    g = start.copy()
    where: dict[int, tuple[int, str, str]] = {}  # card on top of a place → (action, from, to)
    found = []
    for n, a in enumerate(line):
        src, _, dst = a.partition("-")
        card = g.top_card(src) if dst else None
        g.play(a)
        if card is None:
            continue
        last = where.pop(card, None)
        if last is not None and last[2] == src and last[1] == dst:
            found.append((last[0], n))
        where[card] = (n, src, dst)
        # a card covered since it moved is no longer "just moved": forget it
        where = {c: w for c, w in where.items() if g.top_card(w[2]) == c}
    return found


def needless(start: Game, line: list[str]) -> list[tuple[int, int]]:
    """The there-and-back pairs the line wins without: both taken out, every other action is
    still legal and the game still won (a pair that let a card under it move is needed)."""
    out = []
    for i, j in straight_back(start, line):
        g = start.copy()
        try:
            g.play_all(line[:i] + line[i + 1 : j] + line[j + 1 :])
        except EngineError:
            continue
        if g.is_won:
            out.append((i, j))
    return out


def column_moves(g: Game) -> list[tuple[str, str]]:
    return [(m.src, m.dst) for m in g.legal_moves() if m.src[0] == "c" and m.dst[:1] == "c"]


def detour(twice: bool) -> tuple[Game, list[str]]:
    """A deal and a legal line with a detour in it: a card moved from column a to column b,
    a draw, then the card moved on from b (back to a, or to a third column c when ``twice``)."""
    for n in range(1, 400):
        g = new_game(make_code("forty_thieves", n))
        for a, b in column_moves(g):
            h = g.copy()
            h.play_all([f"{a}-{b}", "draw"])
            for src, dst in column_moves(h):
                if src == b and (dst != a) == twice and (dst == a or dst.startswith("c")):
                    return g, [f"{a}-{b}", "draw", f"{b}-{dst}"]
    raise AssertionError("no deal of the first 400 has such a detour")


def test_a_card_moved_and_moved_back_is_taken_out() -> None:
    g, line = detour(twice=False)
    assert tidy(g, line) == ["draw"]


def test_a_card_moved_twice_where_once_would_do_is_moved_once() -> None:
    g, line = detour(twice=True)
    a = line[0].split("-")[0]
    c = line[2].split("-")[1]
    end = g.copy()
    end.play_all(line)
    out = tidy(g, line)
    assert sorted(out) == sorted(["draw", f"{a}-{c}"])
    k = g.copy()
    k.play_all(out)
    assert k.to_dict()["columns"] == end.to_dict()["columns"]
    assert k.to_dict()["waste"] == end.to_dict()["waste"]


def test_the_solvers_longest_line_loses_its_opening_detour() -> None:
    # puzzle ft-cw-1187746614 (Forty Thieves "can it be won?", yes): the solver's line opened
    # "10♠ from column 10 to column 6, draw, 10♠ from column 6 to column 10"
    p = next(p for p in any_win_puzzles() if p.id == "ft-cw-1187746614")
    assert p.answer["line"][:3] != ["c10-c6", "draw", "c6-c10"]
    assert not needless(p.position(), p.answer["line"])


@pytest.mark.parametrize("path", FILES)
def test_no_committed_winning_line_moves_a_card_straight_back(path: str) -> None:
    bad = []
    checked = 0
    for p in load(ROOT / path):
        if not (p.kind == WIN_FROM_HERE or (p.kind == CAN_WIN and p.answer["winnable"])):
            continue
        g = p.position()
        line = p.answer["line"]
        end = g.copy()
        end.play_all(line)
        assert end.is_won, p.id
        checked += 1
        if needless(g, line):
            bad.append(p.id)
    assert checked >= 90
    assert not bad, f"{len(bad)} of {checked} lines still move a card there and back: {bad[:5]}"
