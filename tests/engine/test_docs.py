"""The examples in the engine's docstrings and engine/README.md run as written."""

from __future__ import annotations

import doctest
from pathlib import Path

import engine

README = Path(__file__).resolve().parents[2] / "engine" / "README.md"


def test_package_docstring_examples_run():
    result = doctest.testmod(engine, raise_on_error=False, verbose=False)
    assert result.attempted >= 3 and result.failed == 0


def test_engine_readme_examples_run():
    result = doctest.testfile(str(README), module_relative=False, verbose=False)
    assert result.attempted >= 6 and result.failed == 0
