import itertools
import json
import time
from collections import Counter
from functools import cache
from types import SimpleNamespace

import pytest

from engine import new_game
from engine.solver import study
from engine.solver.cli import main
from engine.solver.core import descend, solve
from engine.solver.study import Settings, read_checkpoint, run, study_deal, winnable_codes


def _strip(path):
    data = json.loads(path.read_text())
    return [{k: v for k, v in e.items() if k != "seconds"} for e in data["results"]]


def test_study_is_deterministic_and_resumable(tmp_path):
    s = Settings("crescent", 3, (0, 1, 2, 3), 3000, None)
    a = run(s, tmp_path / "a", jobs=1, quiet=True)
    b = run(s, tmp_path / "b", jobs=2, quiet=True)
    assert _strip(a) == _strip(b)
    # resume: two deals first, then the same study grown to three continues from the checkpoint
    c_dir = tmp_path / "c"
    run(Settings("crescent", 2, (0, 1, 2, 3), 3000, None), c_dir, jobs=1, quiet=True)
    first = (c_dir / "crescent.jsonl").read_text().splitlines()
    c = run(s, c_dir, jobs=1, quiet=True)
    lines = (c_dir / "crescent.jsonl").read_text().splitlines()
    assert lines[:3] == first and len(lines) == 4
    assert _strip(c) == _strip(a)
    assert (c_dir / "crescent-summary.md").read_text().startswith("# crescent study")


def test_a_win_below_the_highest_limit_carries_up_and_a_proof_carries_down():
    # Deal 6 at 20,000 positions: the search with 3 redeals (searched first) stops undecided,
    # the one with 2 redeals wins, the one with 1 proves the deal lost.
    d = study_deal((Settings("crescent", 1, (0, 1, 2, 3), 20_000, None), 6))
    by_limit = {e["redeals"]: e for e in d["results"]}
    assert by_limit[2]["outcome"] == "won" and not by_limit[2]["inferred"]
    carried = by_limit[3]
    assert carried["outcome"] == "won" and carried["inferred"]
    assert carried["positions"] == 20_000  # it was searched, then filled in from limit 2
    assert d["line"].split().count("redeal") <= 2
    assert by_limit[1]["outcome"] == "unwinnable" and not by_limit[1]["inferred"]
    assert by_limit[0]["outcome"] == "unwinnable" and by_limit[0]["inferred"]
    assert by_limit[0]["positions"] == 0
    # a win with k redeals is a win with every higher limit
    won = sorted(k for k, e in by_limit.items() if e["outcome"] == "won")
    assert won == [2, 3]


def test_other_settings_refuse_the_checkpoint(tmp_path, capsys):
    run(Settings("crescent", 1, (3,), 1000, None), tmp_path, jobs=1, quiet=True)
    rc = main(
        [
            "study",
            "--game",
            "crescent",
            "--deals",
            "1",
            "--redeals",
            "3",
            "--budget",
            "2000",
            "--out",
            str(tmp_path),
            "--quiet",
        ]
    )
    assert rc == 2
    assert "other settings" in capsys.readouterr().err


def test_winnable_codes_replay(tmp_path):
    s = Settings("crescent", 6, (3,), 20_000, None)
    run(s, tmp_path, jobs=1, quiet=True)
    codes = winnable_codes(read_checkpoint(tmp_path / "crescent.jsonl", s))
    assert codes and all(c.startswith("CR1-N-") for c in codes)
    # the study writes the list the Play pages ship, in seed order
    shipped = json.loads((tmp_path / "winnable-crescent.json").read_text())
    assert shipped == codes
    won = json.loads((tmp_path / "crescent.json").read_text())["results"]
    assert set(codes) == {e["code"] for e in won if e["outcome"] == "won"}


def test_cli_errors_are_one_line(capsys):
    assert main(["solve", "XX1-N-AAAAAAB"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:")
    with pytest.raises(SystemExit) as stopped:
        main(["solve", "CR1-N-AAAAAAB", "--budget", "-3"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:")
    assert main(["solve", "FT1-N-AAAAAAB", "--redeals", "1"]) == 2


def test_cli_solve_json(capsys):
    assert main(["solve", "CR1-N-AAAAAAF", "--budget", "5000", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    # not decided on 5,000 positions: the whole budget spent, and the best line replays in the
    # engine to the number of foundation cards reported
    assert d["outcome"] == "undecided" and d["positions"] == 5000 and d["moves"] == []
    g = new_game("CR1-N-AAAAAAF")
    g.play_all(d["best_line"])
    assert g.foundation_cards == d["best_cards"] > 8


def test_a_line_cut_short_is_dropped_and_run_again(tmp_path):
    s = Settings("crescent", 2, (3,), 2000, None)
    run(s, tmp_path, jobs=1, quiet=True)
    ck = tmp_path / "crescent.jsonl"
    lines = ck.read_text().splitlines()
    ck.write_text("\n".join(lines[:2]) + "\n" + lines[2][:20])  # stopped mid-write
    run(s, tmp_path, jobs=1, quiet=True)
    again = ck.read_text().splitlines()
    assert len(again) == 3

    def searched(line: str) -> dict:  # the deal's results without their CPU times
        d = json.loads(line)
        for e in d["results"]:
            del e["seconds"]
        return d

    assert searched(again[2]) == searched(lines[2])


@cache
def _won_with_two_redeals() -> tuple[str, ...]:
    """CR1-N-AAAAAFX (seed 183): the search with 2 redeals wins using both."""
    r = solve("CR1-N-AAAAAFX", 2, 80_000)
    assert r.outcome == "won" and r.redeals_used == 2
    return tuple(r.moves)


def test_descent_finds_a_win_with_fewer_redeals():
    line = list(_won_with_two_redeals())
    r = descend("CR1-N-AAAAAFX", line, 1, 30_000)
    assert r.outcome == "won" and r.redeals_used <= 1
    g = new_game("CR1-N-AAAAAFX")
    g.redeals_left = 1
    for action in r.moves:
        g.play(action)  # the engine holds the limit: a second redeal would be refused
    assert g.is_won


def test_descent_never_claims_a_loss():
    line = list(_won_with_two_redeals())
    r = descend("CR1-N-AAAAAFX", line, 0, 2_000)
    assert r.outcome in ("won", "undecided") and r.positions <= 2_000


def test_a_checkpoint_from_before_the_descent_step_gets_that_step(tmp_path):
    old = Settings("crescent", 2, (0, 3), 3000, None)
    run(old, tmp_path, jobs=1, quiet=True)
    ckpt = tmp_path / "crescent.jsonl"
    lines = ckpt.read_text().splitlines()
    header = json.loads(lines[0])
    del header["descent"]  # as written before the step existed
    ckpt.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    new = Settings("crescent", 2, (0, 3), 3000, None, descent=1000)
    out = json.loads(run(new, tmp_path, jobs=1, quiet=True).read_text())
    after = ckpt.read_text().splitlines()
    assert after[: len(lines)] == [json.dumps(header), *lines[1:]]  # appended, nothing rewritten
    assert len(after) == len(lines) + 2  # one updated line per deal
    last = {d["seed"]: d for d in map(json.loads, after[1:])}
    assert all(d["descent"] == 1000 for d in last.values())
    assert len(out["results"]) == 4
    # run again: nothing left to do
    run(new, tmp_path, jobs=1, quiet=True)
    assert ckpt.read_text().splitlines() == after


def test_cpu_time_counts_every_search_of_a_deal(tmp_path, monkeypatch):
    # A win found at a lower limit is carried up to a higher limit that was searched first
    # (undecided): that search's CPU time and positions stay in the totals.  With a clock on
    # which every search takes exactly one second, the total is the number of searches run.
    clock = itertools.count()
    monkeypatch.setattr(
        study,
        "time",
        SimpleNamespace(thread_time=lambda: next(clock), perf_counter=time.perf_counter),
    )
    searches: Counter[int] = Counter()

    def counted_solve(code, redeals, *args):
        searches[redeals] += 1
        return solve(code, redeals, *args)

    def counted_descend(*args):
        searches["descent"] += 1
        return descend(*args)

    monkeypatch.setattr(study, "solve", counted_solve)
    monkeypatch.setattr(study, "descend", counted_descend)
    s = Settings("crescent", 6, (2, 3), 20_000, None)  # deal 6: undecided at 3, won at 2
    data = json.loads(run(s, tmp_path, jobs=1, quiet=True).read_text())
    assert any(e["inferred"] and e["positions"] for e in data["results"]), "nothing carried up"
    assert data["total_cpu_seconds"] == searches.total()
    assert {row["redeals"]: row["searched"] for row in data["summary"]} == {
        2: searches[2],
        3: searches[3],
    }
