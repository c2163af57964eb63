"""Build positions in a line from notation, as the rules are written."""

from __future__ import annotations

from engine import Crescent, FortyThieves
from engine.cards import parse_cards


def crescent(
    piles: dict[int, str], found: dict[int, int] | None = None, redeals: int = 3
) -> Crescent:
    """Piles by number (1-16, cards bottom→top); foundation card counts by number (1-8)."""
    ps = [parse_cards(piles.get(i + 1, "")) for i in range(16)]
    fs = [1] * 8
    for f, n in (found or {}).items():
        fs[f - 1] = n
    return Crescent.from_position(ps, fs, redeals)


def forty(
    cols: dict[int, str],
    stock: str = "",
    waste: str = "",
    found: dict[int, int] | None = None,
    score: int = 0,
) -> FortyThieves:
    """Columns by number (1-10); stock bottom→top (last drawn first); foundation counts."""
    cs = [parse_cards(cols.get(i + 1, "")) for i in range(10)]
    fs = [0] * 8
    for f, n in (found or {}).items():
        fs[f - 1] = n
    return FortyThieves.from_position(cs, parse_cards(stock), parse_cards(waste), fs, score)


def assert_legal_moves_match_reasons(g) -> None:
    """Every place-to-place move is in legal_moves() exactly when reason() finds no fault."""
    from engine import Move

    legal = set(g.legal_moves())
    for src in sorted(g.places):
        for dst in sorted(g.places):
            m = Move(src, dst)
            assert (g.reason(m) is None) == (m in legal), m
