"""The runtime package's tests (engine, solver, board session) pass in Pyodide too, the Python
the in-page game runs on: one run of them in one Pyodide under Node, reported here one pytest item
per test (each test CPython collects from the same files must have passed there). The data-wide
checks and the properties take a sample there (tests/engine/in_pyodide.py): CPython checks every
puzzle and example; this run shows the same code gives the same answers on Pyodide's Python."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "pyodide-wheels"
# The study runs on a process pool or a Dask cluster, which Pyodide has not (and never in the
# page); test_cli's subprocess test needs a process, which Pyodide has not either.
SELECTION = [
    "tests/engine",
    "tests/solver",
    "tests/play",
    "--ignore=tests/solver/test_study.py",
    "--ignore=tests/solver/test_executor.py",
    "-k",
    "not module_entry_point",
]


def _collected() -> list[str]:
    """The ids of the selected tests as CPython collects them (the expectation)."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            *SELECTION,
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    return [line for line in proc.stdout.splitlines() if "::" in line]


IDS = _collected()


@pytest.fixture(scope="module")
def pyodide_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The selected tests run once in Pyodide under Node: its Python version and each test's
    [outcome, report]."""
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists(), "run ./dev test (npm ci)"
    assert any(WHEELS.glob("pytest-*.whl")), "run ./dev test (fetches pytest for Pyodide)"
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    results = tmp_path_factory.mktemp("pyodide") / "results.json"
    proc = subprocess.run(
        [
            node,
            str(ROOT / "tests/pyodide/run_engine_tests.mjs"),
            str(WHEELS),
            str(results),
            *SELECTION,
        ],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert results.exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    return json.loads(results.read_text(encoding="utf-8"))


@pytest.mark.xdist_group("pyodide")
def test_the_run_is_pyodides_python_and_ran_exactly_the_selected_tests(pyodide_run):
    assert pyodide_run["python"].startswith("3.14")
    assert len(IDS) > 150  # the three suites were collected, not an empty selection
    assert {i.split("/")[1] for i in IDS} == {"engine", "solver", "play"}
    assert set(pyodide_run["results"]) == set(IDS)


@pytest.mark.xdist_group("pyodide")
@pytest.mark.parametrize("test_id", IDS)
def test_passes_in_pyodide(pyodide_run, test_id):
    outcome, report = pyodide_run["results"].get(test_id, ["not run", ""])
    assert outcome == "passed", f"{outcome} in Pyodide:\n{report}"
