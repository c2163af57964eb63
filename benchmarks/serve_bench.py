"""Edit-to-browser time under ``python -m build_tools serve`` (targets: 1 s for a page's English
text, 1.5 s for one of its ``.po`` strings).

    python benchmarks/serve_bench.py [--runs 3]

Copies the project into a temporary folder (tests/project_copy.py: sources, the build caches, the
Pyodide runtime linked), starts ``serve`` there and waits for it to come up, opens a page in
Debian's chromium (playwright), edits a source and measures the time until the reloaded page
shows the edit. Three edits, each ``--runs`` times, with each run and the median printed:

* English: a paragraph appended to ``docs/index.md``, seen on /en/index.html;
* one ``.po`` string of that page: a Hungarian msgstr only docs/index.md uses, on /hu/index.html;
* a ``.po`` string on every page: the Hungarian site name (header and title of every page).

Each run is also split by serve's log (its lines carry the time to the millisecond): from the
edit to "Detected file changes" (the file watcher), from there to "Reloading browsers" (the
debounce and the rebuild of the first language), and from there to the edit on screen (the
live-reload request's answer, the page's reload and load in the browser).

Run it on a quiet machine (load average below 1): the figures are wall-clock times.
"""

from __future__ import annotations

import argparse
import datetime
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.project_copy import copy_project, source_date_epoch  # noqa: E402

PO_MSGID = 'msgid "To read the site in another language, use the language selector in the header."'
NAV_MSGID = 'msgid "Two-deck patience"'


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_up(url: str, server: subprocess.Popen, timeout: float = 900) -> float:
    """Seconds until ``url`` answers (the first build runs before the server listens)."""
    start = time.monotonic()
    while time.monotonic() < start + timeout:
        if server.poll() is not None:
            raise SystemExit(f"serve stopped (exit {server.returncode}); see its log")
        try:
            urllib.request.urlopen(url, timeout=1)
            return time.monotonic() - start
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"serve did not come up at {url} within {timeout:.0f} s")


def edit_msgstr(po: Path, msgid_line: str, marker: str) -> None:
    """Append `` marker`` to the (one-line) msgstr that follows ``msgid_line``."""
    lines = po.read_text(encoding="utf-8").split("\n")
    at = lines.index(msgid_line) + 1
    assert lines[at].startswith('msgstr "') and lines[at].endswith('"'), lines[at]
    lines[at] = lines[at][:-1] + f' {marker}"'
    po.write_text("\n".join(lines), encoding="utf-8")


def _clock(when: datetime.datetime) -> float:
    return when.hour * 3600 + when.minute * 60 + when.second + when.microsecond / 1e6


class Log:
    """serve's log: a rebuild is over when it says "Rebuild finished" once more."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seen = 0

    def lines(self) -> list[str]:
        return self.path.read_text(encoding="utf-8").splitlines()

    def phases(self, start: float, after: int) -> tuple[float, float, float] | None:
        """Seconds from ``start`` (the edit, a ``_clock`` time) to the watcher's "Detected file
        changes", and from there to "Reloading browsers", read in the log's lines from
        ``after`` on; and the clock time of "Reloading browsers"."""
        times = {}
        for line in self.lines()[after:]:
            for what in ("Detected file changes", "Reloading browsers"):
                if what in line and what not in times:
                    hms, _, _ = line.partition(" ")
                    h, m, s = hms.split(":")
                    times[what] = int(h) * 3600 + int(m) * 60 + float(s)
        if len(times) < 2:
            return None
        detected, reloading = times["Detected file changes"], times["Reloading browsers"]
        return detected - start, reloading - detected, reloading

    def wait_rebuilt(self, timeout: float = 300) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            count = self.path.read_text(encoding="utf-8").count("Rebuild finished")
            if count > self.seen:
                self.seen = count
                return
            time.sleep(0.1)
        raise SystemExit("serve did not finish a rebuild")


def measure(
    browser, url: str, edit: Callable[[str], None], runs: int, name: str, log: Log
) -> float:
    # A tab of its own: the last rebuild's second reload must not interrupt this navigation.
    page = browser.new_page()
    page.goto(url, wait_until="load")
    times = []
    for run in range(runs):
        marker = f"Mérés{run}x{time.time_ns() % 10**9}"
        lines = len(log.lines())
        clock = _clock(datetime.datetime.now())
        start = time.perf_counter()
        edit(marker)
        page.wait_for_function(
            f"document.body && document.body.innerText.includes({marker!r})",
            timeout=120_000, polling=20,
        )  # fmt: skip
        times.append(time.perf_counter() - start)
        split = log.phases(clock, lines)
        # The reloaded page's own timing: when its navigation started, its HTML arrived and
        # its DOM was ready (ms after its time origin).
        origin, html, dom = page.evaluate(
            "() => { const n = performance.getEntriesByType('navigation')[0];"
            " return [performance.timeOrigin, n.responseEnd, n.domContentLoadedEventEnd]; }"
        )
        parts = ""
        if split:
            navigation = _clock(datetime.datetime.fromtimestamp(origin / 1000))
            parts = (
                f" (watcher {split[0]:.2f} s, debounce and build {split[1]:.2f} s, "
                f"poll answer to reload {navigation - split[2]:.2f} s, HTML {html / 1000:.2f} s, "
                f"DOM ready {dom / 1000:.2f} s, "
                f"seen {times[-1] - (navigation - clock):.2f} s after the reload began)"
            )
        print(f"{name}, run {run + 1}: {times[-1]:.2f} s{parts}", flush=True)
        # The next edit starts after the whole rebuild (every language), which ends by reloading
        # the page again: closing a tab in the middle of that reload can hang chromium.
        with page.expect_navigation(wait_until="load", timeout=120_000):
            log.wait_rebuilt()
    page.close()
    median = statistics.median(times)
    print(f"{name}: median {median:.2f} s", flush=True)
    return median


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        work = copy_project(Path(tmp) / "project")
        port = free_port()
        log = open(Path(tmp) / "serve.log", "w")  # noqa: SIM115
        server = subprocess.Popen(
            [sys.executable, "-m", "build_tools", "serve", "--port", str(port)],
            cwd=work, stdout=log, stderr=subprocess.STDOUT,
            env={**os.environ, "SOURCE_DATE_EPOCH": source_date_epoch()},
        )  # fmt: skip
        try:
            base = f"http://127.0.0.1:{port}"
            print(f"serve came up in {wait_up(f'{base}/en/index.html', server):.1f} s")
            rebuilt = Log(Path(tmp) / "serve.log")
            page_src = work / "docs" / "index.md"
            po = work / "locales" / "hu" / "LC_MESSAGES" / "messages.po"

            def english(marker: str) -> None:
                with page_src.open("a", encoding="utf-8") as fh:
                    fh.write(f"\n\n{marker}\n")

            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                results = {
                    "English text (en/index.html)": measure(
                        browser, f"{base}/en/index.html",
                        english, args.runs, "English text", rebuilt,
                    ),
                    "one .po string (hu/index.html)": measure(
                        browser, f"{base}/hu/index.html",
                        lambda m: edit_msgstr(po, PO_MSGID, m),
                        args.runs, "one .po string", rebuilt,
                    ),
                    "a .po string on every page (hu site name)": measure(
                        browser, f"{base}/hu/crescent.html",
                        lambda m: edit_msgstr(po, NAV_MSGID, m), args.runs, "site name", rebuilt,
                    ),
                }  # fmt: skip
                browser.close()
        finally:
            server.terminate()
            server.wait(timeout=60)
            log.close()
    print("\nedit → browser, median of", args.runs)
    for name, seconds in results.items():
        print(f"  {name:<45} {seconds:5.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
