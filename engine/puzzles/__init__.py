"""Solver-checked puzzles for Crescent and Forty Thieves: model, kinds, verification, words.

Pure Python (it runs in Pyodide for the puzzle board): a puzzle is a deal code and a record
prefix (the position), an answer, and the proofs that the other moves lose.  ``generate`` makes
them from the study's won lines and from play; ``verify`` re-checks every claim.

    python -m engine.puzzles generate --game crescent [--seed N] [--jobs N] [--scheduler S]
    python -m engine.puzzles verify [docs/puzzles/crescent.json ...] [--sample N]
"""

from __future__ import annotations

from .model import KINDS, Puzzle, fingerprint, load, position

__all__ = ["KINDS", "Puzzle", "fingerprint", "load", "position"]
