"""One number format for the build, the browser and the engine's sentences.

The build writes the pages' numbers with Babel (build_tools/site/i18n/language.py
``Language.value``), the page scripts with ``Intl.NumberFormat`` (play.js counters, the end
panel, the statistics), and the engine's own sentences (a verdict found in the browser) with
engine/grammar/numbers.py. All three must write the same: here they are run side by side (Intl
through node, the same ICU data family as the browser).
"""

from __future__ import annotations

import gettext
import json
import shutil
import subprocess

import pytest

from build_tools.diagram_cli import translations
from build_tools.site.pages.render import Language
from engine.grammar.numbers import format_integer, language_of, number
from engine.verdict import texts
from engine.verdict.answer import plural

LANGS = ("en", "hu", "uk", "pl")
SAMPLES = (0, 5, 999, 1000, 1225, 9999, 10_000, 12_792, 120_000, 1_234_567, 2_000_000)


@pytest.mark.parametrize("lang", LANGS)
def test_the_engine_writes_numbers_as_the_build_does(lang):
    build = Language(lang, gettext.NullTranslations(), None)
    for n in (*SAMPLES, -5, -1225, -12_792):
        assert format_integer(n, lang) == str(build.value(n)), n


def test_the_engine_writes_numbers_as_the_browser_does():
    node = shutil.which("node")
    assert node, "node (installed with the site's npm packages) runs Intl here"
    script = (
        "const out = {};"
        f"for (const l of {json.dumps(LANGS)}) "
        f"out[l] = {json.dumps(SAMPLES)}.map((n) => new Intl.NumberFormat(l).format(n));"
        "console.log(JSON.stringify(out));"
    )
    intl = json.loads(subprocess.run([node, "-e", script], capture_output=True, check=True).stdout)
    for lang in LANGS:
        assert [format_integer(n, lang) for n in SAMPLES] == intl[lang], lang


def test_reviewed_numbers():
    assert format_integer(1225, "en") == "1,225"
    assert format_integer(1225, "pl") == "1225" and format_integer(12792, "pl") == "12\u00a0792"
    assert format_integer(1225, "hu") == "1225" and format_integer(1225, "uk") == "1\u00a0225"


def test_a_verdict_names_its_positions_in_the_page_language():
    """The Study page's in-page verdict printed "12792 positions" beside "120,000"."""
    assert (
        language_of(translations("pl")) == "pl" and language_of(gettext.NullTranslations()) == "en"
    )
    assert "12,792 positions" in plural(gettext.NullTranslations(), texts.SOLVED_HERE, 12792)
    assert "12\u00a0792" in plural(translations("pl"), texts.SOLVED_HERE, 12792)
    assert number(translations("hu"), 1225) == "1225"
