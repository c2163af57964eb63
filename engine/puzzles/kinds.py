"""What makes a position a puzzle: distinct moves, proved-lost alternatives, played-for-you moves,
the greedy first move, themes.

* Two moves are *distinct* unless they move the same card to the same place (two copies of a
  card count once).  A Crescent foundation-to-foundation move is not counted at all: it is only
  possible in a suit whose foundations have met, where it slides the split and changes nothing
  the game can use (the solver folds every split into one position, engine/solver/README.md).
* A *decision* is a position where every legal move but the answer (even the other copy of the
  same card) is proved lost by ``engine.solver.prove``: a bound, or an exact search exhausted
  within the budget.  One open alternative and the position is no decision.
* A move *played for the player* in a sequence is the only legal move, or the solver's safe move
  (Crescent: the two safe foundation rules of the solver's README; Forty Thieves: an Ace home).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from ..crescent import Crescent
from ..errors import EngineError
from ..forty_thieves import FortyThieves
from ..game import Game
from ..moves import Move
from ..outcome import LOST
from ..solver.crescent import CrescentState
from ..solver.forty_thieves import FortyState
from ..solver.games import SOLVERS
from ..solver.prove import bound, prove
from .games import PUZZLE_GAMES

# A Forty Thieves puzzle shows at most this many stock cards (in the order they are drawn).
STOCK_LIMIT: Final = 12
# The themes a puzzle's position shows by itself; every other theme comes from the answer and is
# shown only with it (on the card and on the board).
POSITION_THEMES: Final = frozenset({"stock-order-shown"})


def card_of(g: Game, mv: Move) -> int | None:
    """The card ``mv`` moves (None for a redeal or a draw)."""
    return None if mv.is_action else g.top_card(mv.src)


def is_slide(mv: Move) -> bool:
    """A foundation-to-foundation move (Crescent: only inside a met suit)."""
    return mv.src[:1] == "f" and mv.dst[:1] == "f"


def choices(g: Game) -> list[Move]:
    """The legal moves that count (Crescent slides left out), in the engine's order."""
    return [m for m in g.legal_moves() if not is_slide(m)]


def groups(g: Game, moves: list[Move]) -> int:
    """How many of ``moves`` lead to different positions (the same card to the same place once)."""
    return len({(card_of(g, m), m.dst) if not m.is_action else (m.src, "") for m in moves})


def slides(g: Game) -> list[Move]:
    """The legal foundation-to-foundation slides (Crescent, a met suit): they change nothing the
    game can use, so a decision where one is legal cannot say "every other move loses"."""
    return [m for m in g.legal_moves() if is_slide(m)]


def after(g: Game, actions: list[str]) -> Game:
    h = g.copy()
    h.play_all(actions)
    return h


def replay(g: Game, line: list[str], what: str) -> tuple[Game, list[str]]:
    """``line`` played from a copy of ``g``, action by action: (the position reached, []), or
    (the position before the first illegal action, the claim that fails: which action, why)."""
    h = g.copy()
    for n, a in enumerate(line, start=1):
        try:
            h.play(a)
        except EngineError as err:
            return h, [f"{what}: action {n} {a!r} is illegal ({err})"]
    return h, []


@dataclass
class Decision:
    """The answer at a decision and the proof of each alternative (move, proof kind, positions)."""

    answer: str
    distinct: int
    alternatives: list[dict[str, Any]] = field(default_factory=list)
    effort: int = 0  # positions searched for all the proofs


def decide(g: Game, answer: str, budget: int) -> Decision | None:
    """``g`` as a decision whose only keeping move is ``answer``, or None (an alternative is not
    proved lost).  The bounds run first for every alternative (cheap), the searches after."""
    moves = choices(g)
    if answer not in {str(m) for m in moves}:
        return None
    alts = [m for m in moves if str(m) != answer]
    if not alts:
        return None
    out = Decision(answer, groups(g, moves))
    proved: dict[str, dict[str, Any]] = {}
    for m in alts:
        kind = bound(after(g, [str(m)]))
        if kind:
            proved[str(m)] = {"move": str(m), "proof": kind, "positions": 1}
    for m in alts:
        if str(m) in proved:
            continue
        v = prove(after(g, [str(m)]), budget)
        if v.outcome != LOST:
            return None
        proved[str(m)] = {"move": str(m), "proof": v.proof, "positions": v.positions}
    out.alternatives = [proved[str(m)] for m in alts]
    out.effort = sum(a["positions"] for a in out.alternatives)
    return out


def greedy_first(g: Game) -> list[str]:
    """The engine actions of the move the solver's move order puts first (no search), or []."""
    st = SOLVERS[g.game].state(g)
    ms = st.moves()
    return st.notation(ms[0]) if ms else []


def played_for_player(g: Game) -> list[str] | None:
    """The actions played for the player in a sequence: the only legal move, or the solver's
    safe move; None when the player has a choice."""
    moves = choices(g)
    if groups(g, moves) == 1:
        return [str(moves[0])]
    return PUZZLE_GAMES[g.game].auto(g)


def crescent_auto(g: Crescent) -> list[str] | None:
    """Crescent's move played for the player: the solver's only move, when it is safe."""
    st = CrescentState.from_game(g)
    ms = st.moves()
    if len(ms) == 1 and ms[0][1] >= 16:
        i, _, _ = ms[0]
        if st.safe(i, st.piles[i][-1]):
            return st.notation(ms[0])
    return None


def forty_auto(g: FortyThieves) -> list[str] | None:
    """Forty Thieves' move played for the player: an Ace home, the solver's only move."""
    fs = FortyState(g).moves()
    if len(fs) == 1 and fs[0][1] >= 10:  # FortyState plays an Ace home alone
        notes = FortyState.notation(fs[0])
        c = card_of(g, g.parse_move(notes[0]))
        if c is not None and c % 13 == 0:
            return notes
    return None


def themes(g: Game, actions: list[str], greedy: list[str] | None = None) -> list[str]:
    """Themes of an answer (its first move unless said otherwise), tagged from the moves:
    ``wrap`` (Ace onto King or King onto Ace), ``foundation-slide``, ``redeal``, ``empties-pile``
    (Crescent) / ``empties-column``, ``to-foundation``, ``build`` (onto a pile or column),
    ``from-waste``, ``from-foundation``, ``tempting-wrong-move`` (the solver's first choice,
    with no search, loses)."""
    out: list[str] = []
    h = g.copy()
    for i, a in enumerate(actions):
        mv = h.parse_move(a)
        c = card_of(h, mv)
        if mv.is_action:
            if a == "redeal":
                out.append("redeal")
        elif is_slide(mv):
            out.append("foundation-slide")
        else:
            dst_card = h.top_card(mv.dst)
            if mv.dst[0] in "pc" and c is not None and dst_card is not None:
                out.append("build")
                if {c % 13, dst_card % 13} == {0, 12}:
                    out.append("wrap")
            if mv.dst[0] == "c" and dst_card is None:
                out.append("to-empty-column")
            if mv.dst[0] == "f":
                out.append("to-foundation")
            if mv.src == "w":
                out.append("from-waste")
            if mv.src[0] == "f":  # not a slide: only Forty Thieves takes a card back
                out.append("from-foundation")
        h.play(mv)
        if not mv.is_action and mv.src[0] in "pc" and h.top_card(mv.src) is None:
            out.append("empties-pile" if mv.src[0] == "p" else "empties-column")
        if i == 0 and greedy is not None and greedy and greedy != actions[: len(greedy)]:
            out.append("tempting-wrong-move")
    return sorted(set(out))
