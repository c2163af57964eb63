"""The build's one JSON writer: every data file the site ships goes through ``dump``.

Keys sorted and no spaces by default, so the same data gives the same bytes every build. The
options keep each file's established form: ``ascii=False`` for files that carry the languages'
words as they are (verdicts, starting boards), ``newline`` for the puzzles' files, ``spaced`` for
the fast start's manifest.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def dump(
    path: Path, data: Any, *, ascii: bool = True, newline: bool = False, spaced: bool = False
) -> None:
    """Write ``data`` to ``path`` as JSON, making the folder if needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    separators = (", ", ": ") if spaced else (",", ":")
    text = json.dumps(data, sort_keys=True, ensure_ascii=ascii, separators=separators)
    path.write_text(text + ("\n" if newline else ""), encoding="utf-8")


def write(site_dir: Path, name: str, data: Any) -> None:
    """``puzzles/<name>`` under a language's folder: the puzzle pages' data (puzzle_pages.py)
    and the puzzle board's (puzzle_board.py), with a final newline."""
    dump(site_dir / "puzzles" / name, data, newline=True)
