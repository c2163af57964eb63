"""``python -m build_tools serve``: build every language, serve ``site/``, rebuild on change.

Uses mkdocs' own live-reload server. An edit rebuilds the languages in parallel processes, so the
page in the browser reloads about one language's build time after the save. Unlike ``build``, a
problem does not stop the server: it is logged, and that language keeps its last good build.
"""

from __future__ import annotations

import argparse
import logging
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from mkdocs.livereload import LiveReloadServer

from .build import ROOT, SITE, BuildError, build_all, build_language, preflight, write_root
from .i18n.catalogs import CatalogError
from .i18n.languages import CODES
from .pages.not_found import page_for

log = logging.getLogger("mkdocs")


class Server(LiveReloadServer):
    """mkdocs' live-reload server, answering a missing page with the 404 page of the language
    its path names (``/hu/nincs.html`` gets ``site/hu/404.html``), with status 404."""

    def serve_request(self, environ, start_response):
        result = self._serve_request(environ, start_response)
        if result is not None:
            return result
        path = environ["PATH_INFO"].encode("latin-1").decode("utf-8", "ignore")
        page = page_for(Path(self.root), path)
        body = page.read_bytes() if page.is_file() else b"404 Not Found"
        start_response("404 Not Found", [("Content-Type", "text/html; charset=utf-8")])
        return [body]


def _task(what: str) -> str | None:
    """One piece of a rebuild, run in a worker process: the checks, a language, the root page.
    Returns the problem to log, if any."""
    try:
        if what == "checks":
            preflight()
        elif what == "root":
            write_root()
        else:
            build_language(what)
    except (BuildError, CatalogError) as err:
        return str(err)
    return None


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m build_tools serve", description=__doc__)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s: %(message)s")
    try:
        build_all()
    except (BuildError, CatalogError) as err:
        print(f"build failed:\n{err}")
        return 1
    tasks = (*CODES, "checks", "root")
    pool = ProcessPoolExecutor(max_workers=len(tasks))

    def rebuild() -> None:
        # Lenient while editing: every piece runs at once; problems are logged, and a language
        # whose catalog lags behind the English keeps its last good build.
        for what, problem in zip(tasks, pool.map(_task, tasks), strict=True):
            if problem:
                (log.warning if what == "checks" else log.error)("%s", problem)

    server = Server(builder=rebuild, host=args.host, port=args.port, root=str(SITE))
    for path in ("docs", "locales", "mkdocs.yml", "build_tools"):
        server.watch(str(ROOT / path))
    try:
        server.serve()
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()
        pool.shutdown()
    return 0
