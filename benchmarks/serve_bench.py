"""Edit-to-browser time under ``python -m build_tools serve`` (target ≤ 2 s).

    python benchmarks/serve_bench.py [--runs 3]

Copies the project into a temporary folder, starts ``serve`` there, opens the English home page
in Debian's chromium (playwright), then appends a line to ``docs/index.md`` and measures the time
until the reloaded page shows it. Prints each run and the median.
"""

from __future__ import annotations

import argparse
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM_ARGS  # noqa: E402

COPY = ("docs", "locales", "build_tools", "engine", "mkdocs.yml", "node_modules")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_up(url: str, timeout: float = 120) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"serve did not come up at {url}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name in COPY:
            src = ROOT / name
            if src.is_dir():
                shutil.copytree(
                    src, work / name, symlinks=True, ignore=shutil.ignore_patterns("__pycache__")
                )
            elif src.exists():
                shutil.copy2(src, work / name)
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "build_tools", "serve", "--port", str(port)],
            cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        try:
            url = f"http://127.0.0.1:{port}/en/index.html"
            wait_up(url)
            page_src = work / "docs" / "index.md"
            times = []
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS
                )
                page = browser.new_page()
                page.goto(url, wait_until="load")
                for run in range(args.runs):
                    marker = f"Serve benchmark edit {run} {time.time_ns()}"
                    start = time.perf_counter()
                    with page_src.open("a", encoding="utf-8") as fh:
                        fh.write(f"\n\n{marker}\n")
                    page.wait_for_function(
                        f"document.body && document.body.innerText.includes({marker!r})",
                        timeout=60_000, polling=50,
                    )  # fmt: skip
                    times.append(time.perf_counter() - start)
                    print(f"run {run + 1}: {times[-1]:.2f} s")
                    time.sleep(1.0)
                browser.close()
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"median edit → browser: {statistics.median(times):.2f} s (target ≤ 2 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
