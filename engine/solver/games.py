"""What the solver knows of each game, registered by the game's engine name (``engine.registry``).

``state`` makes the exact search's state of a position (the proofs search on it, the puzzles
read its move order); ``solve`` runs the game's searches on a budget; ``bound`` names the bound
that proves a position lost at once (``Proof.NONE`` when none does; Forty Thieves has none).
The two games register theirs in ``core``; a game with no entry here cannot be solved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..game import Game
from ..outcome import Proof
from ..registry import Registry


def no_bound(game: Game) -> Proof:
    return Proof.NONE


@dataclass(frozen=True)
class SolverGame:
    state: Callable[[Any], Any]  # a Game of this solver's game -> its search state
    solve: Callable[[Any, int, float | None], Any]
    bound: Callable[[Any], Proof] = no_bound


SOLVERS: Registry[SolverGame] = Registry("solver")
