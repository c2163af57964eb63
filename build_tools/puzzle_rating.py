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
import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final, cast

from engine.puzzles.rating import INPUTS, Model, group, inputs, ratings, with_search

ROOT: Final = Path(__file__).resolve().parents[1]
PUZZLES: Final = ROOT / "docs" / "puzzles"
FOLDER: Final = PUZZLES / "rating"
SLUGS: Final = ("crescent", "forty-thieves")
QUINTILES: Final = 5
# The population: the hint at each budget (positions a hint), about doubling from one to the
# next, from a player that looks 5 positions ahead to the page's own hint (20,000).
BUDGETS: Final = (5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000)
# The kinds of one puzzle file played at fewer budgets (the population's lower part).  A Forty
# Thieves win from here plays up to 4 × its line (39 to 98 moves) + 20 hint moves, each on its
# full budget when the player does not win: about 220 CPU s at 20,000, 440 s for the 12 budgets
# per puzzle not won (measured niced, one core), days for 139 puzzles; up to 200 about 6 s.  The
# goal kinds' player (goals.planner) finds every goal's line at once from 5,000 positions on (the
# longest search to one is 3,948), so the players past 2,000 add nothing but solves.
KIND_BUDGETS: Final[Mapping[str, Mapping[str, tuple[int, ...]]]] = {
    "forty-thieves-goals": {
        "free-column": BUDGETS[:9],
        "card-home": BUDGETS[:9],
        "win-from-here": BUDGETS[:6],
    },
}
# The L2 strengths (scikit-learn's C, on standardised inputs) the cross-validation picks from.
CS: Final = (0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0, 30.0, 100.0)
FOLDS: Final = 5
# The search a win takes to find (the ``search`` input): the solver (engine.solver.solve, no time
# limit, so the count is the same on every machine) on this budget, five times the page's hint:
# the positions it searched when it found the win, the whole budget if it found none.  Measured
# on every puzzle whose position can be won (every group but can-win no, where there is no win to
# find and the input is 0).  For a goal kind, the search its goal's line takes to find: the
# positions of the breadth-first search of goals.shortest to the puzzle's N moves (the puzzle
# file keeps only the proof that none is shorter, ``effort``).
SEARCH_BUDGET: Final = 100_000
SEARCHED: Final = (
    "can-win-yes",
    "only-move",
    "sequence",
    "win-from-here",
    "free-column",
    "card-home",
)

Results = Mapping[str, Sequence[bool]]  # puzzle id → solved, one per budget of the population
# The budgets the population played: the same for every puzzle, or per puzzle id (KIND_BUDGETS)
Budgets = Sequence[int] | Mapping[str, Sequence[int]]


def budgets_of(budgets: Budgets, pid: str) -> Sequence[int]:
    """The budgets puzzle ``pid`` was played at."""
    return budgets[pid] if isinstance(budgets, Mapping) else budgets


def players_path(stem: str) -> Path:
    """The population's plays of one puzzle file (``stem``: its name, e.g. forty-thieves-goals)."""
    return FOLDER / f"{stem}-players.json"


def model_path(slug: str) -> Path:
    return FOLDER / f"{slug}.json"


def search_path(stem: str) -> Path:
    return FOLDER / f"{stem}-search.json"


def checkpoint_path(stem: str) -> Path:
    """Where ``--play`` keeps each puzzle's plays as it finishes them (a stopped run continues)."""
    return ROOT / ".cache" / "rating" / f"{stem}-players.jsonl"


def sources(slug: str) -> list[Path]:
    """The game's puzzle files, each with its own plays and searches: docs/puzzles/<slug>.json
    and the further files its registry names (Forty Thieves' goal kinds and wins from here)."""
    from engine.puzzles.model import game_files

    return game_files(PUZZLES, slug)


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _puzzles(slug: str) -> dict[str, Any]:
    return _load(PUZZLES / f"{slug}.json")


def _play_one(task: tuple[dict[str, Any], list[int]]) -> dict[str, Any]:
    """One puzzle played by the whole population (a worker's task)."""
    from engine.puzzles.model import Puzzle
    from engine.puzzles.player import plays

    d, budgets = task
    p = Puzzle.from_dict(d)
    return {"id": d["id"], "solved": [int(plays(p, b)) for b in budgets]}


def kind_budgets(stem: str) -> dict[str, list[int]]:
    """The kinds of one puzzle file played at other budgets than ``BUDGETS``."""
    return {k: list(b) for k, b in KIND_BUDGETS.get(stem, {}).items()}


def play(
    path: Path,
    budgets: Sequence[int] = BUDGETS,
    jobs: int = 1,
    quiet: bool = False,
    restart: bool = False,
) -> dict[str, Any]:
    """The population's results on every puzzle of one file (minutes of CPU), on ``jobs``
    cores, resumable: each puzzle's plays are appended to ``checkpoint_path`` as they end, and a
    run with the same budgets and puzzles' fingerprint continues from there."""
    from engine.batch import checkpoint
    from engine.batch.progress import Progress
    from engine.solver.executor import run_unordered

    data = _load(path)
    per_kind = kind_budgets(path.stem)
    header: dict[str, Any] = {"budgets": list(budgets), "fingerprint": data["fingerprint"]}
    if per_kind:
        header["kind_budgets"] = per_kind
    cp = checkpoint_path(path.stem)
    done = checkpoint.start(cp, header, "id", restart=restart)
    ids = {d["id"] for d in data["puzzles"]}
    solved = {i: r["solved"] for i, r in done.items() if i in ids}
    todo = [
        (d, per_kind.get(d["kind"], list(budgets)))
        for d in data["puzzles"]
        if d["id"] not in solved
    ]
    with checkpoint.appending(cp) as write, Progress(len(todo), "puzzles", quiet) as bar:
        for r in run_unordered(_play_one, todo, jobs=jobs):
            write(r)
            solved[r["id"]] = r["solved"]
            bar.update(f"{path.stem}")
    ordered = {d["id"]: solved[d["id"]] for d in data["puzzles"]}
    return {**header, "solved": ordered}


def search(path: Path, budget: int = SEARCH_BUDGET) -> dict[str, Any]:
    """The positions the solver searches to find each ``SEARCHED`` puzzle's win (CPU minutes)."""
    from engine.forty_thieves import FortyThieves
    from engine.puzzles import goals
    from engine.puzzles.model import GOAL_KINDS, Puzzle
    from engine.solver import WON, solve

    data = _load(path)
    positions = {}
    for d in data["puzzles"]:
        p = Puzzle.from_dict(d)
        if d["kind"] in GOAL_KINDS:
            g = cast(FortyThieves, p.position())
            goal = goals.goal_of(p.kind, g, p.answer)
            line, n, _ = goals.shortest(g, goal, p.answer["moves"], budget)
            positions[d["id"]] = n if line is not None else budget
        elif group(d) in SEARCHED:
            r = solve(p.position(), budget=budget)
            positions[d["id"]] = r.positions if r.outcome == WON else budget
    return {"budget": budget, "fingerprint": data["fingerprint"], "positions": positions}


def rated_puzzles(slug: str) -> list[dict[str, Any]]:
    """The game's puzzles (every file of ``sources``) with the rating's own input attached: the
    search each win takes (docs/puzzles/rating/<file>-search.json)."""
    out: list[dict[str, Any]] = []
    for path in sources(slug):
        data = _load(path)
        stored = json.loads(search_path(path.stem).read_text(encoding="utf-8"))
        if stored["fingerprint"] != data["fingerprint"]:
            raise ValueError(f"{search_path(path.stem)}: stale (the puzzles changed); run --search")
        out += with_search(data["puzzles"], stored["positions"])
    return out


def population(slug: str) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """The population's committed plays of every puzzle of the game, and the budgets each
    puzzle was played at; a ``ValueError`` naming the file whose plays are stale."""
    solved: dict[str, list[int]] = {}
    budgets: dict[str, list[int]] = {}
    for path in sources(slug):
        data = _load(path)
        stored = json.loads(players_path(path.stem).read_text(encoding="utf-8"))
        stale = stored["fingerprint"] != data["fingerprint"]
        if stale or set(stored["solved"]) != {p["id"] for p in data["puzzles"]}:
            raise ValueError(f"{players_path(path.stem)}: stale (the puzzles changed); run --play")
        per_kind = stored.get("kind_budgets", {})
        for p in data["puzzles"]:
            budgets[p["id"]] = per_kind.get(p["kind"], stored["budgets"])
        solved.update(stored["solved"])
    return solved, budgets


def _rows(
    puzzles: Sequence[Mapping[str, Any]], results: Results, budgets: Budgets
) -> tuple[Any, Any, Any]:
    """One row per (puzzle, budget): the inputs and log2 b; solved or not; the puzzle's index."""
    import numpy as np

    x, y, owner = [], [], []
    for j, p in enumerate(puzzles):
        row = [inputs(p)[k] for k in INPUTS]
        for b, ok in zip(budgets_of(budgets, p["id"]), results[p["id"]], strict=True):
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
    budgets: Budgets,
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
    budgets: Budgets = BUDGETS,
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
    budgets: Budgets = BUDGETS,
    c: float | None = None,
) -> dict[str, list[tuple[int, int]]]:
    """The quintiles of the half ``1 - h`` rated by a model fitted on half ``h`` alone."""
    train = [p for p in puzzles if half(p["id"]) == h]
    test = [p for p in puzzles if half(p["id"]) != h]
    return quintile_shares(test, results, fit(train, results, budgets, c))


def report(slug: str) -> list[str]:
    """The calibration tables of one game, from the committed data."""
    puzzles = rated_puzzles(slug)
    results, budgets = population(slug)
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
    ap.add_argument(
        "--only",
        nargs="+",
        metavar="FILE",
        help="--play and --search only these puzzle files (e.g. forty-thieves-goals)",
    )
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="cores for --play")
    ap.add_argument("--restart", action="store_true", help="--play from nothing, not the cache")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    args = ap.parse_args(argv)
    for slug in SLUGS:
        for path in sources(slug):
            if args.only is not None and path.stem not in args.only:
                continue
            if args.play:
                played = play(path, jobs=args.jobs, quiet=args.quiet, restart=args.restart)
                _write(players_path(path.stem), played)
            if args.search:
                _write(search_path(path.stem), search(path))
        try:
            puzzles = rated_puzzles(slug)
            results, budgets = population(slug)
        except ValueError as e:
            print(e)
            return 1
        groups = fit(puzzles, results, budgets)
        _write(model_path(slug), {"budgets": list(BUDGETS), "groups": groups})
        if args.report:
            print("\n".join(report(slug)))
    return 0
