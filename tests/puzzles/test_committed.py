"""The committed puzzles (docs/puzzles/*.json) still verify.

Every claim of every puzzle is checked, except that the exhaustive searches behind "lost"
proofs are run again only for a sample (every ``SAMPLE``-th puzzle of each file): all of them
take several minutes (benchmarks/puzzle_bench.py runs them all, and a fingerprint change asks
for that run).  Bounds, witnesses, replays of every answer and winning line are checked for all.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.puzzles.model import BANDS, KINDS, fingerprint, load
from engine.puzzles.verify import verify_all

DATA = Path(__file__).resolve().parents[2] / "docs" / "puzzles"
FILES = {"crescent": DATA / "crescent.json", "forty_thieves": DATA / "forty-thieves.json"}
SAMPLE = 10


@pytest.mark.parametrize("game", sorted(FILES))
def test_every_claim_but_the_searches_holds(game: str) -> None:
    puzzles = load(FILES[game])
    assert {p.game for p in puzzles} == {game}
    assert verify_all(puzzles, deep=False) == []


@pytest.mark.parametrize("game", sorted(FILES))
def test_a_sample_verifies_with_its_searches_run_again(game: str) -> None:
    puzzles = load(FILES[game])[::SAMPLE]
    assert verify_all(puzzles, deep=True) == []


@pytest.mark.parametrize("game", sorted(FILES))
def test_there_are_enough_puzzles_in_three_bands(game: str) -> None:
    puzzles = load(FILES[game])
    assert len(puzzles) >= 365
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert {p.difficulty["band"] for p in puzzles} == set(BANDS)
    assert all(p.fingerprint and p.themes is not None for p in puzzles)
    assert {p.kind for p in puzzles} <= set(KINDS)


def test_crescent_has_every_kind() -> None:
    assert {p.kind for p in load(FILES["crescent"])} == set(KINDS)


def test_the_fingerprint_is_a_content_hash(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2] / "engine"
    (tmp_path / "solver").mkdir()
    for f in [*root.glob("*.py"), *(root / "solver").glob("*.py")]:
        (tmp_path / f.relative_to(root)).write_bytes(f.read_bytes())
    assert fingerprint(tmp_path) == fingerprint(root)
    (tmp_path / "solver" / "search.py").write_text("# changed\n", encoding="utf-8")
    assert fingerprint(tmp_path) != fingerprint(root)
