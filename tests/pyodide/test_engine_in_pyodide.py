"""The runtime package's tests (engine, solver, board session) pass in Pyodide too, the Python
the in-page game runs on."""

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "pyodide-wheels"


def test_engine_solver_and_session_suites_pass_in_pyodide():
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists(), "run ./dev test (npm ci)"
    assert any(WHEELS.glob("pytest-*.whl")), "run ./dev test (fetches pytest for Pyodide)"
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    proc = subprocess.run(
        [node, str(ROOT / "tests/pyodide/run_engine_tests.mjs"), str(WHEELS)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "Pyodide Python 3.14" in proc.stdout
    assert " passed" in proc.stdout and "failed" not in proc.stdout
    # the three suites ran (-rA lists every test), not only the engine's
    for suite in ("tests/engine/", "tests/solver/", "tests/play/"):
        assert f"PASSED {suite}" in proc.stdout, suite
