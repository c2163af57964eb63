"""Golden figures: the exact description (and one drawing) per language, reviewed by a person.

A change to a description shows up here as a diff to read. After checking the new output by
eye, regenerate with ``UPDATE_GOLDEN=1 python -m pytest tests/diagrams/test_golden.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from build_tools.diagram_cli import make, translations
from engine.drawing.figure import Figure

GOLDEN = Path(__file__).parent / "golden"
RECORD = (GOLDEN / "record.txt").read_text(encoding="utf-8")
FIGURES = {
    "crescent-start": Figure(code="CR1-N-AAAAAAB"),
    "forty-thieves-start": Figure(code="FT1-N-AAAAAAB"),
    "crescent-move": Figure(record=RECORD, point="before-move-3", highlight="p13", circle="f8"),
    "crescent-spread": Figure(record=RECORD, point="after-redeal-1", spread=(1, 2)),
}
CASES = [(name, lang, "txt") for name in FIGURES for lang in ("en", "hu", "uk", "pl")]
CASES += [("crescent-start", "en", "svg"), ("forty-thieves-start", "uk", "svg")]


@pytest.mark.parametrize(("name", "lang", "fmt"), CASES)
def test_figure_matches_its_golden_file(name, lang, fmt):
    out = make(FIGURES[name], translations(lang), fmt, lang)
    path = GOLDEN / f"{name}.{lang}.{fmt}"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        path.write_text(out, encoding="utf-8")
    assert out == path.read_text(encoding="utf-8")
