"""The in-page game's speed and weight, in Debian's chromium (playwright), against a build of the
site served on 127.0.0.1:

* bytes sent by the server: a rules page read plainly, the Play page before pressing Play, after
  pressing it with a cold cache, and for a returning reader (the service worker keeps the files);
  the fast start's extra files (snapshot, precompiled stdlib), raw and gzip;
* Play -> interactive as a player feels it: from the click on Play until a first move, clicked as
  soon as the board shows, is applied and shown on the move counter; (a) the pointer moves onto
  Play and clicks at once, cold (new browser profile) and warm (the same profile, a returning
  reader with no game in progress, files from the service worker); (b) the pointer rests on Play
  for 300 ms first (intent), warm; next to site/pyodide/bare.html, a page that only runs
  ``loadPyodide()`` in a Web Worker (the floor), cold and warm in its own profile, same run;
* Play -> board visible (the page's own marks), and the worker's steps;
* time per move: from the request to the redrawn board (worker round trip, Python, SVG, DOM).

Warm runs use a persistent browser profile (``launch_persistent_context``) and wait a few seconds
after the first visit, so Chromium's compiled-wasm cache behaves as for a real returning reader.

    python benchmarks/play_bench.py [--site-dir DIR] [--runs 3]

Without --site-dir it builds English only into a temporary folder first.
"""

from __future__ import annotations

import argparse
import atexit
import functools
import gzip
import json
import shutil
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

from benchmarks.served import launch_profile  # noqa: E402
from benchmarks.snapshot_static import image_of  # noqa: E402
from engine import new_game  # noqa: E402

SENT = [0]
# After a first visit, before a warm one: V8 writes its wasm cache and the service worker its
# decoded snapshot (sw.js, once the start is over) meanwhile, as for a reader who comes back later.
SETTLE_S = 8.0


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


WATCH = """() => {
  window.__moved = null;
  const counter = document.querySelector("[data-out='moves']");
  new MutationObserver(() => {
    if (counter.textContent === "1" && window.__moved === null) window.__moved = performance.now();
  }).observe(counter, { childList: true, characterData: true, subtree: true });
}"""

FIRST_MOVE = """() => {
  // A pile whose tap plays its card (one destination), on the board now shown.
  const targets = window.solPlay.state.targets;
  return Object.keys(targets).find((p) => p.startsWith("p") && targets[p].length === 1);
}"""


def play_to_first_move(page, rest_ms: int = 0) -> tuple[float, float]:
    """From the click on Play (after the pointer rests on it ``rest_ms``) to the board visible, and
    to a first move, clicked as soon as the board shows, applied (the move counter says 1): ms
    each, as a player feels them. Shared with start_bench.py."""
    page.evaluate(WATCH)
    button = page.locator("[data-action='play']")
    if rest_ms:
        button.hover()
        page.wait_for_timeout(rest_ms)
    t0 = time.perf_counter()
    button.click()
    page.wait_for_selector(".sol-board svg", timeout=120_000)
    board = (time.perf_counter() - t0) * 1000
    src = page.evaluate(FIRST_MOVE)
    page.click(f".sol-board [data-place='{src}'][tabindex]")
    page.wait_for_function("window.__moved !== null", timeout=120_000)
    return board, (time.perf_counter() - t0) * 1000


def play_once(page, url: str, rest_ms: int = 0) -> dict[str, float]:
    """Play -> first move applied, as a player feels it; bytes before and after."""
    SENT[0] = 0
    page.goto(url, wait_until="networkidle")
    page.evaluate("localStorage.clear()")  # a returning reader with no game in progress
    page.goto(url, wait_until="networkidle")
    before = SENT[0]
    SENT[0] = 0
    _, wall = play_to_first_move(page, rest_ms)
    marks = page.evaluate(
        """() => Object.fromEntries(performance.getEntriesByType("mark")
                 .map((m) => [m.name, m.startTime]))"""
    )
    moved = page.evaluate("window.__moved")
    page.wait_for_selector(".sol-play[data-ready='true']")
    page.wait_for_load_state("networkidle")
    steps = json.loads(page.get_attribute(".sol-play", "data-timings") or "{}")
    return {
        "before": before,
        "after": SENT[0],
        "ms": wall,
        "in_page": moved - marks["sol-play-pressed"],
        "board": marks.get("sol-play-board", marks["sol-play-ready"]) - marks["sol-play-pressed"],
        "ready": marks["sol-play-ready"] - marks["sol-play-pressed"],
        "start": page.get_attribute(".sol-play", "data-start"),
        "steps": steps,
    }


def bare_once(page, url: str) -> float:
    page.goto(url)
    t0 = time.perf_counter()
    page.wait_for_selector("body[data-ready]", timeout=120_000)
    return (time.perf_counter() - t0) * 1000


def rules_page_bytes(browser_dir: Path, base: str) -> tuple[int, list[str]]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        ctx = launch_profile(pw, browser_dir)
        page = ctx.new_page()
        urls: list[str] = []
        page.on("request", lambda r: urls.append(r.url))
        SENT[0] = 0
        page.goto(f"{base}/en/crescent.html", wait_until="networkidle")
        page.wait_for_timeout(3000)
        sent = SENT[0]
        ctx.close()
    return sent, [u for u in urls if "/pyodide/" in u or "play-boards" in u]


def extra_files(site: Path) -> dict[str, tuple[int, int]]:
    manifest = json.loads((site / "pyodide" / "start.json").read_text(encoding="utf-8"))
    snapshot = site / "pyodide" / manifest["snapshot"]
    shipped = snapshot.read_bytes()
    stdlib = (site / "pyodide" / manifest["stdlib"]).read_bytes()
    plain = (site / "pyodide" / "python_stdlib.zip").read_bytes()
    return {
        "snapshot": (len(image_of(snapshot)), len(shipped)),
        "precompiled stdlib": (len(stdlib), len(gzip.compress(stdlib))),
        "plain stdlib (no longer fetched by the game)": (len(plain), len(gzip.compress(plain))),
    }


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
    url = f"{base}/en/play-crescent.html"
    from playwright.sync_api import sync_playwright

    keys = ("cold", "warm", "warm_rest", "bare_cold", "bare_warm")
    rows: dict[str, list[float]] = {k: [] for k in keys}
    felt: dict[str, list[float]] = {k: [] for k in ("cold", "warm", "warm_rest")}
    board: list[float] = []
    ready: dict[str, list[float]] = {k: [] for k in ("cold", "warm", "warm_rest")}
    starts: list[str] = []
    steps: dict[str, list[dict]] = {k: [] for k in ("cold", "warm", "warm_rest")}
    bytes_seen: dict[str, list[int]] = {k: [] for k in ("page", "cold", "warm")}
    moves: list[float] = []
    profiles = Path(tempfile.mkdtemp(prefix="play-bench-"))
    # each browser profile keeps the runtime's caches (about 0.2 GB): gone when the run ends
    atexit.register(shutil.rmtree, profiles, True)
    with sync_playwright() as pw:

        def profile(name: str):
            return launch_profile(pw, profiles / name)

        for run in range(args.runs):
            ctx = profile(f"bare-{run}")
            page = ctx.new_page()
            rows["bare_cold"].append(bare_once(page, f"{base}/pyodide/bare.html"))
            time.sleep(SETTLE_S)
            rows["bare_warm"].append(bare_once(page, f"{base}/pyodide/bare.html"))
            ctx.close()
            ctx = profile(f"play-{run}")
            page = ctx.new_page()
            for key, rest in (("cold", 0), ("warm", 0), ("warm_rest", 300)):
                if key != "cold":
                    time.sleep(SETTLE_S)
                result = play_once(page, url, rest)
                rows[key].append(result["ms"])
                felt[key].append(result["in_page"])
                ready[key].append(result["ready"])
                board.append(result["board"])
                starts.append(result["start"])
                steps[key].append(result["steps"])
                if key == "cold":
                    bytes_seen["page"].append(int(result["before"]))
                    bytes_seen["cold"].append(int(result["after"]))
                elif key == "warm":
                    bytes_seen["warm"].append(int(result["after"]))
            page.goto(f"{url}?code={code}", wait_until="networkidle")
            page.click("[data-action='play']")
            page.wait_for_selector(".sol-play[data-ready='true']", timeout=120_000)
            moves += per_move(page, code)
            ctx.close()
    server.shutdown()
    rules, fetched = rules_page_bytes(profiles / "rules", serve(site)[1])
    med = {k: statistics.median(v) for k, v in rows.items()}
    print(f"rules page read plainly: {rules / 1e3:.0f} kB; game files fetched: {len(fetched)}")
    print(f"Play page before Play: {statistics.median(bytes_seen['page']) / 1e3:.0f} kB")
    print(f"after Play, cold cache: {statistics.median(bytes_seen['cold']) / 1e6:.2f} MB")
    print(f"after Play, returning reader: {statistics.median(bytes_seen['warm']) / 1e3:.0f} kB")
    for name, (raw, gz) in extra_files(site).items():
        print(f"{name}: {raw / 1e6:.2f} MB raw, {gz / 1e6:.2f} MB gzip")
    print(f"starts taken: {', '.join(sorted(set(starts)))}")
    bare = {"cold": med["bare_cold"], "warm": med["bare_warm"], "warm_rest": med["bare_warm"]}
    for k, label in (
        ("cold", "(a) cold"),
        ("warm", "(a) warm"),
        ("warm_rest", "(b) warm, 300 ms rest on Play"),
    ):
        print(
            f"Play -> first move shown, {label}: {med[k]:.0f} ms "
            f"(in page {statistics.median(felt[k]):.0f} ms; engine ready "
            f"{statistics.median(ready[k]):.0f} ms); bare loadPyodide {bare[k]:.0f} ms "
            f"({med[k] / bare[k]:.2f}x); runs {', '.join(f'{v:.0f}' for v in rows[k])}"
        )
        print(f"  worker steps (ms since the worker started): {steps[k]}")
    shown = statistics.median(board)
    print(f"Play -> board visible: median {shown:.0f} ms, max {max(board):.0f} ms")
    moves.sort()
    print(
        f"per move (request -> redrawn board), {len(moves)} moves: "
        f"median {statistics.median(moves):.1f}"
        f" ms, p95 {moves[int(len(moves) * 0.95)]:.1f} ms, max {moves[-1]:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
