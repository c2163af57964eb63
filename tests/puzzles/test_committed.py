"""The committed puzzles (docs/puzzles/*.json) still verify: every claim of every puzzle, the
exhaustive searches behind "lost" proofs run again (about 20 CPU s for both games, measured in
BENCHMARKS.md; benchmarks/puzzle_bench.py prints the same check with its time)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.puzzles.model import BANDS, KINDS, fingerprint, load
from engine.puzzles.verify import verify_all

DATA = Path(__file__).resolve().parents[2] / "docs" / "puzzles"
FILES = {"crescent": DATA / "crescent.json", "forty_thieves": DATA / "forty-thieves.json"}


@pytest.mark.parametrize("game", sorted(FILES))
def test_every_committed_puzzle_verifies(game: str) -> None:
    puzzles = load(FILES[game])
    assert {p.game for p in puzzles} == {game}
    assert verify_all(puzzles, deep=True) == []


@pytest.mark.parametrize("game", sorted(FILES))
def test_there_are_enough_puzzles_in_three_bands(game: str) -> None:
    puzzles = load(FILES[game])
    assert len(puzzles) >= 365
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert {p.difficulty["band"] for p in puzzles} == set(BANDS)
    assert all(p.fingerprint for p in puzzles)
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
