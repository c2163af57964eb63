"""The games the site publishes, and their pages, registered by the game's engine name
(``engine.registry``): the one list the build's modules ask (verdicts, puzzle pages, the puzzle
board's data, figure links). The Play page comes from the drawing layer's registration (the
board and the verdict open it at run time too); the Puzzles page is the build's own.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drawing.games import play_page
from engine.registry import GAMES, Registry


@dataclass(frozen=True)
class SiteGame:
    """``name`` the engine's (``forty_thieves``), ``slug`` the pages' and files'
    (``forty-thieves``: docs/study/<slug>.json, docs/puzzles/<slug>.json)."""

    name: str
    slug: str
    play_page: str
    puzzles_page: str


SITE_GAMES: Registry[SiteGame] = Registry("site pages")


def publish(name: str) -> SiteGame:
    """Register the game ``name`` (registered in the engine and its drawing) as one of the
    site's: its Play page, and its Puzzles page ``puzzles-<slug>.html``."""
    slug = GAMES[name].slug
    page = play_page(name)
    if page is None:
        raise ValueError(f"the game {name!r} has no Play page")
    return SITE_GAMES.add(name, SiteGame(name, slug, page, f"puzzles-{slug}.html"))


publish("crescent")
publish("forty_thieves")


def site_games() -> list[SiteGame]:
    return SITE_GAMES.values()


def slugs() -> tuple[str, ...]:
    return tuple(g.slug for g in site_games())
