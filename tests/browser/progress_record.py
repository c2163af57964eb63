"""Puzzle progress as progress.js keeps it (its record, version 1), for the tests and benchmarks
that need a player's earlier visit: one place that knows the record's shape."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from tests.browser.storage import seed_next_document

# progress.js's localStorage key for a game's progress (the game's id: crescent, forty_thieves).
KEY = "solitaire-puzzles:{game}"


def a_players_progress(
    solved: Iterable[str] = (), failed: Iterable[str] = (), entry: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The record after ``solved`` were solved (a streak of one) and ``failed`` failed, each entry
    with ``entry``'s band and themes (none by default: a puzzle the site has not rated)."""
    kept = entry if entry is not None else {"band": None, "themes": []}
    won = list(solved)
    return {
        "v": 1,
        "solved": dict.fromkeys(won, kept),
        "failed": dict.fromkeys(failed, kept),
        "streak": 1 if won else 0,
        "best_streak": 1 if won else 0,
        "daily": {"last": None, "streak": 0, "best": 0},
    }


def keep_progress(page, record: dict[str, Any], game: str = "crescent") -> None:
    """Have the page's next document put ``record`` where progress.js reads this game's
    progress, before the site's scripts start (storage.py: why not from this document)."""
    seed_next_document(page, {KEY.format(game=game): json.dumps(record)})
