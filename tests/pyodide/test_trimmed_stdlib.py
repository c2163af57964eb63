"""The site ships only the standard-library modules the game imports (issue 31; fast_start.mjs
keeps what web/stdlib_probe.py imports): every board session and the verdict run in Pyodide on
the shipped standard library without a missing import, and the check does fail when one is."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

from build_tools.site.exports.bundle import WHEEL
from tests.pyodide.node_script import node_json

ROOT = Path(__file__).resolve().parents[2]


def probe_inputs(site: Path, tmp: Path) -> Path:
    """One puzzle of each game and kind from the built site's board data, in a JSON file."""
    chosen: dict[tuple[str, str], dict] = {}
    for slug in ("crescent", "forty-thieves"):
        data = json.loads((site / "en" / "puzzles" / f"{slug}-board.json").read_text("utf-8"))
        for puzzle in data["puzzles"]:
            chosen.setdefault((puzzle["game"], puzzle["kind"]), puzzle)
    puzzles = tmp / "puzzles.json"
    puzzles.write_text(json.dumps(list(chosen.values())), encoding="utf-8")
    return puzzles


def run_probe(stdlib: Path, site: Path, tmp: Path) -> dict:
    puzzles = probe_inputs(site, tmp)
    wheel = site / "pyodide" / WHEEL  # loadPackage reads the wheel's name
    messages = site / "hu" / "messages.mo"
    return node_json("run_probe.mjs", stdlib, wheel, puzzles, messages, timeout=600)


def shipped(site: Path) -> Path:
    manifest = json.loads((site / "pyodide" / "start.json").read_text(encoding="utf-8"))
    return site / "pyodide" / manifest["stdlib"]


def test_every_board_session_and_the_verdict_run_on_the_shipped_stdlib(site_dir, tmp_path):
    assert run_probe(shipped(site_dir), site_dir, tmp_path) == {"ok": True, "modules": ANY_COUNT}


def test_a_module_left_out_is_a_failed_import(site_dir, tmp_path):
    # The same check on the shipped zip without gettext (the sessions' words): it must fail.
    cut = tmp_path / "cut.zip"
    with zipfile.ZipFile(shipped(site_dir)) as src, zipfile.ZipFile(cut, "w") as dst:
        assert "gettext.pyc" in src.namelist()
        for info in src.infolist():
            if info.filename != "gettext.pyc":
                dst.writestr(info, src.read(info))
    result = run_probe(cut, site_dir, tmp_path)
    assert result["ok"] is False and "gettext" in result["error"]


def test_the_shipped_stdlib_is_a_fraction_of_the_whole(site_dir):
    whole = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").namelist()
    kept = zipfile.ZipFile(shipped(site_dir)).namelist()
    assert len(kept) < len(whole) / 2
    assert "tkinter/__init__.pyc" not in kept and "gettext.pyc" in kept


class _Any:
    def __eq__(self, other: object) -> bool:
        return isinstance(other, int) and other > 0


ANY_COUNT = _Any()
