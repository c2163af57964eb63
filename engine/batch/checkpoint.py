"""A batch job's checkpoint: a JSON-lines file, its first line the job's settings (the header),
then one finished task per line, appended and flushed as each task ends. Committed beside the
results, so it is diffable; a stopped run continues from it.

One reading for every job: a last line cut short by a stop is dropped (that task runs again); an
unreadable line elsewhere is skipped with a warning naming the file and line (that task runs
again too; the lines after it are kept); a header of other settings, or no header, is refused
(CheckpointError) before anything is written.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TextIO


class CheckpointError(ValueError):
    """A checkpoint that this run must not continue."""


def read(path: Path, accepts: Callable[[dict[str, Any]], bool], key: str) -> dict[Any, Any]:
    """The finished tasks by ``key`` (the last line of a key wins); {} when there is no file."""
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    cut_short = not text.endswith("\n")
    done: dict[Any, Any] = {}
    for n, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            if n == 1:
                raise CheckpointError(f"{path}:1: not a checkpoint (no settings line)") from None
            if not (cut_short and n == len(lines)):
                print(f"{path}:{n}: unreadable line skipped; its task runs again", file=sys.stderr)
            continue
        if n == 1:
            if not isinstance(record, dict) or not accepts(record):
                raise CheckpointError(
                    f"{path} was made with other settings ({record}); "
                    "use another --out or --restart"
                )
            continue
        done[record[key]] = record
    return done


def _drop_partial_line(path: Path) -> None:
    """A run stopped while writing leaves a line without its newline: cut it off."""
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        path.write_bytes(data[: data.rfind(b"\n") + 1])


def start(
    path: Path,
    header: dict[str, Any],
    key: str,
    accepts: Callable[[dict[str, Any]], bool] | None = None,
    restart: bool = False,
) -> dict[Any, Any]:
    """Ready ``path`` for appending (``restart``: from nothing) and return what it holds.
    ``accepts``: whether a header read from the file is of these settings (default: equal)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if restart and path.exists():
        path.unlink()
    done = read(path, accepts or (lambda h: h == header), key)
    if path.exists():
        _drop_partial_line(path)
    if not path.exists() or not path.read_text(encoding="utf-8").strip():
        path.write_text(json.dumps(header) + "\n", encoding="utf-8")
    return done


@contextmanager
def appending(path: Path) -> Iterator[Callable[[dict[str, Any]], None]]:
    """``write(record)``: one line, flushed at once, so a stop loses at most that line."""
    with path.open("a", encoding="utf-8") as fh:
        yield lambda record: _write(fh, record)


def _write(fh: TextIO, record: dict[str, Any]) -> None:
    fh.write(json.dumps(record, separators=(",", ":")) + "\n")
    fh.flush()
