"""Forty Thieves wins from here (issue 29 §1): a late position that can be won, where the move
the solver's order puts first (no search: what looks best) is proved lost.

Both claims are exact: the win by a witness line the engine replays (the study's line from
here, or the solver's, whichever is shorter), the loss by an exhausted search
(``engine.solver.prove``; a search that runs out proves nothing, and the position is then no
puzzle).  The stock holds at most ``kinds.STOCK_LIMIT`` cards and is shown in order, so every
card the answer depends on is in sight.  The line may be longer than Crescent's
(``PuzzleGame.win_moves``): late in Forty Thieves most moves of a win are forced, and the
player plays it out on the board, each move off a known line checked by the solver there.
"""

from __future__ import annotations

from typing import Any, Final

from ..forty_thieves import FortyThieves
from ..outcome import LOST, WON
from ..solver.prove import prove
from . import kinds as K
from .games import PUZZLE_GAMES
from .model import WIN_FROM_HERE

BUDGET: Final = 4_000  # positions per proof, as the other kinds


def candidate(g: FortyThieves, rest: list[str], budget: int = BUDGET) -> dict[str, Any] | None:
    """``g`` as a win from here (``rest``: a won line from it), or None: the greedy first move
    is one action, not the line's, and proved lost; the witness line is within the game's
    ``win_moves``."""
    if g.is_won or len(g.stock) > K.STOCK_LIMIT:
        return None
    low, high = PUZZLE_GAMES[g.game].win_moves
    greedy = K.greedy_first(g)
    if len(greedy) != 1 or greedy == rest[:1]:
        return None
    lost = prove(K.after(g, greedy), budget)
    if lost.outcome != LOST:
        return None
    line = rest
    if len(line) > high:  # the solver may know a shorter win than the study's line
        won = prove(g, budget)
        if won.outcome == WON and len(won.line) < len(line):
            line = list(won.line)
    if not low <= len(line) <= high:
        return None
    return {
        "kind": WIN_FROM_HERE,
        "answer": {"line": line, "greedy": greedy},
        "alternatives": [{"move": greedy[0], "proof": lost.proof, "positions": lost.positions}],
    }
