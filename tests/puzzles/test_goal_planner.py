"""The rating population of Forty Thieves' goal kinds (goals.planner): the rule of thumb after a
breadth-first search of a budget at each move, so its strength grows with the budget; and the
committed plays (docs/puzzles/rating/forty-thieves-goals-players.json) show it."""

from __future__ import annotations

import json
from typing import cast

from engine.forty_thieves import FortyThieves
from engine.puzzles import goals
from engine.puzzles.model import GOAL_KINDS, Puzzle

from ..browser.conftest import ROOT

PUZZLES = ROOT / "docs" / "puzzles"


def goal_puzzles() -> list[Puzzle]:
    data = json.loads((PUZZLES / "goals" / "forty-thieves-goals.json").read_text())
    return [Puzzle.from_dict(d) for d in data["puzzles"] if d["kind"] in GOAL_KINDS]


def test_budget_zero_is_the_rule_of_thumb():
    for p in goal_puzzles():
        assert goals.planner(p.kind, p.position(), p.answer, 0) == goals.greedy(
            p.kind, p.position(), p.answer
        ), p.id


def test_a_budget_that_covers_the_goals_search_solves_what_the_rule_of_thumb_misses():
    missed = [p for p in goal_puzzles() if not goals.greedy(p.kind, p.position(), p.answer)]
    assert len(missed) >= 20  # the rule of thumb alone misses many (BENCHMARKS.md: bands)
    for p in missed[:: len(missed) // 10]:
        g = cast(FortyThieves, p.position())
        goal = goals.goal_of(p.kind, g, p.answer)
        line, n, done = goals.shortest(g, goal, p.answer["moves"], 10**6)
        # the search finds a line of the puzzle's N moves, no shorter (the puzzle's claim)
        assert done and line is not None and len(line) == p.answer["moves"], p.id
        assert goals.planner(p.kind, g, p.answer, n), p.id


def test_the_committed_plays_never_fail_where_a_smaller_budget_solved():
    # a larger budget searches every position a smaller one does, so it solves whatever the
    # smaller solves: each goal puzzle's row of plays rises with the budget, never falls
    plays = json.loads((PUZZLES / "rating" / "forty-thieves-goals-players.json").read_text())
    kinds = {p.id: p.kind for p in goal_puzzles()}
    rows = [r for i, r in plays["solved"].items() if i in kinds]
    assert len(rows) == len(kinds)
    assert all(r == sorted(r) for r in rows)
    assert sum(r[0] for r in rows) < sum(r[-1] for r in rows)
