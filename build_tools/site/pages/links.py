"""Internal links in the page sources must point at a page (and an anchor) that exists.

Checked on the English sources, line by line, so the error names the file and line; translations
must keep the English link targets (``catalogs.check``), so this covers every language. Anchors are
the explicit ``{#id}`` attributes headings carry, which are the same in every language.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

from ..i18n.catalogs import LINK, Problem, relative
from .render import DOCS

_ANCHOR = re.compile(r"\{#([\w-]+)")


def _anchors(page: Path) -> set[str]:
    return set(_ANCHOR.findall(page.read_text(encoding="utf-8")))


def check(docs: Path = DOCS) -> list[Problem]:
    problems = []
    for page in sorted(docs.rglob("*.md")):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
            for target in LINK.findall(line):
                parts = urlsplit(target)
                if parts.scheme or parts.netloc:
                    continue  # not internal: the site links to no other origin anyway
                where = page if not parts.path else (page.parent / parts.path).resolve()
                if parts.path and not where.is_file():
                    problems.append(
                        Problem(relative(page), number, f"broken link {target!r}: no such page")
                    )
                elif parts.fragment and parts.fragment not in _anchors(where):
                    problems.append(
                        Problem(relative(page), number, f"broken link {target!r}: no such anchor")
                    )
    return problems
