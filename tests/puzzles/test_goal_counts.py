"""The count a goal answer states ("A shortest line takes 5 moves: …") is the number of the line's
moves (actions: a draw is one), not of the steps its words name: moves in a row to one place are
one step of the words (engine/puzzles/runs.py), and every committed goal puzzle's answer still says
its line's length."""

from __future__ import annotations

import re

import pytest

from build_tools.site.pages import puzzle_pages
from engine.puzzles import runs, texts
from engine.puzzles.puzzle_kinds import GOAL, kind_of
from tests.grammar.catalogs import t

# The count before its unit, as each language's goal sentences say it (en source; the
# translations' own words: hu "lépés", uk «хід/ходи/ходів», pl "czynność/czynności/czynnościach").
STATED = {
    "en": re.compile(r"(\d+) (?:moves?|actions?)\b"),
    "hu": re.compile(r"(\d+) (?:lépés|művelet)"),
    "uk": re.compile(r"(\d+) (?:хід|ходи|ходів|ходу|дія|дії|дій)"),
    "pl": re.compile(r"(\d+) (?:czynnoś|ruch)"),
}


@pytest.mark.parametrize("lang", sorted(STATED))
def test_a_goal_answer_states_the_number_of_its_lines_moves(lang: str) -> None:
    goals = [
        p
        for slug in ("crescent", "forty-thieves")
        for p in puzzle_pages.plan(slug).puzzles
        if kind_of(p.kind).board == GOAL
    ]
    grouped = 0
    for p in goals:
        line = p.answer["line"]
        steps = runs.steps_of(p.position(), line)
        assert sum(s.moves for s in steps) == len(line), p.id
        grouped += len(steps) < len(line)
        (lead,) = texts.answer(p, t(lang)).lead
        stated = STATED[lang].search(lead)
        assert stated is not None, (p.id, lead)
        assert int(stated.group(1)) == len(line), (p.id, lead)
    # (Forty Thieves' 300 today, most of them with a step of several moves)
    assert len(goals) > 50 and grouped > len(goals) // 2, (len(goals), grouped)
