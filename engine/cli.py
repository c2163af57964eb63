"""``python -m engine``: deal, legal, play and replay, for people (text) and scripts (--json).

Exit status 0 on success, 2 with one line on standard error for any bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .errors import EngineError
from .game import Game
from .record import load_record


def _state(game: Game, as_json: bool, extra: dict[str, object] | None = None) -> str:
    if as_json:
        d = game.to_dict()
        if extra:
            d.update(extra)
        return json.dumps(d, ensure_ascii=False, indent=2)
    text = str(game)
    if extra and "legal" in extra:
        text += "\nlegal: " + " ".join(str(m) for m in extra["legal"])  # type: ignore[attr-defined]
    return text


def _played(code: str, moves: Sequence[str]) -> Game:
    game = Game.from_code(code)
    game.play_all(moves)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("deal", help="the starting position of a deal code")
    p.add_argument("code")
    p = sub.add_parser("legal", help="legal moves after the given moves")
    p.add_argument("code")
    p.add_argument("moves", nargs="*")
    p = sub.add_parser("play", help="the position after the given moves")
    p.add_argument("code")
    p.add_argument("moves", nargs="*")
    p = sub.add_parser("replay", help="replay a game record file")
    p.add_argument("record")
    p.add_argument("--ply", type=int, default=None, help="stop after this many actions")
    for sp in sub.choices.values():
        sp.add_argument("--json", action="store_true", help="output in the JSON schema")
    args = parser.parse_args(argv)
    try:
        if args.command == "deal":
            out = _state(Game.from_code(args.code), args.json)
        elif args.command == "legal":
            game = _played(args.code, args.moves)
            legal = [str(m) for m in game.legal_moves()]
            out = _state(game, args.json, {"legal": legal})
        elif args.command == "play":
            out = _state(_played(args.code, args.moves), args.json)
        else:
            out = _state(load_record(args.record).replay(args.ply), args.json)
    except EngineError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(out)
    return 0
