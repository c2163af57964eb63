"""A player of a chosen strength: the Play page's hint on a fixed budget (positions a hint).

It plays a puzzle alone: the hint's move at each decision, its moves one by one for a win from
here, its verdict for "can it be won?".  At ``BUDGET`` its success per band checks the difficulty
bands (benchmarks/puzzle_bench.py); a population of it at budgets 5 to 20,000 calibrates the
ratings (rating.py), at build time only: its results are committed as data
(docs/puzzles/rating/<game>-players.json, ``python -m build_tools rating --play``).
"""

from __future__ import annotations

from ..game import Game
from ..solver import hint
from . import goals
from . import kinds as K
from .model import CAN_WIN, GOAL_KINDS, ONLY_MOVE, SEQUENCE, WIN_FROM_HERE, Puzzle

BUDGET = 200  # positions per hint (the page's hint uses 20,000; see engine/board/session.py)


def _first_card_move(g: Game, budget: int) -> str | None:
    """The hint's next move, leaving out the slides of a met suit it may play first."""
    h = hint(g, budget=budget, time_limit=None)
    for a in h.line:
        if not K.is_slide(g.parse_move(a)):
            return a
    return None if h.move is None else str(h.move)


def solves(p: Puzzle, budget: int = BUDGET) -> bool:
    """Whether the hint player solves ``p``."""
    g = p.position()
    a = p.answer
    if p.kind in GOAL_KINDS:  # a plan of N moves: the rule of thumb of goals.py, no search
        return goals.greedy(p.kind, g, a)
    if p.kind == ONLY_MOVE:
        move: str = a["move"]
        return _first_card_move(g, budget) == move
    if p.kind == SEQUENCE:
        for step in a["steps"]:
            if step["player"] and _first_card_move(g, budget) != step["move"]:
                return False
            g.play_all(step["move"].split())
        return True
    if p.kind == WIN_FROM_HERE:
        for _ in range(4 * len(a["line"]) + 20):
            if g.is_won:
                return True
            h = hint(g, budget=budget, time_limit=None)
            if h.move is None or h.lost:
                return False
            g.play(h.move)
        return g.is_won
    assert p.kind == CAN_WIN
    h = hint(g, budget=budget, time_limit=None)
    return h.wins if a["winnable"] else h.lost
