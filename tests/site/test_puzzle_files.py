"""The puzzles' data files: one writer (json_files.write) for the pages' and the board's data."""

from __future__ import annotations

import json
from pathlib import Path

from build_tools.site.exports import json_files, puzzle_board
from build_tools.site.pages import puzzle_pages


def test_the_writer_makes_the_folder_and_writes_compact_sorted_json_with_a_newline(tmp_path):
    json_files.write(tmp_path, "x.json", {"b": [1, 2], "a": {"d": "é", "c": None}})
    text = (tmp_path / "puzzles" / "x.json").read_text(encoding="utf-8")
    assert text == '{"a":{"c":null,"d":"\\u00e9"},"b":[1,2]}\n'


def test_the_pages_and_the_board_write_their_data_with_it(tmp_path: Path):
    puzzle_pages.write_data(tmp_path)
    puzzle_board.write_data(tmp_path)
    expected = {f"{s}.json": puzzle_pages.data(s) for s in puzzle_pages.GAMES}
    expected |= {f"{s}-board.json": puzzle_board.board_data(s) for s in puzzle_board.SLUGS}
    written = {p.name: p.read_text(encoding="utf-8") for p in (tmp_path / "puzzles").iterdir()}
    assert sorted(written) == sorted(expected)
    for name, data in expected.items():
        assert json.loads(written[name]) == data
        assert written[name] == json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n"
