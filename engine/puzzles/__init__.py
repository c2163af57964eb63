"""Solver-checked puzzles for Crescent and Forty Thieves: model, kinds, verification, words.

Pure Python (it runs in Pyodide for the puzzle board): a puzzle is a deal code and a record
prefix (the position), an answer, and the proofs that the other moves lose.  ``generate`` makes
them from the study's won lines and from play; ``verify`` re-checks every claim.

    python -m engine.puzzles generate --game crescent [--seed N] [--jobs N] [--scheduler S]
    python -m engine.puzzles verify [docs/puzzles/crescent.json ...] [--sample N]
"""

from __future__ import annotations

from . import explain, kinds
from .games import PUZZLE_GAMES, PuzzleGame, Reasons
from .model import (
    CAN_WIN,
    KINDS,
    ONLY_MOVE,
    SEQUENCE,
    WIN_FROM_HERE,
    Puzzle,
    fingerprint,
    load,
    position,
)

__all__ = ["KINDS", "Puzzle", "fingerprint", "load", "position"]

# Each game's puzzles (``games.PuzzleGame``); importing any module of this package registers them.
PUZZLE_GAMES.add(
    "crescent",
    PuzzleGame(
        short="cr",
        auto=kinds.crescent_auto,  # type: ignore[arg-type]
        quota=((SEQUENCE, 90), (WIN_FROM_HERE, 90), (ONLY_MOVE, 160), (CAN_WIN, 250)),
        witness=explain.witness,
        reasons=Reasons(
            stuck_suit=explain.stuck_suit,
            blocking_pair=explain.blocking_pair,
            locked_card=explain.locked_card,
            homeless_card=explain.homeless_card,
        ),
    ),
)
PUZZLE_GAMES.add(
    "forty_thieves",
    PuzzleGame(
        short="ft",
        auto=kinds.forty_auto,  # type: ignore[arg-type]
        quota=((SEQUENCE, 90), (WIN_FROM_HERE, 120), (ONLY_MOVE, 160), (CAN_WIN, 500)),
        # "no" searches on fewer positions: each play task walks back several of them
        settings={"lost_budget": 5000},
        files=("goals/forty-thieves-goals.json",),  # the goal kinds (goals.py)
    ),
)
