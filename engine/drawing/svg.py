"""Pure drawing: an engine position in, an SVG string out (python-chess's ``chess.svg`` style).

Standard library only, so the very same function draws the static figures at build time and the
board played in the page under Pyodide. It knows nothing of files, pages or languages: every word
or card label it shows is passed in by the caller, already in the page language.

Colours come from CSS classes (``sol-*``) with presentation-attribute fallbacks, so a page can
restyle them for its light and dark themes; suits are told apart by their symbol (shape) and by
text, never by colour alone.

Two looks from one module: ``style="figure"`` (the rules pages' diagrams: plain boxes with a
rank and a suit) and ``style="board"`` (the game in the page: cards with a large corner index and
a centre pip, a card back for the face-down stock, on a table surface). Both draw the same
places at the same coordinates, so the page's pointer and keyboard code works on either.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from engine.cards import RANKS, SUIT_SYMBOLS, rank_of, suit_of
from engine.crescent import Crescent
from engine.forty_thieves import FortyThieves

CARD_W, CARD_H = 52, 72
GAP = 10
LABEL_H = 30
FAN = 22  # vertical offset between fanned cards (Forty Thieves columns, spreads)

Style = Literal["figure", "board"]
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


# --- the board style: cards that look like cards, on a table -------------------------------

FELT = "#1b6a3e"  # the table; the page's stylesheet darkens it in the dark scheme
FACE = "#fdfdf8"
BACK = "#1f4e8c"
INK = {True: "#b00020", False: "#111111"}  # red suits, black suits
BOARD_CLASS = "sol-board-style"


def _felt(root: ET.Element, width: int, height: int) -> None:
    ET.SubElement(
        root,
        "rect",
        {
            "class": "sol-felt",
            "x": "0",
            "y": "0",
            "width": str(width),
            "height": str(height),
            "rx": "10",
            "fill": FELT,
        },
    )


def _under(parent: ET.Element, x: float, y: float, depth: int) -> None:
    """A shadow, and up to two card edges peeking out: a pile, not a single card."""
    ET.SubElement(
        parent,
        "rect",
        {
            "class": "sol-shadow",
            "x": str(x + 1),
            "y": str(y + 2),
            "width": str(CARD_W),
            "height": str(CARD_H),
            "rx": "5",
            "fill": "#000000",
            "fill-opacity": "0.3",
        },
    )
    for i in range(min(depth, 2), 0, -1):
        ET.SubElement(
            parent,
            "rect",
            {
                "class": "sol-edge",
                "x": str(x + 2 * i),
                "y": str(y + 2 * i),
                "width": str(CARD_W),
                "height": str(CARD_H),
                "rx": "5",
                "fill": "#e4e4dc",
                "stroke": "#30353b",
                "stroke-width": "0.8",
            },
        )


def _board_card(
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
    depth: int = 0,
) -> None:
    """A card as a card: the rank and suit large in the top-left corner (the only part a fanned
    card shows), a big centre pip (a court card's letter) when the whole face is seen; an empty
    place is a faint slot that still takes a click anywhere inside it."""
    classes = ["sol-card"]
    if card is None:
        classes.append("sol-empty")
    else:
        classes.append("sol-suit-" + "shdc"[suit_of(card)])
        if suit_of(card) in (1, 2):
            classes.append("sol-red")
    selected = marks.highlight == place
    if selected:
        classes.append("sol-highlight")
    if card is not None:
        _under(parent, x, y, depth)
    g = ET.SubElement(parent, "g", {"class": " ".join(classes), "data-place": place})
    _focusable(g, place, place_label, label(card) if card is not None else empty_text)
    rect = {
        "class": "sol-face",
        "x": str(x),
        "y": str(y),
        "width": str(CARD_W),
        "height": str(CARD_H),
        "rx": "5",
    }
    if card is None:
        rect |= {"fill": "#ffffff", "fill-opacity": "0.08", "stroke": "#ffffff"}
        rect |= {"stroke-opacity": "0.5", "stroke-width": "1.5"}
    else:
        rect |= {"fill": FACE, "stroke": "#30353b", "stroke-width": "0.8"}
    if selected:
        rect |= {"stroke": "#ffc107", "stroke-width": "4", "stroke-opacity": "1"}
    ET.SubElement(g, "rect", rect)
    if card is None:
        if empty_text:
            _text(g, x + CARD_W / 2, y + CARD_H / 2 + 9, empty_text, 26, "#ffffff", "sol-slot")
            g[-1].set("fill-opacity", "0.45")
        return
    text = label(card)
    rank, suit = text[:-1], text[-1]
    ink = INK[suit_of(card) in (1, 2)]
    corner = ET.SubElement(
        g,
        "text",
        {
            "class": "sol-index",
            "x": str(x + 3.5),
            "y": str(y + 19),
            "font-family": "sans-serif",
            "font-weight": "700",
            "fill": ink,
        },
    )
    r = ET.SubElement(corner, "tspan", {"font-size": "21"})
    r.text = rank
    ET.SubElement(corner, "tspan", {"font-size": "19", "dx": "1"}).text = suit
    if fanned:
        return
    # The centre repeats the corner with symbols only (a suit pip, or a chess figure for a court
    # card), so the text that names the button is the corner index (WCAG 2.5.3, label in name).
    if rank_of(card) > 10:  # J, Q, K: a knight, a queen, a king
        figure = {11: "\u265e", 12: "\u265b", 13: "\u265a"}[rank_of(card)]
        _text(g, x + CARD_W / 2, y + 60, figure, 34, ink, "sol-pip")
        _text(g, x + CARD_W - 9, y + CARD_H - 5, suit, 14, ink, "sol-pip")
    else:
        _text(g, x + CARD_W / 2, y + 62, suit, 44 if rank_of(card) == 1 else 36, ink, "sol-pip")


def _board_stock(parent: ET.Element, x: float, y: float, count: int, pl: PlaceLabel | None) -> None:
    """The face-down stock: a card back (lattice on a white border), or an empty slot."""
    if count:
        _under(parent, x, y, count - 1)
    g = ET.SubElement(parent, "g", {"class": "sol-card sol-stock", "data-place": "s"})
    _focusable(g, "s", pl)
    face = {"class": "sol-face", "x": str(x), "y": str(y), "width": str(CARD_W)}
    face |= {"height": str(CARD_H), "rx": "5"}
    if not count:
        face |= {"fill": "#ffffff", "fill-opacity": "0.08", "stroke": "#ffffff"}
        face |= {"stroke-opacity": "0.5", "stroke-width": "1.5"}
        ET.SubElement(g, "rect", face)
        return
    g.set("class", "sol-card sol-stock sol-back")
    ET.SubElement(g, "rect", face | {"fill": FACE, "stroke": "#30353b", "stroke-width": "0.8"})
    x0, y0, x1, y1 = x + 4, y + 4, x + CARD_W - 4, y + CARD_H - 4
    ET.SubElement(
        g,
        "path",
        {
            "class": "sol-back-field",
            "d": f"M{x0} {y0}H{x1}V{y1}H{x0}Z",
            "fill": BACK,
        },
    )
    # A diamond lattice, drawn line by line inside the field (no pattern id to clash).
    lines = []
    step = 7
    w, h = x1 - x0, y1 - y0
    for k in range(-int(h), int(w) + 1, step):
        # the line x - x0 = k + (y - y0), clipped to the field, and its mirror image
        a0, a1 = max(0.0, -k), min(h, w - k)
        if a1 > a0:
            lines.append(f"M{x0 + k + a0:g} {y0 + a0:g}L{x0 + k + a1:g} {y0 + a1:g}")
            lines.append(f"M{x1 - k - a0:g} {y0 + a0:g}L{x1 - k - a1:g} {y0 + a1:g}")
    ET.SubElement(
        g,
        "path",
        {
            "class": "sol-back-lattice",
            "d": "".join(lines),
            "stroke": "#ffffff",
            "stroke-opacity": "0.35",
            "stroke-width": "1",
            "fill": "none",
        },
    )


def _board_caption(parent: ET.Element, x: float, y: float, text: str) -> None:
    _text(parent, x + CARD_W / 2, y + 1, text, 15, "#e8f5ec", "sol-label")


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
    style: Style = "figure",
) -> str:
    """The horseshoe: piles with their top card and, under it, the pile number and count.
    ``place_label`` makes it the played board: every place a named, focusable button."""
    step_x, step_y = CARD_W + GAP, CARD_H + LABEL_H
    width = 10 * step_x + GAP
    height = 5 * step_y + GAP
    board = style == "board"
    css = "sol-crescent " + BOARD_CLASS if board else "sol-crescent"
    root = _svg(width, height, title, desc_id, css, place_label is not None)
    if board:
        _felt(root, width, height)
    caption = _board_caption if board else _caption
    pl = place_label
    x: float
    y: float
    for n, (cx, cy) in crescent_positions().items():
        x, y = GAP + cx * step_x, GAP + cy * step_y
        pile = game.piles[n - 1]
        top = pile[-1] if pile else None
        if board:
            depth = max(len(pile) - 1, 0)
            _board_card(root, x, y, top, card_label, f"p{n}", marks, place_label=pl, depth=depth)
        else:
            _card(root, x, y, top, card_label, f"p{n}", marks, place_label=pl)
        caption(root, x, y + CARD_H + 16, pile_label(n, len(pile)))
    # Foundations in the centre: up (Aces) in the first row, down (Kings) below.
    draw = _board_card if board else _card
    for f in range(8):
        fx = 3 + (f % 4)
        fy = 1.4 if f < 4 else 2.8
        x, y = GAP + fx * step_x - step_x / 2, GAP + fy * step_y
        draw(root, x, y, game.foundation_top(f), card_label, f"f{f + 1}", marks, place_label=pl)
        caption(root, x, y + CARD_H + 16, str(game.found[f]))
    return ET.tostring(root, encoding="unicode")


def _figure_stock(root: ET.Element, sx: float, y: float, count: int, pl: PlaceLabel | None) -> None:
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
            "fill": "#3b5ba5" if count else "none",
            "stroke": "#555555",
            "stroke-width": "1.5",
        },
    )


def forty_thieves(
    game: FortyThieves,
    *,
    title: str,
    stock_label: Callable[[int], str] = str,
    card_label: CardLabel = default_label,
    marks: Marks = Marks(),
    desc_id: str | None = None,
    place_label: PlaceLabel | None = None,
    style: Style = "figure",
) -> str:
    """Stock (with count), waste, the 8 foundations, and 10 columns fanned so every card shows.
    ``place_label``: the played board (each place, a column's top card, a focusable button)."""
    step_x = CARD_W + GAP
    longest = max([len(c) for c in game.cols] + [1])
    width = 10 * step_x + GAP
    top_h = CARD_H + LABEL_H
    height = GAP + top_h + GAP + CARD_H + FAN * (longest - 1) + LABEL_H
    board = style == "board"
    css = "sol-forty-thieves " + BOARD_CLASS if board else "sol-forty-thieves"
    root = _svg(width, height, title, desc_id, css, place_label is not None)
    if board:
        _felt(root, width, height)
    draw = _board_card if board else _card
    caption = _board_caption if board else _caption
    pl = place_label
    # Foundations across the top (columns 0-7), then the waste and the stock.
    for f in range(8):
        x = GAP + f * step_x
        draw(
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
        caption(root, x, GAP + CARD_H + 16, str(game.found[f]))
    wx = GAP + 8 * step_x
    waste_top = game.waste[-1] if game.waste else None
    draw(root, wx, GAP, waste_top, card_label, "w", marks, place_label=pl)
    caption(root, wx, GAP + CARD_H + 16, str(len(game.waste)))
    sx = GAP + 9 * step_x
    (_board_stock if board else _figure_stock)(root, sx, GAP, len(game.stock), pl)
    caption(root, sx, GAP + CARD_H + 16, stock_label(len(game.stock)))
    y0 = GAP + top_h + GAP
    for i, col in enumerate(game.cols):
        x = GAP + i * step_x
        place = f"c{i + 1}"
        if not col:
            draw(root, x, y0, None, card_label, place, marks, place_label=pl)
        for k, c in enumerate(col):
            top = k == len(col) - 1
            mk = marks if top else Marks()
            label = pl if top else None
            fan = not (board and top)  # the board shows the top card's whole face
            draw(root, x, y0 + k * FAN, c, card_label, place, mk, fanned=fan, place_label=label)
        caption(root, x, y0 + CARD_H + FAN * max(len(col) - 1, 0) + 16, str(i + 1))
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
