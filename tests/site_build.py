"""The whole site, built once per test run in a process of its own, however many pytest-xdist
workers need it.

The first worker (or the only process) to finish collecting a test that needs the site starts
``python -m tests.site_build DIR``; that process takes the lock ``DIR.lock`` before it answers
``locked`` and holds it until the build ends, so the tests that do not need the site run on every
core while it builds, and a test that needs it waits on the lock, not on a clock.

    python -m tests.site_build DIR   build into DIR; DIR.ok when it succeeded, DIR.log its output
"""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

from filelock import FileLock

ROOT = Path(__file__).resolve().parents[1]
LOCKED = "locked"
BUILD_TIMEOUT = 1800  # seconds a test waits for the build before it fails (filelock.Timeout)


def build_day() -> datetime.date:
    """The day the run's site is built for: the last commit's (UTC), as the build reads it from
    SOURCE_DATE_EPOCH, not the day a test runs (a run past midnight, or of an older commit)."""
    done = subprocess.run(
        ["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return datetime.datetime.fromtimestamp(int(done.stdout), datetime.UTC).date()


def lock_of(site: Path) -> FileLock:
    return FileLock(site.with_name(site.name + ".lock"))


def ok_of(site: Path) -> Path:
    return site.with_name(site.name + ".ok")


def log_of(site: Path) -> Path:
    return site.with_name(site.name + ".log")


def start(site: Path) -> subprocess.Popen[str] | None:
    """Start the build of ``site`` unless this test run has started it already; the process,
    once it holds the lock, or None when another worker started it."""
    started = site.with_name(site.name + ".started")
    with FileLock(site.with_name(site.name + ".start.lock")):
        if started.exists():
            return None
        proc = subprocess.Popen(
            [sys.executable, "-m", "tests.site_build", str(site)],
            stdout=subprocess.PIPE,
            cwd=ROOT,
            text=True,
        )
        assert proc.stdout is not None
        answer = proc.stdout.readline().strip()  # the build holds the lock once it answers
        proc.stdout.close()
        started.touch()
        if answer != LOCKED:
            proc.wait()
        return proc


def wait(site: Path) -> Path:
    """The built site, once the build has let go of its lock; AssertionError with the build's
    output when it failed."""
    with lock_of(site).acquire(timeout=BUILD_TIMEOUT):
        log = log_of(site)
        why = log.read_text(encoding="utf-8")[-5000:] if log.exists() else "it did not start"
        assert ok_of(site).exists(), f"the site build failed: {why}"
    return site


def main(site: Path) -> int:
    lock = lock_of(site)
    lock.acquire()
    try:
        print(LOCKED, flush=True)
        with log_of(site).open("w", encoding="utf-8") as log:
            done = subprocess.run(
                [sys.executable, "-m", "build_tools", "build", "--site-dir", str(site)],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                cwd=ROOT,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
        if done.returncode == 0:
            ok_of(site).touch()
        return done.returncode
    finally:
        lock.release()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
