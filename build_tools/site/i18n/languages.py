"""The site's languages as data: code, name in the language itself, and search settings.

Material's lunr search has stemmers for English and Hungarian but none for Ukrainian or Polish.
Ukrainian uses the Russian pipeline, whose trimmer keeps every Cyrillic letter (the English one
strips them all) and whose stemmer removes the endings the two languages share; Polish gets no
pipeline at all, so words are indexed as written and found by Material's prefix matching
(``kart`` finds karta, karty, kart). tests/browser checks that each language finds its words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class LanguageSpec:
    """A language of the site as data (``i18n.language.Language`` is one at work)."""

    code: str
    name: str  # in the language itself, for the language selector
    search_lang: str  # lunr language of Material's search plugin
    search_pipeline: tuple[str, ...] | None  # None: Material's default for search_lang
    # Digits a number needs before it is grouped: CLDR's minimumGroupingDigits, which Babel does
    # not apply. Polish and Hungarian write 1040 but 10 000; so does Ukrainian typography in
    # running text (1225, 12 792), though CLDR's uk data groups four digits (1 225).
    min_grouping_digits: int = 1


LANGUAGES: Final = (
    LanguageSpec("en", "English", "en", None),
    LanguageSpec("hu", "Magyar", "hu", None, min_grouping_digits=2),
    LanguageSpec("uk", "Українська", "ru", None, min_grouping_digits=2),
    LanguageSpec("pl", "Polski", "en", (), min_grouping_digits=2),
)
SOURCE: Final = "en"
BY_CODE: Final = {lang.code: lang for lang in LANGUAGES}
CODES: Final = tuple(lang.code for lang in LANGUAGES)
TRANSLATED: Final = tuple(c for c in CODES if c != SOURCE)


def language(code: str) -> LanguageSpec:
    try:
        return BY_CODE[code]
    except KeyError:
        raise ValueError(f"unknown language {code!r} (choose from {', '.join(CODES)})") from None
