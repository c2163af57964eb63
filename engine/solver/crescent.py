"""Crescent search state: canonical keys, foundation-to-foundation folding, safe moves, dead ends.

In the exact mode (``greedy == 0``) everything is *lossless*: a position the search skips or
declares lost is provably no better than one it keeps, so an exhausted search is a proof (see
engine/solver/README.md).  The heuristic move sets (``greedy`` 1-3) only look for wins.

* Piles are ``bytes`` (cards bottom → top, card = suit*13 + rank - 1; the two copies of a card
  are the same byte).  The key sorts the piles: the rules never look at a pile's place, only at
  its cards (the 13-card limit and a redeal act on each pile alone).
* Foundations are counts: ``up[s]`` cards A.. and ``down[s]`` cards K.. of suit ``s``.  When
  ``up + down == 13`` a suit is *met*: its two tops are adjacent and foundation-to-foundation
  moves slide the split anywhere, so every split is the same position (one key) and a met suit
  takes any card of its suit; the slides are written into the record only when a card goes home.
"""

from __future__ import annotations

from typing import Final

from ..cards import RANK_OF, SUIT_OF
from ..crescent import NEIGHBOURS, PLACE_NAMES, Crescent
from ..outcome import Proof
from .crescent_bound import hopeless
from .crescent_last import MAX_REDEALS, last_card_lost, may_change

Step = tuple[int, int, int]
"""A search step (the solver's own move, not ``engine.moves.Move``): (src pile, dst, split);
dst 0-15 a pile, 16+s up foundation, 20+s down foundation; ``split`` is the up count a met suit
slides to first (-1: no slide).  (-1, -1, -1) = redeal."""

REDEAL_MOVE: Final[Step] = (-1, -1, -1)
GREEDY_LEVELS: Final = 3
"""Heuristic move sets: 0 exact; 1-3 play a foundation move at once and redeal only without
other moves; 1 moves only from piles holding a card a foundation takes now or next, 2 one
holding a card within three ranks, 3 any pile."""
ANYTIME_REDEALS: Final = 1
"""The beam redeals before a dead end only with at most this many redeals left.  With one left
the bound of the redealt position (no redeal left) rejects nearly every redeal, so the few it
lets through are worth trying; with more left it is less selective, and redealing anywhere
then cost wins (the whole study: with two, 656 / 738 / 941 decided at 1 / 2 / 3 redeals; with
one, 661 / 736 / 939; BENCHMARKS.md)."""
_AHEAD: Final = (0, 1, 3, 0)
_SEP: Final = b"\xff"
_NEIGH: Final = NEIGHBOURS  # same suit, rank + 1 and rank - 1, wrapping K <-> A


def _distances(u: int, d: int) -> bytes:
    """How many ranks ahead each card of a suit with foundation counts ``u``/``d`` is wanted:
    0 a foundation takes it now (any card once the suit has met), ``a`` it is ``a`` ranks past a
    foundation's next card or the suit is ``a`` cards from meeting; 99 never."""
    whole = max(0, 13 - u - d)
    return bytes(
        min(whole, r - u if r >= u else 99, 12 - d - r if r <= 12 - d else 99) for r in range(13)
    )


# _DIST[up][down]: _distances of a suit, for every pair of counts
_DIST: Final = tuple(tuple(_distances(u, d) for d in range(14)) for u in range(14))


class CrescentState:
    """The solver's mutable Crescent position with make/unmake."""

    __slots__ = ("down", "greedy", "piles", "redeals", "up")

    def __init__(
        self, piles: list[bytes], up: list[int], down: list[int], redeals: int, greedy: int = 0
    ) -> None:
        self.greedy = greedy
        self.piles = piles
        self.up = up
        self.down = down
        self.redeals = redeals

    @classmethod
    def from_game(cls, g: Crescent, redeals: int | None = None) -> CrescentState:
        return cls(
            [bytes(p) for p in g.piles],
            g.found[:4],
            g.found[4:],
            g.redeals_left if redeals is None else redeals,
        )

    def snapshot(self) -> tuple[list[bytes], list[int], list[int], int]:
        return (self.piles[:], self.up[:], self.down[:], self.redeals)

    def restore(self, snap: tuple[list[bytes], list[int], list[int], int]) -> CrescentState:
        """A new state from ``snapshot`` (same search mode)."""
        piles, up, down, redeals = snap
        return CrescentState(piles[:], up[:], down[:], redeals, self.greedy)

    @staticmethod
    def redeal_move() -> Step:
        return REDEAL_MOVE

    # --- queries --------------------------------------------------------------------------------

    def cards(self) -> int:
        return sum(self.up) + sum(self.down)

    def won(self) -> bool:
        return sum(self.up) + sum(self.down) == 104

    def key(self) -> bytes:
        """Canonical key: sorted piles, per-suit foundation counts (a met suit folded), redeals."""
        f = bytearray(9)
        up, down = self.up, self.down
        for s in range(4):
            if up[s] + down[s] != 13:
                f[2 * s] = up[s]
                f[2 * s + 1] = down[s]
        f[8] = self.redeals
        return bytes(f) + _SEP.join(sorted(self.piles))

    def remaining(self, c: int) -> int:
        """Copies of card ``c`` not yet on a foundation (0, 1 or 2)."""
        s, r = SUIT_OF[c], RANK_OF[c]
        return 2 - (r <= self.up[s]) - (r >= 14 - self.down[s])

    # --- move generation ------------------------------------------------------------------------

    def home_move(self, i: int, c: int) -> Step | None:
        """The foundation move of card ``c`` on top of pile ``i``, if a foundation takes it."""
        s, r = SUIT_OF[c], RANK_OF[c]
        u, d = self.up[s], self.down[s]
        if u + d == 13:  # met: slide the split to whichever side is nearer
            best: Step | None = None
            if r >= 2:
                best = (i, 16 + s, r - 1 if u != r - 1 else -1)
            if r <= 12 and (best is None or abs(u - r) < abs(u - (r - 1))):
                best = (i, 20 + s, r if u != r else -1)
            return best
        if u == r - 1 and u < 13:
            return (i, 16 + s, -1)
        if d == 13 - r and d < 13:
            return (i, 20 + s, -1)
        return None

    def safe(self, i: int, c: int) -> bool:
        """A foundation move of ``c`` (top of pile ``i``) that provably loses nothing.

        (1) No card can ever be placed on ``c`` (every copy of both its pile neighbours is home)
        and ``c`` can never become a pile's bottom card at a redeal (at least as many cards under
        it as redeals left): the position with ``c`` home is the old one minus ``c``.
        (2) No redeals left, the suit is past its meeting point (every card left of it is unique)
        and the other foundation of the suit is complete: only the next cards of this
        foundation's chain can ever sit on ``c``, and each of those can go home instead.
        """
        n1, n2 = _NEIGH[c]
        if (
            self.remaining(n1) == 0
            and self.remaining(n2) == 0
            and len(self.piles[i]) - 1 >= self.redeals
        ):
            return True
        if self.redeals:
            return False
        s, r = SUIT_OF[c], RANK_OF[c]
        u, d = self.up[s], self.down[s]
        if u + d < 14:
            return False
        return (d == 13 and r == u + 1) or (u == 13 and r == 13 - d)

    def moves(self) -> list[Step]:
        """Legal moves, best first; a single safe foundation move when there is one."""
        piles = self.piles
        up, down = self.up, self.down
        dist = (
            _DIST[up[0]][down[0]]
            + _DIST[up[1]][down[1]]
            + _DIST[up[2]][down[2]]
            + _DIST[up[3]][down[3]]
        )
        greedy = self.greedy
        home: list[tuple[int, Step]] = []
        takers: dict[int, list[int]] = {}
        for i, p in enumerate(piles):
            if p:
                c = p[-1]
                if len(p) < 13:
                    takers.setdefault(c, []).append(i)
                if not dist[c]:  # a foundation may take it (home_move says which)
                    m = self.home_move(i, c)
                    if m is not None:
                        if greedy or self.safe(i, c):
                            return [m]
                        home.append((len(p), m))
        ahead = _AHEAD[greedy]
        cover = [-1] * len(piles)  # how bad covering a pile is: its shallowest soon-needed card
        scored: list[int] = []  # score << 8 | src << 4 | dst, so ties go by pile numbers
        for i, p in enumerate(piles):
            if not p:
                continue
            n1, n2 = _NEIGH[p[-1]]
            ts = takers.get(n1)
            t2 = takers.get(n2)
            if ts is None:
                if t2 is None:
                    continue
                ts = t2
            elif t2:
                ts = ts + t2
            # Depth of the shallowest wanted card under the top: 1 means the move uncovers it.
            n = len(p)
            depth = 99
            for k in range(n - 2, -1, -1):
                if dist[p[k]] <= ahead:
                    depth = n - 1 - k
                    break
            if depth == 99 and (greedy == 1 or greedy == 2):
                continue
            # prefer uncovering wanted cards, then not covering soon-needed ones, short sources
            base = (depth * 64 + n * 2) << 8 | i << 4
            for j in ts:
                if j != i:
                    cv = cover[j]
                    if cv < 0:
                        q = piles[j]
                        top = len(q) - 1
                        dt = 6
                        for k in range(top, max(-1, top - 6), -1):
                            if dist[q[k]] <= 2:
                                dt = top - k
                                break
                        cv = cover[j] = (6 - dt) * 16 << 8
                    scored.append(base + cv + j)
        home.sort()
        scored.sort()
        out = [m for _, m in home] + [(v >> 4 & 15, v & 15, -1) for v in scored]
        if self.redeals > 0 and not (greedy and out):
            out.append(REDEAL_MOVE)
        return out

    # --- make / unmake --------------------------------------------------------------------------

    def make(self, m: Step) -> int:
        """Play ``m``; returns what ``unmake`` needs (the suit's old up/down counts)."""
        i, j, split = m
        piles = self.piles
        if i < 0:
            self.piles = [p[1:] + p[:1] if len(p) >= 2 else p for p in piles]
            self.redeals -= 1
            return 0
        p = piles[i]
        c = p[-1]
        piles[i] = p[:-1]
        if j < 16:
            piles[j] += bytes((c,))
            return 0
        s = SUIT_OF[c]
        old = self.up[s] * 16 + self.down[s]
        if split >= 0:
            self.down[s] = 13 - split
            self.up[s] = split
        if j < 20:
            self.up[s] += 1
        else:
            self.down[s] += 1
        return old

    def unmake(self, m: Step, token: int) -> None:
        i, j, _ = m
        piles = self.piles
        if i < 0:
            self.piles = [p[-1:] + p[:-1] if len(p) >= 2 else p for p in piles]
            self.redeals += 1
            return
        if j < 16:
            q = piles[j]
            c = q[-1]
            piles[j] = q[:-1]
        else:
            s = (j - 16) % 4
            up = self.up[s]
            c = s * 13 + up - 1 if j < 20 else s * 13 + 13 - self.down[s]
            self.up[s] = token >> 4
            self.down[s] = token & 15
        piles[i] += bytes((c,))

    # --- dead ends ------------------------------------------------------------------------------

    def locked(self, i: int, k: int) -> bool:
        """Card ``k`` of pile ``i`` (from the bottom) can never move: a proof the game is lost.

        The cards under it from index ``redeals`` up stay under it as long as it stays (a redeal
        takes only the bottom card).  It stays for ever when it cannot go onto a pile (every copy
        of both neighbours is home or so trapped under it) and cannot go home before a card
        of which every copy still out is so trapped (a foundation passes a rank only with one).
        """
        p = self.piles[i]
        lo = self.redeals
        if k <= lo:
            return False
        c = p[k]
        under = p[lo:k]
        n1, n2 = _NEIGH[c]
        rem = self.remaining
        if rem(n1) != under.count(n1) or rem(n2) != under.count(n2):
            return False
        s, r = SUIT_OF[c], RANK_OF[c]
        u, d = self.up[s], self.down[s]
        if u + d == 13:
            return False
        base = s * 13 - 1

        def blocked(a: int, b: int) -> bool:  # some rank in a..b (inclusive) is wholly trapped
            for v in range(a, b + 1):
                x = base + v
                n = rem(x)
                if n and n == under.count(x):
                    return True
            return False

        top_down = 13 - d  # rank the down foundation takes next
        if u + d < 13 and not blocked(u + 1, top_down):
            return False  # the suit can still meet, and a met suit takes any card
        up_ok = r > u and not blocked(u + 1, r - 1)
        down_ok = r <= top_down and not blocked(r + 1, top_down)
        return not (up_ok or down_ok)

    def doomed(self) -> bool:
        """The last-card bound of ``crescent_last`` (used with at most ``MAX_REDEALS`` left): the
        cheap proof, also for a position about to be searched (the beam's redealt leaves)."""
        return self.redeals <= MAX_REDEALS and last_card_lost(
            self.piles, self.up, self.down, self.redeals
        )

    def redeal_doomed(self) -> bool:
        """Whether a redeal played now would leave a position the last-card bound proves lost
        (``doomed`` of that position), without playing it."""
        left = self.redeals - 1
        if left < 0:
            return True
        if left > MAX_REDEALS:
            return False
        piles = [p[1:] + p[:1] if len(p) >= 2 else p for p in self.piles]
        return last_card_lost(piles, self.up, self.down, left)

    def redeal_anytime(self) -> bool:
        """Whether the beam (``search._phase_dfs`` with ``anytime``) should also try a redeal
        here, where moves are left: with at most ``ANYTIME_REDEALS`` redeals left, where the
        last-card bound after the redeal is selective, and only when it lets the redeal through."""
        return 0 < self.redeals <= ANYTIME_REDEALS and not self.redeal_doomed()

    def lost(self, full: bool, last: Step | None) -> bool:
        """A proof of loss: the last-card bound (``doomed``) or a locked card (see ``locked``),
        both checked incrementally after ``last``; ``full`` (where a search starts) adds the
        slower fixpoint bound of ``crescent_bound``.

        After a pile-to-pile move only the moved card can have become locked; after a foundation
        move only cards of that suit; after a redeal any card.  The last-card bound (``doomed``)
        can change only after a move ``may_change`` names, or a redeal.
        """
        piles = self.piles
        if not full and last is not None:
            j = last[1]
            if 0 <= j < 16:
                if may_change(piles[j][-1], self.redeals) and self.doomed():
                    return True
                return self.locked(j, len(piles[j]) - 1)
            if j >= 16:
                s = (j - 16) % 4
                home = s * 13 + (self.up[s] - 1 if j < 20 else 13 - self.down[s])  # gone home
                if may_change(home, self.redeals) and self.doomed():
                    return True
                for i, p in enumerate(piles):
                    for k in range(self.redeals + 1, len(p)):
                        if SUIT_OF[p[k]] == s and self.locked(i, k):
                            return True
                return False
        if self.doomed():
            return True
        for i, p in enumerate(piles):
            for k in range(self.redeals + 1, len(p)):
                if self.locked(i, k):
                    return True
        return hopeless(piles, self.up, self.down, self.redeals)

    # --- notation -------------------------------------------------------------------------------

    def notation(self, m: Step) -> list[str]:
        """The engine actions of ``m`` as played from this state (before ``make``)."""
        i, j, split = m
        if i < 0:
            return ["redeal"]
        out: list[str] = []
        if split >= 0:
            s = (j - 16) % 4
            u = self.up[s]
            fu, fd = PLACE_NAMES[16 + s], PLACE_NAMES[20 + s]
            out += [f"{fu}-{fd}"] * (u - split) + [f"{fd}-{fu}"] * (split - u)
        out.append(f"{PLACE_NAMES[i]}-{PLACE_NAMES[j]}")
        return out


def bound(game: Crescent) -> Proof:
    """The Crescent bound that proves ``game`` (not won) lost at once, or ``Proof.NONE``."""
    st = CrescentState.from_game(game)
    if st.doomed():
        return Proof.LAST_CARD
    for i, p in enumerate(st.piles):
        for k in range(st.redeals + 1, len(p)):
            if st.locked(i, k):
                return Proof.LOCKED_CARD
    if st.lost(True, None):
        return Proof.FIXPOINT
    return Proof.NONE
