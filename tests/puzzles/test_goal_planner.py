"""The rating population of Forty Thieves' goal kinds (goals.planner): a breadth-first search of
the goal on a budget at each move, the solver's first move past it, so its strength grows with
the budget; and the committed plays (docs/puzzles/rating/forty-thieves-goals-players.json) show
it."""

from __future__ import annotations

import json
from typing import cast

from engine.forty_thieves import FortyThieves
from engine.puzzles import goals
from engine.puzzles.model import GOAL_KINDS, Puzzle

from ..browser.conftest import ROOT

PUZZLES = ROOT / "docs" / "puzzles"
GOALS = PUZZLES / "goals" / "forty-thieves-goals.json"


def goal_puzzles() -> list[Puzzle]:
    data = json.loads(GOALS.read_text())
    return [Puzzle.from_dict(d) for d in data["puzzles"] if d["kind"] in GOAL_KINDS]


def test_a_budget_that_covers_the_goals_search_solves_what_a_small_one_misses():
    missed = [p for p in goal_puzzles() if not goals.planner(p.kind, p.position(), p.answer, 5)]
    assert len(missed) >= 20  # the weakest player misses many
    for p in missed[:: len(missed) // 10]:
        g = cast(FortyThieves, p.position())
        goal = goals.goal_of(p.kind, g, p.answer)
        line, n, done = goals.shortest(g, goal, p.answer["moves"], 10**6)
        # the search finds a line of the puzzle's N moves, no shorter (the puzzle's claim)
        assert done and line is not None and len(line) == p.answer["moves"], p.id
        assert n > 5 and goals.planner(p.kind, g, p.answer, n), p.id


def test_the_committed_plays_never_fail_where_a_smaller_budget_solved():
    # a larger budget searches every position a smaller one does, so it solves whatever the
    # smaller solves: each goal puzzle's row of plays rises with the budget, never falls
    plays = json.loads((PUZZLES / "rating" / "forty-thieves-goals-players.json").read_text())
    kinds = {p.id: p.kind for p in goal_puzzles()}
    rows = [r for i, r in plays["solved"].items() if i in kinds]
    assert len(rows) == len(kinds)
    assert all(r == sorted(r) for r in rows)
    assert sum(r[0] for r in rows) < sum(r[-1] for r in rows)


def test_the_committed_goal_searches_replay():
    # the search a goal's line takes to find: re-measured on the first ten goal puzzles
    found = json.loads((PUZZLES / "rating" / "forty-thieves-goals-search.json").read_text())
    for p in goal_puzzles()[:10]:
        g = cast(FortyThieves, p.position())
        line, n, _ = goals.shortest(g, goals.goal_of(p.kind, g, p.answer), p.answer["moves"], 10**6)
        assert line is not None and n == found["positions"][p.id], p.id
