"""``solve`` and ``hint`` for both games: which searches run, and the engine's replay check.

Crescent runs three searches on one budget (counted in positions):
1. an exact depth-first search on a small share (decides small positions and easy wins),
2. the heuristic beam over redeal phases (``search.phased``) on most of the budget: finds
   wins, never claims a loss,
3. the exact search again on what is left; only an exhausted exact search says ``unwinnable``.
With no redeal left there are no phases to plan, so the exact search gets the whole budget.
Forty Thieves runs a heuristic move set on most of the budget, then the exact search.
Every ``won`` line is replayed through the engine before it is returned.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..codes import DealCode
from ..crescent import Crescent
from ..errors import EngineError
from ..forty_thieves import FortyThieves
from ..game import Game, new_game
from ..moves import Move
from ..outcome import LOST, UNDECIDED, WON, Outcome
from . import crescent
from .crescent import CrescentState
from .forty_thieves import FortyState
from .games import SOLVERS, SolverGame
from .search import Result, dfs, phased

__all__ = [
    "LOST",
    "UNDECIDED",
    "WON",
    "Hint",
    "Outcome",
    "Result",
    "descend",
    "hint",
    "replay",
    "solve",
]

EXACT_FIRST = 0.05  # share of the budget for the first exact search
BEAM = 0.75  # share for the beam over redeal phases
# (beam width, move-set level) in the order tried; see CrescentState.moves and search.phased
_PAIRS: tuple[tuple[int, int], ...]
_PAIRS = ((1, 1), (2, 1), (1, 2), (3, 1), (2, 2), (1, 3), (4, 1), (3, 2), (2, 3), (6, 1))
_PAIRS += tuple((w, level) for w in range(5, 13) for level in (2, 3, 1))
# The beam redeals wherever the last-card bound lets a redeal through (``anytime``, see
# ``search.phased``), not only at dead ends (``crescent.ANYTIME_REDEALS``; BENCHMARKS.md).
SCHEDULE = tuple((w, level, True) for w, level in _PAIRS)
PHASE_BUDGET = 1000
FORTY_GREEDY = 0.7  # Forty Thieves: share of the budget for the heuristic move set
DESCENT_CUTS = 6  # starting points per phase of the won line (see descend)


def start(code_or_game: str | DealCode | Game, redeals: int | None = None) -> Game:
    """A fresh copy of the position to solve; ``redeals`` overrides Crescent's redeals left."""
    g = new_game(code_or_game) if isinstance(code_or_game, (str, DealCode)) else code_or_game.copy()
    if g.info.redeals and redeals is not None:
        if not 0 <= redeals <= 9:
            raise ValueError(f"redeals must be 0..9, not {redeals}")
        g.redeals_left = redeals
    return g


def replay(start: Game, moves: list[str]) -> bool:
    """True if ``moves`` are all legal from ``start`` (left untouched) and win the game."""
    g = start.copy()
    try:
        for mv in moves:
            g.play(mv)
    except EngineError:
        return False
    return g.is_won


def solve(
    code_or_game: str | DealCode | Game,
    redeals: int | None = None,
    budget: int = 200_000,
    time_limit: float | None = None,
) -> Result:
    """Search a deal or position: ``won`` (with a replayed line), ``unwinnable`` (an exhausted
    exact search) or ``undecided`` (budget or time ran out; ``best_cards``/``best_line``)."""
    t0 = time.perf_counter()
    g = start(code_or_game, redeals)
    r: Result = SOLVERS[g.game].solve(g, budget, time_limit)
    if r.outcome == WON and not replay(g, r.moves):
        raise AssertionError(f"the solver's line does not replay on {g.code}")  # a solver bug
    r.seconds = time.perf_counter() - t0
    return r


def search_crescent(
    g: Crescent,
    budget: int,
    time_limit: float | None = None,
    state: type[CrescentState] = CrescentState,
) -> Result:
    """The Crescent searches of ``solve`` (exact share, beam, exact rest; the exact search alone
    with no redeal left) without the engine's replay check; ``state`` may be a subclass that
    plays other rules (a benchmark's)."""
    t0 = time.perf_counter()

    def left_time() -> float | None:
        return None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - t0))

    if g.redeals_left == 0:  # one phase: the beam would only narrow the exact search's moves
        return dfs(state.from_game(g), budget, left_time())
    r = dfs(state.from_game(g), max(1, int(budget * EXACT_FIRST)), left_time())
    used, best = r.positions, r
    if r.outcome != UNDECIDED:
        return r
    r = phased(state.from_game(g), int(budget * BEAM), left_time(), SCHEDULE, PHASE_BUDGET)
    used += r.positions
    if r.outcome == WON:
        r.positions = used
        return r
    if r.best_cards > best.best_cards:
        best = r
    return _exact_rest(state.from_game(g), budget, used, best, left_time())


def _exact_rest(
    state: CrescentState | FortyState, budget: int, used: int, best: Result, time_left: float | None
) -> Result:
    """The exact search on what is left of the budget: its outcome when it decides the deal,
    else the best line so far, undecided (a heuristic search running dry proves nothing)."""
    if budget - used > 0:
        r = dfs(state, budget - used, time_left)
        used += r.positions
        if r.outcome != UNDECIDED:
            r.positions = used
            return r
        if r.best_cards > best.best_cards:
            best = r
    best.outcome = UNDECIDED
    best.positions = used
    return best


def _solve_forty(g: FortyThieves, budget: int, time_limit: float | None) -> Result:
    """The heuristic move set (every foundation move at once, no card back from a foundation)
    on most of the budget, then the exact search on the rest."""
    t0 = time.perf_counter()
    r = dfs(FortyState(g, greedy=True), max(1, int(budget * FORTY_GREEDY)), time_limit)
    used = r.positions
    if r.outcome == WON:
        return r
    left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - t0))
    return _exact_rest(FortyState(g), budget, used, r, left)


def descend(
    code_or_game: str | DealCode | Game,
    line: list[str],
    redeals: int,
    budget: int,
    cuts: int = DESCENT_CUTS,
) -> Result:
    """A Crescent win with at most ``redeals`` redeals, searched from positions along ``line``,
    a won line that used more: its early play is often good enough to keep (the study's yield per
    limit is in BENCHMARKS.md).

    The line is cut at ``cuts`` evenly spaced points in each phase it may keep (the play before
    its ``redeals + 1``-th redeal); each cut, latest first, gets an equal share of ``budget`` and
    is solved with the redeals still allowed there.  ``won`` comes with the whole replayed line;
    otherwise ``undecided`` (never ``unwinnable``: the search starts from chosen positions only).
    """
    t0 = time.perf_counter()
    g0 = start(code_or_game, redeals)
    if not g0.info.redeals:
        raise TypeError("descend is for a game with redeals (Crescent)")
    cut_points: list[tuple[int, int]] = []  # (ply, redeals still allowed there)
    used = 0
    phase: list[int] = []
    for ply, action in enumerate([*line, "redeal"]):
        if action != "redeal":
            phase.append(ply)
            continue
        if used > redeals:
            break
        step = max(1, len(phase) // cuts)
        cut_points += [(p, redeals - used) for p in phase[::step][-cuts:]]
        used += 1
        phase = []
    at: dict[int, Game] = {}  # the position before each cut's ply, from one replay of the line
    g = g0.copy()
    g.redeals_left = 9  # the line's own redeals; each search below gets the cut's ``left``
    cuts_at = {p for p, _ in cut_points}
    for ply, action in enumerate(line):
        if ply in cuts_at:
            at[ply] = g.copy()
        g.play(action)
    cut_points.sort(reverse=True)
    out = Result(UNDECIDED)
    share = budget // max(1, len(cut_points))
    for ply, left in cut_points:
        r = solve(at[ply], left, share)
        out.positions += r.positions
        if r.best_cards > out.best_cards:
            out.best_cards, out.best_line = r.best_cards, line[:ply] + r.best_line
        if r.outcome == WON and replay(g0, line[:ply] + r.moves):
            out.outcome, out.moves = WON, line[:ply] + r.moves
            out.redeals_used = out.moves.count("redeal")
            break
    out.seconds = time.perf_counter() - t0
    return out


@dataclass
class Hint:
    """``move``: the next move of a winning line (``outcome`` won) or of the line with most
    cards; ``outcome`` lost: the position is proved lost (no line wins from it)."""

    move: Move | None
    outcome: Outcome
    note: str
    line: list[str] = field(default_factory=list, repr=False)
    positions: int = 0

    @property
    def wins(self) -> bool:
        return self.outcome == WON

    @property
    def lost(self) -> bool:
        return self.outcome == LOST


def hint(game: Game, budget: int = 20_000, time_limit: float | None = 2.0) -> Hint:
    """The next move of a winning line found within ``budget`` positions / ``time_limit`` s,
    else the first move of the most promising line with a note that no win was found."""
    r = solve(game, budget=budget, time_limit=time_limit)
    if r.outcome == WON:
        mv = game.parse_move(r.moves[0]) if r.moves else None
        return Hint(mv, WON, "won" if mv is None else "wins", r.moves, r.positions)
    legal = game.legal_moves()
    if not legal:
        return Hint(None, UNDECIDED, "no legal move", [], r.positions)
    mv = game.parse_move(r.best_line[0]) if r.best_line else legal[0]
    lost = r.outcome == LOST
    note = "lost: no line wins" if lost else "no win found"
    return Hint(mv, LOST if lost else UNDECIDED, note, r.best_line, r.positions)


SOLVERS.add(
    "crescent",
    SolverGame(state=CrescentState.from_game, solve=search_crescent, bound=crescent.bound),
)
SOLVERS.add("forty_thieves", SolverGame(state=FortyState, solve=_solve_forty))
