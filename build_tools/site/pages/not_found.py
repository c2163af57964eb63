"""The 404 pages: each language has its own (``site/<lang>/404.html``, from the theme's
``404.html`` and the catalog); the root ``site/404.html`` is for a static host that has one error
page for the whole site: it holds every language's text and shows the one the path asks for.

``page_for`` picks the page a missing path gets, the rule ``serve`` follows and a static host can
be configured to follow (README: "Not-found pages").
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from ..i18n.language import Language
from ..i18n.languages import CODES, LANGUAGES, SOURCE
from ..i18n.texts import NOT_FOUND_HOME, NOT_FOUND_TEXT, NOT_FOUND_TITLE
from .plain_page import plain_page

_SCRIPT = """
(function () {
  var have = %s;
  var first = location.pathname.split("/").filter(Boolean)[0] || "";
  var code = have.indexOf(first) >= 0 ? first : "%s";
  document.documentElement.lang = code;
  var blocks = document.querySelectorAll("section[lang]");
  for (var i = 0; i < blocks.length; i++) { blocks[i].hidden = blocks[i].lang !== code; }
  document.title = document.querySelector("section[lang='" + code + "'] h1").textContent;
})();
"""


def page_for(site: Path, path: str) -> Path:
    """The 404 page for a missing ``path``: that language's, else the root one."""
    first = path.lstrip("/").split("/", 1)[0]
    if first in CODES and (site / first / "404.html").is_file():
        return site / first / "404.html"
    return site / "404.html"


def root_not_found(languages: dict[str, Language]) -> str:
    """The site-wide 404 page: every language's text, each in its own language; a script
    shows the one of the path's language (all of them without scripts)."""
    sections = []
    for spec in LANGUAGES:
        lang = languages[spec.code]
        sections.append(
            f'<section lang="{spec.code}"><h1>{html.escape(lang.gettext(NOT_FOUND_TITLE))}</h1>'
            f"<p>{html.escape(lang.gettext(NOT_FOUND_TEXT))}</p>"
            f'<p><a href="/{spec.code}/" hreflang="{spec.code}">'
            f"{html.escape(lang.gettext(NOT_FOUND_HOME))}</a></p></section>"
        )
    title = html.escape(languages[SOURCE].gettext(NOT_FOUND_TITLE))
    script = _SCRIPT % (json.dumps(list(CODES)), SOURCE)
    return plain_page(SOURCE, title, "\n".join(sections), end_script=script)
