"""Puzzle ratings (engine/puzzles/rating.py): each group on the whole scale, monotone in the
difficulty fitted to a population of hint players, ties broken by a feature, yes and no apart;
the fit recovers a known item-response model; and the committed ratings' quintiles fall strictly
for the population's committed results (docs/puzzles/rating/<game>-players.json)."""

from __future__ import annotations

import itertools
import json
import math
from fractions import Fraction

import pytest

from build_tools.puzzle_rating import SEARCHED, fit, population, rated_puzzles
from build_tools.site.exports.puzzle_board import board_data
from engine.puzzles.model import Puzzle
from engine.puzzles.rating import HIGH, LOW, fitted_score, group, ratings
from engine.solver import WON, solve

from ..browser.conftest import ROOT

RATING = ROOT / "docs" / "puzzles" / "rating"
SLUGS = ("crescent", "forty-thieves")


def puzzle(pid: str, kind: str, score: float, winnable: bool | None = None, **features) -> dict:
    answer = {} if winnable is None else {"winnable": winnable}
    return {
        "id": pid,
        "kind": kind,
        "answer": answer,
        "difficulty": {"score": score, "features": features},
    }


def committed(slug: str) -> dict:
    return json.loads((ROOT / "docs" / "puzzles" / f"{slug}.json").read_text())


# Forty Thieves' goal kinds are on the board too, from their own file (docs/puzzles/goals/).
GOAL_FILES = {"crescent": [], "forty-thieves": ["goals/forty-thieves-goals.json"]}


def files(slug: str) -> list[tuple[str, dict]]:
    """The game's puzzle files the board rates, by name (its plays and searches are named so):
    its own and its goal puzzles'."""
    more = [
        (
            f.split("/")[-1].removesuffix(".json"),
            json.loads((ROOT / "docs" / "puzzles" / f).read_text()),
        )
        for f in GOAL_FILES[slug]
    ]
    return [(slug, committed(slug)), *more]


def every_puzzle(slug: str) -> list[dict]:
    """The game's puzzles the board rates: its file's and its goal puzzles."""
    return [p for _, d in files(slug) for p in d["puzzles"]]


def stored(slug: str, name: str) -> dict:
    return json.loads((RATING / name.format(slug)).read_text())


def plays(slug: str) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """The population's committed plays of every puzzle of the game (each file's own, checked
    to be of that file's puzzles), and the budgets each puzzle was played at (the file's, or
    its kind's where the file names other budgets for it)."""
    solved: dict[str, list[int]] = {}
    budgets: dict[str, list[int]] = {}
    for name, data in files(slug):
        results = stored(name, "{}-players.json")
        # the results are of these puzzles (python -m build_tools rating --play re-runs the players)
        assert results["fingerprint"] == data["fingerprint"], name
        assert set(results["solved"]) == {p["id"] for p in data["puzzles"]}, name
        for p in data["puzzles"]:
            budgets[p["id"]] = results.get("kind_budgets", {}).get(p["kind"], results["budgets"])
        solved.update(results["solved"])
    return solved, budgets


def searches(slug: str) -> dict[str, int]:
    """The search each win took, of every puzzle file of the game."""
    return {
        i: n
        for name, _ in files(slug)
        for i, n in stored(name, "{}-search.json")["positions"].items()
    }


def test_an_unfitted_group_spreads_over_the_scale_by_score_and_ties_share_a_rating():
    r = ratings(
        [
            puzzle("a", "only-move", 1.0),
            puzzle("b", "only-move", 3.0),
            puzzle("c", "only-move", 2.0),
            puzzle("d", "only-move", 2.0),
        ]
    )
    # each puzzle at the middle of its rank (ties: of their ranks), 800 + 1400 × (rank − ½) / 4:
    # ranks 1, 2-3, 4 → 0.5, 2, 3.5 quarters
    assert r == {"a": 975, "c": 1500, "d": 1500, "b": 2025}


def test_the_rating_is_monotone_in_the_fitted_score_not_in_the_hand_score():
    # fitted: 2·effort − 1·score; the hand score alone would order them a < b < c < d
    model = {"sequence": {"weights": {"effort": 2.0, "score": -1.0}, "bias": 0.0}}
    ps = [
        puzzle("a", "sequence", 1.0, effort=3.0),  # 5
        puzzle("b", "sequence", 2.0, effort=0.0),  # -2
        puzzle("c", "sequence", 3.0, effort=4.0),  # 5
        puzzle("d", "sequence", 4.0, effort=1.0),  # -2
    ]
    r = ratings(ps, model)
    # b and d share −2 but differ in effort (the first tie feature): d above b; a and c share 5,
    # c's effort 4 > a's 3: ranks b, d, a, c → 800 + 1400 × (rank − ½) / 4
    assert r == {"b": 975, "d": 1325, "a": 1675, "c": 2025}


def test_equal_fitted_scores_are_ordered_by_a_feature_and_share_only_when_equal_in_all():
    model = {"can-win-no": {"weights": {"score": 1.0}, "bias": 0.0}}
    ps = [
        puzzle("x", "can-win", 5.0, False, effort=1.0, length=9, cards_home=40),
        puzzle("y", "can-win", 5.0, False, effort=1.0, length=9, cards_home=30),
        puzzle("z", "can-win", 5.0, False, effort=1.0, length=9, cards_home=30),
    ]
    r = ratings(ps, model)
    # effort and length equal: the cards home decide (30 < 40); y and z are equal in every feature
    assert r["y"] == r["z"] == round(LOW + (HIGH - LOW) * 1 / 3)  # mean rank 1.5 of 3
    assert r["x"] == round(LOW + (HIGH - LOW) * 2.5 / 3)


def test_yes_and_no_are_rated_apart_so_a_rating_never_tells_the_answer():
    r = ratings(
        [
            puzzle("y1", "can-win", 1.0, True),
            puzzle("y2", "can-win", 9.0, True),
            puzzle("n1", "can-win", 5.0, False),
            puzzle("n2", "can-win", 6.0, False),
        ]
    )
    assert r["y1"] == r["n1"] == 1150 and r["y2"] == r["n2"] == 1850


@pytest.mark.parametrize("slug", SLUGS)
def test_every_committed_puzzle_is_rated_and_each_group_spans_the_scale(slug):
    puzzles = every_puzzle(slug)
    board = {p["id"]: p for p in board_data(slug)["puzzles"]}
    assert set(board) == {p["id"] for p in puzzles}
    by_group: dict[str, list[int]] = {}
    for p in puzzles:
        by_group.setdefault(group(p), []).append(board[p["id"]]["rating"])
    for g, rs in by_group.items():
        assert all(LOW < r <= HIGH for r in rs), g
        fifth = (HIGH - LOW) / 5  # the lowest rating in the first fifth, the highest in the last
        assert min(rs) < LOW + fifth and max(rs) > HIGH - fifth, (g, min(rs), max(rs))


@pytest.mark.parametrize("slug", SLUGS)
def test_the_boards_ratings_follow_the_committed_weights(slug):
    weights = stored(slug, "{}.json")["groups"]
    board = {p["id"]: p["rating"] for p in board_data(slug)["puzzles"]}

    found = searches(slug)  # the search each win took

    def log_odds(p: dict) -> float:
        fitted = weights[group(p)]
        f, d = p["difficulty"]["features"], p["difficulty"]
        search = math.log10(1 + found.get(p["id"], 0))
        x = {**f, "log_length": math.log2(1 + f["length"]), "score": d["score"], "search": search}
        return fitted["bias"] + sum(v * x.get(k, 0.0) for k, v in fitted["weights"].items())

    for g in weights:
        members = sorted((p for p in every_puzzle(slug) if group(p) == g), key=log_odds)
        rs = [board[p["id"]] for p in members]
        assert rs == sorted(rs), g  # a higher fitted log-odds of failing: never a lower rating


def test_the_fit_recovers_a_known_item_response_model():
    # A player of budget b solves a puzzle exactly when log2 b reaches its effort: each puzzle's
    # true difficulty is its effort on the log2-budget scale (a = 1, d = effort); the other
    # inputs are noise.
    budgets = [2**k for k in range(11)]
    ps = [
        puzzle(f"p{i}", "only-move", float(i % 3), effort=0.5 + i / 2, alternatives=float(i % 4))
        for i in range(20)
    ]
    results = {
        p["id"]: [math.log2(b) >= p["difficulty"]["features"]["effort"] for b in budgets]
        for p in ps
    }
    model = fit(ps, results, budgets)
    a = model["only-move"]["ability"]
    assert a > 0  # a stronger player solves more
    for p in ps:
        # the budget at which the fitted model gives half: between the last failing and the
        # first solving budget (the true boundary lies there: whole powers of two only)
        half_at = fitted_score(p, model) / a
        effort = p["difficulty"]["features"]["effort"]
        assert math.ceil(effort) - 1 < half_at < math.ceil(effort), (p["id"], half_at)
    r = ratings(ps, model)
    assert [r[p["id"]] for p in ps] == sorted(r.values())  # the rating rises with the effort


def quintile_shares(slug: str) -> dict[str, list[Fraction]]:
    """Per group, the population's share of solves in each quintile of the board's ratings,
    counted here from the committed results (not by the fitting code)."""
    solved, budgets = plays(slug)
    for i, r in solved.items():
        assert len(budgets[i]) >= 5 and budgets[i] == sorted(set(budgets[i])), (i, budgets[i])
        assert len(r) == len(budgets[i]) and set(r) <= {0, 1}, i
    board = {p["id"]: p["rating"] for p in board_data(slug)["puzzles"]}
    groups = {p["id"]: group(p) for p in every_puzzle(slug)}
    out = {}
    for g in sorted(set(groups.values())):
        ids = sorted((i for i in groups if groups[i] == g), key=lambda i: (board[i], i))
        n = len(ids)
        out[g] = [
            Fraction(
                sum(sum(solved[i]) for i in ids[q * n // 5 : (q + 1) * n // 5]),
                sum(len(solved[i]) for i in ids[q * n // 5 : (q + 1) * n // 5]),
            )
            for q in range(5)
        ]
    return out


@pytest.mark.parametrize("slug", SLUGS)
def test_the_committed_ratings_quintiles_fall_strictly_for_the_player_population(slug):
    for g, shares in quintile_shares(slug).items():
        shown = (g, [f"{float(x):.1%}" for x in shares])
        assert all(a > b for a, b in itertools.pairwise(shares)), shown


@pytest.mark.parametrize("slug", SLUGS)
def test_the_population_spans_weak_and_strong_players(slug):
    # every budget's player fails some puzzle of those it played; in each group the weakest
    # solves fewer than the strongest
    solved, budgets = plays(slug)
    for b in {b for bs in budgets.values() for b in bs}:
        played = [r[budgets[i].index(b)] for i, r in solved.items() if b in budgets[i]]
        assert sum(played) < len(played), b
    by_group: dict[str, list[list[int]]] = {}
    for p in every_puzzle(slug):
        by_group.setdefault(group(p), []).append(solved[p["id"]])
    for g, results in by_group.items():
        weakest, strongest = sum(r[0] for r in results), sum(r[-1] for r in results)
        assert weakest < strongest, (g, weakest, strongest)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_committed_weights_are_the_fit_of_the_committed_results(slug):
    solved, budgets = plays(slug)
    want = stored(slug, "{}.json")
    assert want["budgets"] == stored(slug, "{}-players.json")["budgets"]
    assert (solved, budgets) == population(slug)  # the fit reads the same plays
    got = fit(rated_puzzles(slug), solved, budgets)
    assert set(got) == set(want["groups"])
    for g, w in want["groups"].items():
        assert got[g]["weights"] == pytest.approx(w["weights"], abs=1e-4), g
        assert got[g]["bias"] == pytest.approx(w["bias"], abs=1e-4), g
        assert got[g]["ability"] == pytest.approx(w["ability"], abs=1e-4), g


@pytest.mark.parametrize("slug", SLUGS)
def test_the_search_each_win_takes_is_measured_on_the_committed_puzzles(slug):
    for name, data in files(slug):
        found = stored(name, "{}-search.json")
        assert found["fingerprint"] == data["fingerprint"], name
        searched = {p["id"] for p in data["puzzles"] if group(p) in SEARCHED}
        assert set(found["positions"]) == searched, name
        assert all(0 < n <= found["budget"] for n in found["positions"].values()), name


def test_the_committed_search_counts_replay():
    # the solver has no time limit there, so its count is the same on every machine: re-measured
    # here on the three Crescent yes puzzles it found fastest and one it needed over 1,000 for
    data = {p["id"]: p for p in committed("crescent")["puzzles"]}
    found = stored("crescent", "{}-search.json")
    quick = sorted(found["positions"], key=lambda i: (found["positions"][i], i))
    chosen = [*quick[:3], next(i for i in quick if found["positions"][i] > 1000)]
    for pid in chosen:
        r = solve(Puzzle.from_dict(data[pid]).position(), budget=found["budget"])
        assert r.outcome == WON and r.positions == found["positions"][pid], pid
