"""The committed Forty Thieves goal puzzles and wins from here, and one action of a line played
on a puzzle session as the worker sends it: shared by the session tests of those kinds."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from engine.board.puzzle import PuzzleSession

GOALS = Path(__file__).resolve().parents[2] / "docs/puzzles/goals/forty-thieves-goals.json"


@cache
def goal_puzzles() -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in json.loads(GOALS.read_text(encoding="utf-8"))["puzzles"]}


def play(s: PuzzleSession, action: str) -> dict[str, Any]:
    if action == "draw":
        return s.handle({"op": "draw"})
    src, dst = action.split("-")
    return s.handle({"op": "drop", "place": src, "target": dst})
