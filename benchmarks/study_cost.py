"""What a study of N deals costs, from the per-deal CPU times of the committed study results.

Run: python benchmarks/study_cost.py [--deals 10000] [--workers 2,8,32,64] [--overhead]
Figures: per game, the CPU seconds of each deal (all its searches, descent included) in
docs/study/<game>.json: mean, median, 90th/99th percentile, slowest; the CPU hours of N deals
(mean x N, with a 95 % interval of the mean), and the wall-clock time on W single-threaded
workers: CPU time / W, plus the slowest deal (the last task may start just before the end).
Assumes deals past the committed ones cost what those did and that the workers are as fast as
the machine that made the figures (`machine` in the JSON). With --overhead, also the Dask cost
of one task: 400 empty tasks through a 2-worker LocalCluster on 127.0.0.1 (a few seconds).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from pathlib import Path

STUDY = Path(__file__).resolve().parents[1] / "docs" / "study"


def per_deal_seconds(path: Path) -> tuple[list[float], dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    by_code: dict[str, float] = {}
    for e in data["results"]:
        by_code[e["code"]] = by_code.get(e["code"], 0.0) + e["seconds"]
    return list(by_code.values()), data


def report(game: str, deals: int, workers: list[int]) -> None:
    secs, data = per_deal_seconds(STUDY / f"{game}.json")
    n, mean = len(secs), statistics.fmean(secs)
    half = 1.96 * statistics.stdev(secs) / math.sqrt(n)
    q = statistics.quantiles(secs, n=100)
    s = data["settings"]
    print(
        f"{game}: {n} deals, budget {s['budget']:,}, limits {s['limits']}"
        f", descent {s.get('descent', 0):,}; {data['machine']}"
    )
    print(
        f"  CPU s per deal: mean {mean:.2f}, median {statistics.median(secs):.2f},"
        f" p90 {q[89]:.2f}, p99 {q[98]:.2f}, slowest {max(secs):.1f}; total {sum(secs):,.0f}"
    )
    hours, lo, hi = (deals * x / 3600 for x in (mean, mean - half, mean + half))
    print(f"  {deals:,} deals: {hours:.1f} CPU hours (95 %: {lo:.1f}-{hi:.1f})")
    for w in workers:
        wall = deals * mean / w + max(secs)
        print(f"    on {w:>3} workers: {wall / 3600:5.2f} h wall clock")


def _empty(n: int) -> int:
    return n


def overhead() -> None:
    from distributed import LocalCluster

    from engine.solver.executor import run_unordered

    with LocalCluster(
        n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address="127.0.0.1:0"
    ) as cluster:
        list(run_unordered(_empty, range(20), jobs=1, scheduler=cluster.scheduler_address))
        t = time.perf_counter()
        tasks = range(400)
        got = sorted(run_unordered(_empty, tasks, jobs=1, scheduler=cluster.scheduler_address))
        elapsed = time.perf_counter() - t
    assert got == list(tasks)
    print(f"Dask: 400 empty tasks on 2 local workers in {elapsed:.2f} s wall clock,")
    print(f"  {elapsed / 400 * 1000:.1f} ms per task (the client connection included)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=10_000)
    ap.add_argument("--workers", default="2,8,32,64", help="worker counts, e.g. 2,8,32")
    ap.add_argument("--overhead", action="store_true", help="measure Dask's cost per task")
    args = ap.parse_args()
    workers = [int(w) for w in args.workers.split(",")]
    for game in ("crescent", "forty-thieves"):
        report(game, args.deals, workers)
    if args.overhead:
        overhead()


if __name__ == "__main__":
    main()
