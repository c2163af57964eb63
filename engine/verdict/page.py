"""The Study page's "Can this deal be won?" in Pyodide (worker.js, op ``verdict``): the code and
the redeal limit checked by the engine, then ``solve`` on a time limit, its progress reported
through ``progress`` (a sentence in the page's language, a few times a second) while it runs.

The page asks here only for deals the study has no verdict on (or left undecided): those it has
are written into the site at build time (build_tools/site/exports/bundle.py ``write_verdicts``).
"""

from __future__ import annotations

import gettext
import io
import time
from collections.abc import Callable
from typing import Any

from ..codes import parse_code
from ..drawing.describe import Translations
from ..errors import DealCodeError
from ..game import new_game
from ..registry import by_prefix
from ..solver import solve
from ..solver.search import TICK, watching
from . import texts
from .answer import Verdict, plural, tell

SECONDS = 25.0  # the in-page solve's time limit
BUDGET = 120_000  # positions: the study's budget per search (docs/study/crescent.json settings)
# A deal the study left undecided (the page says so first) has had the study's own search:
# searching it again on the same budget would repeat it, so the time limit decides instead.
AFTER_STUDY_BUDGET = 2_000_000
EXAMPLE = "CR1-N-AAAAAAB"  # when the code names no game
EVERY = 0.5  # seconds between two progress reports (each is read out by screen readers)


def translations(catalog: bytes | None) -> gettext.NullTranslations:
    """The page language's compiled catalog; English needs none."""
    return gettext.GNUTranslations(io.BytesIO(catalog)) if catalog else gettext.NullTranslations()


def refuse(message: str, reason: str) -> dict[str, Any]:
    """A refused question: the page shows ``message``; ``reason`` is the engine's code."""
    return {"ok": False, "message": message, "reason": reason}


def check(
    code: object, redeals: object, t: Translations
) -> dict[str, Any] | tuple[Any, int | None]:
    """The game to solve and its limit, or the refusal in the reader's words (the engine's
    reason code kept in ``reason``)."""
    shown = str(code or "").strip()[:40]
    # An example code in a message is of the game the reader's code is for (its first letters).
    named = by_prefix(shown[:2].upper())
    example = named.example if named is not None else EXAMPLE
    try:
        parsed = parse_code(code)
    except DealCodeError as err:
        if err.reason == "empty":
            return refuse(t.gettext(texts.EMPTY_CODE) % {"example": example}, err.reason)
        if err.reason == "unknown_game":
            message = t.gettext(texts.UNKNOWN_GAME) % {"code": shown, "example": example}
            return refuse(message, err.reason)
        return refuse(t.gettext(texts.BAD_CODE) % {"code": shown, "example": example}, err.reason)
    game = new_game(parsed)
    if not game.info.redeals:
        return game, None
    most = parsed.rules.variants[parsed.variant].redeals
    if redeals is None or redeals == "":
        return game, most
    try:
        limit = int(str(redeals).strip())
    except ValueError:
        limit = -1
    if not 0 <= limit <= most:
        return refuse(t.gettext(texts.BAD_LIMIT) % {"max": most}, "bad_redeals")
    return game, limit


def answer(
    request: dict[str, Any],
    t: Translations,
    progress: Callable[[str], None] | None = None,
    seconds: float = SECONDS,
    budget: int = BUDGET,
    every: float = EVERY,
) -> dict[str, Any]:
    """Solve ``request["code"]`` with ``request["redeals"]`` allowed (Crescent; its variant's
    redeals when absent) and tell the verdict; ``progress`` gets "Searching… N positions" at
    most every ``every`` seconds."""
    checked = check(request.get("code"), request.get("redeals"), t)
    if isinstance(checked, dict):
        return checked
    game, limit = checked
    if request.get("after_study"):
        budget = max(budget, AFTER_STUDY_BUDGET)
    if limit is not None:
        game.redeals_left = limit
    searched = 0
    last = time.perf_counter()

    def tick() -> None:
        nonlocal searched, last
        searched += TICK
        now = time.perf_counter()
        if progress is not None and now - last >= every:
            last = now
            progress(plural(t, texts.SEARCHING, searched))

    with watching(tick):
        r = solve(game, limit, budget=budget, time_limit=seconds)
    verdict = Verdict(game, limit, r.outcome, r.positions, r.best_cards, r.moves, here=True)
    return tell(verdict, t)
