"""Forty Thieves: the study's search with the solver's prunings switched on or off, side by side.

Run: python benchmarks/forty_variants.py --variant before|safe|back|both|greedy-safe
     [--first 1] [--deals 100] [--budget 50000] [--greedy 0.7]

Each deal is solved exactly as ``solve`` does it (``core._solve_forty``: the heuristic move set on
``--greedy`` of the budget, then the exact search), with ``FortyState``'s two prunings of the
safe-move lemma (``SAFE_HOME``, ``LOW_BACK``; engine/solver/README.md) and the heuristic move
set's "every foundation move at once" (``GREEDY_HOME``) set by ``--variant``.
The budget counts positions, so wins are the same on every machine; CPU seconds are printed too.
One line per deal (seed, outcome, positions, best cards, CPU s), then the totals.
"""

from __future__ import annotations

import argparse
import time

from engine import make_code, new_game
from engine.solver.core import replay
from engine.solver.forty_thieves import FortyState
from engine.solver.search import WON, dfs

VARIANTS = {"before": (False, False, True), "safe": (True, False, True)}
VARIANTS["back"] = (False, True, True)
VARIANTS["both"] = (True, True, True)
VARIANTS["greedy-safe"] = (True, True, False)  # the heuristic move set forces safe moves only


def solve_with(
    code: str, budget: int, greedy: float, flags: tuple[bool, bool, bool]
) -> tuple[str, int, int]:
    """(outcome, positions, best cards) of the study's two-stage search with these prunings."""

    class State(FortyState):
        __slots__ = ()
        SAFE_HOME, LOW_BACK, GREEDY_HOME = flags

    g = new_game(code)
    r = dfs(State(g, greedy=True), max(1, int(budget * greedy)))
    used, best = r.positions, r.best_cards
    if r.outcome != WON and budget - used > 0:
        r = dfs(State(g), budget - used)
        used += r.positions
        best = max(best, r.best_cards)
    if r.outcome == WON:
        assert replay(g, r.moves), code  # a line the engine rejects is a solver bug
    return str(r.outcome), used, best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", choices=sorted(VARIANTS), default="both")
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--budget", type=int, default=50_000)
    ap.add_argument("--greedy", type=float, default=0.7)
    a = ap.parse_args()
    flags = VARIANTS[a.variant]
    won = positions = 0
    cpu0 = time.process_time()
    for seed in range(a.first, a.first + a.deals):
        code = str(make_code("forty_thieves", seed))
        t = time.process_time()
        outcome, n, best = solve_with(code, a.budget, a.greedy, flags)
        won += outcome == "won"
        positions += n
        print(seed, outcome, n, best, f"{time.process_time() - t:.2f}", flush=True)
    cpu = time.process_time() - cpu0
    print(
        f"variant={a.variant} budget={a.budget} greedy={a.greedy} deals={a.first}-"
        f"{a.first + a.deals - 1}: won {won}, positions {positions}, CPU {cpu:.0f} s"
    )


if __name__ == "__main__":
    main()
