"""Which hint-player strength could calibrate the puzzle ratings (issue 33, point 1)?

For each budget (positions a hint), the hint player (engine/puzzles/player.py) plays every
committed puzzle of both games; the weights are fitted on its results alone (a population of one,
with the single-player calibration's fixed C = 2), and each group's solved share per rating
quintile is
checked for a *strict* fall from each quintile to the next: fitted on all and checked on all, and
held out (fitted on one half by id hash, checked on the other, both ways).

    python benchmarks/rating_budgets.py [--budgets 10 20 50 100 200] [--out results.json]

Prints one Markdown table per budget (each check's solved shares Q1–Q5 in %, rounded down, and
the quintiles whose share does not fall below the one before), then a summary: per budget and
group, the quintiles that break the strict fall (all; half 0 → 1; half 1 → 0).

This is the history of issue 33's calibration (BENCHMARKS.md, "No budget works"): no single
budget made every group fall strictly, so ``python -m build_tools rating`` now fits the ratings to
the whole population of budgets at once.  ``--out`` keeps the plays for re-use.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from build_tools.puzzle_rating import SLUGS, _puzzles, fit, held_out, quintile_shares
from engine.puzzles.model import Puzzle
from engine.puzzles.player import solves

Cells = Sequence[tuple[int, int]]


def strict_breaks(cells: Cells) -> list[int]:
    """The quintiles q (1-based) whose solved share is not below quintile q - 1's."""
    return [
        q + 2 for q, (a, b) in enumerate(itertools.pairwise(cells)) if a[0] * b[1] <= b[0] * a[1]
    ]


def _pct(cells: Cells) -> str:
    return "/".join(f"{ok * 100 // n}" if n else "-" for ok, n in cells)


SINGLE_C = 2.0  # the single-player calibration's L2 strength


def checks(
    puzzles: Sequence[Mapping[str, object]], solved: Mapping[str, bool], budget: int
) -> dict:
    """Per check (all, 0→1, 1→0), per group, the quintile cells of one player."""
    one = {i: [ok] for i, ok in solved.items()}
    return {
        "all": quintile_shares(puzzles, one, fit(puzzles, one, [budget], SINGLE_C)),
        "0→1": held_out(puzzles, one, 0, [budget], SINGLE_C),
        "1→0": held_out(puzzles, one, 1, [budget], SINGLE_C),
    }


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--budgets", nargs="*", type=int, default=[10, 20, 50, 100, 200])
    ap.add_argument("--out", default=None, help="write the players' results as JSON")
    args = ap.parse_args()
    dump: dict[str, dict[str, dict[str, bool]]] = {}
    summary: dict[int, dict[str, str]] = {}
    for budget in args.budgets:
        print(f"\n### {budget} positions a hint\n")
        print("| game | group | solved | all (Q1–Q5 %) | half 0 → 1 | half 1 → 0 |")
        print("|---|---|---|---|---|---|")
        strict_everywhere = True
        for slug in SLUGS:
            puzzles = _puzzles(slug)["puzzles"]
            t = time.process_time()
            solved = {d["id"]: solves(Puzzle.from_dict(d), budget) for d in puzzles}
            cpu = time.process_time() - t
            dump.setdefault(str(budget), {})[slug] = solved
            res = checks(puzzles, solved, budget)
            for g in res["all"]:
                n_ok = sum(ok for ok, _ in res["all"][g])
                n = sum(n for _, n in res["all"][g])
                cols, breaks = [], []
                for k in ("all", "0→1", "1→0"):
                    br = strict_breaks(res[k][g])
                    strict_everywhere &= not br
                    mark = " ✓" if not br else " ✗ " + ",".join(f"Q{q}" for q in br)
                    cols.append(_pct(res[k][g]) + mark)
                    breaks.append(",".join(f"Q{q}" for q in br) or "—")
                summary.setdefault(budget, {})[f"{slug} {g}"] = "; ".join(breaks)
                print(f"| {slug} | {g} | {n_ok}/{n} | " + " | ".join(cols) + " |")
            print(f"<!-- {slug}: {cpu:.0f} CPU s -->")
        print(f"\nstrict fall in every group and check: {'yes' if strict_everywhere else 'no'}")
        sys.stdout.flush()
    groups = list(next(iter(summary.values())))
    print("\n### Quintiles that do not fall strictly (all; half 0 → 1; half 1 → 0)\n")
    print("| budget | " + " | ".join(groups) + " |")
    print("|---" * (len(groups) + 1) + "|")
    for budget, row in summary.items():
        print(f"| {budget} | " + " | ".join(row[g] for g in groups) + " |")
    if args.out:
        Path(args.out).write_text(json.dumps(dump), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
