"""The Hungarian definite article, chosen by what follows it: "a 8", "az 5", "az ász".

Translators write the marker ``a(z)`` (``A(z)`` at a sentence start) wherever the following word
or number is filled in at build time; ``resolve_articles`` then picks "a" or "az" by how that
word or number is read aloud (egy, öt, ezer… start with a vowel), so "a(z)" never reaches a reader.
"""

from __future__ import annotations

import re

VOWELS = frozenset("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")
# Letters whose Hungarian names start with a vowel: a, e, ef, i, el, em, en, o, er, es, u, iksz,
# ipszilon (bé, cé, dé, gé, há, jé, ká, pé, ku, té, vé, zé start with a consonant).
VOWEL_NAMED_LETTERS = frozenset("AÁEÉFIÍLMNOÓÖŐRSUÚÜŰXY")

# First words of the numbers as read aloud, by magnitude.
_UNITS_VOWEL = {1, 5}  # egy, öt (kettő, három, négy, hat, hét, nyolc, kilenc: consonants)
_TENS_VOWEL = {5}  # ötven (tíz, húsz, harminc, negyven, hatvan, hetven, nyolcvan, kilencven)


class UnresolvedArticle(ValueError):
    """An ``a(z)`` marker with nothing readable after it."""


def number_starts_with_vowel(n: int) -> bool:
    """Whether ``n`` read aloud in Hungarian starts with a vowel (1, 5, 50, 500, 1000, 1040…)."""
    if n < 0:
        return False  # mínusz
    if n == 0:
        return False  # nulla
    for size in (10**12, 10**9, 10**6):  # billió, milliárd, millió: the leading part decides
        if n >= size:
            return number_starts_with_vowel(n // size)
    if n >= 1000:
        lead = n // 1000
        return True if lead == 1 else number_starts_with_vowel(lead)  # ezer; kétezer, ötezer
    if n >= 100:
        return n // 100 in _UNITS_VOWEL and n // 100 != 1  # száz, kétszáz, ötszáz
    if n >= 10:
        return n // 10 in _TENS_VOWEL
    return n in _UNITS_VOWEL


def hu_article(following: str) -> str:
    """``a`` or ``az`` for the word or number that follows."""
    token = following.strip()
    m = re.match(r"\d[\d\u00a0 ]*", token)
    if m:
        digits = re.sub(r"\D", "", m.group(0))
        return "az" if number_starts_with_vowel(int(digits)) else "a"
    letters = re.sub(r"^[^\wÁÉÍÓÖŐÚÜŰáéíóöőúüű]+", "", token)
    if not letters:
        raise UnresolvedArticle(f"no word after the article: {following!r}")
    if re.match(r"[A-ZÁÉÍÓÖŐÚÜŰ]+(?![a-záéíóöőúüű])", letters):
        # Capitals are read letter by letter (an abbreviation, a deal code): FT is "ef-té".
        return "az" if letters[0] in VOWEL_NAMED_LETTERS else "a"
    return "az" if letters[0] in VOWELS else "a"


_MARKER = re.compile(r"\b([Aa])\(z\)(\s+)((?:<[^>]+>|[*_]+)*)(\S*)")


def resolve_articles(text: str) -> str:
    """Replace every ``a(z)``/``A(z)`` marker by the article its next word needs."""

    def pick(m: re.Match[str]) -> str:
        cap, space, markup, word = m.groups()
        if not word or word.startswith("<"):
            raise UnresolvedArticle(f"cannot resolve {m.group(0)!r}: no word follows")
        art = hu_article(word)
        if cap == "A":
            art = art.capitalize()
        return f"{art}{space}{markup}{word}"

    out = _MARKER.sub(pick, text)
    if "a(z)" in out.lower():
        raise UnresolvedArticle(f"cannot resolve the article in {out[-60:]!r}")
    return out
