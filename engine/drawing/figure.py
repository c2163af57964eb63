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
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import cast

from engine import Game, new_game
from engine.cards import rank_of
from engine.crescent import Crescent
from engine.errors import EngineError
from engine.moves import Move
from engine.record import Record, parse_record

from ..grammar.articles import resolve_articles
from ..grammar.forms import fill
from ..grammar.typography import typeset
from . import svg
from .describe import ENGLISH, N_, Translations, card_name, card_symbol, card_term, place_term
from .games import DRAWINGS

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
    claim: str | None = None
    count: int | None = None


# A claim only checked: the marked next move puts the highlighted card onto the circled card, which
# the caption's move sentence says already (a sentence of its own said it twice).
CHECKED_ONLY = ("onto",)
# What a figure may claim (the directive's ``claim``): each chooses the caption's sentence and is
# checked against the replayed position, so a caption cannot say what the figure does not show.
CLAIMS = {
    # the marked next move puts an ace onto a king or a king onto an ace, between piles
    "wrap": N_(
        "Ranks wrap around on the piles: an ace may go onto the king of its suit, and a "
        "king onto the ace."
    ),
    # before a redeal, the whole layout (the next action is that redeal)
    "before-redeal": N_("The layout just before the redeal."),
    # after a redeal: in every pile of two or more cards, the former bottom card is on top
    "after-redeal": N_(
        "The same layout just after the redeal: in every pile of two or more "
        "cards, the bottom card is now on top."
    ),
    # the game is won: every card is on the foundations
    "won": N_("Every card is on the foundations: the game is won."),
}
# A figure's drawing names itself by what it is; its caption, beside it in the figcaption, says the
# rest (a drawing named by the caption too was read twice).
DIAGRAM = N_("Diagram of the cards")
# A spread of one pile around a redeal names the pile and the card that changes place.
SPREAD_BEFORE = N_(
    "%(pile)s before the redeal, from bottom to top: at the redeal its bottom "
    "card, the %(card)s, comes to the top."
)
SPREAD_AFTER = N_(
    "%(pile)s after the redeal: its former bottom card, the %(card)s, is now its top card."
)


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
            whole = rec.replay()  # the whole record must be legal, whichever point is shown
            ply = _ply(rec, fig.point)
            return (whole if ply == len(rec.moves) else rec.replay(ply)), ply, rec
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
    return str(place_term(t, place))


def move_sentence(game: Game, move: Move, t: Translations = ENGLISH) -> str:
    """E.g. "the ace of spades (pile 10, highlighted) goes onto the king of spades (pile 14,
    circled)", from the position before the move; card and place names take the forms the
    translation names (``%(target_card)s{sub}``: "a pikk királyra")."""
    if move.src == "redeal":
        return t.gettext("the next action is a redeal")
    if move.src == "draw":
        return t.gettext("the next action draws a card from the stock")
    card = game.top_card(move.src)
    target = game.top_card(move.dst)
    if card is None:
        raise FigureError(f"no card to move on {move.src} in {game.code}")
    values = {
        "card": card_term(t, card),
        "source": place_term(t, move.src, game),
        "target": place_term(t, move.dst, game),
    }
    if target is None:
        return fill(
            t.gettext("the %(card)s (%(source)s, highlighted) goes to %(target)s (circled)"),
            values,
        )
    values["target_card"] = card_term(t, target)
    return fill(
        t.gettext(
            "the %(card)s (%(source)s, highlighted) goes onto the %(target_card)s "
            "(%(target)s, circled)"
        ),
        values,
    )


def _redeal_before(fig: Figure, rec: Record | None, claim: str) -> Game:
    """The position just before the redeal a figure's point names (after-redeal-K only)."""
    m = _POINT_RE.fullmatch(fig.point)
    if rec is None or m is None or m.group(3) != "redeal" or m.group(2) != "after":
        raise FigureError(f"claim {claim!r} needs the point after-redeal-K, not {fig.point!r}")
    return rec.replay(_ply(rec, f"before-redeal-{m.group(4)}"))


def check_claim(fig: Figure, game: Game, ply: int, rec: Record | None) -> None:
    """FigureError unless the position bears out what the figure claims."""
    claim = fig.claim
    if claim is None:
        if fig.count is not None:
            raise FigureError("count needs claim='foundation-cards'")
        return
    if claim == "foundation-cards":
        held = sum(game.found)
        if fig.count is None or fig.count != held:
            raise FigureError(f"claim {claim!r}: count={fig.count}, the foundations hold {held}")
        return
    if fig.count is not None:
        raise FigureError(f"count goes with claim='foundation-cards', not {claim!r}")
    spreads = ("spread-before-redeal", "spread-after-redeal")
    if claim not in CLAIMS and claim not in (*spreads, *CHECKED_ONLY):
        known = ", ".join(sorted([*CLAIMS, *CHECKED_ONLY, "foundation-cards", *spreads]))
        raise FigureError(f"unsupported claim {claim!r}: use one of {known}")
    move = next_move(game, rec, ply)
    if claim in ("wrap", "onto"):
        if move is None or move.is_action or (fig.highlight, fig.circle) != (move.src, move.dst):
            raise FigureError(f"claim {claim!r} needs mark_next=True on a move between places")
        card, target = game.top_card(move.src), game.top_card(move.dst)
        if target is None:
            raise FigureError(f"claim {claim!r}: the circled place {move.dst} is empty")
        if claim == "wrap":
            between = move.src.startswith("p") and move.dst.startswith("p")
            assert card is not None
            if not between or {rank_of(card), rank_of(target)} != {1, 13}:
                raise FigureError(
                    f"claim 'wrap': {move} does not put an ace onto a king or a king onto an ace "
                    "between piles"
                )
    elif claim in ("before-redeal", "spread-before-redeal"):
        if move is None or move.src != "redeal":
            raise FigureError(f"claim {claim!r}: the next action at {fig.point} is not a redeal")
        if claim == "spread-before-redeal":
            _check_spread_redeal(fig, game)
    elif claim in ("after-redeal", "spread-after-redeal"):
        # a redeal was played: both positions are Crescent's
        before, game = cast(Crescent, _redeal_before(fig, rec, claim)), cast(Crescent, game)
        numbers = fig.spread if claim == "spread-after-redeal" else range(1, len(game.piles) + 1)
        for n in numbers:
            old, new = before.piles[n - 1], game.piles[n - 1]
            if len(old) >= 2 and new[-1] != old[0]:
                raise FigureError(f"claim {claim!r}: pile {n}'s bottom card is not on top")
        if claim == "spread-after-redeal":
            _check_spread_redeal(fig, before)
    elif claim == "won" and game.status != "won":
        raise FigureError(f"claim 'won': the game is {game.status} at {fig.point}")


def _check_spread_redeal(fig: Figure, before: Game) -> None:
    """A spread around a redeal must show piles that the redeal changes: two or more cards."""
    if not fig.spread:
        raise FigureError("a spread claim needs spread=[pile numbers]")
    before = cast(Crescent, before)  # the next action is a redeal
    for n in fig.spread:
        if len(before.piles[n - 1]) < 2:
            raise FigureError(
                f"pile {n} holds {len(before.piles[n - 1])} card(s) at the redeal: the redeal "
                "does not change it, so the figure would show nothing"
            )


def _claim_sentence(fig: Figure, game: Game, rec: Record | None, t: Translations) -> str:
    if fig.claim == "foundation-cards":
        n = fig.count or 0
        held = t.ngettext(
            "The foundations hold %(n)d card.", "The foundations hold %(n)d cards.", n
        )
        return fill(held, {"n": n})
    if fig.claim in ("spread-before-redeal", "spread-after-redeal"):
        game = cast(Crescent, game)  # check_claim found a redeal
        number = fig.spread[0]
        pile = game.piles[number - 1]
        before = fig.claim == "spread-before-redeal"
        card = pile[0] if before else pile[-1]
        sentence = t.gettext(SPREAD_BEFORE if before else SPREAD_AFTER)
        text = fill(sentence, {"pile": place_term(t, f"p{number}"), "card": card_term(t, card)})
        return text[:1].upper() + text[1:]
    assert fig.claim is not None
    return t.gettext(CLAIMS[fig.claim])


def caption(fig: Figure, game: Game, ply: int, rec: Record | None, t: Translations) -> str:
    """What the figure shows, the marked move when there is one, and what it claims."""
    code = str(game.code)
    values = {"code": code, "n": ply}
    m = _POINT_RE.fullmatch(fig.point)
    actions = game.info.stock  # moves and draws are counted together as actions
    if fig.point == "start":
        head = t.gettext("The deal %(code)s at the start") % values
    elif fig.point == "end":
        head = t.gettext("The end of the game %(code)s") % values
    else:
        assert m is not None
        values["n"] = int(m.group(4))
        head = {
            ("before", "move"): t.gettext("Before action %(n)d of %(code)s")
            if actions
            else t.gettext("Before move %(n)d of %(code)s"),
            ("after", "move"): t.gettext("After action %(n)d of %(code)s")
            if actions
            else t.gettext("After move %(n)d of %(code)s"),
            ("before", "redeal"): t.gettext("Before redeal %(n)d of %(code)s"),
            ("after", "redeal"): t.gettext("After redeal %(n)d of %(code)s"),
        }[(m.group(2), m.group(3))] % values
    mv = next_move(game, rec, ply)
    if fig.highlight and mv is not None and not mv.is_action:
        head = t.gettext("%(head)s: %(move)s") % {"head": head, "move": move_sentence(game, mv, t)}
    extra = [fig.caption] if fig.caption else []
    if fig.claim and fig.claim not in CHECKED_ONLY:
        extra.insert(0, _claim_sentence(fig, game, rec, t))
    for sentence in extra:
        head = t.gettext("%(head)s. %(extra)s") % {"head": head, "extra": sentence}
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


def draw(
    fig: Figure,
    t: Translations = ENGLISH,
    desc_id: str | None = None,
    lang: str = "en",
    replayed: tuple[Game, int, Record | None] | None = None,
    title: str | None = None,
) -> Drawn:
    """Replay, draw and describe a figure in the language of ``t``; FigureError if it can't.
    ``title``: the drawing's own name (default: the caption, for a drawing shown alone)."""
    # ``replayed``: ``position(fig)`` made before, for a figure drawn in several languages (the
    # drawing only reads it)
    game, ply, rec = replayed or position(fig)
    for mark in (fig.highlight, fig.circle):
        if mark is not None and mark not in game.places:
            raise FigureError(f"no place {mark!r} to mark in {game.code}")
    if fig.spread:
        if not DRAWINGS[game.game].spreads:
            raise FigureError("a spread shows Crescent piles")
        piles = cast(Crescent, game).piles
        for n in fig.spread:
            if not 1 <= n <= len(piles):
                raise FigureError(f"no pile {n} to spread in {game.code}")
            if not piles[n - 1]:
                raise FigureError(f"pile {n} is empty at {fig.point}: a spread shows its cards")
    check_claim(fig, game, ply, rec)
    cap = typeset(resolve_articles(caption(fig, game, ply, rec, t)), lang)
    marks = svg.Marks(fig.highlight, fig.circle)
    name = cap if title is None else title
    label = lambda c: card_symbol(t, c)  # noqa: E731
    if fig.spread:
        rows = [(_place_name(t, f"p{n}"), piles[n - 1]) for n in fig.spread]
        drawing = svg.spread(rows, title=name, desc_id=desc_id, card_label=label)
        # One whole sentence per pile, with its full stop (the fifteenth review, pl: a
        # description of one pile ended without one, of two was one sentence joined by "; ").
        text = " ".join(
            _sentence(
                fill(
                    # Translators: a spread pile's cards, one sentence: pile: the pile's name
                    # (a term), pile_cards: its cards, bottom first.
                    t.gettext("%(pile)s, bottom to top: %(pile_cards)s."),
                    {
                        "pile": place_term(t, f"p{number}"),
                        "pile_cards": ", ".join(card_name(t, c) for c in piles[number - 1]),
                    },
                )
            )
            for number in fig.spread
        )
    else:
        drawn = DRAWINGS[game.game]
        drawing = drawn.draw(game, title=name, marks=marks, desc_id=desc_id, card_label=label)
        text = drawn.describe(game, t)
    return Drawn(game, ply, cap, drawing, typeset(resolve_articles(text), lang))


def render(
    fig: Figure,
    t: Translations = ENGLISH,
    lang: str = "en",
    play_pages: Mapping[str, str] | None = None,
    replayed: tuple[Game, int, Record | None] | None = None,
) -> str:
    """The figure's HTML in the page language. Raises FigureError with one clear line.

    ``play_pages`` maps a game (``crescent``) to the page that plays it; the site passes its page
    names, and a figure gets a "Play this position" link only when its game has a page there."""
    fid = figure_id(fig, lang)
    desc_id = f"{fid}-desc"
    # The figcaption says the caption: the drawing's own name is what it is, so a screen reader
    # (and a reader of the page's text) does not hear the caption twice.
    d = draw(fig, t, desc_id, lang, replayed, title=t.gettext(DIAGRAM))

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
    summary = typeset(t.gettext("Text description"), lang)
    link = ""
    page = (play_pages or {}).get(game.game)
    if not fig.spread and page is not None:
        play_text = typeset(t.gettext("Play this position"), lang)
        link = (
            f' <a class="sol-play-link" href="{html.escape(play_url(game, page))}">'
            f"{html.escape(play_text)}</a>"
        )
    return (
        f"<figure {attr_text}>\n{drawing}\n<figcaption>{html.escape(ended(cap))}{link}"
        f'<details><summary>{html.escape(summary)}</summary><p id="{desc_id}">'
        f"{html.escape(text)}</p></details></figcaption>\n</figure>"
    )


def _sentence(text: str) -> str:
    """``text`` with a capital first letter, whatever the pile name it starts with (hu "a(z)
    1. oszlop", uk «стопка 1»)."""
    return text[:1].upper() + text[1:]


def ended(caption: str) -> str:
    """The caption as a sentence that ends in a full stop: the "Play this position" link follows
    it in the figcaption, and "… (pile 3, circled) Play this position" ran the two together (the
    seventh review, every language and the English)."""
    return caption if caption.endswith((".", "!", "?", "…")) else caption + "."


def play_url(game: Game, page: str) -> str:
    """The link to the Play page ``page`` that opens this position: the deal code and the actions
    that led to it (the page replays them), e.g. ``…?code=CR1-N-AAAAAAB&moves=p1-f2.p3-f6``;
    ``from=figure`` tells the page's statistics not to count it (a start position too)."""
    url = f"{page}?code={game.code}"
    if game.history:
        url += "&moves=" + ".".join(str(m) for m in game.history)
    return url + "&from=figure"
