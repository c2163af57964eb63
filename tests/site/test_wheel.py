"""The wheel the site ships holds what the browser runs (the board session, the puzzle board,
the in-page verdict and everything they import) and nothing of the batch jobs."""

from __future__ import annotations

import zipfile
from pathlib import Path

from build_tools.site.exports import bundle

ROOT = Path(__file__).resolve().parents[2]

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


def _engine_imports(source: str, package: str) -> set[str]:
    """The dotted names under ``engine`` that a module's source imports (``package``: the package
    its relative imports start from), with each imported name appended as well."""
    import ast

    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            parts = package.split(".")
            base = parts[: len(parts) - node.level + 1] if node.level else []
            name = ".".join(base + ([node.module] if node.module else []))
            found.add(name)
            found.update(f"{name}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name == "engine" or name.startswith("engine.")}


def _repo_module(name: str) -> bool:
    path = ROOT.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def test_no_shipped_module_imports_one_the_wheel_leaves_out(site_dir):
    # A shipped module that imports a batch-only one (the goal puzzles' generator importing the
    # batch toolkit) breaks the build's fast start, which imports every shipped module in Pyodide.
    with zipfile.ZipFile(site_dir / "pyodide" / bundle.WHEEL) as zf:
        sources = {
            n: zf.read(n).decode()
            for n in zf.namelist()
            if n.startswith("engine/") and n.endswith(".py")
        }
    shipped = {n[:-3].replace("/", ".").removesuffix(".__init__") for n in sources}
    missing = set()
    for path, source in sources.items():
        package = path.rsplit("/", 1)[0].replace("/", ".")
        for name in _engine_imports(source, package):
            if _repo_module(name) and name not in shipped:
                missing.add((path, name))
    assert not missing
