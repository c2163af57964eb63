"""The word that joins the last item of a list, chosen by the letters either side of it.

Ukrainian writes "and" as «й» after a word that ends in a vowel before one that starts with a
consonant («трійка й двійка», «сімку й вісімку»), «і» otherwise («туз і двійка»,
after punctuation: «фундамент 2 (черв) і …»), as its spelling rules ask for euphony
(the twenty-fourth review, uk D2: 635 generated «і» where «й» belongs). The choice is data:
the catalog gives a list's last joiner as a frame, ``%(preceding)s and %(final)s``, a term whose
forms are named by the neighbours, ``<letter before>.<letter after>``, each ``vowel`` or
``consonant``:

    msgstr "%(preceding)s і %(final)s | vowel.consonant: %(preceding)s й %(final)s"

A neighbour that is no letter (a digit, a bracket, a quotation mark) has no class, and so takes
the plain frame; a language whose "and" never changes writes the frame alone.

Standard library only: the board's session uses this in Pyodide.
"""

from __future__ import annotations

from collections.abc import Sequence

from .forms import NOMINATIVE, parse_forms

# The letters that spell a vowel in the site's languages (Ukrainian а е є и і ї о у ю я; Latin
# and its accented vowels for Hungarian and Polish); any other letter is a consonant. Only the
# forms a catalog names use them, so a language whose joiner has no forms is never affected.
VOWELS = frozenset("аеєиіїоуюяАЕЄИІЇОУЮЯaeiouyáéíóöőúüűąęAEIOUYÁÉÍÓÖŐÚÜŰĄĘ")
VOWEL = "vowel"
CONSONANT = "consonant"


def letter_class(char: str) -> str | None:
    """``vowel`` or ``consonant`` for a letter; None for anything else (digit, punctuation)."""
    if not char.isalpha():
        return None
    return VOWEL if char in VOWELS else CONSONANT


def neighbours(before: str, after: str) -> str | None:
    """The name of the form the joiner between ``before`` and ``after`` takes:
    "vowel.consonant" for «трійка» and «двійка»; None when either neighbour is no letter."""
    left, right = letter_class(before[-1:]), letter_class(after[:1])
    if left is None or right is None:
        return None
    return f"{left}.{right}"


def joined(items: Sequence[str], sep: str, last: str) -> str:
    """``items`` listed: ``sep`` between them, the frame ``last`` (a term, its form chosen by
    the letters either side, ``neighbours``) before the last one: "A, B and C"."""
    if len(items) == 1:
        return items[0]
    forms = parse_forms(last)
    head = sep.join(items[:-1])
    frame = forms.get(neighbours(head, items[-1]) or NOMINATIVE, forms[NOMINATIVE])
    return frame % {"preceding": head, "final": items[-1]}
