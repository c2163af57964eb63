"""Every game described once, by its engine name, so nothing else keeps a list of the games.

The core registers each game's rule facts here (``engine.game.register`` on its class): its names,
its deal-code prefix, its rule constants, the class that plays it, and what kind of game it is
(redeal limits, a stock). Each layer above keeps what it owns per game in a ``Registry`` of its
own, in its own terms: the drawing layer its board and words, the solver its search, the puzzles
their settings, the build its page names. A third game registers in each layer it takes part in
and touches nothing else. Like python-chess's ``find_variant``: callers ask, never branch on a
class. Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final, Generic, TypeVar

from .errors import UnknownGameError

T = TypeVar("T")


class Registry(Generic[T]):
    """What one layer knows of each game, by the game's engine name (``forty_thieves``), in the
    order the games were registered."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._items: dict[str, T] = {}

    def add(self, game: str, value: T) -> T:
        self._items[game] = value
        return value

    def remove(self, game: str) -> None:
        """Forget ``game`` (a test's game, once the test is done)."""
        self._items.pop(game, None)

    def __getitem__(self, game: str) -> T:
        try:
            return self._items[game]
        except KeyError:
            raise KeyError(f"no {self.what} registered for the game {game!r}") from None

    def get(self, game: str) -> T | None:
        return self._items.get(game)

    def __contains__(self, game: object) -> bool:
        return game in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._items))

    def values(self) -> list[T]:
        return list(self._items.values())


# What a game's lines of play are counted in (``GameInfo.counted_in``): moves, or actions (a move
# or a draw from the stock; the glossary's "action"), so a message about a line can name the unit
# the game's own counts use.
MOVES: Final = "moves"
ACTIONS: Final = "actions"


@dataclass(frozen=True)
class GameInfo:
    """One game's rule facts. ``name`` is the engine's (deal codes, JSON: ``forty_thieves``);
    ``slug`` names its files and pages (``forty-thieves``); ``rules`` its constants
    (``engine.rules``: prefix, variants, deck size, …); ``cls`` the ``Game`` that plays it.
    ``redeals``: a deal is played with a redeal limit the player may lower (Crescent);
    ``stock``: cards are drawn from a stock, so actions are counted apart from moves."""

    name: str
    slug: str
    rules: Any
    cls: type
    redeals: bool = False
    stock: bool = False

    @property
    def counted_in(self) -> str:
        """``ACTIONS`` where cards are drawn from a stock (a draw counts beside the moves), else
        ``MOVES``: the unit a message about the game's lines names."""
        return ACTIONS if self.stock else MOVES

    @property
    def prefix(self) -> str:
        return str(self.rules.prefix)

    @property
    def example(self) -> str:
        """A deal code to show as an example (seed 1 of the standard variant)."""
        return f"{self.prefix}1-{self.rules.default_variant}-AAAAAAB"


GAMES: Registry[GameInfo] = Registry("game")


def games() -> list[GameInfo]:
    """Every registered game, in the order registered."""
    return GAMES.values()


def by_prefix(prefix: str) -> GameInfo | None:
    """The game whose deal codes start with ``prefix`` (``CR``), if any."""
    return next((g for g in GAMES.values() if g.prefix == prefix), None)


def find(name: str) -> GameInfo | None:
    """The game named ``name``: its engine name, slug or deal-code prefix (any case)."""
    return (
        GAMES.get(name)
        or next((g for g in GAMES.values() if g.slug == name), None)
        or by_prefix(name.upper())
    )


def get(name: str) -> GameInfo:
    """The game named ``name`` (as :func:`find`); :class:`UnknownGameError` if none is."""
    info = find(name)
    if info is None:
        known = ", ".join(choices())
        raise UnknownGameError(name, f"unknown game {name!r} (known: {known})")
    return info


def get_by_prefix(prefix: str) -> GameInfo:
    """The game whose deal codes start with ``prefix``; :class:`UnknownGameError` if none does."""
    info = by_prefix(prefix)
    if info is None:
        known = ", ".join(sorted(g.prefix for g in games()))
        message = f"no game has the deal-code prefix {prefix!r} (known: {known})"
        raise UnknownGameError(prefix, message)
    return info


def choices() -> list[str]:
    """Every name and slug a command line accepts for a game (``--game``)."""
    return sorted({g.name for g in games()} | {g.slug for g in games()})
