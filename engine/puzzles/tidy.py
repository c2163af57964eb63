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

from ..errors import EngineError
from ..game import Game
from ..moves import Move

WINDOW = 60
"""How far ahead (in actions) a card's next move is looked for; a detour longer than this stays."""


_COUNTERS = ("moves", "score")


def _key(g: Game) -> str:
    """The exact position, cards by place (a later move names the places), without the
    counters of moves made and points scored, which a detour changes and the rules never read."""
    d = {k: v for k, v in g.to_dict().items() if k not in _COUNTERS}
    return json.dumps(d, sort_keys=True)


def _positions(start: Game, line: list[str]) -> list[Game]:
    """The position before each action, and the last one after the line."""
    out = [start.copy()]
    for a in line:
        g = out[-1].copy()
        g.play(a)
        out.append(g)
    return out


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


def _after(g: Game, actions: list[str]) -> list[Game]:
    """The positions after each of ``actions`` played from ``g``."""
    out = []
    for a in actions:
        g = g.copy()
        g.play(a)
        out.append(g)
    return out


def _without_detours(start: Game, line: list[str]) -> list[str]:
    """One pass over ``line`` taking out each card's detour it can prove needless.  A change of
    actions ``i..j`` ends at the position the old line had after ``j``, so only the positions
    between are recomputed (the counters the key leaves out do not matter to the rules)."""
    pos = _positions(start, line)
    keys = [_key(g) for g in pos]
    i = 0
    while i < len(line):
        mv = pos[i].parse_move(line[i])
        j = None if mv.is_action else _next_move_of(line, pos, i, mv)
        if j is not None:
            second = pos[j].parse_move(line[j])
            for middle in _candidates(line, i, j, mv, second):
                if _replays(pos[i], middle, keys[j + 1]):
                    # the positions before each new action: pos[i] before the first of
                    # ``middle`` (none if it is empty), then those between, then the old ones
                    kept = pos[: i + 1] if middle else pos[:i]
                    fresh = _after(pos[i], middle)[:-1]
                    line = line[:i] + middle + line[j + 1 :]
                    keys = keys[: len(kept)] + [_key(g) for g in fresh] + keys[j + 1 :]
                    pos = kept + fresh + pos[j + 1 :]
                    i = max(i - 1, 0)
                    break
            else:
                i += 1
            continue
        i += 1
    return line


def _without_cycles(start: Game, line: list[str]) -> list[str]:
    """``line`` with every stretch that comes back to a position it met taken out."""
    while (cycle := _cut_cycle([_key(g) for g in _positions(start, line)])) is not None:
        i, j = cycle
        line = line[:i] + line[j:]
    return line


def tidy(start: Game, line: list[str]) -> list[str]:
    """``line`` from ``start`` without detours; it reaches the same final position."""
    out = list(line)
    while True:
        shorter = _without_detours(start, _without_cycles(start, out))
        if shorter == out:
            return out
        out = shorter
