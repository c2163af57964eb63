"""Forty Thieves wins from here (engine/puzzles/wins.py, issue 29 §1) against plain truth: an
exhaustive search over the engine's own legal moves (every move, foundation-to-column too; no
bound, no move order, no Ace rule) finds no win after each committed puzzle's tempting move,
where it ends; each winning line replays to a win; the candidate rule does not fire where the
tempting move is the line's own, nor with more stock cards than a page shows."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from engine.cards import parse_cards
from engine.forty_thieves import FortyThieves
from engine.puzzles import kinds as K
from engine.puzzles import wins
from engine.puzzles.model import WIN_FROM_HERE, Puzzle, load

FILE = Path(__file__).resolve().parents[2] / "docs/puzzles/goals/forty-thieves-goals.json"
CAP = 10_000  # positions: past it the plain search decides nothing (the suite's time)


@cache
def committed() -> list[Puzzle]:
    return [p for p in load(FILE) if p.kind == WIN_FROM_HERE and p.game == "forty_thieves"]


def plain(g: FortyThieves) -> bool | None:
    """Whether some line of legal moves wins from ``g`` (None: more than CAP positions)."""
    seen: set[tuple] = set()
    stack = [g]
    while stack:
        x = stack.pop()
        if x.is_won:
            return True
        k = (tuple(sorted(map(tuple, x.cols))), tuple(x.waste), len(x.stock), tuple(x.found))
        if k in seen:
            continue
        seen.add(k)
        if len(seen) > CAP:
            return None
        for m in x.legal_moves():
            y = x.copy()
            y.play(m)
            stack.append(y)
    return False


def test_every_committed_tempting_move_loses_by_plain_search_and_every_line_wins() -> None:
    decided = 0
    for p in committed():
        g = p.position()
        assert isinstance(g, FortyThieves)
        h, illegal = K.replay(g, p.answer["line"], p.id)
        assert illegal == [] and h.is_won, p.id
        (move,) = p.answer["greedy"]
        assert [a["move"] for a in p.alternatives] == [move]
        verdict = plain(K.after(g, [move]))
        assert verdict is not True, p.id  # a win after it: the puzzle would be false
        decided += verdict is False
    # 129 of 139 end within CAP (measured); the rest rest on the solver's search alone
    assert len(committed()) >= 100 and decided >= 0.9 * len(committed())


def test_no_win_from_here_where_the_tempting_move_is_the_lines_own() -> None:
    p = committed()[0]
    g = p.position()
    assert isinstance(g, FortyThieves)
    assert wins.candidate(g, p.answer["line"]) is not None  # the committed claim, made again
    assert wins.candidate(g, [*p.answer["greedy"], *p.answer["line"]]) is None


@pytest.mark.parametrize("stock", [13, 20])
def test_no_win_from_here_with_more_stock_cards_than_the_page_shows(stock: int) -> None:
    rng = random.Random(stock)
    cards = parse_cards("7S 8S 9S TS JS QS KS 9H TH JH QH KH") * 2
    rng.shuffle(cards)
    cols: list[list[int]] = [[] for _ in range(10)]
    for i, c in enumerate(cards[stock:]):
        cols[i % 10].append(c)
    g = FortyThieves.from_position(cols, cards[:stock], [], [6, 8, 13, 13, 13, 13, 6, 8])
    assert wins.candidate(g, ["draw"] * 3) is None
