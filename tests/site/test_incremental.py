"""``serve``'s incremental rebuild (``build.update_language``) tells the truth: after an edit of a
page source or of one catalog string, the language it updated in place is byte for byte the one
a full build of the edited sources makes, and only the pages the edit reaches were written. An
edit that reaches every page (a page title, so the navigation; the site's name) writes every page
again, and the result is still the full build's.

Each scenario runs in a copy of the project (the build reads its sources from the folder it is
in), in a process of its own: build a language and keep it, edit, update, then build the edited
sources from scratch into another folder and compare."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.project_copy import copy_project, source_date_epoch

# Run in the copy: build, edit (path, old text, new text), update, and a full build to compare.
DRIVER = """
import hashlib, json, sys
from pathlib import Path
from build_tools.site.build import build_language, update_language

code, edits = sys.argv[1], json.loads(sys.argv[2])

def files(folder):
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}

built = build_language(code, Path("site"), True, 9)
results = []
for path, old, new in edits:
    before = files(Path("site") / code)
    source = Path(path).read_text(encoding="utf-8")
    assert old == "" or source.count(old) == 1, (path, old)
    Path(path).write_text(source.replace(old, new) if old else source + new, encoding="utf-8")
    updated = update_language(built, {path})
    if updated is None:  # as serve does: the whole language anew
        built, written = build_language(code, Path("site"), True, 9), "anew"
    else:
        built, written = updated, updated.written
    after = files(Path("site") / code)
    index = json.loads((Path("site") / code / "search" / "search_index.json").read_text())
    titles = {doc["location"]: doc["title"] for doc in index["docs"]}
    full = files(build_language(code, Path("full"), True, 9).out)
    results.append({"written": written, "before": before, "after": after, "full": full,
                    "titles": titles, "pages": sorted(built.pages)})
print(json.dumps(results))
"""

PAGE = "docs/crescent.md"
PO = "locales/hu/LC_MESSAGES/messages.po"
SECTION = "\n## Incremental check {#incremental-check}\n\nA sentence only this test writes.\n"
HU_SELECTOR = 'msgid "To read the site in another language, use the language selector in the header."\nmsgstr "'  # noqa: E501
HU_SITE_NAME = 'msgid "Two-deck patience"\nmsgstr "'


def _run(tmp_path: Path, code: str, edits: list[tuple[str, str, str]]) -> list[dict]:
    # The tests ask for site_dir only to come after the run's site build: the copy takes its
    # caches, so its first build is warm (on a fresh clone it was a cold build beside the
    # fixture's, at the start of the run).
    work = copy_project(tmp_path / "project")
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, code, json.dumps(edits)],
        cwd=work,
        capture_output=True,
        text=True,
        timeout=1800,
        env={**os.environ, "SOURCE_DATE_EPOCH": source_date_epoch()},
    )
    assert done.returncode == 0, done.stderr[-4000:]
    results = json.loads(done.stdout.strip().splitlines()[-1])
    for result in results:
        result["site"] = work / "site" / code
    return results


def _changed(result: dict) -> set[str]:
    before, after = result["before"], result["after"]
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


@pytest.mark.slow
def test_an_english_page_edit_rewrites_that_page_and_the_search_index_only(tmp_path, site_dir):
    page_edit, title_edit = _run(
        tmp_path,
        "en",
        [
            (PAGE, "", SECTION),
            (PAGE, "# {% trans %}Crescent rules{% endtrans %}", "# Crescent rules, retitled"),
        ],
    )
    assert page_edit["written"] == ["crescent.md"]
    assert _changed(page_edit) == {"crescent.html", "search/search_index.json"}
    assert page_edit["after"] == page_edit["full"]  # as if built from scratch
    assert page_edit["titles"]["crescent.html#incremental-check"] == "Incremental check"
    assert page_edit["titles"]["crescent.html"] == "Crescent rules"

    # A new title is in every page's navigation: every page is written again.
    assert sorted(title_edit["written"]) == title_edit["pages"]
    assert "index.html" in _changed(title_edit)
    assert title_edit["after"] == title_edit["full"]

    assert title_edit["titles"]["crescent.html"] == "Crescent rules, retitled"
    html = (title_edit["site"] / "index.html").read_text(encoding="utf-8")
    assert "Crescent rules, retitled" in html  # in the navigation of another page


@pytest.mark.slow
def test_a_catalog_string_rewrites_the_pages_that_show_it(tmp_path, site_dir):
    one_page, every_page = _run(
        tmp_path,
        "hu",
        [(PO, HU_SELECTOR, HU_SELECTOR + "Próba: "), (PO, HU_SITE_NAME, HU_SITE_NAME + "Próba ")],
    )
    assert one_page["written"] == ["index.md"]
    assert _changed(one_page) == {"index.html", "search/search_index.json"}
    assert one_page["after"] == one_page["full"]

    # The site's name is in every page's header: every page is written again.
    assert sorted(every_page["written"]) == every_page["pages"]
    assert every_page["after"] == every_page["full"]
    html = (every_page["site"] / "crescent.html").read_text(encoding="utf-8")
    assert "Próba: " in (every_page["site"] / "index.html").read_text(encoding="utf-8")
    assert "Próba " in html.split("</header>")[0]
