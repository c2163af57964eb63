"""Make the Forty Thieves goal puzzles (``goals.py``) and wins from here (``wins.py``) from the
study's won lines, resumable, on all cores or a Dask cluster.

    nice -n 19 python -m engine.puzzles.goals_generate [--tasks N] [--jobs N] [--scheduler S]
                                                        [--seed 1] [--quiet]

A task is one won line: its positions with at most ``kinds.STOCK_LIMIT`` stock cards, every
``STRIDE``-th ply, each tried as a goal puzzle (``goals.candidates``).  Finished tasks go to
``docs/puzzles/goals/forty-thieves-goals.jsonl`` (a folder apart from ``docs/puzzles/*.json``,
which the pages read: these kinds are not on them yet; ``engine.batch.checkpoint``: a stopped
run continues); the choice (each kind up to ``QUOTA``, a position once, spread over N in turn) is
checked again in full (``goals.check``), rated and written to ``forty-thieves-goals.json``.
The wins from here have their own checkpoint (``forty-thieves-wins.jsonl``: the same tasks, one
task a line's late positions tried by ``wins.candidate``), are spread over their lines' lengths
in thirds, verified in full (``verify``) and written to the same file, up to ``QUOTA``.
Every search counts positions, not seconds: the same tasks give the same puzzles anywhere.
"""

from __future__ import annotations

import argparse
import json
import os
import random
from pathlib import Path
from typing import Any, Final, cast

from ..batch import checkpoint
from ..batch.progress import Progress
from ..forty_thieves import FortyThieves
from ..solver.executor import run_unordered
from . import goals, wins
from .games import PUZZLE_GAMES
from .generate import _puzzle
from .model import Puzzle, dump, fingerprint, position, puzzle_id, same_position
from .rate import rate_all
from .verify import verify

STRIDE: Final = 3
QUOTA: Final = 150
GAME: Final = "forty_thieves"
HEADER: Final = {
    "puzzles": "forty_thieves goals",
    "budget": goals.BUDGET,
    "moves": list(goals.MOVES),
}
WIN_HEADER: Final = {
    "puzzles": "forty_thieves wins from here",
    "budget": wins.BUDGET,
    "moves": list(PUZZLE_GAMES[GAME].win_moves),
}


def tasks(study: Path, seed: int) -> list[dict[str, Any]]:
    rows = [json.loads(x) for x in study.read_text().splitlines()[1:] if x.strip()]
    out = [{"id": f"line:{d['code']}", "code": d["code"], "line": d["line"]} for d in rows]
    out = [t for t in out if t["line"]]
    random.Random(seed).shuffle(out)
    return out


def run_task(task: dict[str, Any]) -> dict[str, Any]:
    """The goal candidates along one won line."""
    line = task["line"].split()
    g = cast(FortyThieves, position(task["code"], None, []))
    found: list[dict[str, Any]] = []
    for ply, action in enumerate(line):
        if len(g.stock) <= 12 and ply % STRIDE == 0 and not g.is_won:
            for c in goals.candidates(g):
                found.append({**c, "code": task["code"], "prefix": line[:ply]})
        g.play(action)
    return {"id": task["id"], "candidates": found}


def run_win_task(task: dict[str, Any]) -> dict[str, Any]:
    """The wins from here along one won line (its late positions, every ``STRIDE``-th ply)."""
    line = task["line"].split()
    g = cast(FortyThieves, position(task["code"], None, []))
    found: list[dict[str, Any]] = []
    for ply, action in enumerate(line):
        if ply % STRIDE == 0 and (c := wins.candidate(g, line[ply:])) is not None:
            found.append({**c, "code": task["code"], "prefix": line[:ply]})
        g.play(action)
    return {"id": task["id"], "candidates": found}


def choose_wins(order: list[dict[str, Any]], done: dict[str, Any]) -> list[Puzzle]:
    """Up to QUOTA wins from here, a position once, their lines' lengths in thirds taken in
    turn (short and long wins alike), each verified in full."""
    low, high = PUZZLE_GAMES[GAME].win_moves
    third = max(1, (high - low + 1) // 3)
    by: dict[int, list[dict[str, Any]]] = {}
    for t in order:
        for c in done.get(t["id"], {}).get("candidates", []):
            part = min(2, (len(c["answer"]["line"]) - low) // third)
            by.setdefault(part, []).append({**c, "source": t["id"], "redeals": None})
    lists = [by[k] for k in sorted(by)]
    pool = [x[i] for i in range(max(map(len, lists), default=0)) for x in lists if i < len(x)]
    fp = fingerprint()
    chosen: list[Puzzle] = []
    used: set[str] = set()
    for c in pool:
        if len(chosen) >= QUOTA:
            continue
        pos = same_position(position(c["code"], None, c["prefix"]))
        if pos in used:
            continue
        p = _puzzle(GAME, c, fp)
        if verify(p):
            continue
        used.add(pos)
        chosen.append(p)
    return chosen


def same(kind: str, c: dict[str, Any]) -> tuple[Any, ...]:
    """What a goal puzzle's page says: its deal, goal (the card, for card-home) and line."""
    return (c["code"], kind, c["answer"].get("card"), tuple(c["answer"]["line"]))


def choose(
    order: list[dict[str, Any]], done: dict[str, Any], won: dict[str, Any] | None = None
) -> list[Puzzle]:
    """Each kind up to QUOTA, a position once and a puzzle once, N taken in turn (short and long
    plans alike). A puzzle once: positions of one deal a few moves apart often ask the same goal
    with the same shortest line (the moves between them touch neither), and read word for word
    alike on the page; only the first of them is kept (``same``)."""
    fp = fingerprint()
    chosen: list[Puzzle] = []
    used: set[str] = set()
    asked: set[tuple[Any, ...]] = set()
    for kind in goals.GOAL_KINDS:
        by_n: dict[int, list[dict[str, Any]]] = {}
        for t in order:
            for c in done.get(t["id"], {}).get("candidates", []):
                if c["kind"] == kind:
                    by_n.setdefault(c["answer"]["moves"], []).append({**c, "source": t["id"]})
        lists = [by_n[n] for n in sorted(by_n)]
        pool = [x[i] for i in range(max(map(len, lists), default=0)) for x in lists if i < len(x)]
        n = 0
        for c in pool:
            if n >= QUOTA:
                continue
            pos = same_position(position(c["code"], None, c["prefix"]))
            if pos in used or same(kind, c) in asked:
                continue
            g = position(c["code"], None, c["prefix"])
            if goals.check(kind, g, c["answer"]):
                continue
            used.add(pos)
            asked.add(same(kind, c))
            chosen.append(
                Puzzle(
                    id=puzzle_id(GAME, kind, c["code"], None, c["prefix"]),
                    kind=kind,
                    game=GAME,
                    code=c["code"],
                    redeals=None,
                    prefix=c["prefix"],
                    answer=c["answer"],
                    themes=["stock-order-shown"] if cast(FortyThieves, g).stock else [],
                    source=c["source"],
                    fingerprint=fp,
                )
            )
            n += 1
    chosen += choose_wins(order, won or {})
    rate_all(chosen)
    return chosen


def _run(
    path: Path,
    header: dict[str, Any],
    fn: Any,
    order: list[dict[str, Any]],
    args: argparse.Namespace,
) -> dict[str, Any]:
    """Run ``fn`` on the tasks not in the checkpoint ``path`` (at most ``--tasks``); every
    finished task's result."""
    done = checkpoint.start(path, header, "id")
    todo = [t for t in order if t["id"] not in done][: args.tasks]
    jobs = args.jobs or os.cpu_count() or 1
    runs = run_unordered(fn, todo, jobs=jobs, scheduler=args.scheduler)
    with checkpoint.appending(path) as record, Progress(len(todo), path.name, args.quiet) as bar:
        for res in runs:
            record(res)
            done[res["id"]] = res
            bar.update(f"{len(done)}/{len(order)} done")
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.puzzles.goals_generate")
    ap.add_argument("--tasks", type=int, default=None, help="run at most N more tasks of each")
    ap.add_argument("--jobs", type=int, default=1, help="processes (0: every core)")
    ap.add_argument("--scheduler", default=None, help="a Dask scheduler's address")
    ap.add_argument(
        "--only", choices=("goals", "wins"), default=None, help="run the tasks of one part only"
    )
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="docs/puzzles/goals")
    ap.add_argument("--study", default="docs/study/forty-thieves.jsonl")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    out = Path(args.out)
    order = tasks(Path(args.study), args.seed)
    seed = {"seed": args.seed}
    goal_args = argparse.Namespace(
        **{**vars(args), "tasks": 0 if args.only == "wins" else args.tasks}
    )
    win_args = argparse.Namespace(
        **{**vars(args), "tasks": 0 if args.only == "goals" else args.tasks}
    )
    done = _run(out / "forty-thieves-goals.jsonl", {**HEADER, **seed}, run_task, order, goal_args)
    won = _run(
        out / "forty-thieves-wins.jsonl", {**WIN_HEADER, **seed}, run_win_task, order, win_args
    )
    puzzles = choose(order, done, won)
    path = out / "forty-thieves-goals.json"
    header = {**HEADER, "seed": args.seed}
    tally = {"done": len(done), "all": len(order), "wins_done": len(won)}
    dump(path, GAME, puzzles, {"settings": header, "tasks": tally})
    print(f"{path}: {len(puzzles)} puzzles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
