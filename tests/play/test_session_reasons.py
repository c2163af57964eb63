"""The board words every refusal from the engine's reason codes, and never guesses."""

from __future__ import annotations

import pytest

from engine import REASONS
from engine.board.session import Session


def test_each_reason_code_gets_its_own_words():
    s = Session("crescent")
    assert s.reason("nothing_to_undo") == REASONS["nothing_to_undo"]
    assert s.reason("wrong_game") == REASONS["wrong_game"]
    assert s.reason("pile_full") == REASONS["pile_full"] != REASONS["nothing_to_undo"]


def test_an_unknown_code_is_an_error_not_the_undo_message():
    with pytest.raises(KeyError, match="no_such_code"):
        Session("crescent").reason("no_such_code")
