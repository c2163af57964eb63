"""Crescent: 16 piles in a horseshoe around 8 foundations, 3 redeals (4 in Crescent Four).

Position representation, chosen for speed: each pile is a list of card integers bottom → top;
each foundation is just its card count, because a foundation always holds an unbroken run from its
base (A.. up, K.. down), so the count says exactly which cards it holds.
"""

from __future__ import annotations

from typing import Any, ClassVar, Final

from .cards import CARDS_PER_SUIT, RANK_OF, SUIT_OF, SUITS, card_name
from .codes import DealCode
from .errors import IllegalMoveError
from .game import PLAYING, STUCK, WON, Game, Status, register
from .moves import REDEAL, Move
from .reasons import message
from .rules import CRESCENT
from .shuffle import shuffled_deck

N_PILES: Final = CRESCENT.piles
LIMIT: Final = CRESCENT.pile_limit
F0: Final = N_PILES  # index of foundation 1 among places
PLACE_NAMES: Final = tuple(f"p{i + 1}" for i in range(N_PILES)) + tuple(
    f"f{i + 1}" for i in range(CRESCENT.foundations)
)
PLACE_INDEX: Final = {name: i for i, name in enumerate(PLACE_NAMES)}
_PILE_MOVES: Final = tuple(
    tuple(Move(PLACE_NAMES[i], PLACE_NAMES[j]) for j in range(len(PLACE_NAMES)))
    for i in range(len(PLACE_NAMES))
)
# Cards a card may be placed onto on a pile: same suit, one rank up or down, wrapping A<->K.
NEIGHBOURS: Final = tuple(
    (
        SUIT_OF[c] * 13 + (RANK_OF[c] % 13),  # rank + 1 (K -> A)
        SUIT_OF[c] * 13 + ((RANK_OF[c] - 2) % 13),  # rank - 1 (A -> K)
    )
    for c in range(52)
)


def up_top(suit: int, count: int) -> int:
    """Top card of the up foundation of ``suit`` holding ``count`` cards."""
    return suit * CARDS_PER_SUIT + count - 1


def down_top(suit: int, count: int) -> int:
    """Top card of the down foundation of ``suit`` holding ``count`` cards."""
    return suit * CARDS_PER_SUIT + CARDS_PER_SUIT - count


@register
class Crescent(Game):
    game: ClassVar[str] = CRESCENT.game
    places: ClassVar[frozenset[str]] = frozenset(PLACE_NAMES)
    actions: ClassVar[frozenset[str]] = frozenset({"redeal"})
    rules: ClassVar[Any] = CRESCENT
    has_redeals: ClassVar[bool] = True
    redeals_left: int  # Crescent's deals always have a limit (Game's is None for the others)

    __slots__ = ("_undo", "code", "found", "history", "moves", "piles", "redeals_left")

    def __init__(
        self,
        code: DealCode,
        piles: list[list[int]],
        found: list[int],
        redeals_left: int,
        moves: int = 0,
    ) -> None:
        self.code = code
        self.piles = piles
        self.found = found
        self.redeals_left = redeals_left
        self.moves = moves
        self.history: list[Move] = []
        self._undo: list[tuple[int, int]] = []

    @classmethod
    def _deal(cls, code: DealCode) -> Crescent:
        """Take the first Ace and King of each suit out as bases; deal the rest round-robin.

        Card k (0-based) of the remaining 96 goes onto pile (k mod 16) + 1, so each pile gets
        every 16th card, bottom to top.
        """
        deck = shuffled_deck(code.seed, CRESCENT.decks)
        bases = {s * 13 for s in range(4)} | {s * 13 + 12 for s in range(4)}
        rest: list[int] = []
        for c in deck:
            if c in bases:
                bases.discard(c)
            else:
                rest.append(c)
        piles = [rest[i::N_PILES] for i in range(N_PILES)]
        return cls(
            code, piles, [1] * CRESCENT.foundations, code.rules.variants[code.variant].redeals
        )

    @classmethod
    def from_position(
        cls,
        piles: list[list[int]],
        found: list[int] | None = None,
        redeals_left: int = 3,
        code: DealCode | None = None,
    ) -> Crescent:
        """A position built directly (tests, puzzles); ``found`` holds card counts f1..f8."""
        from .codes import make_code

        return cls(
            code or make_code("crescent", 0),
            [list(p) for p in piles],
            list(found) if found is not None else [1] * CRESCENT.foundations,
            redeals_left,
        )

    def copy(self) -> Crescent:
        g = Crescent(
            self.code, [p[:] for p in self.piles], self.found[:], self.redeals_left, self.moves
        )
        g.history = self.history[:]
        g._undo = self._undo[:]
        return g

    # --- queries ------------------------------------------------------------------------------

    @property
    def foundation_cards(self) -> int:
        return sum(self.found)

    def foundation_top(self, f: int) -> int:
        """Top card of foundation index ``f`` (0..7)."""
        n = self.found[f]
        return up_top(f, n) if f < 4 else down_top(f - 4, n)

    def foundation_cards_of(self, f: int) -> list[int]:
        """Cards of foundation ``f`` bottom → top."""
        n = self.found[f]
        if f < 4:
            return [up_top(f, k) for k in range(1, n + 1)]
        return [down_top(f - 4, k) for k in range(1, n + 1)]

    def foundations_of(self, card: int) -> tuple[str, ...]:
        """The up foundation of the card's suit, then its down foundation."""
        return (PLACE_NAMES[F0 + SUIT_OF[card]], PLACE_NAMES[F0 + 4 + SUIT_OF[card]])

    def is_wrap(self, move: Move) -> bool:
        """``move`` puts an Ace on a King or a King on an Ace between piles: ranks wrap around on
        the piles (``NEIGHBOURS``), never on the foundations."""
        src, dst = PLACE_INDEX.get(move.src, F0), PLACE_INDEX.get(move.dst, F0)
        if src >= F0 or dst >= F0 or not self.piles[src] or not self.piles[dst]:
            return False
        ranks = {RANK_OF[self.piles[src][-1]], RANK_OF[self.piles[dst][-1]]}
        return ranks == {1, CARDS_PER_SUIT}

    def _accepts(self, f: int, c: int) -> bool:
        s = SUIT_OF[c]
        n = self.found[f]
        if f < 4:
            return f == s and n < 13 and RANK_OF[c] == n + 1
        return f - 4 == s and n < 13 and RANK_OF[c] == 13 - n

    @property
    def status(self) -> Status:
        if self.foundation_cards == CRESCENT.deck_size:
            return WON
        if self.redeals_left == 0 and not self.legal_moves():
            return STUCK
        return PLAYING

    # --- move generation ------------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        found = self.found
        if sum(found) == CRESCENT.deck_size:
            return []
        piles = self.piles
        moves: list[Move] = []
        # Which piles can take a card, indexed by their top card.
        takers: dict[int, list[int]] = {}
        for j, p in enumerate(piles):
            if p and len(p) < LIMIT:
                takers.setdefault(p[-1], []).append(j)
        # The card each foundation needs next (-1 when complete).
        need_up = [s * 13 + found[s] if found[s] < 13 else -1 for s in range(4)]
        need_down = [s * 13 + 12 - found[s + 4] if found[s + 4] < 13 else -1 for s in range(4)]
        for i, p in enumerate(piles):
            if not p:
                continue
            c = p[-1]
            row = _PILE_MOVES[i]
            s = SUIT_OF[c]
            if need_up[s] == c:
                moves.append(row[F0 + s])
            if need_down[s] == c:
                moves.append(row[F0 + 4 + s])
            hi, lo = NEIGHBOURS[c]
            t1, t2 = takers.get(hi), takers.get(lo)
            for j in sorted(t1 + t2) if t1 and t2 else t1 or t2 or ():
                moves.append(row[j])
        for s in range(4):
            nu, nd = found[s], found[s + 4]
            # up top (rank nu) onto down foundation whose top is rank nu + 1
            if nu >= 2 and nd < 13 and nu == 13 - nd:
                moves.append(_PILE_MOVES[F0 + s][F0 + 4 + s])
            # down top (rank 14 - nd) onto up foundation whose top is rank 13 - nd
            if nd >= 2 and nu < 13 and nu == 13 - nd:
                moves.append(_PILE_MOVES[F0 + 4 + s][F0 + s])
        if self.redeals_left > 0:
            moves.append(REDEAL)
        return moves

    def reason(self, move: Move) -> str | None:
        if sum(self.found) == CRESCENT.deck_size:
            return "game_over"
        if move == REDEAL:
            return None if self.redeals_left > 0 else "no_redeals_left"
        src = PLACE_INDEX[move.src]
        dst = PLACE_INDEX[move.dst]
        if src == dst:
            return "same_place"
        if src < F0:
            pile = self.piles[src]
            if not pile:
                return "source_empty"
            c = pile[-1]
        else:
            if self.found[src - F0] <= 1:
                return "base_locked"
            c = self.foundation_top(src - F0)
        if dst < F0:
            if src >= F0:
                return "foundation_to_pile"
            target = self.piles[dst]
            if not target:
                return "empty_pile"
            t = target[-1]
            if SUIT_OF[t] != SUIT_OF[c]:
                return "not_same_suit"
            if t not in NEIGHBOURS[c]:
                return "not_adjacent_rank"
            if len(target) >= LIMIT:
                return "pile_full"
            return None
        f = dst - F0
        if (f % 4) != SUIT_OF[c]:
            return "not_same_suit"
        if not self._accepts(f, c):
            return "does_not_follow"
        return None

    # --- making and unmaking moves ------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        if move == REDEAL:
            self.redeal()
            return
        src = PLACE_INDEX[move.src]
        dst = PLACE_INDEX[move.dst]
        self._move(src, dst)
        self.moves += 1
        self.history.append(move)
        self._undo.append((src, dst))
        if len(self._undo) > CRESCENT.undo_depth:
            del self._undo[0]

    def _move(self, src: int, dst: int) -> None:
        if src < F0:
            c = self.piles[src].pop()
        else:
            self.found[src - F0] -= 1
            c = -1
        if dst < F0:
            self.piles[dst].append(c)
        else:
            self.found[dst - F0] += 1

    def redeal(self) -> None:
        """Bottom card of every pile of 2 or more to its top; not a move; clears undo."""
        if self.redeals_left <= 0:
            raise IllegalMoveError("no_redeals_left", message("no_redeals_left"), "redeal")
        for p in self.piles:
            if len(p) >= 2:
                p.append(p.pop(0))
        self.redeals_left -= 1
        self.history.append(REDEAL)
        self._undo.clear()

    def undo(self) -> Move:
        if not self._undo:
            raise IllegalMoveError("nothing_to_undo", message("nothing_to_undo"), "undo")
        src, dst = self._undo.pop()
        # Cards never leave a foundation for a pile, so a pile source always gets its card back
        # from the pile or foundation it went to.
        if dst < F0:
            c = self.piles[dst].pop()
        else:
            c = self.foundation_top(dst - F0)
            self.found[dst - F0] -= 1
        if src < F0:
            self.piles[src].append(c)
        else:
            self.found[src - F0] += 1
        self.moves -= 1
        return self.history.pop()

    def top_card(self, place: str) -> int | None:
        i = PLACE_INDEX[place]
        if i < F0:
            pile = self.piles[i]
            return pile[-1] if pile else None
        return self.foundation_top(i - F0)

    # --- tap logic ----------------------------------------------------------------------------

    def tap_move(self, place: str) -> Move | None:
        """A tap on a pile: its top card's only legal destination, or None (then select it)."""
        dests = self.moves_from(place)
        return dests[0] if len(dests) == 1 else None

    def foundation_drop_move(self, place: str) -> Move | None:
        """A card dropped anywhere on the foundation area goes to the foundation that takes it.

        When both foundations of its suit take it, the up foundation (the Ace's) is chosen.
        """
        for m in self.moves_from(place):
            if m.dst.startswith("f"):
                return m
        return None

    def double_click_move(self, place: str) -> Move | None:
        """A double tap: a foundation that takes the card, else the tap's only destination."""
        return self.foundation_drop_move(place) or self.tap_move(place)

    # --- output -------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        d = self._base_dict()
        d["redeals_left"] = self.redeals_left
        d["foundations"] = [
            {
                "place": PLACE_NAMES[F0 + f],
                "suit": SUITS[f % 4],
                "direction": "up" if f < 4 else "down",
                "cards": self._names(self.foundation_cards_of(f)),
            }
            for f in range(8)
        ]
        d["piles"] = [self._names(p) for p in self.piles]
        d["stock"] = None
        d["waste"] = None
        return d

    def __str__(self) -> str:
        lines = [
            f"{self.code}  moves {self.moves}  redeals left {self.redeals_left}  {self.status}"
        ]
        ups = "  ".join(
            f"f{f + 1} {card_name(self.foundation_top(f))}({self.found[f]})" for f in range(4)
        )
        downs = "  ".join(
            f"f{f + 1} {card_name(self.foundation_top(f))}({self.found[f]})" for f in range(4, 8)
        )
        lines.append("up:   " + ups)
        lines.append("down: " + downs)
        for i, p in enumerate(self.piles):
            lines.append(f"p{i + 1:<3}" + (" ".join(card_name(c) for c in p) if p else "(empty)"))
        return "\n".join(lines)
