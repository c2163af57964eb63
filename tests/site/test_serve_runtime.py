"""``serve`` makes the runtime outside its own process (build_tools/site/serve.py, ``_prepared``).

Making a fast start reads the puzzles (``bundle._probe_inputs``), which caches their plan. Made
in serve's process, that plan passed to every language worker forked after it, so the browse
pages kept the puzzles as they were when serve started, whatever puzzle edit came later (seen by
tests34d: an edited band reached the board's JSON but not the browse page).
"""

from __future__ import annotations

from pathlib import Path

from build_tools.site import serve
from build_tools.site.exports import bundle
from build_tools.site.pages import puzzle_pages


def prepare_reading_the_puzzles(work: Path) -> bundle.Runtime:
    """Stands for ``prepare_runtime`` making a fast start: it reads the puzzles' plan as
    ``bundle._probe_inputs`` does (through the board's data), and makes no wheel."""
    puzzle_pages.plan("crescent")
    return bundle.Runtime(work / "engine.whl", work / "fast-start")


def test_making_a_fast_start_reads_the_puzzles_plan(tmp_path):
    """The reason for the rule below: the probe's inputs come from the cached plan."""
    puzzle_pages.plan.cache_clear()
    bundle._probe_inputs(tmp_path)
    assert puzzle_pages.plan.cache_info().currsize > 0


def test_serve_holds_no_puzzle_plan_after_making_the_runtime(tmp_path, monkeypatch):
    monkeypatch.setattr(serve, "prepare_runtime", prepare_reading_the_puzzles)
    puzzle_pages.plan.cache_clear()
    runtime = serve._prepared(tmp_path)
    assert runtime == bundle.Runtime(tmp_path / "engine.whl", tmp_path / "fast-start")
    assert puzzle_pages.plan.cache_info().currsize == 0  # the forked workers inherit nothing
