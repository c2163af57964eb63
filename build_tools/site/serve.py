"""``python -m build_tools serve``: build every language, serve ``site/``, rebuild on change.

Every source is watched: docs/ (pages, records, puzzle and study data), locales/, engine/,
build_tools/, web/, mkdocs.yml and pyproject.toml. A rebuild tells the truth: it runs in worker
processes made for it (forked from this process, which never builds anything itself and so holds
no cached plan, card or catalog; started afresh when a ``.py`` file changed, so edited code is the
code that runs). It rebuilds only what the change reaches: one language for its ``.po`` file,
every language otherwise; the game's files when the engine or the browser app's static files
changed. The page in the browser reloads as soon as English (or the one language) is built; the
other languages follow and reload the browser again. Unlike ``build``, a problem does not stop the
server: it is logged, and that language keeps its last good build.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import signal
import tempfile
import threading
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

from .build import (
    ROOT,
    SITE,
    BuildError,
    build_all,
    build_language,
    preflight,
    prepare_runtime,
    write_root,
)
from .exports import bundle
from .i18n.catalogs import CatalogError
from .i18n.languages import CODES, SOURCE
from .mkdocs_adapter.engine import Server, logger

WATCHED = ("docs", "locales", "engine", "build_tools", "web", "mkdocs.yml", "pyproject.toml")
# A change here changes the wheel or the files copied beside it: the game's files are made again.
RUNTIME_SOURCES = ("engine/", "web/static/", "web/fast_start.mjs", "pyproject.toml")
log = logger()


def snapshot(root: Path = ROOT, watched: Iterable[str] = WATCHED) -> dict[str, tuple[int, int]]:
    """Every watched file (root-relative) with its modification time and size."""
    out = {}
    for name in watched:
        top = root / name
        paths = [top] if top.is_file() else top.rglob("*")
        for path in paths:
            if "__pycache__" in path.parts or not path.is_file():
                continue
            stat = path.stat()
            out[path.relative_to(root).as_posix()] = (stat.st_mtime_ns, stat.st_size)
    return out


def changed(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]) -> set[str]:
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


@dataclass(frozen=True)
class Plan:
    """What one change needs rebuilt."""

    languages: tuple[str, ...]
    fresh_code: bool  # a .py file changed: workers start from a new interpreter
    runtime: bool  # the wheel or the game's static files changed


def plan(paths: set[str]) -> Plan:
    """One language's catalog edited: that language; anything else: every language."""
    catalogs = {p.split("/")[1] for p in paths if p.startswith("locales/") and p.count("/") >= 2}
    only_catalogs = all(p.startswith("locales/") and p.endswith(".po") for p in paths)
    if paths and only_catalogs and catalogs <= set(CODES):
        languages = tuple(c for c in CODES if c in catalogs)
    else:
        languages = CODES
    return Plan(
        languages,
        fresh_code=any(p.endswith(".py") for p in paths),
        runtime=any(p.startswith(RUNTIME_SOURCES) for p in paths),
    )


def _task(what: str, runtime: bundle.Runtime) -> str | None:
    """One piece of a rebuild, run in a worker process: the checks, a language, the root page,
    the game's files. Returns the problem to log, if any."""
    try:
        if what == "checks":
            preflight()
        elif what == "root":
            write_root()
        elif what == "game":
            bundle.runtime_files(SITE, runtime)
        elif what.startswith("files:"):
            bundle.language_files(SITE, what.removeprefix("files:").split(","))
        else:
            build_language(what, SITE, True, runtime.megabytes)
    except (BuildError, CatalogError, bundle.BundleError) as err:
        return str(err)
    return None


def _pool(fresh_code: bool, workers: int) -> ProcessPoolExecutor:
    """Workers made for one rebuild: forked (quick: this process has the modules imported and
    no state), or spawned when code changed."""
    method = "spawn" if fresh_code else "fork"
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method))


class Rebuilder:
    """The server's builder: plans each change, builds the first language and returns (the
    browser reloads), then builds the rest in the background and reloads again."""

    def __init__(self, runtime_dir: Path, runtime: bundle.Runtime) -> None:
        self.runtime_dir = runtime_dir
        self.runtime = runtime
        self.seen = snapshot()
        self.server: Server | None = None
        self.rest: threading.Thread | None = None

    def _log(self, what: str, problem: str | None) -> None:
        if problem:
            (log.warning if what == "checks" else log.error)("%s", problem)

    def __call__(self) -> None:
        if self.rest is not None:
            self.rest.join()  # the last change's other languages are done first
        now = snapshot()
        todo = plan(changed(self.seen, now))
        self.seen = now
        if todo.runtime:
            try:
                self.runtime = prepare_runtime(self.runtime_dir)
            except BuildError as err:
                log.error("%s", err)
        first = SOURCE if SOURCE in todo.languages else todo.languages[0]
        others = [c for c in todo.languages if c != first]
        # The game's files go into the language folders once no language is being swapped.
        after = [f"files:{','.join(todo.languages)}", *(["game"] if todo.runtime else [])]
        pool = _pool(todo.fresh_code, (os.cpu_count() or 1) + 1)
        self._log(first, pool.submit(_task, first, self.runtime).result())
        self.rest = threading.Thread(
            target=self._finish, args=(pool, [*others, "checks", "root"], after), daemon=True
        )
        self.rest.start()

    def close(self) -> None:
        """Wait for the rebuild under way, so no worker outlives the server."""
        if self.rest is not None:
            self.rest.join()

    def _finish(self, pool: ProcessPoolExecutor, tasks: list[str], after: list[str]) -> None:
        for batch in (tasks, after):
            futures = {what: pool.submit(_task, what, self.runtime) for what in batch}
            wait(futures.values())
            for what, future in futures.items():
                self._log(what, future.result())
        pool.shutdown()
        if self.server is not None:
            self.server.reload_browsers()
        log.info("Rebuild finished")


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m build_tools serve", description=__doc__)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s: %(message)s")
    signal.signal(signal.SIGTERM, _interrupt)  # stopped like Ctrl-C: the workers end too
    with tempfile.TemporaryDirectory() as tmp:
        try:
            runtime = prepare_runtime(Path(tmp))
            with _pool(False, 1) as first:  # the first build too, so this process stays clean
                first.submit(build_all, CODES, SITE, True, runtime).result()
        except (BuildError, CatalogError) as err:
            print(f"build failed:\n{err}")
            return 1
        rebuild = Rebuilder(Path(tmp), runtime)
        server = Server(builder=rebuild, host=args.host, port=args.port, root=str(SITE))
        rebuild.server = server
        for path in WATCHED:
            server.watch(str(ROOT / path))
        try:
            server.serve()
        except KeyboardInterrupt:
            pass
        finally:
            server.shutdown()
            rebuild.close()
    return 0
