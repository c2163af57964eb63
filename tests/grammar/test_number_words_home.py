"""Number words have one home (words30u, issue 30): the catalog's terms, msgctxt "a count in
running prose" for two to ten and "a number word" for zero and one (engine/puzzles/counts.py),
which translators edit in Poedit or Weblate and the board has in Pyodide. The pages' sentences
take their words from them too ("двома колодами", "két pakli", and since round 19 the ordinals,
"pierwsze", terms of their own, msgctxt "an ordinal in running prose"); locales/<lang>/numbers.toml
keeps only what is not a word, the Hungarian endings after digits (6-ra, 7-re), and Ukrainian and
Polish have none."""

from __future__ import annotations

import tomllib

import pytest

from build_tools.site.i18n import catalogs
from engine.grammar.forms import fill
from engine.puzzles import counts

LANGS = ("hu", "uk", "pl")


@pytest.mark.parametrize("lang", LANGS)
def test_no_number_word_is_kept_outside_the_catalog(lang):
    path = catalogs.numbers_path(lang)
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    assert set(data) <= {"suffix"}
    endings = [e for table in data.get("suffix", {}).values() for e in table.values()]
    assert all(e.startswith("-") for e in endings)  # an ending after digits, never a word


def edited(lang: str, context: str, msgid: str, old: str, new: str):
    """``lang``'s catalog with one term's form changed, as a translator would in the .po."""
    catalog = catalogs.read(catalogs.po_path(lang), lang)
    message = catalog.get(msgid, context)
    assert old in message.string
    message.string = message.string.replace(old, new)
    return catalog


# A translator's edit of a number term reaches the pages' sentences, not only the engine's.
@pytest.mark.parametrize(
    ("lang", "context", "msgid", "old", "new", "message", "n", "said"),
    [
        ("uk", "a count in running prose", "two", "ins.f: двома", "ins.f: двома-X",
         "%(count)s{ins.f} колодами", 2, "двома-X колодами"),
        ("hu", "an ordinal in running prose", "first", "első", "első-X",
         "az %(k)s{ord} újraosztás", 1, "az első-X újraosztás"),
        ("pl", "an ordinal in running prose", "first", "n: pierwsze", "n: pierwsze-X",
         "%(k)s{Ord.n} przełożenie", 1, "Pierwsze-X przełożenie"),
    ],
)  # fmt: skip
def test_the_pages_take_their_number_words_from_the_catalog(
    lang, context, msgid, old, new, message, n, said
):
    catalog = edited(lang, context, msgid, old, new)
    forms = catalogs.number_forms(lang, words=catalogs.compiled(catalog))
    name = message.split("%(")[1].split(")")[0]
    assert fill(message, {name: n}, forms) == said


# The strict build still finds a number word without a form the others have: every count term
# carries every form a sentence asks of a number.
def test_a_count_term_without_a_form_the_others_have_stops_the_build():
    catalog = edited("uk", "a count in running prose", "three", " | ins.f: трьома", "")
    path = catalogs.po_path("uk")
    problems = catalogs.check("uk", catalog, catalogs.read(catalogs.POT), path)
    assert [p for p in problems if "'three'" in p.message and "ins.f" in p.message]


# The forms the pages' sentences ask of a number (hu "két pakli", "az első"; uk "двома
# колодами", "з нуля"; pl "dwiema taliami", "pierwsze przełożenie"), each for two to ten.
ASKED = {
    "hu": ("attr", "ord"),
    "uk": ("nom.m", "nom.f", "gen.m", "ins.f", "loc.m"),
    "pl": ("nom.f", "gen.f", "ins.f", "loc.m", "acc.n", "gen.n", "ord.n"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_count_word_has_every_form_the_pages_ask(lang):
    forms = catalogs.number_forms(lang)
    for form in ASKED[lang]:
        assert set(forms.words[form]) >= set(counts.NUMBER_WORDS), form
