"""Whole numbers in the page language's format, in Python wherever it runs (the build, Pyodide).

The build formats the pages' numbers with Babel (CLDR) and the browser's own scripts with
``Intl.NumberFormat``; the engine's sentences (a verdict's "12 792 positions", made in the
browser by the Study page's solve) cannot use either, so this is the same rule as data: CLDR's
grouping symbol and minimumGroupingDigits per language (Polish and Hungarian write 1225 but
12 792; Ukrainian typography does the same in running text, though CLDR's uk data groups four
digits, so build_tools/site/i18n/languages.py and web/assets/javascripts/numbers.js say so as
locale data).  tests/grammar/test_numbers.py holds it against Babel and against Intl.
"""

from __future__ import annotations

from typing import Any, Final

MINUS: Final = "\u2212"
# language: (grouping symbol, digits before the first group separator is used)
GROUPING: Final = {
    "en": (",", 1),
    "hu": ("\u00a0", 2),
    "uk": ("\u00a0", 2),
    "pl": ("\u00a0", 2),
}


def format_integer(n: int, lang: str) -> str:
    """``n`` as the language writes it: en 1,225 and 12,792; hu/uk/pl 1225 and 12 792; −5."""
    symbol, min_grouping = GROUPING.get(lang, GROUPING["en"])
    digits = str(abs(n))
    if len(digits) >= 4 + min_grouping - 1:
        groups: list[str] = []
        while len(digits) > 3:
            digits, tail = digits[:-3], digits[-3:]
            groups.insert(0, tail)
        digits = symbol.join([digits, *groups])
    return (MINUS if n < 0 else "") + digits


def language_of(t: Any) -> str:
    """The language of a gettext translations object, from its catalog's header ("en" for
    NullTranslations, which has none)."""
    info = t.info() if hasattr(t, "info") else {}
    return str(info.get("language", "en")).split("_")[0] or "en"


def number(t: Any, n: int) -> str:
    """``n`` in the format of ``t``'s language."""
    return format_integer(n, language_of(t))
