"""Re-check every claim of a puzzle with the engine and the solver; name each claim that fails.

Claims: the position replays from its deal code; a Forty Thieves position with cards in the
stock says so (the stock's order is shown); the answer is legal and its line wins (the engine
replays it); every other move that counts is listed and still proved lost (a bound that fires,
or an exact search exhausted on at most twice the positions it took), as the page words it: a
decision offers at least 2 moves to different positions, no foundation slide is legal there
(it would not lose), each listed losing move is one action; a Forty Thieves stock holds at most
``kinds.STOCK_LIMIT`` cards; moves played for the
player are still the only or the safe move; a "no" is still proved lost, by the same witness.
"""

from __future__ import annotations

from typing import Any

from ..errors import EngineError
from ..game import Game
from ..solver.prove import LAST_CARD, LOST, SEARCH, bound, prove
from . import goals
from . import kinds as K
from .explain import Witness
from .games import PUZZLE_GAMES, witness
from .model import Puzzle
from .puzzle_kinds import PUZZLE_KINDS


def _wins(g: Game, line: list[str], what: str) -> list[str]:
    h, illegal = K.replay(g, line, what)
    if illegal:
        return illegal
    return [] if h.is_won else [f"{what}: the line does not win ({h.foundation_cards} cards home)"]


def _lost(g: Game, alt: dict[str, Any], what: str, deep: bool = True) -> list[str]:
    """``alt`` (move, proof, positions) still proved lost from ``g`` (an exact search is run
    again only when ``deep``)."""
    try:
        h = K.after(g, alt["move"].split())
    except EngineError as err:
        return [f"{what} {alt['move']}: illegal ({err})"]
    if alt["proof"] == SEARCH:
        if not deep:
            return []
        v = prove(h, 2 * alt["positions"] + 100)
        if v.outcome != LOST:
            return [f"{what} {alt['move']}: no longer proved lost ({v.outcome})"]
        return []
    if bound(h) != alt["proof"]:
        return [f"{what} {alt['move']}: the {alt['proof']} bound no longer proves it lost"]
    return []


def _one_action(alts: list[dict[str, Any]], what: str) -> list[str]:
    """Each listed losing move is one action (the page names it as one move)."""
    return [
        f"{what} {a['move']}: {len(a['move'].split())} actions listed as one move"
        for a in alts
        if len(a["move"].split()) != 1
    ]


def _decision(g: Game, answer: str, alts: list[dict[str, Any]], what: str, deep: bool) -> list[str]:
    """The page says: of at least 2 moves to different positions, every one but ``answer``
    loses; so no slide may be legal (it would not lose) and each listed move is one action."""
    legal = K.choices(g)
    moves = {str(m) for m in legal}
    if answer not in moves:
        return [f"{what}: the answer {answer} is not legal"]
    listed = {a["move"] for a in alts}
    missing = moves - listed - {answer}
    out = [f"{what}: the move {m} is not refuted" for m in sorted(missing)]
    out += [
        f"{what}: the foundation slide {m} is legal and does not lose ('every other move loses')"
        for m in K.slides(g)
    ]
    if K.groups(g, legal) < 2:
        out.append(f"{what}: fewer than 2 moves to different positions (no decision)")
    out += _one_action(alts, f"{what}: alternative")
    for a in alts:
        out += _lost(g, a, f"{what}: alternative", deep)
    return out


def verify(p: Puzzle, deep: bool = True) -> list[str]:
    """The claims of ``p`` that fail (empty: all hold); without ``deep`` the exact searches are
    not run again (the generator's cheap check before it writes)."""
    spec = PUZZLE_KINDS.get(p.kind)
    if spec is None:
        return [f"unknown kind {p.kind!r}"]
    try:
        g = p.position()
    except EngineError as err:
        return [f"position: the prefix does not replay ({err})"]
    if g.game != p.game:
        return [f"position: the deal is {g.game}, not {p.game}"]
    out: list[str] = []
    if g.info.stock and g.stock and "stock-order-shown" not in p.themes:
        out.append("position: cards in the stock, but their order is not shown")
    if g.info.stock and len(g.stock) > K.STOCK_LIMIT:
        out.append(f"position: {len(g.stock)} cards in the stock, more than {K.STOCK_LIMIT}")
    if not spec.for_game(g.game):
        return [*out, f"{p.kind}: a kind of {', '.join(spec.games)} only"]
    return out + spec.check(p, g, deep)


def check_goal(p: Puzzle, g: Game, deep: bool) -> list[str]:
    """A goal puzzle (``goals.py``): its line reaches the goal, no shorter line does."""
    return goals.check(p.kind, g, p.answer) if deep else []


def check_only_move(p: Puzzle, g: Game, deep: bool) -> list[str]:
    a = p.answer
    out = _decision(g, a["move"], p.alternatives, "only move", deep)
    if K.groups(g, K.choices(g)) < 3:
        out.append("only move: fewer than 3 distinct moves")
    if a["line"][:1] != [a["move"]]:
        out.append("answer line: it does not start with the answer")
    return out + _wins(g, a["line"], "answer line")


def check_sequence(p: Puzzle, g: Game, deep: bool) -> list[str]:
    return _sequence(g, p.answer, deep)


def check_win_from_here(p: Puzzle, g: Game, deep: bool) -> list[str]:
    a = p.answer
    out = _wins(g, a["line"], "winning line")
    low, high = PUZZLE_GAMES[g.game].win_moves
    if not low <= len(a["line"]) <= high:
        out.append(f"winning line: {len(a['line'])} moves, not {low}-{high}")
    if K.greedy_first(g) != a["greedy"]:
        out.append(f"greedy move: the solver's first choice is no longer {a['greedy']}")
    out += _one_action(p.alternatives, "greedy move")
    for alt in p.alternatives:
        out += _lost(g, alt, "greedy move", deep)
    return out


def check_can_win(p: Puzzle, g: Game, deep: bool) -> list[str]:
    a = p.answer
    return _wins(g, a["line"], "yes line") if a["winnable"] else _no(g, a, deep)


def _sequence(g: Game, a: dict[str, Any], deep: bool) -> list[str]:
    out: list[str] = []
    player = [s for s in a["steps"] if s["player"]]
    if not 2 <= len(player) <= 6:
        out.append(f"sequence: {len(player)} player moves, not 2-6")
    h = g.copy()
    for n, step in enumerate(a["steps"], start=1):
        what = f"sequence step {n}"
        if step["player"]:
            bad = _decision(h, step["move"], step["alternatives"], what, deep)
            if bad:
                return out + bad
        elif K.played_for_player(h) != step["move"].split():
            return [*out, f"{what}: {step['move']} is not the move played for the player"]
        h.play_all(step["move"].split())
    return out + _wins(h, a["line"], "sequence line")


def _no(g: Game, a: dict[str, Any], deep: bool) -> list[str]:
    if a["proof"] == LAST_CARD:
        if PUZZLE_GAMES[g.game].witness is None:
            return ["no: a last-card proof outside Crescent"]
        w = witness(g)
        if w is None or w != Witness.from_dict(a["reason"]):
            return ["no: the last-card reason no longer holds for this position"]
        if bound(g) != LAST_CARD:
            return ["no: the last-card bound no longer proves it lost"]
        return []
    if a["proof"] == SEARCH:
        if not deep:
            return []
        v = prove(g, 2 * a["positions"] + 100)
        return [] if v.outcome == LOST else [f"no: no longer proved lost ({v.outcome})"]
    return [f"no: proof kind {a['proof']!r} is not allowed"]


def verify_all(puzzles: list[Puzzle], deep: bool = True) -> list[tuple[str, str]]:
    """(puzzle id, failed claim) for every failure, in the puzzles' order."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for p in puzzles:
        if p.id in seen:
            out.append((p.id, "id: used twice"))
        seen.add(p.id)
        out += [(p.id, claim) for claim in verify(p, deep)]
    return out
