"""``python -m build_tools rating [--play] [--report]``: the puzzle ratings' fitted weights.

``--play`` runs the hint player (engine/puzzles/player.py, 200 positions a hint; about 10 CPU s)
on every committed puzzle and writes its results as data, ``docs/puzzles/rating/<game>-player.json``
(with the puzzles' fingerprint, so stale results show).  Then, per group (engine/puzzles/rating.py),
a logistic regression (scikit-learn) of the player's failures on the puzzle's difficulty inputs,
written as ``docs/puzzles/rating/<game>.json``: the weights the build's ratings read, with the
inputs' standardisation folded in, so the engine computes a plain weighted sum.  ``--report``
prints the calibration for BENCHMARKS.md: the player's solved share per rating quintile of each
group, fitted on all and checked on all, and held out (fitted on one half of the puzzles, split by
a hash of the id, checked on the other half, both ways).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from engine.puzzles.rating import INPUTS, Model, group, inputs, ratings

ROOT: Final = Path(__file__).resolve().parents[1]
PUZZLES: Final = ROOT / "docs" / "puzzles"
FOLDER: Final = PUZZLES / "rating"
SLUGS: Final = ("crescent", "forty-thieves")
QUINTILES: Final = 5
# The regression's L2 strength (scikit-learn's C, on standardised inputs): small groups (90
# sequences, 5 failed) must not be fitted to their noise.
C: Final = 2.0
SWEEP: Final = (0.1, 0.5, 1.0, 2.0, 10.0)  # the report's check of how much C matters


def player_path(slug: str) -> Path:
    return FOLDER / f"{slug}-player.json"


def model_path(slug: str) -> Path:
    return FOLDER / f"{slug}.json"


def _puzzles(slug: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PUZZLES / f"{slug}.json").read_text(encoding="utf-8"))
    return data


def play(slug: str) -> dict[str, Any]:
    """The hint player's result on every committed puzzle of one game."""
    from engine.puzzles.model import Puzzle
    from engine.puzzles.player import BUDGET, solves

    data = _puzzles(slug)
    solved = {d["id"]: solves(Puzzle.from_dict(d)) for d in data["puzzles"]}
    return {"budget": BUDGET, "fingerprint": data["fingerprint"], "solved": solved}


def fit_group(
    puzzles: Sequence[Mapping[str, Any]], solved: Mapping[str, bool], c: float = C
) -> dict[str, Any]:
    """One group's weights: the log-odds that the hint player fails, linear in the inputs."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    x = np.array([[inputs(p)[k] for k in INPUTS] for p in puzzles], dtype=float)
    y = np.array([not solved[p["id"]] for p in puzzles], dtype=int)
    if len(set(y.tolist())) < 2:  # nothing to learn from: the hand-weighted score orders them
        return {"weights": {"score": 1.0}, "bias": 0.0, "fitted_on": len(y), "failed": int(y.sum())}
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale == 0] = 1.0
    reg = LogisticRegression(C=c, max_iter=10_000).fit((x - mean) / scale, y)
    w = reg.coef_[0] / scale
    bias = float(reg.intercept_[0] - (w * mean).sum())
    weights = {k: round(float(v), 6) for k, v in zip(INPUTS, w, strict=True) if v != 0}
    return {"weights": weights, "bias": round(bias, 6), "fitted_on": len(y), "failed": int(y.sum())}


def fit(
    puzzles: Sequence[Mapping[str, Any]], solved: Mapping[str, bool], c: float = C
) -> dict[str, Any]:
    """Every group's weights."""
    by_group: dict[str, list[Mapping[str, Any]]] = {}
    for p in puzzles:
        by_group.setdefault(group(p), []).append(p)
    return {g: fit_group(ps, solved, c) for g, ps in sorted(by_group.items())}


def half(pid: str) -> int:
    """A puzzle's half for the held-out check: a hash of its id, not its place in the file."""
    return hashlib.sha256(pid.encode()).digest()[0] % 2


def quintile_shares(
    puzzles: Sequence[Mapping[str, Any]], solved: Mapping[str, bool], model: Model
) -> dict[str, list[tuple[int, int]]]:
    """Per group, (solved, puzzles) in each rating quintile, lowest first."""
    rated = ratings(puzzles, model)
    by_group: dict[str, list[str]] = {}
    for p in puzzles:
        by_group.setdefault(group(p), []).append(p["id"])
    out: dict[str, list[tuple[int, int]]] = {}
    for g, ids in sorted(by_group.items()):
        ids.sort(key=lambda i: (rated[i], i))  # as benchmarks/puzzle_ratings.py orders them
        parts = [ids[q * len(ids) // QUINTILES : (q + 1) * len(ids) // QUINTILES] for q in range(5)]
        out[g] = [(sum(solved[i] for i in part), len(part)) for part in parts]
    return out


def falls(cells: Sequence[tuple[int, int]]) -> bool:
    """Whether the solved share falls or stays level from each quintile to the next."""
    return all(a[0] * b[1] >= b[0] * a[1] for a, b in itertools.pairwise(cells))


def _table(title: str, rows: Mapping[str, list[tuple[int, int]]]) -> list[str]:
    head = "| group | " + " | ".join(f"Q{q + 1}" for q in range(QUINTILES)) + " | falls |"
    lines = [f"{title}", "", head, "|---" * (QUINTILES + 2) + "|"]
    for g, cells in rows.items():
        text = " | ".join(f"{ok / n:.0%} ({ok}/{n})" for ok, n in cells)
        lines.append(f"| {g} | {text} | {'yes' if falls(cells) else 'no'} |")
    return [*lines, ""]


def held_out(
    puzzles: Sequence[Mapping[str, Any]], solved: Mapping[str, bool], h: int, c: float = C
) -> dict[str, list[tuple[int, int]]]:
    """The quintiles of the half ``1 - h`` rated by weights fitted on half ``h`` alone."""
    train = [p for p in puzzles if half(p["id"]) == h]
    test = [p for p in puzzles if half(p["id"]) != h]
    return quintile_shares(test, solved, fit(train, solved, c))


def report(slug: str) -> list[str]:
    """The calibration tables of one game, from the committed data."""
    puzzles = _puzzles(slug)["puzzles"]
    solved = json.loads(player_path(slug).read_text(encoding="utf-8"))["solved"]
    model = json.loads(model_path(slug).read_text(encoding="utf-8"))["groups"]
    on_all = quintile_shares(puzzles, solved, model)
    lines = _table(f"### {slug}: fitted on all, checked on all", on_all)
    for h in (0, 1):
        title = f"### {slug}: fitted on half {h}, checked on half {1 - h}"
        lines += _table(title, held_out(puzzles, solved, h))
    lines += [f"### {slug}: groups that fall, by the regression's C (all / half 0 → 1 / 1 → 0)", ""]
    for c in SWEEP:
        checks = [quintile_shares(puzzles, solved, fit(puzzles, solved, c))]
        checks += [held_out(puzzles, solved, h, c) for h in (0, 1)]
        counts = [str(sum(map(falls, check.values()))) for check in checks]
        lines.append(f"- C = {c}: " + " / ".join(counts) + (" (used)" if c == C else ""))
    return [*lines, ""]


def _write(path: Path, data: Mapping[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m build_tools rating", description=__doc__)
    ap.add_argument("--play", action="store_true", help="re-run the hint player first")
    ap.add_argument("--report", action="store_true", help="print the calibration tables")
    args = ap.parse_args(argv)
    for slug in SLUGS:
        if args.play:
            _write(player_path(slug), play(slug))
        results = json.loads(player_path(slug).read_text(encoding="utf-8"))
        data = _puzzles(slug)
        puzzles = data["puzzles"]
        stale = results["fingerprint"] != data["fingerprint"]
        if stale or set(results["solved"]) != {p["id"] for p in puzzles}:
            print(f"{player_path(slug)}: stale (the puzzles changed); run with --play")
            return 1
        _write(model_path(slug), {"groups": fit(puzzles, results["solved"])})
        if args.report:
            print("\n".join(report(slug)))
    return 0
