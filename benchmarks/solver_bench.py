"""Solver speed and strength on a few deals; prints figures for BENCHMARKS.md.

Run: python benchmarks/solver_bench.py [--deals N] [--budget N]
Figures: positions per second of each search, wins and time per redeal limit on the first N
deals, and the time of one hint() call (opening position and a middle-game position).
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time

from engine import make_code, new_game
from engine.solver import hint, solve
from engine.solver.crescent import CrescentState
from engine.solver.forty_thieves import FortyState
from engine.solver.search import dfs


def rate(state, budget: int) -> float:
    t = time.perf_counter()
    r = dfs(state, budget)
    return r.positions / (time.perf_counter() - t)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=10)
    ap.add_argument("--budget", type=int, default=60_000)
    a = ap.parse_args()
    print(
        f"machine: {platform.machine()}, {platform.python_implementation()} "
        f"{platform.python_version()}, one core"
    )
    g = new_game(make_code("crescent", 1))
    print(f"Crescent exact DFS: {rate(CrescentState.from_game(g), 30_000):,.0f} positions/s")
    st = CrescentState.from_game(g)
    st.greedy = 1
    print(f"Crescent heuristic DFS: {rate(st, 30_000):,.0f} positions/s")
    f = new_game(make_code("forty_thieves", 1))
    print(f"Forty Thieves exact DFS: {rate(FortyState(f), 30_000):,.0f} positions/s")
    for k in (0, 1, 2, 3):
        secs, wins = [], 0
        for seed in range(1, a.deals + 1):
            r = solve(make_code("crescent", seed), k, a.budget)
            secs.append(r.seconds)
            wins += r.outcome == "won"
        print(f"Crescent {k} redeals: {wins}/{a.deals} won, median {statistics.median(secs):.2f} s")
    secs, wins = [], 0
    for seed in range(1, a.deals + 1):
        r = solve(make_code("forty_thieves", seed), None, a.budget)
        secs.append(r.seconds)
        wins += r.outcome == "won"
    print(f"Forty Thieves: {wins}/{a.deals} won, median {statistics.median(secs):.2f} s")
    for code, moves in (("CR1-N-AAAAAAB", 0), ("CR1-N-AAAAAAB", 30), ("FT1-N-AAAAAAB", 0)):
        g = new_game(code)
        for _ in range(moves):  # play the hints themselves into the middle game
            h = hint(g, budget=5_000)
            if h.move is None:
                break
            g.play(h.move)
        t = time.perf_counter()
        h = hint(g)
        dt = time.perf_counter() - t
        print(
            f"hint {code} after {moves} moves: {h.move} ({h.note}), {h.positions} positions, "
            f"{dt:.2f} s"
        )


if __name__ == "__main__":
    main()
