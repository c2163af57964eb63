"""Probes for stronger Crescent proofs with redeals (issue 21): what each idea would add.

Run from the worktree root (one process, ``nice -n 19``; ``PYTHONPATH=.`` so this tree is imported):

    python benchmarks/bound_probes.py roots [--deals 1000]
    python benchmarks/bound_probes.py in-search [--first 1] [--deals 30] [--redeals 2] [--budget N]
    python benchmarks/bound_probes.py cross-limit [--deals 15] [--redeals 2] [--budget N]
    python benchmarks/bound_probes.py redeal-leaves [--deals 40] [--budget N]

* ``roots``: the last-card bound with one redeal left, sharpened by the phase-0 fixpoint
  (``sharpened_lost``, lemma below), against ``crescent_last.last_card_lost`` at the start of
  each deal; prints how many starts each proves lost, the seeds only the sharpened one proves,
  and how many suits keep a "nothing known" option on the starts neither proves.
* ``in-search``: ``core.search_crescent`` with the sharpened bound as ``doomed`` for positions
  with one redeal left (the beam's redealt leaves, the exact search), against the solver as is.
* ``cross-limit``: how often an exact search meets a position (the same piles and foundations)
  that it already entered with more redeals left.  Such a position is dominated (every line from
  it is a line from the other) and could be skipped; the count says whether that would pay.
* ``redeal-leaves``: on deals whose start the last-card bound leaves open with one redeal, an
  exact search with one redeal: how many of the redeals it plays lead to a position the bound
  proves lost at once (with no redeal left), and how many phase-0 positions it entered.

The sharpened lemma, one redeal left (phase 0 before it, phase 1 after it), for a suit's last
card ``X`` (its pile King or Ace, ``crescent_last`` steps 1-2): ``X`` makes no pile move after the
last redeal before its suit is completed.  ``low`` is ``crescent_bound.reach`` with no redeal (an
over-approximation of phase 0: a card at an index below ``low[i]`` never becomes a top then).
(a) ``X`` at index ``k >= 1`` makes no pile move: the cards at indices 1..k-1 stay under it.
(b) ``X`` at index 0 makes no pile move: the redeal puts it on top of its pile, over the cards
there, which include those now at indices 1..low-1 (they never move in phase 0): they stay under
it.  (c) ``X`` makes a pile move: its last one, in phase 0, is onto a neighbour ``Y`` that only the
redeal can take from under it, so ``Y`` is at index 0 now (no card reaches index 0 in phase 0:
empty piles take no card), ``Y`` becomes a top in phase 0, and so does ``X``; only then is nothing
known.  Under-cards must be of other suits, completed later; some choice of options must order
the open suits.  It is never weaker than ``last_card_lost`` with one redeal left (checked here).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from itertools import permutations

from engine import make_code, new_game
from engine.crescent import NEIGHBOURS
from engine.solver.core import LOST, WON, search_crescent
from engine.solver.crescent import CrescentState
from engine.solver.crescent_bound import reach
from engine.solver.crescent_last import last_card_lost
from engine.solver.search import dfs


def sharpened_options(
    piles: Sequence[bytes], up: Sequence[int], down: Sequence[int]
) -> list[set[int]]:
    """Per suit, the masks of suits that must be completed after it, one per way its last card
    can end (lemma in the module docstring); the mask 0 means nothing is known."""
    low, _ = reach(piles, up, down, 0)
    where: list[list[tuple[int, int]]] = [[] for _ in range(52)]
    for i, p in enumerate(piles):
        for k, c in enumerate(p):
            where[c].append((i, k))
    options: list[set[int]] = [set(), set(), set(), set()]
    for i, p in enumerate(piles):
        for k, c in enumerate(p):
            if c % 13 not in (0, 12):
                continue
            s = c // 13
            under = 0
            for z in p[1:k] if k else p[1 : max(1, low[i])]:
                under |= 1 << (z // 13)
            if not under >> s & 1:
                options[s].add(under)
            if k < low[i]:
                continue  # X never becomes a top in phase 0, so it makes no pile move
            others = [(j, x) for nb in NEIGHBOURS[c] for j, x in where[nb] if (j, x) != (i, k)]
            if any(x >= low[j] for j, x in others) and any(
                x == 0 and low[j] <= 0 for j, x in others
            ):
                options[s].add(0)
    return options


def _orderable(up: Sequence[int], down: Sequence[int], options: Sequence[set[int]]) -> bool:
    """Some order of the open suits and some option per suit put every suit that must come after
    a suit after it (checked over all orders: four suits at most)."""
    open_suits = [s for s in range(4) if up[s] + down[s] < 26]
    for order in permutations(open_suits):
        later = 0
        ok = True
        for s in reversed(order):  # ``later``: the suits placed after s
            if not any(not m & ~later & ~(1 << s) for m in options[s]):
                ok = False
                break
            later |= 1 << s
        if ok:
            return True
    return not open_suits


def sharpened_lost(piles: Sequence[bytes], up: Sequence[int], down: Sequence[int]) -> bool:
    """The sharpened last-card bound with one redeal left: True proves the position lost."""
    return not _orderable(up, down, sharpened_options(piles, up, down))


class Sharpened(CrescentState):
    """The solver's state with the sharpened bound for positions with one redeal left."""

    __slots__ = ()

    def doomed(self) -> bool:
        if self.redeals == 1:
            return sharpened_lost(self.piles, self.up, self.down)
        return CrescentState.doomed(self)

    def restore(self, snap: tuple[list[bytes], list[int], list[int], int]) -> CrescentState:
        piles, up, down, redeals = snap
        return Sharpened(piles[:], up[:], down[:], redeals, self.greedy)


def roots(deals: int) -> None:
    t = time.process_time()
    old = new = 0
    only: list[int] = []
    free: dict[int, int] = {}
    for seed in range(1, deals + 1):
        g = new_game(make_code("crescent", seed))
        piles, up, down = [bytes(p) for p in g.piles], g.found[:4], g.found[4:]
        a = last_card_lost(piles, up, down, 1)
        b = sharpened_lost(piles, up, down)
        if a and not b:
            raise AssertionError(f"the sharpened bound is weaker on seed {seed}")
        old += a
        new += b
        if b and not a:
            only.append(seed)
        if not b:
            n = sum(0 in o for o in sharpened_options(piles, up, down))
            free[n] = free.get(n, 0) + 1
    print(f"deals 1-{deals}, one redeal: last-card bound {old}, sharpened {new} starts proved lost")
    print(f"  only the sharpened bound: {only}")
    print(f"  starts not proved, by suits with a 'nothing known' option: {sorted(free.items())}")
    print(f"  {time.process_time() - t:.2f} CPU s")


def in_search(first: int, deals: int, redeals: int, budget: int) -> None:
    for name, cls in (("as is", CrescentState), ("sharpened", Sharpened)):
        t = time.process_time()
        won, proved, positions = [], [], 0
        for seed in range(first, first + deals):
            g = new_game(make_code("crescent", seed))
            g.redeals_left = redeals
            r = search_crescent(g, budget, state=cls)
            positions += r.positions
            (won if r.outcome == WON else proved if r.outcome == LOST else []).append(seed)
        print(
            f"{name}: {redeals} redeals, deals {first}-{first + deals - 1}, budget {budget:,}:"
            f" won {len(won)}, proved {len(proved)} {proved}, {positions:,} positions,"
            f" {time.process_time() - t:.1f} CPU s"
        )


def cross_limit(deals: int, redeals: int, budget: int) -> None:
    calls = dominated = 0
    most: dict[bytes, int] = {}

    class Probe(CrescentState):
        __slots__ = ()

        def key(self) -> bytes:
            nonlocal calls, dominated
            k = CrescentState.key(self)
            base = k[:8] + k[9:]  # byte 8 is the redeals left
            calls += 1
            seen = most.get(base, -1)
            dominated += seen > self.redeals
            most[base] = max(seen, self.redeals)
            return k

    for seed in range(1, deals + 1):
        most.clear()
        g = new_game(make_code("crescent", seed))
        g.redeals_left = redeals
        dfs(Probe.from_game(g), budget)
    print(
        f"exact search, {redeals} redeals, deals 1-{deals}, {budget:,} positions each:"
        f" {calls:,} keys, {dominated} met before with more redeals left"
    )


def redeal_leaves(deals: int, budget: int) -> None:
    redeals = doomed = 0

    class Probe(CrescentState):
        __slots__ = ()

        def make(self, m: tuple[int, int, int]) -> int:
            nonlocal redeals, doomed
            tok = CrescentState.make(self, m)
            if m[0] < 0:
                redeals += 1
                doomed += self.doomed()
            return tok

    t = time.process_time()
    tried = exhausted = 0
    for seed in range(1, deals + 1):
        g = new_game(make_code("crescent", seed))
        if last_card_lost([bytes(p) for p in g.piles], g.found[:4], g.found[4:], 1):
            continue
        tried += 1
        r = dfs(Probe.from_game(g, 1), budget)
        exhausted += r.outcome != "undecided"
    print(
        f"exact search, 1 redeal, the {tried} of deals 1-{deals} open at the start,"
        f" {budget:,} positions each: {exhausted} decided; {redeals:,} redeals played,"
        f" {doomed:,} of them proved lost at once; {time.process_time() - t:.1f} CPU s"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="probe", required=True)
    p = sub.add_parser("roots")
    p.add_argument("--deals", type=int, default=1000)
    p = sub.add_parser("in-search")
    p.add_argument("--first", type=int, default=1)
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--redeals", type=int, default=2)
    p.add_argument("--budget", type=int, default=40_000)
    p = sub.add_parser("redeal-leaves")
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--budget", type=int, default=20_000)
    p = sub.add_parser("cross-limit")
    p.add_argument("--deals", type=int, default=15)
    p.add_argument("--redeals", type=int, default=2)
    p.add_argument("--budget", type=int, default=20_000)
    a = ap.parse_args()
    if a.probe == "roots":
        roots(a.deals)
    elif a.probe == "in-search":
        in_search(a.first, a.deals, a.redeals, a.budget)
    elif a.probe == "redeal-leaves":
        redeal_leaves(a.deals, a.budget)
    else:
        cross_limit(a.deals, a.redeals, a.budget)


if __name__ == "__main__":
    main()
