"""What the played board knows of each game, registered by the game's engine name
(``engine.registry``): where a double tap (or F) sends a card.

``to_best_place``: to the best place for it (Forty Thieves: a foundation, else a column), and the
reader's double-click and auto-drop options apply; else only to a foundation (Crescent), and a
card no foundation takes is refused with that reason.
``names_uncovered``: a move from a pile also names the card it leaves on top there (Crescent,
where only the top cards are seen, so that card matters most).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..registry import Registry


@dataclass(frozen=True)
class BoardGame:
    to_best_place: bool = False
    names_uncovered: bool = False


BOARDS: Registry[BoardGame] = Registry("board")
BOARDS.add("crescent", BoardGame(to_best_place=False, names_uncovered=True))
BOARDS.add("forty_thieves", BoardGame(to_best_place=True))
