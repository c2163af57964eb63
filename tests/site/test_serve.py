"""``serve`` tells the truth: after an edit to a puzzle data file or to a ``.py`` file, the served
site shows the change (no worker, cache or module from before the edit answers)."""

from __future__ import annotations

import filecmp
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest

from build_tools.site.i18n.languages import CODES
from build_tools.site.serve import plan
from tests.project_copy import copy_project, source_date_epoch

TIMEOUT = 600


@pytest.mark.parametrize(
    ("paths", "languages", "fresh_code", "runtime", "pages_only"),
    [
        ({"locales/hu/LC_MESSAGES/messages.po"}, ("hu",), False, False, True),
        ({"locales/hu/LC_MESSAGES/messages.po", "locales/pl/LC_MESSAGES/messages.po"},
         ("hu", "pl"), False, False, True),
        ({"locales/glossary.toml"}, CODES, False, False, False),
        ({"locales/messages.pot"}, CODES, False, False, False),
        ({"docs/index.md"}, CODES, False, False, True),
        ({"docs/partials/play-keys.md"}, CODES, False, False, True),
        ({"docs/index.md", "docs/records/crescent-example.txt"}, CODES, False, False, False),
        ({"docs/puzzles/crescent.json"}, CODES, False, False, False),
        ({"docs/study/crescent.json"}, CODES, False, False, False),
        ({"build_tools/site/pages/render.py"}, CODES, True, False, False),
        ({"engine/drawing/svg.py"}, CODES, True, True, False),
        ({"web/static/sw.js"}, CODES, False, True, False),
        ({"web/assets/javascripts/play.js"}, CODES, False, False, False),
    ],
)  # fmt: skip
def test_a_change_rebuilds_what_it_reaches(paths, languages, fresh_code, runtime, pages_only):
    todo = plan(paths)
    assert (todo.languages, todo.fresh_code, todo.runtime, todo.pages_only) == (
        languages, fresh_code, runtime, pages_only
    )  # fmt: skip


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Served:
    """``python -m build_tools serve`` in a copy of the project, its log read line by line."""

    def __init__(self, work: Path) -> None:
        self.port = _free_port()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "build_tools", "serve", "--port", str(self.port)],
            cwd=work,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "SOURCE_DATE_EPOCH": source_date_epoch()},
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.log: list[str] = []
        self.first_build: list[str] | None = None  # how it differed from the run's build
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put("")

    def wait_for(self, text: str) -> None:
        """Read the log until a line holds ``text`` (the server ending first fails)."""
        while True:
            line = self.lines.get(timeout=TIMEOUT)
            self.log.append(line)
            assert line, "serve ended:\n" + "".join(self.log[-40:])
            if text in line:
                return

    def get(self, path: str) -> str:
        url = f"http://127.0.0.1:{self.port}/{path}"
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.read().decode("utf-8")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=60)


def differences(left: Path, right: Path) -> list[str]:
    """Files that are in one folder only or differ between the two, but the snapshot, which no
    two makes give byte for byte (bundle.NOT_REPRODUCIBLE says why: it is compared by name)."""
    from build_tools.site.exports.bundle import NOT_REPRODUCIBLE

    def walk(c: filecmp.dircmp) -> list[str]:
        diff = c.left_only + c.right_only + c.funny_files
        diff += [f for f in c.diff_files if not NOT_REPRODUCIBLE.fullmatch(f)]
        for sub in c.subdirs.values():
            diff += walk(sub)
        return diff

    return walk(filecmp.dircmp(left, right))


# The tests that edit under one server share it (one group, one worker, one first build).
SERVE_GROUP = pytest.mark.xdist_group("serve")


@pytest.fixture(scope="module")
def served(tmp_path_factory, site_dir):
    # After the run's site build (site_dir): the copy takes its caches, so the server's first
    # build is a warm one (on a fresh clone it was a second cold build beside the fixture's).
    work = copy_project(tmp_path_factory.mktemp("serve") / "project")
    server = Served(work)
    try:
        server.wait_for("Serving on")
        # Before any test edits the copy: its first build against the run's (a second whole
        # build of the same sources, in other processes, so other hash seeds).
        server.first_build = differences(site_dir, work / "site")
        yield work, server
    finally:
        server.stop()


@SERVE_GROUP
@pytest.mark.slow
def test_the_servers_first_build_is_the_run_builds_file_for_file(served):
    """A build is reproducible: every file of every language, the root pages and the game's
    files, as two builds of the same sources in different processes write them (the fast start
    comes from the build cache here; test_site_build.py makes it afresh and compares it)."""
    _, server = served
    assert server.first_build == []


@SERVE_GROUP
@pytest.mark.slow
def test_an_edited_puzzle_file_reaches_the_served_pages(served):
    work, server = served
    path = work / "docs" / "puzzles" / "crescent.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    puzzle = next(p for p in data["puzzles"] if p["difficulty"]["band"] == "easy")
    pid = puzzle["id"]
    puzzle["difficulty"]["band"] = "hard"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    server.wait_for("Rebuild finished")

    board = json.loads(server.get("en/puzzles/crescent-board.json"))
    assert {p["id"]: p["difficulty"]["band"] for p in board["puzzles"]}[pid] == "hard"
    for lang in ("en", "hu"):
        page = json.loads(server.get(f"{lang}/puzzles/crescent.json"))["pages"][pid]
        html = server.get(f"{lang}/{page}")
        assert (
            f'id="{pid}" data-puzzle="{pid}" data-kind="{puzzle["kind"]}" data-band="hard"' in html
        )


@SERVE_GROUP
@pytest.mark.slow
def test_an_edited_python_file_runs_in_the_rebuild(served):
    work, server = served
    path = work / "build_tools" / "site" / "pages" / "plain_page.py"
    before = server.get("index.html")
    assert "max-width: 40rem" in before
    source = path.read_text(encoding="utf-8")
    path.write_text(source.replace("max-width: 40rem", "max-width: 41rem", 1), encoding="utf-8")
    server.wait_for("Rebuild finished")

    assert "max-width: 41rem" in server.get("index.html")


@SERVE_GROUP
@pytest.mark.slow
def test_an_edited_page_is_rebuilt_alone_in_every_language(served):
    work, server = served
    path = work / "docs" / "study.md"
    other = work / "site" / "en" / "index.html"  # as written (served, it carries a reload epoch)
    before = other.read_bytes()
    with path.open("a", encoding="utf-8") as fh:
        fh.write("\n\nA sentence the serve test adds.\n")
    server.wait_for("en: 1 page(s) rebuilt")
    server.wait_for("Rebuild finished")

    for lang in CODES:
        assert "A sentence the serve test adds." in server.get(f"{lang}/study.html")
    assert other.read_bytes() == before
