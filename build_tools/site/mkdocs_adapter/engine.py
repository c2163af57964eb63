"""One mkdocs run per language, mkdocs' live-reload server, and its log."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException
from mkdocs.livereload import LiveReloadServer, _timestamp

from ..i18n.language import Language
from ..pages.not_found import page_for
from ..pages.render import RenderedPage
from .plugin import PipelinePlugin

CONFIG = Path(__file__).resolve().parents[3] / "mkdocs.yml"
LOGGER = "mkdocs"


class SiteEngineError(Exception):
    """The site engine stopped; the message says why."""


def build(
    lang: Language, pages: Mapping[str, RenderedPage], out: Path, strict: bool = True
) -> None:
    """Build ``lang``'s site into ``out`` from its rendered ``pages`` (docs-relative source ->
    page)."""
    config = load_config(str(CONFIG), site_dir=str(out), strict=strict)
    config.theme["language"] = lang.code
    config.plugins["pipeline"] = PipelinePlugin(lang, pages)
    try:
        mkdocs_build(config)
    except MkDocsException as err:
        raise SiteEngineError(str(err)) from None


class Server(LiveReloadServer):
    """mkdocs' live-reload server, answering a missing page with the 404 page of the language
    its path names (``/hu/nincs.html`` gets ``site/hu/404.html``), with status 404, polling the
    watched files every 0.1 s (mkdocs: 0.5 s), and able to reload the browsers after a part of
    a rebuild that finishes once the builder has returned (``reload_browsers``)."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("polling_interval", 0.1)
        super().__init__(*args, **kwargs)

    def reload_browsers(self) -> None:
        """What mkdocs does when its builder returns (private: ``_epoch_cond`` and the epochs,
        mkdocs 1.6.1's livereload)."""
        with self._epoch_cond:
            self._wanted_epoch = self._visible_epoch = _timestamp()
            self._epoch_cond.notify_all()

    def serve_request(self, environ, start_response):
        result = self._serve_request(environ, start_response)
        if result is not None:
            return result
        path = environ["PATH_INFO"].encode("latin-1").decode("utf-8", "ignore")
        page = page_for(Path(self.root), path)
        body = page.read_bytes() if page.is_file() else b"404 Not Found"
        start_response("404 Not Found", [("Content-Type", "text/html; charset=utf-8")])
        return [body]


def log_warnings() -> None:
    """The engine's warnings and errors on stderr, one line each."""
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    log = logging.getLogger(LOGGER)
    log.addHandler(handler)
    log.setLevel(logging.WARNING)


def logger() -> logging.Logger:
    return logging.getLogger(LOGGER)
