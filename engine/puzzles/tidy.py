"""Winning lines without detours: a card moved and moved back, a card moved twice where once
would do, or a stretch that comes back to a position already met.

A solver's line wins, but the search that found it tries moves in a fixed order, so it keeps
steps that do nothing: "10♠ from column 10 to column 6, draw, 10♠ from column 6 to column 10".
Quoted on a page ("the win starts like this: …") such a step reads as nonsense, and it swells the
count of actions.  ``tidy`` removes them and keeps only changes it has proved: each one is
replayed by the rules from the position before it, and the position after it must be exactly
the position the original line reached at the same point, so the rest of the line is untouched
and still wins.  Only for lines where "any winning line counts"; a line claimed to be the
shortest is never given to it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

from ..errors import EngineError
from ..game import Game
from ..moves import Move

WINDOW = 60
"""How far ahead (in actions) a card's next move is looked for; a detour longer than this stays."""


def _key(g: Game) -> str:
    """The exact position, cards by place (a later move names the places), without the
    counters of moves made and points scored, which a detour changes and the rules never read."""
    return json.dumps(g.placement(), sort_keys=True)


def _after(g: Game, actions: list[str]) -> list[Game]:
    """The positions after each of ``actions`` played from ``g``."""
    out = []
    for a in actions:
        g = g.copy()
        g.play(a)
        out.append(g)
    return out


@dataclass
class _Line:
    """A line with the position before each action and the last one after it (``pos``), and
    their keys: computed once, then spliced as stretches are cut or replaced, since a change
    that ends at the position the old line reached leaves every later position as it was (the
    counters the key leaves out do not matter to the rules)."""

    actions: list[str]
    pos: list[Game]
    keys: list[str]

    @classmethod
    def of(cls, start: Game, actions: list[str]) -> _Line:
        pos = [start.copy(), *_after(start, actions)]
        return cls(list(actions), pos, [_key(g) for g in pos])

    def splice(self, i: int, j: int, middle: list[str]) -> None:
        """Actions ``i..j-1`` replaced by ``middle``, which leads from ``pos[i]`` to ``pos[j]``."""
        fresh = _after(self.pos[i], middle)[:-1]
        self.actions[i:j] = middle
        self.pos[i + 1 : j] = fresh
        self.keys[i + 1 : j] = [_key(g) for g in fresh]
        if not middle:  # pos[i] and pos[j] are one position now: keep the earlier
            del self.pos[i + 1], self.keys[i + 1]


def _replays(g: Game, actions: list[str], target: str) -> bool:
    """Whether ``actions`` are legal one after another from ``g`` and end at ``target``."""
    h = g.copy()
    try:
        h.play_all(actions)
    except EngineError:
        return False
    return _key(h) == target


def _cut_cycle(keys: list[str]) -> tuple[int, int] | None:
    """The first stretch ``line[i:j]`` that leaves the position as it found it."""
    seen: dict[str, int] = {}
    for j, k in enumerate(keys):
        if k in seen:
            return seen[k], j
        seen[k] = j
    return None


def _candidates(line: list[str], i: int, j: int, first: Move, second: Move) -> Iterator[list[str]]:
    """Ways to move the card of actions ``i`` and ``j`` (its next move) fewer times: not at
    all (it came back), or once, from where it was to where it went last, early or late."""
    inner = line[i + 1 : j]
    if second.dst == first.src:
        yield inner
        return
    once = f"{first.src}-{second.dst}"
    yield [*inner, once]
    yield [once, *inner]


def _next_move_of(line: list[str], pos: list[Game], i: int, mv: Move) -> int | None:
    """The index of the next action that moves the card action ``i`` put on ``mv.dst``."""
    card = pos[i].top_card(mv.src)
    for j in range(i + 1, min(len(line), i + 1 + WINDOW)):
        nxt = pos[j].parse_move(line[j])
        if nxt.src == mv.dst and not nxt.is_action and pos[j].top_card(mv.dst) == card:
            return j
        if pos[j + 1].top_card(mv.dst) != card:
            return None  # covered or taken another way: not this card's detour
    return None


def _without_detours(ln: _Line) -> None:
    """One pass over the line taking out each card's detour it can prove needless: a change of
    actions ``i..j`` must end at the position the old line had after ``j``."""
    i = 0
    while i < len(ln.actions):
        mv = ln.pos[i].parse_move(ln.actions[i])
        j = None if mv.is_action else _next_move_of(ln.actions, ln.pos, i, mv)
        if j is not None:
            second = ln.pos[j].parse_move(ln.actions[j])
            for middle in _candidates(ln.actions, i, j, mv, second):
                if _replays(ln.pos[i], middle, ln.keys[j + 1]):
                    ln.splice(i, j + 1, middle)
                    i = max(i - 1, 0)
                    break
            else:
                i += 1
            continue
        i += 1


def _without_cycles(ln: _Line) -> None:
    """Every stretch of the line that comes back to a position it met taken out."""
    while (cycle := _cut_cycle(ln.keys)) is not None:
        ln.splice(*cycle, [])


def tidy(start: Game, line: list[str]) -> list[str]:
    """``line`` from ``start`` without detours; it reaches the same final position."""
    ln = _Line.of(start, line)
    while True:
        before = list(ln.actions)
        _without_cycles(ln)
        _without_detours(ln)
        if ln.actions == before:
            return ln.actions
