"""A verdict on one deal and redeal limit, told in the reader's language.

The same words serve the study's committed results (written into the site at build time) and
the in-page solve: a headline (yes / no / not known), the proof of a "no" (the last-card
witness in the puzzles' words, ``engine/puzzles/words.py``; an exhausted search; another bound),
and where the answer comes from.  ``t`` is any gettext translations object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..drawing.describe import Translations
from ..drawing.games import play_page
from ..game import Game
from ..grammar.numbers import number
from ..outcome import FIXPOINT, LAST_CARD, LOCKED_CARD, LOST, SEARCH, UNDECIDED, WON, Outcome
from ..puzzles import words
from ..puzzles.games import witness
from ..solver.prove import bound
from . import texts

__all__ = ["LOST", "UNDECIDED", "WON", "Verdict", "plural", "reason", "tell"]


@dataclass(frozen=True)
class Verdict:
    """What is known of ``game`` (its start, with ``redeals`` allowed on Crescent, else None):
    ``outcome`` won / lost / undecided; ``positions`` searched (of the proving search when
    ``proved_with`` names a higher limit whose proof covers this one); ``best_cards`` of an
    exhausted search; ``line`` the won game; ``here``: found in the page (else by the study)."""

    game: Game
    redeals: int | None
    outcome: Outcome
    positions: int = 0
    best_cards: int = 0
    line: list[str] = field(default_factory=list)
    here: bool = False
    proved_with: int | None = None


def plural(t: Translations, pair: tuple[str, str], n: int, **values: Any) -> str:
    """A (singular, plural) message of ``texts`` in the form for ``n``, filled (``count``: n in
    the language's number format, 12 792)."""
    return t.ngettext(pair[0], pair[1], n) % {"count": number(t, n), **values}


def reason(game: Game, positions: int, best_cards: int, t: Translations) -> list[str]:
    """Why ``game`` (a position proved lost) cannot be won: the bound that proves it at once,
    or the exhausted search of ``positions`` positions."""
    kind = bound(game)
    if kind == LAST_CARD:
        found = witness(game)  # the game's last-card witness (it has one: LAST_CARD)
        if found is not None:
            context = words.redeal_context(game)
            return words.last_card(found, t, context, at_start=not game.history)
        return [t.gettext(texts.LAST_CARD_GENERAL)]
    if kind == LOCKED_CARD:
        return [t.gettext(texts.LOCKED_CARD)]
    if kind == FIXPOINT:
        return [t.gettext(texts.FIXPOINT)]
    answer = {"proof": SEARCH, "positions": positions, "best_cards": best_cards}
    return words.reason(answer, t, counted_in=game.info.counted_in)


def tell(v: Verdict, t: Translations) -> dict[str, Any]:
    """The answer the Study page shows: ``outcome``, ``text`` (its sentences, headline first),
    ``code``, ``game``, ``redeals``, ``page`` (the game's Play page) and, when won, ``moves``."""
    g = v.game
    crescent = g.info.redeals
    text: list[str] = []
    if v.outcome == WON:
        if not crescent:
            text.append(t.gettext(texts.WON_FORTY))
        elif v.redeals:
            text.append(plural(t, texts.WON_CRESCENT, v.redeals))
        else:
            text.append(t.gettext(texts.WON_CRESCENT_NONE))
        if crescent:
            used = v.line.count("redeal")
            text.append(plural(t, texts.WON_USES, used) if used else t.gettext(texts.WON_USES_NONE))
        else:
            text.append(t.gettext(texts.FULL_INFORMATION))
    elif v.outcome == LOST:
        if not crescent:
            text.append(t.pgettext(*texts.LOST_FORTY))
        elif v.redeals:
            text.append(plural(t, texts.LOST_CRESCENT, v.redeals))
        else:
            text.append(t.gettext(texts.LOST_CRESCENT_NONE))
        proved = g.copy()
        if v.proved_with is not None and crescent:
            text.append(plural(t, texts.PROVED_WITH_MORE, v.proved_with))
            proved.redeals_left = v.proved_with
        text += reason(proved, v.positions, v.best_cards, t)
    else:
        pair = texts.UNDECIDED_HERE if v.here else texts.UNDECIDED_STUDY
        text.append(plural(t, pair, v.positions))
    if v.here:
        if v.outcome != UNDECIDED:
            text.append(plural(t, texts.SOLVED_HERE, v.positions))
    else:
        text.append(t.gettext(texts.FROM_STUDY))
    out: dict[str, Any] = {
        "ok": True,
        "outcome": v.outcome,
        "text": text,
        "code": str(g.code),
        "game": g.game,
        "redeals": v.redeals,
        "page": play_page(g.game),
    }
    if v.outcome == WON:
        out["moves"] = " ".join(v.line)
    return out
