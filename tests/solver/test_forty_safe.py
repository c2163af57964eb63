"""The Forty Thieves safe-move lemma (engine/solver/README.md, "Forty Thieves safe moves"),
checked in the engine.

Exhaustive play cannot decide Forty Thieves positions here: a foundation's top card may come
back to a column, so even a position with six cards off the foundations reaches more than 50,000
positions (the cards of complete suits come back too).  So the tests check the lemma's proof
itself, step by step, on real winning lines (the committed study's won lines, 27 of them with
cards brought back from foundations): at positions where the solver plays a card home alone, the
line rewritten as the proof says (moves of the suit's lower cards dropped, then the safe card's
own moves until it goes home dropped) must replay in the engine from the position after the safe
move, move by move, and win.  Likewise for the pruned foundation-to-column moves: the line without
any move of a card whose both copies were home must still win.  And the rule must not fire where
only one lower copy is home.  (In Pyodide an even sample of the lines: tests/engine/in_pyodide.py.)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from engine import FortyThieves, new_game
from engine.forty_thieves import FOUNDATION_SUIT, PLACE_INDEX, PLACE_NAMES
from engine.solver.forty_thieves import FortyState
from tests.engine.in_pyodide import spread

STUDY = Path(__file__).resolve().parents[2] / "docs" / "study" / "forty-thieves.jsonl"


def _won_lines() -> Sequence[tuple[str, list[str]]]:
    """The study's won lines: every one in CPython, an even sample in Pyodide."""
    out = []
    for text in STUDY.read_text(encoding="utf-8").splitlines()[1:]:
        d = json.loads(text)
        if d.get("line"):
            out.append((d["code"], d["line"].split()))
    return spread(out)


def _suit(c: int) -> int:
    return c // 13


def _rank(c: int) -> int:
    return c % 13 + 1


def _moved(g: FortyThieves, action: str) -> int | None:
    """The card an action moves (None for a draw)."""
    if action == "draw":
        return None
    src = PLACE_INDEX[action.split("-")[0]]
    if src < 10:
        return g.cols[src][-1]
    if src == len(PLACE_NAMES) - 1:
        return g.waste[-1]
    f = src - 10
    return FOUNDATION_SUIT[f] * 13 + g.found[f] - 1


def _play_as(g: FortyThieves, action: str, card: int | None) -> None:
    """Play ``action`` in ``g`` moving the same card: a foundation named in it may be either of
    the suit's two (they are interchangeable), whichever holds the right count."""
    if action == "draw":
        g.play(action)
        return
    assert card is not None
    src, dst = action.split("-")
    fs = [f for f in range(8) if FOUNDATION_SUIT[f] == _suit(card)]
    if src.startswith("f"):
        src = PLACE_NAMES[10 + next(f for f in fs if g.found[f] == _rank(card))]
    if dst.startswith("f"):
        dst = PLACE_NAMES[10 + next(f for f in fs if g.found[f] == _rank(card) - 1)]
    assert _moved(g, f"{src}-{dst}") == card
    g.play(f"{src}-{dst}")


def _without_low(start: FortyThieves, line: list[str], low: dict[int, int]) -> list[tuple]:
    """The line as (action, card) with every move of a card of suit ``s`` and rank ≤ ``low[s]``
    dropped (step 1 of the proof: those cards are all home at the start)."""
    g = start.copy()
    out = []
    for action in line:
        card = _moved(g, action)
        g.play(action)
        if card is None or _rank(card) > low.get(_suit(card), 0):
            out.append((action, card))
    return out


def _replay_wins(g: FortyThieves, steps: list[tuple]) -> bool:
    g = g.copy()
    for action, card in steps:
        _play_as(g, action, card)
    return g.is_won


def _safe_points(code: str, line: list[str], every: int) -> list[tuple[int, FortyThieves, int]]:
    """(index, position, source place) where the solver plays a non-Ace card home alone,
    at most one in ``every`` plies."""
    g = new_game(code)
    out = []
    last = -every
    for k, action in enumerate(line):
        ms = FortyState(g).moves()
        if k - last >= every and len(ms) == 1 and ms[0][1] >= 10:
            card = _moved(g, f"{PLACE_NAMES[ms[0][0]]}-{PLACE_NAMES[ms[0][1]]}")
            fs = [f for f in range(8) if card is not None and FOUNDATION_SUIT[f] == _suit(card)]
            # (a single move may also be the only legal one: only the lemma's case counts)
            if card is not None and 1 < _rank(card) <= 1 + min(g.found[f] for f in fs):
                out.append((k, g.copy(), ms[0][0]))
                last = k
        g.play(action)
    return out


def test_safe_move_proof_replays_on_study_lines():
    checked = rewritten = 0
    for code, line in _won_lines():
        for k, p, src in _safe_points(code, line, every=25):
            rest = line[k:]
            x = p.waste[-1] if src == len(PLACE_NAMES) - 1 else p.cols[src][-1]
            s, r = _suit(x), _rank(x)
            fs = [f for f in range(8) if FOUNDATION_SUIT[f] == s]
            assert min(p.found[f] for f in fs) >= r - 1  # the lemma's condition
            steps = _without_low(p, rest, {s: r - 1})
            assert _replay_wins(p, steps)  # step 1 alone
            # Step 2: drop the safe card's own moves until its first move home.
            g, where, keep = p.copy(), src, []
            depth = len(p.waste) if src == len(PLACE_NAMES) - 1 else None
            for action, card in steps:
                name = action.split("-")
                at = PLACE_INDEX[name[0]] if action != "draw" else -1
                on_top = at == where and (depth is None or len(g.waste) == depth)
                if where is not None and on_top and card == x:
                    dst = PLACE_INDEX[name[1]]
                    where = None if dst >= 10 else dst  # home, or on to another column
                    depth = None
                    _play_as(g, action, card)
                    continue
                keep.append((action, card))
                _play_as(g, action, card)
            assert where is None  # the safe card went home in the winning line
            after = p.copy()
            f = next(f for f in fs if p.found[f] == r - 1)
            after.play(f"{PLACE_NAMES[src]}-{PLACE_NAMES[10 + f]}")
            assert _replay_wins(after, keep), (code, k)
            checked += 1
            rewritten += len(keep) < len(rest) - 1
    assert checked >= 100 and rewritten >= 1, (checked, rewritten)


def test_pruned_foundation_moves_are_never_needed():
    """Lines that bring cards back from foundations still win without every move of a card
    whose both copies were home (the pruned foundation-to-column moves are among them)."""
    dropped_back = 0
    for code, line in _won_lines():
        if not any(a.startswith("f") for a in line):
            continue
        g = new_game(code)
        for k, action in enumerate(line):
            if k % 40 == 0:
                low = {s: min(g.found[s], g.found[s + 4]) for s in range(4)}
                steps = _without_low(g, line[k:], low)
                assert _replay_wins(g, steps), (code, k)
                dropped_back += sum(1 for a in line[k:] if a.startswith("f")) - sum(
                    1 for a, _ in steps if a.startswith("f")
                )
            g.play(action)
    assert dropped_back > 0


def _position(found_hearts: tuple[int, int], top: int) -> FortyThieves:
    """Every suit but hearts home; hearts' foundations at the given counts, ``top`` (a heart's
    rank) alone on column 1 and the other hearts in the stock."""
    found = [13, found_hearts[0], 13, 13, 13, found_hearts[1], 13, 13]
    hearts = [13 + r for f in (1, 5) for r in range(found[f], 13)]
    hearts.remove(13 + top - 1)
    cols = [[13 + top - 1]] + [[] for _ in range(9)]
    return FortyThieves.from_position(cols, sorted(hearts, reverse=True), [], found)


@pytest.mark.parametrize(
    ("found", "top", "alone"),
    [
        ((5, 5), 6, True),  # both fives home: the six goes home alone
        ((5, 7), 6, True),
        ((5, 4), 6, False),  # only one five home: the other may need the six as its base
        ((5, 0), 6, False),
        ((1, 1), 2, True),  # a two with both Aces home
        ((1, 0), 2, False),
    ],
)
def test_rule_fires_only_with_both_lower_copies_home(found, top, alone):
    ms = FortyState(_position(found, top)).moves()
    assert (ms == [(0, 11)]) is alone
    assert (0, 11) in ms  # the move itself is always there
