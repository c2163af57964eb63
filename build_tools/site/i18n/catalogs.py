"""The gettext catalogs: reading, compiling in memory, and the checks a strict build runs.

Compiled catalogs are build output: every build compiles the ``.po`` files in memory, so a stale
``.mo`` can never ship. Every problem names the ``.po`` file and line, and the source line of the
English message, so a translator can go straight to it.
"""

from __future__ import annotations

import gettext
import re
import tomllib
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine.drawing import describe
from engine.grammar.articles import UnresolvedArticle, resolve_articles
from engine.grammar.forms import (
    NumberForms,
    TermSyntaxError,
    cases_used,
    has_number_form,
    parse_forms,
)
from engine.puzzles import counts
from engine.puzzles import words as puzzle_words

from . import glossary
from .languages import TRANSLATED

ROOT = Path(__file__).resolve().parents[3]
LOCALES = ROOT / "locales"
POT = LOCALES / "messages.pot"
DOMAIN = "messages"

_PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")

# The terms whose msgstr carries grammatical forms (engine/grammar/forms.py), by kind, and the
# placeholders that take each kind; any other placeholder with a form is a number.
TERMS: dict[str, tuple[str | tuple[str, str], ...]] = {
    "card": tuple(describe.CARD_NAMES),
    "place": (
        *describe.PLACE_NAMES.values(),
        *describe.FOUNDATION_NAMES,
        *describe.FT_FOUNDATION_NAMES,
    ),
    # (context, msgid): the suits, as in "the last spade to go home" (uk adjective forms)
    "suit": puzzle_words.SUITS,
    # (context, msgid): a rank in a list of one suit's cards, with every card form (words.py), and
    # the second card of a rank ("the other queen"), which the same by-rank items list
    "rank": (*puzzle_words.RANKS, *puzzle_words.OTHER_RANKS),
    # (context, msgid): a count in running prose, two to ten (engine/puzzles/counts.py), every
    # one with every form a sentence asks of a number (the pages' words are these terms too)
    "count": tuple(counts.NUMBER_WORDS.values()),
    # zero and one, each a kind of its own: a language gives them only the forms its sentences
    # ask of them (uk "нуль | gen.m: нуля")
    "zero": (counts.OTHER_NUMBER_WORDS[0],),
    "one": (counts.OTHER_NUMBER_WORDS[1],),
    # (context, msgid): a count in digits after "of", its forms by the number's first word read
    # aloud (pl "z %(count)s | 100: ze %(count)s"), read here so a slip fails the build
    "of": (counts.OF_DIGITS,),
}
SLOT_KINDS = {
    "card": "card",
    "target_card": "card",
    "first": "card",
    "second": "card",
    "under": "card",
    "known": "card",
    # the last-card sentences' cards (engine/puzzles/words.py): a card, or cards of one suit listed
    "home": "card",
    "first_under": "card",
    "second_under": "card",
    "source": "place",
    "target": "place",
    "place": "place",
    "pile": "place",
    "foundation": "place",
    "suit": "suit",
    "other": "suit",
    # the ranks of a by-rank item in a list of moves (hu "%(ranks)s{def}": "az ász és a 2-es")
    "ranks": "rank",
    # cards of one suit moved one after another, as one term ("6, 7 and 8 of diamonds"): a line
    # said with verbs asks for their object's form (pl "przenosi kolejno %(listed)s{acc}")
    "listed": "card",
    # a count in running prose: a number word (a term) up to ten, digits in every form above
    "positions": "count",
    "drawn": "count",
    "decisions": "count",
    "in_stock": "count",
}


def numbers_path(lang: str, locales: Path | None = None) -> Path:
    return (locales or LOCALES) / lang / "numbers.toml"


def number_forms(
    lang: str, locales: Path | None = None, words: gettext.NullTranslations | None = None
) -> NumberForms:
    """How ``lang`` writes a number in a form a sentence names: the endings after digits
    (``locales/<lang>/numbers.toml``, Hungarian's only) and the number words, which are terms of
    the catalog (engine/puzzles/counts.py), read from ``words`` (default: ``lang``'s catalog)."""
    path = numbers_path(lang, locales)
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    if words is None:
        po = po_path(lang, locales or LOCALES)
        words = compiled(read(po, lang)) if po.is_file() else gettext.NullTranslations()
    return NumberForms(
        {
            case: {int(k): v for k, v in table.items()}
            for case, table in data.get("suffix", {}).items()
        },
        counts.word_forms(words),
    )


LINK = re.compile(r"\]\(([^)\s]+)\)")  # a Markdown link's target
_ARTICLE_MARKER = re.compile(r"\b[Aa]\(z\)")


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong, where it is: ``file:line: message``."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class CatalogError(Exception):
    """A catalog that must not ship; carries every problem found."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


def po_path(lang: str, locales: Path = LOCALES) -> Path:
    return locales / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=lang)


def mo_bytes(catalog: Catalog) -> bytes:
    """The catalog compiled to a ``.mo`` (fuzzy entries left out): the build's one compiler,
    for the pages (``compiled``), the worker's ``messages.mo`` and ``i18n``'s build/locales."""
    buf = BytesIO()
    write_mo(buf, catalog)
    return buf.getvalue()


def messages(catalog: Catalog | None) -> dict[tuple[str | None, str], object]:
    """Each message of ``catalog`` (context, msgid) with its translation and fuzzy flag."""
    return {(m.context, _forms(m.id)[0]): (m.string, m.fuzzy) for m in catalog or () if m.id}


def compiled(catalog: Catalog) -> gettext.GNUTranslations:
    """The catalog as gettext translations, compiled in memory."""
    return gettext.GNUTranslations(BytesIO(mo_bytes(catalog)))


def relative(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def _forms(value: str | tuple[str, ...] | list[str] | None) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)


def _where(message: Message) -> str:
    return ", ".join(f"{f}:{n}" for f, n in message.locations[:2]) or "no source"


def check(
    lang: str,
    catalog: Catalog,
    template: Catalog,
    path: Path,
    only: Collection[tuple[str | None, str]] | None = None,
) -> list[Problem]:
    """Everything that keeps ``catalog`` from shipping: missing, fuzzy, placeholders, links,
    unresolvable Hungarian articles and glossary violations. ``only``: the messages (context,
    msgid) to check one by one, when the others were checked before (``serve``)."""
    file = relative(path)
    problems: list[Problem] = []
    terms = glossary.load()
    kinds, term_problems = _term_forms(catalog, file)
    problems.extend(term_problems)
    numbers = number_forms(lang, path.parents[2], compiled(catalog))
    one_only = one_only_forms(catalog)
    for tmpl in template:
        if not tmpl.id:
            continue
        if only is not None and (tmpl.context, _forms(tmpl.id)[0]) not in only:
            continue
        msg = catalog.get(tmpl.id, tmpl.context)
        english = _forms(tmpl.id)
        shown = english[0][:60]
        if msg is None:
            problems.append(
                Problem(
                    file,
                    0,
                    f"missing translation of {shown!r} ({_where(tmpl)}); "
                    "run `python -m build_tools i18n`",
                )
            )
            continue
        line = msg.lineno or 0
        forms = _forms(msg.string)
        if not any(forms) or not all(forms):
            problems.append(Problem(file, line, f"untranslated: {shown!r} ({_where(tmpl)})"))
            continue
        if msg.fuzzy:
            problems.append(Problem(file, line, f"fuzzy translation of {shown!r}"))
        problems.extend(_check_forms(file, line, lang, english, forms, one_only))
        problems.extend(_check_cases(file, line, forms, kinds, numbers))
        problems.extend(
            Problem(file, line, v) for v in glossary.violations(terms, lang, forms, tmpl.locations)
        )
    return problems


def _names(text: str) -> set[str]:
    return set(_PLACEHOLDER.findall(text))


def _term_forms(catalog: Catalog, file: str) -> tuple[dict[str, set[str]], list[Problem]]:
    """The forms every term of a kind has, and the terms that cannot be read or lack a form
    the other terms of their kind have (a translator who adds a case adds it to them all)."""
    problems: list[Problem] = []
    kinds: dict[str, set[str]] = {}
    for kind, msgids in TERMS.items():
        found: dict[str, tuple[int, set[str]]] = {}
        for key in msgids:
            context, msgid = key if isinstance(key, tuple) else (None, key)
            msg = catalog.get(msgid, context)
            if msg is None or not msg.string:
                continue  # reported as missing
            try:
                found[msgid] = (msg.lineno or 0, set(parse_forms(str(msg.string))))
            except TermSyntaxError as err:
                problems.append(Problem(file, msg.lineno or 0, f"term {msgid!r}: {err}"))
        union = set().union(*(f for _, f in found.values())) if found else set()
        for msgid, (line, forms) in found.items():
            if forms != union:
                problems.append(
                    Problem(
                        file,
                        line,
                        f"term {msgid!r} lacks the form(s) {sorted(union - forms)} that other "
                        f"{kind} terms have",
                    )
                )
        kinds[kind] = set.intersection(*(f for _, f in found.values())) if found else set()
    # a card of the last-card sentences may be said by its rank alone (words.rank_form)
    kinds["card"] = kinds.get("card", set()) | {
        puzzle_words.rank_form(case) for case in kinds.get("rank", set())
    }
    # and so may the ranks of an item of a list of moves, which the first item of a list to one
    # foundation is given in full after a card of another suit (line_frames.HOME_FIRST_ITEM: the
    # thirty-first review's follow-up); a list of ranks has no "next" form of its own
    kinds["rank"] = kinds.get("rank", set()) | {
        puzzle_words.rank_form(case)
        for case in kinds.get("rank", set())
        if not case.startswith(puzzle_words.NEXT)
    }
    # and the card of "other %(card)s" as the other card of its rank (words.OTHER_COPY: uk
    # "%(card)s{other}", «друга дама пік»)
    kinds["card"].add(puzzle_words.OTHER_FORM)
    return kinds, problems


def _check_cases(
    file: str, line: int, forms: list[str], kinds: dict[str, set[str]], numbers: NumberForms
):
    """Every form a message names exists: in its terms' msgstr, or in the number table."""
    for form in forms:
        for name, case in cases_used(form):
            kind = SLOT_KINDS.get(name)
            if kind is not None:
                if case not in kinds.get(kind, set()):
                    yield Problem(
                        file,
                        line,
                        f"%({name})s{{{case}}}: the {kind} terms have no form {case!r} "
                        f"(they have {sorted(kinds.get(kind, set()))}): {form[:60]!r}",
                    )
            elif not has_number_form(numbers, case):
                yield Problem(
                    file,
                    line,
                    f"%({name})s{{{case}}}: numbers have no form {case!r} (the number"
                    f" words' terms, msgctxt 'a count in running prose', or numbers.toml's"
                    f" endings): {form[:60]!r}",
                )


# The count of a plural message (jinja's ngettext fills ``num``; the engine's messages ``count``):
# a form said only of one may say "one" in words or not at all (pl "Zadanie dnia z ostatniego
# dnia", not "z ostatniego 1 dnia": the twentieth review, pl D10), as GNU msgfmt allows.
COUNTS: Final = frozenset({"num", "count"})


def one_only_forms(catalog: Catalog) -> frozenset[int]:
    """The plural forms of ``catalog``'s language that serve the number 1 and no other."""
    plural = gettext.c2py(catalog.plural_expr)
    served: dict[int, set[int]] = {}
    for n in range(1000):
        served.setdefault(plural(n), set()).add(n)
    return frozenset(i for i, ns in served.items() if ns == {1})


def _check_forms(
    file: str,
    line: int,
    lang: str,
    english: list[str],
    forms: list[str],
    one_only: frozenset[int] = frozenset(),
):
    want = _names(english[-1]) | _names(english[0])
    links = set(LINK.findall(english[0]))
    for i, form in enumerate(forms):
        got = _names(form)
        if len(forms) > 1 and i in one_only and got < want and (want - got) <= COUNTS:
            got = want  # the count left out of a form said only of one
        if got != want:
            yield Problem(
                file,
                line,
                f"placeholders differ: msgid has {sorted(want)}, msgstr has {sorted(got)}: "
                f"{form[:60]!r}",
            )
        if set(LINK.findall(form)) != links:
            yield Problem(
                file, line, f"links differ from the English {sorted(links)}: {form[:60]!r}"
            )
        if "a(z)" in form.lower():
            if lang != "hu":
                yield Problem(file, line, f"'a(z)' outside Hungarian: {form[:60]!r}")
                continue
            # The marker must stand before a value filled in at build time; before a fixed word
            # the translator writes the article itself.
            for m in _ARTICLE_MARKER.finditer(form):
                after = form[m.end() :].lstrip()
                if not after.startswith("%("):
                    try:
                        fixed = resolve_articles(form[m.start() :])
                    except UnresolvedArticle:
                        fixed = "a or az"
                    yield Problem(
                        file,
                        line,
                        f"'a(z)' before a fixed word: write {fixed.split()[0]!r} ({form[:60]!r})",
                    )


def load_checked(
    lang: str,
    template: Catalog,
    locales: Path = LOCALES,
    only: Collection[tuple[str | None, str]] | None = None,
    before: Catalog | None = None,
) -> Catalog:
    """The catalog of ``lang``, or CatalogError naming every problem. ``before``: the same
    catalog as checked before, so only the messages translated otherwise are checked again."""
    path = po_path(lang, locales)
    if not path.exists():
        raise CatalogError(
            [Problem(relative(path), 0, "no catalog; run `python -m build_tools i18n`")]
        )
    catalog = read(path, lang)
    if before is not None:
        old, new = messages(before), messages(catalog)
        only = {key for key in old.keys() | new.keys() if old.get(key) != new.get(key)}
    problems = check(lang, catalog, template, path, only)
    if problems:
        raise CatalogError(problems)
    return catalog


def all_problems(
    template: Catalog, languages: Iterable[str] = TRANSLATED, locales: Path = LOCALES
) -> list[Problem]:
    problems: list[Problem] = []
    for lang in languages:
        if lang not in TRANSLATED:
            continue
        try:
            load_checked(lang, template, locales)
        except CatalogError as err:
            problems.extend(err.problems)
    return problems
