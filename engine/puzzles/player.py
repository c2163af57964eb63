"""A player of a chosen strength: the Play page's hint on a fixed budget (positions a hint).

It plays a puzzle alone: the hint's move at each decision, its moves one by one for a win from
here, its verdict for "can it be won?".  At ``BUDGET`` its success per band checks the difficulty
bands (benchmarks/puzzle_bench.py); a population of it at budgets 5 to 20,000 calibrates the
ratings (rating.py), at build time only: its results are committed as data
(docs/puzzles/rating/<game>-players.json, ``python -m build_tools rating --play``).  The goal
kinds' hint player is a rule of thumb with no strength to vary; their population is
``goals.planner`` (a search of the goal on a budget) at budgets 5 to 2,000 (``plays``).
"""

from __future__ import annotations

import json

from ..game import Game
from ..solver import hint
from . import goals
from . import kinds as K
from .games import PUZZLE_GAMES
from .model import GOAL_KINDS, Puzzle
from .puzzle_kinds import kind_of

BUDGET = 200  # positions per hint (the page's hint uses 20,000; see engine/board/session.py)


def _first_card_move(g: Game, budget: int) -> str | None:
    """The hint's next move, leaving out the slides of a met suit it may play first."""
    h = hint(g, budget=budget, time_limit=None)
    for a in h.line:
        if not K.is_slide(g.parse_move(a)):
            return a
    return None if h.move is None else str(h.move)


def solves(p: Puzzle, budget: int = BUDGET) -> bool:
    """Whether the hint player solves ``p`` (each kind's own way: ``PuzzleKind.solves``)."""
    return kind_of(p.kind).solves(p, p.position(), budget)


def plays(p: Puzzle, budget: int) -> bool:
    """Whether the rating population's player of strength ``budget`` solves ``p``: the hint
    player (``solves``); for a goal kind, a search of the goal on ``budget`` positions at each
    move (``goals.planner``)."""
    if p.kind in GOAL_KINDS:
        return goals.planner(p.kind, p.position(), p.answer, budget)
    return solves(p, budget)


def solves_goal(p: Puzzle, g: Game, budget: int) -> bool:
    """A plan of N moves: the rule of thumb of goals.py, no search (``budget`` unused)."""
    return goals.greedy(p.kind, g, p.answer)


def solves_only_move(p: Puzzle, g: Game, budget: int) -> bool:
    move: str = p.answer["move"]
    return _first_card_move(g, budget) == move


def solves_sequence(p: Puzzle, g: Game, budget: int) -> bool:
    for step in p.answer["steps"]:
        if step["player"] and _first_card_move(g, budget) != step["move"]:
            return False
        g.play_all(step["move"].split())
    return True


def _key(g: Game) -> str:
    """The position, without the move count and score (a position met again has this key)."""
    d = g.to_dict()
    return json.dumps({k: v for k, v in d.items() if k not in ("moves", "score", "status")})


def solves_win(p: Puzzle, g: Game, budget: int) -> bool:
    """The hint's move, one by one, until the game is won (or the hint gives up); in a game
    registered ``fresh_only`` (Forty Thieves: cards move to and fro, and the deterministic hint
    would cycle for ever), where the hint's move goes back to a position met before, the first
    legal move that does not."""
    fresh = PUZZLE_GAMES[g.game].fresh_only
    seen = {_key(g)}
    for _ in range(4 * len(p.answer["line"]) + 20):
        if g.is_won:
            return True
        h = hint(g, budget=budget, time_limit=None)
        if h.move is None or h.lost:
            return False
        nxt = None
        for m in [h.move, *(m for m in g.legal_moves() if m != h.move)]:
            x = g.copy()
            x.play(m)
            if not fresh or _key(x) not in seen:
                nxt = x
                break
        if nxt is None:
            return False
        g = nxt
        seen.add(_key(g))
    return g.is_won


def solves_can_win(p: Puzzle, g: Game, budget: int) -> bool:
    h = hint(g, budget=budget, time_limit=None)
    return h.wins if p.answer["winnable"] else h.lost
