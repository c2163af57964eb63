"""A theme page's "Puzzles to try next" heading stands over a list that has puzzles in it (the
ninth review, uk F1: two sections showed the heading over nothing, which read as a broken page;
a theme whose only puzzle is its worked example has nothing to list, so no heading)."""

from __future__ import annotations

import gettext
import re

import pytest

from build_tools.diagram_cli import translations
from build_tools.site.i18n.languages import CODES


@pytest.mark.parametrize("lang", CODES)
@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_puzzles_to_try_next_is_never_an_empty_list(site_dir, lang, slug):
    t = gettext.NullTranslations() if lang == "en" else translations(lang)
    heading = re.escape(t.gettext("Puzzles to try next"))
    html = (site_dir / lang / f"puzzles-{slug}-themes.html").read_text(encoding="utf-8")
    lists = re.findall(heading + r"</strong></p>\s*<ul[^>]*>(.*?)</ul>", html, re.S)
    assert lists, "the page has theme sections with puzzles to try"
    assert all("<li>" in items for items in lists), lang
