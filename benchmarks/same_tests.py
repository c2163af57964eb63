"""The tests of issue 34's starting commit as they run today, for a side-by-side timing.

Issue 34 asks `./dev test` to take half the time it took at the commit the work started from
(682b12a) for the same tests. This prints the pytest node ids of today's suite that are those
tests: every test function defined at that commit that still exists under the same file and
name, with today's parametrisations, and every item of the Pyodide suite (then one item that ran
about 200 tests, now one item per test). Time them with the starting commit's own suite, one
after the other on the same machine:

    python benchmarks/same_tests.py > /tmp/same.txt
    mapfile -t ids < /tmp/same.txt; time ./dev test "${ids[@]}"
    (in a clone at 682b12a)  time ./dev test
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START = "682b12a"


def git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout


def functions_at(commit: str) -> set[tuple[str, str]]:
    """(file, test function) pairs of the test files at ``commit``."""
    found = set()
    for path in git("ls-tree", "-r", "--name-only", commit, "tests").split():
        if not (Path(path).name.startswith("test_") and path.endswith(".py")):
            continue
        tree = ast.parse(git("show", f"{commit}:{path}"))
        for node in tree.body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith(
                "test"
            ):
                found.add((path, node.name))
    return found


def collected() -> list[str]:
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:randomly"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [line for line in out.splitlines() if "::" in line]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commit", default=START, help="the starting commit (default %(default)s)")
    args = parser.parse_args()
    then = functions_at(args.commit)
    chosen = []
    for node in collected():
        path, rest = node.split("::", 1)
        name = rest.split("[", 1)[0].split("::")[-1]
        if path.startswith("tests/pyodide/") or (path, name) in then:
            chosen.append(node)
    print("\n".join(chosen))
    print(f"{len(chosen)} tests ({len(then)} test functions at {args.commit})", file=sys.stderr)


if __name__ == "__main__":
    main()
