"""Sampled positions of the example games, in every language: each part of the description says
exactly what the engine state holds (count, top card or every card, empty)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from build_tools.diagram_cli import translations
from engine.crescent import Crescent
from engine.drawing import describe
from engine.record import load_record

DOCS = Path(__file__).resolve().parents[2] / "docs" / "records"
LANGS = ("en", "hu", "uk", "pl")


def _plies(record) -> list[int]:
    n = len(record.moves)
    return sorted({0, n // 4, n // 2, (3 * n) // 4, n})


def _numbers(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


@pytest.mark.parametrize("lang", LANGS)
def test_crescent_descriptions_state_the_engine_position(lang):
    t = translations(lang)
    record = load_record(DOCS / "crescent-example.txt")
    for ply in _plies(record):
        game = record.replay(ply)
        assert isinstance(game, Crescent)
        parts = describe.crescent(game, t).rstrip(".").split("; ")
        assert len(parts) == 8 + 16
        for f, part in enumerate(parts[:8]):
            top = describe.card_name(t, game.foundation_top(f))
            assert top in part
            if game.found[f] == 1:  # the card alone, no count (issue 30, round 22 uk P1)
                assert _numbers(part) == _numbers(top)
            else:
                assert game.found[f] in _numbers(part)
        for number, (pile, part) in enumerate(zip(game.piles, parts[8:], strict=True), start=1):
            assert number in _numbers(part)
            if len(pile) == 1:  # the card alone, no count
                card = describe.card_name(t, pile[0])
                assert card in part and _numbers(part) == [number, *_numbers(card)]
            elif pile:
                assert len(pile) in _numbers(part)
                assert describe.card_name(t, pile[-1]) in part
            else:
                assert _numbers(part) == [number]  # only the pile's own number: no count, no card


@pytest.mark.parametrize("lang", LANGS)
def test_forty_thieves_descriptions_list_every_card(lang):
    t = translations(lang)
    record = load_record(DOCS / "forty-thieves-example.txt")
    for ply in _plies(record):
        game = record.replay(ply)
        text = describe.forty_thieves(game, t)
        # one sentence, or two where the columns' order is said before them (round 22, hu S2):
        # the first ends at the last foundation, with a word ("1. oszlop" has a digit before it)
        parts = re.split(r"; |(?<=\D)\. ", text.rstrip("."))
        assert len(parts) == 2 + 8 + 10
        if game.stock:
            assert _numbers(parts[0]) == [len(game.stock)]
        else:  # said empty, as the waste is, not "0 cards"
            assert (
                _numbers(parts[0]) == []
                and parts[0].casefold() == t.gettext("stock: empty").casefold()
            )
        if game.waste:
            assert describe.card_name(t, game.waste[-1]) in parts[1]
            said = _numbers(parts[1])
            count = [] if len(game.waste) == 1 else [len(game.waste)]  # one card: no count
            assert said == count + _numbers(describe.card_name(t, game.waste[-1]))
        for number, (col, part) in enumerate(zip(game.cols, parts[10:], strict=True), start=1):
            at = 0
            for card in col:  # bottom → top, each after the one before
                at = part.find(describe.card_name(t, card), at)
                assert at >= 0, (part, describe.card_name(t, card))
                at += 1
            if not col:
                assert _numbers(part) == [number]
