"""What the puzzles know of each game, registered by the game's engine name (``engine.registry``).

``short``: the puzzle ids' game part (``cr-om-…``); ``witness``: the last-card witness of a
position proved lost (``explain.witness``), or None when the game has no such proof;
``auto``: the move a sequence plays for the player, when it is the solver's safe move (see
``kinds.played_for_player``); ``settings``: the generator's settings that differ from its
defaults; ``quota``: how many puzzles of each kind at most, in the order they are chosen;
``files``: further puzzle files beside ``docs/puzzles/<slug>.json`` (relative to that folder),
read with it (``model.load_game``); ``reasons``: the game's own proof helpers that name the
card or suit a losing move's proof is about (``Reasons``), or None (the words then say the
proof in general); ``win_moves``: the length a win from here's line may have (Crescent's short
ends; Forty Thieves' late positions, where most moves of a win are forced, run longer);
``fresh_only``: the hint player of a win from here never goes back to a position met before
(Forty Thieves moves cards to and fro, and its deterministic hint would cycle for ever;
Crescent's population results, docs/puzzles/rating/, were played without this rule). The two
games register theirs in ``engine/puzzles/__init__.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..game import Game
from ..registry import Registry


@dataclass(frozen=True)
class Reasons:
    """What a game's proofs can name in a lost position (each None when it finds nothing):
    ``stuck_suit`` the one suit the last-card bound closes, ``blocking_pair`` two suits that
    close each other, ``locked_card`` / ``homeless_card`` (card, pile from 1) of the locked-card
    and fixpoint bounds."""

    stuck_suit: Callable[[Any], int | None]
    blocking_pair: Callable[[Any], tuple[int, int] | None]
    locked_card: Callable[[Any], tuple[int, int] | None]
    homeless_card: Callable[[Any], tuple[int, int] | None]


@dataclass(frozen=True)
class PuzzleGame:
    short: str
    auto: Callable[[Game], list[str] | None]
    quota: tuple[tuple[str, int], ...]
    witness: Callable[[Any], Any] | None = None
    reasons: Reasons | None = None
    files: tuple[str, ...] = ()
    win_moves: tuple[int, int] = (3, 25)
    fresh_only: bool = False
    settings: dict[str, Any] = field(default_factory=dict)


PUZZLE_GAMES: Registry[PuzzleGame] = Registry("puzzles")


def witness(game: Game) -> Any:
    """The last-card witness that ``game`` is lost, or None (none found, or none in its game)."""
    entry = PUZZLE_GAMES.get(game.game)
    found = entry.witness if entry is not None else None
    return found(game) if found is not None else None


def reasons(game: Game) -> Reasons | None:
    """The proof helpers of ``game``'s kind of game, or None."""
    entry = PUZZLE_GAMES.get(game.game)
    return entry.reasons if entry is not None else None
