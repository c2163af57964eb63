"""The puzzle of the day: one fixed order of a game's committed puzzles, one puzzle per date.

Written once, here; the build emits ``order`` as data and ``daily.js`` (the site theme) applies
``day_number`` to the reader's local date, so every visitor, in every language, gets the same
puzzle on the same calendar date, with no network and no clock but the reader's own.

* The order: the committed ids sorted by the sha256 of the id (hex digest; the id itself breaks a
  tie), a fixed permutation that mixes the kinds and games' sources without a random generator,
  and that keeps every other puzzle's relative place when a puzzle is added or removed.
* The day: days since ``EPOCH`` (2026-01-01) in the reader's calendar, modulo the list's length.
  Consecutive days give consecutive places in the order, so two days in a row never share a
  puzzle (the ids are distinct) and the list starts again from its first puzzle when it ends.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from datetime import date
from typing import Final

EPOCH: Final = date(2026, 1, 1)


def order(ids: Iterable[str]) -> list[str]:
    """The ids in the daily order (``sha256(id)`` ascending)."""
    return sorted(set(ids), key=lambda i: (hashlib.sha256(i.encode()).hexdigest(), i))


def day_number(day: date) -> int:
    """Days from ``EPOCH`` to ``day`` (negative before it; the modulo still gives a place)."""
    return (day - EPOCH).days


def puzzle_of_day(ordered: Sequence[str], day: date) -> str:
    """The id of ``day``'s puzzle in ``ordered`` (the output of ``order``)."""
    if not ordered:
        raise ValueError("no puzzles to choose from")
    return ordered[day_number(day) % len(ordered)]
