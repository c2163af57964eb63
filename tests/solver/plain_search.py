"""Exhaustive play over the engine's own legal moves: the yardstick for the solver's proofs."""

from __future__ import annotations

from collections.abc import Iterator

from engine import Crescent


def reachable(g: Crescent) -> Iterator[Crescent]:
    """Every position the engine's legal moves reach from ``g`` (redeals included), ``g`` first,
    each once (piles sorted in the key: the rules never look at a pile's place)."""

    def key(x: Crescent) -> tuple:
        return (tuple(sorted(map(tuple, x.piles))), tuple(x.found), x.redeals_left)

    seen, stack = {key(g)}, [g]
    while stack:
        x = stack.pop()
        yield x
        for m in x.legal_moves():
            y = x.copy()
            y.play(m)
            if key(y) not in seen:
                seen.add(key(y))
                stack.append(y)
