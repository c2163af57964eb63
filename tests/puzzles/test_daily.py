"""The puzzle of the day's order and day rule (engine/puzzles/daily.py)."""

from __future__ import annotations

import hashlib
import itertools
from datetime import date, timedelta

import pytest

from engine.puzzles import daily
from engine.puzzles.model import load
from tests.puzzles.test_committed import FILES


@pytest.fixture(scope="module", params=sorted(FILES))
def ids(request) -> list[str]:
    return [p.id for p in load(FILES[request.param])]


def test_the_order_is_a_permutation_sorted_by_the_ids_hash(ids):
    ordered = daily.order(ids)
    assert sorted(ordered) == sorted(ids)
    digests = [hashlib.sha256(i.encode()).hexdigest() for i in ordered]
    assert digests == sorted(digests)
    assert daily.order(reversed(ids)) == ordered  # the committed file's order does not matter


def test_the_epoch_gives_the_first_puzzle_and_the_list_wraps(ids):
    ordered = daily.order(ids)
    n = len(ordered)
    assert daily.puzzle_of_day(ordered, date(2026, 1, 1)) == ordered[0]
    assert daily.puzzle_of_day(ordered, date(2026, 1, 2)) == ordered[1]
    assert daily.puzzle_of_day(ordered, date(2026, 1, 1) + timedelta(days=n)) == ordered[0]
    assert daily.puzzle_of_day(ordered, date(2025, 12, 31)) == ordered[-1]


def test_consecutive_days_never_share_a_puzzle(ids):
    ordered = daily.order(ids)
    start = date(2025, 6, 1)
    days = [daily.puzzle_of_day(ordered, start + timedelta(days=k)) for k in range(3 * len(ids))]
    assert all(a != b for a, b in itertools.pairwise(days))
    # every puzzle comes once per round of the list
    assert sorted(days[: len(ids)]) == sorted(ids)


def test_no_puzzles_is_an_error():
    with pytest.raises(ValueError, match="no puzzles"):
        daily.puzzle_of_day([], date(2026, 5, 5))
