"""Where the test suite's time goes: the ``--durations=0`` table of a pytest run summed by test
file and by kind (issue 34: the worker-seconds that decide what to cut first).

    ./dev test --durations=0 > run.log; python benchmarks/test_profile.py run.log

Worker-seconds are the sum over the tests (setup + call + teardown) as pytest reports them; with
xdist they run on several workers at once, so their sum exceeds the wall clock.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

LINE = re.compile(r"^\s*([0-9.]+)s (setup|call|teardown)\s+(\S+?)::(\S.*)$")

# Kinds, first match wins: (name, test file prefix).
KINDS = [
    ("Pyodide suite (engine, solver, play in Pyodide under Node)", "tests/pyodide/"),
    ("browser: page and puzzle-page axe scans", "tests/browser/test_pages.py"),
    ("browser: Pyodide boards and pages", "tests/browser/"),
    ("site: build tests (serve, properdocs, two builds, pages)", "tests/site/"),
    ("engine, solver, play, puzzles, grammar, diagrams, batch (CPython)", "tests/"),
]


def kind(path: str) -> str:
    return next(name for name, prefix in KINDS if path.startswith(prefix))


def main(log: Path) -> None:
    by_file: dict[str, float] = defaultdict(float)
    by_phase: dict[tuple[str, str], float] = defaultdict(float)
    tests: dict[str, set[str]] = defaultdict(set)
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        m = LINE.match(line)
        if m:
            seconds, phase, path, name = float(m[1]), m[2], m[3], m[4]
            by_file[path] += seconds
            by_phase[(kind(path), phase)] += seconds
            tests[path].add(name)
    total = sum(by_file.values())
    print("| kind | worker-s | share |\n|---|---|---|")
    kinds: dict[str, float] = defaultdict(float)
    for path, s in by_file.items():
        kinds[kind(path)] += s
    for name, s in sorted(kinds.items(), key=lambda kv: -kv[1]):
        setup = by_phase[(name, "setup")]
        print(f"| {name} (setup {setup:.0f} s) | {s:.0f} | {100 * s / total:.0f} % |")
    print(f"| **total** | **{total:.0f}** | |\n")
    print("| file | tests | worker-s | s a test |\n|---|---|---|---|")
    for path, s in sorted(by_file.items(), key=lambda kv: -kv[1])[:25]:
        print(f"| {path} | {len(tests[path])} | {s:.0f} | {s / len(tests[path]):.1f} |")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
