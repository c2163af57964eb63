"""Every board session and the verdict, run once (issue 31): what they import is what the site's
standard library must hold. Run in Pyodide by fast_start.mjs, on the whole standard library,
to find the modules it ships (``probe()`` returns the module names imported), and by
tests/pyodide/test_trimmed_stdlib.py on the shipped one, which fails when an import is missing.

``probe(puzzles, catalog)``: ``puzzles`` one board-data puzzle of each kind and game (the objects
of ``puzzles/<slug>-board.json``), ``catalog`` a compiled ``.mo`` (a language with case forms and
two plural forms), or None.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from typing import Any

# Four places of each game (piles, columns, the waste) to tap, double tap and drop.
PLACES = {"crescent": ("p1", "p2", "p3", "p4"), "forty_thieves": ("c1", "c2", "c3", "w")}


def play_ops(game: str) -> list[dict[str, Any]]:
    a, b, c, d = PLACES[game]
    return [
        {"op": "hint"},
        {"op": "tap", "place": a},
        {"op": "tap", "place": b},
        {"op": "double", "place": c},
        {"op": "second_tap", "place": c},
        {"op": "drop", "place": d, "target": "foundations"},
        {"op": "undo"},
        {"op": "redeal"} if game == "crescent" else {"op": "draw"},
        {"op": "restart"},
        {"op": "state"},
        {"op": "start", "code": "NOT-A-CODE"},
    ]


PUZZLE_OPS = (
    {"op": "hint"},
    {"op": "hint"},
    {"op": "answer", "yes": True},
    {"op": "show"},
    {"op": "step", "delta": 1},
    {"op": "step", "delta": -1},
    {"op": "retry"},
)


def _every_engine_module() -> None:
    """Import every module of the engine the wheel holds (the lazy imports of its functions
    included, as far as their modules are concerned)."""
    import engine

    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        if not info.name.endswith("__main__"):  # a command line: not in the wheel anyway
            importlib.import_module(info.name)


def probe(puzzles: list[dict[str, Any]], catalog: bytes | None) -> list[str]:
    from engine.board.puzzle import PuzzleSession
    from engine.board.session import Session
    from engine.registry import games
    from engine.verdict.page import answer, translations

    for lang, words in (("en", None), ("hu", catalog)):
        for game in games():
            session = Session(game.name, lang, words)
            session.handle({"op": "start", "code": game.example})
            for request in play_ops(game.name):
                session.handle(request)
            session.handle({"op": "start"})  # a new deal: the secrets module
        for puzzle in puzzles:
            board = PuzzleSession(puzzle["game"], lang, words)
            board.handle({"op": "puzzle", "puzzle": puzzle})
            a, b = PLACES[puzzle["game"]][:2]
            for request in ({"op": "tap", "place": a}, {"op": "tap", "place": b}, *PUZZLE_OPS):
                board.handle(dict(request))
        t = translations(words)
        for code in (games()[0].example, "CR1-N-AAAAAAA", "NOT-A-CODE"):
            answer({"op": "verdict", "code": code, "redeals": 0}, t, lambda _: None, 0.5, 2000, 0.1)
    _every_engine_module()
    return sorted(sys.modules)
