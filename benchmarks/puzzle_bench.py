"""Puzzle figures for BENCHMARKS.md: shares by kind and band, the hint player's success per
band (it must fall from easy to hard), the full verification's time, the generation's cost.

    python benchmarks/puzzle_bench.py [--files docs/puzzles/crescent.json ...] [--no-verify]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.puzzles.model import BANDS, KINDS, load
from engine.puzzles.player import BUDGET, solves
from engine.puzzles.verify import verify_all


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", nargs="*", default=None)
    ap.add_argument("--no-verify", action="store_true")
    args = ap.parse_args()
    files = args.files or sorted(str(p) for p in Path("docs/puzzles").glob("*.json"))
    for f in files:
        data = json.loads(Path(f).read_text(encoding="utf-8"))
        puzzles = load(f)
        n = len(puzzles)
        print(f"## {f}: {n} puzzles, fingerprint {data['fingerprint']}")
        t = data["tasks"]
        print(f"generation: {t['done']} of {t['all']} tasks, {t['cpu_seconds']} CPU s")
        kinds = Counter(p.kind for p in puzzles)
        yes = sum(1 for p in puzzles if p.kind == "can-win" and p.answer["winnable"])
        print("| kind | puzzles | share |\n|---|---|---|")
        for k in KINDS:
            print(f"| {k} | {kinds[k]} | {kinds[k] / max(1, n):.0%} |")
        print(f"(can-win: {yes} yes, {kinds['can-win'] - yes} no)")
        t0 = time.process_time()
        ok = {(p.kind, p.difficulty["band"]): 0 for p in puzzles}
        tot: Counter[tuple[str, str]] = Counter()
        for p in puzzles:
            tot[p.kind, p.difficulty["band"]] += 1
            ok[p.kind, p.difficulty["band"]] += solves(p)
        hint_s = time.process_time() - t0
        print(f"\nhint player ({BUDGET} positions a hint), solved share ({hint_s:.0f} CPU s):")
        print("| kind | " + " | ".join(BANDS) + " |\n|---|---|---|---|")
        for k in [*KINDS, "all"]:
            cells = []
            for b in BANDS:
                keys = [(k2, b) for k2 in KINDS if k in (k2, "all")]
                m = sum(tot[x] for x in keys)
                s = sum(ok.get(x, 0) for x in keys)
                cells.append(f"{s / m:.0%} ({s}/{m})" if m else "–")
            print(f"| {k} | " + " | ".join(cells) + " |")
        if not args.no_verify:
            t0 = time.process_time()
            failures = verify_all(puzzles, deep=True)
            cpu = time.process_time() - t0
            print(f"\nfull verification: {len(failures)} failures, {cpu:.1f} CPU s")
            for pid, claim in failures:
                print(f"  {pid}: {claim}")
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
