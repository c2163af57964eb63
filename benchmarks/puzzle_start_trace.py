"""Where a warm start spends its time, step by step, from the press to the move made at once
applied (issue 31 §3): Play (its Play button, one tap that plays a card) beside a puzzle ("Solve
today's puzzle" on the Puzzles page, and a browse page's Solve; the only-move puzzle's answer,
its two taps made as soon as the board shows), in Debian's chromium against a build of the site
on 127.0.0.1. Each kind: a first visit in a new profile, then a return ``--wait`` seconds later
(the storage emptied first, as start_bench.py does: a returning reader with no game or progress
kept), the press with no pause of the pointer before it; the return's steps are printed.

Every step in ms since the press (the trusted click's own timestamp), as the page and its engine's
worker see them: the worker created; in the worker (worker.js's timings, taken to the page's
clock by the worker's own time origin) pyodide.mjs imported, start.json in, the snapshot's
response (read as kept inflated by the service worker, or decoded again), read, decoded, the
runtime restored, the session made; the start's answer; the board's data fetched (Resource
Timing: its size) and, for a puzzle, parsed; every request to the worker posted, its time in the
worker and its answer; every drawing of the board put in the DOM; the move counter at 1 (Play) or
the puzzle solved.

    python benchmarks/puzzle_start_trace.py --site-dir DIR [--wait 3] [--kinds play,daily,browse]
                                            [--rounds 1] [--cdp [--cdp-save DIR]]

``--cdp`` also records a Chromium trace of each return and prints which threads were busy from
the press to the move applied, and on what (benchmarks/cdp_threads.py): what competes with the
engine's start on the machine's cores.

The machine need not be quiet to compare steps run back to back (shares and order); the absolute
figures are for a quiet one.
"""

from __future__ import annotations

import argparse
import atexit
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import cdp_threads  # noqa: E402
from benchmarks.play_bench import FIRST_MOVE  # noqa: E402
from benchmarks.served import launch_profile, serve  # noqa: E402
from benchmarks.start_bench import BOX, ONLY_MOVE, SHIFT_DATE, day_of, fresh  # noqa: E402

# In every document, before the site's scripts: the press, the taps on the board, every engine
# worker the page starts (what is posted to it and what it answers), every drawing of a board and
# the move counter at 1; epoch ms (comparable with the worker's own clock).
LOG = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const trace = (window.__trace = []);
  const log = (at, ...what) => trace.push([at, ...what]);
  addEventListener("click", (e) => {
    if (!e.isTrusted || !e.target.closest) return;
    const at = performance.timeOrigin + e.timeStamp;
    if (e.target.closest("[data-action='play'], [data-action='daily'], [data-action='solve']")) {
      log(at, "pressed");
      console.timeStamp("sol-pressed");  // the press in a CDP trace (--cdp)
    }
    const place = e.target.closest(".sol-board [data-place]");
    if (place) log(at, "tap " + place.dataset.place);
  }, true);
  const W = window.Worker;
  window.Worker = function (url, opts) {
    const w = new W(url, opts);
    const engine = String(url).endsWith("/javascripts/worker.js");
    if (!engine) return w;  // the site search's own worker
    const created = now();
    log(created, "worker created");
    const ops = {};
    w.addEventListener("message", (e) => {
      const { id, result, error } = e.data;
      if (error) return log(now(), `answer ${id} (${ops[id]}): error ${error}`);
      if (!result) return;
      if (result.timings) {
        // (a site from before the worker said its time origin: the worker's creation)
        const origin = result.origin || created;
        for (const [name, at] of Object.entries(result.timings)) {
          if (typeof at === "number") log(origin + at, "worker: " + name);
          else log(now(), `worker: ${name} ${at}`);
        }
      }
      const each = result.results ? result.results.map((r) => Math.round(r.worker_ms)) : null;
      const one = result.worker_ms === undefined ? null : [Math.round(result.worker_ms)];
      const ms = each || one ? `, ${(each || one).join(" + ")} ms in the worker` : "";
      log(now(), `answer ${id} (${ops[id]})${ms}`);
    });
    const post = w.postMessage.bind(w);
    w.postMessage = (m) => {
      const batch = m.batch ? "batch: " + m.batch.map((r) => r.op).join(", ") : "?";
      ops[m.id] = m.init ? "init" : m.request ? m.request.op : batch;
      log(now(), `post ${m.id} (${ops[m.id]})`);
      post(m);
    };
    return w;
  };
  window.Worker.prototype = W.prototype;
  const drawn = new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target;
      const svg = [...r.addedNodes].some((n) => n.localName === "svg");
      if (svg && el.matches && el.matches(".sol-play .sol-board")) log(now(), "board drawn");
      const counter = el.closest && el.closest("[data-out='moves']");
      if (counter && counter.textContent === "1") {
        log(now(), "move counter at 1");
        console.timeStamp("sol-done");
      }
      const box = r.type === "attributes" && el.matches && el.matches(".sol-play");
      if (box && el.dataset.phase === "solved") {
        log(now(), "puzzle solved");
        console.timeStamp("sol-done");
      }
    }
  });
  drawn.observe(document, { childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ["data-phase"] });
})();
"""
# The page's marks and the board's data in Resource Timing, epoch ms.
ENTRIES = """() => {
  const o = performance.timeOrigin;
  const marks = performance.getEntriesByType("mark")
    .map((m) => [o + m.startTime, "mark " + m.name]);
  const data = performance.getEntriesByType("resource")
    .filter((r) => /(-board\\.json|play-boards\\/.*\\.json)$/.test(r.name))
    .flatMap((r) => [
      [o + r.startTime, "data asked: " + r.name.split("/").pop()],
      [o + r.responseEnd,
        `data in: ${r.name.split("/").pop()} (${Math.round(r.decodedBodySize / 1024)} kB)`],
    ]);
  return [...window.__trace, ...marks, ...data];
}"""


def play(page, base: str, _day: float, _browse: str, before=None) -> None:
    fresh(page, f"{base}/en/play-crescent.html")
    if before:
        before()
    page.click("[data-action='play']")
    page.wait_for_selector(".sol-play .sol-board svg", timeout=120_000)
    src = page.evaluate(FIRST_MOVE)
    page.click(f".sol-board [data-place='{src}'][tabindex]")
    page.wait_for_function(
        "document.querySelector(\"[data-out='moves']\").textContent === '1'", timeout=120_000
    )
    page.wait_for_selector(".sol-play[data-ready='true']")


def answer(page) -> None:
    page.wait_for_selector(f"{BOX} .sol-board svg", timeout=120_000)
    for name in ("p3", "p1"):
        page.locator(f"{BOX} .sol-board [data-place='{name}']").last.click()
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=120_000)


def daily(page, base: str, day: float, _browse: str, before=None) -> None:
    fresh(page, f"{base}/en/puzzles-crescent.html")
    page.wait_for_selector(f".sol-daily[data-daily-id='{ONLY_MOVE}']")
    if before:
        before()
    page.click(f"{BOX} [data-action='daily']")
    answer(page)


def browse(page, base: str, _day: float, browse_page: str, before=None) -> None:
    fresh(page, f"{base}/en/{browse_page}")
    if before:
        before()
    page.click(f"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']")
    answer(page)


KINDS = {"play": play, "daily": daily, "browse": browse}

# The steps put side by side (the first time each is seen; the board's last drawing).
MILESTONES = [
    ("worker created", "worker created"),
    ("worker: pyodide.mjs imported", "worker: imported"),
    ("worker: start.json in", "worker: manifest"),
    ("worker: snapshot's response", "worker: snapshot_response"),
    ("worker: snapshot read as kept (inflated)", "worker: snapshot_read"),
    ("worker: snapshot decoded", "worker: snapshot_decoded"),
    ("worker: runtime restored", "worker: restored"),
    ("worker: session made", "worker: session"),
    ("page: the engine's start answered", "answer 1 (init)"),
    ("page: the board's data in", "data in:"),
    ("page: the first request after the start answered", "answer 2 "),
    ("page: the board drawn, last", "board drawn"),
    ("page: the move applied", ("move counter at 1", "puzzle solved")),
]


def milestones(events: list[tuple[float, str]]) -> dict[str, float]:
    got: dict[str, float] = {}
    for label, prefix in MILESTONES:
        seen = [at for at, what in events if what.startswith(prefix)]
        if seen:
            got[label] = seen[-1] if label.endswith("last") else seen[0]
    return got


def steps(rows: list) -> list[tuple[float, str]]:
    """The events since the press (the last one: the return's), in order, ms."""
    pressed = max(r[0] for r in rows if r[1] == "pressed")
    return sorted((round(r[0] - pressed), str(r[1])) for r in rows if r[0] >= pressed - 1000)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--site-dir", type=Path, required=True)
    ap.add_argument("--wait", type=float, default=3.0, help="seconds before the return")
    ap.add_argument("--kinds", default="play,daily,browse")
    ap.add_argument("--rounds", type=int, default=1, help="rounds, the kinds alternating")
    ap.add_argument(
        "--cdp", action="store_true", help="also a Chromium trace of the return: threads busy"
    )
    ap.add_argument(
        "--cdp-save", type=Path, help="with --cdp: each trace kept there (for Perfetto)"
    )
    args = ap.parse_args()
    server, base = serve(args.site_dir)
    index = json.loads((args.site_dir / "en/puzzles/crescent.json").read_text("utf-8"))
    browse_page = index["pages"][ONLY_MOVE]
    day = day_of(index["daily"], ONLY_MOVE).timestamp() * 1000
    profiles = Path(tempfile.mkdtemp(prefix="puzzle-trace-"))
    # each browser profile keeps the runtime's caches (about 0.2 GB): gone when the run ends
    atexit.register(shutil.rmtree, profiles, True)
    from playwright.sync_api import sync_playwright

    totals: dict[str, list[float]] = {}
    after: dict[str, list[float]] = {}  # from the engine's start answered to the move applied
    steps_of: dict[str, list[dict[str, float]]] = {}
    with sync_playwright() as pw:
        for n in range(args.rounds):
            for kind in args.kinds.split(","):
                context = launch_profile(pw, profiles / f"{kind}-{n}")
                context.add_init_script(LOG)
                page = context.new_page()
                if kind == "daily":
                    page.add_init_script(f"({SHIFT_DATE})({day})")  # today's: ONLY_MOVE
                KINDS[kind](page, base, day, browse_page)  # the first visit
                time.sleep(args.wait)
                tracing: list = []

                def trace(context=context, page=page, tracing=tracing) -> None:
                    tracing.append(cdp_threads.start(context, page))

                before = trace if args.cdp else None
                KINDS[kind](page, base, day, browse_page, before)  # the return, traced
                recorded = cdp_threads.stop(tracing[0]) if tracing else []
                threads = cdp_threads.summary(recorded) if tracing else []
                if tracing and args.cdp_save:
                    args.cdp_save.mkdir(parents=True, exist_ok=True)
                    out = args.cdp_save / f"{kind}-{n + 1}.json"
                    out.write_text(json.dumps({"traceEvents": recorded}), "utf-8")
                events = steps(page.evaluate(ENTRIES))
                context.close()
                print(f"{kind}, round {n + 1}, return after {args.wait:.0f} s (ms from the press):")
                for at, what in events:
                    print(f"  {at:6d}  {what}")
                for line in threads:
                    print(line)
                done = [at for at, what in events if what in ("move counter at 1", "puzzle solved")]
                ready = [at for at, what in events if what == "answer 1 (init)"]
                totals.setdefault(kind, []).append(done[0] if done else float("nan"))
                steps_of.setdefault(kind, []).append(milestones(events))
                rest = done[0] - ready[0] if done and ready else float("nan")
                after.setdefault(kind, []).append(rest)
    server.shutdown()
    kinds = list(steps_of)
    print(f"\nmedians over {args.rounds} round(s), ms since the press")
    print(f"| step | {' | '.join(kinds)} |")
    print("|---" * (len(kinds) + 1) + "|")
    for label, _ in MILESTONES:
        cells = []
        for kind in kinds:
            values = [m[label] for m in steps_of[kind] if label in m]
            cells.append(f"{statistics.median(values):.0f}" if values else "-")
        print(f"| {label} | {' | '.join(cells)} |")
    for kind, values in totals.items():
        runs = ", ".join(f"{v:.0f}" for v in values)
        med = statistics.median(values)
        print(f"{kind}: press -> the move applied, median {med:.0f} ms ({runs})")
        rest = after[kind]
        runs = ", ".join(f"{v:.0f}" for v in rest)
        med = statistics.median(rest)
        print(f"{kind}: engine's start answered -> move applied, median {med:.0f} ms ({runs})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
