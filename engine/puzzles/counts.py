"""Small counts in running prose as words ("only two positions", uk «до двох позицій»), larger
ones as digits, the words' forms kept in the catalog so a translator can correct them.

Editors in all four languages spell out small numbers in running prose (the fourteenth review:
hu "már csak 2 állás", uk «лише до 2 позицій», "drawing 3 cards" read as machine output). The
bound is ten, one bound for every language so a count reads alike in each: the Hungarian editor
asked for words from two to ten and digits from eleven ("720 állás"), the Ukrainian for at least
two to four; Polish and Ukrainian editing commonly spells out numbers up to ten in running text,
and English house styles spell out one to nine or one to ten. One has sentences of its own
everywhere ("only one position"), so the words start at two.

A number word is a term (engine/grammar/forms.py): its msgstr gives the nominative, then every
form a sentence asks for (``два | nom.f: дві | gen: двох``), and a sentence names the form after
its placeholder (``до %(positions)s{gen} позицій``). A count written in digits is the same in
every one of those forms, so one sentence serves both ("до 12 позицій"). The board's sessions
use this in Pyodide: standard library only, and no table outside the catalog.

These terms are the one home of the number words: the pages' sentences take theirs from them too
(``word_forms``: "двома колодами", "két pakli", and the ordinals, "pierwsze przełożenie", terms of
their own, ``ORDINAL_WORDS``), with zero and one as terms of their own (``OTHER_NUMBER_WORDS``),
which running prose never writes as words but a rule's sentence may ("з нуля"). What is not a
word, the Hungarian endings after digits (6-ra, 7-re), stays in locales/hu/numbers.toml.
"""

from __future__ import annotations

from typing import Final

from ..drawing.describe import Translations
from ..grammar.forms import NOMINATIVE, Term, TermSyntaxError, first_spoken, parse_forms
from ..grammar.numbers import number


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Mark a message with its context for extraction (Babel's ``pgettext`` keyword)."""
    return context, message


# The largest count written as a word in running prose.
WORDS_UP_TO: Final = 10
# Translators: a count in running prose, "only two positions can still be reached", "drawing
# three cards": a term. Give the word as it stands alone, then every form the sentences ask for
# after a count's placeholder (%(positions)s{gen}), the pages' sentences too (%(count)s{ins.f}),
# with the same forms for every number: hu "kettő | attr: két", uk "два | nom.f: дві | gen: двох
# | …", pl "dwa | nom.f: dwie | gen: dwóch | …". The ordinals are terms of their own (below).
NUMBER_WORDS: Final = {
    2: pgettext("a count in running prose", "two"),
    3: pgettext("a count in running prose", "three"),
    4: pgettext("a count in running prose", "four"),
    5: pgettext("a count in running prose", "five"),
    6: pgettext("a count in running prose", "six"),
    7: pgettext("a count in running prose", "seven"),
    8: pgettext("a count in running prose", "eight"),
    9: pgettext("a count in running prose", "nine"),
    10: pgettext("a count in running prose", "ten"),
}


# Translators: a number word the pages' sentences may ask for in a form (uk "з нуля", hu "az
# első újraosztás", pl "jedno przełożenie"): a term like the counts in running prose. Give the
# word as it stands alone, then the forms your sentences ask for after a number's placeholder
# (%(count)s{gen.m}), e.g. uk "нуль | gen.m: нуля".
OTHER_NUMBER_WORDS: Final = {
    0: pgettext("a number word", "zero"),
    1: pgettext("a number word", "one"),
}


# A count after a preposition whose form depends on how the count is read aloud (the seventeenth
# review, pl D9/S4: "każdą z 115 pozycji", where Polish says "ze" before "sto…": "ze 115", but
# "z 200", "z 1000"). The sentence asks for the count's form OF_COUNT ("%(positions)s{of}": "ze
# 115"); a number word gives that form itself (pl "dwa | … | of: z dwóch"), a count in digits
# takes it from this term, by the value of the number's first word read aloud (forms.first_spoken:
# 115 → 100, 1000 → 1000, 2000 → 2).
OF_COUNT: Final = "of"
# Translators: a count in digits after the word "of" ("each of the 115 positions"), for a language
# whose sentences ask a count for its form "of" (%(positions)s{of}, as pl "każdą %(positions)s{of}
# pozycji"; give that form to the number words too, "of: z dwóch"): the form for most numbers,
# then "| N: form" for the numbers whose first word read aloud has the value N and that take
# another (pl "z %(count)s | 100: ze %(count)s": ze 115, ze 199, z 200, z 1000). A language whose
# sentences never ask for it writes the phrase as it would say it (hu "%(count)s közül").
OF_DIGITS: Final = pgettext("a count in digits after the word of", "of %(count)s")


# A decision's place in a sequence's written answer as a word (round 19, uk D4: «1-й правильний
# хід: …» opened 204 sentences with a digit ordinal, which reads like a form field; a sentence that
# refers back to it needs the word's case, «перед другим правильним ходом»). An ordinal is a term
# of its own, one per number, with its forms; ``ordinal`` gives a number that keeps its digits as
# the plain value (en "Decision 2") and has these as its forms: "ord" for the word as it stands
# alone, "ord.<form>" for each form the term gives (``%(decision)s{ord.ins.m}``), capitalised at a
# sentence start (``%(decision)s{Ord}``). The same forms serve the pages' sentences
# (``word_forms``: hu "a(z) %(k)s{ord} újraosztás", pl "%(k)s{Ord.n} przełożenie").
# Translators: an ordinal in running prose, "the second decision": a term. Give the word as it
# stands alone (uk and pl: the masculine nominative), then every form your sentences ask for after
# an ordinal's placeholder, named without the "ord." they ask for it by: uk "другий | gen.m:
# другого | ins.m: другим" (asked for as %(decision)s{ord.gen.m}), pl "drugi | nom.f: druga |
# gen.f: drugiej | loc.f: drugiej | nom.n: drugie", hu "második".
ORDINAL_WORDS: Final = {
    1: pgettext("an ordinal in running prose", "first"),
    2: pgettext("an ordinal in running prose", "second"),
    3: pgettext("an ordinal in running prose", "third"),
    4: pgettext("an ordinal in running prose", "fourth"),
    5: pgettext("an ordinal in running prose", "fifth"),
    6: pgettext("an ordinal in running prose", "sixth"),
    7: pgettext("an ordinal in running prose", "seventh"),
    8: pgettext("an ordinal in running prose", "eighth"),
    9: pgettext("an ordinal in running prose", "ninth"),
    10: pgettext("an ordinal in running prose", "tenth"),
}
# The forms of an ordinal are asked for as "ord" and "ord.<the term's form>".
ORDINAL: Final = "ord"
# Translators: an ordinal above ten, written in digits (a sequence has at most six decisions, so
# the puzzles never show it; the words above serve up to ten): a term, with the same forms as the
# ordinal words, "%(n)s" for the digits, e.g. uk "%(n)s-й | gen.m: %(n)s-го | ins.m: %(n)s-м", pl
# "%(n)s. | nom.f: %(n)s. | gen.f: %(n)s. | …", hu "%(n)s.". English writes it "no. 11" (it
# never says an ordinal in digits: its sentences say "decision 11").
ORDINAL_DIGITS: Final = pgettext("an ordinal above ten, in digits", "no. %(n)s")


def _ordinal_forms(t: Translations, n: int, written: str) -> dict[str, str]:
    """``n``'s ordinal forms, named as a sentence asks for them: "ord", "ord.gen.m", …"""
    if n in ORDINAL_WORDS:
        context, msgid = ORDINAL_WORDS[n]
        forms = parse_forms(t.pgettext(context, msgid))
    else:
        context, msgid = ORDINAL_DIGITS
        forms = {k: v % {"n": written} for k, v in parse_forms(t.pgettext(context, msgid)).items()}
    return {ORDINAL if k == NOMINATIVE else f"{ORDINAL}.{k}": v for k, v in forms.items()}


def ordinal(t: Translations, n: int) -> Term:
    """``n`` (1 or more) as a number whose plain value is its digits ("Decision 2") and whose forms
    are its ordinal: "ord" the word ("second", uk "другий"), "ord.<form>" its forms, each also
    capitalised ("Ord": "Другий") for a sentence that opens with it; digits above ten."""
    if n < 1:
        raise ValueError(f"no ordinal for {n}")
    written = number(t, n)
    forms = {NOMINATIVE: written}
    for name, form in _ordinal_forms(t, n, written).items():
        forms[name] = form
        forms[name[:1].upper() + name[1:]] = form[:1].upper() + form[1:]
    return Term(str(n), forms)


def of_digits(t: Translations, n: int, written: str) -> str:
    """``n`` (written in digits as ``written``) after the catalog's word for "of", in the form its
    first word read aloud asks for (OF_DIGITS)."""
    context, msgid = OF_DIGITS
    forms = parse_forms(t.pgettext(context, msgid))
    frame = forms.get(str(first_spoken(n)), forms[NOMINATIVE])
    return frame % {"count": written}


def word_forms(t: Translations) -> dict[str, dict[int, str]]:
    """Every number word of the catalog by form, then number: ``{"ins.f": {2: "двома", …}}``,
    for a sentence that names a number's form (``%(count)s{ins.f}``; forms.NumberForms)."""
    table: dict[str, dict[int, str]] = {}
    for n, (context, msgid) in sorted({**OTHER_NUMBER_WORDS, **NUMBER_WORDS}.items()):
        for form, word in parse_forms(t.pgettext(context, msgid)).items():
            table.setdefault(form, {})[n] = word
    for n in ORDINAL_WORDS:
        for form, word in _ordinal_forms(t, n, str(n)).items():
            if n in table.get(form, {}):
                raise TermSyntaxError(f"the ordinal form {form!r} of {n} is given twice")
            table.setdefault(form, {})[n] = word
    return table


def number_word(t: Translations, n: int) -> Term:
    """The word for ``n`` (2 to WORDS_UP_TO) in every form the catalog gives it."""
    context, msgid = NUMBER_WORDS[n]
    return Term(msgid, parse_forms(t.pgettext(context, msgid)))


def count(t: Translations, n: int) -> Term:
    """``n`` as running prose writes it: a word from two to ten, else the locale's digits
    ("12 792"), the same in every form the number words have."""
    if n in NUMBER_WORDS:
        return number_word(t, n)
    written = number(t, n)
    forms = {case: written for case in number_word(t, 2).forms}
    if OF_COUNT in forms:
        forms[OF_COUNT] = of_digits(t, n, written)
    return Term(str(n), forms)
