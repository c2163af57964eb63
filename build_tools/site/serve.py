"""``python -m build_tools serve``: build every language, serve ``site/``, rebuild on change.

Every source is watched (inotify): docs/ (pages, records, puzzle and study data), locales/,
engine/, build_tools/, web/, mkdocs.yml and pyproject.toml. A rebuild tells the truth: each
language is built in a worker process of its own, made after the last edit that could change code
or data (forked from this process, which never builds anything itself and so holds no cached
plan, card or catalog; started afresh when a ``.py`` file changed, so edited code is the code that
runs). The worker keeps its language as built (``build.BuiltLanguage``), so an edit that only
changes pages' Markdown (a page source, a partial, a catalog: ``build.page_only``) rebuilds only
the pages it changes (``build.update_language``): a page source that page in every language, a
``.po`` string the pages of that language that show it, a string on every page (the site's name)
the whole language. Any other edit builds every language anew in new workers, and the game's
files when the engine or the browser app's static files changed. The page in the browser reloads
as soon as English (or the one language) is built; the other languages follow and reload the
browser again. Unlike ``build``, a problem does not stop the server: it is logged, and that
language keeps its last good build.
"""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import signal
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .build import (
    ROOT,
    SITE,
    BuildError,
    BuiltLanguage,
    build_language,
    finish_site,
    page_only,
    preflight,
    prepare_runtime,
    source_date_epoch,
    start_site,
    update_language,
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
        if top.is_file():
            stat = top.stat()
            out[name] = (stat.st_mtime_ns, stat.st_size)
            continue
        for folder, dirs, files in os.walk(top):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            rel = Path(folder).relative_to(root).as_posix()
            for file in files:
                stat = os.stat(os.path.join(folder, file))
                out[f"{rel}/{file}"] = (stat.st_mtime_ns, stat.st_size)
    return out


def changed(before: dict[str, tuple[int, int]], after: dict[str, tuple[int, int]]) -> set[str]:
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


@dataclass(frozen=True)
class Plan:
    """What one change needs rebuilt."""

    languages: tuple[str, ...]
    fresh_code: bool  # a .py file changed: workers start from a new interpreter
    runtime: bool  # the wheel or the game's static files changed
    pages_only: bool = False  # only pages' Markdown changed: the kept languages are updated


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
        pages_only=bool(paths) and all(page_only(p) for p in paths),
    )


# In a language's worker: its language as last built there.
_BUILT: dict[str, BuiltLanguage] = {}


def _language(code: str, megabytes: int | None, paths: set[str] | None) -> tuple[str, bool]:
    """Run in the worker of language ``code``: update the language it keeps with the edits of
    ``paths``, or build it anew (``paths`` None, nothing kept, or an edit that reaches every
    page). Returns what to log, and whether it is a problem."""
    start = time.perf_counter()
    try:
        built = _BUILT.pop(code, None)
        if paths is not None and built is not None:
            updated = update_language(built, paths)
            if updated is not None:
                _BUILT[code] = updated
                seconds = time.perf_counter() - start
                count = len(updated.written or ())
                return f"{code}: {count} page(s) rebuilt in {seconds:.2f} s", False
        _BUILT[code] = build_language(code, SITE, True, megabytes)
    except (BuildError, CatalogError) as err:
        return str(err), True
    return f"{code}: built in {time.perf_counter() - start:.2f} s", False


def _task(what: str, runtime: bundle.Runtime) -> str | None:
    """One piece of a rebuild besides the languages, run in a worker process: the checks, the
    root page, the game's files. Returns the problem to log, if any."""
    try:
        if what == "checks":
            preflight()
        elif what == "root":
            write_root()
        elif what == "game":
            bundle.runtime_files(SITE, runtime)
        elif what.startswith("files:"):
            bundle.language_files(SITE, what.removeprefix("files:").split(","))
    except (BuildError, CatalogError, bundle.BundleError) as err:
        return str(err)
    return None


def _pool(fresh_code: bool, workers: int) -> ProcessPoolExecutor:
    """Workers made for one rebuild: forked (quick: this process has the modules imported and
    no state), or spawned when code changed."""
    method = "spawn" if fresh_code else "fork"
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context(method))


def _prepared(work: Path, fresh_code: bool = False) -> bundle.Runtime:
    """The runtime (wheel and fast start) made in a worker process: making a fast start reads
    the puzzles (``bundle._probe_inputs``) and so caches their plan; in this process that plan
    would pass to every language worker forked later, which would then build the browse pages of
    the puzzles as they were, whatever edit came after."""
    with _pool(fresh_code, 1) as pool:
        return pool.submit(prepare_runtime, work).result()


class Rebuilder:
    """The server's builder: one worker per language that keeps it built; plans each change,
    builds the first language and returns (the browser reloads), then the rest in the
    background and reloads again."""

    def __init__(self, runtime_dir: Path, runtime: bundle.Runtime) -> None:
        self.runtime_dir = runtime_dir
        self.runtime = runtime
        self.seen = snapshot()
        self.server: Server | None = None
        self.rest: threading.Thread | None = None
        self.workers: dict[str, ProcessPoolExecutor] = {}

    def _log(self, what: str, result: str | tuple[str, bool] | None) -> None:
        if isinstance(result, tuple):  # a language's: what was done, or its problem
            text, problem = result
            (log.error if problem else log.info)("%s", text)
        elif result:
            (log.warning if what == "checks" else log.error)("%s", result)

    def new_workers(self, fresh_code: bool) -> None:
        """Workers made now, so nothing they hold is from before the last edit."""
        self.stop_workers()
        self.workers = {code: _pool(fresh_code, 1) for code in CODES}

    def stop_workers(self) -> None:
        for pool in self.workers.values():
            pool.shutdown(cancel_futures=True)
        self.workers = {}

    def build(self, code: str, paths: set[str] | None) -> Future[tuple[str, bool]]:
        return self.workers[code].submit(_language, code, self.runtime.megabytes, paths)

    def first_build(self) -> list[str]:
        """Every language, each in its worker (which keeps it); the problems."""
        self.new_workers(False)
        results = [f.result() for f in [self.build(code, None) for code in CODES]]
        return [text for text, problem in results if problem]

    def __call__(self) -> None:
        if self.rest is not None:
            self.rest.join()  # the last change's other languages are done first
        now = snapshot()
        paths = changed(self.seen, now)
        self.seen = now
        if not paths:  # only files the watch leaves out changed (__pycache__)
            return
        todo = plan(paths)
        if todo.runtime:
            try:
                self.runtime = _prepared(self.runtime_dir, todo.fresh_code)
            except BuildError as err:
                log.error("%s", err)
        if not todo.pages_only or not self.workers:
            self.new_workers(todo.fresh_code)
        kept = paths if todo.pages_only else None
        first = SOURCE if SOURCE in todo.languages else todo.languages[0]
        self._log(first, self.build(first, kept).result())
        others = [c for c in todo.languages if c != first]  # once the first has the cores
        catalogs = any(p.endswith(".po") for p in paths)
        tasks = ["checks", *(["root"] if catalogs or not todo.pages_only else [])]
        # The game's files go into the language folders once no language is being swapped.
        after = [
            *([f"files:{','.join(todo.languages)}"] if catalogs or not todo.pages_only else []),
            *(["game"] if todo.runtime else []),
        ]
        self.rest = threading.Thread(
            target=self._finish,
            args=(todo.fresh_code, others, kept, tasks, after),
            daemon=True,
        )
        self.rest.start()

    def close(self) -> None:
        """Wait for the rebuild under way, so no worker outlives the server."""
        if self.rest is not None:
            self.rest.join()
        self.stop_workers()

    def _finish(
        self,
        fresh_code: bool,
        others: list[str],
        kept: set[str] | None,
        tasks: list[str],
        after: list[str],
    ) -> None:
        with _pool(fresh_code, os.cpu_count() or 1) as pool:
            futures: dict[str, Future[Any]] = {code: self.build(code, kept) for code in others}
            futures.update({what: pool.submit(_task, what, self.runtime) for what in tasks})
            wait(futures.values())
            for what, future in futures.items():
                self._log(what, future.result())
            futures = {what: pool.submit(_task, what, self.runtime) for what in after}
            wait(futures.values())
            for what, future in futures.items():
                self._log(what, future.result())
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
    logging.basicConfig(  # the time to the millisecond: benchmarks/serve_bench.py reads it
        level=logging.INFO,
        format="%(asctime)s.%(msecs)03d %(levelname)s: %(message)s",
        datefmt="%H:%M:%S",
    )
    signal.signal(signal.SIGTERM, _interrupt)  # stopped like Ctrl-C: the workers end too
    os.environ.setdefault("SOURCE_DATE_EPOCH", source_date_epoch())  # every worker's dates
    with tempfile.TemporaryDirectory() as tmp:
        rebuild = None
        try:
            runtime = _prepared(Path(tmp))
            with _pool(False, 1) as first:  # the first build too, so this process stays clean
                first.submit(start_site, CODES, SITE, True).result()
                rebuild = Rebuilder(Path(tmp), runtime)
                problems = rebuild.first_build()
                if problems:
                    raise BuildError("\n".join(problems))
                first.submit(finish_site, CODES, SITE, runtime).result()
        except (BuildError, CatalogError, bundle.BundleError) as err:
            if rebuild is not None:
                rebuild.stop_workers()
            print(f"build failed:\n{err}")
            return 1
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
