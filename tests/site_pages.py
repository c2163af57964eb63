"""The site's pages, read from the nav in mkdocs.yml, as the built file names (crescent.html)."""

from __future__ import annotations

from pathlib import Path

import yaml

_CONFIG = Path(__file__).resolve().parents[1] / "mkdocs.yml"


def _pages(nav: list) -> list[str]:
    out = []
    for entry in nav:
        item = next(iter(entry.values())) if isinstance(entry, dict) else entry
        if isinstance(item, list):
            out += _pages(item)
        else:
            out.append(item.removesuffix(".md") + ".html")
    return out


PAGES = tuple(_pages(yaml.safe_load(_CONFIG.read_text(encoding="utf-8"))["nav"]))
