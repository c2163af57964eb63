"""The committed study's verdict on each of its deals (docs/study/<game>.json and the won lines
of its checkpoint <game>.jsonl), as ``answer.Verdict``: read, never typed again.

A proof inferred from a higher limit (a deal lost with more redeals is lost with fewer) keeps the
limit it was proved with, whose proof (a bound, or the search's positions) is the one told.  A won
limit takes the deal's won line with fewest redeals (valid for every limit at or above it).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import Any

from ..game import new_game
from ..outcome import LOST, WON, Outcome
from ..registry import GAMES
from ..solver.prove import bound
from .answer import Verdict


def won_lines(checkpoint: Iterable[str]) -> dict[str, list[str]]:
    """Each deal's won line from the checkpoint's lines (header first; a later line of a seed
    replaces an earlier one)."""
    lines: dict[str, list[str]] = {}
    for i, text in enumerate(checkpoint):
        if i == 0 or not text.strip():
            continue
        row = json.loads(text)
        lines[row["code"]] = row.get("line", "").split()
    return lines


def verdicts(results: dict[str, Any], lines: dict[str, list[str]]) -> Iterator[Verdict]:
    """One verdict per result of ``results`` (a study's JSON), in its order."""
    by_code: dict[str, list[dict[str, Any]]] = {}
    for r in results["results"]:
        by_code.setdefault(r["code"], []).append(r)
    crescent = GAMES[results["game"]].redeals
    for code, rows in by_code.items():
        for r in rows:
            yield _verdict(code, r, rows, lines.get(code, []), crescent)


def _verdict(
    code: str, r: dict[str, Any], rows: list[dict[str, Any]], line: list[str], crescent: bool
) -> Verdict:
    game = new_game(code)
    limit = int(r["redeals"]) if crescent else None
    if limit is not None:
        game.redeals_left = limit
    outcome = Outcome.parse(r["outcome"])
    if outcome == WON:
        if not line or (limit is not None and line.count("redeal") > limit):
            raise ValueError(f"{code}: won with {limit} redeals, but no such line is committed")
        return Verdict(game, limit, WON, r["positions"], r["best_cards"], line)
    if outcome == LOST and r["inferred"] and limit is not None:
        # proved at the lowest higher limit that was searched and lost
        proof = min(
            (p for p in rows if Outcome.parse(p["outcome"]) == LOST and not p["inferred"]),
            key=lambda p: p["redeals"],
        )
        if proof["redeals"] > limit and _bound_silent(code, limit):
            return Verdict(
                game,
                limit,
                LOST,
                proof["positions"],
                proof["best_cards"],
                [],
                False,
                proof["redeals"],
            )
    return Verdict(game, limit, outcome, r["positions"], r["best_cards"])


def _bound_silent(code: str, limit: int) -> bool:
    """True when no bound proves the deal lost at ``limit`` itself (then the higher limit's proof
    is the one to tell)."""
    game = new_game(code)
    game.redeals_left = limit
    return not bound(game)
