"""The build's half of the instant board: the fast-start files named in start.json, the starting
boards drawn for every language, the runtime pinned."""

from __future__ import annotations

import gettext
import hashlib
import json
import re
from pathlib import Path

import pytest

from build_tools.site.exports import bundle
from build_tools.site.i18n.catalogs import compiled, po_path, read
from build_tools.site.i18n.languages import CODES
from engine.board import texts

ROOT = Path(__file__).resolve().parents[2]
PLAY_JS = ROOT / "web/assets/javascripts/play.js"


def test_start_json_names_files_that_exist(site_dir):
    pyodide = site_dir / "pyodide"
    manifest = json.loads((pyodide / "start.json").read_text(encoding="utf-8"))
    for field in ("stdlib", "snapshot", "wheel"):
        assert manifest["key"] in manifest[field]
        assert (pyodide / manifest[field]).stat().st_size > 0
    assert (pyodide / manifest["wheel"]).read_bytes() == (pyodide / bundle.WHEEL).read_bytes()


def test_the_precompiled_stdlib_holds_bytecode_only(site_dir):
    import zipfile

    manifest = json.loads((site_dir / "pyodide/start.json").read_text(encoding="utf-8"))
    with zipfile.ZipFile(site_dir / "pyodide" / manifest["stdlib"]) as zf:
        names = zf.namelist()
    assert "json/__init__.pyc" in names
    assert not [n for n in names if n.endswith(".py")]


def test_the_runtime_is_pinned():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert re.fullmatch(r"\d+\.\d+\.\d+", package["dependencies"]["pyodide"])


@pytest.mark.parametrize("lang", CODES)
def test_starting_boards_are_winnable_deals_drawn_in_each_language(site_dir, lang):
    words = gettext.NullTranslations() if lang == "en" else compiled(read(po_path(lang), lang))
    title = {
        "crescent": words.gettext(texts.BOARD_TITLE["crescent"]),
        "forty-thieves": words.gettext(texts.BOARD_TITLE["forty_thieves"]),
    }
    count = int(re.search(r"const STARTING_BOARDS = (\d+);", PLAY_JS.read_text()).group(1))
    assert count == bundle.BOARDS_PER_GAME
    for game in ("crescent", "forty-thieves"):
        winnable = set(json.loads((ROOT / f"docs/study/winnable-{game}.json").read_text()))
        files = sorted((site_dir / lang / "play-boards").glob(f"{game}-*.json"))
        assert len(files) == count
        codes = set()
        for f in files:
            board = json.loads(f.read_text(encoding="utf-8"))
            assert board["ok"] and board["state"]["moves"] == 0
            assert f"<title>{title[game]}" in board["state"]["svg"]
            codes.add(board["state"]["code"])
        assert len(codes) == count and codes <= winnable


def test_the_sites_lock_file_names_the_engine_alone(site_dir):
    # The game loads no other package: the npm copy's 357 entries were 53 kB of a first visit.
    lock = json.loads((site_dir / "pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    npm = json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"] == npm["info"]
    assert list(lock["packages"]) == [bundle.NAME]
    wheel = site_dir / "pyodide" / lock["packages"][bundle.NAME]["file_name"]
    assert lock["packages"][bundle.NAME]["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
