"""Shared fixtures: the whole site, built once per test session into a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from build_tools.site.build import build_all

    site = tmp_path_factory.mktemp("site")
    build_all(site=site)
    return site
