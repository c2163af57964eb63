"""The last-card rule on the built pages: a browse page states it once, above its answers, and the
answers name it, the first of them pointing to the top (once a page: the tenth review); the hub's
daily puzzle, which stands alone, says it in full (all three editors of the seventh and eighth
reviews: the rule repeated in every answer made a page read as a template)."""

from __future__ import annotations

import gettext

import pytest

from build_tools.diagram_cli import translations
from build_tools.site.i18n.languages import CODES
from engine.puzzles import words
from tests.grammar.test_eighth_review import SHORT_SAYS

from .test_puzzle_pages import browse_pages
from .test_site_build import parse


def _t(lang: str) -> gettext.NullTranslations:
    return gettext.NullTranslations() if lang == "en" else translations(lang)


def _text(path) -> str:
    return " ".join(parse(path).texts).replace("\u00a0", " ")


@pytest.mark.parametrize("lang", CODES)
def test_a_browse_page_states_the_rule_once_and_its_answers_name_it(site_dir, lang):
    t = _t(lang)
    rule = t.gettext(words.NEVER_MOVES).replace("\u00a0", " ")
    stated = t.gettext(words.RULE_STATED).replace("\u00a0", " ")
    named = t.gettext(words.RULE_NAMED_TWO).split("(")[0].strip()
    pointer = "(" + t.gettext(words.RULE_NAMED_TWO).split("(")[1].split(")")[0] + ")"
    pages = browse_pages(site_dir, lang, "crescent")
    with_rule = 0
    for page in pages:
        text = _text(page)
        assert rule not in text, page.name  # never in full inside an answer
        if stated in text:
            assert text.count(stated) == 1, page.name
            # after a losing move it opens with "then" (the twelfth review): any case; (the 29th
            # review, hu S2 / uk S1) or a proof of the short shape says what the rule means for
            # its card, without naming it: a page may have only those
            names = named.lower() in text.lower()
            assert names or SHORT_SAYS[lang] in text, page.name
            # the first answer that names it points to the top, the others do not (the tenth
            # review, uk: the pointer 28 times on one page)
            assert text.count(pointer) == (1 if names else 0), page.name
            with_rule += 1
        else:
            assert named.lower() not in text.lower(), page.name
    assert with_rule > len(pages) // 2
    for page in browse_pages(site_dir, lang, "forty-thieves"):
        assert stated not in _text(page), page.name
