"""Difficulty from solver data, in three bands per kind (thirds of the kind's scores).

The score adds what makes a position hard for a player (research notes: the number of tempting
wrong moves and bottlenecks predict human effort better than layout features):
* the alternatives to refute (distinct moves), and how much search their proofs took
  (log10 of the positions; a bound that fires at once counts as 1 position);
* whether the move the solver's order puts first (no search) is wrong (``tempting-wrong-move``);
* the length of what the player must find (sequence steps, a win's moves, a line to a "yes");
* a goal plan's preparation: its moves away from the goal's own pile (``goals.preparation``;
  measured on 67 card-home puzzles, the rule-of-thumb player solved 85 % with none, 33 % with 3).
The page's hint with a small budget is *not* an input: it checks the bands (benchmarks).

Bands are thirds of a kind's scores; for "can it be won?" thirds of the yes puzzles and of the no
puzzles apart, so each band holds as many of each as the kind does (the band does not tell the
answer).  Puzzles of the same score are ordered by features (``TIES``), never by id or order,
and puzzles equal in every one of them always share a band.
"""

from __future__ import annotations

import math
from typing import Any, Final

from . import goals
from .model import BANDS, Puzzle
from .puzzle_kinds import PUZZLE_KINDS, kind_of


def _effort(alts: list[dict[str, Any]]) -> float:
    return sum(math.log10(1 + a["positions"]) for a in alts)


def features(p: Puzzle) -> dict[str, float]:
    """The solver's figures the score is made of (kept with the puzzle)."""
    return {**_features(p), "cards_home": p.position().foundation_cards}


def _features(p: Puzzle) -> dict[str, float]:
    return kind_of(p.kind).features(p)


def goal_features(p: Puzzle) -> dict[str, float]:
    """A goal plan: its length, the search that proved none shorter, its preparation."""
    a = p.answer
    return {
        "alternatives": 0,
        "effort": round(math.log10(1 + a["positions"]), 2),
        "tempting": 0.0,
        "length": a["moves"],
        "preparation": goals.preparation(a["line"]),
    }


def only_move_features(p: Puzzle) -> dict[str, float]:
    return {
        "alternatives": len(p.alternatives),
        "effort": round(_effort(p.alternatives), 2),
        "tempting": float("tempting-wrong-move" in p.themes),
        "length": 1,
    }


def sequence_features(p: Puzzle) -> dict[str, float]:
    steps = [s for s in p.answer["steps"] if s["player"]]
    alts = [x for s in steps for x in s["alternatives"]]
    return {
        "alternatives": len(alts),
        "effort": round(_effort(alts), 2),
        "tempting": float("tempting-wrong-move" in p.themes),
        "length": len(steps),
    }


def win_features(p: Puzzle) -> dict[str, float]:
    return {
        "alternatives": 1,
        "effort": round(_effort(p.alternatives), 2),
        "tempting": 1.0,
        "length": len(p.answer["line"]),
    }


def can_win_features(p: Puzzle) -> dict[str, float]:
    a = p.answer
    if a["winnable"]:
        tempting = float("tempting-wrong-move" in p.themes)
        return {"alternatives": 0, "effort": 0.0, "tempting": tempting, "length": len(a["line"])}
    return {
        "alternatives": 0,
        "effort": round(math.log10(1 + a.get("positions", 1)), 2),
        "tempting": 0.0,
        "length": len(a.get("best_line", [])),
    }


def score(f: dict[str, float], kind: str = "") -> float:
    """The sum above; a "can it be won?" asks for no move, so the solver's first choice being
    wrong does not count there (it is kept among the features)."""
    spec = PUZZLE_KINDS.get(kind)
    tempting = f["tempting"] if spec is None or spec.takes_moves else 0.0
    return round(
        f["alternatives"]
        + 1.5 * f["effort"]
        + 2.0 * tempting
        + math.log2(1 + f["length"])
        + 3.0 * f.get("preparation", 0),
        3,
    )


# Features that order puzzles of one score, in turn: the proofs' effort, the length to find,
# then the cards already home (measured on the Crescent "no" puzzles proved by the last-card
# witness, all of one score: the hint player proves 85 % of the quarter with the fewest cards
# home and 32 % of the quarter with the most, BENCHMARKS.md).
TIES: Final = ("effort", "length", "alternatives", "cards_home")


def _key(f: dict[str, float], kind: str) -> tuple[float, ...]:
    return (score(f, kind), *(f[k] for k in TIES))


def groups(puzzles: list[Puzzle]) -> list[list[Puzzle]]:
    """The sets of puzzles banded apart: per kind, and per answer for a kind banded so
    (``PuzzleKind.by_answer``: "can it be won?")."""
    out: list[list[Puzzle]] = []
    for kind in PUZZLE_KINDS:
        ps = [p for p in puzzles if p.kind == kind]
        if kind_of(kind).by_answer:
            out += [[p for p in ps if p.answer["winnable"] is yes] for yes in (True, False)]
        else:
            out.append(ps)
    return out


def rate_all(puzzles: list[Puzzle]) -> None:
    """Set ``difficulty`` (features, score, band) on each puzzle; bands are thirds of each of
    ``groups``, a set of puzzles equal in every feature of ``_key`` in the band of its first."""
    for ps in groups(puzzles):
        feats = {p.id: features(p) for p in ps}
        scored = sorted(ps, key=lambda p: (_key(feats[p.id], p.kind), p.id))
        first: dict[tuple[float, ...], int] = {}
        for i, p in enumerate(scored):
            f = feats[p.id]
            i = first.setdefault(_key(f, p.kind), i)
            band = BANDS[min(2, 3 * i // max(1, len(scored)))]
            p.difficulty = {"band": band, "score": score(f, p.kind), "features": f}
