"""Every puzzle kind described once, so the modules that verify, rate, play and say a puzzle
ask its description instead of branching on kind names (as ``engine.registry`` does for games).

A ``PuzzleKind`` says: the games it is made for, how the puzzle board takes the player's moves
(``board``), its claims' checker (``verify``), how the hint player plays it (``player``), its
rating features (``rate``), the decisions the board expects in turn, and the line "Show the
answer" steps through. The kinds are registered in ``engine/puzzles/__init__.py``, in the order
the pages list them; a new kind registers there and touches no caller's branches.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ..registry import Registry

if TYPE_CHECKING:
    from ..game import Game
    from .model import Puzzle

# How the puzzle board takes moves: the decisions in turn (only move, sequence), any move that
# keeps the game winnable (win from here), any move that keeps the goal in reach in the moves
# left (goal kinds), or no move before a yes/no answer (can-win).
STEPS, FREE, GOAL, ASK = "steps", "free", "goal", "ask"
BOARDS: Final = (STEPS, FREE, GOAL, ASK)


@dataclass(frozen=True)
class PuzzleKind:
    """One kind of puzzle. ``games``: the engine names of the games it is made for (empty: every
    game); ``check(puzzle, position, deep)``: its claims that fail; ``solves(puzzle, position,
    budget)``: whether the hint player solves it; ``features(puzzle)``: its rating features;
    ``steps(puzzle)``: the decisions the board expects in turn; ``line(puzzle)``: the answer's
    actions; ``by_answer``: banded apart per answer (yes and no)."""

    name: str
    board: str
    check: Callable[[Puzzle, Game, bool], list[str]]
    solves: Callable[[Puzzle, Game, int], bool]
    features: Callable[[Puzzle], dict[str, float]]
    line: Callable[[Puzzle], list[str]]
    steps: Callable[[Puzzle], list[dict[str, Any]]] = lambda p: []
    games: tuple[str, ...] = ()
    by_answer: bool = False

    @property
    def takes_moves(self) -> bool:
        """Whether the player answers with moves on the board (not with yes or no)."""
        return self.board != ASK

    def for_game(self, game: str) -> bool:
        return not self.games or game in self.games


PUZZLE_KINDS: Registry[PuzzleKind] = Registry("puzzle kind")


def kind_of(kind: str) -> PuzzleKind:
    """The description of ``kind`` (KeyError naming it when no kind of that name is known)."""
    return PUZZLE_KINDS[kind]
