"""Make the Forty Thieves goal puzzles (``goals.py``) from the study's won lines, resumable.

    nice -n 19 python -m engine.puzzles.goals_generate [--tasks N] [--seed 1] [--quiet]

A task is one won line: its positions with at most ``kinds.STOCK_LIMIT`` stock cards, every
``STRIDE``-th ply, each tried as a goal puzzle (``goals.candidates``).  Finished tasks go to
``docs/puzzles/goals/forty-thieves-goals.jsonl`` (a folder apart from ``docs/puzzles/*.json``,
which the pages read: these kinds are not on them yet; ``engine.batch.checkpoint``: a stopped
run continues); the choice (each kind up to ``QUOTA``, a position once, spread over N in turn) is
checked again in full (``goals.check``), rated and written to ``forty-thieves-goals.json``.
Every search counts positions, not seconds: the same tasks give the same puzzles anywhere.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any, Final, cast

from ..batch import checkpoint
from ..batch.progress import Progress
from ..forty_thieves import FortyThieves
from . import goals
from .model import Puzzle, dump, fingerprint, position, puzzle_id
from .rate import rate_all

STRIDE: Final = 3
QUOTA: Final = 150
GAME: Final = "forty_thieves"
HEADER: Final = {
    "puzzles": "forty_thieves goals",
    "budget": goals.BUDGET,
    "moves": list(goals.MOVES),
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


def choose(order: list[dict[str, Any]], done: dict[str, Any]) -> list[Puzzle]:
    """Each kind up to QUOTA, a position once, N taken in turn (short and long plans alike)."""
    fp = fingerprint()
    chosen: list[Puzzle] = []
    used: set[tuple[str, ...]] = set()
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
            pos = (c["code"], *c["prefix"])
            if n >= QUOTA or pos in used:
                continue
            g = position(c["code"], None, c["prefix"])
            if goals.check(kind, g, c["answer"]):
                continue
            used.add(pos)
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
    rate_all(chosen)
    return chosen


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.puzzles.goals_generate")
    ap.add_argument("--tasks", type=int, default=None, help="run at most N more tasks")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="docs/puzzles/goals")
    ap.add_argument("--study", default="docs/study/forty-thieves.jsonl")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    out = Path(args.out)
    ck = out / "forty-thieves-goals.jsonl"
    header = {**HEADER, "seed": args.seed}
    done = checkpoint.start(ck, header, "id")
    order = tasks(Path(args.study), args.seed)
    todo = [t for t in order if t["id"] not in done][: args.tasks]
    with checkpoint.appending(ck) as record, Progress(len(todo), "tasks", args.quiet) as bar:
        for t in todo:
            res = run_task(t)
            record(res)
            done[res["id"]] = res
            bar.update(f"{len(done)}/{len(order)} done")
    puzzles = choose(order, done)
    path = out / "forty-thieves-goals.json"
    dump(path, GAME, puzzles, {"settings": header, "tasks": {"done": len(done), "all": len(order)}})
    print(f"{path}: {len(puzzles)} puzzles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
