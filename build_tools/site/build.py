"""``python -m build_tools build``: every language, strictly, into ``site/<lang>/``.

Before any page is rendered: the template catalog must match the sources, and every catalog must
be complete and clean (``catalogs``); links in the sources must resolve (``links``). Then mkdocs
builds each language with the pipeline's hooks, and the root page is written. Timestamps come from
the last commit (SOURCE_DATE_EPOCH), so two builds of one commit give identical files.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

from .exports import bundle
from .i18n import catalogs
from .i18n import extract as i18n
from .i18n.language import load_language
from .i18n.languages import CODES
from .pages import links, puzzle_pages
from .pages.not_found import root_not_found
from .pages.root_page import root_page

ROOT = catalogs.ROOT
CONFIG = ROOT / "mkdocs.yml"
SITE = ROOT / "site"
WEB_ASSETS = ROOT / "web" / "assets"


class BuildError(Exception):
    """The build stopped; the message lists every problem, each as ``file:line: why``."""


def _source_date_epoch() -> str:
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


def config_for(lang: str, site: Path = SITE, figures: bool = True, strict: bool = True):
    config = load_config(str(CONFIG), site_dir=str(site / lang), strict=strict)
    config.theme["language"] = lang
    config.extra["figures"] = figures
    return config


def build_language(lang: str, site: Path = SITE, figures: bool = True) -> None:
    """Build one language next to its folder, then swap it in: a failed build leaves the last
    good one in place (``serve`` relies on that)."""
    work = site / f".{lang}.building"
    if work.exists():
        shutil.rmtree(work)
    config = config_for(lang, site, figures)
    config.site_dir = str(work)
    try:
        mkdocs_build(config)
    except MkDocsException as err:
        shutil.rmtree(work, ignore_errors=True)
        raise BuildError(f"{lang}: {err}") from None
    shutil.copytree(WEB_ASSETS, work / "assets", dirs_exist_ok=True)
    target = site / lang
    if target.exists():
        shutil.rmtree(target)
    work.rename(target)


def write_root(site: Path = SITE) -> None:
    languages = {code: load_language(code) for code in CODES}
    (site / "index.html").write_text(root_page(languages), encoding="utf-8")
    (site / "404.html").write_text(root_not_found(languages), encoding="utf-8")


def build_all(
    languages: Sequence[str] = CODES, site: Path = SITE, figures: bool = True
) -> dict[str, float]:
    """Build the site; seconds per language. BuildError names every problem found."""
    os.environ.setdefault("SOURCE_DATE_EPOCH", _source_date_epoch())
    preflight(languages)
    if site.exists():
        shutil.rmtree(site)
    if figures:
        puzzle_pages.prewarm(list(languages))
    times = {}
    for lang in languages:
        start = time.perf_counter()
        build_language(lang, site, figures)
        times[lang] = time.perf_counter() - start
    if set(languages) == set(CODES):
        write_root(site)
    try:
        bundle.bundle(site, languages)
    except bundle.BundleError as err:
        raise BuildError(str(err)) from None
    return times


def _logging() -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s: %(message)s"))
    log = logging.getLogger("mkdocs")
    log.addHandler(handler)
    log.setLevel(logging.WARNING)


def main(argv: Sequence[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m build_tools build", description=__doc__)
    p.add_argument("--lang", action="append", choices=CODES, help="only these languages")
    p.add_argument("--site-dir", type=Path, default=SITE)
    p.add_argument("--no-figures", action="store_true", help="leave figures out (benchmarks)")
    args = p.parse_args(argv)
    _logging()
    try:
        times = build_all(args.lang or CODES, args.site_dir, not args.no_figures)
    except (BuildError, catalogs.CatalogError) as err:
        print(f"build failed:\n{err}")
        return 1
    total = sum(times.values())
    print(f"built {', '.join(times)} into {args.site_dir} in {total:.1f} s")
    return 0
