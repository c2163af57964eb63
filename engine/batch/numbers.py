"""Counts on the batch jobs' command lines: ``80000``, ``80_000`` and ``80k`` (``2m``: two
million) mean what they say, in every command."""

from __future__ import annotations

import argparse

_SUFFIX = {"k": 1_000, "m": 1_000_000}


def parse_count(text: str) -> int:
    """The whole number ``text`` writes; ValueError if it writes none."""
    t = text.strip().lower().replace("_", "")
    factor = _SUFFIX.get(t[-1:], 1)
    if factor != 1:
        t = t[:-1]
    if not t.isdigit():
        raise ValueError(f"not a whole number: {text!r}")
    return int(t) * factor


def positive(text: str) -> int:
    """argparse type: a count above zero."""
    n = _count(text)
    if n <= 0:
        raise argparse.ArgumentTypeError(f"must be positive: {text!r}")
    return n


def non_negative(text: str) -> int:
    """argparse type: a count, zero allowed."""
    return _count(text)


def _count(text: str) -> int:
    try:
        return parse_count(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
