"""A theme that comes from the answer is not shown before the answer (issue 29 §2): the card's
meta line, above the question, names only the themes of the position (the stock's order); the
answer's themes ("lost after a full search", "the last card of a suit", the move's kind) are
said inside the hidden answer, and the theme index lists no "can it be won?" under them.
Audit puzzle-audit-2 §6.1: every "no" showed its proof's theme above the question."""

from __future__ import annotations

import re

import pytest

from build_tools.diagram_cli import translations
from build_tools.site.pages.puzzle_pages import Cards, plan
from engine.puzzles import texts
from engine.puzzles.model import CAN_WIN, load
from tests.puzzles.test_committed import FILES

ANSWER_THEMES = ("last card of a suit", "lost after a full search", "to a foundation", "build")


def _parts(html: str) -> tuple[str, str]:
    meta = re.search(r'<p class="sol-puzzle-meta">(.*?)</p>', html, re.S)
    answer = re.search(r'<details class="sol-puzzle-answer">(.*?)</details>', html, re.S)
    assert meta and answer
    return meta.group(1), answer.group(1)


@pytest.mark.parametrize("game", sorted(FILES))
def test_the_meta_line_names_no_theme_of_the_answer(game: str) -> None:
    cards = Cards(translations("en"), "en", "test", cache_dir=None)
    puzzles = load(FILES[game])
    nos = [p for p in puzzles if p.kind == CAN_WIN and not p.answer["winnable"]][:3]
    yeses = [p for p in puzzles if p.kind == CAN_WIN and p.answer["winnable"]][:3]
    for p in [*nos, *yeses]:
        meta, answer = _parts(cards.card(p, 1, "page.html", "digest"))
        assert not any(x in meta.lower() for x in ANSWER_THEMES), (p.id, meta)
        theme = "Lost after a full search" if game == "forty_thieves" else None
        if p in nos and theme is not None:
            assert theme.lower() in answer.lower()
        if "stock-order-shown" in p.themes:  # the position's own theme stays in sight
            assert "Theme" in meta
    # the "no" puzzles and the "yes" puzzles have the same meta line but for the band
    metas = {
        re.sub(r"Difficulty: \w+\.", "", _parts(cards.card(p, 1, "x", "d"))[0]).strip()
        for p in [*nos, *yeses]
        if "stock-order-shown" not in p.themes
    }
    assert len(metas) <= 1


@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_the_theme_index_lists_no_can_win_under_a_theme_of_its_answer(slug: str) -> None:
    themes = plan(slug).themes()
    for theme, puzzles in themes.items():
        if theme != "stock-order-shown":
            assert all(p.kind != CAN_WIN for p in puzzles), theme
    assert "search" not in themes and "last-card" not in themes


@pytest.mark.parametrize("slug", ["crescent", "forty-thieves"])
def test_every_theme_an_answer_names_is_named_on_the_theme_pages(slug: str) -> None:
    """The fifth review (uk, pl): Forty Thieves answers cite themes ("filling an empty column")
    that its hub and theme page never name.  A theme only an answer may tell is named in one
    sentence there, not listed with its puzzles (that would give the answer away)."""
    p = plan(slug)
    named = set(p.themes()) | set(p.told_themes())
    assert {x for q in p.puzzles for x in texts.told_themes(q)} <= named
    assert not set(p.themes()) & set(p.told_themes())
    said = texts.themes_listed(translations("pl"), slug, p.told_themes())
    if slug == "forty-thieves":
        # Filling an empty column and a move from the waste, which only can-win answers told
        # before, are now listed with the wins from here that show them; the search is told.
        assert {"to-empty-column", "from-waste"} <= set(p.themes())
        assert "przegrana wykazana pełnym przeszukaniem" in said
