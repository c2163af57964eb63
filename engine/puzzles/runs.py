"""A line of moves as the steps a player names: draws in a row are one step, and moves in a row
with the same source and target are one run ("the 6, 7 and 8 of diamonds from column 2 to
foundation 3, one after another"; the twelfth review, hu Pattern A: each card of such a run was
named with its source and target again).  Data only: engine/puzzles/texts.py says it in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from ..game import Game

# What a step is: cards moved (one, or a run), draws in a row, a redeal.
MOVED: Final = "moved"
DRAWN: Final = "drawn"
REDEALT: Final = "redealt"


@dataclass(frozen=True)
class Step:
    """One step of a line: ``cards`` moved one after another from ``source`` to ``target`` (one
    card: a single move), ``count`` draws in a row, or a redeal."""

    kind: str
    cards: tuple[int, ...] = ()
    source: str = ""
    target: str = ""
    count: int = 1

    @property
    def moves(self) -> int:
        """How many of the line's moves (actions) the step stands for."""
        return len(self.cards) if self.kind == MOVED else self.count


def steps_of(game: Game, moves: Sequence[str]) -> list[Step]:
    """``moves`` played in turn from ``game`` (only read: a copy plays them), as steps."""
    g = game.copy()
    out: list[Step] = []
    for move in moves:
        mv = g.parse_move(move)
        last = out[-1] if out else None
        if mv.src == "draw":
            if last is not None and last.kind == DRAWN:
                out[-1] = replace(last, count=last.count + 1)
            else:
                out.append(Step(DRAWN))
        elif mv.src == "redeal":
            out.append(Step(REDEALT))
        else:
            card = g.top_card(mv.src)
            if card is None:
                raise ValueError(f"no card on {mv.src} in {g.code}")
            same = last is not None and (last.kind, last.source, last.target) == (MOVED, *mv)
            if last is not None and same:
                out[-1] = replace(last, cards=(*last.cards, card))
            else:
                out.append(Step(MOVED, (card,), mv.src, mv.dst))
        g.play(mv)
    return out
