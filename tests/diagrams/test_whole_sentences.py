"""A figure's text description is whole sentences, each with its full stop, in every language
(issue 30; the fifteenth review, pl: a spread pile's description ended without one, and two
spread piles were one sentence joined by "; "). Every figure the docs pages draw is rendered as
the build renders it (``render_page``) and read back from its HTML."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from build_tools.site.i18n.language import load_language
from build_tools.site.pages.render import render_page
from engine.drawing.figure import Figure, draw
from tests.grammar.catalogs import t

from .golden_figures import RECORD

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = sorted(p.name for p in DOCS.glob("*.md") if "figure(" in p.read_text(encoding="utf-8"))
DESCRIPTION = re.compile(r'<p id="[^"]*-desc">(.*?)</p>', re.S)
LANGS = ("en", "hu", "uk", "pl")


def descriptions(lang: str) -> list[tuple[str, str]]:
    """(page, description) for every figure of the docs pages in ``lang``, as the build makes
    them."""
    language = load_language(lang)
    out = []
    for src in PAGES:
        markdown = render_page(src, language, docs=DOCS, cache=None).markdown
        out += [(src, html.unescape(d)) for d in DESCRIPTION.findall(markdown)]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_docs_figure_description_ends_its_sentence(lang):
    found = descriptions(lang)
    assert len(found) >= 15  # the docs draw 15 figures today; none lost from the check
    unended = [(src, d[-60:]) for src, d in found if not d.rstrip().endswith((".", "!", "?"))]
    assert unended == []


# Two spread piles: two sentences, each starting with its capital and ending with its stop.
@pytest.mark.parametrize(
    ("lang", "first", "second"),
    [
        ("en", "Pile 1, bottom to top: ", "Pile 2, bottom to top: "),
        (
            "hu",
            "Az 1.\u00a0oszlop lapjai alulról felfelé: ",
            "A 2.\u00a0oszlop lapjai alulról felfelé: ",
        ),
        ("uk", "Стопка\u00a01 від низу до верху: ", "Стопка\u00a02 від низу до верху: "),
        ("pl", "Stos\u00a01, od dołu do góry: ", "Stos\u00a02, od dołu do góry: "),
    ],
)
def test_each_spread_pile_is_a_sentence_of_its_own(lang, first, second):
    said = draw(Figure(record=RECORD, point="after-redeal-1", spread=(1, 2)), t(lang), lang=lang)
    one, two = said.text.split(". " + second)
    assert one.startswith(first)
    assert two.endswith(".")
    assert ";" not in said.text
