"""The site's catalogs as the grammar tests read them: one per language and process (English is
the source, so its "translation" gives the msgid back)."""

from __future__ import annotations

import gettext
from functools import cache

from build_tools.diagram_cli import translations


@cache
def t(lang: str) -> gettext.NullTranslations:
    return gettext.NullTranslations() if lang == "en" else translations(lang)
