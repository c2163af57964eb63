"""The page's Glicko-2 under node (tests/puzzles/glicko.test.mjs), and the reference written
from Glickman's paper (glicko_reference.py) on the same worked example."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from .glicko_reference import rate

HERE = Path(__file__).resolve().parent


def test_the_reference_gives_glickmans_worked_example():
    rating, rd, vol = rate(1500, 200, 0.06, [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)], 0.5)
    assert rating == pytest.approx(1464.06, abs=0.01)
    assert rd == pytest.approx(151.52, abs=0.01)
    assert vol == pytest.approx(0.05999, abs=0.00001)


def node_test(name: str) -> str:
    """The output of ``node --test`` on ``name`` (next to this file), asserted to pass."""
    node = shutil.which("node")
    assert node, "node (installed with the site's npm packages) runs the page's modules here"
    run = subprocess.run([node, "--test", str(HERE / name)], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def test_the_pages_glicko2_passes_under_node():
    out = node_test("glicko.test.mjs")
    assert "# pass 3" in out and "# fail 0" in out, out


def test_the_trainers_choices_pass_under_node():
    out = node_test("trainer.test.mjs")
    assert "# pass 4" in out and "# fail 0" in out, out
