"""How often the frames that had one wording recur on one browse page (issue 30; the thirtieth
review, uk S4 and pl §4 item 3): the one-position clause and sentence, the two candidates'
closing clause of the last-card proof, and the win-from-here prompt.

Run from the worktree root (``PYTHONPATH=.``):

    python benchmarks/frame_repeats.py [en hu uk pl]

Renders every browse page's puzzles as the page does (the question, then the answer, the rule
stated above where a page states it) and counts, per page, each wording of each frame by a phrase
only that wording says (written out below, independently of the code). Prints per language and
frame the count of the most frequent wording on one page (with the page) and site-wide. Before
the change the new wordings' phrases are simply never found.
"""

from __future__ import annotations

import gettext
import sys
from collections import Counter

from build_tools.diagram_cli import translations
from build_tools.site.pages import puzzle_pages
from engine.grammar.articles import resolve_articles
from engine.grammar.typography import typeset
from engine.puzzles import texts

# frame -> language -> one phrase per wording (a clause and its sentence form share a wording)
FRAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "one position": {
        "en": (
            "and the game cannot be won from it.",
            "just one position, and that one is lost.",
            "the one position still within reach cannot be won.",
            "and there is no win from it.",
        ),
        "hu": (
            "csak egyetlen állás érhető el, és abból nem nyerhető meg a játszma",
            "az pedig vesztes",
            "nincs nyerő folytatás",
            "onnan pedig már nem lehet nyerni",
        ),
        "uk": (
            "лише до однієї позиції, і з неї партію не виграти",
            "і вона програшна",
            "глухий кут",
            "а з неї виграшу немає",
        ),
        "pl": (
            "a z niej partii nie da się wygrać",
            "a ta jest przegrana",
            "ślepy zaułek",
            "nie ma drogi do wygranej",
        ),
    },
    "two candidates' close": {
        "en": (
            "whichever of the two goes home last",
            "whichever goes last would still cover",
            "the one of the two that goes home last covers",
            "neither of them can be the last to go home",
            "the last of the two to go home would still lie on",
            "neither can be the last of the two to go home",
        ),
        "hu": (
            "kerül is fel utolsónak",
            "sem kerülhet fel utolsónak",
            "amelyikük utolsónak kerülne fel",
            "utolsónak egyikük sem kerülhet fel",
            "amelyik utolsónak kerülne fel",
            "sem ez, sem az",
        ),
        "uk": (
            "хоч би який із двох ліг на фундамент останнім",
            "жоден із них не може лягти на фундамент останнім",
            "той із них, що мав би лягти на фундамент останнім",
            "не може лягти жоден із цих двох",
            "хай котрий із них ляже",
            "ні той, ні інший",
        ),
        "pl": (
            "niezależnie od tego, który z nich trafi na bazę jako ostatni",
            "żaden z nich nie może trafić na bazę jako ostatni",
            "ten z nich, który trafi na bazę jako ostatni",
            "jako ostatni nie może trafić żaden",
            "gdyby którykolwiek z nich miał trafić",
            "ani jeden, ani drugi",
        ),
    },
    "win-from-here prompt": {
        "en": (
            "Win it: any winning line counts.",
            "A win is possible from here.",
            "win it any way you like.",
            "Any line that wins it is a right answer.",
        ),
        "hu": (
            "Nyerd meg – bármelyik nyerő",
            "Innen nyerni lehet.",
            "bármilyen módon",
            "helyes megoldás",
        ),
        "uk": (
            "Виграйте партію — підійде будь-яка",
            "Звідси є шлях до виграшу.",
            "будь-яким шляхом",
            "правильна відповідь",
        ),
        "pl": (
            "Doprowadź ją do wygranej",
            "Z tej pozycji da się wygrać.",
            "w dowolny sposób",
            "jest dobrą odpowiedzią",
        ),
    },
}


def page_texts(lang: str) -> list[tuple[str, list[str]]]:
    """Each browse page (its source name) with its puzzles' question and answer, as said."""
    t = translations(lang) if lang != "en" else gettext.NullTranslations()
    out = []
    for slug in puzzle_pages.GAMES:
        plan = puzzle_pages.plan(slug)
        for page in plan.pages:
            pids = [p.id for p in page.puzzles]
            stated = puzzle_pages.states_rule(slug, pids)
            recalled = puzzle_pages.rule_recalled(slug, pids)
            said = []
            for p in page.puzzles:
                game = p.position()
                a = texts.answer(p, t, game, stated, p.id in recalled)
                parts = [*texts.question(p, t, game), *a.lead, a.items_intro, *a.items]
                for (step, losing), intro in zip(a.steps, a.step_intros, strict=True):
                    parts += [step, intro, *losing]
                text = " ".join(typeset(x, lang) for x in [*parts, *a.tail] if x)
                said.append(resolve_articles(text) if lang == "hu" else text)
            out.append((page.src, said))
    return out


def main(langs: list[str]) -> None:
    for lang in langs:
        pages = page_texts(lang)
        for frame, by_lang in FRAMES.items():
            phrases = by_lang[lang]
            worst: tuple[int, str, int] = (0, "", 0)
            total: Counter[int] = Counter()
            for src, said in pages:
                text = " ".join(said).replace("\u00a0", " ")
                for i, phrase in enumerate(phrases):
                    n = text.count(phrase)
                    total[i] += n
                    worst = max(worst, (n, src, i))
            counts = ", ".join(f"{total[i]}" for i in range(len(phrases)))
            print(
                f"{lang}: {frame}: most on one page: {worst[0]} (wording {worst[2] + 1}, on"
                f" {worst[1]}); site-wide per wording: {counts}"
            )


if __name__ == "__main__":
    main(sys.argv[1:] or ["en", "hu", "uk", "pl"])
