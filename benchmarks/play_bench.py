"""The in-page game's speed and weight, in Debian's chromium (playwright), against a build of the
site served on 127.0.0.1:

* bytes sent by the server before and after pressing Play (cold cache, then a returning reader
  whose service worker keeps the runtime);
* time from pressing Play to an interactive board, cold and warm, next to site/pyodide/bare.html,
  a page that only runs ``loadPyodide()`` in a Web Worker (the floor), measured in the same run;
* time per move: from the request to the redrawn board (worker round trip, Python, SVG, DOM).

    python benchmarks/play_bench.py [--site-dir DIR] [--runs 3]

Without --site-dir it builds English only into a temporary folder first.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import new_game  # noqa: E402
from tests.browser.conftest import CHROMIUM_ARGS  # noqa: E402

SENT = [0]


class Counting(SimpleHTTPRequestHandler):
    """Counts the body bytes the server sends: what the reader really downloads."""

    def copyfile(self, source, outputfile):  # type: ignore[override]
        data = source.read()
        SENT[0] += len(data)
        outputfile.write(data)

    def log_message(self, format, *args):  # type: ignore[override]
        pass


def serve(site: Path) -> tuple[ThreadingHTTPServer, str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Counting, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def play_once(page, url: str) -> dict[str, float]:
    SENT[0] = 0
    page.goto(url, wait_until="networkidle")
    before = SENT[0]
    SENT[0] = 0
    t0 = time.perf_counter()
    page.click("[data-action='play']")
    page.wait_for_selector(".sol-play[data-ready='true']", timeout=120_000)
    wall = (time.perf_counter() - t0) * 1000
    page.wait_for_load_state("networkidle")
    return {"before": before, "after": SENT[0], "ms": wall}


def bare_once(page, url: str) -> float:
    page.goto(url)
    t0 = time.perf_counter()
    page.wait_for_selector("body[data-ready]", timeout=120_000)
    return (time.perf_counter() - t0) * 1000


def per_move(page, code: str, n: int = 30) -> list[float]:
    g = new_game(code)
    src = next(f"p{k}" for k in range(1, 17) if g.tap_move(f"p{k}") is not None)
    times = []
    for _ in range(n):
        for op in ({"op": "tap", "place": src}, {"op": "undo"}):
            ms = page.evaluate(
                """async (req) => { const t = performance.now();
                   await window.solPlay.request(req); return window.solPlay.lastRender - t; }""",
                op,
            )
            times.append(ms)
    return times


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--site-dir", type=Path)
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    site = args.site_dir
    if site is None:
        site = Path(tempfile.mkdtemp()) / "site"
        subprocess.run(
            [sys.executable, "-m", "build_tools", "build", "--lang", "en", "--site-dir", str(site)],
            cwd=ROOT,
            check=True,
        )
    server, base = serve(site)
    code = "CR1-N-AAAAAAB"
    url = f"{base}/en/play-crescent.html?code={code}"
    from playwright.sync_api import sync_playwright

    rows: dict[str, list[float]] = {k: [] for k in ("cold", "warm", "bare_cold", "bare_warm")}
    bytes_seen: dict[str, list[int]] = {k: [] for k in ("page", "cold", "warm")}
    moves: list[float] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            ctx = browser.new_context()
            page = ctx.new_page()
            rows["bare_cold"].append(bare_once(page, f"{base}/pyodide/bare.html"))
            rows["bare_warm"].append(bare_once(page, f"{base}/pyodide/bare.html"))
            ctx.close()
            ctx = browser.new_context()
            page = ctx.new_page()
            cold = play_once(page, url)
            warm = play_once(page, url)
            rows["cold"].append(cold["ms"])
            rows["warm"].append(warm["ms"])
            bytes_seen["page"].append(int(cold["before"]))
            bytes_seen["cold"].append(int(cold["after"]))
            bytes_seen["warm"].append(int(warm["after"]))
            moves += per_move(page, code)
            ctx.close()
        browser.close()
    server.shutdown()
    med = {k: statistics.median(v) for k, v in rows.items()}
    print(f"page before Play: {statistics.median(bytes_seen['page']) / 1e3:.0f} kB")
    print(f"after Play, cold cache: {statistics.median(bytes_seen['cold']) / 1e6:.2f} MB")
    print(f"after Play, returning reader: {statistics.median(bytes_seen['warm']) / 1e3:.0f} kB")
    for k in ("cold", "warm"):
        ratio = med[k] / med[f"bare_{k}"]
        print(
            f"Play → board, {k}: {med[k]:.0f} ms; bare loadPyodide {med[f'bare_{k}']:.0f} ms "
            f"({ratio:.2f}×)"
        )
    moves.sort()
    print(
        f"per move (request → redrawn board), {len(moves)} moves: "
        f"median {statistics.median(moves):.1f}"
        f" ms, p95 {moves[int(len(moves) * 0.95)]:.1f} ms, max {moves[-1]:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
