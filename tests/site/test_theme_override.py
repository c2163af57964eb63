"""The theme override of Material's search partial: the dialog is named, nothing else changes."""

from __future__ import annotations

import re
from pathlib import Path

import material
import pytest

from build_tools.site.i18n.languages import CODES

OURS = (
    Path(__file__).resolve().parents[2]
    / "build_tools/site/mkdocs_adapter/overrides/partials/search.html"
)
THEIRS = Path(material.__file__).parent / "templates/partials/search.html"
DIALOG = 'role="dialog"'
NAMED = DIALOG + " aria-label=\"{{ lang.t('search.placeholder') }}\""


def _body(text: str) -> str:
    return re.sub(r"^\{#-.*?-#\}\n", "", text, flags=re.S)


def test_the_override_is_materials_partial_with_only_the_dialog_named():
    ours, theirs = _body(OURS.read_text("utf-8")), _body(THEIRS.read_text("utf-8"))
    assert ours.count(NAMED) == 1
    assert ours.replace(NAMED, DIALOG, 1) == theirs, (
        "Material's partial changed: update the override"
    )


@pytest.mark.parametrize("lang", CODES)
def test_every_page_names_its_search_dialog_after_the_search_field(site_dir, lang):
    pages = sorted((site_dir / lang).glob("*.html"))
    assert any(p.name == "404.html" for p in pages)  # the theme's own page too
    for page in pages:
        html = page.read_text("utf-8")
        field = re.search(r'class="md-search__input" name="query" aria-label="([^"]+)"', html)
        dialog = re.search(
            r'<div class="md-search" data-md-component="search" role="dialog"'
            r' aria-label="([^"]+)">',
            html,
        )
        assert field and dialog, page
        assert dialog.group(1) == field.group(1), page
