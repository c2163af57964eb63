"""Every proof of every committed puzzle, in all four languages, read as sentences.

The proofs are data (engine/puzzles/explain.py); their words are whole messages per sentence
shape.  These tests read the rendered text the way an editor would and check what a template
gets wrong: a suit referred to before it is named ("this suit"), a clause after a move that
agrees with a noun nobody names ("after it", uk «після нього»), a plural that does not agree
with the number of cards listed, and a redeal context that is false ("no redeal is left" in a
game played without redeals; "the redeals that are left" when none are).  The expectations are
written here per language, independently of the catalogs.
"""

from __future__ import annotations

import gettext
import re
from functools import cache
from pathlib import Path

import pytest

from build_tools.diagram_cli import translations
from engine.crescent import Crescent
from engine.grammar.articles import resolve_articles
from engine.moves import REDEAL
from engine.puzzles import texts
from engine.puzzles.model import Puzzle, load

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "hu", "uk", "pl")

# The suit as each language names it in "the last spade to go home".
SUITS = {
    "en": ("spade", "heart", "diamond", "club"),
    "hu": ("pikk", "kőr", "káró", "treff"),
    "uk": ("пік", "черв", "бубон", "треф"),
    "pl": ("pik", "kier", "karo", "trefl"),
}
# The opening of a last-card proof: the suit must stand in the group.
LAST_OF_SUIT = {
    "en": re.compile(r"the last (\w+) to go home"),
    "hu": re.compile(r"az utolsóként alapsorra kerülő (\w+)"),
    "uk": re.compile(r"останньою картою масті (\w+)"),
    "pl": re.compile(r"ostatnią kartą w kolorze (\w+)"),
}
# A suit referred to as "this suit" (the proof must name it instead).
DANGLING_SUIT = {
    "en": ("this suit", "of the suit to go home"),
    "hu": ("ennek a színnek", "ezt a színt"),
    "uk": ("цієї масті", "цю масть уже ніколи", "цю масть ніколи"),
    "pl": ("tego koloru", "ten kolor"),
}
# A clause after a move ("<move>: after …") that agrees with a noun the sentence never names.
DANGLING_AFTER = {
    "en": (": after it,",),
    "hu": (": utána",),
    "uk": (": після нього", ": після неї"),
    "pl": (": po nim", ": po niej"),
}
# "No redeal is left": false in a game that never had a redeal.
USED_UP = {
    "en": "No redeal is left",
    "hu": "Nem maradt több újraosztás",
    "uk": "Перерозподілів більше н",
    "pl": "Nie masz już przełożeń",
}
# "even with the redeals that are left": false when none are.
REDEALS_THAT_ARE_LEFT = {
    "en": "the redeals that are left",
    "hu": "a megmaradt újraosztások",
    "uk": "перерозподіли, що лишилися",
    "pl": "pozostałe przełożenia",
}
# "On pile 5, the king of clubs lies on a card / on cards of its own suit: <list>."
BLOCKED = {
    "en": (re.compile(r"lies on (a card|cards) of its own suit: ([^.]+)\."), "a card"),
    "hu": (re.compile(r"alatt vele azonos színű (lap van|lapok vannak): ([^.]+)\."), "lap van"),
    "uk": (re.compile(r"лежить на (карті|картах) своєї масті — ([^.]+)\."), "карті"),
    "pl": (re.compile(r"leży na (karcie|kartach) własnego koloru: ([^.]+)\."), "karcie"),
}


@cache
def t(lang: str) -> gettext.NullTranslations:
    return gettext.NullTranslations() if lang == "en" else translations(lang)


@cache
def puzzles() -> tuple[Puzzle, ...]:
    return tuple(p for f in sorted((ROOT / "docs" / "puzzles").glob("*.json")) for p in load(f))


def played_without_redeals(game: object) -> bool:
    return (
        isinstance(game, Crescent)
        and game.redeals_left == 0
        and not any(m == REDEAL for m in game.history)
    )


def rendered(p: Puzzle, lang: str) -> str:
    game = p.position()
    a = texts.answer(p, t(lang), game)
    parts = [*texts.question(p, t(lang), game), *a.lead, a.items_intro, *a.items]
    for said, losing in a.steps:
        parts += [said, *losing]
    text = " ".join([*parts, *a.tail])
    return resolve_articles(text) if lang == "hu" else text


@pytest.mark.parametrize("lang", LANGS)
def test_every_proof_names_its_suit_and_agrees_with_its_counts(lang: str) -> None:
    named = checked = 0
    for p in puzzles():
        text = rendered(p, lang)
        where = f"{p.id} ({lang}): {text[:300]}"
        for bad in DANGLING_SUIT[lang] + DANGLING_AFTER[lang]:
            assert bad not in text, f"{bad!r} in {where}"
        assert "%(" not in text and "{" not in text and "a(z)" not in text, where
        for m in LAST_OF_SUIT[lang].finditer(text):
            assert m.group(1) in SUITS[lang], f"no suit named in {m.group(0)!r}: {where}"
            named += 1
        pattern, singular = BLOCKED[lang]
        for m in pattern.finditer(text):
            cards = m.group(2).split(", ")
            assert (m.group(1) == singular) == (len(cards) == 1), f"{m.group(0)!r}: {where}"
            checked += 1
    # The committed puzzles hold hundreds of last-card proofs: the checks above did read them.
    assert named > 200 and checked > 300


@pytest.mark.parametrize("lang", LANGS)
def test_the_redeal_context_is_true(lang: str) -> None:
    without = 0
    for p in puzzles():
        game = p.position()
        text = rendered(p, lang)
        if played_without_redeals(game):
            without += 1
            assert USED_UP[lang] not in text, f"{p.id} ({lang}): {text[:300]}"
        if isinstance(game, Crescent) and game.redeals_left == 0:
            assert REDEALS_THAT_ARE_LEFT[lang] not in text, f"{p.id} ({lang}): {text[:300]}"
    assert without > 100


def test_the_english_proof_reads_as_sentences() -> None:
    """A reviewed proof, whole: the suit named first, the plural by count, the conclusion."""
    p = next(
        p
        for p in puzzles()
        if p.kind == "can-win" and not p.answer["winnable"] and p.answer["proof"] == "last-card"
    )
    text = rendered(p, "en")
    assert re.search(
        r"This game is played without redeals, so the last (spade|heart|diamond|club) to go home"
        r" must be the (king|ace) of \w+s on pile \d+( or the (king|ace) of \w+s on pile \d+)?\.",
        text,
    ), text
    assert re.search(r"the (spade|heart|diamond|club) suit can never be completed", text), text


# A locked card lies under cards that can go home only AFTER it (that is why it is locked);
# the first wording said "before it", which is no obstacle at all.
LOCKED = {
    "en": ("can go home only after it", "must go home before it"),
    "hu": ("amelyek csak utána kerülhetnek alapsorra", "amelyeknek előtte kellene"),
    "uk": ("можуть лягти на фундамент лише після неї", "раніше за неї"),
    "pl": ("mogą trafić na bazę dopiero po niej", "przed nią"),
}
# "every position (1 position)": one reachable position has its own sentence.
ONE_POSITION = {
    "en": ("(1 position)", "only one position can"),
    "hu": ("(1 állás)", "csak egyetlen állás érhető el"),
    "uk": ("(1 позиція)", "лише одна позиція"),
    "pl": ("(1 pozycja)", "tylko jedna pozycja"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_locked_card_is_under_cards_that_go_home_after_it(lang: str) -> None:
    right, wrong = LOCKED[lang]
    said = 0
    for p in puzzles():
        text = rendered(p, lang)
        assert wrong not in text, f"{p.id} ({lang}): {text[:300]}"
        said += text.count(right)
    assert said > 20  # the committed puzzles hold dozens of locked-card proofs


@pytest.mark.parametrize("lang", LANGS)
def test_one_reachable_position_is_not_called_every_position(lang: str) -> None:
    old, new = ONE_POSITION[lang]
    said = 0
    for p in puzzles():
        text = rendered(p, lang)
        assert old not in text, f"{p.id} ({lang}): {text[:300]}"
        said += new in text.lower() or new in text
    assert said > 10
