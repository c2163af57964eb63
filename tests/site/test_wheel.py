"""The wheel the site ships holds what the browser runs (the board session, the puzzle board,
the in-page verdict and everything they import) and nothing of the batch jobs."""

from __future__ import annotations

import zipfile

from build_tools.site.exports import bundle

BROWSER = (
    "engine/board/session.py",
    "engine/board/puzzle.py",
    "engine/verdict/page.py",
    "engine/solver/core.py",
    "engine/drawing/svg.py",
    "engine/puzzles/texts.py",
)
BATCH = (
    "engine/solver/study.py",
    "engine/solver/executor.py",
    "engine/solver/cli.py",
    "engine/puzzles/generate.py",
    "engine/puzzles/cli.py",
    "engine/batch/checkpoint.py",
    "engine/cli.py",
)


def test_the_shipped_wheel_holds_only_what_the_browser_runs(site_dir):
    with zipfile.ZipFile(site_dir / "pyodide" / bundle.WHEEL) as zf:
        names = set(zf.namelist())
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        listed = {line.split(",")[0] for line in zf.read(record).decode().splitlines()}
        assert zf.testzip() is None
    assert all(name in names for name in BROWSER)
    assert not [name for name in BATCH if name in names or name in listed]
    assert listed == names
