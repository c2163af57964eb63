"""What a move costs on the puzzle board in a Forty Thieves win from here (issue 29 §1): a move
off every known line is checked by the solver (``PuzzleSession._check``: ``prove`` on
``CHECK_BUDGET`` positions; the board keeps the move unless the search proves it lost).  Times
every legal move of every committed Forty Thieves win from here, at its position, in CPython;
Pyodide runs the same code about 2-3x slower (engine/board/puzzle.py).

    python benchmarks/win_check_bench.py [--limit N]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.board.puzzle import CHECK_BUDGET
from engine.puzzles.model import WIN_FROM_HERE, load
from engine.solver.prove import prove

FILE = Path("docs/puzzles/goals/forty-thieves-goals.json")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=None, help="the first N puzzles only")
    args = ap.parse_args()
    puzzles = [p for p in load(FILE) if p.kind == WIN_FROM_HERE][: args.limit]
    times: list[float] = []
    outcomes: Counter[str] = Counter()
    for p in puzzles:
        g = p.position()
        for m in g.legal_moves():
            h = g.copy()
            h.play(m)
            t = time.perf_counter()
            v = prove(h, CHECK_BUDGET)
            times.append(time.perf_counter() - t)
            outcomes[str(v.outcome)] += 1
    times.sort()
    if not times:
        print("no Forty Thieves win from here in", FILE)
        return 1
    n = len(times)
    print(
        f"{len(puzzles)} puzzles, {n} moves checked on {CHECK_BUDGET} positions:"
        f" median {1000 * times[n // 2]:.0f} ms,"
        f" 90th percentile {1000 * times[9 * n // 10]:.0f} ms,"
        f" max {1000 * times[-1]:.0f} ms (CPython); outcomes {dict(outcomes)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
