"""One lookup of a game (``engine.registry.get`` / ``get_by_prefix``), used by the study's and the
generator's settings and by deal codes: an unknown name or prefix is one specific error naming
what is known, not a KeyError from one caller and a ValueError from another."""

from __future__ import annotations

import pytest

import engine  # noqa: F401  (registers the games)
from engine.codes import DealCode
from engine.drawing.games import play_page
from engine.errors import EngineError, UnknownGameError
from engine.puzzles.generate import Settings as PuzzleSettings
from engine.registry import get, get_by_prefix
from engine.solver.study import Settings as StudySettings


@pytest.mark.parametrize("name", ["forty_thieves", "forty-thieves", "FT", "ft"])
def test_a_game_is_found_by_its_name_slug_or_prefix(name):
    assert get(name).slug == "forty-thieves"


def test_a_prefix_names_its_game():
    assert get_by_prefix("CR").name == "crescent"


def test_an_unknown_game_is_one_specific_error_naming_the_known_ones():
    with pytest.raises(UnknownGameError, match=r"unknown game 'klondike' \(known: crescent, "):
        get("klondike")
    with pytest.raises(UnknownGameError, match=r"prefix 'KL' \(known: CR, FT\)"):
        get_by_prefix("KL")
    assert issubclass(UnknownGameError, EngineError)


def test_settings_and_deal_codes_ask_the_registry():
    for settings in (PuzzleSettings("klondike"), StudySettings("klondike", 1, (0,), 1, None)):
        with pytest.raises(UnknownGameError):
            settings.info  # noqa: B018
    assert StudySettings("crescent", 1, (0,), 1, None).info.name == "crescent"
    assert PuzzleSettings("forty-thieves").info.name == "forty_thieves"
    assert DealCode("FT", 1, "N", 1).info.name == "forty_thieves"
    with pytest.raises(UnknownGameError):
        DealCode("KL", 1, "N", 1).info  # noqa: B018


def test_a_play_page_is_named_by_the_games_slug():
    assert play_page("forty_thieves") == "play-forty-thieves.html"
    assert play_page("crescent") == "play-crescent.html"
