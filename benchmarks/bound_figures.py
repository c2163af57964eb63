"""The figures the solver's docs quote about the last-card bound, from committed data.

Run: python benchmarks/bound_figures.py [--deals N]
Prints (engine/solver/README.md, engine/solver/crescent_last.py and BENCHMARKS.md quote them):

1. how many of the study's first N Crescent deals (seeds 1..N, default 1000) the last-card bound
   proves lost at the start with 0, 1, 2 and 3 redeals left ("984 / 436 / 38 / 0");
2. every position of every won line in the committed study (docs/study/crescent.jsonl), at the
   line's own redeal limit and every higher one up to 3: how many positions were checked, and
   on how many the bound fired (it must never: each of those positions is winnable).
About a minute of CPU on one core.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from engine import make_code, new_game
from engine.solver.core import start
from engine.solver.crescent import CrescentState
from engine.solver.crescent_last import last_card_lost

STUDY = Path(__file__).resolve().parents[1] / "docs" / "study" / "crescent.jsonl"
LIMITS = (0, 1, 2, 3)


def lost(state: CrescentState) -> bool:
    return last_card_lost(state.piles, state.up, state.down, state.redeals)


def proved_at_start(deals: int) -> list[int]:
    """Deals (seeds 1..deals) the bound proves lost at the start, per redeal limit."""
    counts = [0] * len(LIMITS)
    for seed in range(1, deals + 1):
        g = new_game(make_code("crescent", seed))
        for i, r in enumerate(LIMITS):
            counts[i] += lost(CrescentState.from_game(g, r))
    return counts


def won_lines(path: Path = STUDY) -> dict[str, list[str]]:
    """The won line of each deal in the checkpoint (a seed's last line counts)."""
    lines: dict[str, list[str]] = {}
    with path.open(encoding="utf-8") as f:
        next(f)  # the settings
        for text in f:
            d = json.loads(text)
            if d.get("line"):
                lines[d["code"]] = d["line"].split()
    return lines


def along_won_lines(lines: dict[str, list[str]]) -> tuple[int, int]:
    """(positions checked, positions where the bound fired) along every won line."""
    checked = fired = 0
    for code, moves in lines.items():
        for limit in range(moves.count("redeal"), max(LIMITS) + 1):
            g = start(code, limit)
            for action in moves:
                checked += 1
                fired += lost(CrescentState.from_game(g))
                g.play(action)
    return checked, fired


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=1000)
    args = ap.parse_args()
    t = time.process_time()
    counts = proved_at_start(args.deals)
    shown = " / ".join(str(n) for n in counts)
    print(f"proved lost at the start, {args.deals} deals, redeals {LIMITS}: {shown}")
    lines = won_lines()
    checked, fired = along_won_lines(lines)
    print(
        f"won lines of the committed study: {len(lines)} lines, {checked:,} positions checked "
        f"(limits up to {max(LIMITS)}), the bound fired on {fired}"
    )
    print(f"CPU {time.process_time() - t:.1f} s")


if __name__ == "__main__":
    main()
