"""Each puzzle's fixed rating, on the players' Glicko-2 scale, from its difficulty features.

A *group* is a kind, and for "can it be won?" the yes puzzles and the no puzzles apart (the hint
player answers most no and few yes, so one scale over both would give the answer away: a low
rating would mean "no").  Within a group a puzzle's *fitted score* is its difficulty ``d`` in an
item-response model fitted to a population of hint players (player.py at budgets 5 to 20,000
positions a hint): a player of budget b solves it with probability σ(a · log2 b − d), so ``d``
is on the players' ability scale (a player of budget 2^(d/a) solves it half the time).  ``d`` is
a weighted sum of the puzzle's difficulty inputs (``inputs``: what the solver measured, kept with
the puzzle); the weights are fitted per group at build time by ``python -m build_tools rating``
(scikit-learn) and committed as data (docs/puzzles/rating/<game>.json), so the engine itself
needs no library.  The rating is the fitted score's percentile within the group spread evenly
over ``LOW``..``HIGH``: monotone in the difficulty, so every group covers the whole scale and "a
puzzle near your rating" can be of any kind.  Equal fitted scores are ordered by the features of
``rate.TIES`` (never by id or order); puzzles equal in all of them share a rating.  A group
without fitted weights is ordered by the difficulty score alone.  BENCHMARKS.md reports the
calibration (the population's success falls strictly from each rating quintile to the next),
held out and on all.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any, Final

from .rate import TIES

LOW: Final = 800
HIGH: Final = 2200
# The fitted score's inputs, from the puzzle's ``difficulty``: its features, the length on a log
# scale (a 40-move line is not twice as hard as a 20-move one), and the hand-weighted score; and
# the search a win takes to find (``SEARCH``: the solver records no effort for a "yes").
INPUTS: Final = (
    "alternatives",
    "effort",
    "tempting",
    "log_length",
    "cards_home",
    "preparation",
    "score",
    "search",
)
# A puzzle's own key for the positions the solver searched to find a win from its position, or
# a goal puzzle's line to its goal (build_tools/puzzle_rating.py,
# docs/puzzles/rating/<file>-search.json): a rating input kept with the ratings' data, not with
# the puzzle's page data; absent where there is nothing to find.
SEARCH: Final = "search"
Model = Mapping[str, Mapping[str, Any]]  # group → {"weights": {input: w}, "bias": c, ...}


def group(p: Mapping[str, Any]) -> str:
    """The puzzles one scale orders: the kind; can-win split into yes and no."""
    if p["kind"] == "can-win":
        return "can-win-yes" if p["answer"]["winnable"] else "can-win-no"
    return str(p["kind"])


def inputs(p: Mapping[str, Any]) -> dict[str, float]:
    """The fitted score's inputs of one puzzle (as in docs/puzzles/<game>.json, ``SEARCH``
    attached by ``with_search``)."""
    d = p["difficulty"]
    f: Mapping[str, float] = d.get("features", {})
    return {
        "alternatives": float(f.get("alternatives", 0)),
        "effort": float(f.get("effort", 0)),
        "tempting": float(f.get("tempting", 0)),
        "log_length": math.log2(1 + float(f.get("length", 0))),
        "cards_home": float(f.get("cards_home", 0)),
        "preparation": float(f.get("preparation", 0)),
        "score": float(d["score"]),
        # how hard a win is to find: log10 of the positions (0 where none was searched)
        "search": math.log10(1 + float(p.get(SEARCH, 0))),
    }


def with_search(
    puzzles: Iterable[Mapping[str, Any]], positions: Mapping[str, int]
) -> list[dict[str, Any]]:
    """The puzzles with the positions searched to find each one's win attached (``SEARCH``)."""
    return [{**p, SEARCH: positions[p["id"]]} if p["id"] in positions else dict(p) for p in puzzles]


def fitted_score(p: Mapping[str, Any], model: Model) -> float:
    """The puzzle's difficulty d = w · inputs + c (the log-odds that a player of budget 1 fails);
    the hand-weighted score if the group is unfitted."""
    x = inputs(p)
    fit = model.get(group(p))
    if fit is None:
        return x["score"]
    w: Mapping[str, float] = fit["weights"]
    return float(fit["bias"]) + sum(float(w.get(k, 0.0)) * x[k] for k in INPUTS)


def _key(p: Mapping[str, Any], model: Model) -> tuple[float, ...]:
    f: Mapping[str, float] = p["difficulty"].get("features", {})
    return (round(fitted_score(p, model), 9), *(float(f.get(k, 0)) for k in TIES))


def ratings(puzzles: Iterable[Mapping[str, Any]], model: Model | None = None) -> dict[str, int]:
    """Puzzle id → rating; ``puzzles`` as in docs/puzzles/<game>.json (with ``difficulty``),
    ``model`` the game's fitted weights per group (docs/puzzles/rating/<game>.json)."""
    groups: dict[str, list[tuple[tuple[float, ...], str]]] = {}
    for p in puzzles:
        groups.setdefault(group(p), []).append((_key(p, model or {}), p["id"]))
    out: dict[str, int] = {}
    for members in groups.values():
        keys = sorted(k for k, _ in members)
        n = len(keys)
        first: dict[tuple[float, ...], int] = {}
        last: dict[tuple[float, ...], int] = {}
        for i, k in enumerate(keys):
            first.setdefault(k, i)
            last[k] = i
        for k, pid in members:
            mid = (first[k] + last[k] + 1) / 2  # ties in every feature share their mean rank
            out[pid] = round(LOW + (HIGH - LOW) * mid / n)
    return out
