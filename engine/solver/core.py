"""Exact depth-first solvers for Crescent and Forty Thieves (standard library only).

Technique
---------
* Depth-first search over the solver's own mutable state with explicit make/unmake
  (a redeal is undone by rotating every pile of 2+ cards back), driven by an explicit stack,
  so deep lines never hit Python's recursion limit.
* Transposition table: a set of canonical position keys.  A key seen before is either on the
  current path (a cycle, useless) or was fully searched and failed, so skipping it loses nothing.
  - Crescent: pile identity plays no part in the rules (any pile may feed any pile, and a redeal
    acts on each pile alone), so the key is the *sorted* tuple of piles + foundation counts +
    redeals left.  The two copies of a card are the same integer.
  - Forty Thieves: columns are interchangeable (sorted tuple), the stock order is fixed so only
    its length matters, the waste is kept as a tuple, and the two foundations of a suit are
    interchangeable (their counts are sorted per suit).
* Lossless pruning only (symmetry): in Forty Thieves only the first empty column is tried as a
  target, and a lone card is never moved to an empty column; an Ace is put on a foundation at
  once (an Ace takes nothing on a column, so moving it home can never hurt).  Crescent uses no
  forced moves: every card on a pile may still serve as a target, so none is provably safe.
* Move ordering: foundation moves first (lowest ranks first), then moves that expose a card a
  foundation needs next, then other moves from short piles; redeal / draw last; Forty Thieves
  foundation-to-column moves last of all.
* Dead ends: a position with no move is lost.  No heuristic bound is used, so ``unwinnable`` is
  reported only when the search space was exhausted within the budget, and it is a proof.
* Budget: counted in expanded distinct positions, so results are deterministic.
* Every ``won`` line is replayed through the engine (``play``) before it is reported.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..codes import DealCode
from ..crescent import NEIGHBOURS, Crescent, down_top, up_top
from ..crescent import PLACE_NAMES as CRESCENT_PLACES
from ..errors import EngineError
from ..forty_thieves import FOUNDATION_SUIT, WASTE, FortyThieves
from ..forty_thieves import PLACE_NAMES as FORTY_PLACES
from ..game import Game, new_game

WON, UNWINNABLE, UNDECIDED = "won", "unwinnable", "undecided"


@dataclass
class Result:
    outcome: str
    moves: list[str] = field(default_factory=list)
    positions: int = 0
    best_cards: int = 0
    seconds: float = 0.0
    best_line: list[str] = field(default_factory=list, repr=False)


class _Stop(Exception):
    pass


# ---------------------------------------------------------------------------------- Crescent
class _CrescentState:
    def __init__(self, g: Crescent, redeals: int):
        self.piles = [p[:] for p in g.piles]
        self.found = g.found[:]
        self.redeals = redeals

    def key(self):
        return (tuple(sorted(map(tuple, self.piles))), tuple(self.found), self.redeals)

    def cards(self) -> int:
        return sum(self.found)

    def moves(self):
        piles, found = self.piles, self.found
        if sum(found) == 104:
            return []
        need = {}
        for s in range(4):
            if found[s] < 13:
                need[s * 13 + found[s]] = s
            if found[s + 4] < 13:
                need.setdefault(s * 13 + 12 - found[s + 4], s + 4)
        fmoves, good, other = [], [], []
        takers: dict[int, list[int]] = {}
        for j, p in enumerate(piles):
            if p and len(p) < 13:
                takers.setdefault(p[-1], []).append(j)
        for i, p in enumerate(piles):
            if not p:
                continue
            c = p[-1]
            s = c // 13
            if found[s] < 13 and c == s * 13 + found[s]:
                fmoves.append((c % 13, i, 16 + s))
            if found[s + 4] < 13 and c == s * 13 + 12 - found[s + 4]:
                fmoves.append((12 - c % 13, i, 20 + s))
            hi, lo = NEIGHBOURS[c]
            ts = takers.get(hi, []) + (takers.get(lo, []) if lo != hi else [])
            if not ts:
                continue
            exposes = len(p) >= 2 and p[-2] in need
            for j in ts:
                if j == i:
                    continue
                if exposes:
                    good.append((len(p), i, j))
                else:
                    other.append((len(p), i, j))
        for s in range(4):
            nu, nd = found[s], found[s + 4]
            if nu + nd < 26 and nu == 13 - nd:
                if nu >= 2:
                    other.append((99, 16 + s, 20 + s))
                if nd >= 2:
                    other.append((99, 20 + s, 16 + s))
        fmoves.sort()
        good.sort()
        other.sort()
        out = [(i, j) for _, i, j in fmoves] + [(i, j) for _, i, j in good]
        out += [(i, j) for _, i, j in other]
        if self.redeals > 0:
            out.append((-1, -1))
        return out

    def _shift(self, src: int, dst: int) -> None:
        """Move the top card of place ``src`` onto place ``dst`` (piles 0-15, foundations 16-23)."""
        if src < 16:
            c = self.piles[src].pop()
        else:
            f = src - 16
            c = up_top(f, self.found[f]) if f < 4 else down_top(f - 4, self.found[f])
            self.found[f] -= 1
        if dst < 16:
            self.piles[dst].append(c)
        else:
            self.found[dst - 16] += 1

    def make(self, m):
        i, j = m
        if i < 0:
            for p in self.piles:
                if len(p) >= 2:
                    p.append(p.pop(0))
            self.redeals -= 1
        else:
            self._shift(i, j)

    def unmake(self, m):
        i, j = m
        if i < 0:
            for p in self.piles:
                if len(p) >= 2:
                    p.insert(0, p.pop())
            self.redeals += 1
        else:
            self._shift(j, i)

    @staticmethod
    def notation(m) -> str:
        return "redeal" if m[0] < 0 else f"{CRESCENT_PLACES[m[0]]}-{CRESCENT_PLACES[m[1]]}"


# ------------------------------------------------------------------------------ Forty Thieves

_FOUNDS_OF = [[f for f in range(8) if FOUNDATION_SUIT[f] == s] for s in range(4)]


class _FortyState:
    def __init__(self, g: FortyThieves, redeals: int = 0):
        self.cols = [c[:] for c in g.cols]
        self.stock = g.stock[:]
        self.waste = g.waste[:]
        self.found = g.found[:]

    def key(self):
        f = self.found
        fk = tuple(tuple(sorted(f[x] for x in fs)) for fs in _FOUNDS_OF)
        return (tuple(sorted(map(tuple, self.cols))), tuple(self.waste), len(self.stock), fk)

    def cards(self) -> int:
        return sum(self.found)

    def _top(self, i):
        if i < 10:
            return self.cols[i][-1] if self.cols[i] else None
        if i == WASTE:
            return self.waste[-1] if self.waste else None
        f = self.found[i - 10]
        return FOUNDATION_SUIT[i - 10] * 13 + f - 1 if f else None

    def moves(self):
        cols, found = self.cols, self.found
        if sum(found) == 104:
            return []
        sources = [i for i in range(10) if cols[i]]
        if self.waste:
            sources.append(WASTE)
        fm, good, other, back = [], [], [], []
        empty = next((j for j in range(10) if not cols[j]), None)
        takers: dict[int, list[int]] = {}
        for j in range(10):
            if cols[j] and cols[j][-1] % 13 > 0:
                takers.setdefault(cols[j][-1] - 1, []).append(j)
        for i in sources:
            c = self._top(i)
            s, r = c // 13, c % 13 + 1
            for f in _FOUNDS_OF[s]:
                if found[f] == r - 1:
                    if r == 1:  # an Ace home is always safe: play it alone
                        return [(i, 10 + f)]
                    fm.append((r, i, 10 + f))
                    break  # the two foundations of a suit are interchangeable
            for j in takers.get(c, ()):
                if j != i:
                    (good if i == WASTE or len(cols[i]) == 1 else other).append((0, i, j))
            if empty is not None and not (i < 10 and len(cols[i]) == 1):
                other.append((1, i, empty))
        for f in range(8):
            if found[f] and not (
                f in _FOUNDS_OF[FOUNDATION_SUIT[f]][1:]
                and found[_FOUNDS_OF[FOUNDATION_SUIT[f]][0]] == found[f]
            ):
                c = FOUNDATION_SUIT[f] * 13 + found[f] - 1
                for j in takers.get(c, ()):
                    back.append((0, 10 + f, j))
                if empty is not None:
                    back.append((1, 10 + f, empty))
        fm.sort()
        out = [(i, j) for _, i, j in fm] + [(i, j) for _, i, j in good]
        other.sort()
        out += [(i, j) for _, i, j in other]
        if self.stock:
            out.append((-1, -1))
        out += [(i, j) for _, i, j in back]
        return out

    def _take(self, i):
        if i < 10:
            return self.cols[i].pop()
        if i == WASTE:
            return self.waste.pop()
        self.found[i - 10] -= 1
        return None

    def _put(self, j, c):
        if j < 10:
            self.cols[j].append(c)
        elif j == WASTE:
            self.waste.append(c)
        else:
            self.found[j - 10] += 1

    def _shift(self, src: int, dst: int) -> None:
        c = self._top(src)
        self._take(src)
        self._put(dst, c)

    def make(self, m):
        i, j = m
        if i < 0:
            self.waste.append(self.stock.pop())
        else:
            self._shift(i, j)

    def unmake(self, m):
        i, j = m
        if i < 0:
            self.stock.append(self.waste.pop())
        else:
            self._shift(j, i)

    @staticmethod
    def notation(m) -> str:
        return "draw" if m[0] < 0 else f"{FORTY_PLACES[m[0]]}-{FORTY_PLACES[m[1]]}"


# ------------------------------------------------------------------------------------ search
def _start(code_or_game, redeals):
    g = new_game(code_or_game) if isinstance(code_or_game, (str, DealCode)) else code_or_game.copy()
    if isinstance(g, Crescent):
        if redeals is not None:
            g.redeals_left = redeals
        return g, _CrescentState(g, g.redeals_left)
    if isinstance(g, FortyThieves):
        return g, _FortyState(g)
    raise TypeError(f"no solver for {type(g).__name__}")


def replay(start: Game, moves: list[str]) -> bool:
    """True if ``moves`` are all legal from ``start`` (left untouched) and win the game."""
    g = start.copy()
    try:
        for mv in moves:
            g.play(mv)
    except EngineError:
        return False
    return g.is_won


def solve(
    code_or_game, redeals: int | None = None, budget: int = 200_000, time_limit: float | None = None
) -> Result:
    """Search for a win; ``won`` (with a replayed line), ``unwinnable`` (exhaustive) or
    ``undecided`` (budget or time ran out)."""
    t0 = time.perf_counter()
    start, st = _start(code_or_game, redeals)
    seen: set = set()
    path: list = []
    best = st.cards()
    best_line: list = []
    positions = 0
    deadline = None if time_limit is None else t0 + time_limit
    outcome = UNWINNABLE
    # explicit stack of (moves, next index); path[k] is the move made at depth k
    seen.add(st.key())
    positions = 1
    if st.cards() == 104:
        outcome = WON
        stack = []
    else:
        stack = [[st.moves(), 0]]
    while stack:
        frame = stack[-1]
        ms, k = frame
        if k >= len(ms):
            stack.pop()
            if path:
                st.unmake(path.pop())
            continue
        frame[1] = k + 1
        m = ms[k]
        st.make(m)
        key = st.key()
        if key in seen:
            st.unmake(m)
            continue
        if positions >= budget or (
            deadline is not None and (positions & 255) == 0 and time.perf_counter() > deadline
        ):
            st.unmake(m)
            outcome = UNDECIDED
            break
        seen.add(key)
        positions += 1
        path.append(m)
        n = st.cards()
        if n > best:
            best, best_line = n, path[:]
        if n == 104:
            outcome = WON
            break
        stack.append([st.moves(), 0])
    moves = [st.notation(m) for m in path] if outcome == WON else []
    if outcome == WON and not replay(start, moves):
        raise AssertionError("solver produced a line the engine rejects")  # never expected
    return Result(
        outcome,
        moves,
        positions,
        104 if outcome == WON else best,
        time.perf_counter() - t0,
        [st.notation(m) for m in best_line],
    )


def hint(game: Game, budget: int = 20_000):
    """(next move of a winning line, True), else (first move of the most promising line, False);
    (None, False) when there is no legal move."""
    r = solve(game, budget=budget)
    if r.outcome == WON:
        return (game.parse_move(r.moves[0]) if r.moves else None), True
    if r.best_line:
        return game.parse_move(r.best_line[0]), False
    legal = game.legal_moves()
    return (legal[0] if legal else None), False
