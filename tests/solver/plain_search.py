"""Exhaustive play over the engine's own legal moves: the yardstick for the solver's proofs and
the goal puzzles' searches (tests/puzzles/test_goals.py, tests/play/test_goal_session.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from engine import Crescent


def reachable(g: Crescent) -> Iterator[Crescent]:
    """Every position the engine's legal moves reach from ``g`` (redeals included), ``g`` first,
    each once (piles sorted in the key: the rules never look at a pile's place)."""

    def key(x: Crescent) -> tuple:
        return (tuple(sorted(map(tuple, x.piles))), tuple(x.found), x.redeals_left)

    seen, stack = {key(g)}, [g]
    while stack:
        x = stack.pop()
        yield x
        for m in x.legal_moves():
            y = x.copy()
            y.play(m)
            if key(y) not in seen:
                seen.add(key(y))
                stack.append(y)


def fewest_moves(g: Any, goal: Callable[[Any], bool], depth: int) -> int | None:
    """The fewest of the engine's legal moves (any game) after which ``goal`` holds, at most
    ``depth``, or None: every line tried, iterative deepening, no position table, no symmetry."""

    def reach(h: Any, left: int) -> bool:
        if goal(h):
            return True
        if left == 0:
            return False
        for m in h.legal_moves():
            x = h.copy()
            x.play(m)
            if reach(x, left - 1):
                return True
        return False

    return next((d for d in range(depth + 1) if reach(g, d)), None)
