"""Difficulty from solver data, in three bands per kind (thirds of the kind's scores).

The score adds what makes a position hard for a player (research notes: the number of tempting
wrong moves and bottlenecks predict human effort better than layout features):
* the alternatives to refute (distinct moves), and how much search their proofs took
  (log10 of the positions; a bound that fires at once counts as 1 position);
* whether the move the solver's order puts first (no search) is wrong (``tempting-wrong-move``);
* the length of what the player must find (sequence steps, a win's moves, a line to a "yes").
The page's hint with a small budget is *not* an input: it checks the bands (benchmarks).
"""

from __future__ import annotations

import math
from typing import Any

from .model import BANDS, CAN_WIN, ONLY_MOVE, SEQUENCE, WIN_FROM_HERE, Puzzle


def _effort(alts: list[dict[str, Any]]) -> float:
    return sum(math.log10(1 + a["positions"]) for a in alts)


def features(p: Puzzle) -> dict[str, float]:
    """The solver's figures the score is made of (kept with the puzzle)."""
    tempting = float("tempting-wrong-move" in p.themes)
    a = p.answer
    if p.kind == ONLY_MOVE:
        return {
            "alternatives": len(p.alternatives),
            "effort": round(_effort(p.alternatives), 2),
            "tempting": tempting,
            "length": 1,
        }
    if p.kind == SEQUENCE:
        steps = [s for s in a["steps"] if s["player"]]
        alts = [x for s in steps for x in s["alternatives"]]
        return {
            "alternatives": len(alts),
            "effort": round(_effort(alts), 2),
            "tempting": tempting,
            "length": len(steps),
        }
    if p.kind == WIN_FROM_HERE:
        return {
            "alternatives": 1,
            "effort": round(_effort(p.alternatives), 2),
            "tempting": 1.0,
            "length": len(a["line"]),
        }
    if a["winnable"]:
        return {"alternatives": 0, "effort": 0.0, "tempting": tempting, "length": len(a["line"])}
    positions = a.get("positions", 1)
    return {
        "alternatives": 0,
        "effort": round(math.log10(1 + positions), 2),
        "tempting": 0.0,
        "length": len(a.get("best_line", [])),
    }


def score(f: dict[str, float]) -> float:
    return round(
        f["alternatives"] + 1.5 * f["effort"] + 2.0 * f["tempting"] + math.log2(1 + f["length"]),
        3,
    )


def rate_all(puzzles: list[Puzzle]) -> None:
    """Set ``difficulty`` (features, score, band) on each puzzle; bands are thirds per kind."""
    for kind in (ONLY_MOVE, SEQUENCE, WIN_FROM_HERE, CAN_WIN):
        ps = [p for p in puzzles if p.kind == kind]
        scored = sorted(ps, key=lambda p: (score(features(p)), p.id))
        for i, p in enumerate(scored):
            f = features(p)
            band = BANDS[min(2, 3 * i // max(1, len(scored)))]
            p.difficulty = {"band": band, "score": score(f), "features": f}
