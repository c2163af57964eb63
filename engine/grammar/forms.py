"""Grammatical forms of the engine's words (cards, places) and of numbers, kept as data.

A *term* is an engine word a sentence fills in: a card ("pikk ász") or a place ("5. oszlop").
Its forms live in the catalog, in the msgstr of the term's own message, the way a Fluent term
carries its case variants: the nominative first, then ``| case: form`` for every other case, e.g.

    msgid "ace of spades"
    msgstr "pikk ász | acc: pikk ászt | sub: pikk ászra | del: pikk ászról | ins: pikk ásszal"

A message names the form it needs right after the placeholder, in braces: ``a(z) %(target)s{sub}``
gives "a pikk ászra"; a bare ``%(card)s`` is the nominative. The catalog check (build_tools)
fails the build on a form a term lacks, and ``fill`` raises MissingForm at run time, so a missing
form never reaches a reader as a wrong word. Numbers take forms from a small table per language
(``number_form``): digits with a Hungarian suffix chosen by how the number is read aloud (6-ra,
7-re, 10-re), or a number word by case and gender (Polish "dwiema").

Standard library only: the board's session uses this in Pyodide.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

NOMINATIVE = "nom"
# A placeholder followed by the form it needs: %(target)s{sub}, %(count)s{ins.f}
MARKER = re.compile(r"%\((\w+)\)([sd])\{([\w.+-]+)\}")


class MissingForm(ValueError):
    """A message asks for a form its term or number does not have."""


class TermSyntaxError(ValueError):
    """A term's msgstr that is not ``nominative | case: form | …``."""


class Gettext(Protocol):
    def gettext(self, message: str) -> str: ...


def parse_forms(text: str) -> dict[str, str]:
    """``"pikk ász | sub: pikk ászra"`` → ``{"nom": "pikk ász", "sub": "pikk ászra"}``."""
    first, *rest = text.split("|")
    forms = {NOMINATIVE: first.strip()}
    for part in rest:
        case, sep, form = part.partition(":")
        case, form = case.strip(), form.strip()
        if not sep or not re.fullmatch(r"[\w.+-]+", case) or not form:
            raise TermSyntaxError(f"not 'case: form' in {text!r}: {part.strip()!r}")
        if case in forms:
            raise TermSyntaxError(f"form {case!r} given twice in {text!r}")
        forms[case] = form
    if not forms[NOMINATIVE]:
        raise TermSyntaxError(f"no nominative before the first '|' in {text!r}")
    return forms


@dataclass(frozen=True)
class Term:
    """An engine word in every form its language gives; ``str()`` is the nominative."""

    msgid: str
    forms: Mapping[str, str]

    def __str__(self) -> str:
        return self.forms[NOMINATIVE]

    def form(self, case: str) -> str:
        try:
            return self.forms[case]
        except KeyError:
            raise MissingForm(
                f"the term {self.msgid!r} ({str(self)!r}) has no form {case!r}; "
                f"it has {sorted(self.forms)}"
            ) from None


def term(t: Gettext, msgid: str, **values: Any) -> Term:
    """The term ``msgid`` in the language of ``t``, its placeholders (``%(number)d``) filled."""
    forms = parse_forms(t.gettext(msgid))
    if values:
        forms = {case: form % values for case, form in forms.items()}
    return Term(msgid, forms)


@dataclass(frozen=True)
class NumberForms:
    """How one language writes a number in a case: ``suffixes[case]`` maps a number word's value
    (1…9, 10, 20…90, 100, 1000, 1000000) to the ending after the digits (hu "-ra"); ``words[form]``
    maps small numbers to words ("két", "dwiema")."""

    suffixes: Mapping[str, Mapping[int, str]]
    words: Mapping[str, Mapping[int, str]]


NO_NUMBER_FORMS = NumberForms({}, {})


def last_spoken(n: int) -> int:
    """The value of the last word of ``n`` read aloud, which the Hungarian suffix agrees with:
    16 → 6 (tizenhat), 20 → 20 (húsz), 300 → 100 (háromszáz), 2000 → 1000, 0 → 0 (nulla)."""
    n = abs(n)
    if n == 0:
        return 0
    if n % 10:
        return n % 10
    if n % 100:
        return n % 100
    for size in (1_000_000_000, 1_000_000, 1000, 100):
        if n % size == 0:
            return size
    return 100


def first_spoken(n: int) -> int:
    """The value of the first word of ``n`` read aloud, which a preposition before it may agree
    with (pl "ze" before "sto…": ze 115, z 200): 115 → 100 (sto piętnaście), 200 → 200, 45 → 40,
    12 → 12, 1000 → 1000 (tysiąc), 2000 → 2 (dwa tysiące), 115 000 → 100 (sto piętnaście
    tysięcy), 0 → 0."""
    n = abs(n)
    size = 1
    while n >= size * 1000:
        size *= 1000
    top = n // size
    if top == 1 and size > 1:
        return size
    if top < 20:
        return top
    if top < 100:
        return top - top % 10
    return top - top % 100


def number_form(table: NumberForms, n: int, written: str, case: str) -> str:
    """``n`` (shown as ``written``, already formatted for the locale) in the form ``case``."""
    if case in table.suffixes:
        endings = table.suffixes[case]
        key = last_spoken(n)
        if key not in endings:
            raise MissingForm(f"no ending {case!r} after a number read as {key}")
        return written + endings[key]
    capital = case[:1].isupper() and case not in table.words
    if capital:
        case = case[:1].lower() + case[1:]
    if case in table.words:
        words = table.words[case]
        if n not in words:
            raise MissingForm(f"no word for {n} in the form {case!r}")
        return words[n][:1].upper() + words[n][1:] if capital else words[n]
    raise MissingForm(f"numbers have no form {case!r}")


def has_number_form(table: NumberForms, case: str) -> bool:
    """Whether numbers have the form ``case`` (a capitalised word form counts)."""
    lower = case[:1].lower() + case[1:]
    return case in table.suffixes or case in table.words or lower in table.words


def cases_used(message: str) -> list[tuple[str, str]]:
    """(placeholder, form) for every form a message names."""
    return [(m.group(1), m.group(3)) for m in MARKER.finditer(message)]


def fill(message: str, values: Mapping[str, Any], numbers: NumberForms = NO_NUMBER_FORMS) -> str:
    """``message % values`` with every named form put in: a Term gives its form, a number its
    suffix or word. MissingForm when one is lacking; KeyError for an unknown placeholder."""

    def put(m: re.Match[str]) -> str:
        name, _conv, case = m.groups()
        value = values[name]
        if isinstance(value, Term):
            form = value.form(case)
        elif isinstance(value, Spoken):
            form = number_form(numbers, value.n, value.written, case)
        elif isinstance(value, int) and not isinstance(value, bool):
            form = number_form(numbers, value, str(value), case)
        else:
            raise MissingForm(f"%({name})s is {value!r}, which has no form {case!r}")
        return form.replace("%", "%%")

    text = MARKER.sub(put, message)
    plain = {k: (str(v) if isinstance(v, Term | Spoken) else v) for k, v in values.items()}
    return text % plain if values else text


@dataclass(frozen=True)
class Spoken:
    """A number already formatted for the page (``written``) that still knows its value, so a
    message can ask for its form; ``str()`` is the formatted number."""

    n: int
    written: str

    def __str__(self) -> str:
        return self.written
