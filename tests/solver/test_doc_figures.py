"""The figures the solver's README quotes about the last-card bound are what the code gives
(benchmarks/bound_figures.py prints them; this keeps the README from going stale)."""

from __future__ import annotations

import re
from pathlib import Path

from engine import make_code, new_game
from engine.solver.crescent import CrescentState
from engine.solver.crescent_last import last_card_lost

README = Path(__file__).resolve().parents[2] / "engine" / "solver" / "README.md"


def test_the_quoted_start_proofs_per_redeal_limit_are_what_the_bound_proves():
    quoted = re.search(
        r"\((\d+) / (\d+) / (\d+) / (\d+) deals of the study proved", README.read_text()
    )
    assert quoted, "the README no longer quotes the figures: update this test"
    counts = [0, 0, 0, 0]
    for seed in range(1, 1001):
        g = new_game(make_code("crescent", seed))
        for r in range(4):
            st = CrescentState.from_game(g, r)
            counts[r] += last_card_lost(st.piles, st.up, st.down, r)
    assert counts == [int(n) for n in quoted.groups()]
