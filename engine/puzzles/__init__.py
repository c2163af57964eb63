"""Solver-checked puzzles for Crescent and Forty Thieves: model, kinds, verification, words.

Pure Python (it runs in Pyodide for the puzzle board): a puzzle is a deal code and a record
prefix (the position), an answer, and the proofs that the other moves lose.  ``generate`` makes
them from the study's won lines and from play; ``verify`` re-checks every claim.

    python -m engine.puzzles generate --game crescent [--seed N] [--jobs N] [--scheduler S]
    python -m engine.puzzles verify [docs/puzzles/crescent.json ...] [--sample N]
"""

from __future__ import annotations

from . import explain, kinds, player, rate, verify
from .games import PUZZLE_GAMES, PuzzleGame, Reasons
from .model import (
    CAN_WIN,
    CARD_HOME,
    FREE_COLUMN,
    KINDS,
    ONLY_MOVE,
    SEQUENCE,
    WIN_FROM_HERE,
    Puzzle,
    fingerprint,
    load,
    position,
)
from .puzzle_kinds import ASK, FREE, GOAL, PUZZLE_KINDS, STEPS, PuzzleKind

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
        files=("goals/forty-thieves-goals.json",),  # the goal kinds and wins from here
        # late positions: most moves of a win are forced, so its line runs long (wins.py)
        win_moves=(3, 100),
        fresh_only=True,
    ),
)


def _line(p: Puzzle) -> list[str]:
    return list(p.answer.get("line") or [])


def _only(p: Puzzle) -> list[dict[str, object]]:
    return [{"move": p.answer["move"], "player": True, "alternatives": p.alternatives}]


# Each kind of puzzle (``puzzle_kinds.PuzzleKind``), in the order the pages list them.
PUZZLE_KINDS.add(
    ONLY_MOVE,
    PuzzleKind(
        name=ONLY_MOVE,
        board=STEPS,
        check=verify.check_only_move,
        solves=player.solves_only_move,
        features=rate.only_move_features,
        line=lambda p: [p.answer["move"]],
        steps=_only,
    ),
)
PUZZLE_KINDS.add(
    SEQUENCE,
    PuzzleKind(
        name=SEQUENCE,
        board=STEPS,
        check=verify.check_sequence,
        solves=player.solves_sequence,
        features=rate.sequence_features,
        line=lambda p: [a for s in p.answer["steps"] for a in s["move"].split()],
        steps=lambda p: [dict(s) for s in p.answer["steps"]],
    ),
)
PUZZLE_KINDS.add(
    WIN_FROM_HERE,
    PuzzleKind(
        name=WIN_FROM_HERE,
        board=FREE,
        check=verify.check_win_from_here,
        solves=player.solves_win,
        features=rate.win_features,
        line=_line,
    ),
)
PUZZLE_KINDS.add(
    CAN_WIN,
    PuzzleKind(
        name=CAN_WIN,
        board=ASK,
        check=verify.check_can_win,
        solves=player.solves_can_win,
        features=rate.can_win_features,
        line=_line,
        by_answer=True,
    ),
)
for _goal in (FREE_COLUMN, CARD_HOME):  # "reach this goal in N moves" (goals.py)
    PUZZLE_KINDS.add(
        _goal,
        PuzzleKind(
            name=_goal,
            board=GOAL,
            check=verify.check_goal,
            solves=player.solves_goal,
            features=rate.goal_features,
            line=_line,
            games=("forty_thieves",),
        ),
    )
