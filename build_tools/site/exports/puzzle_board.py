"""The data the puzzle board plays from: ``puzzles/<slug>-board.json`` in each language's folder.

Each committed puzzle (docs/puzzles/<slug>.json and the game's further files: the goal kinds)
with only what the board's session
(engine/board/puzzle.py) reads: the position, the answer, the proofs, the themes and the band,
its number on the pages and its rating (engine/puzzles/rating.py, with the weights fitted to the
hint player in docs/puzzles/rating/<slug>.json by ``python -m build_tools rating``, and the
search each win takes, docs/puzzles/rating/<file>-search.json for each of the game's files).
The page fetches it when the reader opens the first puzzle (puzzleboard.js), never on page view.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final

from engine.puzzles.model import game_files, load_game
from engine.puzzles.rating import ratings, with_search

from ..games import slugs
from ..pages import puzzle_pages
from . import json_files

ROOT: Final = Path(__file__).resolve().parents[3]
PUZZLES: Final = ROOT / "docs" / "puzzles"
SLUGS: Final = slugs()
FIELDS: Final = (
    "id",
    "kind",
    "game",
    "code",
    "redeals",
    "prefix",
    "answer",
    "alternatives",
    "themes",
)


def board_data(slug: str) -> dict[str, Any]:
    data = json.loads((PUZZLES / f"{slug}.json").read_text(encoding="utf-8"))
    puzzles = [p.to_dict() for p in load_game(PUZZLES, slug)]
    out = []
    numbers = puzzle_pages.plan(slug).number  # "Puzzle 392", as on the cards
    model = json.loads((PUZZLES / "rating" / f"{slug}.json").read_text(encoding="utf-8"))
    found: dict[str, int] = {}
    for path in game_files(PUZZLES, slug):  # each puzzle file's searches, as the fit read them
        searched = PUZZLES / "rating" / f"{path.stem}-search.json"
        found.update(json.loads(searched.read_text(encoding="utf-8"))["positions"])
    # from the committed data, every build; the search each win takes is a rating input only
    rated = ratings(with_search(puzzles, found), model["groups"])
    for p in puzzles:
        slim = {k: p[k] for k in FIELDS}
        slim["difficulty"] = {"band": p["difficulty"]["band"]}
        slim["number"] = numbers[p["id"]]
        slim["rating"] = rated[p["id"]]
        out.append(slim)
    return {"game": data["game"], "fingerprint": data["fingerprint"], "puzzles": out}


def write_data(site_dir: Path) -> None:
    """``puzzles/<slug>-board.json`` in one language's folder (the same in every language)."""
    for slug in SLUGS:
        json_files.write(site_dir, f"{slug}-board.json", board_data(slug))
