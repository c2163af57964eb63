"""A puzzle as data: the position (deal code + record prefix), the answer, the proofs, ratings.

The JSON of ``docs/puzzles/<game>.json`` is ``{"game", "fingerprint", "puzzles": [...]}`` with one
object per puzzle as ``Puzzle.to_dict`` writes it.  ``fingerprint`` is a content hash of the
engine's rule modules and the solver code, so a change of either shows in the data.
"""

from __future__ import annotations

import functools
import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from ..game import Game, new_game
from .games import PUZZLE_GAMES

ONLY_MOVE, SEQUENCE, WIN_FROM_HERE, CAN_WIN = "only-move", "sequence", "win-from-here", "can-win"
KINDS: Final = (ONLY_MOVE, SEQUENCE, WIN_FROM_HERE, CAN_WIN)
BANDS: Final = ("easy", "medium", "hard")
# Forty Thieves goal kinds (goals.py): "reach this goal in N moves", from their own file
# (``PuzzleGame.files``); on the pages after the kinds above.
FREE_COLUMN, CARD_HOME = "free-column", "card-home"
GOAL_KINDS: Final = (FREE_COLUMN, CARD_HOME)
ALL_KINDS: Final = (*KINDS, *GOAL_KINDS)
SHORT: Final = {
    ONLY_MOVE: "om",
    SEQUENCE: "sq",
    WIN_FROM_HERE: "wh",
    CAN_WIN: "cw",
    FREE_COLUMN: "fc",
    CARD_HOME: "ch",
}

_ENGINE: Final = Path(__file__).resolve().parent.parent
# The modules whose change can change a claim: the rules and the solver.
_RULES: Final = (
    "cards.py",
    "codes.py",
    "crescent.py",
    "forty_thieves.py",
    "game.py",
    "moves.py",
    "record.py",
    "rules.py",
    "shuffle.py",
)


def fingerprint(root: Path = _ENGINE) -> str:
    """sha256 (first 16 hex digits) of the rule modules and ``solver/*.py``, by name and content."""
    h = hashlib.sha256()
    files = [root / n for n in _RULES] + sorted((root / "solver").glob("*.py"))
    for f in files:
        h.update(f.relative_to(root).as_posix().encode() + b"\0")
        h.update(f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def position(code: str, redeals: int | None, prefix: list[str]) -> Game:
    """The puzzle's position: the deal (Crescent with ``redeals`` allowed) and the prefix played."""
    g = new_game(code)
    if g.info.redeals and redeals is not None:
        g.redeals_left = redeals
    g.play_all(prefix)
    return g


@functools.lru_cache(maxsize=4096)
def _replayed(code: str, redeals: int | None, prefix: tuple[str, ...]) -> Game:
    """A puzzle's position replayed once per process: its question, its answer in each language
    and its checks all start from it, and replaying the prefix costs far more than a copy."""
    return position(code, redeals, list(prefix))


def same_position(g: Game) -> str:
    """A key equal for positions a player cannot tell apart in play: the cards by place, with
    each suit's foundations as one count (Crescent's up and down foundations of a met suit
    trade cards by a slide; Forty Thieves' two foundations of a suit are interchangeable). With
    every other place the same, equal counts mean the same foundation cards."""
    d = g.placement()
    per_suit: dict[str, int] = {}
    for f in d.pop("foundations"):
        per_suit[f["suit"]] = per_suit.get(f["suit"], 0) + len(f["cards"])
    rest = d
    return json.dumps([rest, sorted(per_suit.items())], sort_keys=True)


def puzzle_id(game: str, kind: str, code: str, redeals: int | None, prefix: list[str]) -> str:
    """Stable: the same position and kind give the same id on every run."""
    text = json.dumps([kind, code, redeals, prefix])
    short = PUZZLE_GAMES[game].short
    return f"{short}-{SHORT[kind]}-{hashlib.sha256(text.encode()).hexdigest()[:10]}"


@dataclass
class Puzzle:
    """One puzzle; ``answer`` and ``alternatives`` are kind-specific (docs/puzzles/README.md)."""

    id: str
    kind: str
    game: str
    code: str
    redeals: int | None
    prefix: list[str]
    answer: dict[str, Any]
    alternatives: list[dict[str, Any]] = field(default_factory=list)
    themes: list[str] = field(default_factory=list)
    difficulty: dict[str, Any] = field(default_factory=dict)
    source: str = ""
    fingerprint: str = ""

    def position(self) -> Game:
        """A game of its own (a copy: the caller may play on it)."""
        return _replayed(self.code, self.redeals, tuple(self.prefix)).copy()

    @property
    def at_deal_start(self) -> bool:
        """The position is the deal as dealt (no move played): asked, and answered, about the
        deal rather than a position, and its redeals are allowed rather than left."""
        return not self.prefix

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Puzzle:
        return cls(**d)


def load(path: str | Path) -> list[Puzzle]:
    """The puzzles of one ``docs/puzzles/<game>.json``."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return [Puzzle.from_dict(d) for d in data["puzzles"]]


def load_game(folder: str | Path, slug: str) -> list[Puzzle]:
    """Every puzzle of one game: ``<slug>.json`` in ``folder`` and the further files its
    registry entry names (``PuzzleGame.files``)."""
    folder = Path(folder)
    return [p for path in game_files(folder, slug) for p in load(path)]


def game_files(folder: str | Path, slug: str) -> list[Path]:
    """The files ``load_game`` reads, in its order."""
    extra = PUZZLE_GAMES[slug.replace("-", "_")].files
    return [Path(folder) / f"{slug}.json", *(Path(folder) / n for n in extra)]


def dump(path: str | Path, game: str, puzzles: list[Puzzle], extra: dict[str, Any]) -> None:
    data = {"game": game, "fingerprint": fingerprint(), **extra}
    data["puzzles"] = [p.to_dict() for p in puzzles]
    Path(path).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
