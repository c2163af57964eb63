import json
import subprocess
import sys

import pytest

from engine.cli import main


def run(capsys, *args):
    rc = main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_deal_json_schema(capsys):
    rc, out, _ = run(capsys, "deal", "cr1-n-aaaaaab", "--json")
    d = json.loads(out)
    assert rc == 0
    assert d["game"] == "crescent" and d["code"] == "CR1-N-AAAAAAB" and d["variant"] == "N"
    assert d["moves"] == 0 and d["redeals_left"] == 3 and d["score"] is None
    assert d["status"] == "playing" and d["stock"] is None and d["waste"] is None
    assert d["foundations"][0] == {"place": "f1", "suit": "S", "direction": "up", "cards": ["AS"]}
    assert len(d["piles"]) == 16 and d["piles"][0][-1] == "2H"


def test_forty_thieves_json_has_columns_stock_and_waste(capsys):
    rc, out, _ = run(capsys, "play", "FT1-N-AAAAAAB", "draw", "--json")
    assert rc == 0
    d = json.loads(out)
    assert d["stock"] == 63 and d["waste"] == ["6D"] and len(d["columns"]) == 10
    assert d["score"] == 0 and d["redeals_left"] is None and d["moves"] == 1


def test_legal_lists_moves(capsys):
    rc, out, _ = run(capsys, "legal", "CR1-N-AAAAAAB", "p1-f2", "--json")
    assert rc == 0
    assert "redeal" in json.loads(out)["legal"]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["deal", "CR9-N-AAAAAAB"], "unsupported deal algorithm version 9"),
        (["play", "CR1-N-AAAAAAB", "p1-f2", "p1-f2"], "move 2 'p1-f2': Must be the same suit"),
        (["play", "CR1-N-AAAAAAB", "p1-q2"], "no such place"),
        (["replay", "/nonexistent/record.txt"], "cannot read"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, args, needle):
    rc, out, err = run(capsys, *args)
    assert rc == 2 and out == ""
    assert needle in err and err.count("\n") == 1


def test_replay_with_ply(tmp_path, capsys):
    rec = tmp_path / "game.txt"
    rec.write_text("CR1-N-AAAAAAB\np1-f2 redeal\n", encoding="utf-8")
    rc, out, _ = run(capsys, "replay", str(rec), "--ply", "1", "--json")
    assert rc == 0
    assert json.loads(out)["redeals_left"] == 3


def test_module_entry_point():
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "deal", "FT1-N-AAAAAAB"], capture_output=True, text=True
    )
    assert proc.returncode == 0 and "FT1-N-AAAAAAB" in proc.stdout
