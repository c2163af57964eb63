"""A figure: a point in a deal or game record, replayed by the engine, drawn and described.

``Figure`` is what a page directive names (code, or record + point, marks, spread piles); ``render``
turns it into accessible HTML: ``<figure>`` with the inline SVG (role="img", ``<title>``,
aria-describedby) and a ``<figcaption>`` holding the caption and, in a disclosure, the full text
description, so screen readers and search both reach it. Machine-readable ``data-*`` attributes
say how to regenerate the figure. Standard library only.
"""

from __future__ import annotations

import hashlib
import html
import re
from dataclasses import dataclass, field

from engine import Game, new_game
from engine.crescent import Crescent
from engine.errors import EngineError
from engine.forty_thieves import FortyThieves
from engine.moves import Move
from engine.record import Record, parse_record

from ..grammar.articles import resolve_articles
from . import describe, svg
from .describe import ENGLISH, Translations, card_name, card_symbol

_POINT_RE = re.compile(r"(start|end|(before|after)-(move|redeal)-(\d+))")


class FigureError(ValueError):
    """A figure that cannot be made: bad code, record, point or mark; one clear line."""


@dataclass(frozen=True)
class Figure:
    """What a page asks for. ``point``: start, end, before-move-N, after-move-N, before-redeal-K,
    after-redeal-K. ``spread``: pile numbers to lay out bottom → top instead of the board."""

    code: str | None = None
    record: str | None = None
    record_name: str | None = None
    point: str = "start"
    highlight: str | None = None
    circle: str | None = None
    spread: tuple[int, ...] = field(default=())
    caption: str | None = None


def _ply(rec: Record, point: str) -> int:
    m = _POINT_RE.fullmatch(point)
    if not m:
        raise FigureError(
            f"bad point {point!r}: use start, end, before-move-N, after-move-N, "
            "before-redeal-K or after-redeal-K"
        )
    if m.group(1) == "start":
        return 0
    if m.group(1) == "end":
        return len(rec.moves)
    when, what, n = m.group(2), m.group(3), int(m.group(4))
    try:
        if what == "move":
            return rec.ply_before_move(n) if when == "before" else rec.ply_after_move(n)
        at = rec.ply_of_redeal(n)
    except EngineError as err:
        raise FigureError(str(err.message)) from None
    return at - 1 if when == "before" else at


def position(fig: Figure) -> tuple[Game, int, Record | None]:
    """Replay the figure's point: (game, ply, record)."""
    try:
        if fig.record is not None:
            rec = parse_record(fig.record)
            rec.replay()  # the whole record must be legal, whichever point is shown
            ply = _ply(rec, fig.point)
            return rec.replay(ply), ply, rec
        if fig.code is None:
            raise FigureError("a figure needs a deal code or a game record")
        if fig.point != "start":
            raise FigureError(
                f"point {fig.point!r} needs a game record; a deal code has only start"
            )
        return new_game(fig.code), 0, None
    except EngineError as err:
        raise FigureError(str(err)) from None


def next_move(game: Game, rec: Record | None, ply: int) -> Move | None:
    if rec is None or ply >= len(rec.moves):
        return None
    return rec.moves[ply]


def _place_name(t: Translations, place: str) -> str:
    number = int(place[1:]) if place[1:].isdigit() else 0
    if place.startswith("p"):
        return t.gettext("pile %(number)d") % {"number": number}
    if place.startswith("c"):
        return t.gettext("column %(number)d") % {"number": number}
    if place == "w":
        return t.gettext("waste")
    return t.gettext("foundation %(number)d") % {"number": number}


def move_sentence(game: Game, move: Move, t: Translations = ENGLISH) -> str:
    """E.g. "the ace of spades (pile 10, highlighted) goes onto the king of spades (pile 14,
    circled)", from the position before the move."""
    if move.src == "redeal":
        return t.gettext("the next action is a redeal")
    if move.src == "draw":
        return t.gettext("the next action draws a card from the stock")
    card = game.top_card(move.src)
    target = game.top_card(move.dst)
    # Translators may use the short symbols (card_symbol, target_symbol: "Т♠") instead of the
    # names where the name would need a grammatical case the catalog cannot give.
    values = {
        "card": card_name(t, card) if card is not None else "",
        "card_symbol": card_symbol(t, card) if card is not None else "",
        "source": _place_name(t, move.src),
        "target_place": _place_name(t, move.dst),
    }
    if target is None:
        return (
            t.gettext("the %(card)s (%(source)s, highlighted) goes to %(target_place)s (circled)")
            % values
        )
    values["target"] = card_name(t, target)
    values["target_symbol"] = card_symbol(t, target)
    return (
        t.gettext(
            "the %(card)s (%(source)s, highlighted) goes onto the %(target)s "
            "(%(target_place)s, circled)"
        )
        % values
    )


def caption(fig: Figure, game: Game, ply: int, rec: Record | None, t: Translations) -> str:
    """What the figure shows, and the marked move when there is one."""
    code = str(game.code)
    values = {"code": code, "n": ply}
    m = _POINT_RE.fullmatch(fig.point)
    if fig.point == "start":
        head = t.gettext("The deal %(code)s at the start") % values
    elif fig.point == "end":
        head = t.gettext("The end of the game %(code)s") % values
    else:
        assert m is not None
        values["n"] = int(m.group(4))
        head = {
            ("before", "move"): t.gettext("Before move %(n)d of %(code)s"),
            ("after", "move"): t.gettext("After move %(n)d of %(code)s"),
            ("before", "redeal"): t.gettext("Before redeal %(n)d of %(code)s"),
            ("after", "redeal"): t.gettext("After redeal %(n)d of %(code)s"),
        }[(m.group(2), m.group(3))] % values
    mv = next_move(game, rec, ply)
    if fig.highlight and mv is not None and not mv.is_action:
        head = t.gettext("%(head)s: %(move)s") % {"head": head, "move": move_sentence(game, mv, t)}
    if fig.caption:
        head = t.gettext("%(head)s. %(extra)s") % {"head": head, "extra": fig.caption}
    return head


def figure_id(fig: Figure, lang: str) -> str:
    key = repr((fig, lang)).encode()
    return "fig-" + hashlib.sha1(key).hexdigest()[:10]


@dataclass(frozen=True)
class Drawn:
    """A figure made: the replayed position, its caption, drawing and text description."""

    game: Game
    ply: int
    caption: str
    svg: str
    text: str


def draw(fig: Figure, t: Translations = ENGLISH, desc_id: str | None = None) -> Drawn:
    """Replay, draw and describe a figure in the language of ``t``; FigureError if it can't."""
    game, ply, rec = position(fig)
    for mark in (fig.highlight, fig.circle):
        if mark is not None and mark not in game.places:
            raise FigureError(f"no place {mark!r} to mark in {game.code}")
    cap = resolve_articles(caption(fig, game, ply, rec, t))
    marks = svg.Marks(fig.highlight, fig.circle)
    label = lambda c: card_symbol(t, c)  # noqa: E731
    if fig.spread:
        if not isinstance(game, Crescent):
            raise FigureError("a spread shows Crescent piles")
        rows = [(_place_name(t, f"p{n}"), game.piles[n - 1]) for n in fig.spread]
        drawing = svg.spread(rows, title=cap, desc_id=desc_id, card_label=label)
        text = "; ".join(
            t.gettext("%(pile)s, bottom to top: %(cards)s")
            % {
                "pile": name,
                "cards": ", ".join(card_name(t, c) for c in cards) or t.gettext("empty"),
            }
            for name, cards in rows
        )
    elif isinstance(game, Crescent):
        drawing = svg.crescent(game, title=cap, marks=marks, desc_id=desc_id, card_label=label)
        text = describe.crescent(game, t)
    else:
        assert isinstance(game, FortyThieves)
        drawing = svg.forty_thieves(game, title=cap, marks=marks, desc_id=desc_id, card_label=label)
        text = describe.forty_thieves(game, t)
    return Drawn(game, ply, cap, drawing, resolve_articles(text))


def render(fig: Figure, t: Translations = ENGLISH, lang: str = "en") -> str:
    """The figure's HTML in the page language. Raises FigureError with one clear line."""
    fid = figure_id(fig, lang)
    desc_id = f"{fid}-desc"
    d = draw(fig, t, desc_id)
    game, ply, cap, drawing, text = d.game, d.ply, d.caption, d.svg, d.text
    attrs = {
        "class": "sol-figure",
        "id": fid,
        "data-code": str(game.code),
        "data-ply": str(ply),
        "data-point": fig.point,
    }
    if fig.record_name:
        attrs["data-record"] = fig.record_name
    if fig.highlight:
        attrs["data-highlight"] = fig.highlight
    if fig.circle:
        attrs["data-circle"] = fig.circle
    attr_text = " ".join(f'{k}="{html.escape(v)}"' for k, v in attrs.items())
    summary = t.gettext("Text description")
    link = ""
    if not fig.spread:
        play_text = t.gettext("Play this position")
        link = (
            f' <a class="sol-play-link" href="{html.escape(play_url(game))}">'
            f"{html.escape(play_text)}</a>"
        )
    return (
        f"<figure {attr_text}>\n{drawing}\n<figcaption>{html.escape(cap)}{link}"
        f'<details><summary>{html.escape(summary)}</summary><p id="{desc_id}">'
        f"{html.escape(text)}</p></details></figcaption>\n</figure>"
    )


def play_url(game: Game) -> str:
    """The Play page link that opens this position: the deal code and the actions that led to
    it (the page replays them), e.g. ``play-crescent.html?code=CR1-N-AAAAAAB&moves=p1-f2.p3-f6``."""
    page = "play-crescent.html" if isinstance(game, Crescent) else "play-forty-thieves.html"
    url = f"{page}?code={game.code}"
    if game.history:
        url += "&moves=" + ".".join(str(m) for m in game.history)
    return url
