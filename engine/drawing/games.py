"""What the drawing layer knows of each game, registered by the game's engine name
(``engine.registry``): how its position is drawn and told, and the page that plays it.

``draw`` is the board's SVG (``svg.crescent``'s keywords: title, card_label, marks, desc_id,
place_label, style); ``describe`` the full text description; ``foundation_names`` the
foundations' names (gettext messages) in the order f1, f2, …; ``playable``: the site has a
Play page for it, ``play-<slug>.html`` (``play_page``), which a figure's "Play this position"
link, the board's other-game link and the verdict's link open; ``spreads``: its piles can be
drawn spread (the redeal illustration). The two games register theirs in
``engine/drawing/__init__.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..registry import GAMES, Registry


@dataclass(frozen=True)
class GameDrawing:
    draw: Callable[..., str]
    describe: Callable[[Any, Any], str]
    foundation_names: tuple[str, ...]
    playable: bool = False
    spreads: bool = False


DRAWINGS: Registry[GameDrawing] = Registry("drawing")


def play_page(name: str) -> str | None:
    """The page that plays the game ``name``, named by its slug (``play-forty-thieves.html``);
    None when the game has none."""
    return f"play-{GAMES[name].slug}.html" if DRAWINGS[name].playable else None


def play_pages() -> dict[str, str]:
    """Each game that has a Play page → that page (``play-crescent.html``)."""
    return {name: page for name in DRAWINGS if (page := play_page(name)) is not None}
