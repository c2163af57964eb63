"""What both games share: a position you can query, play on and undo, built from a deal code.

Like ``chess.Board``, a game object is mutable (``play``/``undo``) because the solver and the
in-page board need that to be fast; ``copy()`` gives an independent one.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from enum import StrEnum
from typing import Any, ClassVar, Final

from .cards import card_name
from .codes import DealCode, parse_code
from .errors import IllegalMoveError, NotationError
from .moves import Move, parse_move
from .reasons import message
from .registry import GAMES, GameInfo


class Status(StrEnum):
    """Where a game stands. The values are the strings of the JSON protocol (``to_dict``), so a
    status compares equal to its string and serialises as it."""

    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"


PLAYING: Final = Status.PLAYING
WON: Final = Status.WON
STUCK: Final = Status.STUCK


class Game(ABC):
    """A position of one game, plus the moves that led to it from the deal."""

    game: ClassVar[str]
    places: ClassVar[frozenset[str]]
    actions: ClassVar[frozenset[str]]
    # The game's facts for ``register``: its rule constants, slug (default: the name with
    # hyphens), and whether deals have a redeal limit or a stock (``registry.GameInfo``).
    rules: ClassVar[Any]
    slug: ClassVar[str | None] = None
    has_redeals: ClassVar[bool] = False
    has_stock: ClassVar[bool] = False
    info: ClassVar[GameInfo]
    # Redeals left, for a game with redeal limits (None in one without).
    redeals_left: int | None = None

    code: DealCode
    moves: int
    history: list[Move]

    # --- construction -------------------------------------------------------------------------

    @classmethod
    def from_code(cls, code: str | DealCode) -> Game:
        """A new game of the deal; ``code`` may be text. Raises DealCodeError for bad codes."""
        dc = code if isinstance(code, DealCode) else parse_code(code)
        game_cls = game_class(dc)
        if cls is not Game and game_cls is not cls:
            raise NotationError("wrong_game", f"{message('wrong_game')}: {dc} is not {cls.game}")
        return game_cls._deal(dc)

    @classmethod
    @abstractmethod
    def _deal(cls, code: DealCode) -> Game: ...

    @abstractmethod
    def copy(self) -> Game: ...

    # --- rules --------------------------------------------------------------------------------

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal action in the position, in a fixed order."""

    @abstractmethod
    def reason(self, move: Move) -> str | None:
        """Why ``move`` is illegal here (a reason code), or None if it is legal."""

    @abstractmethod
    def _apply(self, move: Move) -> None:
        """Play a move already known to be legal."""

    @abstractmethod
    def undo(self) -> Move:
        """Take back the last action; raises IllegalMoveError('nothing_to_undo') if none."""

    _undo: list[Any]
    found: list[int]  # cards on each foundation (both games)
    stock: list[int]  # the cards left to draw: games with a stock only (``has_stock``)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    @abstractmethod
    def foundation_cards(self) -> int:
        """Cards on the foundations (104 when won)."""

    @abstractmethod
    def foundations_of(self, card: int) -> tuple[str, ...]:
        """The foundations that hold ``card``'s suit, by number (``f2``, ``f6`` for a heart)."""

    @abstractmethod
    def top_card(self, place: str) -> int | None:
        """The card on top of ``place`` (a pile, column, foundation or the waste), if any."""

    @property
    def is_won(self) -> bool:
        deck: int = self.code.rules.deck_size
        return self.foundation_cards == deck

    @property
    @abstractmethod
    def status(self) -> Status:
        """``playing``, ``won`` or ``stuck``."""

    # --- play ---------------------------------------------------------------------------------

    def parse_move(self, text: str) -> Move:
        return parse_move(text, self.places, self.actions)

    def play(self, move: Move | str, number: int | None = None) -> Move:
        """Play a move (a Move or its notation); IllegalMoveError names the reason."""
        mv = self.parse_move(move) if isinstance(move, str) else move
        why = self.reason(mv)
        if why is not None:
            raise IllegalMoveError(why, message(why), str(mv), number)
        self._apply(mv)
        return mv

    def play_all(self, moves: Iterable[Move | str], first_number: int = 1) -> None:
        for n, mv in enumerate(moves, start=first_number):
            self.play(mv, n)

    def is_legal(self, move: Move) -> bool:
        return self.reason(move) is None

    def is_wrap(self, move: Move) -> bool:
        """Whether ``move`` wraps ranks (an ace onto a king or back); only Crescent's can."""
        return False

    def tap_move(self, place: str) -> Move | None:
        """The move a single tap on ``place`` plays when one-tap is on, or None."""
        return None

    def double_click_move(self, place: str) -> Move | None:
        """The move a double click on ``place`` plays, or None."""
        return None

    def foundation_drop_move(self, place: str) -> Move | None:
        """The move of ``place``'s top card to a foundation that takes it, or None."""
        return None

    def moves_from(self, src: str) -> list[Move]:
        """Legal moves whose source is the place ``src``."""
        return [m for m in self.legal_moves() if m.src == src]

    # --- output -------------------------------------------------------------------------------

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The position in the documented JSON schema (engine/README.md)."""

    COUNTERS: ClassVar[tuple[str, ...]] = ("moves", "score")
    """Fields of ``to_dict`` that count what was done (moves made, points scored): the rules
    never read them, so two positions that differ only there play alike."""

    def placement(self) -> dict[str, Any]:
        """``to_dict`` without its ``COUNTERS``: the cards by place and what the rules read."""
        return {k: v for k, v in self.to_dict().items() if k not in self.COUNTERS}

    def _base_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "code": str(self.code),
            "variant": self.code.variant,
            "moves": self.moves,
            "redeals_left": None,
            "score": None,
            "status": self.status.value,  # plain JSON: the string
        }

    @staticmethod
    def _names(cards: Iterable[int]) -> list[str]:
        return [card_name(c) for c in cards]


def register(cls: type[Game]) -> type[Game]:
    """Register ``cls`` as the game ``cls.game``: its facts go into ``engine.registry``, where
    every layer finds them (``cls.info``), and its deal codes become valid."""
    cls.info = GameInfo(
        name=cls.game,
        slug=cls.slug or cls.game.replace("_", "-"),
        rules=cls.rules,
        cls=cls,
        redeals=cls.has_redeals,
        stock=cls.has_stock,
    )
    GAMES.add(cls.game, cls.info)
    return cls


def game_class(code: DealCode) -> type[Game]:
    """The class that plays ``code``'s game, without dealing it."""
    return code.info.cls


def new_game(code: str | DealCode) -> Game:
    """The starting position of a deal code, whichever game it names."""
    return Game.from_code(code)
