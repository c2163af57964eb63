"""CPython keeps the full data-wide checks and example counts; only the run in Pyodide samples
(tests/engine/in_pyodide.py). This test runs in both."""

from __future__ import annotations

import sys

from tests.engine.in_pyodide import examples, spread


def test_cpython_checks_every_item_and_pyodide_one_in_five():
    items = list(range(12))
    if sys.platform == "emscripten":
        assert list(spread(items)) == [0, 5, 10]
        assert (examples(200), examples(40)) == (40, 10)
    else:
        assert list(spread(items)) == items
        assert (examples(200), examples(40)) == (200, 40)
