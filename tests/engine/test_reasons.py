"""Every refusal of the engine goes through a reason code that has words in ``REASONS``."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine import REASONS, Crescent, FortyThieves, IllegalMoveError, NotationError, new_game
from engine.reasons import message

ENGINE = Path(__file__).resolve().parents[2] / "engine"
ERRORS = {"IllegalMoveError", "NotationError"}


def _codes_in_source() -> set[str]:
    """Reason codes the rules raise or return: the first argument of IllegalMoveError and
    NotationError for a move or a game, and every string ``reason()`` returns."""
    codes: set[str] = set()
    for name in ("game.py", "crescent.py", "forty_thieves.py"):
        tree = ast.parse((ENGINE / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ERRORS:
                first = node.args[0]
                if isinstance(first, ast.Constant):  # else a code passed on (``why``)
                    codes.add(first.value)
            if isinstance(node, ast.FunctionDef) and node.name == "reason":
                for ret in (n for n in ast.walk(node) if isinstance(n, ast.Return) and n.value):
                    for sub in ast.walk(ret.value):
                        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
                            codes.add(sub.value)
    return codes


def test_every_code_the_rules_raise_has_words():
    codes = _codes_in_source()
    assert {"nothing_to_undo", "wrong_game", "no_redeals_left", "pile_full"} <= codes
    assert codes <= set(REASONS), codes - set(REASONS)


@pytest.mark.parametrize("code", ["CR1-N-AAAAAAB", "FT1-N-AAAAAAB"])
def test_nothing_to_undo_has_its_own_words(code):
    with pytest.raises(IllegalMoveError) as err:
        new_game(code).undo()
    assert err.value.reason == "nothing_to_undo"
    assert err.value.message == REASONS["nothing_to_undo"]


def test_no_redeal_left_is_worded_from_the_reasons():
    g = new_game("CR1-N-AAAAAAB")
    g.redeals_left = 0
    with pytest.raises(IllegalMoveError) as err:
        g.redeal()
    assert (err.value.reason, err.value.message) == ("no_redeals_left", REASONS["no_redeals_left"])


@pytest.mark.parametrize(
    ("cls", "code"), [(Crescent, "FT1-N-AAAAAAB"), (FortyThieves, "CR1-N-AAAAAAB")]
)
def test_a_deal_of_the_other_game_is_wrong_game(cls, code):
    with pytest.raises(NotationError) as err:
        cls.from_code(code)
    assert err.value.reason == "wrong_game"
    assert REASONS["wrong_game"] in err.value.message


def test_an_unknown_code_is_a_clear_error_not_another_codes_words():
    with pytest.raises(KeyError, match="unknown reason code 'no_such_code'"):
        message("no_such_code")
