"""Typography a locale wants in running text, applied to every filled message.

- A negative number takes the minus sign (−15, U+2212), not the hyphen-minus.
- A number and its unit, and the operands of ``×`` and ``=``, are held together by a no-break
  space (14 MB, 37 × 5 = 1225).
- Hungarian: an ordinal (``5.``) stays with the word it counts (``5. oszlop``).
- Polish and Ukrainian: a one-letter preposition or conjunction does not end a line (``w grze``,
  ``з колоди``), as their typesetting rules ask.
- Ukrainian euphony: the preposition «із» of a place's form («із фундаменту», right after a
  consonant) is «з» after a word that ends in a vowel, before a consonant other than з, с, ц, ч,
  ш, щ («двійку з висхідного фундаменту»; the twenty-ninth review, uk D4).
"""

from __future__ import annotations

import re

NBSP = "\u00a0"
MINUS = "\u2212"

_UNIT = re.compile(r"(\d) (MB|kB|KB|GB|МБ|КБ|ГБ|s|ms|%|с|мс)(?!\w)")
_OPERATOR = re.compile(r"(\d) ([×=+−]) (?=\d)")
_HU_ORDINAL = re.compile(r"(\d\.) (?=[a-záéíóöőúüű])")
_UK_IZ = re.compile(r"(?<=[аеєиіїоуюяАЕЄИІЇОУЮЯ]) із (?=[бвгґджклмнпрфхтБВГҐДЖКЛМНПРФХТ])")
_ONE_LETTER = {
    "pl": re.compile(r"(?<![\w\-])([aiouwzAIOUWZ]) "),
    "uk": re.compile(r"(?<![\w\-’])([авзіїйоуєАВЗІЇЙОУЄ]) "),
}


def minus(number: str) -> str:
    """A formatted number with the minus sign in place of a leading hyphen-minus."""
    return MINUS + number[1:] if number.startswith("-") else number


def sentence_start(text: str) -> str:
    """``text`` as a sentence begins, with a capital: a move said alone ("king of spades from
    pile 2 to pile 14", hu "a pikk király …") opens a board's announcement."""
    return text[:1].upper() + text[1:]


def typeset(text: str, lang: str) -> str:
    """``text`` with the no-break spaces (and minus signs) of ``lang``."""
    text = _UNIT.sub(rf"\1{NBSP}\2", text)
    text = _OPERATOR.sub(rf"\1{NBSP}\2{NBSP}", text)
    if lang == "hu":
        text = _HU_ORDINAL.sub(rf"\1{NBSP}", text)
    if lang == "uk":
        text = _UK_IZ.sub(" з ", text)
    one = _ONE_LETTER.get(lang)
    if one is not None:
        text = one.sub(rf"\1{NBSP}", text)
    return text
