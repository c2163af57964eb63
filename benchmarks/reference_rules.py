"""Crescent under the reference page's rules, to compare the study with its figures like for like.

Run: python benchmarks/reference_rules.py [--first 1] [--deals 100] [--redeals 0,1] [--budget N]

The reference page (shared/seeds, Polish) lets a foundation's top card go back onto a pile; our
rules do not.  This script gives the solver that one extra move (the lossless bounds and safe
moves assume it does not exist, so they are switched off) and runs the study's search
(``core.search_crescent``) on the same deals with the same budget, printing wins per limit beside
``solve`` under our rules.  Wins under those rules are the solver's own lines: the engine does not
play those rules, so they are not replayed.
"""

from __future__ import annotations

import argparse
import time

from engine import make_code, new_game
from engine.solver.core import WON, Result, search_crescent, solve
from engine.solver.crescent import _NEIGH, PLACE_NAMES, CrescentState, Step


class ReferenceState(CrescentState):
    """The solver's state with foundation → pile moves: (32 + 2·suit + side, pile, split)."""

    __slots__ = ()

    def safe(self, i: int, c: int) -> bool:
        return False  # the safe-move proofs assume a card never leaves a foundation

    def lost(self, full: bool, last: Step | None) -> bool:
        return False  # likewise the dead-end bounds

    def doomed(self) -> bool:
        return False  # and the last-card bound (a foundation card may come back as a last card)

    def moves(self) -> list[Step]:
        base = CrescentState.moves(self)
        if self.greedy and len(base) == 1 and base[0][1] >= 16:
            return base  # the heuristic levels play a foundation move at once
        tops: dict[int, list[int]] = {}
        for j, p in enumerate(self.piles):
            if p and len(p) < 13:
                tops.setdefault(p[-1], []).append(j)
        back: list[Step] = []
        for s in range(4):
            u, d = self.up[s], self.down[s]
            # (side, rank, split); a met suit can slide any rank 2..Q onto its up foundation
            if u + d == 13:
                cands = [(0, r, r) for r in range(2, 13)]
            else:  # the tops, not the base cards
                cands = [(0, u, -1)] * (u >= 2) + [(1, 14 - d, -1)] * (d >= 2)
            for side, r, split in cands:
                for nb in _NEIGH[s * 13 + r - 1]:
                    back += [(32 + 2 * s + side, j, split) for j in tops.get(nb, ())]
        if base and base[-1][0] < 0:  # keep the redeal last
            return base[:-1] + back + base[-1:]
        return base + back

    def make(self, m: Step) -> int:
        i, j, split = m
        if i < 32:
            return CrescentState.make(self, m)
        s, side = divmod(i - 32, 2)
        token = self.up[s] * 16 + self.down[s]
        if split >= 0:
            self.up[s], self.down[s] = split, 13 - split
        if side == 0:
            c = s * 13 + self.up[s] - 1
            self.up[s] -= 1
        else:
            c = s * 13 + 13 - self.down[s]
            self.down[s] -= 1
        self.piles[j] += bytes((c,))
        return token

    def unmake(self, m: Step, token: int) -> None:
        i, j, _ = m
        if i < 32:
            CrescentState.unmake(self, m, token)
            return
        s = (i - 32) // 2
        self.piles[j] = self.piles[j][:-1]
        self.up[s], self.down[s] = token >> 4, token & 15

    def notation(self, m: Step) -> list[str]:
        i, j, split = m
        if i < 32:
            return CrescentState.notation(self, m)
        s, side = divmod(i - 32, 2)
        fu, fd = PLACE_NAMES[16 + s], PLACE_NAMES[20 + s]
        u = self.up[s]
        out = [] if split < 0 else [f"{fu}-{fd}"] * (u - split) + [f"{fd}-{fu}"] * (split - u)
        return [*out, f"{fd if side else fu}-{PLACE_NAMES[j]}"]


def _reference(code: str, redeals: int, budget: int) -> Result:
    g = new_game(code)
    g.redeals_left = redeals
    return search_crescent(g, budget, state=ReferenceState)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--redeals", default="0,1")
    ap.add_argument("--budget", type=int, default=80_000)
    a = ap.parse_args()
    seeds = range(a.first, a.first + a.deals)
    print(f"deals {seeds.start}-{seeds.stop - 1}, budget {a.budget:,} positions per search")
    for k in (int(x) for x in a.redeals.split(",")):
        codes = [str(make_code("crescent", s)) for s in seeds]
        t0 = time.process_time()
        theirs = [c for c in codes if _reference(c, k, a.budget).outcome == WON]
        t1 = time.process_time()
        ours = [c for c in codes if solve(c, k, a.budget).outcome == WON]
        t2 = time.process_time()
        print(
            f"{k} redeals: reference rules {len(theirs)} won ({t1 - t0:.0f} CPU s), "
            f"our rules {len(ours)} won ({t2 - t1:.0f} CPU s)\n"
            f"  won under the reference rules: {' '.join(theirs) or '-'}\n"
            f"  won under our rules: {' '.join(ours) or '-'}",
            flush=True,
        )


if __name__ == "__main__":
    main()
