"""Moves and their notation: ``p10-p14``, ``f1-f5``, ``redeal`` (Crescent); ``draw``, ``w-c3``,
``c1-f2``, ``f2-c3``, ``c1-c2`` (Forty Thieves).

A move names places, not cards: the card moved is always the top card of its source, so the
notation is short and a record replays to the same positions in any implementation.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from .errors import NotationError


class Move(NamedTuple):
    """Place names ``src``/``dst`` (``p10``, ``f1``, ``c3``, ``w``); an action has no ``dst``."""

    src: str
    dst: str = ""

    @property
    def is_action(self) -> bool:
        return not self.dst

    def __str__(self) -> str:
        return self.src if not self.dst else f"{self.src}-{self.dst}"


REDEAL: Final = Move("redeal")
DRAW: Final = Move("draw")

_MOVE_RE: Final = re.compile(r"([a-z]+)(\d*)-([a-z]+)(\d*)")


def parse_move(text: str, places: frozenset[str], actions: frozenset[str]) -> Move:
    """Parse a move for a game whose place names are ``places`` and actions ``actions``."""
    tok = text.strip().lower()
    if tok in actions:
        return Move(tok)
    m = _MOVE_RE.fullmatch(tok)
    if not m:
        example = "p10-p14" if "p1" in places else "c1-c2"
        known = ", ".join([example, *sorted(actions)])
        raise NotationError("bad_move", f"not a move: {text!r} (expected e.g. {known})")
    src, dst = m.group(1) + m.group(2), m.group(3) + m.group(4)
    for place in (src, dst):
        if place not in places:
            raise NotationError("bad_place", f"no such place {place!r} in {text!r}")
    return Move(src, dst)
