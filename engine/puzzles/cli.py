"""``python -m engine.puzzles``: generate a game's puzzles, or verify committed ones.

    python -m engine.puzzles generate --game crescent|forty-thieves [--seed N] [--jobs N]
        [--scheduler ADDRESS] [--tasks N] [--out docs/puzzles] [--restart] [--quiet]
    python -m engine.puzzles verify [FILE ...] [--sample N] [--quiet]
    python -m engine.puzzles tidy [FILE ...] [--jobs N] [--scheduler ADDRESS] [--quiet]

Exit status 0 when all is well, 1 when a puzzle fails verification (each failure on its own
line: the puzzle's id and the claim), 2 with one line on standard error for bad input.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from ..batch.numbers import non_negative, positive
from ..errors import EngineError
from ..registry import choices, find
from .games import PUZZLE_GAMES
from .generate import Settings, run, tidy_file
from .model import game_files, load
from .verify import verify_all


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        print(f"error: {message}", file=sys.stderr)
        raise SystemExit(2)


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m engine.puzzles", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("generate", help="make a game's puzzles (resumable)")
    p.add_argument("--game", required=True, choices=choices())
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=positive, default=1)
    p.add_argument("--scheduler", default=None, help="a Dask scheduler (engine.solver.executor)")
    p.add_argument(
        "--tasks", type=non_negative, default=None, help="run at most N more tasks (0: only write)"
    )
    p.add_argument("--out", default="docs/puzzles")
    p.add_argument("--study", default="docs/study")
    p.add_argument("--restart", action="store_true", help="ignore an existing checkpoint")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p = sub.add_parser("verify", help="re-check every claim of committed puzzles")
    p.add_argument("files", nargs="*", default=None)
    p.add_argument("--sample", type=positive, default=None, help="every N-th puzzle only")
    p.add_argument("--quiet", action="store_true")
    p = sub.add_parser("tidy", help="take the detours out of committed winning lines, in place")
    p.add_argument("files", nargs="*", default=None)
    p.add_argument("--jobs", type=positive, default=1)
    p.add_argument("--scheduler", default=None, help="a Dask scheduler (engine.solver.executor)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    try:
        if args.command == "generate":
            info = find(args.game)
            assert info is not None  # argparse accepted only the registered games' names
            settings = PUZZLE_GAMES[info.name].settings
            s = Settings(info.name, seed=args.seed, study=args.study, **settings)
            path = run(
                s, Path(args.out), args.jobs, args.scheduler, args.tasks, args.restart, args.quiet
            )
            print(f"{path}: {len(load(path))} puzzles")
            return 0
        every = [f for g in PUZZLE_GAMES for f in game_files("docs/puzzles", g.replace("_", "-"))]
        files = args.files or [str(f) for f in every]
        if args.command == "tidy":
            for f in files:
                n = tidy_file(Path(f), args.jobs, args.scheduler, args.quiet)
                print(f"{f}: {n} winning lines shortened", file=sys.stderr)
            return 0
        bad = 0
        for f in files:
            puzzles = load(f)
            if args.sample:
                puzzles = puzzles[:: args.sample]
            failures = verify_all(puzzles)
            for pid, claim in failures:
                print(f"{f}: {pid}: {claim}")
            bad += len(failures)
            if not args.quiet:
                print(
                    f"{f}: {len(puzzles)} puzzles checked, {len(failures)} failed", file=sys.stderr
                )
        return 1 if bad else 0
    except (EngineError, ValueError, OSError, KeyError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nstopped; run the same command again to continue", file=sys.stderr)
        return 130
