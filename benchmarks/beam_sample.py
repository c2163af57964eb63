"""The Crescent study on a range of deals with the beam's redeal before a dead end set to a
given number of redeals left (``crescent.ANYTIME_REDEALS``; 0 = redeal at dead ends only, as
before issue 21's second round), against the committed study on the same deals (issue 21).

Run from the worktree root (``PYTHONPATH=.``), on both cores, nothing else running:

    python benchmarks/beam_sample.py --first 101 --last 250 --anytime 2 [--budget N] [--jobs 2]

Prints, per redeal limit, the deals decided (won or proved) by this run and by the committed
``docs/study/crescent.jsonl``, how many each has that the other has not, and the CPU seconds of
both on those deals.  The study's own settings (budget 120,000, descent 30,000) are used unless
``--budget`` says otherwise (what a bigger budget would buy).
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import replace
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from engine.solver import crescent
from engine.solver.study import Settings, study_deal

COMMITTED = Path(__file__).resolve().parents[1] / "docs" / "study" / "crescent.jsonl"
SETTINGS = Settings("crescent", 1000, (0, 1, 2, 3), 120_000, None, 30_000)


_settings = SETTINGS


def _init(anytime: int, budget: int) -> None:
    global _settings
    crescent.ANYTIME_REDEALS = anytime  # type: ignore[misc]  # the knob under measurement
    _settings = replace(SETTINGS, budget=budget)


def _deal(seed: int) -> dict[str, Any]:
    return study_deal((_settings, seed))


def _decided(d: dict[str, Any], k: int) -> bool:
    return d["results"][k]["outcome"] != "undecided"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--first", type=int, default=101)
    ap.add_argument("--last", type=int, default=250)
    ap.add_argument("--anytime", type=int, default=crescent.ANYTIME_REDEALS)
    ap.add_argument("--budget", type=int, default=SETTINGS.budget)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    lines = COMMITTED.read_text(encoding="utf-8").splitlines()[1:]
    old = {d["seed"]: d for d in map(json.loads, lines)}
    seeds = range(a.first, a.last + 1)
    t0 = time.perf_counter()
    with Pool(a.jobs, initializer=_init, initargs=(a.anytime, a.budget)) as pool:
        new = {d["seed"]: d for d in pool.imap_unordered(_deal, seeds)}
    wall = time.perf_counter() - t0
    cpu_new = sum(e["seconds"] for d in new.values() for e in d["results"])
    cpu_old = sum(e["seconds"] for s in seeds for e in old[s]["results"])
    print(f"deals {a.first}-{a.last}, anytime {a.anytime}, budget {a.budget}: wall {wall:.0f} s")
    print(f"CPU s: this run {cpu_new:.0f}, committed {cpu_old:.0f}")
    for k in SETTINGS.limits:
        n = sum(_decided(new[s], k) for s in seeds)
        o = sum(_decided(old[s], k) for s in seeds)
        only_new = sum(_decided(new[s], k) and not _decided(old[s], k) for s in seeds)
        only_old = sum(_decided(old[s], k) and not _decided(new[s], k) for s in seeds)
        print(
            f"{k} redeals: decided {n} (committed {o});"
            f" only here {only_new}, only committed {only_old}"
        )


if __name__ == "__main__":
    main()
