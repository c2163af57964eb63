"""The batch jobs' toolkit: one checkpoint reading for the study and the puzzle generator, one
progress bar that writes no carriage return into a log, one number parser ("80k")."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.batch import checkpoint
from engine.batch.numbers import non_negative, parse_count, positive
from engine.batch.progress import Progress
from engine.puzzles import generate
from engine.solver import study

ROOT = Path(__file__).resolve().parents[2]
HEADER = {"settings": 1}


def _lines(path: Path, *records: object, tail: str = "") -> None:
    text = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in (HEADER, *records))
    path.write_text(text + tail, encoding="utf-8")


def test_a_line_cut_short_by_a_stop_is_dropped_and_its_task_runs_again(tmp_path):
    path = tmp_path / "c.jsonl"
    _lines(path, {"id": "a"}, tail='{"id": "b", "res')
    done = checkpoint.start(path, HEADER, "id")
    assert set(done) == {"a"}
    assert path.read_text(encoding="utf-8").endswith('{"id": "a"}\n')


def test_an_unreadable_line_inside_is_named_and_the_lines_after_it_are_kept(tmp_path, capsys):
    path = tmp_path / "c.jsonl"
    _lines(path, {"id": "a"}, "{not json", {"id": "c"})
    assert set(checkpoint.read(path, lambda h: h == HEADER, "id")) == {"a", "c"}
    assert f"{path}:3: unreadable line skipped" in capsys.readouterr().err


def test_the_puzzle_generator_reads_its_checkpoint_as_the_study_does(tmp_path):
    # Before one checkpoint module the generator stopped reading at a bad line (losing "c").
    s = generate.Settings("crescent")
    path = tmp_path / "crescent.jsonl"
    path.write_text(
        json.dumps(s.header()) + '\n{"id": "a"}\n{oops\n{"id": "c"}\n', encoding="utf-8"
    )
    assert set(generate.read_checkpoint(path, s)) == {"a", "c"}


def test_other_settings_or_no_settings_line_are_refused_before_anything_is_written(tmp_path):
    path = tmp_path / "c.jsonl"
    _lines(path, {"id": "a"})
    before = path.read_bytes()
    with pytest.raises(checkpoint.CheckpointError, match="other settings"):
        checkpoint.start(path, {"settings": 2}, "id")
    assert path.read_bytes() == before
    path.write_text("garbage\n", encoding="utf-8")
    with pytest.raises(checkpoint.CheckpointError, match=r"c\.jsonl:1: not a checkpoint"):
        study.read_checkpoint(path, study.Settings("crescent", 3, (0,), 100, None))


def test_start_writes_the_settings_line_and_restart_begins_again(tmp_path):
    path = tmp_path / "sub" / "c.jsonl"
    assert checkpoint.start(path, HEADER, "id") == {}
    with checkpoint.appending(path) as write:
        write({"id": "a", "x": 1})
    assert checkpoint.start(path, HEADER, "id") == {"a": {"id": "a", "x": 1}}
    assert checkpoint.start(path, HEADER, "id", restart=True) == {}
    assert path.read_text(encoding="utf-8") == json.dumps(HEADER) + "\n"


def test_progress_writes_whole_lines_to_a_log_and_nothing_when_quiet(capsys):
    with Progress(50, "tasks") as bar:
        for i in range(50):
            bar.update(f"{i + 1}/50 deals")
    err = capsys.readouterr().err
    assert "\r" not in err
    lines = err.splitlines()
    assert len(lines) == 10
    assert lines[-1].startswith("50/50 tasks, 50/50 deals")
    with Progress(50, quiet=True) as bar:
        for _ in range(50):
            bar.update()
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("text", "value"), [("80000", 80_000), ("80_000", 80_000), ("80k", 80_000), ("2M", 2_000_000)]
)
def test_counts_are_read_alike_everywhere(text, value):
    assert parse_count(text) == value
    assert positive(text) == value
    assert non_negative(text) == value


@pytest.mark.parametrize("text", ["", "k", "-3", "1.5k", "eighty"])
def test_a_bad_count_is_named(text):
    with pytest.raises(argparse.ArgumentTypeError, match="not a whole number"):
        positive(text)
    with pytest.raises(argparse.ArgumentTypeError, match="must be positive"):
        positive("0")


def test_the_puzzle_command_line_takes_80k_like_the_solver_s(tmp_path):
    # Before one number parser, `--sample 1k` was refused by the puzzles' command line.
    data = json.loads((ROOT / "docs/puzzles/crescent.json").read_text(encoding="utf-8"))
    data["puzzles"] = data["puzzles"][:1]
    small = tmp_path / "crescent.json"
    small.write_text(json.dumps(data), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "engine.puzzles", "verify", str(small), "--sample", "1k", "--quiet"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
