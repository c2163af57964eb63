"""Pure drawing: an engine position in, an SVG string out (python-chess's ``chess.svg`` style).

Standard library only, so the very same function draws the static figures at build time and the
board played in the page under Pyodide. It knows nothing of files, pages or languages: every word
or card label it shows is passed in by the caller, already in the page language.

Colours come from CSS classes (``sol-*``) with presentation-attribute fallbacks, so a page can
restyle them for its light and dark themes; suits are told apart by their symbol (shape) and by
text, never by colour alone.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from engine.cards import RANKS, SUIT_SYMBOLS, rank_of, suit_of
from engine.crescent import Crescent
from engine.forty_thieves import FortyThieves

CARD_W, CARD_H = 52, 72
GAP = 10
LABEL_H = 30
FAN = 22  # vertical offset between fanned cards (Forty Thieves columns, spreads)

CardLabel = Callable[[int], str]
# The board played in the page: a place's spoken name ("pile 3, 5 cards, top: queen of hearts").
PlaceLabel = Callable[[str], str]


def default_label(card: int) -> str:
    """``10♠``, ``Q♥``: English rank letters with the suit symbol."""
    r = RANKS[rank_of(card) - 1]
    return ("10" if r == "T" else r) + SUIT_SYMBOLS[suit_of(card)]


@dataclass(frozen=True)
class Marks:
    """Places to mark: ``highlight`` the source of a move, ``circle`` its target."""

    highlight: str | None = None
    circle: str | None = None


def _svg(
    width: int,
    height: int,
    title: str,
    desc_id: str | None,
    css_class: str,
    interactive: bool = False,
) -> ET.Element:
    # A picture is role="img"; a board the reader plays holds buttons, which an img may not
    # contain (its children are presentational), so it is a labelled group instead.
    root = ET.Element(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {width} {height}",
            "width": str(width),
            "height": str(height),
            "role": "group" if interactive else "img",
            "class": f"sol-diagram {css_class}",
        },
    )
    if interactive:
        root.set("aria-label", title)
    if desc_id:
        root.set("aria-describedby", desc_id)
    ET.SubElement(root, "title").text = title
    return root


def _card(
    parent: ET.Element,
    x: float,
    y: float,
    card: int | None,
    label: CardLabel,
    place: str,
    marks: Marks,
    empty_text: str = "",
    fanned: bool = False,
    place_label: PlaceLabel | None = None,
) -> None:
    """One card (or an empty place); ``fanned`` puts the label at the top so overlaps show it.
    With ``place_label`` the card is a focusable button named by it (the played board)."""
    classes = ["sol-card"]
    if card is None:
        classes.append("sol-empty")
    else:
        # sol-suit-*: the four-colour deck option of the played board restyles each suit.
        classes.append("sol-suit-" + "shdc"[suit_of(card)])
        if suit_of(card) in (1, 2):
            classes.append("sol-red")
    if marks.highlight == place:
        classes.append("sol-highlight")
    g = ET.SubElement(parent, "g", {"class": " ".join(classes), "data-place": place})
    _focusable(g, place, place_label, label(card) if card is not None else empty_text)
    fill = "none" if card is None else "#ffffff"
    stroke = "#1f6feb" if marks.highlight == place else "#555555"
    ET.SubElement(
        g,
        "rect",
        {
            "x": str(x),
            "y": str(y),
            "width": str(CARD_W),
            "height": str(CARD_H),
            "rx": "6",
            "fill": fill,
            "stroke": stroke,
            "stroke-width": "3" if marks.highlight == place else "1.5",
            "stroke-dasharray": "4 3" if card is None else "none",
        },
    )
    if card is not None:
        colour = "#b00020" if suit_of(card) in (1, 2) else "#111111"
        ty = y + 19 if fanned else y + CARD_H / 2 + 8
        _text(g, x + CARD_W / 2, ty, label(card), 18 if fanned else 22, colour)
    elif empty_text:
        _text(g, x + CARD_W / 2, y + CARD_H / 2 + 5, empty_text, 14, "#777777")
    if marks.circle == place:
        ET.SubElement(
            parent,
            "ellipse",
            {
                "class": "sol-circle",
                "cx": str(x + CARD_W / 2),
                "cy": str(y + CARD_H / 2),
                "rx": str(CARD_W / 2 + 8),
                "ry": str(CARD_H / 2 + 8),
                "fill": "none",
                "stroke": "#d4a000",
                "stroke-width": "3",
            },
        )


def _focusable(
    g: ET.Element, place: str, place_label: PlaceLabel | None, visible: str = ""
) -> None:
    # The spoken name starts with the text drawn on the card, so what a voice-control user
    # reads ("Q♥") names the button too (WCAG 2.5.3, label in name).
    if place_label is not None:
        g.set("tabindex", "0")
        g.set("role", "button")
        label = place_label(place)
        g.set("aria-label", f"{visible}, {label}" if visible else label)
        g.set("class", g.get("class", "") + " sol-place")


def _text(
    parent: ET.Element,
    x: float,
    y: float,
    text: str,
    size: int,
    fill: str,
    css_class: str | None = None,
    anchor: str = "middle",
) -> None:
    attrs = {
        "x": str(x),
        "y": str(y),
        "text-anchor": anchor,
        "font-size": str(size),
        "font-family": "sans-serif",
        "fill": fill,
    }
    if css_class:
        attrs = {"class": css_class, **attrs}
    ET.SubElement(parent, "text", attrs).text = text


def _caption(parent: ET.Element, x: float, y: float, text: str) -> None:
    _text(parent, x + CARD_W / 2, y, text, 12, "#444444", "sol-label")


def crescent_positions() -> dict[int, tuple[int, int]]:
    """Grid (column, row) of each pile number on the horseshoe seen on screen."""
    pos: dict[int, tuple[int, int]] = {}
    for i in range(4):  # piles 1-4 up the left side, 1 at the bottom
        pos[i + 1] = (0, 4 - i)
    for i in range(8):  # piles 5-12 along the top, left to right
        pos[i + 5] = (i + 1, 0)
    for i in range(4):  # piles 13-16 down the right side
        pos[i + 13] = (9, i + 1)
    return pos


def crescent(
    game: Crescent,
    *,
    title: str,
    pile_label: Callable[[int, int], str] = lambda n, count: f"{n} · {count}",
    card_label: CardLabel = default_label,
    marks: Marks = Marks(),
    desc_id: str | None = None,
    place_label: PlaceLabel | None = None,
) -> str:
    """The horseshoe: piles with their top card and, under it, the pile number and count.
    ``place_label`` makes it the played board: every place a named, focusable button."""
    step_x, step_y = CARD_W + GAP, CARD_H + LABEL_H
    width = 10 * step_x + GAP
    height = 5 * step_y + GAP
    root = _svg(width, height, title, desc_id, "sol-crescent", place_label is not None)
    pl = place_label
    for n, (cx, cy) in crescent_positions().items():
        x, y = GAP + cx * step_x, GAP + cy * step_y
        pile = game.piles[n - 1]
        _card(root, x, y, pile[-1] if pile else None, card_label, f"p{n}", marks, place_label=pl)
        _caption(root, x, y + CARD_H + 16, pile_label(n, len(pile)))
    # Foundations in the centre: up (Aces) in the first row, down (Kings) below.
    for f in range(8):
        cx = 3 + (f % 4)
        cy = 1.4 if f < 4 else 2.8
        x, y = GAP + cx * step_x - step_x / 2, GAP + cy * step_y
        _card(root, x, y, game.foundation_top(f), card_label, f"f{f + 1}", marks, place_label=pl)
        _caption(root, x, y + CARD_H + 16, str(game.found[f]))
    return ET.tostring(root, encoding="unicode")


def forty_thieves(
    game: FortyThieves,
    *,
    title: str,
    stock_label: Callable[[int], str] = str,
    card_label: CardLabel = default_label,
    marks: Marks = Marks(),
    desc_id: str | None = None,
    place_label: PlaceLabel | None = None,
) -> str:
    """Stock (with count), waste, the 8 foundations, and 10 columns fanned so every card shows.
    ``place_label``: the played board (each place, a column's top card, a focusable button)."""
    step_x = CARD_W + GAP
    longest = max([len(c) for c in game.cols] + [1])
    width = 10 * step_x + GAP
    top_h = CARD_H + LABEL_H
    height = GAP + top_h + GAP + CARD_H + FAN * (longest - 1) + LABEL_H
    root = _svg(width, height, title, desc_id, "sol-forty-thieves", place_label is not None)
    pl = place_label
    # Foundations across the top (columns 0-7), then the waste and the stock.
    for f in range(8):
        x = GAP + f * step_x
        _card(
            root,
            x,
            GAP,
            game.foundation_top(f),
            card_label,
            f"f{f + 1}",
            marks,
            SUIT_SYMBOLS[f % 4],
            place_label=pl,
        )
        _caption(root, x, GAP + CARD_H + 16, str(game.found[f]))
    wx = GAP + 8 * step_x
    waste_top = game.waste[-1] if game.waste else None
    _card(root, wx, GAP, waste_top, card_label, "w", marks, place_label=pl)
    _caption(root, wx, GAP + CARD_H + 16, str(len(game.waste)))
    sx = GAP + 9 * step_x
    g = ET.SubElement(root, "g", {"class": "sol-card sol-stock", "data-place": "s"})
    _focusable(g, "s", pl)
    ET.SubElement(
        g,
        "rect",
        {
            "x": str(sx),
            "y": str(GAP),
            "width": str(CARD_W),
            "height": str(CARD_H),
            "rx": "6",
            "fill": "#3b5ba5" if game.stock else "none",
            "stroke": "#555555",
            "stroke-width": "1.5",
        },
    )
    _caption(root, sx, GAP + CARD_H + 16, stock_label(len(game.stock)))
    y0 = GAP + top_h + GAP
    for i, col in enumerate(game.cols):
        x = GAP + i * step_x
        place = f"c{i + 1}"
        if not col:
            _card(root, x, y0, None, card_label, place, marks, place_label=pl)
        for k, c in enumerate(col):
            top = k == len(col) - 1
            mk = marks if top else Marks()
            label = pl if top else None
            _card(root, x, y0 + k * FAN, c, card_label, place, mk, fanned=True, place_label=label)
        _caption(root, x, y0 + CARD_H + FAN * max(len(col) - 1, 0) + 16, str(i + 1))
    return ET.tostring(root, encoding="unicode")


def spread(
    piles: Sequence[tuple[str, Iterable[int]]],
    *,
    title: str,
    card_label: CardLabel = default_label,
    desc_id: str | None = None,
) -> str:
    """Chosen piles laid out bottom → top, left to right, one row each (the redeal illustration)."""
    rows = [(name, list(cards)) for name, cards in piles]
    longest = max([len(c) for _, c in rows] + [1])
    label_w = 90
    width = label_w + longest * (CARD_W + GAP) + GAP
    height = len(rows) * (CARD_H + GAP) + GAP
    root = _svg(width, height, title, desc_id, "sol-spread")
    for r, (name, cards) in enumerate(rows):
        y = GAP + r * (CARD_H + GAP)
        _text(root, GAP, y + CARD_H / 2 + 5, name, 14, "#444444", "sol-label", "start")
        for k, c in enumerate(cards):
            _card(root, label_w + k * (CARD_W + GAP), y, c, card_label, f"{name}:{k}", Marks())
    return ET.tostring(root, encoding="unicode")
