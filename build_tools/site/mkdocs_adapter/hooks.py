"""The mkdocs events of the pipeline, one language per build (``build`` runs one per language).

on_config   sets the language: theme language, site URL, search pipeline, catalog (checked);
on_env      keeps the theme's compiled templates between builds;
on_files    adds the generated puzzle browse pages (``puzzle_pages``);
on_page_markdown  renders the page source in that language (``render``);
on_page_content   puts the figures into the HTML;
on_page_context   points the language selector and hreflang links at this page's translations;
on_post_page      puts the puzzle cards in; refuses an unresolved "a(z)";
on_post_build     writes the puzzles' data for the browser (daily order, id -> browse page;
                  the board's puzzles: ``puzzle_board``).
The search dialog gets its accessible name from the theme override (theme/partials/search.html).

mkdocs loads this file by path: build with ``python -m build_tools build`` (or run
``python -m mkdocs`` from the project root), so that ``build_tools`` is importable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from build_tools.site.exports import puzzle_board
from build_tools.site.i18n import catalogs, texts
from build_tools.site.i18n.language import Language, load_language
from build_tools.site.i18n.languages import LANGUAGES, SOURCE, language
from build_tools.site.pages import puzzle_pages
from build_tools.site.pages.render import (
    PageError,
    RenderedPage,
    bytecode_cache,
    render_page,
)


@dataclass
class _State:
    lang: Language
    base_path: str
    figures: bool
    pages: dict[str, RenderedPage] = field(default_factory=dict)


_state: _State | None = None


def _current() -> _State:
    assert _state is not None, "on_config has not run"
    return _state


@event_priority(100)  # before Material's search plugin reads the language
def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _state
    code = config.theme["language"]
    spec = language(code)
    try:
        lang = load_language(code)
    except catalogs.CatalogError as err:
        raise PluginError(f"{code}: the catalog cannot ship:\n{err}") from None
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
    base_path = urlsplit(base).path.rstrip("/") + "/"
    config.extra["title_format"] = lang.translations.gettext(texts.TITLE_FORMAT)
    config.extra["not_found"] = {
        "title": lang.gettext(texts.NOT_FOUND_TITLE),
        "text": lang.gettext(texts.NOT_FOUND_TEXT),
        "link": lang.gettext(texts.NOT_FOUND_HOME),
        "home": f"{base_path}{code}/",
    }
    if code != SOURCE:
        config.extra["theme_strings"] = {
            key: lang.gettext(msgid) for key, msgid in texts.THEME_STRINGS.items()
        }
    _state = _State(lang, base_path, config.extra.get("figures", True))
    return config


def on_env(env, config: MkDocsConfig, files):
    env.bytecode_cache = bytecode_cache()
    return env


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for src in puzzle_pages.sources():
        files.append(File.generated(config, src, content=puzzle_pages.FRONT_MATTER))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files) -> str:
    state = _current()
    state.lang.problems.clear()
    try:
        rendered = render_page(page.file.src_uri, state.lang, figures_on=state.figures)
    except PageError as err:
        raise PluginError(str(err)) from None
    if state.lang.problems:
        raise PluginError("\n".join(str(p) for p in state.lang.problems))
    state.pages[page.file.src_uri] = rendered
    return rendered.markdown


def on_page_content(html: str, page: Page, config: MkDocsConfig, files) -> str:
    return _current().pages[page.file.src_uri].put_figures(html)


def on_page_context(context, page: Page, config: MkDocsConfig, nav):
    base = _current().base_path
    config.extra["alternate"] = [
        {"name": spec.name, "lang": spec.code, "link": f"{base}{spec.code}/{page.url}"}
        for spec in LANGUAGES
    ]
    return context


_UNRESOLVED = re.compile(r"[Aa]\([Zz]\)")


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    output = _current().pages[page.file.src_uri].put_cards(output)
    if _UNRESOLVED.search(output):
        raise PluginError(f"{page.file.src_uri}: unresolved 'a(z)' in the page")
    return output


def on_post_build(config: MkDocsConfig) -> None:
    puzzle_pages.write_data(Path(config.site_dir))
    puzzle_pages.save_cards()
    puzzle_board.write_data(Path(config.site_dir))  # the puzzle board's data (h23solve)
