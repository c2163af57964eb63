"""Figures are replayed from codes and records, with captions and accessible markup."""

import re
import xml.etree.ElementTree as ET

import pytest

from engine import new_game
from engine.drawing.describe import ENGLISH, card_name
from engine.drawing.figure import Figure, FigureError, caption, position, render

RECORD = "CR1-N-AAAAAAB\np1-f2 p3-f6 redeal p13-f8\n"


def test_start_figure_of_a_deal_code():
    html = render(Figure(code="cr1-n-aaaaaab"))
    assert 'data-code="CR1-N-AAAAAAB"' in html and 'data-ply="0"' in html
    assert "<figcaption>The deal CR1-N-AAAAAAB at the start" in html
    svg = ET.fromstring(re.search(r"<svg.*</svg>", html, re.S).group(0))
    desc_id = svg.get("aria-describedby")
    assert f'<p id="{desc_id}">' in html and svg.get("role") == "img"
    assert "pile 16: 6 cards, top 7 of clubs" in html


def test_points_in_a_record():
    fig = Figure(record=RECORD, point="before-redeal-1")
    game, ply, _ = position(fig)
    assert ply == 2 and game.redeals_left == 3
    game, ply, _ = position(Figure(record=RECORD, point="after-redeal-1"))
    assert ply == 3 and game.redeals_left == 2
    game, ply, _ = position(Figure(record=RECORD, point="after-move-3"))
    assert ply == 4 and game.moves == 3
    game, ply, _ = position(Figure(record=RECORD, point="end"))
    assert ply == 4


def test_caption_describes_the_marked_move():
    fig = Figure(record=RECORD, point="before-move-2", highlight="p3", circle="f6")
    game, ply, rec = position(fig)
    text = caption(fig, game, ply, rec, ENGLISH)
    assert text == (
        "Before move 2 of CR1-N-AAAAAAB: the queen of hearts (pile 3, highlighted) "
        "goes onto the king of hearts (the down foundation of hearts, circled)"
    )


def test_spread_of_pile_one_before_and_after_redeal():
    before = render(Figure(record=RECORD, point="before-redeal-1", spread=(1,)))
    after = render(Figure(record=RECORD, point="after-redeal-1", spread=(1,)))
    first = "6 of diamonds, 4 of spades, 6 of hearts, jack of diamonds, 4 of spades"
    then = "4 of spades, 6 of hearts, jack of diamonds, 4 of spades, 6 of diamonds"
    assert f"Pile 1, bottom to top: {first}.<" in before
    assert f"Pile 1, bottom to top: {then}.<" in after


@pytest.mark.parametrize(
    ("fig", "needle"),
    [
        (Figure(code="CR1-N-AAAA1AB"), "invalid character"),
        (Figure(record=RECORD, point="before-move-99"), "no move 99"),
        (Figure(record=RECORD, point="sideways"), "bad point"),
        (Figure(code="CR1-N-AAAAAAB", highlight="p17"), "no place 'p17'"),
        (Figure(code="CR1-N-AAAAAAB", point="end"), "needs a game record"),
        (Figure(record="CR1-N-AAAAAAB p1-f1"), "Must be the same suit"),
    ],
)
def test_bad_figures_are_one_clear_error(fig, needle):
    with pytest.raises(FigureError, match=needle):
        render(fig)


def test_forty_thieves_figure():
    html = render(Figure(code="FT1-N-AAAAAAB"))
    assert "Stock: 64 cards; waste: empty" in html
    # every column is drawn and described with the deal's cards, bottom to top
    g = new_game("FT1-N-AAAAAAB")
    places = set(re.findall(r'data-place="(\w+)"', html))
    assert {f"c{i}" for i in range(1, 11)} | {"s", "w"} <= places
    for i, col in enumerate(g.cols, start=1):
        cards = ", ".join(card_name(ENGLISH, c) for c in col)
        assert re.search(f"column {i}: {cards}[;.]", html), i
    assert html.count("bottom to top") == 1  # the direction once, before the columns


def test_the_play_link_opens_the_position_on_the_page_the_site_names():
    fig = Figure(record=RECORD, point="after-move-2")
    linked = render(fig, play_pages={"crescent": "play-crescent.html"})
    href = "play-crescent.html?code=CR1-N-AAAAAAB&amp;moves=p1-f2.p3-f6&amp;from=figure"
    assert f'href="{href}"' in linked
    assert "sol-play-link" not in render(fig)  # no page named: no link
    assert "sol-play-link" not in render(fig, play_pages={"forty_thieves": "x.html"})


def test_the_drawing_does_not_repeat_the_caption():
    """A screen reader (and the page's text) heard the caption twice: as the SVG's <title> and in
    the figcaption (the sixth review, uk: «Після 168-ї дії розкладу …» twice in a row)."""
    html = render(Figure(code="CR1-N-AAAAAAB", point="start"))
    title = re.search(r"<title>(.*?)</title>", html)
    caption = re.search(r"<figcaption>(.*?)<", html)
    assert title and caption
    assert title.group(1) == "Diagram of the cards"
    assert caption.group(1).startswith("The deal CR1-N-AAAAAAB at the start")


def test_a_marked_move_is_said_once_in_the_caption():
    """The "onto" claim is checked, not said again: "…: the 7 of diamonds (pile 16, highlighted)
    goes onto the 6 of diamonds (pile 3, circled). The highlighted card moves next, onto the
    circled card." repeated itself (the sixth review, pl)."""
    fig = Figure(record=RECORD, point="before-move-1", highlight="p1", circle="f2", claim="onto")
    html = render(fig)
    assert "highlighted" in html and "moves next" not in html


@pytest.mark.parametrize("lang", ["en", "hu", "uk", "pl"])
def test_a_caption_ends_before_the_play_link(lang):
    """The caption is a sentence and ends in a full stop before "Play this position" (the
    seventh review: "… goes onto the 6 of diamonds (pile 3, circled) Play this position", in the
    English and every language)."""
    from build_tools.diagram_cli import translations
    from engine.drawing.describe import ENGLISH as EN

    t = EN if lang == "en" else translations(lang)
    fig = Figure(record=RECORD, point="before-move-2", highlight="p3", circle="f6")
    html = render(fig, t, lang, play_pages={"crescent": "play-crescent.html"})
    caption = re.search(r"<figcaption>(.*?)<a ", html)
    assert caption and caption.group(1).endswith(". "), caption
