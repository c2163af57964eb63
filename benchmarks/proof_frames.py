"""How often one sentence frame of the last-card proof recurs on a Crescent browse page (issue 30;
the twenty-ninth review, hu S2, uk S1: the proof's scaffold showed over 200+ answers).

Run from the worktree root (``PYTHONPATH=.``):

    python benchmarks/proof_frames.py [en hu uk pl]

Renders every answer of every Crescent browse page as its page does (the rule stated above, the
first answer that names it pointing up) and records each proof sentence's message as translated,
its placeholders unfilled: the frame. Prints per language the most frequent frame on one page
and site-wide, the most frequent opening (a frame's first four words) on one page, and the
counts of the phrases the editors counted.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from typing import Any

from build_tools.diagram_cli import translations
from build_tools.site.pages import puzzle_pages
from engine.puzzles import texts, words

# The proof's sentences: the module's messages whose names start so (not the page's statement)
PROOF = re.compile(
    r"^(TWO_|ONE_CANDIDATE|NEVER_MOVES|RULE_|BLOCKED|CONCLUSION|AFTER_WITNESS|SHORT)"
)
PHRASES = {
    "en": ("by the last-card rule", "whichever of the two", "still covers"),
    "hu": ("az utolsó lap szabálya", "mivel ezzel a lépéssel"),
    "uk": (
        "за правилом останньої карти",
        "хоч би який із двох ліг на фундамент останнім",
        "доки він лежить зверху",
    ),
    "pl": ("zgodnie z zasadą ostatniej karty",),
}


def _msgids() -> set[str]:
    out: set[str] = set()

    def add(value: Any) -> None:
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, tuple):
            for x in value:
                add(x)
        elif isinstance(value, dict):
            for x in value.values():
                add(x)

    for name, value in vars(words).items():
        if PROOF.match(name) and name != "RULE_STATED" and not callable(value):
            add(value)
    return out


class Recorded:
    """A translations object that records the proof messages it translates."""

    def __init__(self, t: Any, ids: set[str]) -> None:
        self.t, self.ids, self.seen = t, ids, []

    def gettext(self, message: str) -> str:
        said = self.t.gettext(message)
        if message in self.ids:
            self.seen.append(said)
        return said

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        said = self.t.ngettext(singular, plural, n)
        if singular in self.ids:
            self.seen.append(said)
        return said

    def pgettext(self, context: str, message: str) -> str:
        return self.t.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.t.npgettext(context, singular, plural, n)


def frame(message: str) -> str:
    return re.sub(r"%\([a-z_]+\)[sd](\{[^}]*\})?", "X", message)


def main(langs: list[str]) -> None:
    ids = _msgids()
    plan = puzzle_pages.plan("crescent")
    for lang in langs:
        t = translations(lang) if lang != "en" else __import__("gettext").NullTranslations()
        worst: tuple[int, str, str] = (0, "", "")
        opening: tuple[int, str, str] = (0, "", "")
        total: Counter[str] = Counter()
        text: list[str] = []
        for page in plan.pages:
            pids = [p.id for p in page.puzzles]
            stated = puzzle_pages.states_rule("crescent", pids)
            recalled = puzzle_pages.rule_recalled("crescent", pids)
            frames: Counter[str] = Counter()
            openings: Counter[str] = Counter()
            for p in page.puzzles:
                r = Recorded(t, ids)
                a = texts.answer(p, r, None, stated, p.id in recalled)
                for said in r.seen:
                    frames[frame(said)] += 1
                    openings[" ".join(frame(said).split()[:4])] += 1
                    total[frame(said)] += 1
                text += [*a.lead, *a.items, *(x for _d, more in a.steps for x in more)]
            if frames:
                said, n = frames.most_common(1)[0]
                worst = max(worst, (n, page.src, said))
                said, n = openings.most_common(1)[0]
                opening = max(opening, (n, page.src, said))
        print(f"{lang}: most frequent frame on one page: {worst[0]} on {worst[1]}: {worst[2]}")
        print(
            f"{lang}: most frequent opening on one page: {opening[0]} on {opening[1]}: {opening[2]}"
        )
        said, n = total.most_common(1)[0]
        print(f"{lang}: most frequent frame on all browse pages: {n}: {said}")
        joined = " ".join(text).lower()
        for phrase in PHRASES[lang]:
            print(f"{lang}:   {phrase!r}: {joined.count(phrase)}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["en", "hu", "uk", "pl"])
