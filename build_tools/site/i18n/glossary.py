"""One term per concept and language: the glossary in ``locales/glossary.toml``, and its check.

A concept lists, per language, the term to use and the synonyms (regular-expression stems, matched
at the start of a word, case-insensitively) that must not appear. A concept with ``scope`` applies
only to messages from those source files: Ukrainian Forty Thieves pages say "стовпець" for a
column, but on Crescent pages that word would be a second name for a pile.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fnmatch import fnmatch
from functools import cache
from pathlib import Path

GLOSSARY = Path(__file__).resolve().parents[3] / "locales" / "glossary.toml"


class GlossaryError(ValueError):
    """A glossary entry that cannot be used: every concept says why its terms were chosen."""


@dataclass(frozen=True)
class Term:
    concept: str
    lang: str
    term: str
    forbidden: tuple[re.Pattern[str], ...]
    scope: tuple[str, ...]  # source globs; empty: every message


@cache
def load(path: Path = GLOSSARY) -> tuple[Term, ...]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    terms = []
    for concept in data["concept"]:
        if not str(concept.get("reason", "")).strip():
            raise GlossaryError(f"{path.name}: the concept {concept['id']!r} gives no reason")
        for lang, entry in concept.items():
            if not isinstance(entry, dict):
                continue
            patterns = tuple(
                re.compile(r"(?<!\w)" + stem, re.IGNORECASE) for stem in entry.get("forbidden", ())
            )
            terms.append(
                Term(concept["id"], lang, entry["term"], patterns, tuple(concept.get("scope", ())))
            )
    return tuple(terms)


def _in_scope(term: Term, locations: Iterable[tuple[str, int | None]]) -> bool:
    if not term.scope:
        return True
    return any(fnmatch(file, glob) for file, _ in locations for glob in term.scope)


def violations(
    terms: Sequence[Term],
    lang: str,
    texts: Sequence[str],
    locations: Sequence[tuple[str, int | None]],
) -> list[str]:
    """What in ``texts`` (one message's translations) breaks the glossary of ``lang``."""
    found = []
    for term in terms:
        if term.lang != lang or not _in_scope(term, locations):
            continue
        for text in texts:
            for pattern in term.forbidden:
                m = pattern.search(text)
                if m:
                    found.append(
                        f"glossary: {m.group(0)!r} is not our word for {term.concept}; "
                        f"use {term.term!r} ({text[:60]!r})"
                    )
    return found
