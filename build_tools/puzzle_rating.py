"""``python -m build_tools rating [--play] [--report]``: the puzzle ratings' fitted weights.

A rating is for players of every strength, so it is calibrated against a *population* of hint
players (engine/puzzles/player.py), the hint at each budget of ``BUDGETS`` positions (5 to the
page's own 20,000), not against one.  ``--play`` runs the whole population on every committed
puzzle and writes its results as data, ``docs/puzzles/rating/<game>-players.json`` (with the
puzzles' fingerprint, so stale results show).  Then, per group (engine/puzzles/rating.py), an
item-response model (a two-parameter logistic one with the puzzle's difficulty linear in its
features)::

    P(a player of budget b solves puzzle p) = σ(a · log2 b − d(p)),   d(p) = w · inputs(p) + c

fitted by scikit-learn's LogisticRegression on one row per (puzzle, budget): the inputs and
log2 b against solved or not.  ``a`` is the group's gain in log-odds per doubling of the budget
(the players' ability scale), ``d(p)`` the puzzle's difficulty on the same scale: a player of
budget 2^(d/a) solves it half the time.  ``w`` and ``c`` are written as
``docs/puzzles/rating/<game>.json`` (the inputs' standardisation folded in), so the engine computes
a plain weighted sum.  One input is the rating's own, not the puzzle file's: the positions the
solver searches to find a win from the puzzle's position (``--search`` measures it on every
puzzle that can be won, docs/puzzles/rating/<game>-search.json; the solver records no effort for
a "yes", and without it Crescent's deal-start "yes" puzzles, alike in every other input, were
level in the upper quintiles).  The L2 strength C is chosen per fit from ``CS`` by five-fold
cross-validation on the fitting puzzles alone (folds by puzzle, so a puzzle's rows never sit on
both sides; the lowest mean log-loss wins), never by the calibration check.  ``--report`` prints
that check for BENCHMARKS.md: the population's mean success per rating quintile of each group,
fitted on all and checked on all, and held out (fitted on one half of the puzzles, split by a
hash of the id, checked on the other half, both ways).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import math
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from engine.puzzles.rating import INPUTS, Model, group, inputs, ratings, with_search

ROOT: Final = Path(__file__).resolve().parents[1]
PUZZLES: Final = ROOT / "docs" / "puzzles"
FOLDER: Final = PUZZLES / "rating"
SLUGS: Final = ("crescent", "forty-thieves")
QUINTILES: Final = 5
# The population: the hint at each budget (positions a hint), about doubling from one to the
# next, from a player that looks 5 positions ahead to the page's own hint (20,000).
BUDGETS: Final = (5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000)
# The L2 strengths (scikit-learn's C, on standardised inputs) the cross-validation picks from.
CS: Final = (0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0, 30.0, 100.0)
FOLDS: Final = 5
# The search a win takes to find (the ``search`` input): the solver (engine.solver.solve, no time
# limit, so the count is the same on every machine) on this budget, five times the page's hint:
# the positions it searched when it found the win, the whole budget if it found none.  Measured
# on every puzzle whose position can be won (every group but can-win no, where there is no win to
# find and the input is 0).
SEARCH_BUDGET: Final = 100_000
SEARCHED: Final = ("can-win-yes", "only-move", "sequence", "win-from-here")

Results = Mapping[str, Sequence[bool]]  # puzzle id → solved, one per budget of the population


def players_path(slug: str) -> Path:
    return FOLDER / f"{slug}-players.json"


def model_path(slug: str) -> Path:
    return FOLDER / f"{slug}.json"


def search_path(slug: str) -> Path:
    return FOLDER / f"{slug}-search.json"


def _puzzles(slug: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((PUZZLES / f"{slug}.json").read_text(encoding="utf-8"))
    return data


def play(slug: str, budgets: Sequence[int] = BUDGETS) -> dict[str, Any]:
    """The population's results on every committed puzzle of one game (minutes of CPU)."""
    from engine.puzzles.model import Puzzle
    from engine.puzzles.player import solves

    data = _puzzles(slug)
    solved = {
        d["id"]: [int(solves(Puzzle.from_dict(d), b)) for b in budgets] for d in data["puzzles"]
    }
    return {"budgets": list(budgets), "fingerprint": data["fingerprint"], "solved": solved}


def search(slug: str, budget: int = SEARCH_BUDGET) -> dict[str, Any]:
    """The positions the solver searches to find each ``SEARCHED`` puzzle's win (CPU minutes)."""
    from engine.puzzles.model import Puzzle
    from engine.solver import WON, solve

    data = _puzzles(slug)
    positions = {}
    for d in data["puzzles"]:
        if group(d) in SEARCHED:
            r = solve(Puzzle.from_dict(d).position(), budget=budget)
            positions[d["id"]] = r.positions if r.outcome == WON else budget
    return {"budget": budget, "fingerprint": data["fingerprint"], "positions": positions}


def rated_puzzles(slug: str) -> list[dict[str, Any]]:
    """The game's puzzles (docs/puzzles/<game>.json) with the rating's own input attached: the
    search each win takes (docs/puzzles/rating/<game>-search.json)."""
    data = _puzzles(slug)
    stored = json.loads(search_path(slug).read_text(encoding="utf-8"))
    if stored["fingerprint"] != data["fingerprint"]:
        raise ValueError(f"{search_path(slug)}: stale (the puzzles changed); run with --search")
    return with_search(data["puzzles"], stored["positions"])


def _rows(
    puzzles: Sequence[Mapping[str, Any]], results: Results, budgets: Sequence[int]
) -> tuple[Any, Any, Any]:
    """One row per (puzzle, budget): the inputs and log2 b; solved or not; the puzzle's index."""
    import numpy as np

    x, y, owner = [], [], []
    for j, p in enumerate(puzzles):
        row = [inputs(p)[k] for k in INPUTS]
        for b, ok in zip(budgets, results[p["id"]], strict=True):
            x.append([*row, math.log2(b)])
            y.append(int(ok))
            owner.append(j)
    return np.array(x, dtype=float), np.array(y, dtype=int), np.array(owner)


def choose_c(x: Any, y: Any, owner: Any) -> float:
    """The L2 strength of ``CS`` with the lowest cross-validated log-loss, folds by puzzle."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import log_loss
    from sklearn.model_selection import GroupKFold

    folds = min(FOLDS, len(set(owner.tolist())))
    splits = [] if folds < 2 else list(GroupKFold(n_splits=folds).split(x, y, owner))
    splits = [(tr, te) for tr, te in splits if len(set(y[tr].tolist())) == 2]
    if not splits:  # too few puzzles, or of one outcome, to cross-validate: scikit-learn's default
        return 1.0
    best: tuple[float, float] | None = None
    for c in CS:  # ascending: on equal loss the stronger regularisation stays
        loss = float(
            np.mean(
                [
                    log_loss(
                        y[te],
                        LogisticRegression(C=c, max_iter=10_000)
                        .fit(x[tr], y[tr])
                        .predict_proba(x[te])[:, 1],
                        labels=[0, 1],
                    )
                    for tr, te in splits
                ]
            )
        )
        if best is None or loss < best[0] - 1e-12:
            best = (loss, c)
    return 1.0 if best is None else best[1]


def fit_group(
    puzzles: Sequence[Mapping[str, Any]],
    results: Results,
    budgets: Sequence[int],
    c: float | None = None,
) -> dict[str, Any]:
    """One group's model: the difficulty's weights and constant, the ability per doubling."""
    from sklearn.linear_model import LogisticRegression

    x, y, owner = _rows(puzzles, results, budgets)
    counts = {"fitted_on": len(puzzles), "solved": int(y.sum()), "tries": len(y)}
    if len(set(y.tolist())) < 2:  # nothing to learn from: the hand-weighted score orders them
        return {"weights": {"score": 1.0}, "bias": 0.0, "ability": 0.0, **counts}
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale == 0] = 1.0
    z = (x - mean) / scale
    chosen = choose_c(z, y, owner) if c is None else c
    reg = LogisticRegression(C=chosen, max_iter=10_000).fit(z, y)
    beta = reg.coef_[0] / scale  # the log-odds of a solve, per unit of each input and of log2 b
    constant = float(reg.intercept_[0] - (beta * mean).sum())
    # d(p) = −(the inputs' part of the log-odds): the log-odds of a failure at log2 b = 0
    weights = {k: round(-float(v), 6) for k, v in zip(INPUTS, beta[:-1], strict=True) if v != 0}
    return {
        "weights": weights,
        "bias": round(-constant, 6),
        "ability": round(float(beta[-1]), 6),
        "C": chosen,
        **counts,
    }


def fit(
    puzzles: Sequence[Mapping[str, Any]],
    results: Results,
    budgets: Sequence[int] = BUDGETS,
    c: float | None = None,
) -> dict[str, Any]:
    """Every group's model."""
    by_group: dict[str, list[Mapping[str, Any]]] = {}
    for p in puzzles:
        by_group.setdefault(group(p), []).append(p)
    return {g: fit_group(ps, results, budgets, c) for g, ps in sorted(by_group.items())}


def half(pid: str) -> int:
    """A puzzle's half for the held-out check: a hash of its id, not its place in the file."""
    return hashlib.sha256(pid.encode()).digest()[0] % 2


def quintile_shares(
    puzzles: Sequence[Mapping[str, Any]], results: Results, model: Model
) -> dict[str, list[tuple[int, int]]]:
    """Per group, (solves, tries) of the whole population in each rating quintile, lowest
    first."""
    rated = ratings(puzzles, model)
    by_group: dict[str, list[str]] = {}
    for p in puzzles:
        by_group.setdefault(group(p), []).append(p["id"])
    out: dict[str, list[tuple[int, int]]] = {}
    for g, ids in sorted(by_group.items()):
        ids.sort(key=lambda i: (rated[i], i))  # as benchmarks/puzzle_ratings.py orders them
        parts = [ids[q * len(ids) // QUINTILES : (q + 1) * len(ids) // QUINTILES] for q in range(5)]
        out[g] = [
            (sum(sum(map(int, results[i])) for i in part), sum(len(results[i]) for i in part))
            for part in parts
        ]
    return out


def falls(cells: Sequence[tuple[int, int]]) -> bool:
    """Whether the success share falls strictly from each quintile to the next."""
    return all(a[0] * b[1] > b[0] * a[1] for a, b in itertools.pairwise(cells))


def _table(title: str, rows: Mapping[str, list[tuple[int, int]]]) -> list[str]:
    head = "| group | " + " | ".join(f"Q{q + 1}" for q in range(QUINTILES)) + " | falls strictly |"
    lines = [f"{title}", "", head, "|---" * (QUINTILES + 2) + "|"]
    for g, cells in rows.items():
        text = " | ".join(f"{100 * ok / n:.1f} % ({ok}/{n})" for ok, n in cells)
        lines.append(f"| {g} | {text} | {'yes' if falls(cells) else 'no'} |")
    return [*lines, ""]


def held_out(
    puzzles: Sequence[Mapping[str, Any]],
    results: Results,
    h: int,
    budgets: Sequence[int] = BUDGETS,
    c: float | None = None,
) -> dict[str, list[tuple[int, int]]]:
    """The quintiles of the half ``1 - h`` rated by a model fitted on half ``h`` alone."""
    train = [p for p in puzzles if half(p["id"]) == h]
    test = [p for p in puzzles if half(p["id"]) != h]
    return quintile_shares(test, results, fit(train, results, budgets, c))


def report(slug: str) -> list[str]:
    """The calibration tables of one game, from the committed data."""
    puzzles = rated_puzzles(slug)
    stored = json.loads(players_path(slug).read_text(encoding="utf-8"))
    results, budgets = stored["solved"], stored["budgets"]
    model = json.loads(model_path(slug).read_text(encoding="utf-8"))["groups"]
    lines = [f"### {slug}: the model per group (fitted on all)", ""]
    lines += ["| group | puzzles | solves / tries | C | a (per doubling) | median puzzle's b50 |"]
    lines += ["|---|---|---|---|---|---|"]
    for g, m in model.items():
        ds = sorted(_difficulty(p, m) for p in puzzles if group(p) == g)
        b50 = f"{2 ** (ds[len(ds) // 2] / m['ability']):,.0f}" if m["ability"] > 0 else "-"
        lines.append(
            f"| {g} | {m['fitted_on']} | {m['solved']}/{m['tries']} | {m.get('C', '-')} "
            f"| {m['ability']:.2f} | {b50} |"
        )
    lines.append("")
    lines += _table(
        f"### {slug}: fitted on all, checked on all", quintile_shares(puzzles, results, model)
    )
    for h in (0, 1):
        title = f"### {slug}: fitted on half {h}, checked on half {1 - h}"
        lines += _table(title, held_out(puzzles, results, h, budgets))
    return lines


def _difficulty(p: Mapping[str, Any], m: Mapping[str, Any]) -> float:
    x = inputs(p)
    return float(m["bias"]) + sum(float(w) * x[k] for k, w in m["weights"].items())


def _write(path: Path, data: Mapping[str, Any]) -> None:
    """JSON with one line per key; a list of numbers stays on its key's line."""
    text = json.dumps(data, indent=1, ensure_ascii=False)
    text = re.sub(
        r"\[\s*(-?\d+(?:,\s*-?\d+)*)\s*\]", lambda m: "[" + re.sub(r"\s+", " ", m[1]) + "]", text
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m build_tools rating", description=__doc__)
    ap.add_argument("--play", action="store_true", help="re-run the player population first")
    ap.add_argument("--report", action="store_true", help="print the calibration tables")
    ap.add_argument(
        "--search", action="store_true", help="re-measure the search each win takes first"
    )
    args = ap.parse_args(argv)
    for slug in SLUGS:
        if args.play:
            _write(players_path(slug), play(slug))
        if args.search:
            _write(search_path(slug), search(slug))
        stored = json.loads(players_path(slug).read_text(encoding="utf-8"))
        data = _puzzles(slug)
        try:
            puzzles = rated_puzzles(slug)
        except ValueError as e:
            print(e)
            return 1
        stale = stored["fingerprint"] != data["fingerprint"]
        if stale or set(stored["solved"]) != {p["id"] for p in puzzles}:
            print(f"{players_path(slug)}: stale (the puzzles changed); run with --play")
            return 1
        groups = fit(puzzles, stored["solved"], stored["budgets"])
        _write(model_path(slug), {"budgets": stored["budgets"], "groups": groups})
        if args.report:
            print("\n".join(report(slug)))
    return 0
