"""Issue 31's start figures, side by side with a bare ``loadPyodide()`` page in one run, in
Debian's chromium (playwright) against a build of the site served on 127.0.0.1:

* Play: from the click on Play to the board visible, and to the move made at once on it applied
  (a pile whose tap plays its card, clicked as soon as the board shows; the move counter says 1);
* Puzzles, today's puzzle: from the click on "Solve today's puzzle" to the board visible, and
  to the answer made at once on it applied (the browser's date is set to the day whose puzzle is
  the only-move puzzle below, so the script knows the answer);
* Puzzles from a browse page: from the click on a card's Solve to the board visible (on the page
  itself since issue 31's instant31f; before, the page change to the Puzzles page was part of
  it, and its steps are printed), and to the answer made at once on it applied (an only-move
  puzzle: its card picked up and put on its place, clicked as soon as the board shows; the
  puzzle says solved);
* the bare page (site/pyodide/bare.html): from navigation to Pyodide ready.

Each is measured cold (a new browser profile), then as a return 3 s after that first visit in one
profile and 8 s after it in another (V8 writes its wasm cache and the service worker its copies
meanwhile). Ratios are each figure over the bare page's of the same kind (cold, 3 s, 8 s).

    python benchmarks/start_bench.py --site-dir DIR [--runs 3] [--compress]

``--hover MS``: the pointer rests on the button MS ms before the press, as a reader's does (a
returning reader's engine starts at the first sign of intent, puzzleboard.js's head start;
without it, playwright's click moves the pointer there just before the press). Figures stay
counted from the press.

``--player``: every visit is a player's: the Crescent puzzle progress holds another puzzle
solved before (the storage is otherwise emptied as without it), as a returning player's;
without it, a returning reader who has tried no puzzle.

``--small-device``: the browser says it has 2 GB of memory (``navigator.deviceMemory``), where
a returning reader with no puzzle tried gets no idle start (puzzleboard.js), so the press starts
the engine; without it, a returning reader's page starts the engine while idle after its load
(the press comes once the page's network is idle, at least 0.5 s after the load).

``--compress``: the server gzips what a static host would (HTML, CSS, JS, JSON, wasm) when the
browser asks for it; without it, files go as they are on disk (tests/serve, ``./dev site``).
The machine must be quiet (load average below 1) for figures worth comparing.
"""

from __future__ import annotations

import argparse
import atexit
import datetime
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.play_bench import play_to_first_move  # noqa: E402
from benchmarks.served import launch_profile, serve  # noqa: E402
from tests.browser.progress_record import a_players_progress, keep_progress  # noqa: E402

ONLY_MOVE = "cr-om-5c8fb88632"  # answer p3-p1 (tests/browser/test_puzzle_board.py)
BOX = ".sol-puzzle-play"

# In every document, before the site's scripts: the time of the press (the trusted click's own
# timestamp, kept in sessionStorage so that the next document of a page change reads it) and,
# once a board's drawing is in the page, the time it went in and the end of the frame that
# painted it (a task queued from that frame's requestAnimationFrame runs after its paint).
# Times are epoch ms (timeOrigin + now), comparable across a page change. The new document's
# own steps come from its navigation entry. What the reader sees, without playwright's latency.
PROBE = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  addEventListener("click", (e) => {
    const b = e.target.closest && e.target.closest("[data-action='play'], [data-action='daily'],"
      + " [data-action='solve']");
    if (b && e.isTrusted) sessionStorage.setItem("bench:pressed",
      String(performance.timeOrigin + e.timeStamp));
  }, true);
  window.__bench = {};
  const watch = new MutationObserver(() => {
    if (window.__bench.inserted || !document.querySelector(".sol-play .sol-board svg")) return;
    window.__bench.inserted = now();
    watch.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__bench.painted = now(); }));
  });
  watch.observe(document, { childList: true, subtree: true });
})();
"""
STEPS = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const at = (t) => performance.timeOrigin + t;
  const pressed = Number(sessionStorage.getItem("bench:pressed"));
  const b = window.__bench;
  return {pressed, inserted: b.inserted, painted: b.painted, start: performance.timeOrigin,
          response: at(nav.responseEnd), dcl: at(nav.domContentLoadedEventEnd),
          prerendered: nav.activationStart > 0 ? at(nav.activationStart) : null};
}"""


def in_page(page, prefix: str) -> dict[str, float]:
    """The press -> board figures the page itself saw (PROBE), ms; with a page change, its
    steps too: the new document's start, its HTML received, its DOMContentLoaded."""
    page.wait_for_function("window.__bench && window.__bench.painted", timeout=120_000)
    s = page.evaluate(STEPS)
    got = {
        f"{prefix}_inserted": s["inserted"] - s["pressed"],
        f"{prefix}_painted": s["painted"] - s["pressed"],
    }
    if s["start"] > s["pressed"]:  # a page change: the board is drawn by the next document
        got[f"{prefix}_nav"] = s["start"] - s["pressed"]
        got[f"{prefix}_html"] = s["response"] - s["pressed"]
        got[f"{prefix}_dcl"] = s["dcl"] - s["pressed"]
    if s["prerendered"]:
        got[f"{prefix}_activated"] = s["prerendered"] - s["pressed"]
    return got


# A device of little memory (--small-device).
SMALL = {"on": False}
SMALL_DEVICE = "Object.defineProperty(navigator, 'deviceMemory', {value: 2})"

# A player's earlier visit (--player): another Crescent puzzle solved, as progress.js keeps it.
PLAYED: dict[str, str | None] = {"solved": None}


def fresh(page, url: str) -> None:
    """The page with no game or progress kept (a returning reader's files stay cached): the
    storage is cleared from the root page (no scripts: nothing writes it back on leaving).
    With --player, the Crescent puzzle progress of an earlier visit is put back: one other
    puzzle solved (the page then starts the engine while idle on a return)."""
    page.goto(url.split("/en/", 1)[0] + "/index.html", wait_until="networkidle")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    if PLAYED["solved"]:
        keep_progress(page, a_players_progress(solved=[PLAYED["solved"]]))
    page.goto(url, wait_until="networkidle")


def play_once(page, base: str) -> dict[str, float]:
    fresh(page, f"{base}/en/play-crescent.html")
    board, moved = play_to_first_move(page)
    page.wait_for_selector(".sol-play[data-ready='true']")
    return {"play_board": board, "play_move": moved, **in_page(page, "play")}


def day_of(order: list[str], pid: str) -> datetime.datetime:
    """Noon of the first day from 2026-01-01 (daily.js's epoch) whose daily puzzle is ``pid``."""
    return datetime.datetime(2026, 1, 1, 12) + datetime.timedelta(days=order.index(pid))


# The page's calendar moved to that day, its clock still running (playwright's page.clock would
# fake performance too, and with it the figures): Date, and only Date, shifted. Run twice, the
# second shift is nil.
SHIFT_DATE = """(target) => {
  const Real = Date;
  const shift = target - Real.now();
  class Shifted extends Real {
    constructor(...args) { if (args.length) super(...args); else super(Real.now() + shift); }
    static now() { return Real.now() + shift; }
  }
  window.Date = Shifted;
}"""


def answer_at_once(page, t0: float) -> dict[str, float]:
    """The board visible after the press at ``t0``, then the only-move answer (the 6 of spades
    picked up and put on its place) clicked at once, until the puzzle says solved: ms each."""
    page.wait_for_selector(f"{BOX} .sol-board svg", timeout=120_000)
    board = (time.perf_counter() - t0) * 1000
    for name in ("p3", "p1"):
        page.locator(f"{BOX} .sol-board [data-place='{name}']").last.click()
    page.wait_for_selector(f"{BOX}[data-phase='solved']", timeout=120_000)
    return {"board": board, "move": (time.perf_counter() - t0) * 1000}


def press(page, selector: str, hover_ms: int) -> float:
    """Click ``selector`` (after resting the pointer on it ``hover_ms``); the press's clock."""
    if hover_ms:
        page.hover(selector)
        page.wait_for_timeout(hover_ms)  # the reader's own pause, not a synchronisation
    t0 = time.perf_counter()
    page.click(selector)
    return t0


def daily_once(page, base: str, day: datetime.datetime, hover_ms: int) -> dict[str, float]:
    stamp = day.timestamp() * 1000  # the local noon of that day, as daily.js reads it
    page.add_init_script(f"({SHIFT_DATE})({stamp})")  # today's puzzle is ONLY_MOVE
    fresh(page, f"{base}/en/puzzles-crescent.html")
    page.wait_for_selector(f".sol-daily[data-daily-id='{ONLY_MOVE}']")
    t0 = press(page, f"{BOX} [data-action='daily']", hover_ms)
    got = answer_at_once(page, t0)
    return {"daily_board": got["board"], "daily_move": got["move"], **in_page(page, "daily")}


def browse_once(page, base: str, browse: str, hover_ms: int) -> dict[str, float]:
    fresh(page, f"{base}/en/{browse}")
    t0 = press(page, f"button[data-action='solve'][data-puzzle='{ONLY_MOVE}']", hover_ms)
    got = answer_at_once(page, t0)
    return {"browse_board": got["board"], "browse_move": got["move"], **in_page(page, "browse")}


def bare_once(page, base: str) -> dict[str, float]:
    t0 = time.perf_counter()
    page.goto(f"{base}/pyodide/bare.html")
    page.wait_for_selector("body[data-ready]", timeout=120_000)
    return {"bare": (time.perf_counter() - t0) * 1000}


def visits(pw, profiles: Path, name: str, once, wait_s: float) -> tuple[dict, dict]:
    """A first visit in a new profile, then a return ``wait_s`` seconds later."""
    ctx = launch_profile(pw, profiles / name)
    ctx.add_init_script(PROBE)
    if SMALL["on"]:
        ctx.add_init_script(SMALL_DEVICE)
    page = ctx.new_page()
    cold = once(page)
    time.sleep(wait_s)
    back = once(page)
    ctx.close()
    return cold, back


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--site-dir", type=Path, required=True)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--compress", action="store_true")
    p.add_argument("--kinds", default="bare,play,daily,browse", help="a subset, comma-separated")
    p.add_argument("--returns", default="3,8", help="seconds before each return visit")
    p.add_argument("--hover", type=int, default=0, help="ms the pointer rests before a press")
    p.add_argument(
        "--player",
        action="store_true",
        help="each visit keeps a Crescent puzzle progress (another puzzle solved before)",
    )
    p.add_argument(
        "--small-device",
        action="store_true",
        help="navigator.deviceMemory is 2 (GB): no idle start for a reader with no puzzle tried",
    )
    args = p.parse_args()
    SMALL["on"] = args.small_device
    returns = tuple(float(s) for s in args.returns.split(","))
    server, base = serve(args.site_dir, args.compress)
    index = json.loads((args.site_dir / "en" / "puzzles" / "crescent.json").read_text("utf-8"))
    browse = index["pages"][ONLY_MOVE]
    day = day_of(index["daily"], ONLY_MOVE)
    if args.player:
        PLAYED["solved"] = next(pid for pid in index["daily"] if pid != ONLY_MOVE)
    kinds = {
        "bare": lambda page: bare_once(page, base),
        "play": lambda page: play_once(page, base),
        "daily": lambda page: daily_once(page, base, day, args.hover),
        "browse": lambda page: browse_once(page, base, browse, args.hover),
    }
    kinds = {k: kinds[k] for k in args.kinds.split(",")}
    visits_ = ("cold", *(f"{w:.0f} s" for w in returns))
    seen: dict[str, dict[str, list[float]]] = {v: {} for v in visits_}
    profiles = Path(tempfile.mkdtemp(prefix="start-bench-"))
    # each browser profile keeps the runtime's caches (about 0.2 GB): gone when the run ends
    atexit.register(shutil.rmtree, profiles, True)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        for run in range(args.runs):
            for kind, once in kinds.items():
                for wait_s in returns:
                    cold, back = visits(pw, profiles, f"{kind}-{run}-{wait_s}", once, wait_s)
                    for key, value in cold.items():
                        seen["cold"].setdefault(key, []).append(value)
                    for key, value in back.items():
                        seen[f"{wait_s:.0f} s"].setdefault(key, []).append(value)
    server.shutdown()
    labels = {
        "play_board": "Play -> board visible",
        "play_move": "Play -> the move made at once applied",
        "daily_board": "Solve today's puzzle -> board visible",
        "daily_move": "Solve today's puzzle -> the answer made at once applied",
        "browse_board": "browse page's Solve -> board visible (a page change before instant31f)",
        "browse_move": "browse page's Solve -> the answer made at once applied",
        "play_inserted": "in page: Play pressed -> board in the DOM",
        "play_painted": "in page: Play pressed -> board painted",
        "daily_inserted": "in page: Solve today's pressed -> board in the DOM",
        "daily_painted": "in page: Solve today's pressed -> board painted",
        "browse_nav": "in page: browse Solve pressed -> the puzzle page's document starts",
        "browse_activated": "in page: browse Solve pressed -> prerendered page shown",
        "browse_html": "in page: browse Solve pressed -> its HTML received",
        "browse_dcl": "in page: browse Solve pressed -> its DOMContentLoaded",
        "browse_inserted": "in page: browse Solve pressed -> board in the DOM",
        "browse_painted": "in page: browse Solve pressed -> board painted",
        "bare": "bare loadPyodide() page -> ready",
    }
    server_kind = "gzip" if args.compress else "as on disk"
    hovered = f"; pointer on the button {args.hover} ms before each press" if args.hover else ""
    if args.player:
        hovered += "; a player's visits (another puzzle's progress kept)"
    if args.small_device:
        hovered += "; a device of 2 GB"
    print(f"{args.runs} runs, medians (ms); server {server_kind}{hovered}")
    print(f"| figure | {' | '.join(v if v == 'cold' else f'return after {v}' for v in visits_)} |")
    print("|---" * (len(visits_) + 1) + "|")
    for key, label in labels.items():
        cells = []
        for visit in visits_:
            values = seen[visit].get(key, [])
            if not values:
                cells.append("-")
                continue
            med = statistics.median(values)
            bares = seen[visit].get("bare")
            bare = statistics.median(bares) if bares else None
            ratio = f" ({med / bare:.2f}x)" if bare and key.endswith("move") else ""
            runs = ", ".join(f"{v:.0f}" for v in values)
            cells.append(f"**{med:.0f}**{ratio} ({runs})")
        print(f"| {label} | {' | '.join(cells)} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
