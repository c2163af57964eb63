"""Do the bands separate?  The hint player's success per kind, band and (for "can it be won?")
answer, and the rule it must meet (issue 29): within every group, success at least
``GAP`` points lower in hard than in easy, and medium between them within ``SLACK`` points.

    python -m engine.puzzles.bands [docs/puzzles/crescent.json ...]   # the table, markdown
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Final

from .model import BANDS, CAN_WIN, KINDS, Puzzle, load
from .player import BUDGET, solves

GAP: Final = 10  # points: easy minus hard, at least
SLACK: Final = 5  # points: medium may lie this far outside [hard, easy]


def group(p: Puzzle) -> str:
    """The set a puzzle's band is judged in: its kind, and a can-win's answer."""
    if p.kind == CAN_WIN:
        return f"{p.kind} {'yes' if p.answer['winnable'] else 'no'}"
    return p.kind


def success(puzzles: Iterable[Puzzle]) -> dict[str, dict[str, tuple[int, int]]]:
    """group -> band -> (solved by the hint player, puzzles)."""
    ok: Counter[tuple[str, str]] = Counter()
    tot: Counter[tuple[str, str]] = Counter()
    for p in puzzles:
        key = (group(p), p.difficulty["band"])
        tot[key] += 1
        ok[key] += solves(p)
    out: dict[str, dict[str, tuple[int, int]]] = {}
    for (g, b), n in tot.items():
        out.setdefault(g, {})[b] = (ok[g, b], n)
    return out


def percent(cell: tuple[int, int]) -> float:
    return 100.0 * cell[0] / cell[1] if cell[1] else 0.0


def separated(bands: dict[str, tuple[int, int]]) -> bool:
    """Easy at least GAP points above hard, medium between them (SLACK points either way)."""
    if set(bands) != set(BANDS):
        return False
    e, m, h = (percent(bands[b]) for b in BANDS)
    return e - h >= GAP and h - SLACK <= m <= e + SLACK


def table(rows: dict[str, dict[str, tuple[int, int]]]) -> str:
    """The table as markdown, one row per group, ``separated`` in its last column."""
    out = ["| kind | easy | medium | hard | separated |", "|---|---|---|---|---|"]
    order = [*(k for k in KINDS if k != CAN_WIN), f"{CAN_WIN} yes", f"{CAN_WIN} no"]
    for g in [*order, *sorted(set(rows) - set(order))]:
        if g not in rows:
            continue
        cells = [
            f"{percent(rows[g][b]):.0f} % ({rows[g][b][0]}/{rows[g][b][1]})"
            if b in rows[g]
            else "–"
            for b in BANDS
        ]
        out.append(
            f"| {g} | " + " | ".join(cells) + f" | {'yes' if separated(rows[g]) else 'NO'} |"
        )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    files = (argv if argv is not None else sys.argv[1:]) or sorted(
        str(p) for p in Path("docs/puzzles").glob("*.json")
    )
    for f in files:
        puzzles = load(f)
        print(f"### {f}: the hint player ({BUDGET} positions a hint), solved share\n")
        print(table(success(puzzles)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
