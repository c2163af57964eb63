"""The pipeline's plugin for one mkdocs run (one language): what mkdocs and Material need told.

It renders nothing: the pipeline hands it the language and the pages it rendered (``pages.render``)
and gets the built folder back, which it then post-processes (``build.postprocess``). Events:

on_config   sets the language: theme language, site URL and name, the palette toggles' names,
            Material's search language and pipeline (before the search plugin reads them:
            priority 100), the 404 texts and Material's interface strings from the catalog;
on_env      keeps the theme's compiled templates between builds;
on_files    adds the generated puzzle browse pages (``puzzle_pages.sources``);
on_nav      keeps the run's files and navigation (``engine.KeptSite`` rebuilds pages with them);
on_page_markdown  hands mkdocs the page's Markdown, already rendered in the language (the
                  figures in it as HTML);
on_page_context   points the language selector and hreflang links at this page's translations.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any
from urllib.parse import urlsplit

from jinja2 import Environment
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import BasePlugin, event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.nav import Navigation
from mkdocs.structure.pages import Page
from mkdocs.structure.toc import AnchorLink

from engine.grammar.typography import typeset

from ..i18n import texts
from ..i18n.language import Language
from ..i18n.languages import LANGUAGES, SOURCE, language
from ..pages import puzzle_pages
from ..pages.render import RenderedPage, bytecode_cache


class PipelinePlugin(BasePlugin):
    """One language's run: ``lang`` with its catalog, ``pages`` by docs-relative source."""

    def __init__(self, lang: Language, pages: Mapping[str, RenderedPage]) -> None:
        super().__init__()
        self.lang = lang
        self.pages = pages
        self.base_path = "/"
        self.files: Files | None = None
        self.nav: Navigation | None = None
        self.env: Environment | None = None
        # The titles typeset for the page being rendered: (an item's attributes, whether its
        # title was one of them, that title), put back by restore_titles.
        self._titles: list[tuple[dict[str, Any], bool, Any]] = []

    @event_priority(100)  # before Material's search plugin reads the language
    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        lang = self.lang
        code = lang.code
        spec = language(code)
        base = config.site_url or "/"
        config.site_url = f"{base.rstrip('/')}/{code}/"
        config.site_name = lang.gettext(texts.SITE_NAME)
        config.site_description = lang.gettext(texts.SITE_DESCRIPTION)
        for scheme in config.theme["palette"] or ():
            toggle = scheme.get("toggle")
            if toggle:
                toggle["name"] = lang.gettext(toggle["name"])
        search = config.plugins.get("material/search")
        if search is not None:
            search.config.lang = [spec.search_lang]
            if spec.search_pipeline is not None:
                search.config.pipeline = list(spec.search_pipeline)
        self.base_path = urlsplit(base).path.rstrip("/") + "/"
        config.extra["title_format"] = lang.translations.gettext(texts.TITLE_FORMAT)
        config.extra["not_found"] = {
            "title": lang.gettext(texts.NOT_FOUND_TITLE),
            "text": lang.gettext(texts.NOT_FOUND_TEXT),
            "link": lang.gettext(texts.NOT_FOUND_HOME),
            "home": f"{self.base_path}{code}/",
        }
        if code != SOURCE:
            config.extra["theme_strings"] = {
                key: lang.gettext(msgid) for key, msgid in texts.THEME_STRINGS.items()
            }
        return config

    def on_env(self, env, config: MkDocsConfig, files):
        env.bytecode_cache = bytecode_cache()
        code = self.lang.code
        env.filters["typeset"] = lambda text: typeset(str(text), code)  # the window title's
        self.env = env
        return env

    def on_files(self, files: Files, config: MkDocsConfig) -> Files:
        for src in puzzle_pages.sources():
            files.append(File.generated(config, src, content=puzzle_pages.FRONT_MATTER))
        return files

    def on_nav(self, nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
        self.files = files
        self.nav = nav
        return nav

    def on_page_markdown(self, markdown: str, page: Page, config: MkDocsConfig, files) -> str:
        return self.pages[page.file.src_uri].markdown

    def on_page_context(self, context, page: Page, config: MkDocsConfig, nav):
        self.typeset_titles(page)
        config.extra["alternate"] = [
            {
                "name": spec.name,
                "lang": spec.code,
                "link": f"{self.base_path}{spec.code}/{page.url}",
            }
            for spec in LANGUAGES
        ]
        return context

    # MkDocs takes the titles of the navigation and the tables of contents from the headings' text
    # with its whitespace normalised (a no-break space too): they are typeset again while a page
    # or a theme's page (404) is rendered, so a one-letter word stays with the next there as in the
    # headings themselves (the twenty-ninth review, pl D6: "Zagraj w pasjansa …", "W skrócie"),
    # and put back afterwards, so that MkDocs' own titles (read again when a page changes: an
    # incremental build compares them) stay as MkDocs makes them.

    def typeset_titles(self, page: Page | None = None) -> None:
        """Typeset the navigation's titles, and ``page``'s own and its table of contents'."""
        self.restore_titles()
        items = [*_nav_items(self.nav.items if self.nav else [])]
        if page is not None:
            items += [page, *_toc_links(page.toc)]
        for item in items:
            if item.title is None:
                continue
            state = vars(item)
            self._titles.append((state, "title" in state, state.get("title")))
            state["title"] = typeset(item.title, self.lang.code)

    def restore_titles(self) -> None:
        """Put back the titles ``typeset_titles`` changed."""
        for state, had, title in reversed(self._titles):
            if had:
                state["title"] = title
            else:
                state.pop("title", None)  # MkDocs' own again (a Page's title is a property)
        self._titles = []

    def on_pre_template(self, template, template_name: str, config: MkDocsConfig):
        self.typeset_titles()  # the theme's 404 page (and its sitemap) have the navigation
        return template

    def on_post_template(self, output_content: str, template_name: str, config: MkDocsConfig):
        self.restore_titles()
        return output_content

    def on_post_page(self, output: str, page: Page, config: MkDocsConfig) -> str:
        self.restore_titles()
        return output


def _nav_items(items: list) -> Iterator:
    """Every item of the navigation, sections' children included."""
    for item in items:
        yield item
        yield from _nav_items(getattr(item, "children", None) or [])


def _toc_links(links: Iterable[AnchorLink]) -> Iterator[AnchorLink]:
    """Every link of a table of contents, nested ones included."""
    for link in links:
        yield link
        yield from _toc_links(link.children)
