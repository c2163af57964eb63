"""``python -m engine.solver``: solve one deal, or run the winnability study.

    python -m engine.solver solve CODE [--redeals N] [--budget N] [--time-limit S] [--json]
    python -m engine.solver study --game crescent --deals 1000 --redeals 0,1,2,3 --budget N \
        [--descent N] [--jobs N | --scheduler tcp://HOST:PORT]

Exit status 0 on success, 2 with one line on standard error for bad input.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from ..batch.numbers import positive
from ..codes import parse_code
from ..errors import EngineError
from ..outcome import WON
from ..record import Record, parse_record
from ..registry import choices, find
from .core import solve
from .executor import check_address
from .study import Settings, run


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit 2
        print(f"error: {message}", file=sys.stderr)
        raise SystemExit(2)


def _limits(text: str) -> tuple[int, ...]:
    try:
        ks = tuple(sorted({int(x) for x in text.split(",") if x.strip()}))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a list of redeal limits: {text!r}") from None
    if not ks or any(not 0 <= k <= 4 for k in ks):
        raise argparse.ArgumentTypeError(f"redeal limits must be 0..4: {text!r}")
    return ks


def _seconds(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if x <= 0:
        raise argparse.ArgumentTypeError(f"must be positive: {text!r}")
    return x


def _scheduler(text: str) -> str:
    try:
        return check_address(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m engine.solver", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("solve", help="solve one deal")
    p.add_argument("code")
    p.add_argument("--redeals", type=int, default=None, help="Crescent: redeals allowed (0-4)")
    p.add_argument("--budget", type=positive, default=200_000, help="positions (default 200000)")
    p.add_argument("--time-limit", type=_seconds, default=None, help="seconds")
    p.add_argument("--json", action="store_true")
    p = sub.add_parser("study", help="the winnability study of the first N deals")
    p.add_argument("--game", required=True, choices=choices())
    p.add_argument("--deals", type=positive, default=1000)
    p.add_argument("--redeals", type=_limits, default=(0, 1, 2, 3), help="e.g. 0,1,2,3")
    p.add_argument("--budget", type=positive, default=80_000, help="positions per search")
    p.add_argument("--time-limit", type=_seconds, default=None, help="seconds per search")
    p.add_argument(
        "--descent",
        type=positive,
        default=30_000,
        help="Crescent: positions per limit searched along a won line that used more redeals",
    )
    p.add_argument("--jobs", type=positive, default=os.cpu_count() or 1, help="local processes")
    p.add_argument(
        "--scheduler",
        type=_scheduler,
        default=None,
        metavar="tcp://HOST:PORT",
        help="run the deals on this Dask scheduler's workers instead (--jobs is then ignored)",
    )
    p.add_argument("--out", default="docs/study", help="folder for the results")
    p.add_argument("--restart", action="store_true", help="ignore an existing checkpoint")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    try:
        if args.command == "solve":
            return _solve(args)
        info = find(args.game)
        assert info is not None  # argparse accepted only the registered games' names
        game = info.name
        limits = args.redeals if info.redeals else (0,)
        descent = args.descent if info.redeals else 0
        s = Settings(game, args.deals, limits, args.budget, args.time_limit, descent)
        path = run(s, Path(args.out), args.jobs, args.restart, args.quiet, args.scheduler)
        print(path.with_name(path.stem + "-summary.md").read_text(encoding="utf-8"))
    except (EngineError, ValueError, OSError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nstopped; run the same command again to continue", file=sys.stderr)
        return 130
    return 0


def _solve(args: argparse.Namespace) -> int:
    code = parse_code(args.code)
    if args.redeals is not None:
        if not code.info.redeals:
            raise ValueError("--redeals applies to Crescent only")
        if not 0 <= args.redeals <= 4:
            raise ValueError(f"--redeals must be 0..4, not {args.redeals}")
    r = solve(code, args.redeals, args.budget, args.time_limit)
    record = Record(code, tuple(parse_record(f"{code} {' '.join(r.moves)}").moves))
    if args.json:
        d = {
            "code": str(code),
            "redeals": args.redeals if code.info.redeals else None,
            "outcome": r.outcome.study_word,
            "positions": r.positions,
            "seconds": round(r.seconds, 3),
            "best_cards": r.best_cards,
            "moves": r.moves,
            "best_line": r.best_line if r.outcome != WON else r.moves,
            "full_information": code.info.stock,
        }
        print(json.dumps(d))
        return 0
    print(
        f"{code}: {r.outcome.study_word}  ({r.positions} positions, {r.seconds:.2f} s,"
        f" best {r.best_cards} cards)"
    )
    if r.outcome == WON:
        print(record.text(), end="")
    return 0
