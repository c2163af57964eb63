"""A line of moves as the steps a player names: draws in a row are one step, and moves in a row
that share a place are one step that names it once.  Moves with the same source and target are one
run ("the 6, 7 and 8 of diamonds from column 2 to foundation 3, one after another"; the twelfth
review, hu Pattern A); moves to one target from different sources name the target once ("the 7 of
clubs from column 8, the 8 from column 7 and the 9 from column 4 to foundation 8, one after
another"; the seventeenth review, hu D5 and S2, uk P3 and S5: "to foundation 8 (clubs)" three
times in one sentence); moves from one source to different targets name the source once (pl P6:
"from the waste" before every card).  Data only: engine/puzzles/texts.py says it in words.

Two moves in a row are enough for a step of one place: "the 7 of clubs from column 8 and the 8
from column 7 to foundation 8" reads better than the full frame twice.  Where a line can be split
either way, the split with the fewest steps wins, and among those the one that names targets once
(a foundation's name, "foundation 8 (clubs)", is the longest to repeat).  A draw or a redeal ends
a step of moves.

Two decks hold every card twice, so a line may move one card of a value and later the other
("the queen of spades from column 5 to foundation 1, then the other queen of spades from column
9 to column 5"; round 20, hu D2, uk D5: the same name twice read as one card in two places or
moving back).  The line is replayed with each physical card followed from place to place: a card
taken from a place where nothing named in the line was put is one not yet named, and when its
value was named before, it is the other copy (``Step.others``).  A line starts afresh: only its
own moves count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from ..game import Game

# What a step is: cards moved (one, or a run with one source and one target), cards moved to one
# target from their own sources, cards moved from one source to their own targets, draws in a
# row, a redeal.
MOVED: Final = "moved"
GATHERED: Final = "gathered"
SCATTERED: Final = "scattered"
DRAWN: Final = "drawn"
REDEALT: Final = "redealt"


@dataclass(frozen=True)
class Step:
    """One step of a line: ``cards`` moved one after another from ``source`` to ``target`` (one
    card: a single move; GATHERED: each from its own place in ``sources``; SCATTERED: each to its
    own place in ``targets``), ``count`` draws in a row, or a redeal."""

    kind: str
    cards: tuple[int, ...] = ()
    source: str = ""
    target: str = ""
    count: int = 1
    sources: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    # the positions in ``cards`` of the cards that are the other copy of a card the line has
    # named before (two decks): its words say "the other queen of spades"
    others: tuple[int, ...] = ()

    @property
    def moves(self) -> int:
        """How many of the line's moves (actions) the step stands for."""
        return len(self.cards) if self.kind in (MOVED, GATHERED, SCATTERED) else self.count


@dataclass(frozen=True)
class _Move:
    card: int
    source: str
    target: str
    other: bool = False


# A physical card the line has named: its value and which copy it is, the first named (0) or the
# other (1); a card nobody named yet is None.
_Copy = tuple[int, int] | None


class _Copies:
    """Which physical card each move of a line moves: every place holds, above the cards the line
    found there, the cards the line put on it, in order (a card taken from below them is one the
    line has not named)."""

    def __init__(self) -> None:
        self.above: dict[str, list[_Copy]] = {}
        self.named: dict[int, int] = {}  # a value's copies named so far
        self.emptied: set[str] = set()  # places whose own cards have all been taken

    def moved(self, card: int, source: str, target: str, left: int | None) -> bool:
        """The move of ``card`` from ``source`` to ``target`` (``left``: the card on ``source``
        after it): whether the card is the other copy of a value named before."""
        above = self.above.setdefault(source, [])
        copy = above.pop() if above else None
        if copy is None:
            copy = (card, self.named.get(card, 0))
            self.named[card] = copy[1] + 1
        if left is None:
            self.emptied.add(source)
            above.clear()
        self.above.setdefault(target, []).append(copy)
        return copy[1] > 0

    def drawn(self) -> None:
        """A card from the stock to the waste: one the line has not named."""
        self.above.setdefault("w", []).append(None)

    def redealt(self) -> None:
        """Crescent's redeal: every pile of two or more cards puts its bottom card on top."""
        for place, above in self.above.items():
            if place.startswith("f") or not above:
                continue
            if place in self.emptied:
                if len(above) >= 2:
                    above.append(above.pop(0))
            else:
                above.append(None)  # a card the pile had before the line


def steps_of(game: Game, moves: Sequence[str]) -> list[Step]:
    """``moves`` played in turn from ``game`` (only read: a copy plays them), as steps."""
    g = game.copy()
    out: list[Step] = []
    row: list[_Move] = []  # the moves since the last draw or redeal
    copies = _Copies()
    for move in moves:
        mv = g.parse_move(move)
        if mv.src in ("draw", "redeal"):
            if mv.src == "redeal":
                copies.redealt()
            out += _grouped(row)
            row = []
            last = out[-1] if out else None
            if mv.src == "redeal":
                out.append(Step(REDEALT))
            elif last is not None and last.kind == DRAWN:
                out[-1] = replace(last, count=last.count + 1)
            else:
                out.append(Step(DRAWN))
        else:
            card = g.top_card(mv.src)
            if card is None:
                raise ValueError(f"no card on {mv.src} in {g.code}")
            g.play(mv)
            other = copies.moved(card, mv.src, mv.dst, g.top_card(mv.src))
            row.append(_Move(card, mv.src, mv.dst, other))
            continue
        if mv.src == "draw":
            copies.drawn()
        g.play(mv)
    return out + _grouped(row)


def _grouped(row: list[_Move]) -> list[Step]:
    """Moves in a row as the fewest steps of one shared place each, targets shared first."""
    # best[i]: the cost of saying row[:i] (steps, moves in steps that share only a source) and
    # where its last step begins.
    best: list[tuple[tuple[int, int], int]] = [((0, 0), 0)]
    for i in range(1, len(row) + 1):
        options = []
        for j in range(i - 1, -1, -1):
            block = row[j:i]
            one_target = len({m.target for m in block}) == 1
            if not one_target and len({m.source for m in block}) > 1:
                break  # a longer block shares no place either
            (steps, scattered), _ = best[j]
            options.append(((steps + 1, scattered + (0 if one_target else i - j)), j))
        best.append(min(options, key=lambda o: o[0]))
    out: list[Step] = []
    i = len(row)
    while i:
        j = best[i][1]
        out.append(_step(row[j:i]))
        i = j
    return out[::-1]


def _step(block: list[_Move]) -> Step:
    cards = tuple(m.card for m in block)
    sources, targets = tuple(m.source for m in block), tuple(m.target for m in block)
    others = tuple(i for i, m in enumerate(block) if m.other)
    if len(set(targets)) == 1 and len(set(sources)) == 1:
        return Step(MOVED, cards, sources[0], targets[0], others=others)
    if len(set(targets)) == 1:
        return Step(GATHERED, cards, target=targets[0], sources=sources, others=others)
    return Step(SCATTERED, cards, source=sources[0], targets=targets, others=others)
