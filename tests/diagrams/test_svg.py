"""The drawings are well-formed SVG that show exactly the engine's position."""

import xml.etree.ElementTree as ET

from engine import new_game
from engine.drawing import svg

NS = {"s": "http://www.w3.org/2000/svg"}


def texts(root):
    return [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]


def test_crescent_svg_shows_every_pile_number_count_and_top_card():
    g = new_game("CR1-N-AAAAAAB")
    g.play("p1-f2")
    root = ET.fromstring(svg.crescent(g, title="Start", desc_id="d1"))
    assert root.get("role") == "img" and root.get("aria-describedby") == "d1"
    assert root.find("s:title", NS).text == "Start"
    labels = texts(root)
    for n, pile in enumerate(g.piles, start=1):
        assert f"{n} · {len(pile)}" in labels
    assert "4♠" in labels  # new top of pile 1
    assert "2♥" in labels  # top of the up foundation of hearts
    places = {e.get("data-place") for e in root.iter() if e.get("data-place")}
    assert places == {f"p{i}" for i in range(1, 17)} | {f"f{i}" for i in range(1, 9)}


def test_crescent_horseshoe_positions():
    pos = svg.crescent_positions()
    assert pos[1] == (0, 4) and pos[4] == (0, 1)  # up the left side, 1 at the bottom
    assert [pos[n][0] for n in range(5, 13)] == list(range(1, 9))  # along the top
    assert pos[13] == (9, 1) and pos[16] == (9, 4)  # down the right side


def test_marks_highlight_source_and_circle_target():
    g = new_game("CR1-N-AAAAAAB")
    root = ET.fromstring(svg.crescent(g, title="t", marks=svg.Marks("p10", "p14")))
    highlighted = [e for e in root.iter() if "sol-highlight" in (e.get("class") or "")]
    assert [e.get("data-place") for e in highlighted] == ["p10"]
    assert len(list(root.iter("{http://www.w3.org/2000/svg}ellipse"))) == 1


def test_empty_pile_is_drawn_empty():
    g = new_game("CR1-N-AAAAAAB")
    g.piles[8].clear()
    root = ET.fromstring(svg.crescent(g, title="t"))
    empties = [e.get("data-place") for e in root.iter() if "sol-empty" in (e.get("class") or "")]
    assert empties == ["p9"]
    assert "9 · 0" in texts(root)


def test_forty_thieves_fans_every_card_and_counts_stock():
    g = new_game("FT1-N-AAAAAAB")
    g.play("draw")
    root = ET.fromstring(svg.forty_thieves(g, title="t", stock_label=lambda n: f"stock {n}"))
    labels = texts(root)
    assert "stock 63" in labels
    shown = sum(1 for e in root.iter() if (e.get("data-place") or "").startswith("c"))
    assert shown == sum(len(c) for c in g.cols)
    assert labels.count("6♦") >= 2  # waste top and c1's bottom card


def test_spread_lays_out_bottom_to_top():
    g = new_game("CR1-N-AAAAAAB")
    root = ET.fromstring(svg.spread([("1", g.piles[0])], title="t"))
    assert texts(root) == ["1", "6♦", "4♠", "6♥", "J♦", "4♠", "2♥"]


def test_the_board_style_draws_the_same_places_as_cards_on_a_table():
    g = new_game("FT1-N-AAAAAAB")
    figure = ET.fromstring(svg.forty_thieves(g, title="t"))
    board = ET.fromstring(svg.forty_thieves(g, title="t", style="board"))
    assert "sol-board-style" in board.get("class") and "sol-board-style" not in figure.get("class")

    def places(root):
        return sorted(e.get("data-place") for e in root.iter() if e.get("data-place"))

    assert places(board) == places(figure)
    assert board.find("s:rect", NS).get("class") == "sol-felt"  # the table, under everything
    # Every card shows a corner index: its rank, then its suit symbol, as two text spans.
    faces = [e for e in board.iter() if "sol-suit-" in (e.get("class") or "")]
    assert len(faces) == 40  # the columns; foundations and waste are empty
    first = next(c for c in faces if c.get("data-place") == "c1")
    assert [s.text for s in first.find("s:text", NS)] == [str(g.cols[0][0] % 13 + 1), "♦"]
    assert {f.find("s:text", NS).get("class") for f in faces} == {"sol-index"}
    # The stock is face down: a card back, no rank or suit on it.
    stock = next(e for e in board.iter() if e.get("data-place") == "s")
    assert "sol-back" in stock.get("class") and stock.find("s:text", NS) is None
