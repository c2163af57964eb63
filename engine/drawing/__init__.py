"""Figures of engine positions, pure Python so they also run in Pyodide.

The two games register their drawing here (``games.DRAWINGS``); importing any module of this
package registers them first.
"""

from . import describe, svg
from .games import DRAWINGS, GameDrawing

DRAWINGS.add(
    "crescent",
    GameDrawing(
        draw=svg.crescent,
        describe=describe.crescent,
        foundation_names=describe.FOUNDATION_NAMES,
        playable=True,
        spreads=True,
    ),
)
DRAWINGS.add(
    "forty_thieves",
    GameDrawing(
        draw=svg.forty_thieves,
        describe=describe.forty_thieves,
        foundation_names=describe.FT_FOUNDATION_NAMES,
        playable=True,
    ),
)
