"""What the played board knows of each game, registered by the game's engine name
(``engine.registry``): where a double tap (or F) sends a card.

``to_best_place``: to the best place for it (Forty Thieves: a foundation, else a column), and the
reader's double-click and auto-drop options apply; else only to a foundation (Crescent), and a
card no foundation takes is refused with that reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..registry import Registry


@dataclass(frozen=True)
class BoardGame:
    to_best_place: bool = False


BOARDS: Registry[BoardGame] = Registry("board")
BOARDS.add("crescent", BoardGame(to_best_place=False))
BOARDS.add("forty_thieves", BoardGame(to_best_place=True))
