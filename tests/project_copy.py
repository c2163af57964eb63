"""A working copy of the project in another folder, for tests and benchmarks that edit sources
under ``serve``: the tracked sources, the Pyodide runtime (linked) and the build caches (copied,
so the first build is a warm one)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("docs", "locales", "build_tools", "engine", "web", "mkdocs.yml", "pyproject.toml")


def source_date_epoch() -> str:
    """The last commit's time: the copy has no history, and its wheel (and so its fast-start
    cache key) must be the one the checkout builds."""
    done = subprocess.run(
        ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def copy_project(work: Path) -> Path:
    """Copy the project into ``work`` (which must not exist); ``work``."""
    ignore = shutil.ignore_patterns("__pycache__")
    work.mkdir(parents=True)
    for name in SOURCES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, work / name, ignore=ignore)
        else:
            shutil.copy2(src, work / name)
    (work / "node_modules").symlink_to(ROOT / "node_modules")
    if (ROOT / "build" / "cache").is_dir():
        shutil.copytree(ROOT / "build" / "cache", work / "build" / "cache")
    return work
