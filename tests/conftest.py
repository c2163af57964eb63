"""Shared fixtures: the whole site, built once per test run into a temporary folder (in the
background while the tests that do not need it run; tests/site_build.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests import site_build

_builds: list[subprocess.Popen[str]] = []


def _run_dir(config: pytest.Config) -> Path:
    """A folder shared by every xdist worker of this run (the only process's own otherwise)."""
    base = config._tmp_path_factory.getbasetemp()  # type: ignore[attr-defined]
    return base.parent if hasattr(config, "workerinput") else base


def _site(config: pytest.Config) -> Path:
    return _run_dir(config) / "site"


def _needs_site(item: pytest.Item) -> bool:
    return "site_dir" in getattr(item, "fixturenames", ())


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests that need no site first (they run while it builds), then the slow ones of those
    that do (the longest first shortens the workers' tail); otherwise in collection order."""
    items.sort(key=lambda item: (_needs_site(item), item.get_closest_marker("slow") is None))


def pytest_collection_finish(session: pytest.Session) -> None:
    if any(_needs_site(item) for item in session.items):
        proc = site_build.start(_site(session.config))
        if proc is not None:
            _builds.append(proc)


def pytest_sessionfinish(session: pytest.Session) -> None:
    for proc in _builds:  # another worker may still be waiting for it
        proc.wait()


@pytest.fixture(scope="session")
def site_dir(pytestconfig: pytest.Config) -> Path:
    site = _site(pytestconfig)
    proc = site_build.start(site)  # started at collection unless this test was not collected
    if proc is not None:
        _builds.append(proc)
    return site_build.wait(site)
