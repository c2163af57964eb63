"""Solver for Crescent and Forty Thieves (standard library only); see engine/solver/README.md."""

from .core import UNDECIDED, UNWINNABLE, WON, Hint, Result, descend, hint, replay, solve

__all__ = [
    "UNDECIDED",
    "UNWINNABLE",
    "WON",
    "Hint",
    "Result",
    "descend",
    "hint",
    "replay",
    "solve",
]
