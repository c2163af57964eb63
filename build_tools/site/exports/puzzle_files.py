"""The puzzles' data files in a language's site folder: ``puzzles/<name>``, compact JSON.

One writer for the puzzle pages' data (puzzle_pages.py) and the puzzle board's (puzzle_board.py),
so both files are written the same way: no spaces, keys sorted (the same bytes every build), a
final newline.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def write(site_dir: Path, name: str, data: Any) -> None:
    """Write ``data`` to ``puzzles/<name>`` under ``site_dir``, making the folder if needed."""
    folder = site_dir / "puzzles"
    folder.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    (folder / name).write_text(text + "\n", encoding="utf-8")
