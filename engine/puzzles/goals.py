"""Forty Thieves goal puzzles: a plan of a few moves, each claim decided by an exhausted search.

Two kinds (issue 29 §1; a third, "the most cards home before the next draw", was measured and
left out: its search over every position without a draw ran past 20,000 positions on 4 of 6
late positions), all on late positions whose stock (at most ``kinds.STOCK_LIMIT``
cards) is shown in order, so every card the answer depends on is in sight:

* **free-column** — "Empty a column in N moves": N is the fewest moves (a draw is a move) after
  which the position has more empty columns than it had; a breadth-first search over *every*
  legal move (foundation-to-column too) finds no shorter line (``shortest``).
* **card-home** — "Put the <card> on a foundation in N moves": a card a foundation needs next
  that cannot go home now; N is the fewest moves to get one more copy of it home, proved the
  same way.

A claim whose search runs past its budget is no claim: the position is no puzzle.  The search's
state is the position up to the order of the columns (the goals do not name a column), so it
is exact.  The hint player of these kinds (``greedy``) plays one move at a time by a plain
rule of thumb, with no search: the goal's distance as it looks after one move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, cast

from ..cards import RANK_OF, SUIT_OF
from ..forty_thieves import FOUNDATION_SUIT, FortyThieves
from ..game import Game
from ..moves import Move
from .kinds import greedy_first, replay
from .model import CARD_HOME, FREE_COLUMN, GOAL_KINDS

__all__ = ["CARD_HOME", "FREE_COLUMN", "GOAL_KINDS"]

BUDGET: Final = 4_000  # positions per search; past it the position is no puzzle
MOVES: Final = (2, 7)  # free-column and card-home: N between these, inclusive


def key(g: FortyThieves) -> tuple[Any, ...]:
    """The position up to the columns' order: what every goal here depends on."""
    return (tuple(sorted(tuple(c) for c in g.cols)), tuple(g.waste), len(g.stock), tuple(g.found))


def empty_columns(g: FortyThieves) -> int:
    return sum(1 for c in g.cols if not c)


def home(g: FortyThieves, card: int) -> int:
    """How many copies of ``card`` are on its suit's foundations (0, 1 or 2)."""
    s = SUIT_OF[card]
    return sum(1 for f in range(8) if FOUNDATION_SUIT[f] == s and g.found[f] >= RANK_OF[card])


def goal_of(kind: str, g: FortyThieves, answer: dict[str, Any]) -> Callable[[FortyThieves], bool]:
    """The goal of a free-column or card-home puzzle, from its starting position ``g``."""
    if kind == FREE_COLUMN:
        start = empty_columns(g)
        return lambda h: empty_columns(h) > start
    card = int(answer["card"])
    copies = home(g, card)
    return lambda h: home(h, card) > copies


def search(
    g: FortyThieves, targets: dict[Any, Callable[[FortyThieves], bool]], depth: int, budget: int
) -> tuple[dict[Any, list[str]], int, bool]:
    """(for each goal reached, the first shortest line to it; positions searched; exhausted):
    one breadth-first search over every legal move, each position once, for several goals.
    A goal met at depth d has no shorter line: every level before d was searched in full (the
    search stops at ``budget`` positions, within a level, only after that)."""
    out: dict[Any, list[str]] = {k: [] for k, goal in targets.items() if goal(g)}
    if len(out) == len(targets):
        return out, 1, True
    frontier: list[tuple[FortyThieves, list[str]]] = [(g, [])]
    seen = {key(g)}
    for _ in range(depth):
        nxt: list[tuple[FortyThieves, list[str]]] = []
        for h, line in frontier:
            for m in h.legal_moves():
                x = h.copy()
                x.play(m)
                k = key(x)
                if k in seen:
                    continue
                seen.add(k)
                for name, goal in targets.items():
                    if name not in out and goal(x):
                        out[name] = [*line, str(m)]
                if len(out) == len(targets):
                    return out, len(seen), True
                if len(seen) > budget:
                    return out, len(seen), False
                nxt.append((x, [*line, str(m)]))
        frontier = nxt
    return out, len(seen), True


def shortest(
    g: FortyThieves, goal: Callable[[FortyThieves], bool], depth: int, budget: int = BUDGET
) -> tuple[list[str] | None, int, bool]:
    """(the first shortest line to ``goal`` of at most ``depth`` moves or None, positions
    searched, exhausted): ``search`` for one goal."""
    lines, n, done = search(g, {0: goal}, depth, budget)
    return lines.get(0), n, done


def needed_cards(g: FortyThieves) -> list[int]:
    """Cards a foundation needs next that no move puts home now (each once, in suit order)."""
    out: list[int] = []
    for f in range(8):
        r = g.found[f]
        if r >= 13:
            continue
        c = FOUNDATION_SUIT[f] * 13 + r  # rank r + 1 of the foundation's suit
        if c not in out:
            out.append(c)
    now = {g.top_card(m.src) for m in g.legal_moves() if not m.is_action and m.dst[0] == "f"}
    return [c for c in out if c not in now]


def preparation(line: list[str]) -> int:
    """The moves of a plan that start elsewhere than its last move (a draw feeds the waste):
    the ones that need planning, where the rest only digs at the goal's own pile."""
    last = line[-1].split("-")[0]
    return sum(1 for a in line[:-1] if ("w" if a == "draw" else a.split("-")[0]) != last)


def candidates(g: FortyThieves) -> list[dict[str, Any]]:
    """The goal puzzles of one position: (kind, answer) dicts, each N the fewest moves (one
    search for every goal; each claim is searched again alone, ``check``, before it is kept)."""
    out: list[dict[str, Any]] = []
    if g.is_won or len(g.stock) > 12:
        return out
    targets: dict[Any, Callable[[FortyThieves], bool]] = {FREE_COLUMN: goal_of(FREE_COLUMN, g, {})}
    for card in needed_cards(g):
        targets[card] = goal_of(CARD_HOME, g, {"card": card})
    found = {
        name: line
        for name, line in search(g, targets, MOVES[1], BUDGET)[0].items()
        if MOVES[0] <= len(line) <= MOVES[1]
    }
    cards = sorted((n for n in found if n != FREE_COLUMN), key=lambda c: (-len(found[c]), c))
    picks: list[tuple[str, dict[str, Any]]] = [(FREE_COLUMN, {})] if FREE_COLUMN in found else []
    picks += [(CARD_HOME, {"card": cards[0]})] if cards else []
    for kind, answer in picks:
        line = found[FREE_COLUMN if kind == FREE_COLUMN else answer["card"]]
        # the positions the proof takes alone (``check`` searches again on twice as many)
        _, n, done = shortest(g, goal_of(kind, g, answer), len(line) - 1)
        if done:
            out.append(
                {
                    "kind": kind,
                    "answer": {**answer, "moves": len(line), "line": line, "positions": n},
                }
            )
    return out


def check(kind: str, g: Game, answer: dict[str, Any]) -> list[str]:
    """The claims of a goal puzzle that fail (empty: all hold), searched again in full."""
    ft = cast(FortyThieves, g)
    line = answer["line"]
    h, illegal = replay(ft, line, f"{kind} line")
    if illegal:
        return illegal
    goal = goal_of(kind, ft, answer)
    out: list[str] = []
    if len(line) != answer["moves"] or not goal(cast(FortyThieves, h)):
        out.append(f"{kind} line: it does not reach the goal in {answer['moves']} moves")
    shorter, _, done = shortest(ft, goal, answer["moves"] - 1, 2 * answer["positions"] + 100)
    if not done:
        out.append(f"{kind}: the search for a shorter line no longer ends")
    elif shorter is not None:
        out.append(f"{kind}: a line of {len(shorter)} moves reaches the goal")
    if kind == CARD_HOME and answer["card"] not in needed_cards(ft):
        out.append(f"{kind}: the card is not one the foundations need next out of reach")
    return out


# --- the hint player of these kinds: a rule of thumb, one move at a time, no search -----------


def _depth(g: FortyThieves, card: int) -> int:
    """How many cards lie on the nearest copy of ``card`` in a column or the waste, or how many
    draws bring it from the stock."""
    out = 99
    for col in g.cols:
        for i, c in enumerate(col):
            if c == card:
                out = min(out, len(col) - 1 - i)
    if card in g.waste:
        out = min(out, g.waste[::-1].index(card))  # the cards on it in the waste
    if card in g.stock:
        out = min(out, g.stock[::-1].index(card) + 1)  # the draws that bring it to the waste
    return out


def _looks(kind: str, g: FortyThieves, answer: dict[str, Any]) -> tuple[float, ...]:
    """How far the goal looks from ``g`` (smaller is nearer)."""
    if kind == FREE_COLUMN:
        return (min((len(c) for c in g.cols if c), default=0), -g.foundation_cards)
    return (_depth(g, int(answer["card"])), -g.foundation_cards)


def greedy_move(
    kind: str,
    g: FortyThieves,
    answer: dict[str, Any],
    reached: Callable[[FortyThieves], bool],
    seen: set[Any],
) -> Move | None:
    """The hint player's move from ``g`` toward ``reached`` (the goal as set at the puzzle's
    start): the one after which the goal looks nearest (reached first), a position in ``seen``
    not played again; None when every move goes back."""
    best: tuple[tuple[float, ...], Move] | None = None
    for m in g.legal_moves():
        x = g.copy()
        x.play(m)
        if key(x) in seen:
            continue
        score = (0.0,) if reached(x) else (1.0, *_looks(kind, x, answer))
        if best is None or score < best[0]:
            best = (score, m)
    return None if best is None else best[1]


def greedy(kind: str, g: Game, answer: dict[str, Any]) -> bool:
    """Whether the rule of thumb reaches the goal in the puzzle's N moves: each move the one
    that looks best after it (a position met before is not played again)."""
    ft = cast(FortyThieves, g).copy()
    reached = goal_of(kind, ft, answer)
    seen = {key(ft)}
    for _ in range(answer["moves"]):
        if reached(ft):
            return True
        move = greedy_move(kind, ft, answer, reached, seen)
        if move is None:
            return False
        ft.play(move)
        seen.add(key(ft))
    return reached(ft)


# --- the rating's population of these kinds: a search of the goal on a budget --------------


def planner(kind: str, g: Game, answer: dict[str, Any], budget: int) -> bool:
    """Whether a player of strength ``budget`` reaches the goal in the puzzle's N moves: at each
    move a breadth-first search for the goal within the moves left, of at most ``budget``
    positions (found: it plays that line, and the goal is reached); when the search runs out,
    the move the solver's order puts first (``kinds.greedy_first``: what looks best, blind to
    the goal).  The shape of the other kinds' hint player (the solver's search on a budget, its
    move order past it), aimed at the goal; a larger budget searches every position a smaller
    one does, so it solves whatever the smaller solves.  The rating's population (player.py) is
    this player at budgets 5 to 2,000.  Not ``greedy``: the rule of thumb alone solves 121 of
    the 150 card-home puzzles, which leaves most of them level for every player."""
    ft = cast(FortyThieves, g).copy()
    reached = goal_of(kind, ft, answer)
    for left in range(answer["moves"], 0, -1):
        if reached(ft):
            return True
        if shortest(ft, reached, left, budget)[0] is not None:
            return True
        first = greedy_first(ft)
        if not first:
            return False
        ft.play_all(first)
    return reached(ft)
