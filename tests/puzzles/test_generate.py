"""The generator on two study lines: resumable, the same seed gives the same puzzles, every
puzzle it writes verifies, the scheduler reaches the executor, other settings are refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.puzzles import generate
from engine.puzzles.generate import Settings, run
from engine.puzzles.model import load
from engine.puzzles.verify import verify_all

STUDY = Path(__file__).resolve().parents[2] / "docs" / "study" / "crescent.jsonl"
CODES = ("CR1-N-AAAAAZC", "CR1-N-AAAAATR")  # won lines that give candidates quickly


@pytest.fixture
def study(tmp_path: Path) -> Path:
    lines = STUDY.read_text(encoding="utf-8").splitlines()
    rows = [x for x in lines[1:] if json.loads(x)["code"] in CODES]
    assert len(rows) == 2
    d = tmp_path / "study"
    d.mkdir()
    (d / "crescent.jsonl").write_text("\n".join([lines[0], *rows]) + "\n", encoding="utf-8")
    return d


def _puzzles(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["puzzles"]


def test_a_stopped_run_continues_and_the_same_seed_gives_the_same_puzzles(
    study: Path, tmp_path: Path
) -> None:
    s = Settings("crescent", seed=7, study=str(study))
    a = tmp_path / "a"
    run(s, a, limit=1, quiet=True)
    ck = a / "crescent.jsonl"
    assert len(ck.read_text(encoding="utf-8").splitlines()) == 2  # header + one task
    path = run(s, a, quiet=True)  # continues with the other three
    assert len(ck.read_text(encoding="utf-8").splitlines()) == 5
    b = tmp_path / "b"
    fresh = run(s, b, quiet=True)
    assert _puzzles(path) == _puzzles(fresh)
    assert len(_puzzles(path)) >= 4
    kinds = {p["kind"] for p in _puzzles(path)}
    assert "can-win" in kinds and len(kinds) >= 2
    assert verify_all(load(path)) == []


def test_a_checkpoint_of_other_settings_is_refused(study: Path, tmp_path: Path) -> None:
    run(Settings("crescent", seed=1, study=str(study)), tmp_path, limit=1, quiet=True)
    with pytest.raises(ValueError, match="other settings"):
        run(Settings("crescent", seed=2, study=str(study)), tmp_path, limit=1, quiet=True)


def test_the_scheduler_and_jobs_reach_the_executor(
    study: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[int, str | None, int]] = []

    def fake(fn, tasks, *, jobs, scheduler=None):
        seen.append((jobs, scheduler, len(tasks)))
        return iter(())

    monkeypatch.setattr(generate, "run_unordered", fake)
    run(Settings("crescent", study=str(study)), tmp_path, jobs=3, scheduler="tcp://x:8786")
    assert seen == [(3, "tcp://x:8786", 4)]


def test_the_cli_names_bad_input_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.puzzles.cli import main

    with pytest.raises(SystemExit) as e:
        main(["generate", "--game", "spider"])
    assert e.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_verify_command_names_the_puzzle_and_the_failed_claim(
    study: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.puzzles.cli import main

    path = run(Settings("crescent", study=str(study)), tmp_path / "out", quiet=True)
    assert main(["verify", str(path), "--quiet"]) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    victim = next(p for p in data["puzzles"] if "line" in p["answer"])
    victim["answer"]["line"] = victim["answer"]["line"][:-1]
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    assert main(["verify", str(path), "--quiet"]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and victim["id"] in out[0] and "does not win" in out[0]
