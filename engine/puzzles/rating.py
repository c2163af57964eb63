"""Each puzzle's fixed rating, on the players' Glicko-2 scale, from its difficulty score.

The score (``rate.score``: alternatives to refute, proof effort, a tempting wrong move, length)
orders the puzzles of one *group*: a kind, and for "can it be won?" the yes puzzles and the no
puzzles apart (the hint player answers every no and no yes, so one scale over both would give the
answer away: a low rating would mean "no").  Within a group a puzzle's rating is its score's
percentile spread evenly over ``LOW``..``HIGH`` (equal scores, equal ratings), so every group
covers the whole scale and "a puzzle near your rating" can be of any kind.  The hint player
(player.py) is not an input: ``benchmarks/puzzle_ratings.py`` checks that its success falls from
each rating quintile to the next (BENCHMARKS.md).  Computed from whatever data is committed, at
build time (build_tools/site/exports/puzzle_board.py), so a re-banding follows at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Final

LOW: Final = 800
HIGH: Final = 2200


def group(p: Mapping[str, Any]) -> str:
    """The puzzles one scale orders: the kind; can-win split into yes and no."""
    if p["kind"] == "can-win":
        return "can-win-yes" if p["answer"]["winnable"] else "can-win-no"
    return str(p["kind"])


def ratings(puzzles: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Puzzle id → rating; ``puzzles`` as in docs/puzzles/<game>.json (with ``difficulty``)."""
    groups: dict[str, list[tuple[float, str]]] = {}
    for p in puzzles:
        groups.setdefault(group(p), []).append((float(p["difficulty"]["score"]), p["id"]))
    out: dict[str, int] = {}
    for members in groups.values():
        scores = sorted(s for s, _ in members)
        n = len(scores)
        first: dict[float, int] = {}
        last: dict[float, int] = {}
        for i, s in enumerate(scores):
            first.setdefault(s, i)
            last[s] = i
        for s, pid in members:
            mid = (first[s] + last[s] + 1) / 2  # ties share their mean rank
            out[pid] = round(LOW + (HIGH - LOW) * mid / n)
    return out
