"""Where a test runs. CPython checks every committed puzzle with every example count; the run of
the same tests in Pyodide (tests/pyodide) is there to show the same code behaves the same on
Pyodide's Python, where it runs 2-3 times slower, so there the data-wide checks take an even
sample and the properties fewer examples: every test still runs, each code path still runs, and
every committed puzzle is still checked (in CPython)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

IN_PYODIDE = sys.platform == "emscripten"
# In Pyodide: one item in SHARE of each data-wide check, one example in SHARE of each property.
SHARE = 5


def spread(items: Sequence[T]) -> Sequence[T]:
    """``items`` in CPython; in Pyodide every SHARE-th of them, the first included."""
    return items[::SHARE] if IN_PYODIDE else items


def examples(n: int) -> int:
    """A property's example count: ``n`` in CPython, a SHARE-th of it (at least 10) in Pyodide."""
    return max(10, n // SHARE) if IN_PYODIDE else n
