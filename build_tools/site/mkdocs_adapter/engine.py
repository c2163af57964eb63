"""One mkdocs run per language (kept, so that ``serve`` rebuilds only the pages an edit changed),
mkdocs' live-reload server, and its log."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import watchdog.events
import watchdog.observers
from mkdocs.commands.build import _build_page, _build_theme_template, _populate_page
from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import MkDocsException
from mkdocs.livereload import LiveReloadServer, _timestamp
from mkdocs.utils import CountHandler

from ..i18n.language import Language
from ..pages.not_found import page_for
from ..pages.render import RenderedPage
from .plugin import PipelinePlugin

CONFIG = Path(__file__).resolve().parents[3] / "mkdocs.yml"
LOGGER = "mkdocs"


class SiteEngineError(Exception):
    """The site engine stopped; the message says why."""


def _config(lang: Language, pages: Mapping[str, RenderedPage], out: Path, strict: bool):
    config = load_config(str(CONFIG), site_dir=str(out), strict=strict)
    config.theme["language"] = lang.code
    config.plugins["pipeline"] = PipelinePlugin(lang, pages)
    return config


def _settings(config: MkDocsConfig) -> str:
    """What the pipeline's ``on_config`` set from the catalog, which every page shows (the
    site's name in each header, the theme's strings)."""
    extra = {k: v for k, v in config.extra.items() if k != "alternate"}
    return repr((config.site_name, config.site_description, extra, config.theme["palette"]))


def _take_settings(config: MkDocsConfig, fresh: MkDocsConfig) -> None:
    """``config`` given what the pipeline's ``on_config`` set on ``fresh`` (``_settings``)."""
    config.site_name, config.site_description = fresh.site_name, fresh.site_description
    for key, value in fresh.extra.items():
        config.extra[key] = value
    config.theme["palette"] = fresh.theme["palette"]


class KeptSite:
    """One language's site as mkdocs built it, kept in memory so that an edit rebuilds only the
    pages whose Markdown changed (``update``): mkdocs' files, navigation and theme environment
    of the last build, and Material's search entries page by page (the index keeps the order
    of a full build). A change that reaches every page (a page title, so the navigation; the
    site's name) writes every page and the theme's own pages again, without converting the
    Markdown of the others again."""

    def __init__(
        self, lang: Language, pages: Mapping[str, RenderedPage], out: Path, strict: bool = True
    ) -> None:
        self.strict = strict
        self.config = _config(lang, pages, out, strict)
        self.plugin: PipelinePlugin = self.config.plugins["pipeline"]
        try:
            mkdocs_build(self.config)
        except MkDocsException as err:
            raise SiteEngineError(str(err)) from None
        self.search: Any = self.config.plugins.get("material/search")
        self.entries: dict[str, list[dict[str, Any]]] = {}
        for entry in self.search.search_index.entries if self.search else ():
            self.entries.setdefault(entry["location"].split("#")[0], []).append(entry)

    def move_to(self, out: Path) -> None:
        """The built folder was moved to ``out``: later pages are written there."""
        self.config.site_dir = str(out)
        assert self.plugin.files is not None
        for file in self.plugin.files:
            file.dest_dir = str(out)
            file.__dict__.pop("abs_dest_path", None)  # a cached_property of mkdocs' File

    def update(
        self, lang: Language, pages: Mapping[str, RenderedPage], changed: Sequence[str]
    ) -> list[str] | None:
        """Write again the pages ``changed`` (docs-relative sources) from ``pages``, and the
        search index; every page when the change reaches every page. The pages written; None
        (nothing written) when a page is not one of the site's."""
        config, plugin = self.config, self.plugin
        files, nav, env = plugin.files, plugin.nav, plugin.env
        assert files is not None and nav is not None and env is not None
        doc_files = files.documentation_pages()
        by_source = {file.src_uri: file for file in doc_files}
        if any(src not in by_source for src in changed):
            return None
        everything = False
        if lang is not plugin.lang:  # a catalog edited: what every page shows, too?
            fresh = _config(lang, pages, Path(config.site_dir), self.strict)
            fresh.plugins["pipeline"].on_config(fresh)  # (the others take nothing from it)
            if _settings(fresh) != _settings(config):
                _take_settings(config, fresh)
                everything = True
        plugin.lang, plugin.pages = lang, pages
        counter = CountHandler()
        counter.setLevel(logging.WARNING)
        logger().addHandler(counter)
        try:
            for src in changed:
                page = by_source[src].page
                assert page is not None
                title = page.title
                _populate_page(page, config, files)
                everything = everything or page.title != title  # every page's navigation
                page.validate_anchor_links(files=files, log_level=config.validation.links.anchors)
            if everything:
                # As in a whole build, before any page has set its translations' links.
                config.extra.pop("alternate", None)
                for template in config.theme.static_templates:
                    _build_theme_template(template, env, files, config, nav)
            written = [file.src_uri for file in doc_files] if everything else list(changed)
            for src in written:
                page = by_source[src].page
                assert page is not None
                if self.search is not None:
                    self.search.search_index.entries = []
                _build_page(page, config, doc_files, nav, env)
                if self.search is not None and src in changed:  # the others' are as they were
                    self.entries[page.url] = self.search.search_index.entries
            if self.search is not None:
                self.search.search_index.entries = [
                    entry
                    for file in doc_files
                    if file.page is not None
                    for entry in self.entries.get(file.page.url, [])
                ]
                self.search.on_post_build(config=config)
        except MkDocsException as err:
            raise SiteEngineError(str(err)) from None
        finally:
            logger().removeHandler(counter)
        if self.strict and counter.get_counts():
            raise SiteEngineError("; ".join(f"{n} {k.lower()}s" for k, n in counter.get_counts()))
        return written


def build(
    lang: Language, pages: Mapping[str, RenderedPage], out: Path, strict: bool = True
) -> KeptSite:
    """Build ``lang``'s site into ``out`` from its rendered ``pages`` (docs-relative source ->
    page); the site engine's state, for later updates."""
    return KeptSite(lang, pages, out, strict)


# What an edit does to a file; inotify also reports a file opened or read (the build reads them).
_EDITS = [
    watchdog.events.FileModifiedEvent,
    watchdog.events.FileCreatedEvent,
    watchdog.events.FileDeletedEvent,
    watchdog.events.FileMovedEvent,
    watchdog.events.FileClosedEvent,
]


class _Observer(watchdog.observers.Observer):  # type: ignore[misc,valid-type]
    """The kernel's file events (inotify on Linux), only those of an edit."""

    def schedule(self, event_handler, path, *, recursive=False, event_filter=None, **kwargs):
        event_filter = event_filter or _EDITS
        return super().schedule(
            event_handler, path, recursive=recursive, event_filter=event_filter, **kwargs
        )


class Server(LiveReloadServer):
    """mkdocs' live-reload server, answering a missing page with the 404 page of the language
    its path names (``/hu/nincs.html`` gets ``site/hu/404.html``), with status 404, told of
    edits by the kernel (mkdocs polls the watched files every 0.5 s), and able to reload the
    browsers after a part of a rebuild that finishes once the builder has returned
    (``reload_browsers``)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # The kernel's file events instead of mkdocs' polling of every watched file every 0.1 s,
        # and a shorter quiet time before a rebuild starts (mkdocs: 0.1 s).
        self.observer = _Observer()
        self.build_delay = 0.02

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
