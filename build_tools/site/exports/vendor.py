"""The browser libraries the site serves from its own origin (never a CDN), copied from the
pinned npm packages (``package.json``, installed by ``npm ci``).

* ``glicko2`` (mmai/glicko2js): the puzzle trainer's Glicko-2 (assets/javascripts/glicko.js
  loads it as a classic script, which sets ``window.glicko2``).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[3]
LIBRARIES: Final = {"glicko2.js": ROOT / "node_modules" / "glicko2" / "glicko2.js"}


class VendorError(RuntimeError):
    """A library the page needs is not installed (run ``npm ci``)."""


def write(site_dir: Path) -> None:
    """``assets/javascripts/vendor/<name>`` in one language's folder."""
    folder = site_dir / "assets" / "javascripts" / "vendor"
    folder.mkdir(parents=True, exist_ok=True)
    for name, source in LIBRARIES.items():
        if not source.is_file():
            raise VendorError(f"{source} is missing: run `npm ci` (package.json pins it)")
        shutil.copyfile(source, folder / name)
