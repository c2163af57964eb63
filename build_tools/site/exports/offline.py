"""The site offline and installable (issue 31), written by ``bundle`` after everything else:

``<lang>/offline.json``  what the service worker (web/static/sw.js) keeps for a reader of that
              language once a game has started: the Play and Puzzles pages of both games, the
              styles and scripts they load, the puzzle data, the catalog and the starting boards
              (the runtime is kept as the game fetches it);
``<lang>/manifest.webmanifest``  the web app manifest, its names in the language, so the site
              can be installed on a phone (linked from every page's head: main.html);
``sw.js``     stamped with the site's build, a digest of its files: a new build is a new
              service worker, whose cache never mixes with the last build's.
"""

from __future__ import annotations

import gettext
import hashlib
import re
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from ..games import site_games
from ..i18n import texts
from ..i18n.catalogs import compiled, po_path, read
from ..i18n.languages import TRANSLATED
from . import json_files

LIST = "offline.json"
MANIFEST = "manifest.webmanifest"
ICONS = ("icons/icon-192.png", "icons/icon-512.png")  # web/static/icons
BUILD_MARK = "__SITE_BUILD__"
# What a page loads itself: its styles and scripts (links to other pages are not followed).
_LOADED = re.compile(
    r'<(?:script[^>]*\ssrc|link[^>]*rel="(?:stylesheet|manifest|icon)"[^>]*\shref)="([^"]+)"'
)
_LOADED_HREF_FIRST = re.compile(
    r'<link[^>]*\shref="([^"]+)"[^>]*rel="(?:stylesheet|manifest|icon)"'
)


class OfflineError(Exception):
    """A file the offline list names is not in the built site."""


def _translations(lang: str) -> gettext.NullTranslations:
    return compiled(read(po_path(lang), lang)) if lang in TRANSLATED else gettext.NullTranslations()


def game_pages() -> list[str]:
    """The pages a player needs offline: each game's Play and Puzzles page."""
    return [page for g in site_games() for page in (g.play_page, g.puzzles_page)]


def loaded_by(page: Path, folder: Path) -> set[str]:
    """The files of this site ``page`` loads, relative to the language ``folder``."""
    html = page.read_text(encoding="utf-8")
    base = "http://site/" + page.relative_to(folder.parent).as_posix()
    found = set()
    for ref in [*_LOADED.findall(html), *_LOADED_HREF_FIRST.findall(html)]:
        url = urlsplit(urljoin(base, ref))
        if url.netloc != "site":
            continue  # another origin: none is expected (the site is self-hosted)
        path = url.path.lstrip("/")
        lang = folder.name + "/"
        found.add(path[len(lang) :] if path.startswith(lang) else "../" + path)
    return found


def offline_list(site: Path, lang: str) -> list[str]:
    """Every file of the list, relative to ``site/<lang>/``; OfflineError for one missing."""
    folder = site / lang
    files: set[str] = set()
    for name in game_pages():
        files.add(name)
        files |= loaded_by(folder / name, folder)
    # The scripts the pages' scripts import, and the data the boards fetch.
    files |= {
        p.relative_to(folder).as_posix() for p in (folder / "assets" / "javascripts").glob("*.js")
    }
    files |= {f"puzzles/{g.slug}-board.json" for g in site_games()}
    files |= {f"puzzles/{g.slug}.json" for g in site_games()}
    files |= {p.relative_to(folder).as_posix() for p in (folder / "play-boards").glob("*.json")}
    if lang in TRANSLATED:
        files.add("messages.mo")
    files |= {MANIFEST, *(f"../{icon}" for icon in ICONS)}
    missing = sorted(f for f in files if not (folder / f).resolve().is_file())
    if missing:
        raise OfflineError(f"{lang}/{LIST} names files not in the site: {', '.join(missing)}")
    return sorted(files)


def manifest(lang: str) -> dict:
    """The web app manifest of one language: its name and description from the catalog."""
    tr = _translations(lang)
    return {
        "name": tr.gettext(texts.SITE_NAME),
        "description": tr.gettext(texts.SITE_DESCRIPTION),
        "lang": lang,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#1b6a3e",
        "icons": [
            {"src": f"../{icon}", "sizes": f"{size}x{size}", "type": "image/png"}
            for icon, size in zip(ICONS, (192, 512), strict=True)
        ],
    }


def build_id(site: Path) -> str:
    """A digest of the site's files (the service worker's own excepted; of /pyodide/ only the
    files that name the others, start.json and the lock file, whose names carry their key)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if rel == "sw.js" or rel.startswith(".") or "/." in rel:
            continue
        if rel.startswith("pyodide/") and rel not in (
            "pyodide/start.json",
            "pyodide/pyodide-lock.json",
        ):
            continue
        digest.update(rel.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def write(site: Path, languages: Iterable[str]) -> None:
    """The manifests and lists of ``languages``, then sw.js stamped with the build."""
    for lang in languages:
        json_files.dump(site / lang / MANIFEST, manifest(lang), ascii=False)
    for lang in languages:
        json_files.dump(site / lang / LIST, {"files": offline_list(site, lang)})
    sw = site / "sw.js"
    sw.write_text(sw.read_text(encoding="utf-8").replace(BUILD_MARK, build_id(site)), "utf-8")
