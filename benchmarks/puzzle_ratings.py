"""One hint player's success per rating quintile, per game and group (each kind; can-win's yes
and no apart), against the built ratings: a spot check of one strength (200 positions a hint).
The ratings are calibrated on a population of players (``python -m build_tools rating
--report`` prints its table, the one BENCHMARKS.md keeps); one player's share is expected to fall
or stay level, not to fall strictly everywhere (too strong for some groups, too weak for others).

    python benchmarks/puzzle_ratings.py [--files docs/puzzles/crescent.json ...]

The ratings are engine/puzzles/rating.py's, computed from the committed data and fitted weights
(docs/puzzles/rating/<game>.json) as the build does; the player is re-run here, not read from
docs/puzzles/rating/<game>-players.json.  The held-out check:
``python -m build_tools rating --report``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.puzzles.model import load
from engine.puzzles.player import BUDGET, solves
from engine.puzzles.rating import group, ratings, with_search

QUINTILES = 5


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", nargs="*", default=None)
    args = ap.parse_args()
    files = args.files or sorted(str(p) for p in Path("docs/puzzles").glob("*.json"))
    for f in files:
        raw = json.loads(Path(f).read_text(encoding="utf-8"))["puzzles"]
        weights = Path(f).parent / "rating" / Path(f).name
        found = Path(f).parent / "rating" / f"{Path(f).stem}-search.json"  # a rating input
        raw = with_search(raw, json.loads(found.read_text(encoding="utf-8"))["positions"])
        rated = ratings(raw, json.loads(weights.read_text(encoding="utf-8"))["groups"])
        groups = {p["id"]: group(p) for p in raw}
        t0 = time.process_time()
        solved = {p.id: solves(p) for p in load(f)}
        cpu = time.process_time() - t0
        print(f"## {f}: hint player ({BUDGET} positions a hint, {cpu:.0f} CPU s), solved share")
        print("| group | " + " | ".join(f"Q{q + 1}" for q in range(QUINTILES)) + " | falls |")
        print("|---" * (QUINTILES + 2) + "|")
        for g in sorted(set(groups.values())):
            ids = sorted((i for i in groups if groups[i] == g), key=lambda i: (rated[i], i))
            cells, shares = [], []
            for q in range(QUINTILES):
                part = ids[q * len(ids) // QUINTILES : (q + 1) * len(ids) // QUINTILES]
                ok = sum(solved[i] for i in part)
                lo, hi = rated[part[0]], rated[part[-1]]
                shares.append(ok / len(part))
                cells.append(f"{ok / len(part):.0%} ({ok}/{len(part)}; {lo}–{hi})")
            falls = all(a >= b for a, b in itertools.pairwise(shares))
            print(f"| {g} | " + " | ".join(cells) + f" | {'yes' if falls else 'no'} |")
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
