"""The boundary between the pipeline and its site engine holds: the same build, run on ProperDocs
(the maintained fork of mkdocs 1.6) instead of mkdocs, gives the same English site, apart from the
generator's name in each page's head."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]
GENERATOR = '<meta name="generator"'


def _without_generator(path: Path) -> list[str]:
    return [line for line in path.read_text("utf-8").splitlines() if GENERATOR not in line]


def test_the_site_builds_with_properdocs_as_with_mkdocs(site_dir, tmp_path):
    out = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "build_tools", "build", "--lang", "en", "--site-dir", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "SITE_ENGINE": "properdocs"},
    )
    assert done.returncode == 0, done.stdout + done.stderr

    ours = sorted(p.relative_to(out / "en") for p in (out / "en").rglob("*") if p.is_file())
    theirs = sorted(
        p.relative_to(site_dir / "en") for p in (site_dir / "en").rglob("*") if p.is_file()
    )
    assert ours == theirs
    index = (out / "en" / "index.html").read_text("utf-8")
    assert 'content="mkdocs-ProperDocs 1.6.7' in index  # ProperDocs made it, not mkdocs
    pages = [p for p in ours if p.suffix == ".html"]
    assert len(pages) > 40
    for page in pages:
        assert _without_generator(out / "en" / page) == _without_generator(
            site_dir / "en" / page
        ), page
    for other in (p for p in ours if p.suffix != ".html"):
        assert (out / "en" / other).read_bytes() == (site_dir / "en" / other).read_bytes(), other
