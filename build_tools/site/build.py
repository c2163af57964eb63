"""``python -m build_tools build``: every language, strictly, into ``site/<lang>/``.

The pipeline, in the order it runs (``build_all``):

1. checks that need no rendering (``preflight``): the template catalog matches the sources, every
   catalog is complete and clean (``i18n.catalogs``), links in the sources resolve;
2. the game's runtime (``exports.bundle.prepare``): the engine wheel and its fast start, made
   once, before any page, because the Play pages state the download's size;
3. the puzzle cards of every language, drawn in parallel into their cache (``prewarm``);
4. per language (``build_language``):
   a. render every page source to Markdown in that language (``pages.render``; figures and
      cards as placeholders);
   b. hand it to the site engine (``mkdocs_adapter``), which themes it, indexes it for search
      and puts the figures in;
   c. post-process the output (``postprocess``): the puzzle cards, the ``a(z)`` check, the
      browser app's assets (``web/assets``), the puzzles' data files;
5. the root and 404 pages, then the game's files (``exports.bundle``).

``serve`` keeps each language as built (``BuiltLanguage``); ``update_language`` then rebuilds only
the pages an edit of a page source, a partial or a catalog changes.

Timestamps come from the last commit (SOURCE_DATE_EPOCH), so two builds of one commit give
identical files.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog

from .exports import bundle, puzzle_board
from .i18n import catalogs
from .i18n import extract as i18n
from .i18n.language import Language, load_language
from .i18n.languages import CODES, SOURCE
from .mkdocs_adapter import engine as site_engine
from .pages import links, puzzle_pages
from .pages.not_found import root_not_found
from .pages.render import DOCS, PageError, RenderedPage, render_page
from .pages.root_page import root_page

ROOT = catalogs.ROOT
SITE = ROOT / "site"
WEB_ASSETS = ROOT / "web" / "assets"
_UNRESOLVED = re.compile(r"[Aa]\([Zz]\)")


class BuildError(Exception):
    """The build stopped; the message lists every problem, each as ``file:line: why``."""


def source_date_epoch() -> str:
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%ct"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        return out or "0"
    except (OSError, subprocess.CalledProcessError):
        return "0"


def preflight(languages: Sequence[str] = CODES) -> None:
    """The checks that need no rendering: template up to date, catalogs clean, links resolve."""
    template = catalogs.read(catalogs.POT) if catalogs.POT.exists() else None
    problems = i18n.stale(template)
    if template is not None:
        problems += catalogs.all_problems(template, languages)
    problems += links.check()
    if problems:
        raise BuildError("\n".join(str(p) for p in sorted(problems)))


def page_sources(docs: Path = DOCS) -> list[str]:
    """Every page the site has: the sources at the top of docs/ (partials and study summaries
    are included by them, not pages) and the generated puzzle browse pages."""
    return sorted(p.name for p in docs.glob("*.md")) + list(puzzle_pages.sources())


def render_language(
    lang: Language, figures: bool = True, runtime_megabytes: int | None = None
) -> dict[str, RenderedPage]:
    """Stage a: every page source rendered in ``lang``; PageError names the first page that
    cannot be, with every problem found on it."""
    pages = {}
    for src in page_sources():
        lang.problems.clear()
        pages[src] = render_page(src, lang, figures_on=figures, runtime_megabytes=runtime_megabytes)
        if lang.problems:
            raise PageError("\n".join(str(p) for p in lang.problems))
    return pages


def finish_pages(out: Path, pages: Mapping[str, RenderedPage]) -> None:
    """Stage c for the pages the site engine wrote: the cards go in last, so neither the theme
    nor search handles their bulk; no page may keep an unresolved ``a(z)``."""
    for src, page in pages.items():
        path = out / (src.removesuffix(".md") + ".html")
        html = page.put_cards(path.read_text(encoding="utf-8"))
        if _UNRESOLVED.search(html):
            raise PageError(f"{src}: unresolved 'a(z)' in the page")
        if page.cards:
            path.write_text(html, encoding="utf-8")


def postprocess(out: Path, pages: Mapping[str, RenderedPage]) -> None:
    """Stage c: the built folder of one language made whole: its pages finished, the browser
    app's assets and the puzzles' data beside them."""
    finish_pages(out, pages)
    shutil.copytree(WEB_ASSETS, out / "assets", dirs_exist_ok=True)
    puzzle_pages.write_data(out)
    puzzle_pages.save_cards()
    puzzle_board.write_data(out)


@dataclass
class BuiltLanguage:
    """One language as built: its catalog, its rendered pages and the site engine's state, which
    ``serve`` keeps to rebuild only the pages an edit changes (``update_language``)."""

    language: Language
    pages: dict[str, RenderedPage]
    site: site_engine.KeptSite
    out: Path
    runtime_megabytes: int | None
    template: Catalog | None  # messages.pot as the catalog was checked against
    written: list[str] | None = None  # the pages the last update wrote again (None: built whole)


def build_language(
    lang: str, site: Path = SITE, figures: bool = True, runtime_megabytes: int | None = None
) -> BuiltLanguage:
    """Build one language next to its folder, then swap it in: a failed build leaves the last
    good one in place (``serve`` relies on that)."""
    try:
        template = catalogs.read(catalogs.POT) if lang != SOURCE else None
        language = load_language(lang, template)
        pages = render_language(language, figures, runtime_megabytes)
    except (PageError, catalogs.CatalogError) as err:
        raise BuildError(f"{lang}: {err}") from None
    return _site_stage(language, pages, site, runtime_megabytes, template)


def _site_stage(
    language: Language,
    pages: dict[str, RenderedPage],
    site: Path,
    runtime_megabytes: int | None,
    template: Catalog | None,
) -> BuiltLanguage:
    """Stages b and c of one language, next to its folder, then swapped in."""
    lang = language.code
    work = site / f".{lang}.building"
    if work.exists():
        shutil.rmtree(work)
    try:
        kept = site_engine.build(language, pages, work)
        postprocess(work, pages)
    except (PageError, site_engine.SiteEngineError) as err:
        shutil.rmtree(work, ignore_errors=True)
        raise BuildError(f"{lang}: {err}") from None
    target = site / lang
    if target.exists():
        for name in bundle.LANGUAGE_FILES:  # the game's files of the last build stay
            if (target / name).exists() and not (work / name).exists():
                (target / name).rename(work / name)
        shutil.rmtree(target)
    work.rename(target)
    kept.move_to(target)
    return BuiltLanguage(language, pages, kept, target, runtime_megabytes, template)


# Sources whose edit only changes pages' Markdown: a page, a partial, a catalog (``serve``
# rebuilds them incrementally; anything else may change cached data or code).
def page_only(path: str) -> bool:
    """An edit of ``path`` (root-relative) changes nothing but the Markdown of pages."""
    parts = path.split("/")
    page = len(parts) == 2 and parts[0] == "docs" and path.endswith(".md")
    partial = parts[:2] == ["docs", "partials"]
    catalog = len(parts) == 4 and parts[0] == "locales" and path.endswith(".po")
    return page or partial or catalog


def update_language(built: BuiltLanguage, paths: set[str]) -> BuiltLanguage | None:
    """Rebuild in place only the pages of ``built`` that the edits of ``paths`` (root-relative,
    each ``page_only``) change: a page source renders again that page, this language's catalog
    the pages that show a message it changed (every page when the engine's words changed, as
    the figures and cards use them), a partial every page; only the pages whose Markdown,
    figures or cards differ go through the site engine; when the edit reaches every page (a
    title, so the navigation; the site's name), every page is written again from its HTML as
    converted before. Returns the language as built now (``written``: the pages written again);
    None when the edit needs it built anew (a page added or removed). BuildError as
    ``build_language``."""
    code = built.language.code
    try:
        language = built.language
        sources = page_sources()
        if set(sources) != set(built.pages):
            return None
        edited = {p.removeprefix("docs/") for p in paths if p.startswith("docs/")}
        todo = [s for s in sources if s in edited]
        if f"locales/{code}/LC_MESSAGES/messages.po" in paths:
            language = load_language(code, built.template, built.language)
            messages = language.changed_messages(built.language)
            engine_words = language.catalog_id != built.language.catalog_id  # figures, cards
            todo = [
                s
                for s in sources
                if s in edited or engine_words or built.pages[s].messages & messages
            ]
        if any("/partials/" in p for p in paths):
            todo = sources
        pages = dict(built.pages)
        for src in todo:
            language.problems.clear()
            pages[src] = render_page(src, language, runtime_megabytes=built.runtime_megabytes)
            if language.problems:
                raise PageError("\n".join(str(p) for p in language.problems))
        changed = [src for src in todo if pages[src] != built.pages[src]]
        written = built.site.update(language, pages, changed)
        if written is None:
            return None
        finish_pages(built.out, {src: pages[src] for src in written})
    except (PageError, site_engine.SiteEngineError, catalogs.CatalogError) as err:
        raise BuildError(f"{code}: {err}") from None
    built.language, built.pages, built.written = language, pages, written
    return built


def write_root(site: Path = SITE) -> None:
    languages = {code: load_language(code) for code in CODES}
    (site / "index.html").write_text(root_page(languages), encoding="utf-8")
    (site / "404.html").write_text(root_not_found(languages), encoding="utf-8")


def prepare_runtime(work: Path) -> bundle.Runtime:
    try:
        return bundle.prepare(work)
    except bundle.BundleError as err:
        raise BuildError(str(err)) from None


def build_all(
    languages: Sequence[str] = CODES,
    site: Path = SITE,
    figures: bool = True,
    runtime: bundle.Runtime | None = None,
) -> dict[str, float]:
    """Build the site; seconds per language. BuildError names every problem found.
    ``runtime``: one made before (``serve`` keeps it between rebuilds)."""
    os.environ.setdefault("SOURCE_DATE_EPOCH", source_date_epoch())  # the wheel's dates too
    with tempfile.TemporaryDirectory() as tmp:
        runtime = runtime or prepare_runtime(Path(tmp))
        start_site(languages, site, figures)
        times = {}
        for lang in languages:
            start = time.perf_counter()
            build_language(lang, site, figures, runtime.megabytes)
            times[lang] = time.perf_counter() - start
        finish_site(languages, site, runtime)
    return times


def start_site(languages: Sequence[str], site: Path, figures: bool) -> None:
    """Before the languages: the checks, an empty site folder, the puzzle cards drawn."""
    os.environ.setdefault("SOURCE_DATE_EPOCH", source_date_epoch())
    preflight(languages)
    if site.exists():
        shutil.rmtree(site)
    if figures:
        puzzle_pages.prewarm(list(languages))


def finish_site(languages: Sequence[str], site: Path, runtime: bundle.Runtime) -> None:
    """After the languages: the root pages, the game's files."""
    if set(languages) == set(CODES):
        write_root(site)
    try:
        bundle.bundle(site, languages, runtime)
    except bundle.BundleError as err:
        raise BuildError(str(err)) from None


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m build_tools build", description=__doc__)
    p.add_argument("--lang", action="append", choices=CODES, help="only these languages")
    p.add_argument("--site-dir", type=Path, default=SITE)
    p.add_argument("--no-figures", action="store_true", help="leave figures out (benchmarks)")
    args = p.parse_args(argv)
    site_engine.log_warnings()
    try:
        times = build_all(args.lang or CODES, args.site_dir, not args.no_figures)
    except (BuildError, catalogs.CatalogError) as err:
        print(f"build failed:\n{err}")
        return 1
    total = sum(times.values())
    print(f"built {', '.join(times)} into {args.site_dir} in {total:.1f} s")
    return 0
