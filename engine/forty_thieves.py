"""Forty Thieves: 10 columns of 4, a 64-card stock drawn once, 8 foundations with fixed suits.

Columns are lists bottom → top; the stock is a list whose last item is the next card drawn; the
waste is a list whose last item is its top; each foundation is a card count (always A..n).
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from .cards import CARDS_PER_SUIT, RANK_OF, SUIT_OF, SUITS, card_name
from .codes import DealCode
from .errors import IllegalMoveError
from .game import PLAYING, STUCK, WON, Game, Status, register
from .moves import DRAW, Move
from .reasons import message
from .rules import FORTY_THIEVES as R
from .shuffle import shuffled_deck

N_COLS: Final = R.columns
F0: Final = N_COLS
WASTE: Final = N_COLS + R.foundations
PLACE_NAMES: Final = (
    tuple(f"c{i + 1}" for i in range(N_COLS))
    + tuple(f"f{i + 1}" for i in range(R.foundations))
    + ("w",)
)
PLACE_INDEX: Final = {name: i for i, name in enumerate(PLACE_NAMES)}
_MOVES: Final = tuple(
    tuple(Move(PLACE_NAMES[i], PLACE_NAMES[j]) for j in range(len(PLACE_NAMES)))
    for i in range(len(PLACE_NAMES))
)
FOUNDATION_SUIT: Final = tuple(SUITS.index(s) for s in R.foundation_suits)


def score_delta(src: int, dst: int) -> int:
    """Points for moving a card from place index ``src`` to ``dst``, by the scoring table."""
    if F0 <= dst < WASTE:
        return R.score_to_foundation
    if src == WASTE:
        return R.score_waste_to_column
    if F0 <= src < WASTE:
        return R.score_foundation_to_column
    return R.score_column_to_column


@register
class FortyThieves(Game):
    game: ClassVar[str] = R.game
    places: ClassVar[frozenset[str]] = frozenset(PLACE_NAMES)
    actions: ClassVar[frozenset[str]] = frozenset({"draw"})
    rules: ClassVar[Any] = R
    has_stock: ClassVar[bool] = True

    __slots__ = ("_undo", "code", "cols", "found", "history", "moves", "score", "stock", "waste")

    def __init__(
        self,
        code: DealCode,
        cols: list[list[int]],
        stock: list[int],
        waste: list[int] | None = None,
        found: list[int] | None = None,
        score: int = R.score_start,
        moves: int = 0,
    ) -> None:
        self.code = code
        self.cols = cols
        self.stock = stock
        self.waste = waste if waste is not None else []
        self.found = found if found is not None else [0] * R.foundations
        self.score = score
        self.moves = moves
        self.history: list[Move] = []
        # (src, dst, score before); for a draw src == dst == -1
        self._undo: list[tuple[int, int, int]] = []

    @classmethod
    def _deal(cls, code: DealCode) -> FortyThieves:
        """Deal the first 40 cards round-robin into 10 columns; the other 64 are the stock.

        Card k (0-based) goes onto column (k mod 10) + 1; card 41 of the shuffled deck is the
        first one drawn, card 104 the last.
        """
        deck = shuffled_deck(code.seed, R.decks)
        dealt, rest = deck[: R.dealt_cards], deck[R.dealt_cards :]
        cols = [dealt[i::N_COLS] for i in range(N_COLS)]
        return cls(code, cols, list(reversed(rest)))

    @classmethod
    def from_position(
        cls,
        cols: list[list[int]],
        stock: list[int] | None = None,
        waste: list[int] | None = None,
        found: list[int] | None = None,
        score: int = 0,
        code: DealCode | None = None,
    ) -> FortyThieves:
        """A position built directly; ``stock`` is listed bottom → top (last is drawn first)."""
        from .codes import make_code

        return cls(
            code or make_code("forty_thieves", 0),
            [list(c) for c in cols],
            list(stock or []),
            list(waste or []),
            list(found) if found is not None else [0] * R.foundations,
            score,
        )

    def copy(self) -> FortyThieves:
        g = FortyThieves(
            self.code,
            [c[:] for c in self.cols],
            self.stock[:],
            self.waste[:],
            self.found[:],
            self.score,
            self.moves,
        )
        g.history = self.history[:]
        g._undo = self._undo[:]
        return g

    # --- queries ------------------------------------------------------------------------------

    @property
    def foundation_cards(self) -> int:
        return sum(self.found)

    def foundation_top(self, f: int) -> int | None:
        n = self.found[f]
        return FOUNDATION_SUIT[f] * CARDS_PER_SUIT + n - 1 if n else None

    def foundation_cards_of(self, f: int) -> list[int]:
        base = FOUNDATION_SUIT[f] * CARDS_PER_SUIT
        return [base + k for k in range(self.found[f])]

    def _top(self, place: int) -> int | None:
        if place < F0:
            col = self.cols[place]
            return col[-1] if col else None
        if place == WASTE:
            return self.waste[-1] if self.waste else None
        return self.foundation_top(place - F0)

    def top_card(self, place: str) -> int | None:
        return self._top(PLACE_INDEX[place])

    @property
    def status(self) -> Status:
        if self.foundation_cards == R.deck_size:
            return WON
        if not self.stock and not self.legal_moves():
            return STUCK
        return PLAYING

    # --- move generation ------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        found = self.found
        if sum(found) == R.deck_size:
            return []
        cols = self.cols
        moves: list[Move] = []
        # Column targets by the card they need on top of them: card c goes onto c + 1 (same suit).
        takers: dict[int, list[int]] = {}
        empties: list[int] = []
        for j, col in enumerate(cols):
            if col:
                t = col[-1]
                if RANK_OF[t] > 1:
                    takers.setdefault(t - 1, []).append(j)
            else:
                empties.append(j)
        sources: list[tuple[int, int]] = [(i, col[-1]) for i, col in enumerate(cols) if col]
        if self.waste:
            sources.append((WASTE, self.waste[-1]))
        for f in range(R.foundations):
            if found[f]:
                sources.append((F0 + f, FOUNDATION_SUIT[f] * CARDS_PER_SUIT + found[f] - 1))
        for i, c in sources:
            row = _MOVES[i]
            if i < F0 or i == WASTE:
                s = SUIT_OF[c]
                r = RANK_OF[c]
                for f in (s, s + 4):
                    if found[f] == r - 1:
                        moves.append(row[F0 + f])
            targets = takers.get(c, ())
            for j in sorted(set(targets) | set(empties)) if empties else targets:
                if j != i:
                    moves.append(row[j])
        if self.stock:
            moves.append(DRAW)
        return moves

    def reason(self, move: Move) -> str | None:
        if sum(self.found) == R.deck_size:
            return "game_over"
        if move == DRAW:
            return None if self.stock else "stock_empty"
        src = PLACE_INDEX[move.src]
        dst = PLACE_INDEX[move.dst]
        if src == dst:
            return "same_place"
        if dst == WASTE:
            return "not_a_target"
        c = self._top(src)
        if c is None:
            return "source_empty"
        if dst < F0:
            col = self.cols[dst]
            if not col:
                return None
            t = col[-1]
            if RANK_OF[t] == 1:
                return "nothing_on_ace"
            if SUIT_OF[t] != SUIT_OF[c]:
                return "not_same_suit"
            if RANK_OF[t] != RANK_OF[c] + 1:
                return "not_one_higher"
            return None
        if F0 <= src < WASTE:
            return "foundation_to_foundation"
        f = dst - F0
        if FOUNDATION_SUIT[f] != SUIT_OF[c]:
            return "not_same_suit"
        if self.found[f] != RANK_OF[c] - 1:
            return "does_not_follow"
        return None

    # --- making and unmaking moves ------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        before = self.score
        if move == DRAW:
            self.waste.append(self.stock.pop())
            entry = (-1, -1, before)
            self.score = max(R.score_minimum, before + R.score_draw)
        else:
            src = PLACE_INDEX[move.src]
            dst = PLACE_INDEX[move.dst]
            c = self._take(src)
            self._put(dst, c)
            self.score = max(R.score_minimum, before + score_delta(src, dst))
            entry = (src, dst, before)
        self.moves += 1
        self.history.append(move)
        self._undo.append(entry)
        if len(self._undo) > R.undo_depth:
            del self._undo[0]

    def _take(self, place: int) -> int:
        if place < F0:
            return self.cols[place].pop()
        if place == WASTE:
            return self.waste.pop()
        f = place - F0
        self.found[f] -= 1
        return FOUNDATION_SUIT[f] * CARDS_PER_SUIT + self.found[f]

    def _put(self, place: int, c: int) -> None:
        if place < F0:
            self.cols[place].append(c)
        elif place == WASTE:
            self.waste.append(c)
        else:
            self.found[place - F0] += 1

    def undo(self) -> Move:
        """Take back the last action (draws too); the score returns, the move counter does not."""
        if not self._undo:
            raise IllegalMoveError("nothing_to_undo", message("nothing_to_undo"), "undo")
        src, dst, before = self._undo.pop()
        if src < 0:
            self.stock.append(self.waste.pop())
        else:
            self._put(src, self._take(dst))
        self.score = before
        return self.history.pop()

    # --- tap logic ----------------------------------------------------------------------------

    def foundations_of(self, card: int) -> tuple[str, ...]:
        return tuple(
            PLACE_NAMES[F0 + f] for f in range(R.foundations) if FOUNDATION_SUIT[f] == SUIT_OF[card]
        )

    def _foundation_for(self, src: int) -> int | None:
        c = self._top(src)
        if c is None or (F0 <= src < WASTE):
            return None
        s, r = SUIT_OF[c], RANK_OF[c]
        for f in range(R.foundations):
            if FOUNDATION_SUIT[f] == s and self.found[f] == r - 1:
                return f
        return None

    def _best_column(self, src: int) -> int | None:
        """Longest column that takes the card (ties: leftmost), else the leftmost empty column."""
        c = self._top(src)
        if c is None:
            return None
        best = None
        for j, col in enumerate(self.cols):
            fits = j != src and col and self.reason(_MOVES[src][j]) is None
            if fits and (best is None or len(col) > len(self.cols[best])):
                best = j
        if best is not None:
            return best
        if src < F0 and len(self.cols[src]) == 1:
            return None
        for j, col in enumerate(self.cols):
            if not col:
                return j
        return None

    def tap_move(self, place: str) -> Move | None:
        """A tap: to a foundation that takes the card; a waste card with none, to a column.

        ``place`` is one of ``PLACE_NAMES``; the stock is not a place of the notation (a tap on it
        on the board is ``draw``, which the board session plays itself)."""
        if place == "w":
            return self.double_click_move(place)
        return self.foundation_drop_move(place)

    def double_click_move(self, place: str) -> Move | None:
        """Double-click: foundation, else the longest accepting column, else an empty column."""
        src = PLACE_INDEX[place]
        f = self._foundation_for(src)
        if f is not None:
            return _MOVES[src][F0 + f]
        j = self._best_column(src)
        return _MOVES[src][j] if j is not None else None

    def foundation_drop_move(self, place: str) -> Move | None:
        """A card dropped anywhere on the foundation area: the leftmost foundation that takes it."""
        src = PLACE_INDEX[place]
        f = self._foundation_for(src)
        return _MOVES[src][F0 + f] if f is not None else None

    # --- output -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        d = self._base_dict()
        d["score"] = self.score
        d["foundations"] = [
            {
                "place": PLACE_NAMES[F0 + f],
                "suit": R.foundation_suits[f],
                "direction": "up",
                "cards": self._names(self.foundation_cards_of(f)),
            }
            for f in range(R.foundations)
        ]
        d["columns"] = [self._names(col) for col in self.cols]
        d["stock"] = len(self.stock)
        d["waste"] = self._names(self.waste)
        return d

    def __str__(self) -> str:
        lines = [f"{self.code}  moves {self.moves}  score {self.score}  {self.status}"]
        fs = []
        for f in range(R.foundations):
            top = self.foundation_top(f)
            fs.append(
                f"f{f + 1} {R.foundation_suits[f]}:" + (card_name(top) if top is not None else "--")
            )
        lines.append("  ".join(fs))
        waste = " ".join(card_name(c) for c in self.waste[-5:]) or "(empty)"
        lines.append(f"stock {len(self.stock)}  waste {waste}")
        for i, col in enumerate(self.cols):
            lines.append(
                f"c{i + 1:<3}" + (" ".join(card_name(c) for c in col) if col else "(empty)")
            )
        return "\n".join(lines)
