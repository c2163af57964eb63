"""The golden figures: the exact description (and one drawing) per language, reviewed by a person,
and the one command that rewrites them after a change was checked by eye:

    .venv/bin/python -m tests.diagrams.golden_figures

tests/diagrams/test_golden.py compares what the code makes with the committed files; it never
writes them.
"""

from __future__ import annotations

import sys
from pathlib import Path

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


def path_of(name: str, lang: str, fmt: str) -> Path:
    return GOLDEN / f"{name}.{lang}.{fmt}"


def made(name: str, lang: str, fmt: str) -> str:
    return make(FIGURES[name], translations(lang), fmt, lang)


def main() -> int:
    """Rewrite every golden file; name the ones that changed (review them with git diff)."""
    for case in CASES:
        path, out = path_of(*case), made(*case)
        if not path.exists() or path.read_text(encoding="utf-8") != out:
            path.write_text(out, encoding="utf-8")
            print(f"rewrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
