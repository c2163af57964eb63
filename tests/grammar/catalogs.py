"""The site's catalogs as the grammar tests read them: one per language and process (English is
the source, so its "translation" gives the msgid back)."""

from __future__ import annotations

import gettext
import re
from functools import cache

from build_tools.diagram_cli import translations
from build_tools.site.i18n import catalogs


@cache
def t(lang: str) -> gettext.NullTranslations:
    return gettext.NullTranslations() if lang == "en" else translations(lang)


@cache
def msgstrs(lang: str) -> tuple[str, ...]:
    """Every translation in ``lang``'s catalog (each plural form on its own): where a struck
    wording must be nowhere."""
    said: list[str] = []
    for m in catalogs.load_checked(lang, catalogs.read(catalogs.POT)):
        if m.id:
            said += list(m.string) if isinstance(m.string, (list, tuple)) else [m.string]
    return tuple(said)


def said_where(lang: str, pattern: str | re.Pattern[str]) -> list[str]:
    """The translations in ``lang``'s catalog that still say ``pattern``: a struck wording's
    test asserts there are none."""
    return [s for s in msgstrs(lang) if re.search(pattern, s)]


def assert_reworded(lang: str, struck: str, written: str) -> None:
    """A reviewed row: the struck wording is nowhere in ``lang``'s catalog (plain text, not a
    pattern), and the wording the editor wrote is there."""
    assert not said_where(lang, re.escape(struck)), struck
    assert said_where(lang, re.escape(written)), written


@cache
def plurals() -> dict[str, str]:
    """Each plural message of the template: its singular msgid -> its plural msgid."""
    return {
        m.id[0]: m.id[1] for m in catalogs.read(catalogs.POT) if isinstance(m.id, (list, tuple))
    }


def translated(lang: str, message: str | tuple[str, ...], n: int | None = None) -> str:
    """``message`` in ``lang`` as a reviewed row names it: a msgid, a (msgctxt, msgid) pair, or
    with a count ``n`` a plural's singular msgid, its (singular, plural) pair or a (msgctxt,
    singular, plural) triple."""
    tr = t(lang)
    if n is None:
        return tr.pgettext(*message) if isinstance(message, tuple) else tr.gettext(message)
    if isinstance(message, tuple) and len(message) == 3:
        return tr.npgettext(*message, n)
    pair = message if isinstance(message, tuple) else (message, plurals()[message])
    return tr.ngettext(*pair, n)
