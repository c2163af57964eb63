"""Solver for Crescent and Forty Thieves; see core.py for the technique."""

from .core import UNDECIDED, UNWINNABLE, WON, Result, hint, replay, solve

__all__ = ["UNDECIDED", "UNWINNABLE", "WON", "Result", "hint", "replay", "solve"]
