"""The tests' static server (conftest.served): it serves a folder, and a connection the browser
closes mid-file (the test's next navigation) is no error in the test log, while any other
error still is."""

from __future__ import annotations

import urllib.request
from pathlib import Path

import pytest

from .conftest import _Server, served


def test_served_gives_the_folders_files(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("the file", encoding="utf-8")
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # no proxy for 127.0.0.1
    with served(tmp_path) as url, direct.open(f"{url}/a.txt") as r:
        assert r.read() == b"the file"


def test_a_closed_connection_is_silent_and_any_other_error_is_told(
    capsys: pytest.CaptureFixture[str],
) -> None:
    server = _Server(("127.0.0.1", 0), lambda *args: None)
    try:
        try:
            raise BrokenPipeError(32, "Broken pipe")
        except BrokenPipeError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a real fault")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert "ValueError: a real fault" in capsys.readouterr().err
    finally:
        server.server_close()
