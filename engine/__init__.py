"""Crescent and Forty Thieves: rules, deal codes, game records. Standard library only.

>>> from engine import new_game
>>> g = new_game("CR1-N-AAAAAAB")
>>> g.legal_moves()[:1]
[Move(src='p1', dst='f2')]
>>> g.play("p1-f2"); g.foundation_cards
Move(src='p1', dst='f2')
9
"""

from __future__ import annotations

from .cards import RANKS, SUITS, card_name, parse_card
from .codes import DealCode, make_code, parse_code, random_code
from .crescent import Crescent
from .errors import DealCodeError, EngineError, IllegalMoveError, NotationError, RecordError
from .forty_thieves import FortyThieves
from .game import PLAYING, STUCK, WON, Game, Status, new_game
from .moves import DRAW, REDEAL, Move
from .reasons import REASONS
from .rules import CRESCENT, FORTY_THIEVES, facts

__version__ = "1.0.0"

__all__ = [
    "CRESCENT",
    "DRAW",
    "FORTY_THIEVES",
    "PLAYING",
    "RANKS",
    "REASONS",
    "REDEAL",
    "STUCK",
    "SUITS",
    "WON",
    "Crescent",
    "DealCode",
    "DealCodeError",
    "EngineError",
    "FortyThieves",
    "Game",
    "IllegalMoveError",
    "Move",
    "NotationError",
    "RecordError",
    "Status",
    "card_name",
    "facts",
    "make_code",
    "new_game",
    "parse_card",
    "parse_code",
    "random_code",
]
