"""One language at work: gettext that fills messages the way the pages need (numbers in the
locale's format, grammatical forms, typography, Hungarian ``a(z)``), and the checked catalog it
is loaded from. The pages (``pages.render``), the root and 404 pages and the puzzle cards' prewarm
all load a language here, so no part of the build needs the site engine to get one.
"""

from __future__ import annotations

import gettext
import hashlib
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.numbers import format_decimal, format_percent

from engine.grammar.articles import UnresolvedArticle, resolve_articles
from engine.grammar.forms import MissingForm, NumberForms, Spoken
from engine.grammar.forms import fill as fill_forms
from engine.grammar.typography import minus, typeset

from . import catalogs, languages
from .catalogs import Problem, number_forms, relative
from .languages import SOURCE


def template_line() -> tuple[str, int]:
    """The page and line being rendered, read off the Jinja frames on the stack."""
    frame = sys._getframe(1)
    while frame is not None:
        tmpl = frame.f_globals.get("__jinja_template__")
        if tmpl is not None:
            return relative(Path(tmpl.filename)), tmpl.get_corresponding_lineno(frame.f_lineno)
        frame = frame.f_back
    return "?", 0


@dataclass
class Language:
    """Gettext for one language, filling messages the way the pages need."""

    code: str
    translations: gettext.NullTranslations
    catalog: Catalog | None  # None for the source language
    problems: list[Problem] = field(default_factory=list)
    # Every message looked up (context, msgid) since last cleared: the messages a page shows.
    shown: set[tuple[str | None, str]] = field(default_factory=set)

    @cached_property
    def _known(self) -> frozenset[tuple[str | None, str]]:
        if self.catalog is None:
            return frozenset()
        return frozenset(
            (m.context, m.id if isinstance(m.id, str) else m.id[0])
            for m in self.catalog
            if m.id and m.string and not m.fuzzy
        )

    @cached_property
    def catalog_id(self) -> str:
        """A digest of the translations the engine can look up (the messages extracted from
        engine/: drawing, puzzle texts, board words), for the keys of the figure and card caches:
        figures and cards are drawn by the engine with only those, so an edit to a page's own
        sentence keeps them cached (``serve`` rebuilds a language in seconds, not minutes)."""
        if self.catalog is None:
            return ""
        pairs = sorted(
            (str(m.context), str(m.id), str(m.string))
            for m in self.catalog
            if any(file.startswith("engine/") for file, _ in m.locations)
        )
        return hashlib.sha1(repr(pairs).encode()).hexdigest()

    def changed_messages(self, before: Language) -> set[tuple[str | None, str]]:
        """The messages (context, msgid) translated otherwise than in ``before``."""
        old, new = catalogs.messages(before.catalog), catalogs.messages(self.catalog)
        return {key for key in old.keys() | new.keys() if old.get(key) != new.get(key)}

    def _lookup(self, msgid: str, context: str | None = None) -> None:
        self.shown.add((context, msgid))
        if self.catalog is not None and (context, msgid) not in self._known:
            file, line = template_line()
            self.problems.append(
                Problem(
                    file,
                    line,
                    f"{self.code}: no translation of {msgid[:60]!r}; "
                    "run `python -m build_tools i18n`",
                )
            )

    def value(self, v: Any) -> Any:
        """A number in the locale's format (with the minus sign); an int keeps its value, so a
        message may ask for its form (``%(count)s{sub}``: "6-ra")."""
        if isinstance(v, bool):
            return v
        if isinstance(v, int) and 0 <= v < 1000:
            return Spoken(v, str(v))  # no grouping, no sign: the same digits in every locale
        if isinstance(v, int | float):
            grouping = abs(v) >= 10 ** (2 + self._min_grouping)
            written = minus(format_decimal(v, locale=self.code, group_separator=grouping))
            return Spoken(v, written) if isinstance(v, int) else written
        return v

    @cached_property
    def numbers(self) -> NumberForms:
        return number_forms(self.code, words=self.translations)

    @cached_property
    def _min_grouping(self) -> int:
        return languages.language(self.code).min_grouping_digits

    def fill(self, text: str, variables: Mapping[str, Any]) -> str:
        try:
            out = fill_forms(text, {k: self.value(v) for k, v in variables.items()}, self.numbers)
        except MissingForm as err:
            file, line = template_line()
            self.problems.append(Problem(file, line, f"{self.code}: {err}"))
            out = text
        out = typeset(out, self.code)
        if self.code == "hu":
            try:
                out = resolve_articles(out)
            except UnresolvedArticle as err:
                file, line = template_line()
                self.problems.append(Problem(file, line, f"hu: {err}"))
        return out

    def gettext(self, msgid: str, **variables: Any) -> str:
        self._lookup(msgid)
        return self.fill(self.translations.gettext(msgid), variables)

    def ngettext(self, singular: str, plural: str, n: int, **variables: Any) -> str:
        self._lookup(singular)
        variables.setdefault("num", n)
        return self.fill(self.translations.ngettext(singular, plural, n), variables)

    def pgettext(self, context: str, msgid: str, **variables: Any) -> str:
        self._lookup(msgid, context)
        return self.fill(self.translations.pgettext(context, msgid), variables)

    def percent(self, fraction: float, digits: int = 1) -> str:
        pattern = "#,##0." + "0" * digits + "%" if digits else "#,##0%"
        return format_percent(fraction, pattern, locale=self.code)


def load_language(
    code: str, template: Catalog | None = None, before: Language | None = None
) -> Language:
    """The language with its checked catalog; CatalogError lists every catalog problem.
    ``template``: messages.pot as read before; ``before``: this language as loaded before from
    that template (only the messages translated otherwise are checked again: ``serve``)."""
    if code == SOURCE:
        return Language(code, gettext.NullTranslations(), None)
    template = template if template is not None else catalogs.read(catalogs.POT)
    previous = before.catalog if before is not None else None
    catalog = catalogs.load_checked(code, template, before=previous)
    return Language(code, catalogs.compiled(catalog), catalog)
