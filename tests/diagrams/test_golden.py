"""Golden figures: the exact description (and one drawing) per language, reviewed by a person.

A change to a description shows up here as a diff to read. After checking the new output by
eye, rewrite them with ``.venv/bin/python -m tests.diagrams.golden_figures`` (this test only
compares).
"""

from __future__ import annotations

import pytest

from .golden_figures import CASES, made, path_of


@pytest.mark.parametrize(("name", "lang", "fmt"), CASES)
def test_figure_matches_its_golden_file(name, lang, fmt):
    assert made(name, lang, fmt) == path_of(name, lang, fmt).read_text(encoding="utf-8")
