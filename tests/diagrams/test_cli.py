import pytest

from build_tools.diagram_cli import main

RECORD = "CR1-N-AAAAAAB\np1-f2 p3-f6 redeal p13-f8\n"


def test_text_description_of_a_deal(capsys):
    assert main(["CR1-N-AAAAAAB", "--format", "txt"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("The deal CR1-N-AAAAAAB at the start\n")
    assert "pile 1: 6 cards, top 2 of hearts" in out


def test_svg_from_a_record_at_a_ply(tmp_path, capsys):
    rec = tmp_path / "game.txt"
    rec.write_text(RECORD, encoding="utf-8")
    out = tmp_path / "fig.svg"
    args = ["-", "--record", str(rec), "--ply", "3", "--mark", "p13", "--circle", "f8"]
    assert main([*args, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("<svg") and "<title>After redeal 1 of CR1-N-AAAAAAB: " in text
    assert "Q♣" in text  # top card of pile 13 drawn with its short label


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["CR1-N-AAAA1AB"], "invalid character '1'"),
        (["CR1-N-AAAAAAB", "--mark", "p99"], "no place 'p99'"),
        (["CR1-N-AAAAAAB", "--ply", "3"], "--ply needs --record"),
        (["CR1-N-AAAAAAB", "--lang", "xx"], "unknown language 'xx'"),
        (["CR1-N-AAAAAAB", "--spread", "1,x"], "bad --spread"),
        (["CR1-N-AAAAAAB", "--record", "/nonexistent"], "cannot read"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, args, needle):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1
