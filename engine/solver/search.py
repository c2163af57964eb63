"""Depth-first search with a transposition table, shared by both games.

The table holds every position the search has entered.  A position met again is either on the
current path (a cycle) or was searched to the end without a win, so skipping it loses nothing;
when the whole tree is exhausted, no position reachable from the start wins.  States supply
``key``, ``moves`` (best first), ``make``/``unmake``, ``cards``, ``won``, ``notation`` and
``lost`` (a proof that a position cannot be won).  The budget counts positions entered, so a run
is the same on every machine; an optional time limit is checked every 256 positions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from ..outcome import LOST, UNDECIDED, WON, Outcome

# Called after every ``TICK`` positions entered by any search while ``watching`` (the in-page
# solve posts its progress from it: Pyodide runs the search in one blocking call).
TICK = 256
_tick: Callable[[], None] | None = None


@contextmanager
def watching(tick: Callable[[], None]) -> Iterator[None]:
    """Call ``tick()`` after every ``TICK`` positions any search enters inside the block."""
    global _tick
    before, _tick = _tick, tick
    try:
        yield
    finally:
        _tick = before


@dataclass
class Result:
    """A search's outcome; ``moves`` is the won line, ``best_line`` the line with most cards."""

    outcome: Outcome
    moves: list[str] = field(default_factory=list)
    positions: int = 0
    best_cards: int = 0
    seconds: float = 0.0
    best_line: list[str] = field(default_factory=list, repr=False)
    redeals_used: int = 0


@dataclass
class _Walk:
    """What one depth-first walk found: ``outcome`` WON, UNDECIDED (budget or time ran out) or
    None (every move below the start was tried)."""

    outcome: Outcome | None
    line: list[str]
    positions: int
    best: int
    best_line: list[str]


def _walk(
    st: Any, expand: Any, expand_start: bool, budget: int, deadline: float | None, seen: set[bytes]
) -> _Walk:
    """The depth-first loop both searches share: make a move, skip a known position, count it,
    keep the line with most cards, stop on a win, back up from a proven dead end. ``expand``
    gives the moves of a position, seeing the notation of the path to it; ``expand_start``
    False leaves the start unexpanded. ``st`` is left as it was."""
    path: list[Any] = []
    tokens: list[Any] = []
    notes: list[list[str]] = []
    best = st.cards()
    best_notes: list[list[str]] = []
    positions = 1
    tick = _tick
    outcome: Outcome | None = None
    stack: list[list[Any]] = [[expand(notes), 0]] if expand_start else []
    while stack:
        frame = stack[-1]
        ms, k = frame
        if k >= len(ms):
            stack.pop()
            if path:
                st.unmake(path.pop(), tokens.pop())
                notes.pop()
            continue
        frame[1] = k + 1
        m = ms[k]
        note = st.notation(m)
        tok = st.make(m)
        key = st.key()
        if key in seen:
            st.unmake(m, tok)
            continue
        if positions >= budget or (
            deadline is not None and (positions & 255) == 0 and time.perf_counter() > deadline
        ):
            st.unmake(m, tok)
            outcome = UNDECIDED
            break
        seen.add(key)
        positions += 1
        if tick is not None and not positions % TICK:
            tick()
        path.append(m)
        tokens.append(tok)
        notes.append(note)
        n = st.cards()
        if n > best:
            best, best_notes = n, notes[:]
        if st.won():
            outcome = WON
            break
        if st.lost(False, m):  # a proven dead end: back up at once
            st.unmake(path.pop(), tokens.pop())
            notes.pop()
            continue
        stack.append([expand(notes), 0])
    line = [a for note in notes for a in note] if outcome == WON else []
    while path:  # put the state back as it was
        st.unmake(path.pop(), tokens.pop())
    return _Walk(outcome, line, positions, best, [a for note in best_notes for a in note])


def dfs(
    st: Any,
    budget: int,
    time_limit: float | None = None,
    seen: set[bytes] | None = None,
) -> Result:
    """Search ``st`` (left as it was) for a win; see the module docstring."""
    t0 = time.perf_counter()
    deadline = None if time_limit is None else t0 + time_limit
    seen = set() if seen is None else seen
    seen.add(st.key())
    if st.won():
        return Result(WON, [], 1, st.cards(), time.perf_counter() - t0)
    w = _walk(st, lambda _notes: st.moves(), not st.lost(True, None), budget, deadline, seen)
    return Result(
        w.outcome or LOST,  # every move tried: the exhausted exact search proves the loss
        w.line,
        w.positions,
        w.best,
        time.perf_counter() - t0,
        w.best_line,
        w.line.count("redeal"),
    )


def phased(
    st: Any,
    budget: int,
    time_limit: float | None = None,
    schedule: tuple[tuple[int, int, bool], ...] = ((1, 1, False),),
    phase_budget: int = 2000,
) -> Result:
    """Heuristic search across redeals (a beam over phases); finds wins, never proves a loss.

    Each phase (the play between two redeals) is searched depth-first for up to
    ``phase_budget`` positions; of the positions where it runs out of moves (and, when
    ``anytime``, every position where ``redeal_anytime``: a redeal not proved lost at once),
    the ``width`` with most cards on the foundations (dead ends first among equals) are redealt
    and searched in turn, the last phase with whatever budget is left.  ``schedule`` lists the
    (width, move-set level, anytime) triples tried in turn until one wins or the budget is
    spent: narrow beams and narrow move sets first find easy wins fast, wider ones later.  A
    redealt position the state's ``doomed`` proves lost is not searched (its place in the beam
    goes to the next one).  States here also supply
    ``snapshot``/``restore``, ``redeal_move``, ``redeal_anytime``, ``redeals`` and ``greedy``.
    """
    t0 = time.perf_counter()
    deadline = None if time_limit is None else t0 + time_limit
    used = 0
    best = Result(UNDECIDED, best_cards=st.cards())
    for w, level, anytime in schedule:
        left = budget - used
        if left <= 0 or (deadline is not None and time.perf_counter() > deadline):
            break
        st.greedy = level
        r = _beam(st, left, deadline, w, phase_budget * (w + 1) // 2, [], set(), anytime)
        used += r.positions
        if r.best_cards > best.best_cards or r.outcome == WON:
            best.best_cards, best.best_line = r.best_cards, r.best_line
        if r.outcome == WON:
            best.outcome, best.moves, best.redeals_used = WON, r.moves, r.redeals_used
            break
    best.positions = used
    best.seconds = time.perf_counter() - t0
    return best


def _beam(
    st: Any,
    budget: int,
    deadline: float | None,
    width: int,
    phase_budget: int,
    prefix: list[str],
    seen: set[bytes],
    anytime: bool = False,
) -> Result:
    """One phase of ``phased``: ``st`` is its first position; ``prefix`` the actions before it."""
    cap = min(budget, phase_budget) if st.redeals > 0 else budget
    leaves: list[tuple[int, bool, int, list[str], Any]] = []

    def leaf(state: Any, notes: list[list[str]], moves_left: bool) -> None:
        leaves.append(
            (
                -state.cards(),
                moves_left,
                len(leaves),
                [a for n in notes for a in n],
                state.snapshot(),
            )
        )

    r = _phase_dfs(st, cap, deadline, seen, leaf, anytime)
    line = prefix + r.best_line
    out = Result(r.outcome, best_cards=r.best_cards, positions=r.positions, best_line=line)
    if r.outcome == WON:
        out.moves = prefix + r.moves
        out.redeals_used = out.moves.count("redeal")
        return out
    if st.redeals == 0:
        return out
    leaves.sort()
    tried = 0
    for _, _, _, notes, snap in leaves:
        if tried >= width or out.positions >= budget:
            break
        if deadline is not None and time.perf_counter() > deadline:
            break
        nxt = st.restore(snap)
        nxt.make(nxt.redeal_move())
        if nxt.key() in seen or nxt.doomed():
            continue
        tried += 1
        sub = _beam(
            nxt,
            budget - out.positions,
            deadline,
            width,
            phase_budget,
            [*prefix, *notes, "redeal"],
            seen,
            anytime,
        )
        out.positions += sub.positions
        if sub.best_cards > out.best_cards:
            out.best_cards, out.best_line = sub.best_cards, sub.best_line
        if sub.outcome == WON:
            out.outcome, out.moves, out.redeals_used = WON, sub.moves, sub.redeals_used
            return out
    return out


def _phase_dfs(
    st: Any, budget: int, deadline: float | None, seen: set[bytes], leaf: Any, anytime: bool
) -> Result:
    """Depth-first search of one phase (no redeals).  ``leaf`` sees every position without
    moves and, when ``anytime``, every position where ``st.redeal_anytime()``: the last-card
    bound rejects nearly every redeal with one redeal left, and the few positions it lets through,
    dead ends or not, are the ones worth redealing."""
    seen.add(st.key())
    if st.won():
        return Result(WON, [], 1, st.cards())

    def expand(notes: list[list[str]]) -> list[Any]:
        ms = [m for m in st.moves() if m[0] >= 0]
        if not ms or (anytime and st.redeal_anytime()):
            leaf(st, notes, bool(ms))
        return ms

    w = _walk(st, expand, True, budget, deadline, seen)
    return Result(w.outcome or UNDECIDED, w.line, w.positions, w.best, 0.0, w.best_line)
