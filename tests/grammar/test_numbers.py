"""One number format for the build, the browser and the engine's sentences.

The build writes the pages' numbers with Babel (``Language.value`` in
build_tools/site/i18n/language.py), the page scripts with ``Intl.NumberFormat`` (play.js
counters, the end panel, the statistics), and the engine's own sentences (a verdict found in
the browser) with engine/grammar/numbers.py.
All three must write the same: here they are run side by side (Intl through node, the same ICU
data family as the browser, with the pages' own web/assets/javascripts/numbers.js).
"""

from __future__ import annotations

import gettext
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from build_tools.diagram_cli import translations
from build_tools.site.pages.render import Language
from engine.grammar.numbers import format_integer, language_of, number
from engine.verdict import texts
from engine.verdict.answer import plural

LANGS = ("en", "hu", "uk", "pl")
SAMPLES = (0, 5, 999, 1000, 1225, 9999, 10_000, 12_792, 120_000, 1_234_567, 2_000_000)
NUMBERS_JS = Path(__file__).resolve().parents[2] / "web" / "assets" / "javascripts" / "numbers.js"


@pytest.mark.parametrize("lang", LANGS)
def test_the_engine_writes_numbers_as_the_build_does(lang):
    build = Language(lang, gettext.NullTranslations(), None)
    for n in (*SAMPLES, -5, -1225, -12_792):
        assert format_integer(n, lang) == str(build.value(n)), n


def test_the_engine_writes_numbers_as_the_browser_does():
    node = shutil.which("node")
    assert node, "node (installed with the site's npm packages) runs Intl here"
    script = (
        f"import {{ numberFormat }} from {json.dumps(NUMBERS_JS.as_uri())};"
        "const out = {};"
        f"for (const l of {json.dumps(LANGS)}) "
        f"out[l] = {json.dumps(SAMPLES)}.map((n) => numberFormat(l).format(n));"
        "console.log(JSON.stringify(out));"
    )
    run = [node, "--input-type=module", "-e", script]
    intl = json.loads(subprocess.run(run, capture_output=True, check=True).stdout)
    for lang in LANGS:
        assert [format_integer(n, lang) for n in SAMPLES] == intl[lang], lang


def test_reviewed_numbers():
    assert format_integer(1225, "en") == "1,225"
    assert format_integer(1225, "pl") == "1225" and format_integer(12792, "pl") == "12\u00a0792"
    assert format_integer(1225, "hu") == "1225" and format_integer(12792, "hu") == "12\u00a0792"


def test_ukrainian_writes_four_digits_solid():
    """The uk editor (round 8): "1 225 позицій" in running text; Ukrainian typography writes a
    four-digit number solid and groups from five digits, as Polish and Hungarian do."""
    build = Language("uk", gettext.NullTranslations(), None)
    assert format_integer(1225, "uk") == "1225" == str(build.value(1225))
    assert format_integer(9999, "uk") == "9999" and format_integer(-1225, "uk") == "\u22121225"
    assert format_integer(12792, "uk") == "12\u00a0792" == str(build.value(12792))
    assert number(translations("uk"), 120_000) == "120\u00a0000"


def test_a_verdict_names_its_positions_in_the_page_language():
    """The Study page's in-page verdict printed "12792 positions" beside "120,000"."""
    assert (
        language_of(translations("pl")) == "pl" and language_of(gettext.NullTranslations()) == "en"
    )
    assert "12,792 positions" in plural(gettext.NullTranslations(), texts.SOLVED_HERE, 12792)
    assert "12\u00a0792" in plural(translations("pl"), texts.SOLVED_HERE, 12792)
    assert number(translations("hu"), 1225) == "1225"
