"""The best line a search found is said in its game's unit (words30u, issue 30): a Crescent line
is of moves (uk «послідовність ходів», pl "ciąg ruchów"), a Forty Thieves line of actions, a
move or a draw from the stock (uk «послідовність дій», pl "ciąg czynności"; the glossary's
"action"). The seventeenth review: uk D1, what lies on the foundations at the line's end
(«Наприкінці … на фундаментах N карт із 104»; «доводить до» read as cards moved), pl D2 "ciąg"
as about 400 other places (the glossary's line), said as the total at its end: "Na końcu
najlepszego znalezionego ciągu …"; "Po najlepszym znalezionym ciągu ruchów" stays struck (the
thirteenth review found it heavy), and the editor's "odkłada na bazy" would count cards put up,
which round 15 (hu A1) struck for the same number.
The catalogs once had to word it for neither game (uk «Найкраща знайдена послідовність доводить
…», pl "Po najlepszej znalezionej rozgrywce …"), because the proof's words did not know the
game."""

from __future__ import annotations

import gettext
import re

import pytest

from engine.drawing.describe import Translations
from engine.puzzles import texts, words
from engine.puzzles.model import load_game
from engine.registry import ACTIONS, MOVES
from engine.solver.prove import SEARCH
from tests.grammar.catalogs import said_where, t


@pytest.mark.parametrize(
    ("lang", "counted_in", "cards", "said"),
    [
        ("en", ACTIONS, 87, "The best line found ends with 87 of the 104 cards on the"
                            " foundations."),
        ("hu", ACTIONS, 87, "A program által talált legjobb műveletsor végén is a 104 lapból"
                            " csak 87 van az alapsorokon."),
        ("uk", MOVES, 41, "Наприкінці найкращої знайденої послідовності ходів на фундаментах 41 "
                          "карта з 104."),
        ("uk", ACTIONS, 41, "Наприкінці найкращої знайденої послідовності дій на фундаментах 41 "
                            "карта з 104."),
        ("uk", ACTIONS, 63, "Наприкінці найкращої знайденої послідовності дій на фундаментах 63 "
                            "карти з 104."),
        ("uk", ACTIONS, 87, "Наприкінці найкращої знайденої послідовності дій на фундаментах 87"
                            " карт із 104."),
        ("pl", MOVES, 87, "Na końcu najlepszego znalezionego ciągu ruchów na bazach leży 87 ze 104"
                          " kart."),
        ("pl", ACTIONS, 1, "Na końcu najlepszego znalezionego ciągu czynności na bazach leży 1 ze"
                           " 104 kart."),
        ("pl", ACTIONS, 64, "Na końcu najlepszego znalezionego ciągu czynności na bazach leżą 64 ze"
                            " 104 kart."),
        ("pl", ACTIONS, 87, "Na końcu najlepszego znalezionego ciągu czynności na bazach leży 87 ze"
                            " 104 kart."),
    ],
)  # fmt: skip
def test_the_best_line_is_said_in_its_games_unit(lang, counted_in, cards, said):
    proof = {"proof": SEARCH, "positions": 12792, "best_cards": cards}
    assert words.reason(proof, t(lang), counted_in=counted_in)[-1] == said


# A puzzle's answer (the pages, the board) takes the unit from its game, in each of the three
# wordings a puzzle's id picks (words30k: "послідовності ходів, яку знайшов розв’язувач",
# "Najlepszy ciąg ruchów", "ciągu ruchów na bazach"; test_best_line_wordings has them whole).
@pytest.mark.parametrize(
    ("slug", "uk", "pl"),
    [
        ("crescent", "послідовн[оі]ст[ьі] ходів", "ciąg(?:u)? ruchów"),
        ("forty-thieves", "послідовн[оі]ст[ьі] дій", "ciąg(?:u)? czynności"),
    ],
)
def test_a_puzzles_search_proof_names_its_games_unit(slug, uk, pl):
    searched = [p for p in load_game("docs/puzzles", slug) if p.answer.get("proof") == SEARCH]
    assert len(searched) >= 20, f"too few {slug} puzzles with a search proof"
    for p in searched:
        assert re.search(uk, texts.no_reason(p, t("uk"))[-1])
        assert re.search(pl, texts.no_reason(p, t("pl"))[-1])


# The context is the one every message in a game's unit has (extraction reads only literals).
def test_the_actions_form_has_the_in_actions_context():
    assert (texts.IN_ACTIONS, *words.BEST_LINE) == words.BEST_LINE_IN_ACTIONS


# The standard library's translations are what the protocol asks for, npgettext included.
@pytest.mark.parametrize("kind", [gettext.NullTranslations, gettext.GNUTranslations])
def test_gettexts_translations_have_every_method_the_protocol_names(kind):
    for name in ("gettext", "ngettext", "pgettext", "npgettext"):
        assert callable(getattr(kind, name))
    assert Translations.npgettext  # the protocol names it


# The wordings that named no unit, nowhere in their catalog any more.
@pytest.mark.parametrize(
    ("lang", "pattern"),
    [
        ("uk", r"знайдена послідовність доводить"),
        ("pl", r"najlepszej znalezionej rozgrywce"),
        ("uk", r"доводи\w* до фундамент"),  # the seventeenth review, uk D1
        ("pl", r"sekwencj"),  # the seventeenth review, pl D2: the line is a "ciąg"
    ],
)
def test_the_unitless_wording_is_gone(lang, pattern):
    assert said_where(lang, pattern) == []
