"""Game records, the PGN of this site: a deal code, then the moves, in plain text.

    # Comments run from '#' to the end of the line.
    CR1-N-AAAAAAB
    p10-p14 p3-f1 f1-f5
    redeal p2-p7

Tokens are separated by white space; the first token is the deal code. Parse errors name the line
and column; replaying an illegal move names its number (1-based, counting every action, redeals
and draws included) and the rule's reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .codes import DealCode, parse_code
from .errors import DealCodeError, IllegalMoveError, NotationError, RecordError
from .game import Game, game_class
from .moves import Move, parse_move


@dataclass(frozen=True)
class Record:
    """A parsed record: the deal and its actions, with where each action stood in the text."""

    code: DealCode
    moves: tuple[Move, ...]
    positions: tuple[tuple[int, int], ...] = field(default=(), compare=False)

    def replay(self, ply: int | None = None) -> Game:
        """The position after the first ``ply`` actions (all of them when None)."""
        n = len(self.moves) if ply is None else ply
        if not 0 <= n <= len(self.moves):
            raise RecordError(
                "bad_ply", f"ply {n} is outside the record (0..{len(self.moves)})", 1, 1
            )
        game = Game.from_code(self.code)
        for i, mv in enumerate(self.moves[:n], start=1):
            try:
                game.play(mv, i)
            except IllegalMoveError as err:
                if i <= len(self.positions):
                    line, col = self.positions[i - 1]
                    err.message = f"{err.message} (line {line}, column {col})"
                raise
        return game

    def text(self, per_line: int = 10) -> str:
        """The record in canonical form."""
        lines = [str(self.code)]
        toks = [str(m) for m in self.moves]
        for i in range(0, len(toks), per_line):
            lines.append(" ".join(toks[i : i + per_line]))
        return "\n".join(lines) + "\n"

    def ply_before_move(self, n: int) -> int:
        """Actions played before move ``n`` (moves counted as the game's move counter does)."""
        return self._ply_of_move(n) - 1

    def ply_after_move(self, n: int) -> int:
        return self._ply_of_move(n)

    def _ply_of_move(self, n: int) -> int:
        count = 0
        for i, mv in enumerate(self.moves, start=1):
            if mv.src != "redeal":
                count += 1
                if count == n:
                    return i
        raise RecordError("bad_ply", f"the record has no move {n} ({count} moves)", 1, 1)

    def ply_of_redeal(self, k: int) -> int:
        """Ply at which redeal ``k`` (1-based) is played; before it is this minus one."""
        count = 0
        for i, mv in enumerate(self.moves, start=1):
            if mv.src == "redeal":
                count += 1
                if count == k:
                    return i
        raise RecordError("bad_ply", f"the record has no redeal {k} ({count} redeals)", 1, 1)


def parse_record(text: str) -> Record:
    """Parse a record's text; raises RecordError (line, column) for anything malformed."""
    if not isinstance(text, str):
        raise RecordError("malformed", "a record must be text", 1, 1)
    code: DealCode | None = None
    game_cls: type[Game] | None = None
    moves: list[Move] = []
    where: list[tuple[int, int]] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0]
        col = 0
        for tok in body.split():
            col = body.index(tok, col) + 1
            if code is None:
                try:
                    code = parse_code(tok)
                except DealCodeError as err:
                    raise RecordError(err.reason, err.message, lineno, col + err.position) from None
                game_cls = game_class(code)
            else:
                assert game_cls is not None
                try:
                    moves.append(parse_move(tok, game_cls.places, game_cls.actions))
                except NotationError as err:
                    raise RecordError(err.reason, err.message, lineno, col) from None
                where.append((lineno, col))
            col += len(tok) - 1
    if code is None:
        raise RecordError("no_code", "the record has no deal code", 1, 1)
    return Record(code, tuple(moves), tuple(where))


def replay(text: str, ply: int | None = None) -> Game:
    """Parse and replay a record; illegal moves raise IllegalMoveError with their number."""
    return parse_record(text).replay(ply)


def load_record(path: str | Path) -> Record:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise RecordError("unreadable", f"cannot read {path}: {err}", 1, 1) from None
    return parse_record(text)


def record_of(game: Game) -> Record:
    """The record of a game so far (its actions in effect, undone ones left out)."""
    return Record(game.code, tuple(game.history))
