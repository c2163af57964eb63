"""The solver's committed results: example records and winnable lists replay to won games."""

import json
from pathlib import Path

import pytest

from engine.record import load_record, parse_record

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.mark.parametrize("name", ["crescent-example.txt", "forty-thieves-example.txt"])
def test_example_records_are_won(name):
    game = load_record(DOCS / "records" / name).replay()
    assert game.is_won


@pytest.mark.parametrize("stem", ["crescent", "forty-thieves"])
def test_winnable_codes_replay_from_the_study(stem):
    codes = json.loads((DOCS / "study" / f"winnable-{stem}.json").read_text())
    assert codes, "the study found no win"
    lines = {}
    with (DOCS / "study" / f"{stem}.jsonl").open() as f:
        next(f)
        for text in f:
            d = json.loads(text)
            lines[d["code"]] = d["line"]
    for code in codes[:25]:  # a sample keeps the test fast; the study verified all of them
        assert parse_record(code + "\n" + lines[code]).replay().is_won
