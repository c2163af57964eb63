"""The site's root page: sends a visitor to the language their browser asks for.

With scripts off it is a plain list of links, each in its own language. Every text on it comes
from the catalogs, each language's line in that language.
"""

from __future__ import annotations

import html
import json

from ..i18n.language import Language
from ..i18n.languages import LANGUAGES, SOURCE
from ..i18n.texts import ROOT_LINK, ROOT_TITLE, SITE_NAME
from .plain_page import plain_page

_SCRIPT = """
(function () {
  var have = %s;
  var wanted = navigator.languages || [navigator.language || ""];
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i]).toLowerCase().split("-")[0];
    if (have.indexOf(code) >= 0) { location.replace(code + "/"); return; }
  }
  location.replace("%s/");
})();
"""


def root_page(languages: dict[str, Language]) -> str:
    codes = [spec.code for spec in LANGUAGES]
    items = []
    for spec in LANGUAGES:
        lang = languages[spec.code]
        items.append(
            f'<li lang="{spec.code}"><a href="{spec.code}/" hreflang="{spec.code}">'
            f"{html.escape(spec.name)}</a>: {html.escape(lang.gettext(ROOT_LINK))}</li>"
        )
    names = " · ".join(html.escape(languages[c].gettext(SITE_NAME)) for c in codes)
    names_html = " · ".join(
        f'<span lang="{c}">{html.escape(languages[c].gettext(SITE_NAME))}</span>' for c in codes
    )
    heads = "".join(
        f'<p lang="{c}">{html.escape(languages[c].gettext(ROOT_TITLE))}</p>' for c in codes
    )
    alternates = "".join(f'<link rel="alternate" hreflang="{c}" href="{c}/">' for c in codes)
    script = _SCRIPT % (json.dumps(codes), SOURCE)
    main = "\n".join([f"<h1>{names_html}</h1>", heads, "<ul>", *items, "</ul>"])
    default = f'<link rel="alternate" hreflang="x-default" href="{SOURCE}/">'
    return plain_page(SOURCE, names, main, head=(alternates, default), head_script=script)
