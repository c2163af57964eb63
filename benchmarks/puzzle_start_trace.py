"""Where a browse page's Solve spends its time until the answer made at once is applied (issue 31
§3), step by step as the page and its engine's worker see them, in Debian's chromium against a
build of the site on 127.0.0.1: a first visit, then a return 8 s later, in one profile.

Prints, in ms since the Puzzles page's document started: its DOMContentLoaded, the performance
marks (the early engine's start, the board taken over), every message to and from the engine's
worker (the init's answer carries the worker's own steps: pyodide.mjs imported, the snapshot
fetched, restored, the session made; a request's answer its time in the worker).

    python benchmarks/puzzle_start_trace.py --site-dir DIR
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.served import launch_profile, serve  # noqa: E402

PUZZLE = "cr-om-5c8fb88632"  # an only-move puzzle: its answer p3-p1
BOX = ".sol-puzzle-play"

# Every worker the page starts, wrapped: what is posted to it and what it answers, with the time.
LOG = """
(() => {
  const W = window.Worker;
  window.__wlog = [];
  const log = (...a) => window.__wlog.push([Math.round(performance.now()), ...a]);
  window.Worker = function (url, opts) {
    const w = new W(url, opts);
    log("new", String(url).split("/").pop());
    w.addEventListener("message", (e) => {
      const r = e.data.result;
      log("answer", e.data.id, r ? r.timings || Math.round(r.worker_ms) : e.data.error);
    });
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => {
      log("post", m.id, m.init ? "init" : m.request && m.request.op);
      post(m);
    };
    return w;
  };
  addEventListener("DOMContentLoaded", () => log("DOMContentLoaded"));
})();
"""
MARKS = "performance.getEntriesByType('mark').map((m) => [Math.round(m.startTime), m.name])"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--site-dir", type=Path, required=True)
    args = ap.parse_args()
    server, base = serve(args.site_dir)
    index = json.loads((args.site_dir / "en/puzzles/crescent.json").read_text("utf-8"))
    browse = index["pages"][PUZZLE]
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        context = launch_profile(pw, Path(tempfile.mkdtemp(prefix="puzzle-trace-")))
        context.add_init_script(LOG)
        page = context.new_page()
        for visit in ("first visit", "return after 8 s"):
            page.goto(f"{base}/en/{browse}", wait_until="networkidle")
            page.click(f"button[data-action='solve'][data-puzzle='{PUZZLE}']")
            page.wait_for_selector(f"{BOX} .sol-board svg")
            for name in ("p3", "p1"):
                page.locator(f"{BOX} .sol-board [data-place='{name}']").last.click()
            page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=120_000)
            print(f"{visit}:")
            rows = page.evaluate(MARKS) + [[r[0], *r[1:]] for r in page.evaluate("window.__wlog")]
            for row in sorted(rows, key=lambda r: r[0]):
                if "search" in str(row) or (len(row) > 2 and row[2] is None):
                    continue  # the site search's own worker
                print("  ", *row)
            time.sleep(8)
        context.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
