"""Forty Thieves search state (the stock order is known to the solver: full information).

* Key: the columns sorted (a column's place plays no part in the rules), the waste, the stock's
  length (its order is fixed) and, per suit, the sorted counts of its two foundations (they are
  interchangeable).  The two copies of a card are the same integer.
* Lossless pruning: a *safe* card goes home at once: an Ace, or a card both of whose lower
  copies are home (both foundations of its suit hold at least its rank − 1; lemma and proof in
  README.md, "Forty Thieves safe moves"); a card never comes back from a foundation whose suit's
  other foundation holds as many cards or more (the same lemma: such a card is only ever a base
  for cards that are all home); only the first empty column is tried as a target (empty columns
  are alike); a lone card is never moved to an empty column (the position would be the same).
* Move ordering: foundation moves (low ranks first), waste and lone-card moves onto columns,
  other column moves, the draw, and last of all foundation-to-column moves.
"""

from __future__ import annotations

from typing import Final

from ..forty_thieves import FOUNDATION_SUIT, WASTE, FortyThieves
from ..forty_thieves import PLACE_NAMES as FORTY_PLACES

Step = tuple[int, int]
"""A search step (the solver's own move, not ``engine.moves.Move``): (src place, dst place)
as indices of ``engine.forty_thieves.PLACE_NAMES``; ``DRAW_MOVE`` draws."""
DRAW_MOVE: Final[Step] = (-1, -1)
_FOUNDS_OF: Final = tuple(tuple(f for f in range(8) if FOUNDATION_SUIT[f] == s) for s in range(4))


class FortyState:
    """The solver's mutable Forty Thieves position with make/unmake."""

    __slots__ = ("cols", "found", "greedy", "stock", "waste")

    # The two lossless prunings of the safe-move lemma (README.md); a benchmark switches them off
    # in a subclass to measure what they pay.
    SAFE_HOME: bool = True
    LOW_BACK: bool = True
    # The heuristic move set plays every foundation move at once (False: only the safe ones).
    GREEDY_HOME: bool = True

    def __init__(self, g: FortyThieves, greedy: bool = False) -> None:
        self.greedy = greedy
        self.cols = [c[:] for c in g.cols]
        self.stock = g.stock[:]
        self.waste = g.waste[:]
        self.found = g.found[:]

    def key(self) -> bytes:
        f = self.found
        fk = bytes(x for fs in _FOUNDS_OF for x in sorted(f[i] for i in fs))
        cols = b"\xff".join(sorted(bytes(c) for c in self.cols))
        return fk + bytes((len(self.stock),)) + bytes(self.waste) + b"\xfe" + cols

    def cards(self) -> int:
        return sum(self.found)

    def won(self) -> bool:
        return sum(self.found) == 104

    def lost(self, full: bool, last: Step | None) -> bool:
        """No cheap proof of loss is used for Forty Thieves (a dead end is a position without
        moves, found by the search itself)."""
        return False

    def _top(self, i: int) -> int | None:
        if i < 10:
            return self.cols[i][-1] if self.cols[i] else None
        if i == WASTE:
            return self.waste[-1] if self.waste else None
        f = self.found[i - 10]
        return FOUNDATION_SUIT[i - 10] * 13 + f - 1 if f else None

    def moves(self) -> list[Step]:
        cols, found = self.cols, self.found
        if sum(found) == 104:
            return []
        sources = [i for i in range(10) if cols[i]]
        if self.waste:
            sources.append(WASTE)
        fm: list[tuple[int, int, int]] = []
        good: list[tuple[int, int, int]] = []
        other: list[tuple[int, int, int]] = []
        back: list[tuple[int, int, int]] = []
        empty = next((j for j in range(10) if not cols[j]), None)
        takers: dict[int, list[int]] = {}
        for j in range(10):
            if cols[j] and cols[j][-1] % 13 > 0:
                takers.setdefault(cols[j][-1] - 1, []).append(j)
        # Cards under each column's top until the shallowest one a foundation takes next.
        need = {FOUNDATION_SUIT[f] * 13 + found[f] for f in range(8) if found[f] < 13}
        dig = []
        for col in cols:
            d = 9
            for k in range(len(col) - 2, max(-1, len(col) - 10), -1):
                if col[k] in need:
                    d = len(col) - 2 - k
                    break
            dig.append(d)
        for i in sources:
            c = self._top(i)
            assert c is not None
            s, r = c // 13, c % 13 + 1
            fs = _FOUNDS_OF[s]
            for f in fs:
                if found[f] == r - 1:
                    # An Ace, or both lower copies home: safe, play it alone.
                    if (
                        r == 1
                        or (self.greedy and self.GREEDY_HOME)
                        or (self.SAFE_HOME and found[fs[0]] >= r - 1 and found[fs[1]] >= r - 1)
                    ):
                        return [(i, 10 + f)]
                    fm.append((r, i, 10 + f))
                    break  # the two foundations of a suit are interchangeable
            # Off its natural parent (same suit, one rank up) onto another: only a reshuffle.
            parented = i < 10 and len(cols[i]) >= 2 and cols[i][-2] == c + 1 and r < 13
            depth = dig[i] if i < 10 else 0
            for j in takers.get(c, ()):
                if j != i and not (self.greedy and parented):
                    (good if i == WASTE or len(cols[i]) == 1 else other).append(
                        (depth * 16 - len(cols[j]), i, j)
                    )
            if empty is not None and not (i < 10 and len(cols[i]) == 1):
                other.append((depth * 16 + 8, i, empty))
        for f in range(8):
            fs = _FOUNDS_OF[FOUNDATION_SUIT[f]]
            twin = found[fs[1] if f == fs[0] else fs[0]]
            if self.LOW_BACK and twin >= found[f]:
                continue  # both copies of this card are home: it never needs to come back
            if found[f] and not (f == fs[1] and found[fs[0]] == found[f]):
                c = FOUNDATION_SUIT[f] * 13 + found[f] - 1
                for j in takers.get(c, ()):
                    back.append((0, 10 + f, j))
                if empty is not None:
                    back.append((1, 10 + f, empty))
        fm.sort()
        good.sort()
        other.sort()
        out = [(i, j) for _, i, j in fm] + [(i, j) for _, i, j in good]
        out += [(i, j) for _, i, j in other]
        if self.stock:
            out.append(DRAW_MOVE)
        if not self.greedy:
            out += [(i, j) for _, i, j in back]
        return out

    def _shift(self, src: int, dst: int) -> None:
        if src < 10:
            c = self.cols[src].pop()
        elif src == WASTE:
            c = self.waste.pop()
        else:
            f = src - 10
            self.found[f] -= 1
            c = FOUNDATION_SUIT[f] * 13 + self.found[f]
        if dst < 10:
            self.cols[dst].append(c)
        elif dst == WASTE:
            self.waste.append(c)
        else:
            self.found[dst - 10] += 1

    def make(self, m: Step) -> int:
        i, j = m
        if i < 0:
            self.waste.append(self.stock.pop())
        else:
            self._shift(i, j)
        return 0

    def unmake(self, m: Step, token: int) -> None:
        i, j = m
        if i < 0:
            self.stock.append(self.waste.pop())
        else:
            self._shift(j, i)

    @staticmethod
    def notation(m: Step) -> list[str]:
        return ["draw" if m[0] < 0 else f"{FORTY_PLACES[m[0]]}-{FORTY_PLACES[m[1]]}"]
